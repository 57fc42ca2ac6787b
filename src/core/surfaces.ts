// Where a channel's table is shown, and what delivery must remember of each place, kept in
// the store so that any process can carry on a delivery another one began or was killed in:
// - a channel message the bot posts and edits with its own token (a server where it is installed);
// - an interaction card, where the bot may not post (a group DM, a server that only has the
//   app user-installed): every message rides an interaction's webhook, whose token lasts
//   15 minutes and carries at most 5 follow-ups.

export type SurfaceKind = 'message' | 'interaction';

/** An interaction's webhook: what a follow-up or an edit of one of its messages goes through. */
export interface Via {
  readonly application: string;
  readonly token: string;
}

export interface SurfaceRow {
  readonly channelId: string;
  readonly kind: SurfaceKind;
  /** The message showing the channel's game there ('@original' for an interaction's own answer), once shown. */
  readonly address: string | null;
  /** The game it shows, and the version it last showed. */
  readonly gameId: number | null;
  readonly shownVersion: number;
  /** When it was last shown (a message's edits are paced from then). */
  readonly shownAt: number;
  /** Public messages after it: a channel message that has scrolled far away is posted anew. */
  readonly since: number;
  /** Interaction card: the token its message can be edited through, and when that token was issued. */
  readonly cardToken: string | null;
  readonly cardTokenAt: number;
  /** Interaction card: the channel's newest interaction (its webhook, when it was issued, the follow-ups it has carried). */
  readonly application: string | null;
  readonly token: string | null;
  readonly tokenAt: number;
  readonly followUps: number;
}

/** A public answer the bot gave, kept while Discord lets it be edited (an /undo marks it taken back). */
export interface AnswerRow {
  readonly interactionId: string;
  readonly channelId: string;
  readonly application: string;
  readonly token: string;
  readonly at: number;
  /** The answer as the adapter's Reply, in JSON (without pictures). */
  readonly reply: string;
}

export interface SurfaceStore {
  /** The channel's surfaces. */
  list(channelId: string): Promise<SurfaceRow[]>;
  /** Writes one surface (by channel and kind). */
  save(row: SurfaceRow): Promise<void>;
  /**
   * An interaction in a channel where the bot may not post has been answered: its webhook is
   * the channel's newest (`used` follow-ups already sent through it), and what waited for one
   * there (a parked tracker, parked announcements) is due again.
   */
  seen(channelId: string, via: Via, at: number, used: number): Promise<void>;
  /** Takes one of the newest interaction's follow-ups (at most `max`); false when they are used up or the token is no longer the newest. */
  takeFollowUp(channelId: string, token: string, max: number): Promise<boolean>;
  /** One more public message in the channel: the channel message scrolls. */
  countPublic(channelId: string): Promise<void>;
  /** Keeps a public answer; `scrolls`: it is a message of its own, so the channel message scrolls by one too (one write). */
  remember(answer: AnswerRow, scrolls?: boolean): Promise<void>;
  /** The answer to `interactionId`, removed (it is marked once). */
  take(interactionId: string): Promise<AnswerRow | null>;
  /** Forgets answers given before `before` (Discord no longer lets them be edited). */
  prune(before: number): Promise<void>;
}

/** The channel's surface of `kind` among its rows, or a blank one (nothing shown there yet). */
export function surfaceOf(rows: readonly SurfaceRow[], channelId: string, kind: SurfaceKind): SurfaceRow {
  return rows.find((r) => r.kind === kind) ?? { ...NO_SURFACE, channelId, kind };
}

export const NO_SURFACE = {
  address: null,
  gameId: null,
  shownVersion: 0,
  shownAt: 0,
  since: 0,
  cardToken: null,
  cardTokenAt: 0,
  application: null,
  token: null,
  tokenAt: 0,
  followUps: 0,
} as const;
