// Where a channel's table is shown, kept in the store so any process carries on a delivery another
// began: a channel message the bot posts and edits with its own token, or, where it may not post
// (a group DM, a user-installed app), an interaction card riding a webhook whose token expires and
// carries few follow-ups.

export type SurfaceKind = 'message' | 'interaction';

export interface Via {
  readonly application: string;
  readonly token: string;
}

export interface SurfaceRow {
  readonly channelId: string;
  readonly kind: SurfaceKind;
  /** The message showing the channel's game there ('@original' for an interaction's own answer), once shown. */
  readonly address: string | null;
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
  list(channelId: string): Promise<SurfaceRow[]>;
  save(row: SurfaceRow): Promise<void>;
  /** An interaction where the bot may not post was answered (`used` follow-ups): its webhook is the newest, and what waited is due again. */
  seen(channelId: string, via: Via, at: number, used: number): Promise<void>;
  /** Takes one of the newest interaction's follow-ups (at most `max`); false when they are used up or the token is no longer the newest. */
  takeFollowUp(channelId: string, token: string, max: number): Promise<boolean>;
  countPublic(channelId: string): Promise<void>;
  /** Keeps a public answer; `scrolls`: it is a message of its own, so the channel message scrolls by one too (one write). */
  remember(answer: AnswerRow, scrolls?: boolean): Promise<void>;
  take(interactionId: string): Promise<AnswerRow | null>;
  /** Forgets answers given before `before` (Discord no longer lets them be edited). */
  prune(before: number): Promise<void>;
}

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
