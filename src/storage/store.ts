import type { GameEvent, LoggedEvent } from '../game/events.ts';
import type { GameState } from '../game/state.ts';

// Storage behind one interface: SQLite now (sqlite-store.ts); another engine
// (PostgreSQL for several machines) implements the same contract.

export interface GameRecord {
  readonly id: number;
  readonly version: number;
  readonly lastSeq: number;
  readonly state: GameState;
}

export interface Announcement {
  readonly id: number;
  readonly channelId: string;
  readonly payload: unknown;
  readonly attempts: number;
}

/** What a transaction writes when its function decides to change the game. */
export interface GameWrite {
  /** Start a new game (any current one in the channel is retired first). */
  readonly create?: { readonly guildId: string | null; readonly owner: string };
  /** Retire the current game (it stays as history). */
  readonly retire?: boolean;
  readonly state: GameState;
  readonly events: readonly { readonly seq: number; readonly batch: number; readonly event: GameEvent }[];
  readonly announcements?: readonly unknown[];
  readonly actor: string | null;
  readonly interactionId: string | null;
}

export interface TxView {
  /** The channel's current game, read under the write lock. */
  readonly game: GameRecord | null;
  /** Its whole log (read only when asked). */
  log(): LoggedEvent[];
  /** True when this interaction was already applied. */
  seen(interactionId: string): boolean;
}

export interface GameStore {
  /**
   * Runs `decide` under the channel's write lock and commits what it returns, in one
   * transaction. A write whose version moved in between is retried, never lost.
   */
  transact<T>(channelId: string, decide: (view: TxView) => { readonly write: GameWrite | null; readonly result: T }): T;
  current(channelId: string): GameRecord | null;
  log(gameId: number): LoggedEvent[];
  /** Announcements not yet posted and due now, oldest first. */
  dueAnnouncements(now: number, limit: number, channelId?: string): Announcement[];
  markPosted(id: number, now: number): void;
  markFailed(id: number, retryAt: number): void;
  close(): void;
}
