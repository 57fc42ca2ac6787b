import { errorText } from '../error-text.ts';
import type { Logger } from '../logger.ts';
import { withLink, type Message } from '../message.ts';
import { coreText } from '../strings.ts';
import { LRUCache } from 'lru-cache';
import { CannotPost, ChannelGone, type Announcer } from './announcer.ts';
import { showCard } from './cards.ts';
import { LEASE_MS, PARKED } from './outbox.ts';
import { EditPacing, type PacingOptions } from './pacing.ts';
import type { DeliverySource } from './source.ts';
import { surfaceOf } from '../surfaces.ts';

// Each game's live tracker (whose turn it is): a change marks its game row due in its own
// transaction, and the edit made later shows the game as it is then on each of the channel's
// surfaces, clearing the mark only if no change came meanwhile. Edits are paced; what a surface
// shows is in the store, so any process carries on where another left off.

/** Public messages after the tracker that make it "scrolled far away": it is posted anew below them. */
export const TRACKER_SCROLL_LIMIT = 12;

/** A tracker edit that failed (not a refusal to post) is tried again after this long. */
const TRACKER_RETRY_MS = 5_000;

function trackerKey(m: Message): string {
  // Not its link: the live table's link is signed anew on each rendering, and shows the same table.
  return JSON.stringify([m.content ?? null, m.cards ?? [], m.buttons ?? []]);
}

/** A tracker refused posting waits for a command showing the permission missing, then one showing it granted; above any time, as PARKED. */
export const REFUSED = PARKED - 1;
export const REFUSED_SEEN = PARKED - 2;

export class LiveTrackers {
  private readonly pacing: EditPacing;
  /** Channels whose tracker edit this process has given a time (put off, or due now after a change), and that time. */
  private readonly due = new Map<string, number>();
  /** Channels whose tracker is to be looked at now: marked again while it was being edited, or its permission is back. */
  private readonly marked = new Set<string>();
  /**
   * Channels where posting the tracker was refused (CannotPost), with its game: not tried again for that game until a
   * command shows the permission is back. `missingSeen`: a command since showed it missing (so a later one means granted).
   * The store's mark (REFUSED, REFUSED_SEEN) is the truth: this is what the periodic flush last read of it, or set.
   */
  private refused = new Map<string, { gameId: number; missingSeen: boolean }>();
  /** Channels whose latest command here showed the permission to post missing: a refusal met after it has been seen so. */
  private readonly missing = new LRUCache<string, true>({ max: 10_000 });
  /** What a press just put on the channel's tracker (displayed), until the tracker's next edit. */
  private readonly onScreen = new Map<string, string>();
  /** What this process last put on each channel's tracker message, and that message (an edit that changes nothing is not made). */
  private readonly lastShown = new LRUCache<string, { readonly address: string; readonly version: number; readonly key: string }>({ max: 10_000 });

  private readonly tableLink: ((channelId: string) => string) | undefined;
  private readonly activity: boolean;

  constructor(
    private readonly source: DeliverySource,
    private readonly log: Logger,
    pacing: PacingOptions & { readonly tableLink?: (channelId: string) => string; readonly activity?: boolean },
    private readonly now: () => number,
  ) {
    this.pacing = new EditPacing(pacing);
    this.tableLink = pacing.tableLink;
    this.activity = pacing.activity === true;
  }

  /**
   * Inside a change's transaction: marks the channel's tracker due, with the time of its edit when that is later than now,
   * so an edit put off needs no claim nor second write. Returns that time (the same if the transaction runs twice).
   */
  mark(channelId: string): number | undefined {
    // Parked there until a command shows the permission is back: the change leaves the parked mark as it is.
    if (this.refused.has(channelId)) {
      this.marked.add(channelId);
      return undefined;
    }
    const now = this.now();
    let at = this.due.get(channelId);
    if (at === undefined) {
      at = this.pacing.next(channelId, now);
      this.due.set(channelId, at);
    }
    return at > now ? at : undefined;
  }

  /** The channel's tracker may be due again (something it waited for came): the flush after a command there looks. */
  wake(channelId: string): void {
    this.marked.add(channelId);
  }

  /** Whether the channel's tracker is this process's to look at (a flush after a command there looks only then). */
  pending(channelId: string): boolean {
    return this.marked.has(channelId) || this.due.has(channelId);
  }

  /** When to look at the channel's tracker again: its edit's time, or now if marked while a flush was under way. */
  dueAt(channelId: string): number | undefined {
    return this.due.get(channelId) ?? (this.marked.has(channelId) ? this.now() : undefined);
  }

  displayed(channelId: string, shown: Message): void {
    this.onScreen.set(channelId, trackerKey(shown));
  }

  async permission(channelId: string, allowed: boolean | null): Promise<void> {
    if (allowed === false) this.missing.set(channelId, true);
    else if (allowed === true) this.missing.delete(channelId);
    const refused = this.refused.get(channelId);
    if (!refused || allowed === null) return;
    const store = this.source.store;
    if (!allowed) {
      if (!refused.missingSeen) await store.trackerSwap(refused.gameId, REFUSED, REFUSED_SEEN);
      refused.missingSeen = true;
    } else if (refused.missingSeen) {
      this.refused.delete(channelId);
      // Only the process that moves the mark shows the tracker; another that saw the same command finds it moved.
      if (await store.trackerSwap(refused.gameId, REFUSED_SEEN, 1)) this.marked.add(channelId);
    }
  }

  /** The channel's tracker as it stands (null: its game shows none), with the live table's link. */
  async current(channelId: string): Promise<Message | null> {
    const current = await this.source.currentGame(channelId);
    return current?.system.tracker ? this.trackerOf(channelId, current) : null;
  }

  private trackerOf(channelId: string, { record, system }: NonNullable<Awaited<ReturnType<DeliverySource['currentGame']>>>): Message | null {
    const shown = system.tracker!(record.state, record.locale, record.id, { activity: this.activity });
    return shown ? withLink(shown, coreText(record.locale).liveTable, this.tableLink?.(channelId)) : null;
  }

  /** Reads which channels' trackers are refused from the store, where every process and a restarted one find them. */
  private async readRefused(): Promise<void> {
    const rows = await this.source.store.trackersMarked([REFUSED, REFUSED_SEEN]);
    this.refused = new Map(rows.map((r) => [r.channelId, { gameId: r.gameId, missingSeen: r.mark === REFUSED_SEEN }]));
  }

  /** Edits (or posts) the trackers due: the channel's after a command, all on the periodic flush; changes within an interval are one edit. */
  async flush(announcer: Announcer, channelId: string | undefined): Promise<void> {
    if (channelId) this.marked.delete(channelId);
    else {
      this.marked.clear();
      await this.readRefused();
    }
    const now = this.now();
    // This process already gave the edit a later time, which the stored mark keeps: claiming it now would only put it off.
    const scheduled = channelId === undefined ? undefined : this.due.get(channelId);
    if (scheduled !== undefined && scheduled > now) return;
    const store = this.source.store;
    const claimed = await store.claimTrackers(now, 50, LEASE_MS, channelId);
    // Its time came and there is nothing to edit (another process edited it, or the game is gone).
    if (channelId && scheduled !== undefined && claimed.length === 0) this.due.delete(channelId);
    for (const due of claimed) {
      // A channel given a time keeps it; otherwise the first free slot from the end of its own interval.
      const at = this.due.get(due.channelId) ?? this.pacing.next(due.channelId, now);
      if (at > now) {
        await store.trackerPutOff(due.gameId, at);
        this.due.set(due.channelId, at);
        continue;
      }
      this.due.delete(due.channelId);
      // The channel's interval starts only with an edit made (one parked for want of a way out has not begun it).
      if (await this.show(announcer, due.gameId, due.channelId)) this.pacing.shown(due.channelId, now);
    }
  }

  /** Shows one game on its channel's surfaces and clears its mark, unless the game moved on meanwhile. True if it was shown. */
  private async show(announcer: Announcer, gameId: number, channelId: string): Promise<boolean> {
    const store = this.source.store;
    try {
      const current = await this.source.currentGame(channelId);
      // The game claimed is no longer the channel's (a new one started): its tracker is done with.
      if (!current || current.record.id !== gameId || !current.system.tracker) {
        await store.trackerPutOff(gameId, 0);
        return false;
      }
      const message = this.trackerOf(channelId, current);
      const { record } = current;
      const surfaces = await store.surfaces.list(channelId);
      const now = this.now();
      const card = surfaces.find((x) => x.kind === 'interaction');
      if (card) {
        // Where the bot may not post: the interaction card, or parked until an interaction can carry it.
        const shown = message ? await showCard(announcer, store.surfaces, card, { gameId, version: record.version, message }, now) : true;
        if (!shown) {
          await store.trackerPutOff(gameId, PARKED);
          return false;
        }
      } else {
        const s = surfaceOf(surfaces, channelId, 'message');
        // Another process edited it less than an interval ago: the edit waits for the interval's end.
        if (s.shownAt + this.pacing.everyMs > now && s.gameId === gameId) {
          const at = s.shownAt + this.pacing.everyMs;
          await store.trackerPutOff(gameId, at);
          this.due.set(channelId, at);
          return false;
        }
        const previous = s.gameId === gameId ? s.address : null;
        const onScreen = this.onScreen.get(channelId);
        this.onScreen.delete(channelId);
        const key = message ? trackerKey(message) : null;
        const scrolled = s.since >= TRACKER_SCROLL_LIMIT;
        // Already shown by the press that made the change, or by this process's last edit if no other process edited since.
        const last = this.lastShown.get(channelId);
        const unchanged = !scrolled && last?.address === previous && last.version === s.shownVersion && last.key === key;
        const already = previous && (onScreen === key || unchanged);
        // The press's update is what the message shows now.
        if (previous && onScreen === key) this.lastShown.set(channelId, { address: previous, version: s.shownVersion, key: key! });
        if (message && !already) {
          const id = await announcer.track!(channelId, message, previous, scrolled, `trk-${gameId}-${(previous ?? '0').slice(-10)}`);
          await store.surfaces.save({ ...s, address: id, gameId, shownVersion: record.version, shownAt: now, since: id === previous ? s.since : 0 });
          this.lastShown.set(channelId, { address: id, version: record.version, key: key! });
        }
      }
      if (await store.trackerShown(gameId, record.version)) this.marked.add(channelId);
      return true;
    } catch (err) {
      if (err instanceof ChannelGone) {
        await store.trackerPutOff(gameId, 0);
        await this.source.channelGone(channelId);
        return false;
      }
      if (err instanceof CannotPost) {
        // No tracker where the bot may not post (replies still say whose turn it is): parked until a command shows the permission back.
        // The command that brought this change may have shown the permission missing: then the next granted one retries.
        const missingSeen = this.missing.has(channelId);
        this.refused.set(channelId, { gameId, missingSeen });
        await store.trackerPutOff(gameId, missingSeen ? REFUSED_SEEN : REFUSED);
        return false;
      }
      const at = this.now() + TRACKER_RETRY_MS;
      await store.trackerPutOff(gameId, at);
      this.due.set(channelId, at);
      this.log.warn('tracker not shown; will retry', { channel: channelId, error: errorText(err) });
      return true;
    }
  }
}
