import type { Fleet, Item, RosterEntry, Squadron, SquadronCard, SquadronType } from './model.ts';
import { SQUADRON_CARDS } from './model.ts';

// Small pure changes to a fleet, shared by `evolve` (replaying events) and by the AI's
// policies (which plan on a copy with the same operations the events will apply).

/** The lowest free squadron card (§3), or null when all 9 are taken (C16). */
export function freeCard(fleet: Fleet): SquadronCard | null {
  return SQUADRON_CARDS.find((c) => !fleet.squadrons.some((s) => s.card === c)) ?? null;
}

export function withSquadron(fleet: Fleet, squadron: Squadron): Fleet {
  const squadrons = [...fleet.squadrons.filter((s) => s.card !== squadron.card), squadron].sort(
    (a, b) => SQUADRON_CARDS.indexOf(a.card) - SQUADRON_CARDS.indexOf(b.card),
  );
  return { ...fleet, squadrons };
}

export function retyped(fleet: Fleet, card: SquadronCard, type: SquadronType): Fleet {
  return { ...fleet, squadrons: fleet.squadrons.map((s) => (s.card === card ? { ...s, type } : s)) };
}

/** A struck squadron's ships go to the inventory (§9 G9, §10.7). */
export function struck(fleet: Fleet, card: SquadronCard): Fleet {
  return {
    ...fleet,
    squadrons: fleet.squadrons.filter((s) => s.card !== card),
    roster: fleet.roster.map((e) => (e.squadron === card ? { ...e, squadron: null } : e)),
  };
}

export function withEntry(fleet: Fleet, entry: RosterEntry, cost: number): Fleet {
  return { ...fleet, roster: [...fleet.roster, entry], fp: fleet.fp - cost, nextId: Math.max(fleet.nextId, idNumber(entry.id) + 1) };
}

export function withItem(fleet: Fleet, item: Item, cost: number): Fleet {
  return { ...fleet, inventory: [...fleet.inventory, item], fp: fleet.fp - cost, nextId: Math.max(fleet.nextId, idNumber(item.id) + 1) };
}

/** The fleet after a new id was given out ('p18'): the next one is higher. */
export const bumpId = (fleet: Fleet, id: string): Fleet => ({ ...fleet, nextId: Math.max(fleet.nextId, idNumber(id) + 1) });

export function updateEntry(fleet: Fleet, id: string, change: (e: RosterEntry) => RosterEntry): Fleet {
  return { ...fleet, roster: fleet.roster.map((e) => (e.id === id ? change(e) : e)) };
}

/** Ids are a side letter and a number ('p12', 'a3'); never reused. */
export const newId = (fleet: Fleet): string => `${fleet.side === 'players' ? 'p' : 'a'}${fleet.nextId}`;
const idNumber = (id: string): number => Number(id.replace(/^[a-z]+/, '').split('.')[0]) || 0;

/** Deployable: not MIA (KIA entries are no longer in the roster). */
export const deployable = (e: RosterEntry): boolean => !e.mia;

export const entriesOf = (fleet: Fleet, card: SquadronCard): RosterEntry[] => fleet.roster.filter((e) => e.squadron === card);
