import type { Locale } from '../locale.ts';
import type { Message } from '../message.ts';

// What delivery needs of a platform (Discord, the console): post a message, show a live
// tracker. The adapters implement it; delivery decides what is due and when.

/** Where the bot's own channel messages go (Discord, the console). */
export interface Announcer {
  post(channelId: string, message: Message, nonce: string): Promise<void>;
  /**
   * Shows a game's live tracker: edits `previousId` in place, or posts it anew (the first
   * time, or when it has scrolled far away); returns the message id it now has. An
   * announcer without it shows no tracker.
   */
  track?(channelId: string, message: Message, previousId: string | null): Promise<string>;
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
