import { errorText } from '../error-text.ts';
import type { Logger } from '../logger.ts';
import { withLink, type Message } from '../message.ts';
import { coreText } from '../strings.ts';
import { CannotPost, ChannelGone, type Announcer } from './announcer.ts';
import { showCard } from './cards.ts';
import { LEASE_MS, PARKED } from './outbox.ts';
import { EditPacing, type PacingOptions } from './pacing.ts';
import type { DeliverySource } from './source.ts';
import { surfaceOf } from '../surfaces.ts';

// Each game's live tracker (whose turn it is): a change marks its game row due in the
// change's own transaction (the change feed: the channel's game has a version not yet
// shown), and the edit made later shows the game as it is then on each of the channel's
// surfaces (surfaces.ts), clearing the mark only if no change came meanwhile. Edits are
// paced (pacing.ts); what a surface shows and when it last changed is in the store, so
// any process carries on where another left off.

/** Public messages after the tracker that make it "scrolled far away": it is posted anew below them. */
export const TRACKER_SCROLL_LIMIT = 12;

/** A tracker edit that failed (not a refusal to post) is tried again after this long. */
const TRACKER_RETRY_MS = 5_000;

/** A tracker message's content, to tell whether two show the same. */
function trackerKey(m: Message): string {
  // Not its link: the live table's link is signed anew on each rendering, and shows the same table.
  return JSON.stringify([m.content ?? null, m.cards ?? [], m.buttons ?? []]);
}

export class LiveTrackers {
  private readonly pacing: EditPacing;
  /** Channels whose tracker edit this process has given a time (put off, or due now after a change), and that time. */
  private readonly due = new Map<string, number>();
  /** Channels whose tracker is to be looked at now: marked again while it was being edited, or its permission is back. */
  private readonly marked = new Set<string>();
  /**
   * Channels where posting the tracker was refused (CannotPost), with the game it was for: no other attempt is made
   * for that game until a command there shows the permission is back (see permission). `missingSeen`: a
   * command since showed it missing, so a later one showing it present means someone granted it.
   */
  private readonly refused = new Map<string, { gameId: number; missingSeen: boolean }>();
  /** What a press just put on the channel's tracker (displayed), until the tracker's next edit. */
  private readonly onScreen = new Map<string, string>();

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
   * A change marks the channel's tracker due, inside its transaction. The time its edit is
   * to be made is written with the mark when that is later than now (the channel's interval,
   * the edits a second), so an edit put off needs neither a claim nor a second write after
   * the command: the flush after it leaves it to its time. Returns that time, or undefined
   * when the edit is due now. A transaction run twice gets the same time.
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

  /**
   * When the channel's tracker should be looked at again: the time its edit was given, or
   * now when it was marked while a flush was under way.
   */
  dueAt(channelId: string): number | undefined {
    return this.due.get(channelId) ?? (this.marked.has(channelId) ? this.now() : undefined);
  }

  /**
   * A button on the tracker updated it in place with the game as it is after the change (Reply.tracker): the
   * tracker's own edit after that change is skipped if it would show the same message.
   */
  displayed(channelId: string, shown: Message): void {
    this.onScreen.set(channelId, trackerKey(shown));
  }

  /**
   * What a command in the channel says about the bot's permission to post there (Discord sends it with every
   * interaction; null: not known). A tracker refused there is tried again once it shows the permission is back.
   */
  async permission(channelId: string, allowed: boolean | null): Promise<void> {
    const refused = this.refused.get(channelId);
    if (!refused || allowed === null) return;
    if (!allowed) refused.missingSeen = true;
    else if (refused.missingSeen) {
      this.refused.delete(channelId);
      await this.source.store.trackerPutOff(refused.gameId, this.now());
      this.marked.add(channelId);
    }
  }

  /**
   * Edits (or posts) the live trackers that are due: the channel's after a command, all of
   * them on the periodic flush (other processes' marks, and those a crash left). Several
   * changes within an interval are one edit, showing the game as it is when it is made.
   */
  async flush(announcer: Announcer, channelId: string | undefined): Promise<void> {
    if (channelId) this.marked.delete(channelId);
    else this.marked.clear();
    const now = this.now();
    // This process has already given the channel's edit a later time, and the stored mark
    // keeps that time (written with the change, or put off; a change leaves a set mark as
    // it is): the edit is made then, so claiming it now would only put it off again.
    const scheduled = channelId === undefined ? undefined : this.due.get(channelId);
    if (scheduled !== undefined && scheduled > now) return;
    const store = this.source.store;
    const claimed = await store.claimTrackers(now, 50, LEASE_MS, channelId);
    // Its time has come and there is nothing to edit (another process made the edit, or
    // the game is gone): the time given is done with.
    if (channelId && scheduled !== undefined && claimed.length === 0) this.due.delete(channelId);
    for (const due of claimed) {
      // A channel given a time keeps it; otherwise the edit takes the first free slot from
      // the end of the channel's own interval.
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
      // Refused for this game already: one attempt per game until a command shows the permission is back.
      if (this.refused.get(channelId)?.gameId === gameId) {
        await store.trackerPutOff(gameId, PARKED);
        return false;
      }
      const { record, system } = current;
      const shown = system.tracker!(record.state, record.locale, record.id, { activity: this.activity });
      // With the live table served, the tracker links to it (a link button: it opens the page, it runs nothing).
      const message = shown && withLink(shown, coreText(record.locale).liveTable, this.tableLink?.(channelId));
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
        // Already shown by the press that made the change (one edit per press, not two).
        const already = message && previous && onScreen === trackerKey(message);
        if (message && !already) {
          const scrolled = s.since >= TRACKER_SCROLL_LIMIT;
          const id = await announcer.track!(channelId, message, previous, scrolled, `trk-${gameId}-${(previous ?? '0').slice(-10)}`);
          await store.surfaces.save({ ...s, address: id, gameId, shownVersion: record.version, shownAt: now, since: id === previous ? s.since : 0 });
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
        // No tracker where the bot may not post: replies still say whose turn it is. Parked (a change does not mark
        // a parked tracker due again) until a command shows the permission is back.
        this.refused.set(channelId, { gameId, missingSeen: false });
        await store.trackerPutOff(gameId, PARKED);
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
