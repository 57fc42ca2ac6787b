import type { Catalog, Pilot, Ship, Upgrade } from '../catalog/catalog.ts';
import { chassisHull } from '../catalog/huge-hull.ts';
import { HYPERDRIVE, TOKEN_REDUCING_CREW } from './data/hyperdrive.ts';
import type { CampaignOptions, Fleet, RosterEntry, Side, SquadronCard, XpLevel } from './model.ts';

// Scaled figures and derived values (big-shed-league.md §0, §1.2–§1.6). Nothing here is stored:
// entry, squadron and fleet values, effective initiative, hull and tracking tokens are read
// from the roster and the catalogue each time.

/** round-half-up, as the reference's `round`. */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5);

/** What S divides by: the seed's 1e lists were 100 points; 2.0's are 200 (C1, S=200), XWA's 50 (ruling C93: a quarter of 2.0's figures). */
const perList = (o: Pick<CampaignOptions, 'edition'>): number => (o.edition?.id === 'xwa' ? 400 : 100);

/** pts(x): a seed figure on the campaign's points scale. */
export const pts = (x: number, o: Pick<CampaignOptions, 'pointsScalePct' | 'edition'>): number => roundHalfUp((x * o.pointsScalePct) / perList(o));

/** ai(x): the AI's version of a seed figure (ruling C2). */
export const aiPts = (x: number, o: Pick<CampaignOptions, 'pointsScalePct' | 'aiStrengthPct' | 'edition'>): number =>
  roundHalfUp((x * o.pointsScalePct * o.aiStrengthPct) / (100 * perList(o)));

/** A side's version of a seed figure: pts for the players, ai for the AI. */
export const figure = (side: Side, x: number, o: CampaignOptions): number => (side === 'players' ? pts(x, o) : aiPts(x, o));

/** norm(v): an AI value as a players' value (exact). */
export const norm = (v: number, o: Pick<CampaignOptions, 'aiStrengthPct'>): number => (v * 100) / o.aiStrengthPct;

/** Campaign size class (ruling C4): medium counts as large. */
export type SizeClass = 'small' | 'large' | 'huge';
export const sizeClass = (ship: Ship): SizeClass => (ship.size === 'small' ? 'small' : ship.size === 'huge' ? 'huge' : 'large');

export interface Resolved {
  readonly ship: Ship;
  readonly pilot: Pilot;
}

/** The chassis and pilot of a roster entry; throws on ids the catalogue lacks (entries are checked when bought). */
export function resolve(catalog: Catalog, faction: Fleet['faction'], entry: Pick<RosterEntry, 'chassis' | 'pilot'>): Resolved {
  const ship = catalog.ship(faction, entry.chassis);
  const pilot = ship?.pilots.find((p) => p.id === entry.pilot);
  if (!ship || !pilot) throw new Error(`no ${faction} pilot ${entry.chassis}/${entry.pilot} in the catalogue`);
  return { ship, pilot };
}

/** An upgrade's cost on a ship (§1.3): variable costs read printed initiative (C3), agility or size; campaign upgrades are scaled. */
export function upgradeCost(upgrade: Upgrade, on: Resolved | null, o: CampaignOptions): number {
  if (upgrade.campaign === 'bsl') return pts(upgrade.cost as number, o);
  if (typeof upgrade.cost === 'number') return upgrade.cost;
  // An upgrade in the inventory has no ship: its dearest price stands for it.
  if (!on) return Math.max(...Object.values(upgrade.cost.values));
  const key =
    upgrade.cost.variable === 'initiative'
      ? String(on.pilot.initiative)
      : upgrade.cost.variable === 'agility'
        ? String(on.ship.agility)
        : on.ship.size.charAt(0).toUpperCase() + on.ship.size.slice(1);
  const v = upgrade.cost.values[key];
  if (v === undefined) throw new Error(`${upgrade.id} has no cost for ${upgrade.cost.variable} ${key}`);
  return v;
}

/** Entry value = pilot cost + Σ equipped upgrade costs (§1.3). */
export function entryValue(catalog: Catalog, faction: Fleet['faction'], entry: RosterEntry, o: CampaignOptions): number {
  const r = resolve(catalog, faction, entry);
  let v = r.pilot.cost ?? 0;
  for (const u of entry.upgrades) v += upgradeCost(mustUpgrade(catalog, u.upgrade), r, o);
  return v;
}

export function mustUpgrade(catalog: Catalog, id: string): Upgrade {
  const u = catalog.upgrade(id);
  if (!u) throw new Error(`no upgrade ${id} in the catalogue`);
  return u;
}

export function itemValue(catalog: Catalog, upgrade: string, o: CampaignOptions): number {
  return upgradeCost(mustUpgrade(catalog, upgrade), null, o);
}

/** Squadron value: every entry assigned to it, MIA included (C47). */
export function squadronValue(catalog: Catalog, fleet: Fleet, card: SquadronCard, o: CampaignOptions): number {
  return fleet.roster.filter((e) => e.squadron === card).reduce((n, e) => n + entryValue(catalog, fleet.faction, e, o), 0);
}

/** Fleet Value: every roster entry and inventory item not KIA (KIA entries have left the roster). */
export function fleetValue(catalog: Catalog, fleet: Fleet, o: CampaignOptions): number {
  return (
    fleet.roster.reduce((n, e) => n + entryValue(catalog, fleet.faction, e, o), 0) + fleet.inventory.reduce((n, i) => n + itemValue(catalog, i.upgrade, o), 0)
  );
}

/** Initiative bonus of a status (§1.5). */
export function initiativeBonus(xp: XpLevel, limited: boolean): number {
  if (xp === 'exp') return limited ? 0 : 1;
  if (xp === 'vet') return limited ? 1 : 2;
  if (xp === 'elite') return 3;
  return 0;
}

/** Effective initiative (§1.5, C5): printed + bonus, capped at 6; huge ships get no bonus. */
export function effectiveInitiative(r: Resolved, xp: XpLevel): number {
  if (sizeClass(r.ship) === 'huge') return r.pilot.initiative;
  return Math.min(6, r.pilot.initiative + initiativeBonus(xp, r.pilot.limited > 0));
}

/** The highest status a pilot may reach: named pilots and huge ships stop at VET (§1.5, §9). */
export function xpCap(r: Resolved): XpLevel {
  return r.pilot.limited > 0 || sizeClass(r.ship) === 'huge' ? 'vet' : 'elite';
}

/** Hull for DAMAGED (§5.1, G7): chassis hull + hull granted by upgrades; huge ships from C10. */
export function hull(catalog: Catalog, r: Resolved, entry: RosterEntry): number {
  const base = chassisHull(r.ship);
  let extra = 0;
  for (const u of entry.upgrades) for (const g of catalog.upgrade(u.upgrade)?.grants ?? []) if (g.type === 'stat' && g.stat === 'hull') extra += g.amount;
  return base + extra;
}

/** Whether a chassis has a hyperdrive (C7), with the campaign's overrides. */
export function chassisHasHyperdrive(faction: Fleet['faction'], chassis: string, o: CampaignOptions): boolean {
  const override = o.hyperdriveOverrides[chassis];
  if (override !== undefined) return override;
  return HYPERDRIVE[faction].yes.includes(chassis);
}

/** Hyperdrive-capable: its chassis says yes, or it carries a Custom Hyperdrive (§1.6). */
export function hyperdriveCapable(faction: Fleet['faction'], entry: RosterEntry, o: CampaignOptions): boolean {
  return chassisHasHyperdrive(faction, entry.chassis, o) || entry.upgrades.some((u) => u.upgrade === 'bsl-customhyperdrive');
}

/** Tracking tokens a ship needs to jump (§1.6): size base − reductions + enemy interference mines in range, at least 1 (C8). */
export function trackingTokensNeeded(catalog: Catalog, r: Resolved, entry: RosterEntry, enemyInterferenceMines = 0): number {
  const base = { small: 3, large: 4, huge: 5 }[sizeClass(r.ship)];
  let reduction = 0;
  const counted = new Set<string>();
  for (const u of entry.upgrades) {
    if (counted.has(u.upgrade)) continue;
    counted.add(u.upgrade);
    const card = catalog.upgrade(u.upgrade);
    if (u.upgrade === 'bsl-customnavcomputer') reduction += 2;
    else if (card?.slot === 'Astromech' || TOKEN_REDUCING_CREW.includes(u.upgrade)) reduction += 1;
  }
  return Math.max(1, base - reduction + enemyInterferenceMines);
}

/** A name for links (§1.8): lowercase, quotes and punctuation removed. */
export const linkName = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Facedown damage cards a DAMAGED ship starts a game with (§5.1): floor(hull/2). */
export function startingDamage(catalog: Catalog, r: Resolved, entry: RosterEntry): number {
  return entry.damaged ? Math.floor(hull(catalog, r, entry) / 2) : 0;
}
