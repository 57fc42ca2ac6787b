import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { PROJECT_ROOT } from '../paths.ts';
import { packArchive, parseRecent, unpackArchive } from './archive.ts';
import {
  announcement,
  campaignInteraction,
  campaignRow,
  CAMPAIGN_COLUMNS,
  eventRows,
  EVENT_COLUMNS,
  GAME_COLUMNS,
  type StoredAggregate,
  type StoredAnnouncement,
  type StoredGame,
  writeHead,
} from './rows.ts';
import { loadMigrations, migrate } from './migrate.ts';
import type {
  AggregateRow,
  AggregateWrite,
  Announcement,
  DueTracker,
  EventRow,
  GameRow,
  GameStore,
  GameWrite,
  TransactOptions,
  TxView,
  Write,
} from '../core/store.ts';
import { trackerMark } from '../core/store.ts';
import type { SurfaceStore } from '../core/surfaces.ts';
import { sqliteSurfaces } from './sqlite-surfaces.ts';

import type { WritePoint } from './write-points.ts';

export type { WritePoint };

export interface SqliteOptions {
  /** Called at each point of every write; used by the crash test to kill the process there. */
  readonly onWritePoint?: (point: WritePoint) => void;
  /** NORMAL in WAL mode survives a process crash (SIGKILL) without losing a commit. */
  readonly synchronous?: 'NORMAL' | 'FULL';
  readonly busyTimeoutMs?: number;
  /**
   * 'background': WAL checkpoints run on a worker thread every `checkpointEveryMs`
   * instead of inside whichever commit crosses SQLite's 1,000-page mark.
   */
  readonly checkpoint?: 'auto' | 'background';
  readonly checkpointEveryMs?: number;
  /** Where the numbered .sql files are (default: the project's migrations/). */
  readonly migrationsDir?: string;
  readonly now?: () => number;
}

/** How long opening waits for another process that is turning WAL on at the same moment (a start, not a command). */
const WAL_SWITCH_WAIT_MS = 10_000;

/**
 * Turns WAL on. Two processes starting on a fresh file at once both switch it, and SQLite
 * answers the second "database is locked" at once, without the busy timeout: it is tried
 * again, briefly, until the other has switched.
 */
function walOn(db: Database.Database): void {
  const until = Date.now() + WAL_SWITCH_WAIT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > until) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

export function openDatabase(path: string, options: SqliteOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 1000}`);
  walOn(db);
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  if (options.checkpoint === 'background') db.pragma('wal_autocheckpoint = 0');
  return db;
}

/** The background checkpointer for a database file (see checkpointer.worker.mjs). */
export function startCheckpointer(path: string, everyMs = 200): { stop(): void } {
  const worker = new Worker(join(PROJECT_ROOT, 'src', 'storage', 'checkpointer.worker.mjs'), { workerData: { path, intervalMs: everyMs } });
  worker.unref();
  return {
    stop() {
      worker.postMessage('stop');
      void worker.terminate();
    },
  };
}

/** A game row as better-sqlite3's raw mode gives it: the columns of GAME_COLUMNS, in their order, then tracker_due. */
type StoredGameColumns = [
  StoredGame['id'],
  StoredGame['system'],
  StoredGame['owner_id'],
  StoredGame['guild_id'],
  StoredGame['version'],
  StoredGame['last_seq'],
  StoredGame['state'],
  StoredGame['state_version'],
  StoredGame['recent'],
  StoredGame['locale'],
  StoredGame['campaign_id'],
  number,
];

// Read as an array (every command reads its game): better-sqlite3 builds a row object
// property by property, each name looked up anew, where an array is made at once.
const gameRow = (r: StoredGameColumns): GameRow => ({
  id: r[0],
  system: r[1],
  owner: r[2],
  guildId: r[3],
  version: r[4],
  lastSeq: r[5],
  state: r[6],
  stateVersion: r[7],
  recent: parseRecent(r[8]),
  locale: r[9],
  campaignId: r[10],
});

/**
 * A claim skips an announcement while an earlier one of its channel is held (claimed by
 * a process, or waiting to be retried), so a channel's announcements go out in order
 * whichever process posts them. @now is the time of the claim.
 */
const NOTHING_EARLIER_HELD =
  'NOT EXISTS (SELECT 1 FROM outbox AS e WHERE e.channel_id = o.channel_id AND e.posted_at IS NULL AND e.id < o.id AND e.next_attempt_at > @now)';

export class SqliteGameStore implements GameStore {
  readonly db: Database.Database;
  /** Opened and migrated in the constructor. */
  readonly ready: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly onWritePoint: (point: WritePoint) => void;
  private readonly checkpointer: { stop(): void } | null;
  private readonly stmts;
  readonly surfaces: SurfaceStore;
  /** Made once: better-sqlite3 builds a transaction's wrappers when asked for one, a few µs each time. */
  private readonly inTransaction: Database.Transaction<(body: () => unknown) => unknown>;

  constructor(path: string, options: SqliteOptions = {}) {
    this.db = openDatabase(path, options);
    this.now = options.now ?? Date.now;
    this.onWritePoint = options.onWritePoint ?? (() => {});
    migrate(this.db, loadMigrations(options.migrationsDir));
    this.checkpointer = options.checkpoint === 'background' && path !== ':memory:' ? startCheckpointer(path, options.checkpointEveryMs) : null;
    const db = this.db;
    this.inTransaction = db.transaction((body: () => unknown) => body());
    this.surfaces = sqliteSurfaces(db);
    this.stmts = {
      game: db.prepare<[string], StoredGameColumns>(`SELECT ${GAME_COLUMNS}, tracker_due FROM games WHERE channel_id = ? AND current = 1`).raw(),
      campaign: db.prepare<[string], StoredAggregate>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = ? AND current = 1`),
      gameLog: db.prepare<[number], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = ? ORDER BY seq`),
      campaignLog: db.prepare<[number], EventRow>(`SELECT ${EVENT_COLUMNS} FROM campaign_events WHERE campaign_id = ? ORDER BY seq`),
      archived: db.prepare<[number], { archive: Buffer | null }>('SELECT archive FROM games WHERE id = ?'),
      archive: db.prepare<[Buffer, string, number]>("UPDATE games SET archive = ?, state = '', recent = ? WHERE id = ?"),
      dropEvents: db.prepare<[number]>('DELETE FROM events WHERE game_id = ?'),
      retireGame: db.prepare<[number]>('UPDATE games SET current = 0 WHERE id = ?'),
      retireCampaign: db.prepare<[number]>('UPDATE campaigns SET current = 0 WHERE id = ?'),
      insertGame: db.prepare<[string, string | null, string, string, number, string, number, string, string, number | null, number, number, number]>(
        'INSERT INTO games (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, locale, campaign_id, created_at, updated_at, tracker_due) VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      updateGame: db.prepare<[number, string, number, string, string, number, number, number]>(
        'UPDATE games SET version = version + 1, last_seq = ?, state = ?, state_version = ?, recent = ?, locale = ?, updated_at = ? WHERE id = ? AND version = ?',
      ),
      // A statement of its own: SQLite rewrites an index whenever its column is assigned, even
      // to the same value, so this writes only when the mark is new; a mark already set (held
      // by a process, or put off) keeps its time: the edit that follows shows this change.
      markTrackerDue: db.prepare<[number, number]>('UPDATE games SET tracker_due = ? WHERE id = ? AND tracker_due = 0'),
      insertCampaign: db.prepare<[string, string | null, string, string, number, string, number, string, number, number]>(
        'INSERT INTO campaigns (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?)',
      ),
      updateCampaign: db.prepare<[number, string, number, string, number, number, number]>(
        'UPDATE campaigns SET version = version + 1, last_seq = ?, state = ?, state_version = ?, recent = ?, updated_at = ? WHERE id = ? AND version = ?',
      ),
      insertEvent: db.prepare<[number, number, number, number, string, string | null, string | null, number]>(
        'INSERT INTO events (game_id, seq, batch, v, data, actor, interaction, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      insertCampaignEvent: db.prepare<[number, number, number, number, string, string | null, string | null, number]>(
        'INSERT INTO campaign_events (campaign_id, seq, batch, v, data, actor, interaction, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      announce: db.prepare<[string, string, string, number]>('INSERT INTO outbox (channel_id, kind, payload, created_at) VALUES (?, ?, ?, ?)'),
      due: db.prepare<[number, number], StoredAnnouncement>(
        'SELECT id, channel_id, kind, payload, attempts, created_at FROM outbox WHERE posted_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
      ),
      claim: db.prepare<[{ lease: number; now: number; limit: number }], StoredAnnouncement>(
        `UPDATE outbox SET next_attempt_at = @lease WHERE id IN (SELECT id FROM outbox AS o WHERE posted_at IS NULL AND next_attempt_at <= @now AND ${NOTHING_EARLIER_HELD} ORDER BY id LIMIT @limit) RETURNING id, channel_id, kind, payload, attempts, created_at`,
      ),
      anyDueIn: db.prepare<[string, number], { one: number }>(
        'SELECT 1 AS one FROM outbox WHERE posted_at IS NULL AND channel_id = ? AND next_attempt_at <= ? LIMIT 1',
      ),
      claimIn: db.prepare<[{ lease: number; now: number; channel: string; limit: number }], StoredAnnouncement>(
        `UPDATE outbox SET next_attempt_at = @lease WHERE id IN (SELECT id FROM outbox AS o WHERE posted_at IS NULL AND next_attempt_at <= @now AND channel_id = @channel AND ${NOTHING_EARLIER_HELD} ORDER BY id LIMIT @limit) RETURNING id, channel_id, kind, payload, attempts, created_at`,
      ),
      posted: db.prepare<[number, number]>('UPDATE outbox SET posted_at = ? WHERE id = ?'),
      prunePosted: db.prepare<[number]>('DELETE FROM outbox WHERE posted_at IS NOT NULL AND posted_at < ?'),
      failed: db.prepare<[number, number]>('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?'),
      trackerShown: db.prepare<[number, number], { tracker_due: number }>(
        'UPDATE games SET tracker_due = CASE WHEN version = ? THEN 0 ELSE 1 END WHERE id = ? RETURNING tracker_due',
      ),
      trackerPutOff: db.prepare<[number, number]>('UPDATE games SET tracker_due = ? WHERE id = ? AND tracker_due > 0'),
      trackerSwap: db.prepare<[number, number, number]>('UPDATE games SET tracker_due = ? WHERE id = ? AND current = 1 AND tracker_due = ?'),
      trackersMarked: db.prepare<[string], { id: number; channel_id: string; tracker_due: number }>(
        'SELECT id, channel_id, tracker_due FROM games WHERE tracker_due > 0 AND tracker_due IN (SELECT value FROM json_each(?)) AND current = 1',
      ),
      claimTrackers: db.prepare<{ lease: number; now: number; limit: number }, { id: number; channel_id: string }>(
        'UPDATE games SET tracker_due = @lease WHERE id IN (SELECT id FROM games WHERE tracker_due > 0 AND tracker_due <= @now AND current = 1 ORDER BY tracker_due LIMIT @limit) RETURNING id, channel_id',
      ),
      claimTrackerIn: db.prepare<{ lease: number; now: number; channel: string }, { id: number; channel_id: string }>(
        'UPDATE games SET tracker_due = @lease WHERE channel_id = @channel AND current = 1 AND tracker_due > 0 AND tracker_due <= @now RETURNING id, channel_id',
      ),
    };
  }

  private readGame(channelId: string): GameRow | null {
    const row = this.stmts.game.get(channelId);
    return row ? gameRow(row) : null;
  }

  private readCampaign(channelId: string): AggregateRow | null {
    const row = this.stmts.campaign.get(channelId);
    return row ? campaignRow(row) : null;
  }

  async currentGame(channelId: string): Promise<GameRow | null> {
    return this.readGame(channelId);
  }

  async currentCampaign(channelId: string): Promise<AggregateRow | null> {
    return this.readCampaign(channelId);
  }

  async channelsHeldIn(guildId: string): Promise<string[]> {
    const rows = this.db
      .prepare<[string, string], { channel_id: string }>(
        'SELECT channel_id FROM games WHERE guild_id = ? AND current = 1 UNION SELECT channel_id FROM campaigns WHERE guild_id = ? AND current = 1',
      )
      .all(guildId, guildId);
    return rows.map((r) => r.channel_id);
  }

  async lastClosedCampaign(channelId: string): Promise<AggregateRow | null> {
    const row = this.db
      .prepare<[string], StoredAggregate>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = ? AND current = 0 ORDER BY id DESC LIMIT 1`)
      .get(channelId);
    return row ? campaignRow(row) : null;
  }

  async ownedBy(owner: string): Promise<number> {
    const r = this.db
      .prepare<[string, string], { n: number }>(
        "SELECT (SELECT count(*) FROM games WHERE owner_id = ? AND current = 1 AND state <> '') + (SELECT count(*) FROM campaigns WHERE owner_id = ? AND current = 1) AS n",
      )
      .get(owner, owner);
    return r?.n ?? 0;
  }

  /** Every stored row of a game's log: the archived ones first, then the live ones. */
  logRows(gameId: number): EventRow[] {
    const blob = this.stmts.archived.get(gameId)?.archive;
    return [...(blob ? unpackArchive(blob) : []), ...this.stmts.gameLog.all(gameId)];
  }

  async gameLog(gameId: number): Promise<EventRow[]> {
    return this.logRows(gameId);
  }

  async campaignLog(campaignId: number): Promise<EventRow[]> {
    return this.stmts.campaignLog.all(campaignId);
  }

  /** Folds a finished game's log into one compressed record; only the last few interaction ids are kept. */
  private archiveLog(gameId: number, recent: readonly string[]): void {
    this.stmts.archive.run(packArchive(this.logRows(gameId)), JSON.stringify(recent.slice(-4)), gameId);
    this.stmts.dropEvents.run(gameId);
  }

  async transact<T>(channelId: string, options: TransactOptions, decide: (view: TxView) => { write: Write | null; result: T }): Promise<T> {
    // IMMEDIATE takes the write lock before reading, so two processes serialise here and
    // the version read is still the version when the write lands.
    let wrote = false;
    const result = this.inTransaction.immediate(() => {
      const r = this.once(channelId, options, decide);
      wrote = r.wrote;
      return r.result;
    }) as T;
    if (wrote) this.onWritePoint('committed');
    return result;
  }

  private once<T>(channelId: string, options: TransactOptions, decide: (view: TxView) => { write: Write | null; result: T }): { result: T; wrote: boolean } {
    const stored = this.stmts.game.get(channelId);
    const game = stored ? gameRow(stored) : null;
    const campaign = this.readCampaign(channelId);
    const view: TxView = {
      game,
      campaign,
      gameLog: options.gameLog && game ? this.logRows(game.id) : [],
      campaignLog: options.campaignLog && campaign ? this.stmts.campaignLog.all(campaign.id) : [],
      seen: (id) => (game?.recent.includes(id) ?? false) || (campaign?.recent.includes(id) ?? false),
    };
    const { write, result } = decide(view);
    if (!write) return { result, wrote: false };
    this.onWritePoint('decided');
    const now = this.now();
    let campaignId = campaign?.id ?? null;
    if (write.campaign) campaignId = this.writeCampaign(channelId, campaign, write.campaign, write, now);
    if (write.game) this.writeGame(channelId, game, write.game, write, campaignId, now, (stored?.[11] ?? 0) !== 0);
    for (const a of write.announcements ?? []) this.stmts.announce.run(channelId, a.kind, a.payload, now);
    this.onWritePoint('written');
    return { result, wrote: true };
  }

  /** `marked`: the game's tracker mark was already set when this transaction read the row. */
  private writeGame(channelId: string, game: GameRow | null, w: GameWrite, write: Write, campaignId: number | null, now: number, marked: boolean): void {
    const { lastSeq, recent } = writeHead(game, w, write.interactionId);
    let gameId: number;
    if (w.create) {
      if (game) this.stmts.retireGame.run(game.id);
      const linked = w.create.inCampaign ? campaignId : null;
      if (w.create.inCampaign && linked === null) throw new Error('a game of a campaign needs a campaign in the channel');
      gameId = Number(
        this.stmts.insertGame.run(
          channelId,
          w.create.guildId,
          w.create.owner,
          w.create.system,
          lastSeq,
          w.state,
          w.stateVersion,
          JSON.stringify(recent),
          w.create.locale,
          linked,
          now,
          now,
          trackerMark(w),
        ).lastInsertRowid,
      );
    } else {
      if (!game) throw new Error('a write without create needs a current game');
      gameId = game.id;
      // Under the write lock the version cannot have moved; a mismatch is a bug, never retried.
      const changed = this.stmts.updateGame.run(
        lastSeq,
        w.state,
        w.stateVersion,
        JSON.stringify(recent),
        w.locale ?? game.locale,
        now,
        game.id,
        game.version,
      ).changes;
      if (changed !== 1) throw new Error(`game ${game.id} moved on from version ${game.version} under the write lock`);
      // Its own statement, which changes nothing when the mark is already set: assigning the
      // column in the UPDATE above would rewrite its index's page on every commit. Not run at
      // all when the row read under this write lock had the mark.
      if (w.trackerDue && !marked) this.stmts.markTrackerDue.run(trackerMark(w), game.id);
      if (w.retire) this.stmts.retireGame.run(game.id);
    }
    for (const e of eventRows(w.events, write.actor, write.interactionId, now))
      this.stmts.insertEvent.run(gameId, e.seq, e.batch, e.v, e.data, e.actor, e.interaction, e.at);
    if (w.archive) this.archiveLog(gameId, recent);
  }

  private writeCampaign(channelId: string, campaign: AggregateRow | null, w: AggregateWrite, write: Write, now: number): number {
    const interaction = campaignInteraction(write);
    const { lastSeq, recent } = writeHead(campaign, w, interaction);
    let id: number;
    if (w.create) {
      if (campaign) this.stmts.retireCampaign.run(campaign.id);
      id = Number(
        this.stmts.insertCampaign.run(
          channelId,
          w.create.guildId,
          w.create.owner,
          w.create.system,
          lastSeq,
          w.state,
          w.stateVersion,
          JSON.stringify(recent),
          now,
          now,
        ).lastInsertRowid,
      );
    } else {
      if (!campaign) throw new Error('a campaign write without create needs a current campaign');
      id = campaign.id;
      const changed = this.stmts.updateCampaign.run(lastSeq, w.state, w.stateVersion, JSON.stringify(recent), now, campaign.id, campaign.version).changes;
      if (changed !== 1) throw new Error(`campaign ${campaign.id} moved on from version ${campaign.version} under the write lock`);
      if (w.retire) this.stmts.retireCampaign.run(campaign.id);
    }
    for (const e of eventRows(w.events, write.actor, interaction, now))
      this.stmts.insertCampaignEvent.run(id, e.seq, e.batch, e.v, e.data, e.actor, e.interaction, e.at);
    return id;
  }

  async dueAnnouncements(now: number, limit: number): Promise<Announcement[]> {
    const rows = this.stmts.due.all(now, limit);
    return rows.map(announcement);
  }

  /** One UPDATE … RETURNING: SQLite runs it under the write lock, so two processes never claim the same row. */
  async claimAnnouncements(now: number, limit: number, leaseMs: number, channelId?: string, dueBy: number = now): Promise<Announcement[]> {
    // A channel's claim runs after every interaction and almost always finds nothing: a
    // read first (no write lock, no commit) keeps that case cheap. A row committed after
    // the read is its writer's to flush, as it would be after an empty claim.
    if (channelId && !this.stmts.anyDueIn.get(channelId, dueBy)) return [];
    const lease = now + leaseMs;
    // @now in the statements is the time up to which a row counts as due (and, past it, as held).
    const rows = channelId ? this.stmts.claimIn.all({ lease, now: dueBy, channel: channelId, limit }) : this.stmts.claim.all({ lease, now: dueBy, limit });
    return rows.map(announcement).sort((a, b) => a.id - b.id);
  }

  async markPosted(id: number, now: number): Promise<void> {
    this.stmts.posted.run(now, id);
  }

  async markFailed(id: number, retryAt: number): Promise<void> {
    this.stmts.failed.run(retryAt, id);
  }

  async prunePosted(before: number): Promise<number> {
    return this.stmts.prunePosted.run(before).changes;
  }

  /** One UPDATE … RETURNING, as for announcements: two processes never hold the same tracker. */
  async claimTrackers(now: number, limit: number, leaseMs: number, channelId?: string): Promise<DueTracker[]> {
    const lease = now + leaseMs;
    const rows = channelId ? this.stmts.claimTrackerIn.all({ lease, now, channel: channelId }) : this.stmts.claimTrackers.all({ lease, now, limit });
    return rows.map((r) => ({ gameId: r.id, channelId: r.channel_id }));
  }

  async trackerShown(gameId: number, version: number): Promise<boolean> {
    return (this.stmts.trackerShown.get(version, gameId)?.tracker_due ?? 0) > 0;
  }

  async trackerPutOff(gameId: number, dueAt: number): Promise<void> {
    this.stmts.trackerPutOff.run(dueAt, gameId);
  }

  async trackerSwap(gameId: number, from: number, to: number): Promise<boolean> {
    return this.stmts.trackerSwap.run(to, gameId, from).changes > 0;
  }

  async trackersMarked(marks: readonly number[]): Promise<(DueTracker & { readonly mark: number })[]> {
    return this.stmts.trackersMarked.all(JSON.stringify(marks)).map((r) => ({ gameId: r.id, channelId: r.channel_id, mark: r.tracker_due }));
  }

  async close(): Promise<void> {
    this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }
}
