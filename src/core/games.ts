import type { Locale } from './locale.ts';
import { replay } from './log.ts';
import type { CampaignRecord, GameRecord, Where } from './records.ts';
import { coreRefuse, isRefusal, sharedRefuse, type Refusal } from './refusal.ts';
import type { GameWrite, Write } from './store.ts';
import { newEvents, readEvents } from './stored-rows.ts';
import type { AnyGameSystem, CampaignSystem, Decision, GameSystem, LoggedEvent, UndoneEvent } from './system.ts';
import type { UnitOfWork } from './unit-of-work.ts';

/** What a decision sees: the channel's game of this system (if any) and, if asked, its log and campaign. */
export interface DecideContext<S, E> {
  readonly state: S | null;
  readonly game: GameRecord<S> | null;
  /** The seq the first new event will get (buttons carry it to spot a stale press). */
  readonly nextSeq: number;
  /** The game's log; only when the mutation asked for it (`log: true`). */
  readonly log: readonly LoggedEvent<E>[];
}

export interface CampaignContext<C> {
  readonly campaign: CampaignRecord<C> | null;
}

/** A decision that may also change the channel's campaign, in the same transaction. */
export type CampaignDecision<E, CE, V> =
  | {
      readonly ok: true;
      readonly events: readonly (E | UndoneEvent)[];
      readonly campaignEvents?: readonly CE[];
      readonly view: V;
      readonly createCampaign?: boolean;
    }
  | Refusal;

export type Outcome<S, E, V> =
  | {
      readonly ok: true;
      readonly view: V;
      /** The game before the change, as the decision saw it (null: the change started it). */
      readonly before: S | null;
      readonly state: S;
      readonly events: readonly E[];
      readonly gameId: number | null;
      readonly locale: Locale;
    }
  | Refusal;

export interface MutateOptions<S, V, N> {
  /** The decision starts a new game in the channel (its events are numbered from 1). */
  readonly create?: { readonly locale: Locale; readonly inCampaign?: boolean };
  /** The decision starts a new game only when the channel has none of this system going (it then decides on no game). */
  readonly createIfNone?: { readonly locale: Locale };
  readonly retire?: boolean;
  readonly log?: boolean;
  readonly announce?: (view: V, state: S) => readonly N[];
  readonly locale?: Locale;
}

/** The app bound to one game system: what that system's commands use. */
export class Games<S, E extends { readonly t: string }, N> {
  constructor(
    private readonly app: UnitOfWork,
    readonly system: GameSystem<S, E, N>,
  ) {}

  /** The channel's game of this system; a refusal when there is none or it plays another system. */
  async read(channelId: string): Promise<GameRecord<S> | Refusal> {
    const current = await this.app.currentGame(channelId);
    if (!current) return sharedRefuse('no-game');
    if (current.system.id !== this.system.id) return coreRefuse('other-system', { system: current.system.title, wanted: this.system.title });
    return current.record as GameRecord<S>;
  }

  /** The channel's game of this system, or null (autocomplete). */
  async peek(channelId: string): Promise<GameRecord<S> | null> {
    const r = await this.read(channelId);
    return isRefusal(r) ? null : r;
  }

  async log(gameId: number): Promise<LoggedEvent<E>[]> {
    return readEvents(this.system, await this.app.store.gameLog(gameId));
  }

  mutate<V>(where: Where, decide: (ctx: DecideContext<S, E>) => Decision<E | UndoneEvent, V>, options: MutateOptions<S, V, N> = {}): Promise<Outcome<S, E, V>> {
    return this.mutateWithCampaign(where, null, (ctx) => decide(ctx), options);
  }

  /** A change to the game and, in the same transaction, to the channel's campaign (a post-game update closes both at once). */
  async mutateWithCampaign<C, CE extends { readonly t: string }, V>(
    where: Where,
    campaignSystem: CampaignSystem<C, CE> | null,
    decide: (ctx: DecideContext<S, E> & CampaignContext<C>) => CampaignDecision<E, CE, V>,
    options: MutateOptions<S, V, N> = {},
  ): Promise<Outcome<S, E, V>> {
    // A game of a campaign is the campaign's: only a new game or campaign of one's own counts.
    const tooMany = options.create && !options.create.inCampaign ? await this.app.ownsTooMany(where.userId) : null;
    if (tooMany) return tooMany;
    // A change that starts a game only when none is going counts too, but refuses only if it does start one.
    const tooManyToStart = options.createIfNone ? await this.app.ownsTooMany(where.userId) : null;
    const system = this.system;
    const app = this.app;
    // What this command writes, remembered once it has committed (the transaction may run twice).
    const last: { written: { gameId: number; version: number; state: S; bytes: number } | null } = { written: null };
    const outcome = app.transact<Outcome<S, E, V>>(where.channelId, { gameLog: options.log ?? false, campaignLog: false }, (tx) => {
      last.written = null;
      if (where.interactionId && tx.seen(where.interactionId)) return { write: null, result: sharedRefuse('duplicate') };
      const row = tx.game;
      let game: GameRecord<S> | null = null;
      if (row && row.system !== system.id) {
        const other = app.systems.game(row.system);
        if (!options.create && !options.createIfNone) return { write: null, result: coreRefuse('other-system', { system: other.title, wanted: system.title }) };
        const otherState = app.gameRecord(other, row, tx.gameLog).state;
        if (!other.ended(otherState)) return { write: null, result: coreRefuse('game-exists', { system: other.title }) };
      } else if (row) {
        game = app.gameRecord(system, row, tx.gameLog);
      }
      let campaign: CampaignRecord<C> | null = null;
      if (campaignSystem && tx.campaign) {
        if (tx.campaign.system === campaignSystem.id) campaign = app.campaignRecord(campaignSystem, tx.campaign, tx.campaignLog);
        // Another system's campaign in the channel is not this game's: the change goes on without one, unless it starts a game in it.
        else if (options.create?.inCampaign)
          return { write: null, result: coreRefuse('other-system', { system: app.systems.campaign(tx.campaign.system).title, wanted: campaignSystem.title }) };
      }
      // A change that starts a game when none is going (hex's first craft) decides on no game.
      const create = options.create ?? (options.createIfNone && (!game || system.ended(game.state)) ? options.createIfNone : undefined);
      if (create && !options.create) {
        if (tooManyToStart) return { write: null, result: tooManyToStart };
        game = null;
      }
      const firstSeq = create ? 1 : (game?.lastSeq ?? 0) + 1;
      const log = options.log && game ? readEvents(system, tx.gameLog) : [];
      // A decision that starts a game still sees the channel's current one, to refuse in its own words.
      const decision = decide({ state: game?.state ?? null, game, nextSeq: firstSeq, log, campaign });
      if (!decision.ok) return { write: null, result: decision };
      // One game per channel: a new one replaces only a game that has ended.
      if (create && game && !system.ended(game.state)) return { write: null, result: coreRefuse('game-exists', { system: system.title }) };
      const events: (E | UndoneEvent)[] = [...decision.events];
      // A change of language alone is a write too (no event: the log is the game's, the language the table's).
      const relabel = options.locale !== undefined && game !== null && options.locale !== game.locale;
      if (events.length === 0 && !options.retire && !decision.campaignEvents?.length && !relabel) {
        if (!game) return { write: null, result: sharedRefuse('no-game') };
        return {
          write: null,
          result: { ok: true, view: decision.view, before: game.state, state: game.state, events: [], gameId: game.id, locale: game.locale },
        };
      }
      const { logged, rows } = newEvents(system, firstSeq, events);
      let state: S | null = create ? null : (game?.state ?? null);
      if (events.some((e) => e.t === 'undone')) state = replay(system.evolve.bind(system), [...log, ...logged]);
      else for (const l of logged) state = system.evolve(state, l.event as E);
      if (state === null) throw new Error('a change left no game');
      const notices: N[] = [...(options.announce?.(decision.view, state) ?? [])];
      const follow = system.follows(state);
      if (follow) {
        const extra = newEvents(system, firstSeq + rows.length, [follow]);
        // Part of the same command: undo takes it back with the change that caused it.
        rows.push(...extra.rows.map((r) => ({ ...r, batch: firstSeq })));
        events.push(follow);
        state = system.evolve(state, follow);
        notices.push(...system.noticesFor(follow, state));
      }
      // The live tracker shows the game as it now is: the change marks it due (rendered when edited).
      const trackerDue = Boolean(system.tracker) && (rows.length > 0 || relabel) && !options.retire;
      const locale = options.locale ?? create?.locale ?? game?.locale ?? 'en';
      const delivered = app.delivery.changed(where.channelId, { system: system as AnyGameSystem, locale, notices, tracker: trackerDue });
      const gameWrite: GameWrite = {
        ...(create
          ? { create: { system: system.id, guildId: where.guildId, owner: where.userId, locale, inCampaign: options.create?.inCampaign ?? false } }
          : {}),
        ...(options.retire ? { retire: true } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
        state: system.encodeState(state),
        stateVersion: system.schemaVersion,
        events: rows,
        archive: rows.length > 0 && (options.retire === true || system.ended(state)),
        trackerDue,
        trackerDueAt: delivered.trackerDueAt,
      };
      let campaignWrite: Write['campaign'];
      if (campaignSystem && (decision.campaignEvents?.length || decision.createCampaign)) {
        const create = decision.createCampaign ?? false;
        const first = create ? 1 : (campaign?.lastSeq ?? 0) + 1;
        const c = newEvents(campaignSystem, first, decision.campaignEvents ?? []);
        let cstate: C | null = create ? null : (campaign?.state ?? null);
        for (const l of c.logged) cstate = campaignSystem.evolve(cstate, l.event as CE);
        if (cstate === null) throw new Error('a campaign change left no campaign');
        campaignWrite = {
          ...(create ? { create: { system: campaignSystem.id, guildId: where.guildId, owner: where.userId } } : {}),
          state: JSON.stringify(cstate),
          stateVersion: campaignSystem.schemaVersion,
          events: c.rows,
        };
      }
      if (game && !create) last.written = { gameId: game.id, version: game.version + 1, state, bytes: gameWrite.state.length };
      return {
        write: {
          game: gameWrite,
          ...(campaignWrite ? { campaign: campaignWrite } : {}),
          announcements: delivered.announcements,
          actor: where.userId,
          interactionId: where.interactionId,
        },
        result: {
          ok: true,
          view: decision.view,
          before: create ? null : (game?.state ?? null),
          state,
          events: events.filter((e): e is E => e.t !== 'undone'),
          gameId: game?.id ?? null,
          locale,
        },
      };
    });
    return outcome.then((r) => {
      if (last.written) app.rememberState(last.written.gameId, last.written.version, last.written.state, last.written.bytes);
      return r;
    });
  }
}
