import { afterEach, describe, expect, test, vi } from 'vitest';
import { moves } from '../../src/core/moves.ts';
import { refuse } from '../../src/core/refusal.ts';
import { coreRefusalText } from '../../src/core/strings.ts';
import { invocation } from '../helpers.ts';
import { toyCore } from './toy-core.ts';
import { toyLeague } from './toy-systems.ts';

// The one runner every system's commands go through: a change under the write lock, a
// look-up outside it (nothing written, no transaction), a press from another game refused
// as stale, and renderers handed the system's strings in the language of what they show.

let cleanup: () => Promise<void> = async () => {};
afterEach(() => cleanup());

const WORDS = { en: { count: (n: number) => `count ${n}` }, fr: { count: (n: number) => `compte ${n}` } } as const;
const toyMoves = moves({ refusal: (r) => (r.code === 'too-big' ? 'too big' : undefined), strings: (locale) => WORDS[locale] });

function core() {
  const c = toyCore();
  cleanup = c.close;
  return c;
}

const inv = (channelId: string, locale: 'en' | 'fr' = 'en') => invocation({ channelId, locale });

describe('the move runner', () => {
  test('a change renders with the strings of the game’s language; a press from another game is stale and writes nothing', async () => {
    const { games } = core();
    await games.mutate({ channelId: 'c1', guildId: 'g', interactionId: null, userId: 'u1' }, () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'fr' },
    });
    const game = (await games.peek('c1'))!.id;
    const count = (by: number, pressedIn?: number) =>
      toyMoves.run(
        games,
        inv('c1'),
        () => ({ ok: true, events: [{ t: 'counted' as const, by }], view: null }),
        (r, t) => ({ content: t.count(r.state.count) }),
        pressedIn === undefined ? {} : { pressedIn },
      );
    expect((await count(2)).content).toBe('compte 2');
    expect((await count(3, game)).content).toBe('compte 5');
    const stale = await count(4, game + 1);
    expect(stale).toEqual({ ephemeral: true, content: `⚠️ ${coreRefusalText({ ok: false, code: 'stale-button', params: {} }, 'en')}` });
    expect((await games.peek('c1'))!.state.count).toBe(5);
  });

  test('a look-up reads outside the write lock: no transaction, with a game or none; one that would write is a bug', async () => {
    const { store, games } = core();
    await games.mutate({ channelId: 'c1', guildId: 'g', interactionId: null, userId: 'u1' }, () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'fr' },
    });
    const transact = vi.spyOn(store, 'transact');
    const look = (channelId: string) =>
      toyMoves.look(
        games,
        inv(channelId),
        (s) => (s && s.count > 9 ? refuse('too-big') : { ok: true, view: s?.count ?? -1 }),
        (seen, t) => ({ content: `${t.count(seen.view)} ${seen.locale}` }),
      );
    expect((await look('c1')).content).toBe('compte 0 fr');
    expect((await look('empty')).content).toBe('count -1 en');
    await expect(
      toyMoves.look(
        games,
        inv('c1'),
        () => ({ ok: true, events: [{ t: 'closed' }], view: 0 }),
        () => ({}),
      ),
    ).rejects.toThrow(/look-up/);
    expect(transact).not.toHaveBeenCalled();
  });

  test('a read renders the game (or campaign) as it is, or the core’s refusal in the user’s words', async () => {
    const { games, league } = core();
    const none = await toyMoves.read(games, inv('c2', 'fr'), () => ({ content: 'never' }));
    expect(none).toEqual({ ephemeral: true, content: `⚠️ ${coreRefusalText({ ok: false, code: 'no-game', params: {} }, 'fr')}` });
    const noCampaign = await toyMoves.read(league, inv('c2'), () => ({ content: 'never' }));
    expect(noCampaign.content).toContain(coreRefusalText({ ok: false, code: 'no-campaign', params: {} }, 'en'));
    await games.mutate({ channelId: 'c2', guildId: 'g', interactionId: null, userId: 'u1' }, () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'fr' },
    });
    expect((await toyMoves.read(games, inv('c2'), (g, t) => ({ content: t.count(g.state.count) }))).content).toBe('compte 0');
  });

  test('a campaign’s change, and a game’s with its campaign, render through the runner or are refused in the system’s words; a move may answer a refusal its own way', async () => {
    const { games, league } = core();
    const start = await toyMoves.runCampaign(
      league,
      inv('c3'),
      () => ({ ok: true, events: [{ t: 'league-started' }], view: 'started' }),
      (r) => ({ content: `${r.view} ${r.state.games.length}` }),
      { create: true },
    );
    expect(start.content).toBe('started 0');
    expect(
      await toyMoves.runCampaign(
        league,
        inv('c3'),
        () => refuse('too-big'),
        () => ({ content: 'never' }),
      ),
    ).toEqual({ ephemeral: true, content: '⚠️ too big' });
    await games.mutate({ channelId: 'c3', guildId: 'g', interactionId: null, userId: 'u1' }, () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'fr' },
    });
    const recorded = await toyMoves.runWithCampaign(
      games,
      toyLeague,
      inv('c3'),
      (x) => ({
        ok: true,
        events: [{ t: 'counted' as const, by: 3 }],
        campaignEvents: [{ t: 'game-recorded' as const, count: 3 }],
        view: x.campaign?.state.games.length,
      }),
      (r, t) => ({ content: `${t.count(r.state.count)} ${r.view}` }),
    );
    expect(recorded.content).toBe('compte 3 0');
    expect(await league.read('c3')).toMatchObject({ state: { games: [3] } });
    const answered = (code: string) =>
      toyMoves.run(
        games,
        inv('c3'),
        () => refuse(code),
        () => ({ content: 'never' }),
        { refused: (r) => (r.code === 'done-already' ? { ephemeral: true, content: 'it is done' } : undefined) },
      );
    expect(await answered('done-already')).toEqual({ ephemeral: true, content: 'it is done' });
    expect(await answered('too-big')).toEqual({ ephemeral: true, content: '⚠️ too big' });
  });
});
