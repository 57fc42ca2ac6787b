import { z } from 'zod';
import type { CampaignSystem, GameSystem } from '../../src/core/system.ts';

// Two tiny systems that exist only to test the core: a game that counts and can be
// closed, and a league that records the games its channel closed.

export interface ToyState {
  readonly count: number;
  readonly closed: boolean;
}
export type ToyEvent = { readonly t: 'toy-started' } | { readonly t: 'counted'; readonly by: number } | { readonly t: 'closed' };

export const toyGame: GameSystem<ToyState, ToyEvent, { readonly t: 'said'; readonly text: string }> = {
  id: 'toy',
  title: 'Toy game',
  schemaVersion: 2,
  stateSchema: z.object({ count: z.number().int(), closed: z.boolean() }),
  eventSchema: z.discriminatedUnion('t', [
    z.object({ t: z.literal('toy-started') }),
    z.object({ t: z.literal('counted'), by: z.number().int() }),
    z.object({ t: z.literal('closed') }),
  ]),
  noticeSchema: z.object({ t: z.literal('said'), text: z.string() }),
  // Version 1 wrote { t: 'add', n } for what version 2 calls 'counted'.
  upgradeEvent: (e, from) => (from === 1 && (e as { t: string }).t === 'add' ? { t: 'counted', by: (e as { n: number }).n } : e),
  evolve: (s, e) => {
    if (e.t === 'toy-started') return { count: 0, closed: false };
    if (!s) throw new Error('not started');
    return e.t === 'counted' ? { ...s, count: s.count + e.by } : { ...s, closed: true };
  },
  follows: () => null,
  ended: (s) => s.closed,
  noticesFor: () => [],
  encodeState: (s) => JSON.stringify(s),
  decodeState: (text) => JSON.parse(text),
  describe: (e) => `the toy's ${e.t}`,
  renderNotice: (n) => ({ content: n.text }),
  refusalText: () => undefined,
};

export interface LeagueState {
  readonly games: readonly number[];
}
export type LeagueEvent = { readonly t: 'league-started' } | { readonly t: 'game-recorded'; readonly count: number };

export const toyLeague: CampaignSystem<LeagueState, LeagueEvent> = {
  id: 'toy-league',
  title: 'Toy league',
  schemaVersion: 1,
  stateSchema: z.object({ games: z.array(z.number().int()) }),
  eventSchema: z.discriminatedUnion('t', [
    z.object({ t: z.literal('league-started') }),
    z.object({ t: z.literal('game-recorded'), count: z.number().int().min(0) }),
  ]),
  upgradeEvent: (e) => e,
  evolve: (s, e) => (e.t === 'league-started' ? { games: [] } : { games: [...(s?.games ?? []), e.count] }),
  ended: () => false,
  describe: (e) => e.t,
  refusalText: () => undefined,
};
