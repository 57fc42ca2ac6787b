import type { Catalog } from '../catalog/catalog.ts';
import { evolve, replay, type GameEvent, type LoggedEvent } from '../game/events.ts';
import { detectEnd, type Actor, type Decision, type Tools } from '../game/play.ts';
import { refuse, type Refusal } from '../game/refusal.ts';
import type { GameState } from '../game/state.ts';
import type { GameRecord, GameStore } from '../storage/store.ts';
import type { Logger } from './logger.ts';

// The one place the game rules and storage meet: load → decide → append events →
// save, in one transaction per command; then post any announcements it wrote.

export interface Where {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly interactionId: string | null;
  readonly actor: Actor;
}

export type Outcome<V> = { readonly ok: true; readonly view: V; readonly state: GameState; readonly events: readonly GameEvent[] } | Refusal;

export interface MutateOptions<V> {
  /** The decision starts a new game in the channel (its events are numbered from 1). */
  readonly create?: boolean;
  /** The current game is retired after this change (/game end). */
  readonly retire?: boolean;
  /** Messages the bot posts by itself because of this change. */
  readonly announce?: (view: V, state: GameState) => readonly unknown[];
}

/** Where the bot's own channel messages go (Discord, the console). */
export interface Announcer {
  post(channelId: string, payload: unknown, nonce: string): Promise<void>;
}

export interface AppMessages {
  gameEnded(state: GameState): unknown;
}

export class GameApp {
  private flushing = false;
  /** Whether the outbox may hold something due: saves a query after most commands. */
  private outboxDirty = true;

  constructor(
    readonly store: GameStore,
    readonly catalog: Catalog,
    private readonly messages: AppMessages,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  current(channelId: string): GameRecord | null {
    return this.store.current(channelId);
  }

  eventLog(gameId: number): LoggedEvent[] {
    return this.store.log(gameId);
  }

  mutate<V>(
    where: Where,
    decide: (state: GameState | null, tools: Tools, log: () => LoggedEvent[]) => Decision<V>,
    options: MutateOptions<V> = {},
  ): Outcome<V> {
    return this.store.transact<Outcome<V>>(where.channelId, (tx) => {
      if (where.interactionId && tx.seen(where.interactionId)) return { write: null, result: refuse('duplicate') };
      const game = tx.game;
      const firstSeq = options.create ? 1 : (game?.lastSeq ?? 0) + 1;
      const decision = decide(game?.state ?? null, { catalog: this.catalog, nextSeq: firstSeq, gameId: game?.id ?? null }, tx.log);
      if (!decision.ok) return { write: null, result: decision };
      const events = [...decision.events];
      if (events.length === 0 && !options.retire) return { write: null, result: { ok: true, view: decision.view, state: game!.state, events } };

      let state: GameState | null = options.create ? null : (game?.state ?? null);
      const logged: LoggedEvent[] = events.map((event, i) => ({ seq: firstSeq + i, batch: firstSeq, event }));
      if (events.some((e) => e.t === 'undone')) {
        state = replay([...tx.log(), ...logged]);
      } else {
        for (const e of events) state = evolve(state, e);
      }
      if (!state) throw new Error('a change left no game');
      const announcements = [...(options.announce?.(decision.view, state) ?? [])];
      if (announcements.length) this.outboxDirty = true;
      const end = detectEnd(state);
      if (end) {
        logged.push({ seq: firstSeq + logged.length, batch: firstSeq, event: end });
        events.push(end);
        state = evolve(state, end);
        announcements.push(this.messages.gameEnded(state));
        this.outboxDirty = true;
      }
      return {
        write: {
          ...(options.create ? { create: { guildId: where.guildId, owner: where.actor.userId } } : {}),
          ...(options.retire ? { retire: true } : {}),
          state,
          events: logged,
          announcements,
          actor: where.actor.userId,
          interactionId: where.interactionId,
        },
        result: { ok: true, view: decision.view, state, events },
      };
    });
  }

  /**
   * Posts the announcements that are due. Each carries its outbox id as a nonce, so a
   * post that reached Discord before a crash is not duplicated; failures are retried
   * later with back-off instead of being lost.
   */
  async flushAnnouncements(announcer: Announcer, channelId?: string): Promise<number> {
    // After a command (channelId given) only look when this process wrote or failed one;
    // the periodic flush (no channelId) always looks, for other processes' and retries.
    if (this.flushing || (channelId && !this.outboxDirty)) return 0;
    this.flushing = true;
    if (!channelId) this.outboxDirty = false;
    let posted = 0;
    try {
      const due = this.store.dueAnnouncements(this.now(), 50, channelId);
      if (due.length === 50) this.outboxDirty = true;
      for (const a of due) {
        try {
          await announcer.post(a.channelId, a.payload, `ann-${a.id}`);
          this.store.markPosted(a.id, this.now());
          posted++;
        } catch (err) {
          const delay = Math.min(60_000, 1000 * 2 ** Math.min(a.attempts, 6));
          this.store.markFailed(a.id, this.now() + delay);
          this.outboxDirty = true;
          this.log.warn('announcement not posted; will retry', { id: a.id, channel: a.channelId, attempt: a.attempts + 1, error: errorText(err) });
        }
      }
    } finally {
      this.flushing = false;
    }
    return posted;
  }
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}
