import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../paths.ts';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { GameEvent, LoggedEvent } from '../game/events.ts';
import { decodeState, encodeState } from '../game/codec.ts';
import { replay } from '../game/events.ts';
import { loadMigrations, migrate } from './migrate.ts';
import type { Announcement, GameRecord, GameStore, GameWrite, TxView } from './store.ts';

/** Points inside a write where a crash test may stop the process (see test/reliability). */
export type WritePoint = 'decided' | 'written' | 'committed';

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

interface GameRow {
  id: number;
  version: number;
  last_seq: number;
  state: string;
  recent: string;
}

/** How many recent interaction ids a game remembers: Discord redelivers within seconds. */
const RECENT_INTERACTIONS = 32;

class VersionConflict extends Error {}

/** One stored event as written: the event's JSON and who, what interaction and when. */
export interface LogRow {
  seq: number;
  batch: number;
  data: string;
  actor: string | null;
  interaction: string | null;
  at: number;
}

const ARCHIVE_COLUMNS = ['seq', 'batch', 'data', 'actor', 'interaction', 'at'] as const;

export function openDatabase(path: string, options: SqliteOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
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

export class SqliteGameStore implements GameStore {
  readonly db: Database.Database;
  private readonly now: () => number;
  private readonly onWritePoint: (point: WritePoint) => void;
  private wrote = false;
  private readonly checkpointer: { stop(): void } | null;
  private readonly stmts;

  constructor(path: string, options: SqliteOptions = {}) {
    this.db = openDatabase(path, options);
    this.now = options.now ?? Date.now;
    this.onWritePoint = options.onWritePoint ?? (() => {});
    migrate(this.db, loadMigrations(options.migrationsDir));
    this.checkpointer = options.checkpoint === 'background' && path !== ':memory:' ? startCheckpointer(path, options.checkpointEveryMs) : null;
    const db = this.db;
    this.stmts = {
      current: db.prepare<[string], GameRow>('SELECT id, version, last_seq, state, recent FROM games WHERE channel_id = ? AND current = 1'),
      log: db.prepare<[number], LogRow>('SELECT seq, batch, data, actor, interaction, at FROM events WHERE game_id = ? ORDER BY seq'),
      archived: db.prepare<[number], { archive: Buffer | null }>('SELECT archive FROM games WHERE id = ?'),
      archive: db.prepare<[Buffer, string, number]>("UPDATE games SET archive = ?, state = '', recent = ? WHERE id = ?"),
      dropEvents: db.prepare<[number]>('DELETE FROM events WHERE game_id = ?'),
      retire: db.prepare<[number]>('UPDATE games SET current = 0 WHERE id = ?'),
      insertGame: db.prepare<[string, string | null, string, number, string, string, number, number]>(
        'INSERT INTO games (channel_id, guild_id, owner_id, current, version, last_seq, state, recent, created_at, updated_at) VALUES (?, ?, ?, 1, 1, ?, ?, ?, ?, ?)',
      ),
      updateGame: db.prepare<[number, string, string, number, number, number]>(
        'UPDATE games SET version = version + 1, last_seq = ?, state = ?, recent = ?, updated_at = ? WHERE id = ? AND version = ?',
      ),
      insertEvent: db.prepare<[number, number, number, string, string | null, string | null, number]>(
        'INSERT INTO events (game_id, seq, batch, data, actor, interaction, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      announce: db.prepare<[string, string, number]>('INSERT INTO outbox (channel_id, payload, created_at) VALUES (?, ?, ?)'),
      due: db.prepare<[number, number], { id: number; channel_id: string; payload: string; attempts: number }>(
        'SELECT id, channel_id, payload, attempts FROM outbox WHERE posted_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
      ),
      dueIn: db.prepare<[number, string, number], { id: number; channel_id: string; payload: string; attempts: number }>(
        'SELECT id, channel_id, payload, attempts FROM outbox WHERE posted_at IS NULL AND next_attempt_at <= ? AND channel_id = ? ORDER BY id LIMIT ?',
      ),
      posted: db.prepare<[number, number]>('UPDATE outbox SET posted_at = ? WHERE id = ?'),
      failed: db.prepare<[number, number]>('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?'),
    };
  }

  private readCurrent(channelId: string): (GameRecord & { recent: string[] }) | null {
    const row = this.stmts.current.get(channelId);
    if (!row) return null;
    // An archived game keeps no state of its own: it is the replay of its archived log.
    const state = row.state === '' ? replay(this.log(row.id)) : decodeState(row.state);
    if (!state) throw new Error(`game ${row.id} has neither state nor log`);
    return { id: row.id, version: row.version, lastSeq: row.last_seq, state, recent: JSON.parse(row.recent) as string[] };
  }

  current(channelId: string): GameRecord | null {
    const game = this.readCurrent(channelId);
    if (!game) return null;
    const { recent: _recent, ...record } = game;
    return record;
  }

  /** Every stored row of a game's log: the archived ones first, then the live ones. */
  logRows(gameId: number): LogRow[] {
    const blob = this.stmts.archived.get(gameId)?.archive;
    const archived = blob
      ? (JSON.parse(inflateRawSync(blob).toString('utf8')) as unknown[][]).map(
          (r) => Object.fromEntries(ARCHIVE_COLUMNS.map((c, i) => [c, r[i]])) as unknown as LogRow,
        )
      : [];
    return [...archived, ...this.stmts.log.all(gameId)];
  }

  log(gameId: number): LoggedEvent[] {
    return this.logRows(gameId).map((r) => ({ seq: r.seq, batch: r.batch, event: JSON.parse(r.data) as GameEvent }));
  }

  /**
   * Folds a finished game into its compressed archive: the event rows, and the state
   * too (it is the replay of the log). Only the last few interaction ids are kept.
   */
  private archiveLog(gameId: number, recent: string): void {
    const rows = this.logRows(gameId).map((r) => ARCHIVE_COLUMNS.map((c) => r[c]));
    const kept = JSON.stringify((JSON.parse(recent) as string[]).slice(-4));
    this.stmts.archive.run(deflateRawSync(JSON.stringify(rows), { level: 9 }), kept, gameId);
    this.stmts.dropEvents.run(gameId);
  }

  transact<T>(channelId: string, decide: (view: TxView) => { write: GameWrite | null; result: T }): T {
    for (let attempt = 0; ; attempt++) {
      try {
        // IMMEDIATE: take the write lock before reading, so two processes serialise here.
        this.wrote = false;
        const result = this.db.transaction(() => this.once(channelId, decide)).immediate();
        if (this.wrote) this.onWritePoint('committed');
        return result;
      } catch (err) {
        if (err instanceof VersionConflict && attempt < 5) continue;
        throw err;
      }
    }
  }

  private once<T>(channelId: string, decide: (view: TxView) => { write: GameWrite | null; result: T }): T {
    const game = this.readCurrent(channelId);
    const view: TxView = {
      game,
      log: () => (game ? this.log(game.id) : []),
      seen: (id) => game?.recent.includes(id) ?? false,
    };
    const { write, result } = decide(view);
    if (!write) return result;
    this.wrote = true;
    this.onWritePoint('decided');
    const now = this.now();
    const lastSeq = write.events.at(-1)?.seq ?? game?.lastSeq ?? 0;
    const stateJson = encodeState(write.state);
    const previous = write.create ? [] : (game?.recent ?? []);
    const recent = JSON.stringify(write.interactionId ? [...previous, write.interactionId].slice(-RECENT_INTERACTIONS) : previous);
    let gameId: number;
    if (write.create) {
      if (game) this.stmts.retire.run(game.id);
      gameId = Number(this.stmts.insertGame.run(channelId, write.create.guildId, write.create.owner, lastSeq, stateJson, recent, now, now).lastInsertRowid);
    } else {
      if (!game) throw new Error('a write without create needs a current game');
      gameId = game.id;
      const changed = this.stmts.updateGame.run(lastSeq, stateJson, recent, now, game.id, game.version).changes;
      if (changed !== 1) throw new VersionConflict(`game ${game.id} moved on from version ${game.version}`);
      if (write.retire) this.stmts.retire.run(game.id);
    }
    write.events.forEach((e, i) => this.stmts.insertEvent.run(gameId, e.seq, e.batch, JSON.stringify(e.event), write.actor, i === 0 ? write.interactionId : null, now));
    if (write.events.length && (write.state.ended || write.retire)) this.archiveLog(gameId, recent);
    for (const a of write.announcements ?? []) this.stmts.announce.run(channelId, JSON.stringify(a), now);
    this.onWritePoint('written');
    return result;
  }

  dueAnnouncements(now: number, limit: number, channelId?: string): Announcement[] {
    const rows = channelId ? this.stmts.dueIn.all(now, channelId, limit) : this.stmts.due.all(now, limit);
    return rows.map((r) => ({ id: r.id, channelId: r.channel_id, payload: JSON.parse(r.payload) as unknown, attempts: r.attempts }));
  }

  markPosted(id: number, now: number): void {
    this.stmts.posted.run(now, id);
  }

  markFailed(id: number, retryAt: number): void {
    this.stmts.failed.run(retryAt, id);
  }

  close(): void {
    this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }
}
