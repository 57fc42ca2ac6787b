import type { Refusal } from '../../../core/refusal.ts';
import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import type { Campaign, Fleet, RosterEntry } from './model.ts';
import { linkName, resolve } from './values.ts';

// The rules every change to the players' roster checks (big-shed-league.md §1.8, §3, §9 G8):
// when it may change, bound upgrades, limited cards and names assigned once.

export const mayEditRoster = (c: Campaign): boolean => c.phase === 'building' || (c.phase === 'postgame' && c.pending?.result !== null);

export const BOUND_SLOTS = ['Modification', 'Title', 'Talent', 'Configuration', 'Force Power'];

/** Copies of a card the fleet owns (by xws, pilot or upgrade), KIA excluded. */
export function owned(fleet: Fleet, xws: string): number {
  let n = 0;
  for (const e of fleet.roster) {
    if (e.pilot === xws) n++;
    n += e.upgrades.filter((u) => u.upgrade === xws).length;
  }
  return n + fleet.inventory.filter((i) => i.upgrade === xws).length;
}

/** Whether a limited card may be bought (§1.8, C11, C12, C43): owned copies below its limit; a KIA name never again. */
export function limitRefusal(fleet: Fleet, xws: string, name: string, limited: number, squadronLimited: boolean): Refusal | null {
  if (limited === 0 || squadronLimited) return null;
  if (owned(fleet, xws) >= limited) return refuseBsl('limited-owned', { name });
  if (limited === 1) {
    const key = linkName(name);
    if (fleet.kia.some((k) => linkName(k.name) === key)) return refuseBsl('kia-name', { name });
  }
  return null;
}

/** Limited names a roster entry carries (its named pilot and named upgrades), for the one-assignment rule (§1.8). */
export function namesOf(catalog: Catalog, fleet: Fleet, e: Pick<RosterEntry, 'chassis' | 'pilot' | 'upgrades'>): string[] {
  const out: string[] = [];
  const r = resolve(catalog, fleet.faction, e);
  if (r.pilot.limited === 1) out.push(linkName(r.pilot.name));
  for (const u of e.upgrades) {
    const card = catalog.upgrade(u.upgrade);
    if (card && card.limited === 1 && !SQUADRON_LIMITED.includes(card.id)) out.push(linkName(card.name));
  }
  return out;
}

/** A name already assigned to a ship in a squadron (outside the inventory), other than on `except`. */
export function assignedClash(catalog: Catalog, fleet: Fleet, names: readonly string[], except: string | null): string | null {
  for (const e of fleet.roster) {
    if (e.squadron === null || e.id === except) continue;
    const clash = namesOf(catalog, fleet, e).find((n) => names.includes(n));
    if (clash) return e.callsign;
  }
  return null;
}
