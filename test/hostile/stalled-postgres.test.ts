import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';
import { storageFailure } from '../../src/core/storage-failure.ts';
import type { Write } from '../../src/core/store.ts';
import { PostgresGameStore } from '../../src/storage/postgres-store.ts';
import type { WritePoint } from '../../src/storage/write-points.ts';
import { postgresDatabase } from '../postgres.ts';
import { freezableProxy } from './freezable-proxy.ts';

// A PostgreSQL server that stops answering (frozen, as with SIGSTOP) while the bot runs:
// a command is answered within bounded time instead of waiting for ever, and one whose user
// is told it failed ("not answering, nothing was changed") is never applied when the server
// comes back: its transaction never reached COMMIT, and its connection is dropped. A COMMIT
// already sent may still apply: its user is told it may have been saved.

const TIMEOUTS = { connectMs: 1_500, statementMs: 1_500, idleInTransactionMs: 5_000, commitMs: 1_500 };
let url: URL;
let proxy: Awaited<ReturnType<typeof freezableProxy>>;
let admin: pg.Client;
let onPoint: (p: WritePoint) => void = () => {};

function create(interaction: string): Write {
  return {
    game: {
      create: { system: 'toy', guildId: 'g', owner: 'u', locale: 'en', inCampaign: false },
      state: '{}',
      stateVersion: 1,
      events: [{ seq: 1, batch: 1, v: 1, data: '{"t":"started"}' }],
    },
    actor: 'u',
    interactionId: interaction,
  };
}

beforeAll(async () => {
  url = new URL(await postgresDatabase('stalled'));
  admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  proxy = await freezableProxy(url.hostname, Number(url.port));
});

afterAll(async () => {
  proxy.thaw();
  await proxy.close();
  await admin.end();
});

function open(): PostgresGameStore {
  const proxied = new URL(url);
  proxied.port = String(proxy.port);
  proxied.hostname = '127.0.0.1';
  return new PostgresGameStore(proxied.toString(), { timeouts: TIMEOUTS, onWritePoint: (p) => onPoint(p) });
}

/** Once every connection to the test's database has ended, each has run all it was sent. */
async function backendsGone(): Promise<void> {
  const name = url.pathname.slice(1);
  for (;;) {
    const r = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (r.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function games(channel: string): Promise<number> {
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE channel_id = $1', [channel])).rows[0]!.n;
  } finally {
    await c.end();
  }
}

test('a command sent while the server is frozen fails as "not answering" and is not applied when it comes back', async () => {
  const store = open();
  await store.ready;
  await store.currentGame('warm');
  proxy.freeze();
  const err = await store.transact('frozen-before', {}, () => ({ write: create('i1'), result: 1 })).catch((e: unknown) => e);
  expect(storageFailure(err)).toBe('unavailable');
  // A new connection while frozen is refused too (the pool waits no longer than connectMs for one).
  const again = await store.currentGame('frozen-before').catch((e: unknown) => e);
  expect(storageFailure(again)).toBe('unavailable');
  proxy.thaw();
  await store.close();
  await backendsGone();
  expect(await games('frozen-before')).toBe(0);
});

test('after a stall the store answers again', async () => {
  const store = open();
  await store.ready;
  proxy.freeze();
  await store.currentGame('x').catch(() => {});
  proxy.thaw();
  await expect(store.transact('after', {}, () => ({ write: create('i2'), result: 7 }))).resolves.toBe(7);
  await store.close();
  expect(await games('after')).toBe(1);
});

test('a COMMIT sent just before the server froze is reported as "may have been saved", never as failed', async () => {
  const store = open();
  await store.ready;
  onPoint = (p) => {
    if (p === 'written') proxy.freeze();
  };
  const err = await store.transact('frozen-commit', {}, () => ({ write: create('i3'), result: 1 })).catch((e: unknown) => e);
  onPoint = () => {};
  expect(storageFailure(err)).toBe('uncertain');
  proxy.thaw();
  await store.close();
  await backendsGone();
  // It did apply: the user was told it may have been saved.
  expect(await games('frozen-commit')).toBe(1);
});
