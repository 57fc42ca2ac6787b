import type { CraftEntry, HexCraft, HexState } from './state.ts';
import { sameName } from './state.ts';
import type { Pips, Rate } from './rules/terms.ts';

// Every change to a channel's hex game is one of these, appended to its log. The core
// reserves `undone`; it never reaches `evolve`.

export type HexEvent =
  | { readonly t: 'started'; readonly pips: Pips }
  | { readonly t: 'settings-changed'; readonly pips: Pips }
  | { readonly t: 'craft-added'; readonly craft: CraftEntry }
  | { readonly t: 'craft-removed'; readonly name: string }
  /** The rate a move used this round (`commit:true`), for one craft or a whole squadron. */
  | { readonly t: 'rate-committed'; readonly crafts: readonly string[]; readonly squadron: string | null; readonly rate: Rate }
  /** H8: the current rates become the prior ones. */
  | { readonly t: 'round-advanced'; readonly round: number }
  /** /hex end: the roster is closed and the channel free for another game. */
  | { readonly t: 'closed' };

export const HEX_EVENT_TYPES = [
  'started',
  'settings-changed',
  'craft-added',
  'craft-removed',
  'rate-committed',
  'round-advanced',
  'closed',
] as const satisfies readonly HexEvent['t'][];

function known(state: HexState, name: string): HexCraft {
  const craft = state.crafts.find((c) => sameName(c.name, name));
  if (!craft) throw new Error(`hex event names unknown craft ${name}`);
  return craft;
}

export function evolve(state: HexState | null, e: HexEvent): HexState {
  if (e.t === 'started') return { pips: e.pips, round: 1, crafts: [] };
  if (!state) throw new Error(`hex event ${e.t} before the game started`);
  switch (e.t) {
    case 'settings-changed':
      return { ...state, pips: e.pips };
    case 'craft-added':
      if (state.crafts.some((c) => sameName(c.name, e.craft.name))) throw new Error(`hex craft ${e.craft.name} added twice`);
      return { ...state, crafts: [...state.crafts, { ...e.craft, rate: null, prior: null }] };
    case 'craft-removed': {
      const gone = known(state, e.name);
      return { ...state, crafts: state.crafts.filter((c) => c !== gone) };
    }
    case 'rate-committed': {
      const named = new Set(e.crafts.map((n) => known(state, n)));
      return { ...state, crafts: state.crafts.map((c) => (named.has(c) ? { ...c, rate: e.rate } : c)) };
    }
    case 'round-advanced':
      // H8: a craft that committed no rate this round has no known prior next round.
      return { ...state, round: e.round, crafts: state.crafts.map((c) => ({ ...c, prior: c.rate, rate: null })) };
    case 'closed':
      return { ...state, closed: true };
  }
}

export function replay(events: readonly HexEvent[]): HexState | null {
  return events.reduce<HexState | null>((s, e) => evolve(s, e), null);
}
