import { refuseBsl } from './refusals.ts';
import type { Catalog, Upgrade } from '../catalog/catalog.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import { findEntry, type Flow, mustCommander, ok } from './decision.ts';
import { newId } from './fleet-ops.ts';
import { CALLSIGN_MAX, type Campaign, type Fleet, type RosterEntry, type SquadronCard } from './model.ts';
import { assignedClash, BOUND_SLOTS, limitRefusal, mayEditRoster, namesOf } from './roster-rules.ts';
import { freeSlots, restrictionsAllow, slotsOf } from './slots.ts';
import { entryValue, hyperdriveCapable, linkName, resolve, upgradeCost } from './values.ts';

// What the players buy (big-shed-league.md §3, §9 G8): pilots with their ship, free upgrades
// into the inventory, upgrades for a ship they own.

export interface BuyInput {
  readonly user: string;
  readonly chassis: string;
  readonly pilot: string;
  readonly squadron: SquadronCard | null;
  readonly upgrades: readonly string[];
  readonly callsign?: string | undefined;
}

/** Buys a pilot with its ship and upgrades (§3, §9 G8): faction, slots, restrictions, limits, FP. */
export function buyEntry(catalog: Catalog, c: Campaign, input: BuyInput): Flow {
  const no = mustCommander(c, input.user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const fleet = c.fleets.players;
  const ship = catalog.ship(fleet.faction, input.chassis);
  if (!ship) return refuseBsl('unknown-chassis', { chassis: input.chassis, faction: fleet.faction });
  const pilot = catalog.pilot(ship, input.pilot);
  if (!pilot || pilot.cost === null) return refuseBsl('unknown-pilot', { pilot: input.pilot, chassis: ship.name });
  // The campaign's edition decides what may be bought (XWA: standard or extended legal), as in a game.
  if (!catalog.legal(pilot)) return refuseBsl('pilot-not-in-edition', catalog.notInEdition(ship, pilot));
  const lim = limitRefusal(fleet, pilot.id, pilot.name, pilot.limited, false);
  if (lim) return lim;
  if (input.squadron !== null && !fleet.squadrons.some((s) => s.card === input.squadron)) return refuseBsl('no-squadron', { card: input.squadron });
  const id = newId(fleet);
  const equipped: RosterEntry['upgrades'] = [];
  const free = slotsOf(catalog, pilot, input.upgrades, false);
  for (const [i, uid] of input.upgrades.entries()) {
    const u = catalog.upgrade(uid);
    if (!u) return refuseBsl('unknown-upgrade', { upgrade: uid });
    if (!restrictionsAllow(u, ship, pilot)) return refuseBsl('upgrade-restricted', { upgrade: u.name, pilot: pilot.name });
    for (const slot of u.slots) {
      const at = free.indexOf(slot);
      if (at < 0) return refuseBsl('no-slot', { upgrade: u.name, slot, pilot: pilot.name });
      free.splice(at, 1);
    }
    const l = limitRefusal(fleet, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
    if (l) return l;
    if (equipped.some((x) => x.upgrade === u.id) && u.limited > 0 && !SQUADRON_LIMITED.includes(u.id)) return refuseBsl('limited-owned', { name: u.name });
    equipped.push({ id: `${id}.${i + 1}`, upgrade: u.id, slot: u.slots[0]! });
  }
  const entry: RosterEntry = {
    id,
    callsign: (input.callsign?.trim() || id.toUpperCase()).slice(0, CALLSIGN_MAX),
    chassis: ship.id,
    pilot: pilot.id,
    upgrades: equipped,
    xp: 'none',
    mia: false,
    damaged: false,
    squadron: input.squadron,
    owner: null,
    acquired: { round: c.round, how: c.round === 0 ? 'start' : 'bought' },
  };
  // The AI's callsigns are A1, A2…: a players' ship may not take one (the game's ship names must differ).
  if (fleet.roster.some((e) => e.callsign.toLowerCase() === entry.callsign.toLowerCase()) || (/^a\d+$/i.test(entry.callsign) && input.callsign))
    return refuseBsl('callsign-taken', { callsign: entry.callsign });
  // §1.8: outside the inventory a name is assigned once (pilot Han Solo and gunner Han Solo are not both flown).
  const clash = entry.squadron === null ? null : assignedClash(catalog, fleet, namesOf(catalog, fleet, entry), null);
  if (clash) return refuseBsl('name-assigned', { ship: clash });
  const cost = entryValue(catalog, fleet.faction, entry, c.options);
  if (cost > fleet.fp) return refuseBsl('not-enough-fp', { cost, fp: fleet.fp });
  return ok([{ t: 'entry-bought', side: 'players', entry, cost }]);
}

/** Buys a free upgrade into the inventory (bound upgrades go on a ship: with it, or `buyUpgradeFor` an owned one). */
export function buyItem(catalog: Catalog, c: Campaign, user: string, upgradeId: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const fleet = c.fleets.players;
  const u = catalog.upgrade(upgradeId);
  if (!u) return refuseBsl('unknown-upgrade', { upgrade: upgradeId });
  if (BOUND_SLOTS.includes(u.slot)) return refuseBsl('bound-upgrade', { upgrade: u.name });
  if (u.restrictions.some((r) => r.factions && !r.factions.includes(fleet.faction)))
    return refuseBsl('upgrade-restricted', { upgrade: u.name, faction: fleet.faction });
  const l = limitRefusal(fleet, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
  if (l) return l;
  const cost = upgradeCost(u, null, c.options);
  if (cost > fleet.fp) return refuseBsl('not-enough-fp', { cost, fp: fleet.fp });
  return ok([{ t: 'item-bought', side: 'players', item: { id: newId(fleet), upgrade: u.id, mia: false }, cost }]);
}

export interface UpgradeForInput {
  readonly user: string;
  readonly upgrade: string;
  /** The owned ship (callsign or id) that takes it. */
  readonly ship: string;
  /** A Modification on that ship the new one replaces when every Modification slot is full (C20). */
  readonly replace?: string | undefined;
}

/** Whether an upgrade could go on an owned ship: a slot it has (a full Modification set counts, C20) and its restrictions. */
export function upgradeFits(catalog: Catalog, f: Fleet, e: RosterEntry): (u: Upgrade) => boolean {
  const r = resolve(catalog, f.faction, e);
  const free = freeSlots(catalog, f, e);
  return (u) =>
    restrictionsAllow(u, r.ship, r.pilot) && u.slots.every((slot) => free.includes(slot) || (slot === 'Modification' && r.pilot.slots.includes(slot)));
}

/**
 * Buys an upgrade for a ship the players own (§9 G8, §3): bound upgrades are equipped at once,
 * free ones may be too. An ELITE's extra Talent slot counts (§1.5). A new Modification into a
 * full set of Modification slots replaces the one the players name, which is lost (C20, C89).
 */
export function buyUpgradeFor(catalog: Catalog, c: Campaign, input: UpgradeForInput): Flow {
  const no = mustCommander(c, input.user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const u = catalog.upgrade(input.upgrade);
  if (!u) return refuseBsl('unknown-upgrade', { upgrade: input.upgrade });
  const target = findEntry(f, input.ship);
  if (!target) return refuseBsl('unknown-entry', { ship: input.ship });
  const r = resolve(catalog, f.faction, target);
  if (!restrictionsAllow(u, r.ship, r.pilot)) return refuseBsl('upgrade-restricted', { upgrade: u.name, pilot: r.pilot.name });
  const l = limitRefusal(f, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
  if (l) return l;
  const free = freeSlots(catalog, f, target);
  const fitted = target.upgrades.filter((x) => (catalog.upgrade(x.upgrade)?.slots ?? [x.slot]).includes('Modification'));
  const modsFull = u.slots.includes('Modification') && !free.includes('Modification');
  let replaced: (typeof fitted)[number] | undefined;
  if (input.replace !== undefined) {
    if (!modsFull) return refuseBsl('replace-not-full', { ship: target.callsign, upgrade: u.name });
    replaced = fitted.find((x) => x.id === input.replace!.trim().toLowerCase());
    if (!replaced) return refuseBsl('not-replaceable', { replace: input.replace, ship: target.callsign, fitted: fitted.map((x) => x.id).join(', ') });
    for (const slot of catalog.upgrade(replaced.upgrade)?.slots ?? [replaced.slot]) free.push(slot);
  } else if (modsFull && fitted.length)
    return refuseBsl('modifications-full', {
      ship: target.callsign,
      upgrade: u.name,
      fitted: fitted.map((x) => `${catalog.upgrade(x.upgrade)?.name ?? x.upgrade} \`${x.id}\``).join(', '),
      first: fitted[0]!.id,
    });
  for (const slot of u.slots) {
    const at = free.indexOf(slot);
    if (at < 0) return refuseBsl('no-slot', { upgrade: u.name, slot, pilot: `${target.callsign} (${r.pilot.name})` });
    free.splice(at, 1);
  }
  const upgrades = [...target.upgrades.filter((x) => x.id !== replaced?.id), { id: newId(f), upgrade: u.id, slot: u.slots[0]! }];
  // §1.6: a Custom Navcomputer needs a hyperdrive-capable ship (its own or a Custom Hyperdrive it keeps).
  if (u.id === 'bsl-customnavcomputer' && !hyperdriveCapable(f.faction, { ...target, upgrades }, c.options))
    return refuseBsl('needs-hyperdrive', { upgrade: u.name, ship: target.callsign });
  if (target.squadron !== null && u.limited === 1 && !SQUADRON_LIMITED.includes(u.id)) {
    const clash = assignedClash(catalog, f, [linkName(u.name)], null);
    if (clash) return refuseBsl('name-assigned', { ship: clash });
  }
  const cost = upgradeCost(u, r, c.options);
  if (cost > f.fp) return refuseBsl('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'upgrade-bought', side: 'players', entry: target.id, upgrade: upgrades.at(-1)!, cost, replaced: replaced?.id ?? null }]);
}
