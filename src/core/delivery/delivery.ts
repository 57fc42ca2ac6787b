import { errorText } from '../error-text.ts';
import type { Locale } from '../locale.ts';
import type { Logger } from '../logger.ts';
import type { Message } from '../message.ts';
import type { Write } from '../store.ts';
import type { AnyGameSystem } from '../system.ts';
import type { Announcer, DeliverInstead } from './announcer.ts';
import { Answers } from './answers.ts';
import { ChangeFeed } from './feed.ts';
import { Outbox } from './outbox.ts';
import type { PacingOptions } from './pacing.ts';
import type { DeliverySource } from './source.ts';
import { surfaceOf, type Via } from '../surfaces.ts';
import { LiveTrackers } from './tracker.ts';

// Delivery: what the bot shows by itself once a change has committed (announcements from
// the outbox, each game's live tracker), routed to the channel's surfaces and paced to
// Discord's limits. What it must remember is in the store, so every process shares it and
// one killed leaves nothing undone. The unit of work (unit-of-work.ts) hands it what a change
// produced, inside its transaction; the adapters hand it their announcer after each interaction.

export type DeliveryOptions = PacingOptions & {
  /** The live table's page for a channel, when this bot serves it: the tracker links to it. */
  readonly tableLink?: (channelId: string) => string;
  /** The live table is also a Discord Activity: the tracker offers a button that launches it. */
  readonly activity?: boolean;
};

/** What a change produced for delivery: the notices it announces, and whether its game's live tracker is due. */
export interface Produced {
  readonly system: AnyGameSystem;
  readonly locale: Locale;
  readonly notices: readonly unknown[];
  readonly tracker: boolean;
}

export interface ToWrite {
  readonly announcements: NonNullable<Write['announcements']>;
  /** When the tracker's edit is to be made, if later than now (written with the mark). */
  readonly trackerDueAt?: number;
}

export class Delivery {
  readonly feed = new ChangeFeed();
  private readonly outbox: Outbox;
  private readonly trackers: LiveTrackers;
  private readonly answers: Answers;
  /** The flushes under way, one per channel (the periodic one: '*'); the claims keep them apart, so channels never wait for each other. */
  private readonly flushing = new Map<string, Promise<number>>();
  /** Channels whose flush under way is to look once more, and the interaction that may carry a parked message then. */
  private readonly flushAgain = new Map<string, DeliverInstead | undefined>();
  private timer: NodeJS.Timeout | undefined;
  private readonly trackerTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly source: DeliverySource,
    private readonly log: Logger,
    options: DeliveryOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.outbox = new Outbox(source, log, now);
    this.trackers = new LiveTrackers(source, log, options, now);
    this.answers = new Answers(source.store.surfaces, log, now);
  }

  /** Inside a change's transaction (which may run twice): the rows its notices add to the outbox, and its tracker's mark. */
  changed(channelId: string, produced: Produced): ToWrite {
    const announcements = this.outbox.rows(produced.system, produced.locale, produced.notices);
    const at = produced.tracker ? this.trackers.mark(channelId) : undefined;
    return { announcements, ...(at !== undefined ? { trackerDueAt: at } : {}) };
  }

  /** Inside a transaction: the outbox row of a message the core posts by itself, already in its words. */
  messageRow(content: string): NonNullable<ToWrite['announcements']>[number] {
    this.outbox.dirty = true;
    return { kind: 'message', payload: JSON.stringify({ content }) };
  }

  /** Posts what is due and edits the trackers due: the channel's after a command (`instead` can carry what the bot may not post), all on the periodic flush. */
  async flush(announcer: Announcer, channelId?: string, instead?: DeliverInstead): Promise<number> {
    const key = channelId ?? '*';
    if (this.flushing.has(key)) {
      // The flush under way looks once more when done, this interaction carrying a parked message: nobody waits in line.
      if (channelId) this.flushAgain.set(key, instead ?? this.flushAgain.get(key));
      return 0;
    }
    const tracked = (c: string) => announcer.track !== undefined && this.trackers.pending(c);
    if (channelId && !this.outbox.dirty && instead === undefined && !tracked(channelId)) return 0;
    const run = (async () => {
      let posted = 0;
      let carrier = instead;
      for (let first = true; ; first = false) {
        // After a command, look only when this process wrote or failed one, or the interaction can carry a parked
        // message; the periodic flush always looks, for other processes' rows and retries.
        const outbox = !channelId || this.outbox.dirty || carrier !== undefined;
        const trackers = channelId ? tracked(channelId) : announcer.track !== undefined;
        if (!channelId && first) this.outbox.dirty = false;
        if (outbox) posted += await this.outbox.post(announcer, channelId, carrier);
        if (trackers) await this.trackers.flush(announcer, channelId);
        if (!channelId) {
          await this.outbox.prunePosted();
          await this.answers.prune();
        }
        if (!this.flushAgain.has(key)) {
          // Done in the same step as the check: a call in between would find no flush to ask.
          this.flushing.delete(key);
          return posted;
        }
        carrier = this.flushAgain.get(key);
        this.flushAgain.delete(key);
      }
    })();
    this.flushing.set(key, run);
    try {
      return await run;
    } finally {
      // After a failure (a flush that ended normally has let go already, and a newer one may hold the key).
      if (this.flushing.get(key) === run) {
        this.flushing.delete(key);
        this.flushAgain.delete(key);
      }
    }
  }

  /** Delivers by itself from now on: every `everyMs` (other processes' rows, retries, trackers a crash left). */
  start(announcer: Announcer, everyMs: number): void {
    void this.flushLogged(announcer);
    this.timer = setInterval(() => void this.flushLogged(announcer), everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const t of this.trackerTimers.values()) clearTimeout(t);
    this.trackerTimers.clear();
  }

  /** After an interaction in the channel was answered: flushes it (what did not go out stays due), then times a tracker edit put off. */
  async afterCommand(announcer: Announcer, channelId: string, instead?: DeliverInstead): Promise<void> {
    await this.flushLogged(announcer, channelId, instead);
    this.scheduleTracker(announcer, channelId);
  }

  /** A press updated the tracker in place: its own edit is skipped if the same; `via`: where the bot may not post, the card is that press's answer. */
  async trackerDisplayed(channelId: string, shown: Message, via: Via | null): Promise<void> {
    const surfaces = this.source.store.surfaces;
    if (via) {
      const card = surfaceOf(await surfaces.list(channelId), channelId, 'interaction');
      await surfaces.save({ ...card, address: '@original', cardToken: via.token, cardTokenAt: this.now(), application: via.application, gameId: null });
    } else {
      // The message shows what the press put there: a version of its own, so no process takes its last edit for it.
      const message = surfaceOf(await surfaces.list(channelId), channelId, 'message');
      if (message.address) await surfaces.save({ ...message, shownVersion: -this.now() });
    }
    this.trackers.displayed(channelId, shown);
  }

  /** An interaction arrived where the bot may not post (a group DM, a user-installed app): the table is an interaction card from now on. */
  async interactionArrived(channelId: string, via: Via): Promise<void> {
    await this.source.store.surfaces.seen(channelId, via, this.now(), Number.MAX_SAFE_INTEGER);
  }

  /** That interaction was answered (`used` follow-ups): the channel's newest way out, so what waited for one is due again. */
  async interactionAnswered(channelId: string, via: Via, used: number): Promise<void> {
    await this.source.store.surfaces.seen(channelId, via, this.now(), used);
    this.trackers.wake(channelId);
    this.outbox.dirty = true;
  }

  /** A public answer /undo may mark: kept while Discord lets it be edited; `scrolls`: a message of its own (one write for both). */
  answered(channelId: string, interactionId: string, via: Via, answer: Message, scrolls: boolean): Promise<void> {
    return this.answers.remember(channelId, interactionId, via, answer, scrolls);
  }

  retract(announcer: Announcer, interactionId: string, note: string): Promise<void> {
    return this.answers.retract(announcer, interactionId, note);
  }

  countPublic(channelId: string): Promise<void> {
    return this.source.store.surfaces.countPublic(channelId);
  }

  /** What a command says of the bot's permission to post in the channel (null: not known); a refused tracker is retried once it is back. */
  postingPermission(channelId: string, allowed: boolean | null): Promise<void> {
    return this.trackers.permission(channelId, allowed);
  }

  /** A channel was deleted or the bot left a server: their games and campaigns are retired (a row missed is retired when a post meets the channel gone). */
  async gone(where: { readonly channelId: string } | { readonly guildId: string }): Promise<void> {
    try {
      await ('channelId' in where ? this.source.channelGone(where.channelId) : this.source.guildGone(where.guildId));
    } catch (err) {
      this.log.error('could not retire what a deleted channel or server held', { ...where, error: errorText(err) });
    }
  }

  /** The channel's tracker as it stands now (a console started again presses its buttons before any change shows it). */
  trackerNow(channelId: string): Promise<Message | null> {
    return this.trackers.current(channelId);
  }

  trackerDueAt(channelId: string): number | undefined {
    return this.trackers.dueAt(channelId);
  }

  private async flushLogged(announcer: Announcer, channelId?: string, instead?: DeliverInstead): Promise<void> {
    try {
      await this.flush(announcer, channelId, instead);
    } catch (err) {
      this.log.error('announcement flush failed', { error: errorText(err) });
    }
  }

  private scheduleTracker(announcer: Announcer, channelId: string): void {
    const at = this.trackers.dueAt(channelId);
    if (at === undefined || this.trackerTimers.has(channelId)) return;
    const timer = setTimeout(
      () => {
        this.trackerTimers.delete(channelId);
        void this.afterCommand(announcer, channelId);
      },
      // The same clock the pacing set `at` by (an injected one in tests).
      Math.max(0, at - this.now()) + 5,
    );
    this.trackerTimers.set(channelId, timer);
  }
}
