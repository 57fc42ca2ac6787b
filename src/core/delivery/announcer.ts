import type { Locale } from '../locale.ts';
import type { Message } from '../message.ts';
import type { Via } from '../surfaces.ts';

// What delivery needs of a platform (Discord, the console): post a message, show a live
// tracker, and where the bot may not post, send and edit through an interaction's webhook.
// The adapters implement it; delivery decides what is due, when and where.

export interface Announcer {
  post(channelId: string, message: Message, nonce: string): Promise<void>;
  /**
   * Shows a live tracker: edits `previousId`, or posts it anew (first time, or `scrolled` far away: the old one is
   * deleted) with `nonce`, the same for every attempt, so a post repeated after a crash shows once. Returns its id.
   */
  track?(channelId: string, message: Message, previousId: string | null, scrolled: boolean, nonce: string): Promise<string>;
  /** A follow-up through an interaction's webhook (where the bot may not post); `tracker`: laid out as the tracker. Throws TokenGone. */
  followUp?(via: Via, message: Message, tracker: boolean): Promise<string>;
  /** Edits a message sent through an interaction's webhook ('@original': the interaction's own answer). Throws TokenGone, MessageGone. */
  editVia?(via: Via, address: string, message: Message, tracker: boolean): Promise<void>;
}

/** The announcer may not post in the channel (Discord 403 / 50013): retrying will not help until someone grants it. */
export class CannotPost extends Error {
  constructor(readonly permission: string) {
    super(`cannot post in this channel: missing ${permission}`);
    this.name = 'CannotPost';
  }
}

/** The channel no longer exists (Discord 10003): nothing will be posted there, and what it held is retired. */
export class ChannelGone extends Error {
  constructor() {
    super('the channel no longer exists');
    this.name = 'ChannelGone';
  }
}

/** Delivers a message the bot could not post through the interaction being answered, telling the owner which permission is missing. */
export type DeliverInstead = (
  message: Message,
  problem: {
    readonly permission: string;
    readonly owner: string | null;
    /** The game's language: the warning goes out with its message. */ readonly locale: Locale;
  },
) => Promise<void>;

/** An interaction's webhook no longer takes messages (its time is over: Discord 401 / 50027, or it is unknown). */
export class TokenGone extends Error {
  constructor() {
    super('the interaction token has expired');
    this.name = 'TokenGone';
  }
}

/** The message to edit is gone (deleted by someone: Discord 10008). */
export class MessageGone extends Error {
  constructor() {
    super('the message is gone');
    this.name = 'MessageGone';
  }
}
