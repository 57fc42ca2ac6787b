import type { SurfaceStore } from './surfaces.ts';

// Storage behind one interface, in rows: it stores and returns text, and knows no game
// system. The core (src/core/stored-rows.ts) turns rows into checked states and events. SQLite
// (sqlite-store.ts, the default) and PostgreSQL (postgres-store.ts) implement it, and one
// contract suite (test/storage/contract.test.ts) runs against both.
// Every method is asynchronous so a networked database fits; the function a
// transaction runs (`decide`) stays synchronous: the rules never wait.

/** One aggregate's row (a game or a campaign) as stored. */
export interface AggregateRow {
  readonly id: number;
  readonly system: string;
  readonly owner: string;
  readonly guildId: string | null;
  readonly version: number;
  readonly lastSeq: number;
  /** The encoded state, or '' for a finished game whose state is the replay of its archived log. */
  readonly state: string;
  readonly stateVersion: number;
  /** The last few interaction ids applied to it (a redelivery applies once). */
  readonly recent: readonly string[];
}

export interface GameRow extends AggregateRow {
  readonly locale: string;
  readonly campaignId: number | null;
}

export interface EventRow {
  readonly seq: number;
  readonly batch: number;
  /** The schema version of its system the event was written at. */
  readonly v: number;
  readonly data: string;
  readonly actor: string | null;
  readonly interaction: string | null;
  readonly at: number;
}

export interface NewEvent {
  readonly seq: number;
  readonly batch: number;
  readonly v: number;
  readonly data: string;
}

export interface AggregateWrite {
  /** Start a new one in the channel (the current one, if any, is retired first). */
  readonly create?: { readonly system: string; readonly guildId: string | null; readonly owner: string };
  /** Retire the current one after this change (it stays as history). */
  readonly retire?: boolean;
  readonly state: string;
  readonly stateVersion: number;
  readonly events: readonly NewEvent[];
  /** Fold the log into one compressed record and store no state (a finished game). */
  readonly archive?: boolean;
}

export interface GameWrite extends AggregateWrite {
  readonly create?: AggregateWrite['create'] & { readonly locale: string; /** Belongs to the channel's current campaign. */ readonly inCampaign: boolean };
  /** Change the language of its public messages. */
  readonly locale?: string;
  /** Its live tracker is due an edit (marked on the row, in the same write: migration 008). */
  readonly trackerDue?: boolean;
  /**
   * When that edit is to be made, if later than now (the tracker's edits are paced): the
   * mark is written with this time instead of "due now". Either way a mark already set
   * (held by a process, put off, parked) keeps its time.
   */
  readonly trackerDueAt?: number;
}

/** How a write's tracker mark is stored (tracker_due): 0 none, 1 due now, else the time it is due. */
export function trackerMark(w: GameWrite): number {
  return w.trackerDue ? (w.trackerDueAt ?? 1) : 0;
}

/** 'tracker': rows written before migration 008 (the live tracker's edits are now marked on the game's row). */
export type OutboxKind = 'message' | 'notice' | 'tracker';

/** A game whose live tracker is due an edit, claimed by one process. */
export interface DueTracker {
  readonly gameId: number;
  readonly channelId: string;
}

/** What one transaction writes: a game change, a campaign change, or both, atomically. */
export interface Write {
  readonly game?: GameWrite;
  readonly campaign?: AggregateWrite;
  readonly announcements?: readonly { readonly kind: OutboxKind; readonly payload: string }[];
  readonly actor: string | null;
  readonly interactionId: string | null;
}

export interface TxView {
  /** The channel's current game and campaign, read under the write lock. */
  readonly game: GameRow | null;
  readonly campaign: AggregateRow | null;
  /** Their logs, when the transaction asked for them. */
  readonly gameLog: readonly EventRow[];
  readonly campaignLog: readonly EventRow[];
  /** True when this interaction was already applied to the game or the campaign. */
  seen(interactionId: string): boolean;
}

export interface TransactOptions {
  readonly gameLog?: boolean;
  readonly campaignLog?: boolean;
}

export interface Announcement {
  readonly id: number;
  readonly channelId: string;
  readonly kind: OutboxKind;
  readonly payload: string;
  readonly attempts: number;
  /** When the change that wrote it committed (an announcement shown late says when it happened). */
  readonly createdAt: number;
}

export interface GameStore {
  /** Resolves once the store is open and its schema current; rejects with why it cannot open. */
  readonly ready: Promise<void>;
  /**
   * Runs `decide` under the channel's write lock and commits what it returns, in one
   * transaction; a write whose version moved in between is never lost.
   */
  transact<T>(channelId: string, options: TransactOptions, decide: (view: TxView) => { readonly write: Write | null; readonly result: T }): Promise<T>;
  currentGame(channelId: string): Promise<GameRow | null>;
  currentCampaign(channelId: string): Promise<AggregateRow | null>;
  gameLog(gameId: number): Promise<EventRow[]>;
  /** How many games under way (current, not finished) and current campaigns `owner` started, in every channel. */
  ownedBy(owner: string): Promise<number>;
  campaignLog(campaignId: number): Promise<EventRow[]>;
  /** The channels of a server that hold a current game or campaign (to retire them when the server is gone). */
  channelsHeldIn(guildId: string): Promise<string[]>;
  /** The channel's campaign closed last (retired: by /close, set aside, its channel gone), or null. */
  lastClosedCampaign(channelId: string): Promise<AggregateRow | null>;
  /** Announcements not yet posted and due now, oldest first (a look; nothing is claimed). */
  dueAnnouncements(now: number, limit: number): Promise<Announcement[]>;
  /**
   * Claims the announcements due now, oldest first, for `leaseMs`: until the lease runs
   * out no other process (or flush) is handed them, so several processes flushing one
   * outbox never post a message twice. A claimer that dies leaves them to be claimed
   * again when the lease ends (the nonce then stops a post that did reach Discord).
   * `dueBy` (default `now`) also hands over those due later (parked, backing off): the
   * lease still runs from `now`.
   */
  claimAnnouncements(now: number, limit: number, leaseMs: number, channelId?: string, dueBy?: number): Promise<Announcement[]>;
  markPosted(id: number, now: number): Promise<void>;
  /** Forgets announcements posted before `before` (their nonces are long past use); returns how many. */
  prunePosted(before: number): Promise<number>;
  markFailed(id: number, retryAt: number): Promise<void>;
  /**
   * Claims the current games whose live tracker is due an edit (in one channel, or any),
   * for `leaseMs`, as claimAnnouncements does: a process that dies leaves them due again.
   */
  claimTrackers(now: number, limit: number, leaseMs: number, channelId?: string): Promise<DueTracker[]>;
  /**
   * The game's surfaces now show it as it was at `version`: clears the mark, unless a
   * change came after that version (then it is due at once, and this returns true).
   */
  trackerShown(gameId: number, version: number): Promise<boolean>;
  /** A claimed tracker edit waits until `dueAt` (Discord's edit rate, a retry); 0: no longer due. */
  trackerPutOff(gameId: number, dueAt: number): Promise<void>;
  /** Where each channel's table is shown, and what delivery remembers of each place. */
  readonly surfaces: SurfaceStore;
  close(): Promise<void>;
}
