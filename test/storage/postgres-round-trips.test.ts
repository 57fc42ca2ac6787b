import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Write } from '../../src/core/store.ts';
import { PostgresGameStore } from '../../src/storage/postgres-store.ts';
import { postgresDatabase } from '../postgres.ts';

// A round trip to PostgreSQL costs the bot and the server more CPU than any statement in
// it, and a lock taken in one is held until the client's next one arrives: the bot's
// commands stay within a fixed number of them (counted at the driver: one `query` call is
// one round trip, a string of several statements included), whatever the machine's speed.

let store: PostgresGameStore;
const sent: string[] = [];
const query = pg.Client.prototype.query;

beforeAll(async () => {
  store = new PostgresGameStore(await postgresDatabase('round_trips'));
  await store.ready;
});
afterAll(() => store.close());
afterEach(() => {
  pg.Client.prototype.query = query;
});

/** The round trips `f` makes. */
async function roundTrips(f: () => Promise<unknown>): Promise<number> {
  sent.length = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent.push(String((args[0] as { text?: string }).text ?? args[0]));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await f();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent.length;
}

const change = (seq: number, create = false): Write => ({
  game: {
    ...(create ? { create: { system: 'toy', guildId: 'g', owner: 'u', locale: 'en', inCampaign: false } } : {}),
    state: `{"n":${seq}}`,
    stateVersion: 1,
    events: [
      { seq, batch: seq, v: 1, data: '{"t":"moved"}' },
      { seq: seq + 1, batch: seq, v: 1, data: '{"t":"rolled"}' },
    ],
    trackerDue: true,
  },
  announcements: [{ kind: 'message', payload: '{"content":"hello"}' }],
  actor: 'u',
  interactionId: `i-${seq}`,
});

test('a command that changes a game is two round trips: the lock and the reads, then the writes with the COMMIT', async () => {
  await store.transact('c1', {}, () => ({ write: change(1, true), result: null }));
  expect(await roundTrips(() => store.transact('c1', {}, (view) => ({ write: change(view.game!.lastSeq + 1), result: null })))).toBe(2);
  expect(await roundTrips(() => store.transact('c1', { gameLog: true }, (view) => ({ write: change(view.game!.lastSeq + 1), result: null })))).toBe(2);
  // All of it written.
  const game = (await store.currentGame('c1'))!;
  expect(game.version).toBe(3);
  expect(await store.gameLog(game.id)).toHaveLength(6);
});

test("a command's outbox claim in its channel, and a game's log, are one round trip each", async () => {
  await store.transact('c2', {}, () => ({ write: change(1, true), result: null }));
  const game = (await store.currentGame('c2'))!;
  let claimed: unknown[] = [];
  expect(await roundTrips(async () => (claimed = await store.claimAnnouncements(Date.now(), 50, 30_000, 'c2', Number.MAX_SAFE_INTEGER)))).toBe(1);
  expect(claimed).toHaveLength(1);
  expect(await roundTrips(() => store.gameLog(game.id))).toBe(1);
});
