import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameEvent, LoggedEvent } from '../game/events.ts';
import type { GameState } from '../game/state.ts';
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
  /** Where the numbered .sql files are (default: the project's migrations/). */
  readonly migrationsDir?: string;
  readonly now?: () => number;
}

interface GameRow {
  id: number;
  version: number;
  last_seq: number;
  state: string;
}

class VersionConflict extends Error {}

export function openDatabase(path: string, options: SqliteOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  db.pragma('foreign_keys = ON');
  return db;
}

export class SqliteGameStore implements GameStore {
  readonly db: Database.Database;
  private readonly now: () => number;
  private readonly onWritePoint: (point: WritePoint) => void;
  private wrote = false;
  private readonly stmts;

  constructor(path: string, options: SqliteOptions = {}) {
    this.db = openDatabase(path, options);
    this.now = options.now ?? Date.now;
    this.onWritePoint = options.onWritePoint ?? (() => {});
    migrate(this.db, loadMigrations(options.migrationsDir));
    const db = this.db;
    this.stmts = {
      current: db.prepare<[string], GameRow>('SELECT id, version, last_seq, state FROM games WHERE channel_id = ? AND current = 1'),
      log: db.prepare<[number], { seq: number; batch: number; data: string }>('SELECT seq, batch, data FROM events WHERE game_id = ? ORDER BY seq'),
      retire: db.prepare<[number]>('UPDATE games SET current = 0 WHERE id = ?'),
      insertGame: db.prepare<[string, string | null, string, number, string, number, number]>(
        'INSERT INTO games (channel_id, guild_id, owner_id, current, version, last_seq, state, created_at, updated_at) VALUES (?, ?, ?, 1, 1, ?, ?, ?, ?)',
      ),
      updateGame: db.prepare<[number, string, number, number, number]>(
        'UPDATE games SET version = version + 1, last_seq = ?, state = ?, updated_at = ? WHERE id = ? AND version = ?',
      ),
      insertEvent: db.prepare<[number, number, number, string, string | null, number]>(
        'INSERT INTO events (game_id, seq, batch, data, actor, at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      seen: db.prepare<[string], { id: string }>('SELECT id FROM interactions WHERE id = ?'),
      remember: db.prepare<[string, number, number | null, number]>('INSERT INTO interactions (id, game_id, batch, at) VALUES (?, ?, ?, ?)'),
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

  private readCurrent(channelId: string): GameRecord | null {
    const row = this.stmts.current.get(channelId);
    return row ? { id: row.id, version: row.version, lastSeq: row.last_seq, state: JSON.parse(row.state) as GameState } : null;
  }

  current(channelId: string): GameRecord | null {
    return this.readCurrent(channelId);
  }

  log(gameId: number): LoggedEvent[] {
    return this.stmts.log.all(gameId).map((r) => ({ seq: r.seq, batch: r.batch, event: JSON.parse(r.data) as GameEvent }));
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
      seen: (id) => this.stmts.seen.get(id) !== undefined,
    };
    const { write, result } = decide(view);
    if (!write) return result;
    this.wrote = true;
    this.onWritePoint('decided');
    const now = this.now();
    const lastSeq = write.events.at(-1)?.seq ?? game?.lastSeq ?? 0;
    const stateJson = JSON.stringify(write.state);
    let gameId: number;
    if (write.create) {
      if (game) this.stmts.retire.run(game.id);
      gameId = Number(this.stmts.insertGame.run(channelId, write.create.guildId, write.create.owner, lastSeq, stateJson, now, now).lastInsertRowid);
    } else {
      if (!game) throw new Error('a write without create needs a current game');
      gameId = game.id;
      const changed = this.stmts.updateGame.run(lastSeq, stateJson, now, game.id, game.version).changes;
      if (changed !== 1) throw new VersionConflict(`game ${game.id} moved on from version ${game.version}`);
      if (write.retire) this.stmts.retire.run(game.id);
    }
    for (const e of write.events) this.stmts.insertEvent.run(gameId, e.seq, e.batch, JSON.stringify(e.event), write.actor, now);
    if (write.interactionId) this.stmts.remember.run(write.interactionId, gameId, write.events[0]?.batch ?? null, now);
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
    if (this.db.open) this.db.close();
  }
}
