import { errorText } from '../error-text.ts';
import { LOCALES, type Locale } from '../locale.ts';
import type { Logger } from '../logger.ts';
import type { Write } from '../store.ts';
import type { AnyGameSystem } from '../system.ts';
import { CannotPost, ChannelGone, type Announcer, type DeliverInstead } from './announcer.ts';
import { takeNewest } from './cards.ts';
import { noticeRows, renderRow } from './outbox-rows.ts';
import type { DeliverySource } from './source.ts';
import type { SurfaceRow } from '../surfaces.ts';
import { coreText } from '../strings.ts';
import type { Message } from '../message.ts';

// The announcements a change wrote, posted once it has committed: claimed with a lease, posted
// with a nonce, retried with back-off, parked where the bot may not post.

/** Outbox rows the bot cannot post by itself wait here until an interaction in their channel can carry them. */
export const PARKED = Number.MAX_SAFE_INTEGER;

/**
 * How long a claimed announcement (or tracker) is this process's: longer than a post takes, short enough that one
 * whose process died goes out soon after. A post repeated after its lease carries the same nonce: Discord answers the first.
 */
export const LEASE_MS = 8_000;
const POSTED_KEPT_MS = 24 * 3600_000;
/** An announcement shown this long after it happened says when it happened. */
export const LATE_MS = 60_000;

export class Outbox {
  /** Whether the outbox may hold something due: saves a query after most commands. */
  dirty = true;
  private prunedAt = 0;

  constructor(
    private readonly source: DeliverySource,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  rows(system: AnyGameSystem, locale: Locale, notices: readonly unknown[]): NonNullable<Write['announcements']> {
    if (notices.length) this.dirty = true;
    return noticeRows(system, locale, notices);
  }

  /**
   * Posts the announcements that are due, each claimed first and carrying its outbox id as a nonce, so a post that
   * reached Discord before a crash is not duplicated; failures are retried with back-off. One the bot may not post
   * (CannotPost) goes out through `instead` (the interaction answered in that channel), now or at the next command.
   */
  async post(announcer: Announcer, channelId: string | undefined, instead: DeliverInstead | undefined): Promise<number> {
    const store = this.source.store;
    let posted = 0;
    // An interaction in the channel also carries what is parked or backing off there.
    const due = await store.claimAnnouncements(this.now(), 50, LEASE_MS, channelId, channelId && instead ? PARKED : undefined);
    if (due.length === 50) this.dirty = true;
    // Each channel's interaction card, if any (nothing is then posted there with the bot's token); the store counts its follow-ups.
    const cards = new Map<string, SurfaceRow | null>();
    for (const a of due) {
      try {
        if (!cards.has(a.channelId)) cards.set(a.channelId, (await store.surfaces.list(a.channelId)).find((x) => x.kind === 'interaction') ?? null);
        const card = cards.get(a.channelId);
        if (card) {
          if (await this.throughInteraction(announcer, card, a)) posted++;
          continue;
        }
        // A 'tracker' row of an older version (the game's row is marked instead): nothing to post.
        if (a.kind !== 'tracker') {
          await announcer.post(a.channelId, renderRow(this.source.systems, a.kind, a.payload).message, `ann-${a.id}`);
          posted++;
        }
        await store.markPosted(a.id, this.now());
      } catch (err) {
        if (err instanceof ChannelGone) {
          // Nowhere to post it, ever: done with, and what the channel held is retired.
          await store.markPosted(a.id, this.now());
          await this.source.channelGone(a.channelId);
          continue;
        }
        if (err instanceof CannotPost) {
          if (instead) {
            const game = await store.currentGame(a.channelId);
            const locale = LOCALES.find((l) => l === game?.locale) ?? 'en';
            await instead(renderRow(this.source.systems, a.kind, a.payload).message, { permission: err.permission, owner: game?.owner ?? null, locale });
            await store.markPosted(a.id, this.now());
            posted++;
          } else {
            await store.markFailed(a.id, PARKED);
            this.log.warn('announcement parked: the bot may not post in this channel', { id: a.id, channel: a.channelId, missing: err.permission });
          }
          continue;
        }
        const delay = Math.min(60_000, 1000 * 2 ** Math.min(a.attempts, 6));
        await store.markFailed(a.id, this.now() + delay);
        this.dirty = true;
        this.log.warn('announcement not posted; will retry', { id: a.id, channel: a.channelId, attempt: a.attempts + 1, error: errorText(err) });
      }
    }
    return posted;
  }

  /** Where the bot may not post: a follow-up of the newest interaction while its token can carry one, else parked until the next. */
  private async throughInteraction(
    announcer: Announcer,
    card: SurfaceRow,
    a: { readonly id: number; readonly kind: string; readonly payload: string; readonly createdAt: number },
  ): Promise<boolean> {
    const store = this.source.store;
    const now = this.now();
    const via = announcer.followUp ? await takeNewest(store.surfaces, card, now) : null;
    if (!via) {
      await store.markFailed(a.id, PARKED);
      return false;
    }
    const { message, locale } = renderRow(this.source.systems, a.kind, a.payload);
    await announcer.followUp!(via, now - a.createdAt >= LATE_MS ? withTime(message, a.createdAt, locale) : message, false);
    await store.markPosted(a.id, now);
    return true;
  }

  /** Posted rows are kept while a retried post may still need their nonce, then forgotten. */
  async prunePosted(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < POSTED_KEPT_MS / 24) return;
    this.prunedAt = now;
    await this.source.store.prunePosted(now - POSTED_KEPT_MS);
  }
}

/** A message shown later than it happened, led by the time it happened. */
function withTime(message: Message, at: number, locale: Locale): Message {
  const when = coreText(locale).happenedAt(Math.floor(at / 1000));
  return { ...message, content: message.content ? `${when} ${message.content}` : when };
}
