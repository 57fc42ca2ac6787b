import { FACTION_IDS, type CatalogData, type EditionId, type EditionPin, type FactionId, type Pilot, type Ship, type Upgrade } from './schema.ts';

export type { Ship, Pilot, Upgrade, FactionId, CatalogData, EditionId, EditionPin };
export { FACTION_IDS };

/** A card's English name, kept on the cards of a translated catalogue: typed English names still resolve. */
type Named = { readonly name: string; readonly en?: string };
/** The English name of a ship, pilot or upgrade, whatever the catalogue's language. */
export const englishName = (x: Named): string => x.en ?? x.name;

/** Lower-case, drop punctuation and spaces: "TIE/ln Fighter" -> "tielnfighter". */
export function normalizeName(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// Names players say that the data does not contain.
const SHIP_ALIASES: Record<string, string[]> = {
  tielnfighter: ['tie', 'tiefighter', 'tieln'],
  t65xwing: ['xwing', 't65'],
  t70xwing: ['t70'],
  rz1awing: ['awing', 'rz1'],
  rz2awing: ['rz2'],
  btla4ywing: ['ywing', 'btla4'],
  btlbywing: ['btlb'],
  asf01bwing: ['bwing'],
  tieininterceptor: ['interceptor', 'tiein', 'tieinterceptor'],
  tieadvancedx1: ['tieadvanced', 'x1'],
  tieagaggressor: ['aggressor', 'tieag'],
  tiesabomber: ['tiebomber', 'tiesa'],
  tiefofighter: ['tiefo'],
  tiesffighter: ['tiesf'],
  tiebainterceptor: ['tieba'],
  z95af4headhunter: ['z95', 'headhunter'],
  modifiedtielnfighter: ['miningguildtie', 'miningguildtieln'],
  vultureclassdroidfighter: ['vulture', 'vulturedroid'],
  hyenaclassdroidbomber: ['hyena', 'hyenadroid'],
  nantexclassstarfighter: ['nantex'],
  belbullab22starfighter: ['belbullab', 'belbullab22'],
  v19torrentstarfighter: ['v19', 'torrent'],
  delta7aethersprite: ['delta7', 'aethersprite'],
  arc170starfighter: ['arc170'],
  m3ainterceptor: ['m3a'],
  jumpmaster5000: ['jumpmaster'],
};

export class Catalog {
  readonly ships: readonly Ship[];
  readonly upgrades: readonly Upgrade[];
  readonly source: CatalogData['source'];
  /** The edition and data version this catalogue is (what a game pins). */
  readonly pin: EditionPin;
  /** The points revision's date (XWA). */
  readonly effective: string | undefined;
  private readonly byKey = new Map<string, Ship>();
  private readonly upgradesById = new Map<string, Upgrade>();
  private readonly names = new Map<string, Set<string>>();
  private readonly factionNames: ReadonlyMap<FactionId, string>;

  constructor(data: CatalogData) {
    this.ships = data.ships;
    this.upgrades = data.upgrades;
    this.source = data.source;
    this.pin = data.pin;
    this.effective = data.effective;
    this.factionNames = new Map(data.factions.map((f) => [f.id, f.name]));
    for (const u of data.upgrades) if (!this.upgradesById.has(u.id)) this.upgradesById.set(u.id, u);
    for (const ship of data.ships) {
      this.byKey.set(`${ship.faction}/${ship.id}`, ship);
      const keys = [ship.id, normalizeName(ship.name), normalizeName(englishName(ship)), ...(SHIP_ALIASES[ship.id] ?? [])];
      for (const k of keys) {
        const set = this.names.get(k) ?? new Set<string>();
        set.add(ship.id);
        this.names.set(k, set);
      }
    }
  }

  factionName(id: FactionId): string {
    return this.factionNames.get(id) ?? id;
  }

  ship(faction: FactionId, shipId: string): Ship | undefined {
    return this.byKey.get(`${faction}/${shipId}`);
  }

  /** Ship ids a typed name means ("TIE/ln", "tie fighter", "x-wing", "T-65"). */
  resolveShipIds(typed: string): string[] {
    const key = normalizeName(typed);
    if (!key) return [];
    const exact = this.names.get(key);
    if (exact) return [...exact];
    // A unique prefix of a known name ("tieln" -> TIE/ln Fighter).
    const hits = new Set<string>();
    for (const [name, ids] of this.names) if (name.startsWith(key)) ids.forEach((id) => hits.add(id));
    return [...hits];
  }

  /** The ship a player means, in a faction if given. */
  findShip(typed: string, faction?: FactionId): Ship | undefined {
    const ids = this.resolveShipIds(typed);
    const candidates = this.ships.filter((s) => ids.includes(s.id) && (!faction || s.faction === faction));
    if (candidates.length === 0) return undefined;
    // One chassis id may exist in several factions; prefer the one with the most pilots.
    const distinctIds = new Set(candidates.map((s) => s.id));
    if (distinctIds.size > 1) return undefined;
    return [...candidates].sort((a, b) => b.pilots.length - a.pilots.length)[0];
  }

  /** Autocomplete: ships whose name or id contains what was typed; at most `limit`. */
  searchShips(typed: string, faction?: FactionId, limit = 25): Ship[] {
    const key = normalizeName(typed);
    const seen = new Set<string>();
    const out: Ship[] = [];
    for (const ship of this.ships) {
      if (faction && ship.faction !== faction) continue;
      const k = faction ? ship.id : `${ship.faction}/${ship.id}`;
      if (seen.has(k)) continue;
      const aliases = SHIP_ALIASES[ship.id] ?? [];
      const hay = [normalizeName(ship.name), normalizeName(englishName(ship)), ship.id, ...aliases];
      if (key && !hay.some((h) => h.includes(key))) continue;
      seen.add(k);
      out.push(ship);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * The pilot typed: its id or name, or the start of one of its name's words when only one pilot of the ship has it
   * ("wedge" is Wedge Antilles, "antilles" too; "squadron" is several, so none).
   */
  pilot(ship: Ship, typed: string): Pilot | undefined {
    const exact = ship.pilots.find((p) => p.id === typed);
    if (exact) return exact;
    const key = normalizeName(typed);
    const named = ship.pilots.find((p) => normalizeName(p.id) === key || normalizeName(p.name) === key || normalizeName(englishName(p)) === key);
    if (named || key.length < 3) return named;
    const words = (p: Pilot) => [...p.name.split(/[\s-]+/), ...englishName(p).split(/[\s-]+/)];
    const partial = ship.pilots.filter((p) => words(p).some((word) => normalizeName(word).startsWith(key)));
    return partial.length === 1 ? partial[0] : undefined;
  }

  upgrade(id: string): Upgrade | undefined {
    return this.upgradesById.get(id);
  }

  /** Whether the edition lets a player fly this pilot (XWA: standard or extended; 2.0: every pilot). */
  legal(pilot: Pilot): boolean {
    return pilot.legality === undefined || pilot.legality === 'standard' || pilot.legality === 'extended';
  }

  /** A pilot this edition does not fly, and what the refusal names instead: the chassis' pilots it does fly (the first 12). */
  notInEdition(ship: Ship, pilot: Pilot): { pilot: string; chassis: string; edition: string; pilots: string } {
    const flown = ship.pilots.filter((p) => this.legal(p)).slice(0, 12);
    return { pilot: pilot.name, chassis: ship.name, edition: this.pin.id, pilots: flown.map((p) => p.name).join(', ') };
  }

  /** The chassis a player may fly in this edition: with at least one legal pilot. */
  legalShip(ship: Ship): boolean {
    return ship.pilots.some((p) => this.legal(p));
  }

  /** The scenario's picks: non-limited pilots by initiative (lowest first). */
  nonLimitedPilots(ship: Ship): Pilot[] {
    return ship.pilots.filter((p) => p.limited === 0 && this.legal(p)).sort((a, b) => a.initiative - b.initiative || (a.cost ?? 0) - (b.cost ?? 0));
  }
}
