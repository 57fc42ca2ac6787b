import type { Locale } from '../locale.ts';
import type { Message } from '../message.ts';
import type { Via } from '../surfaces.ts';

// What delivery needs of a platform (Discord, the console): post a message, show a live
// tracker, and where the bot may not post, send and edit through an interaction's webhook.
// The adapters implement it; delivery decides what is due, when and where.

/** Where the bot's own channel messages go (Discord, the console). */
export interface Announcer {
  post(channelId: string, message: Message, nonce: string): Promise<void>;
  /**
   * Shows a game's live tracker: edits `previousId` in place, or posts it anew (the first
   * time, or `scrolled`: far away, the old one is then deleted) with `nonce`, the same for
   * every attempt to replace the same message, so a post repeated after a crash shows once;
   * returns the message id it now has. An announcer without it shows no tracker.
   */
  track?(channelId: string, message: Message, previousId: string | null, scrolled: boolean, nonce: string): Promise<string>;
  /**
   * A follow-up through an interaction's webhook (where the bot may not post); returns its
   * message id. `tracker`: it is the channel's live tracker (laid out as the tracker is).
   * Throws TokenGone.
   */
  followUp?(via: Via, message: Message, tracker: boolean): Promise<string>;
  /** Edits a message sent through an interaction's webhook ('@original': the interaction's own answer). Throws TokenGone, MessageGone. */
  editVia?(via: Via, address: string, message: Message, tracker: boolean): Promise<void>;
}

/** The announcer may not post in the channel (Discord 403 / 50013): retrying will not help until someone grants it. */
export class CannotPost extends Error {
  constructor(
    /** The permission it lacks, in the platform's words ("Send Messages"). */
    readonly permission: string,
  ) {
    super(`cannot post in this channel: missing ${permission}`);
    this.name = 'CannotPost';
  }
}

/**
 * The channel (or thread) no longer exists (Discord 10003 Unknown Channel): nothing will ever
 * be posted there, and what it held is retired.
 */
export class ChannelGone extends Error {
  constructor() {
    super('the channel no longer exists');
    this.name = 'ChannelGone';
  }
}

/**
 * Delivers a message the bot could not post by itself through the interaction that is
 * being answered (a follow-up needs no channel permission), telling the game's owner
 * which permission is missing.
 */
export type DeliverInstead = (
  message: Message,
  problem: {
    readonly permission: string;
    readonly owner: string | null;
    /** The game's language: the warning goes out with its message. */ readonly locale: Locale;
  },
) => Promise<void>;

/** An interaction's webhook no longer takes messages (its 15 minutes are over: Discord 401 / 50027, or it is unknown). */
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
