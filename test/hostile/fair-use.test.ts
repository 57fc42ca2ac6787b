import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { FairUse } from '../../src/core/fair-use.ts';
import { silentLogger } from '../../src/core/logger.ts';
import type { GameStore } from '../../src/core/store.ts';
import { PostgresGameStore } from '../../src/storage/postgres-store.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { invocation, tempDir } from '../helpers.ts';
import { postgresDatabase } from '../postgres.ts';

const tmpOwned = tempDir('owned-');
afterAll(() => tmpOwned.cleanup());

// One member must not take the bot from everyone: a command budget per user and per channel
// (a token bucket answered "slow down, try again in N s"), and a limit on the games and
// campaigns one user runs at once. The clock is the test's: nothing depends on speed.

describe('the token buckets', () => {
  test('a user has a burst, then one command per refill; another user in another channel is not held up', () => {
    let now = 0;
    const fair = new FairUse({ userBurst: 3, userPerSecond: 0.5, channelBurst: 100, channelPerSecond: 100 }, () => now);
    const alice = { user: { id: 'alice', name: 'a' }, channelId: 'c1' };
    expect([1, 2, 3].map(() => fair.take(alice))).toEqual([0, 0, 0]);
    expect(fair.take(alice)).toBe(2);
    expect(fair.take({ user: { id: 'bob', name: 'b' }, channelId: 'c2' })).toBe(0);
    now += 2_000;
    expect(fair.take(alice)).toBe(0);
    expect(fair.take(alice)).toBe(2);
  });

  test('a channel has a budget of its own, whoever sends', () => {
    let now = 0;
    const fair = new FairUse({ userBurst: 100, userPerSecond: 100, channelBurst: 5, channelPerSecond: 1 }, () => now);
    const results = Array.from({ length: 6 }, (_, i) => fair.take({ user: { id: `u${i}`, name: 'x' }, channelId: 'busy' }));
    expect(results).toEqual([0, 0, 0, 0, 0, 1]);
    expect(fair.take({ user: { id: 'u9', name: 'x' }, channelId: 'quiet' })).toBe(0);
    now += 1_000;
    expect(fair.take({ user: { id: 'u7', name: 'x' }, channelId: 'busy' })).toBe(0);
  });
});

describe('through the dispatcher', () => {
  const tmp = tempDir('fair-use-');
  const { dispatcher, store } = composeApp(
    `${tmp.dir}/fair.sqlite`,
    silentLogger,
    {},
    {
      pictures: false,
      fairUse: { limits: { userBurst: 5, userPerSecond: 0.001, channelBurst: 1000, channelPerSecond: 1000 }, maxOwned: 2 },
    },
  );
  afterAll(async () => {
    await store.close();
    tmp.cleanup();
  });

  test('a user over budget is told to slow down, in their language, and the command does not run', async () => {
    const help = (locale: 'en' | 'fr') => dispatcher.handle(invocation({ command: 'help', user: { id: 'spammer', name: 's' }, locale }));
    for (let i = 0; i < 5; i++) expect((await help('en')).content ?? '').not.toContain('Slow down');
    const over = await help('en');
    expect(over.ephemeral).toBe(true);
    expect(over.content).toMatch(/Slow down: too many commands at once\. Try again in \d+ s\./);
    expect((await help('fr')).content).toMatch(/Doucement : trop de commandes à la fois\. Réessayez dans \d+ s\./);
  });

  test('a user may run so many games and campaigns at once, everywhere; a finished or closed one frees a place', async () => {
    const as = (channelId: string, command: string, subcommand: string, options: Record<string, string> = {}, id = 'owner', canManage = false) =>
      dispatcher.handle(invocation({ command, subcommand, channelId, user: { id, name: id }, options, canManage }));
    expect((await as('o1', 'game', 'start', { faction: 'galactic-empire' })).ephemeral ?? false).toBe(false);
    expect((await as('o2', 'campaign', 'start', { faction: 'rebel-alliance', ai: 'galactic-empire' })).ephemeral ?? false).toBe(false);
    const third = await as('o3', 'game', 'start', { faction: 'galactic-empire' });
    expect(third.ephemeral).toBe(true);
    expect(third.content).toContain('You already run 2 games and campaigns at once');
    // A hex roster starts with its first craft: that counts too.
    const roster = await dispatcher.handle(
      invocation({
        command: 'hex',
        group: 'craft',
        subcommand: 'add',
        channelId: 'o4',
        user: { id: 'owner', name: 'owner' },
        options: { name: 'Red1', space: 8, piloting: '4D+1', maneuverability: '2D' },
      }),
    );
    expect(roster.content).toContain('You already run 2 games and campaigns at once');
    expect((await as('o1', 'close', '', { what: 'game' }, 'moderator', true)).ephemeral ?? false).toBe(false);
    expect((await as('o3', 'game', 'start', { faction: 'galactic-empire' })).ephemeral ?? false).toBe(false);
  });
});

describe('what a user owns, counted by each store', () => {
  const create = (system: 'game' | 'campaign', state: string) => ({
    [system]: {
      create: { system: 'toy', guildId: 'g', owner: 'counted', ...(system === 'game' ? { locale: 'en', inCampaign: false } : {}) },
      state,
      stateVersion: 1,
      events: [],
    },
    actor: 'counted',
    interactionId: null,
  });
  test.each([
    ['SQLite', async () => new SqliteGameStore(`${tmpOwned.dir}/owned.sqlite`)],
    ['PostgreSQL', async () => new PostgresGameStore(await postgresDatabase('owned'))],
  ])('%s: games under way and current campaigns, not finished games', async (_, open) => {
    const store: GameStore = await open();
    try {
      await store.ready;
      await store.transact('a', {}, () => ({ write: create('game', '{}'), result: null }));
      await store.transact('b', {}, () => ({ write: create('campaign', '{}'), result: null }));
      // A finished game keeps no state (its log is archived): it is not under way.
      await store.transact('c', {}, () => ({ write: create('game', ''), result: null }));
      expect(await store.ownedBy('counted')).toBe(2);
      expect(await store.ownedBy('nobody')).toBe(0);
    } finally {
      await store.close();
    }
  });
});
