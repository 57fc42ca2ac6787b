import type { Catalog, Pilot, Ship, Upgrade } from '../catalog/catalog.ts';
import type { Fleet, RosterEntry } from './model.ts';
import { linkName, resolve } from './values.ts';

// Upgrade slots of a roster entry: what a pilot offers, what is free, what may go there (§3).

/** Slots a pilot offers: printed, plus what its equipped upgrades grant; ELITE adds a Talent (§1.5). */
export function slotsOf(catalog: Catalog, pilot: Pilot, ups: readonly string[], elite: boolean): string[] {
  const slots = [...pilot.slots];
  if (elite) slots.push('Talent');
  for (const id of ups) for (const g of catalog.upgrade(id)?.grants ?? []) if (g.type === 'slot') for (let i = 0; i < g.amount; i++) slots.push(g.slot);
  return slots;
}

/** Whether an upgrade's restrictions allow it on this ship (faction, chassis, size, named pilot, action). */
export function restrictionsAllow(u: Upgrade, ship: Ship, pilot: Pilot): boolean {
  return u.restrictions.every((r) => {
    const checks: boolean[] = [];
    if (r.factions) checks.push(r.factions.includes(ship.faction));
    if (r.ships) checks.push(r.ships.includes(ship.id));
    if (r.sizes) checks.push(r.sizes.includes(ship.size));
    if (r.names) checks.push(r.names.some((n) => linkName(n) === linkName(pilot.name)));
    if (r.actions) checks.push(r.actions.some((a) => [...ship.actions, ...(pilot.actions ?? [])].some((x) => x.type === a.type)));
    if (r.nonLimited !== undefined) checks.push(r.nonLimited === (pilot.limited === 0));
    return checks.length === 0 || checks.some(Boolean);
  });
}

/** The slots of an entry not taken by its upgrades. */
export function freeSlots(catalog: Catalog, fleet: Fleet, e: RosterEntry): string[] {
  const r = resolve(catalog, fleet.faction, e);
  const free = slotsOf(
    catalog,
    r.pilot,
    e.upgrades.map((u) => u.upgrade),
    e.xp === 'elite',
  );
  for (const u of e.upgrades)
    for (const slot of catalog.upgrade(u.upgrade)?.slots ?? [u.slot]) {
      const at = free.indexOf(slot);
      if (at >= 0) free.splice(at, 1);
    }
  return free;
}

export interface Supply {
  readonly entry: string;
  readonly id: string;
  readonly upgrade: string;
  readonly slot: string;
}

/** Additional Supplies (§7.2): per ship, the first empty slot of Torpedo → Proton Torpedoes, Missile → Concussion Missiles, Device → Proximity Mines. */
export function supplyLoadout(catalog: Catalog, fleet: Fleet, entries: readonly RosterEntry[], round: number): Supply[] {
  const out: Supply[] = [];
  for (const e of entries) {
    const free = freeSlots(catalog, fleet, e);
    const r = resolve(catalog, fleet.faction, e);
    const pick = (
      [
        ['Torpedo', 'protontorpedoes'],
        ['Missile', 'concussionmissiles'],
        ['Device', 'proximitymines'],
      ] as const
    ).find(([slot, id]) => free.includes(slot) && restrictionsAllow(catalog.upgrade(id)!, r.ship, r.pilot));
    if (pick) out.push({ entry: e.id, id: `${e.id}.s${round}`, upgrade: pick[1], slot: pick[0] });
  }
  return out;
}
