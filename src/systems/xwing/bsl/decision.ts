import type { Refusal } from '../../../core/refusal.ts';
import { refuseBsl } from './refusals.ts';
import type { BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import type { Campaign, Fleet, RosterEntry, Side } from './model.ts';

// What every campaign decision shares (big-shed-league.md §2–§11): a decision takes the
// state and a checked input and returns the events that happen, or a refusal. No I/O;
// randomness only from the campaign's stored generator, whose new state the events carry (C49).

export type Flow = { readonly ok: true; readonly events: BslEvent[] } | Refusal;
export const ok = (events: BslEvent[]): Flow => ({ ok: true, events });

export const other = (s: Side): Side => (s === 'players' ? 'ai' : 'players');

/** Applies events to a state as the campaign will (to decide what follows in the same command). */
export const applied = (c: Campaign | null, events: readonly BslEvent[]): Campaign => events.reduce<Campaign | null>(evolveCampaign, c)!;

export function mustCommander(c: Campaign, user: string): Refusal | null {
  return c.commanders.includes(user) ? null : refuseBsl('not-commander');
}

/** Finds a players' entry by callsign or id. */
export function findEntry(fleet: Fleet, typed: string): RosterEntry | undefined {
  const k = typed.trim().toLowerCase();
  return fleet.roster.find((e) => e.callsign.toLowerCase() === k || e.id === k);
}
