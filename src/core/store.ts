import type { SurfaceStore } from './surfaces.ts';

// Storage behind one interface, in rows of text: it knows no game system (stored-rows.ts turns
// rows into checked states and events). SQLite and PostgreSQL implement it, checked by one
// contract suite. Methods are asynchronous so a networked database fits; `decide` stays
// synchronous: the rules never wait.

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
  /** Start a new one in the channel (the current one is retired first). */
  readonly create?: { readonly system: string; readonly guildId: string | null; readonly owner: string };
  readonly retire?: boolean;
  readonly state: string;
  readonly stateVersion: number;
  readonly events: readonly NewEvent[];
  /** Fold the log into one compressed record and store no state (a finished game). */
  readonly archive?: boolean;
}

export interface GameWrite extends AggregateWrite {
  readonly create?: AggregateWrite['create'] & { readonly locale: string; /** Belongs to the channel's current campaign. */ readonly inCampaign: boolean };
  readonly locale?: string;
  /** Its live tracker is due an edit (marked on the row, in the same write). */
  readonly trackerDue?: boolean;
  /** When that edit is to be made, if later than now (paced edits); a mark already set keeps its time. */
  readonly trackerDueAt?: number;
}

/** How a write's tracker mark is stored (tracker_due): 0 none, 1 due now, else the time it is due. */
export function trackerMark(w: GameWrite): number {
  return w.trackerDue ? (w.trackerDueAt ?? 1) : 0;
}

/** 'tracker': rows of older versions, which kept the tracker's edits in the outbox. */
export type OutboxKind = 'message' | 'notice' | 'tracker';

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
  readonly game: GameRow | null;
  readonly campaign: AggregateRow | null;
  readonly gameLog: readonly EventRow[];
  readonly campaignLog: readonly EventRow[];
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
  readonly ready: Promise<void>;
  /** Runs `decide` under the channel's write lock and commits what it returns in one transaction; a write is never lost to a moved version. */
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
   * Claims the announcements due now, oldest first, for `leaseMs`, so none is posted twice; a claimer that dies leaves
   * them to be claimed again. `dueBy` (default `now`) also hands over those due later (parked, backing off).
   */
  claimAnnouncements(now: number, limit: number, leaseMs: number, channelId?: string, dueBy?: number): Promise<Announcement[]>;
  markPosted(id: number, now: number): Promise<void>;
  /** Forgets announcements posted before `before` (their nonces are long past use); returns how many. */
  prunePosted(before: number): Promise<number>;
  markFailed(id: number, retryAt: number): Promise<void>;
  /** Claims the games whose tracker is due an edit (in one channel, or any), for `leaseMs`, as claimAnnouncements does. */
  claimTrackers(now: number, limit: number, leaseMs: number, channelId?: string): Promise<DueTracker[]>;
  /** The game's surfaces show it as at `version`: clears the mark unless a later change came (then it is due at once: true). */
  trackerShown(gameId: number, version: number): Promise<boolean>;
  /** A claimed tracker edit waits until `dueAt` (Discord's edit rate, a retry); 0: no longer due. */
  trackerPutOff(gameId: number, dueAt: number): Promise<void>;
  /** Moves a current game's tracker mark from `from` to `to` if it still holds `from` (the refused tracker's steps); true if it did. */
  trackerSwap(gameId: number, from: number, to: number): Promise<boolean>;
  /** The current games whose tracker mark is one of `marks` (the refused trackers), with the mark. */
  trackersMarked(marks: readonly number[]): Promise<(DueTracker & { readonly mark: number })[]>;
  readonly surfaces: SurfaceStore;
  close(): Promise<void>;
}
