import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { GameApp } from '../../src/core/app.ts';
import type { Where } from '../../src/core/records.ts';
import { SystemRegistry } from '../../src/core/system-registry.ts';
import type { Announcer } from '../../src/core/delivery/announcer.ts';
import { NO_SURFACE } from '../../src/core/surfaces.ts';
import { silentLogger } from '../../src/core/logger.ts';
import type { GameStore } from '../../src/core/store.ts';
import { DatabaseTooNewError, loadMigrations } from '../../src/storage/migrate.ts';
import { openStore, type StoreOptions } from '../../src/storage/open.ts';
import { PostgresGameStore } from '../../src/storage/postgres-store.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { MIGRATIONS_PATH } from '../../src/paths.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';
import { postgresDatabase } from '../postgres.ts';
import { toyGame, toyLeague } from '../core/toy-systems.ts';

// One contract, two stores: everything the core relies on (src/core/store.ts) holds on
// SQLite (a file) and on PostgreSQL (a real server the test run starts; see
// test/global-setup.ts). Where a test needs two processes, two stores on one database
// stand in for them: each has its own connections (PostgreSQL) or its own handle (SQLite).

const tmp = tempDir('solo-alpha-contract-');
afterAll(() => tmp.cleanup());

interface Backend {
  readonly name: string;
  /** A new, empty database's location. */
  fresh(name: string): Promise<string>;
  /** Runs SQL that both dialects read alike, on a store's own connection. */
  sql(store: GameStore, query: string): Promise<Record<string, unknown>[]>;
}

const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    fresh: async (name) => join(tmp.dir, `${name}.sqlite`),
    sql: async (store, query) => {
      const stmt = (store as SqliteGameStore).db.prepare(query);
      return stmt.reader ? (stmt.all() as Record<string, unknown>[]) : (stmt.run(), []);
    },
  },
  {
    name: 'PostgreSQL',
    fresh: (name) => postgresDatabase(name),
    sql: async (store, query) => (await (store as PostgresGameStore).pool.query(query)).rows as Record<string, unknown>[],
  },
];

let serial = 0;
/** A change of a toy game in `channelId` as the core writes it: its state, and its tracker's mark if any (`trackerDueAt`: paced). */
const toyChange = (s: GameStore, channelId: string, create: boolean, tracker: { trackerDue?: boolean; trackerDueAt?: number } = {}) =>
  s.transact(channelId, {}, (tx) => ({
    write: {
      game: {
        ...(create ? { create: { system: 'toy', guildId: 'g', owner: 'u1', locale: 'en', inCampaign: false } } : {}),
        state: `{"n":${(tx.game?.version ?? 0) + 1}}`,
        stateVersion: 1,
        events: [],
        ...tracker,
      },
      actor: 'u1',
      interactionId: null,
    },
    result: null,
  }));

const where = (channelId = 'c1', interactionId: string | null = `i-${++serial}`): Where => ({ channelId, guildId: 'g', interactionId, userId: 'u1' });

/** Posts into a list, as Discord would (with the nonce). */
function recorder(): Announcer & { posts: { channelId: string; text: string; nonce: string }[] } {
  const posts: { channelId: string; text: string; nonce: string }[] = [];
  return {
    posts,
    async post(channelId, message, nonce) {
      await new Promise((r) => setTimeout(r, 1));
      posts.push({ channelId, text: message.content ?? '', nonce });
    },
  };
}

describe.each(BACKENDS)('store contract on $name', (backend) => {
  const open: GameStore[] = [];
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });
  async function store(location: string, options: StoreOptions = {}): Promise<GameStore> {
    const s = openStore(location, options);
    open.push(s);
    await s.ready;
    return s;
  }
  const toys = (s: GameStore) => {
    const app = new GameApp(s, new SystemRegistry([toyGame], [toyLeague]), silentLogger);
    return { app, games: app.games(toyGame), league: app.campaigns(toyLeague) };
  };

  test('migrations build the schema once, even with several processes starting at once', async () => {
    const location = await backend.fresh('migrate');
    const stores = await Promise.all(Array.from({ length: 4 }, () => store(location)));
    const rows = await backend.sql(stores[0]!, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(loadMigrations().map((m) => m.version));
    const tables = await backend.sql(stores[0]!, 'SELECT count(*) AS n FROM games');
    expect(Number(tables[0]!.n)).toBe(0);
  });

  test('a database newer than the code is refused with a clear message', async () => {
    const location = await backend.fresh('too-new');
    const s = await store(location);
    await backend.sql(s, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, '099_future.sql', 0)");
    // SQLite refuses in its constructor, PostgreSQL when it is ready: either way, opening fails.
    const opening = async () => {
      const again = openStore(location);
      open.push(again);
      await again.ready;
    };
    await expect(opening()).rejects.toThrow(DatabaseTooNewError);
    await expect(opening()).rejects.toThrow(/schema version 99, newer than this bot knows/);
  });

  test('a game survives closing the store and another store reading it', async () => {
    const location = await backend.fresh('keep');
    const t = consoleTable(location, '5');
    open.push(t.store);
    await t.reply('/game start faction:scum-and-villainy');
    await t.reply('/activate ship:Z95-1 arc:bullseye roll:focus crit');
    const state = await t.state();
    await t.store.close();
    const reopened = consoleTable(location, '5');
    open.push(reopened.store);
    expect(await reopened.state()).toEqual(state);
    expect(text(await reopened.reply('/game status'))).toContain('Z95-1 · Z-95-AF4 Headhunter (Binayre Pirate, I1) · Balanced · ✅ activated');
  });

  test('commands on one channel from two processes at once are serialised: none lost, none applied twice', async () => {
    const location = await backend.fresh('serial');
    const [a, b] = [toys(await store(location)), toys(await store(location))];
    await a.games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    const add = (side: typeof a) => side.games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => add(i % 2 ? a : b)));
    expect(results.every((r) => r.ok)).toBe(true);
    const game = await a.games.read('c1');
    expect(game).toMatchObject({ state: { count: 60 }, lastSeq: 61, version: 61 });
    expect(await a.games.log(1)).toHaveLength(61);
  });

  test('two processes starting a game in an empty channel at once: one game, the other is refused', async () => {
    const location = await backend.fresh('create-race');
    const [a, b] = [toys(await store(location)), toys(await store(location))];
    const start = (side: typeof a) =>
      side.games.mutate(where('new'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    const results = await Promise.all([start(a), start(b), start(a), start(b)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === 'game-exists')).toHaveLength(3);
    const rows = await backend.sql(a.app.store, "SELECT count(*) AS n FROM games WHERE channel_id = 'new'");
    expect(Number(rows[0]!.n)).toBe(1);
  });

  test('the same interaction delivered to two processes at once applies once', async () => {
    const location = await backend.fresh('exactly-once');
    const [a, b] = [toys(await store(location)), toys(await store(location))];
    await a.games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    const same = where('c1', 'interaction-twice');
    const results = await Promise.all([a, b, a, b].map((side) => side.games.mutate(same, () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === 'duplicate')).toHaveLength(3);
    expect(await a.games.read('c1')).toMatchObject({ state: { count: 1 } });
  });

  test('an interaction that changed the campaign alone is remembered there: delivered again, to the campaign or to its game, it applies once', async () => {
    const location = await backend.fresh('campaign-once');
    const { games, league } = toys(await store(location));
    await league.mutate(where(), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: true } });
    const same = where('c1', 'campaign-interaction');
    const record = () => league.mutate(same, () => ({ ok: true, events: [{ t: 'game-recorded', count: 7 }], view: null }));
    expect((await record()).ok).toBe(true);
    expect(await record()).toMatchObject({ ok: false, code: 'duplicate' });
    expect(await games.mutate(same, () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }))).toMatchObject({ ok: false, code: 'duplicate' });
    expect(await league.read('c1')).toMatchObject({ state: { games: [7] } });
    expect(await games.read('c1')).toMatchObject({ state: { count: 0 } });
  });

  test('a decision that throws writes nothing', async () => {
    const location = await backend.fresh('throws');
    const { games } = toys(await store(location));
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await expect(games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 1.5 }], view: null }))).rejects.toThrow();
    expect(await games.read('c1')).toMatchObject({ state: { count: 0 }, lastSeq: 1, version: 1 });
  });

  test('a game and its campaign change together or not at all', async () => {
    const location = await backend.fresh('campaign');
    let armed = false;
    const s = await store(location, {
      onWritePoint: (p) => {
        if (armed && p === 'written') throw new Error('crash before commit');
      },
    });
    const { games, league } = toys(s);
    await league.mutate(where(), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: true } });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 3 }], view: null }));
    const close = () =>
      games.mutateWithCampaign(where(), toyLeague, (ctx) => ({
        ok: true,
        events: [{ t: 'closed' }],
        campaignEvents: [{ t: 'game-recorded' as const, count: ctx.state!.count }],
        view: null,
      }));
    armed = true;
    await expect(close()).rejects.toThrow('crash before commit');
    expect(await games.read('c1')).toMatchObject({ state: { closed: false } });
    expect(await league.read('c1')).toMatchObject({ state: { games: [] }, version: 1 });
    armed = false;
    expect((await close()).ok).toBe(true);
    const game = await games.read('c1');
    expect(game).toMatchObject({ state: { count: 3, closed: true } });
    const campaign = await league.read('c1');
    expect(campaign).toMatchObject({ state: { games: [3] }, version: 2 });
    expect('ok' in game || 'ok' in campaign ? null : game.campaignId).toBe('ok' in campaign ? null : campaign.id);
  });

  test('a server’s channels holding a game or campaign are listed, and retired when it is gone; a closed campaign stays readable', async () => {
    const location = await backend.fresh('gone');
    const s = await store(location);
    const { app, games, league } = toys(s);
    const at = (channelId: string, guildId: string): Where => ({ channelId, guildId, interactionId: `i-${++serial}`, userId: 'u1' });
    await games.mutate(at('g1-a', 'g1'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: false } });
    await league.mutate(at('g1-b', 'g1'), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(at('g2-a', 'g2'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: false } });
    expect((await s.channelsHeldIn('g1')).sort()).toEqual(['g1-a', 'g1-b']);
    expect(await s.ownedBy('u1')).toBe(3);
    expect(await s.lastClosedCampaign('g1-b')).toBeNull();
    expect(await app.guildGone('g1')).toBe(2);
    expect(await s.channelsHeldIn('g1')).toEqual([]);
    expect(await s.channelsHeldIn('g2')).toEqual(['g2-a']);
    expect(await s.ownedBy('u1')).toBe(1);
    expect(await s.currentCampaign('g1-b')).toBeNull();
    expect(await s.lastClosedCampaign('g1-b')).toMatchObject({ system: 'toy-league', owner: 'u1' });
  });

  test('a finished game is archived: one compressed record, its log and state still whole, and undo reopens it', async () => {
    const location = await backend.fresh('archive');
    const t = consoleTable(location);
    open.push(t.store);
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tie fighter');
    await t.reply('/activate ship:TIE-1 arc:bullseye obstacle:left');
    const live = (await t.game('table'))!;
    await t.run('/ship destroyed ship:TIE-1');
    const game = (await t.game('table'))!;
    expect(game.state.ended?.reason).toBe('solo-destroyed');
    expect(Number((await backend.sql(t.store, `SELECT count(*) AS n FROM events WHERE game_id = ${game.id}`))[0]!.n)).toBe(0);
    const row = (await backend.sql(t.store, `SELECT state, length(archive) AS size FROM games WHERE id = ${game.id}`))[0]!;
    expect(row.state).toBe('');
    expect(Number(row.size)).toBeGreaterThan(100);
    expect((await t.log(game.id)).map((l) => l.event.t)).toEqual(['started', 'ship-added', 'activated', 'ship-changed', 'ended']);
    await t.reply('/undo');
    const reopened = (await t.game('table'))!;
    expect(reopened.state.ended).toBeNull();
    expect({ ...reopened.state, step: 0 }).toEqual({ ...live.state, step: 0 });
    expect(t.replay(await t.log(reopened.id))).toEqual(reopened.state);
  });

  test('announcements are written with their change, and several processes flushing one outbox post each exactly once, in order', async () => {
    const location = await backend.fresh('outbox');
    const sides = [toys(await store(location)), toys(await store(location)), toys(await store(location))];
    const [a] = sides;
    for (const c of ['c1', 'c2', 'c3']) {
      await a!.games.mutate(where(c), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
      for (let i = 0; i < 20; i++)
        await a!.games.mutate(where(c), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: i }), {
          announce: (view) => [{ t: 'said', text: `${c} #${view}` }],
        });
    }
    // A change refused writes no announcement.
    await a!.games.mutate(where('c1'), () => ({ ok: false, code: 'forbidden', params: { action: 'x' } }) as never, {
      announce: () => [{ t: 'said', text: 'never' }],
    });
    expect(await a!.app.store.dueAnnouncements(Date.now() + 1, 100)).toHaveLength(60);
    const discord = recorder();
    // Every process flushes the whole outbox and each channel's at the same time.
    await Promise.all(
      sides
        .flatMap((s) => [s.app.delivery.flush(discord), ...['c1', 'c2', 'c3'].map((c) => s.app.delivery.flush(discord, c))])
        .concat(sides.map((s) => s.app.delivery.flush(discord))),
    );
    for (const s of sides) await s.app.delivery.flush(discord);
    const nonces = discord.posts.map((p) => p.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(discord.posts).toHaveLength(60);
    // In each channel, in the order they were written, whichever process posted them.
    for (const c of ['c1', 'c2', 'c3'])
      expect(discord.posts.filter((p) => p.channelId === c).map((p) => p.text)).toEqual(Array.from({ length: 20 }, (_, i) => `${c} #${i}`));
    expect(await a!.app.store.dueAnnouncements(Date.now() + 120_000, 100)).toEqual([]);
  });

  test('a claimed announcement is nobody else’s until its lease ends; a failed one is retried later, then posted once', async () => {
    const location = await backend.fresh('lease');
    const [s1, s2] = [await store(location), await store(location)];
    const { games } = toys(s1);
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'en' },
      announce: () => [{ t: 'said', text: 'hello' }],
    });
    const now = Date.now() + 10;
    const first = await s1.claimAnnouncements(now, 10, 60_000);
    expect(first.map((a) => a.payload)).toEqual([expect.stringContaining('hello')]);
    expect(await s2.claimAnnouncements(now, 10, 60_000)).toEqual([]);
    expect(await s2.claimAnnouncements(now + 59_999, 10, 60_000)).toEqual([]);
    // The claimer died without posting: the lease ends and another process takes it over.
    const again = await s2.claimAnnouncements(now + 60_000, 10, 60_000, 'c1');
    expect(again.map((a) => a.id)).toEqual(first.map((a) => a.id));
    await s2.markFailed(again[0]!.id, now + 70_000);
    expect(await s1.claimAnnouncements(now + 69_999, 10, 60_000)).toEqual([]);
    const retried = await s1.claimAnnouncements(now + 70_000, 10, 60_000);
    expect(retried).toMatchObject([{ id: first[0]!.id, attempts: 1 }]);
    await s1.markPosted(retried[0]!.id, now + 70_001);
    expect(await s2.claimAnnouncements(now + 1e9, 10, 60_000)).toEqual([]);
  });

  test('a live tracker marked due by a change is claimed by one process at a time, shown once, and due again only after a later change', async () => {
    const location = await backend.fresh('tracker');
    const [s1, s2] = [await store(location), await store(location)];
    const change = (s: GameStore, create: boolean, trackerDue: boolean) => toyChange(s, 't1', create, trackerDue ? { trackerDue } : {});
    const version = async () => (await s1.currentGame('t1'))!.version;
    await change(s1, true, true);
    const now = Date.now();
    const claimed = await s1.claimTrackers(now, 10, 30_000);
    expect(claimed).toEqual([{ gameId: expect.any(Number), channelId: 't1' }]);
    const id = claimed[0]!.gameId;
    // Held: nobody else is handed it until the lease ends, in any channel or this one.
    expect(await s2.claimTrackers(now, 10, 30_000)).toEqual([]);
    expect(await s2.claimTrackers(now + 29_999, 10, 30_000, 't1')).toEqual([]);
    // A change while it is held keeps it held; the edit then shows an older version, so it is due again at once.
    const shownVersion = await version();
    await change(s2, false, true);
    expect(await s2.claimTrackers(now + 1, 10, 30_000)).toEqual([]);
    expect(await s1.trackerShown(id, shownVersion)).toBe(true);
    expect(await s2.claimTrackers(now + 2, 10, 30_000, 't1')).toEqual([{ gameId: id, channelId: 't1' }]);
    // Shown as it is: no longer due; a change that does not touch the tracker leaves it so.
    expect(await s2.trackerShown(id, await version())).toBe(false);
    await change(s1, false, false);
    expect(await s1.claimTrackers(now + 1e9, 10, 30_000)).toEqual([]);
    // Put off: due again at that time, not before; a change meanwhile keeps that time.
    await change(s1, false, true);
    expect(await s1.claimTrackers(now + 3, 10, 30_000)).toHaveLength(1);
    await s1.trackerPutOff(id, now + 1_000);
    await change(s2, false, true);
    expect(await s2.claimTrackers(now + 999, 10, 30_000)).toEqual([]);
    expect(await s2.claimTrackers(now + 1_000, 10, 30_000)).toHaveLength(1);
    // Put off to 0: not due at all (its game was replaced, or the bot may not post there).
    await s2.trackerPutOff(id, 0);
    expect(await s1.claimTrackers(now + 1e9, 10, 30_000)).toEqual([]);
    // The claimer died: the lease ends and another process takes it over.
    await change(s1, false, true);
    expect(await s1.claimTrackers(now + 10, 10, 30_000)).toHaveLength(1);
    expect(await s2.claimTrackers(now + 30_009, 10, 30_000)).toEqual([]);
    expect(await s2.claimTrackers(now + 30_010, 10, 30_000)).toEqual([{ gameId: id, channelId: 't1' }]);
  });

  test("a change can write its tracker's mark with the time its edit is due (paced), on a new game or a current one; a mark already set keeps its time", async () => {
    const location = await backend.fresh('tracker-at');
    const s = await store(location);
    const now = Date.now();
    const change = (create: boolean, trackerDueAt: number) => toyChange(s, 't2', create, { trackerDue: true, trackerDueAt });
    await change(true, now + 1_000);
    expect(await s.claimTrackers(now + 999, 10, 30_000)).toEqual([]);
    const [claimed] = await s.claimTrackers(now + 1_000, 10, 30_000);
    expect(claimed?.channelId).toBe('t2');
    expect(await s.trackerShown(claimed!.gameId, (await s.currentGame('t2'))!.version)).toBe(false);
    // Not due: the change marks it with its time.
    await change(false, now + 2_000);
    expect(await s.claimTrackers(now + 1_999, 10, 30_000, 't2')).toEqual([]);
    // Due at 2 s: a later change's time does not move it (the edit then shows both changes).
    await change(false, now + 5_000);
    expect(await s.claimTrackers(now + 2_000, 10, 30_000, 't2')).toHaveLength(1);
  });

  test("a channel's surfaces are shared by every process: saved whole, scrolled, and its newest interaction's follow-ups counted to the limit", async () => {
    const location = await backend.fresh('surfaces');
    const [s1, s2] = [await store(location), await store(location)];
    expect(await s1.surfaces.list('c1')).toEqual([]);
    const message = { ...NO_SURFACE, channelId: 'c1', kind: 'message' as const, address: 'm1', gameId: 7, shownVersion: 3, shownAt: 1_000 };
    await s1.surfaces.save(message);
    await s2.surfaces.countPublic('c1');
    await s2.surfaces.countPublic('c1');
    expect(await s1.surfaces.list('c1')).toEqual([{ ...message, since: 2 }]);
    await s2.surfaces.save({ ...message, address: 'm2', since: 0 });
    expect((await s1.surfaces.list('c1'))[0]).toMatchObject({ address: 'm2', since: 0 });
    // The interaction card: the newest token wins, an older one arriving late does not replace it.
    await s1.surfaces.seen('c1', { application: 'app', token: 'tok-2' }, 2_000, 1);
    await s2.surfaces.seen('c1', { application: 'app', token: 'tok-1' }, 1_000, 0);
    const card = (await s1.surfaces.list('c1')).find((x) => x.kind === 'interaction');
    expect(card).toMatchObject({ token: 'tok-2', application: 'app', tokenAt: 2_000, followUps: 1, address: null });
    // Five follow-ups per interaction, whichever process takes them; none through a token that is no longer the newest.
    const taken = await Promise.all([1, 2, 3, 4, 5].map((n) => (n % 2 ? s1 : s2).surfaces.takeFollowUp('c1', 'tok-2', 5)));
    expect(taken.filter(Boolean)).toHaveLength(4);
    expect(await s1.surfaces.takeFollowUp('c1', 'tok-1', 5)).toBe(false);
    // A scroll counts messages on the channel message only.
    await s1.surfaces.countPublic('c1');
    expect((await s2.surfaces.list('c1')).map((x) => [x.kind, x.since])).toEqual([
      ['interaction', 0],
      ['message', 1],
    ]);
  });

  test('an interaction in a channel wakes what waited there for one: its parked tracker and parked announcements', async () => {
    const location = await backend.fresh('surfaces-wake');
    const s = await store(location);
    await toyChange(s, 'w1', true, { trackerDue: true });
    const now = Date.now();
    const [held] = await s.claimTrackers(now, 10, 30_000);
    await s.trackerPutOff(held!.gameId, Number.MAX_SAFE_INTEGER);
    expect(await s.claimTrackers(now + 1e9, 10, 30_000)).toEqual([]);
    await s.surfaces.seen('w1', { application: 'app', token: 't' }, now, 0);
    expect(await s.claimTrackers(now, 10, 30_000)).toEqual([{ gameId: held!.gameId, channelId: 'w1' }]);
  });

  test('a refused tracker: its mark moves a step only from the mark it holds, is read back by any process, and no claim or interaction takes it', async () => {
    const location = await backend.fresh('tracker-refused');
    const [s1, s2] = [await store(location), await store(location)];
    await toyChange(s1, 'r1', true, { trackerDue: true });
    const now = Date.now();
    const [held] = await s1.claimTrackers(now, 10, 30_000);
    const [refused, seen] = [Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER - 2];
    await s1.trackerPutOff(held!.gameId, refused);
    expect(await s2.trackersMarked([refused, seen])).toEqual([{ gameId: held!.gameId, channelId: 'r1', mark: refused }]);
    await s2.surfaces.seen('r1', { application: 'app', token: 't' }, now, 0);
    expect(await s2.claimTrackers(now + 1e9, 10, 30_000)).toEqual([]);
    expect(await s2.trackerSwap(held!.gameId, seen, 1)).toBe(false);
    expect(await s2.trackerSwap(held!.gameId, refused, seen)).toBe(true);
    expect(await s1.trackerSwap(held!.gameId, refused, seen)).toBe(false);
    expect(await s1.trackersMarked([refused, seen])).toEqual([{ gameId: held!.gameId, channelId: 'r1', mark: seen }]);
    expect(await s1.trackerSwap(held!.gameId, seen, 1)).toBe(true);
    expect(await s2.trackersMarked([refused, seen])).toEqual([]);
    expect(await s2.claimTrackers(now, 10, 30_000)).toEqual([{ gameId: held!.gameId, channelId: 'r1' }]);
  });

  test('public answers are kept by interaction for /undo to mark, taken once, and forgotten once past editing', async () => {
    const location = await backend.fresh('answers');
    const [s1, s2] = [await store(location), await store(location)];
    const answer = { interactionId: 'i1', channelId: 'c1', application: 'app', token: 'tok', at: 1_000, reply: '{"content":"x"}' };
    await s1.surfaces.remember(answer);
    await s1.surfaces.remember({ ...answer, interactionId: 'i2', at: 5_000 });
    expect(await s2.surfaces.take('i1')).toEqual(answer);
    expect(await s1.surfaces.take('i1')).toBeNull();
    await s2.surfaces.prune(6_000);
    expect(await s1.surfaces.take('i2')).toBeNull();
  });

  test('posted announcements are forgotten after a day on the periodic flush; unposted ones never', async () => {
    const location = await backend.fresh('prune');
    const s = await store(location);
    let clock = Date.now();
    const app = new GameApp(s, new SystemRegistry([toyGame], [toyLeague]), silentLogger, () => clock);
    const games = app.games(toyGame);
    await games.mutate(where('p1'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'en' },
      announce: () => [{ t: 'said', text: 'first' }],
    });
    const discord = recorder();
    expect(await app.delivery.flush(discord)).toBe(1);
    // A second one the bot may not post yet (it fails), written an hour later.
    clock += 3600_000;
    await games.mutate(where('p1'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { announce: () => [{ t: 'said', text: 'second' }] });
    const failing: Announcer = { post: async () => Promise.reject(new Error('Discord is down')) };
    await app.delivery.flush(failing);
    const rows = async () => (await backend.sql(s, "SELECT posted_at FROM outbox WHERE channel_id = 'p1' ORDER BY id")).map((r) => r.posted_at !== null);
    expect(await rows()).toEqual([true, false]);
    clock += 23 * 3600_000 + 1;
    await app.delivery.flush(failing);
    expect(await rows()).toEqual([false]);
  });

  test('migration 008: a tracker edit still pending in the outbox becomes the game’s mark', async () => {
    const location = await backend.fresh('tracker-carry-over');
    const s = await store(location);
    await backend.sql(
      s,
      "INSERT INTO games (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, locale, created_at, updated_at) VALUES ('old', 'g', 'u1', 'toy', 1, 1, 0, '{}', 1, '[]', 'en', 0, 0)",
    );
    await backend.sql(s, "INSERT INTO outbox (channel_id, kind, payload, created_at) VALUES ('old', 'tracker', '{}', 5)");
    // The database is already at 008: its carry-over statements run again on these rows, as on an older database.
    const migration = loadMigrations(backend.name === 'SQLite' ? MIGRATIONS_PATH : join(MIGRATIONS_PATH, 'postgres')).find((m) => m.version === 8)!;
    const carryOver = migration.sql.match(/^UPDATE[\s\S]*?;/gm)!;
    expect(carryOver).toHaveLength(2);
    for (const statement of carryOver) await backend.sql(s, statement);
    expect(await s.claimTrackers(Date.now(), 10, 30_000)).toEqual([{ gameId: expect.any(Number), channelId: 'old' }]);
    expect(await s.claimAnnouncements(Date.now(), 10, 30_000)).toEqual([]);
  });
});

test('the PostgreSQL migrations keep step with the SQLite ones: the same numbered steps', () => {
  const names = (dir: string) => loadMigrations(dir).map((m) => m.name);
  expect(names(join(MIGRATIONS_PATH, 'postgres'))).toEqual(names(MIGRATIONS_PATH));
});
