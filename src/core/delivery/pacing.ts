// Discord limits the bot's own edits, per message and per bot, and discord.js queues every
// request behind those over the limit (announcements too). So each channel's tracker is edited
// at most once an interval, all of them together take slots of a budget per second, and the
// edits in between are one edit, made when its time comes.

export interface PacingOptions {
  /** A channel's live tracker is edited at most this often. */
  readonly trackerEveryMs?: number;
  /** All channels' tracker edits a second from this process: Discord's limit is the bot's, so a shard is given its share (Infinity: no limit). */
  readonly trackerEditsPerSecond?: number;
}

/** The bot's tracker edits a second, all processes together. */
const TRACKER_EDITS_PER_SECOND = 20;

/** One shard's share of the bot's tracker edits a second. */
export function shardShare(shards: number): number {
  return Math.max(1, Math.floor(TRACKER_EDITS_PER_SECOND / Math.max(1, shards)));
}

export class EditPacing {
  /** A channel's tracker is edited at most once in this long. */
  readonly everyMs: number;
  private readonly perSecond: number;
  /** The slots (of 1000 / perSecond ms) given to tracker edits, by index. */
  private readonly slots = new Set<number>();
  private readonly shownAt = new Map<string, number>();

  constructor(options: PacingOptions) {
    this.everyMs = options.trackerEveryMs ?? 1000;
    this.perSecond = options.trackerEditsPerSecond ?? TRACKER_EDITS_PER_SECOND;
  }

  /** When the channel's next edit may be made: from the end of its own interval, the first free slot (now taken). */
  next(channelId: string, now: number): number {
    const last = this.shownAt.get(channelId);
    return this.slot(last !== undefined && now - last < this.everyMs ? last + this.everyMs : now, now);
  }

  /** The channel's tracker is being edited now: its interval starts. */
  shown(channelId: string, at: number): void {
    this.shownAt.set(channelId, at);
  }

  /** The time of the first free slot at or after `earliest`, now taken. */
  private slot(earliest: number, now: number): number {
    // No budget to share (one person at a console): every edit may be made when its interval allows.
    if (this.perSecond === Infinity) return earliest;
    const width = 1000 / this.perSecond;
    let index = Math.floor(earliest / width);
    while (this.slots.has(index)) index++;
    this.slots.add(index);
    if (this.slots.size > 4 * this.perSecond) {
      const past = Math.floor(now / width);
      for (const taken of this.slots) if (taken < past) this.slots.delete(taken);
    }
    return Math.max(earliest, index * width);
  }
}
