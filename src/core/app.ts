import { z } from 'zod';
import { coreText } from './strings.ts';
import type { AggregateRow, EventRow, GameRow, GameStore, GameWrite, NewEvent, TxView, Write } from './store.ts';
import { lastUndoableBatch, replay } from './log.ts';
import type { Locale } from './locale.ts';
import { LOCALES } from './locale.ts';
import type { Logger } from './logger.ts';
import { Delivery, type DeliveryOptions } from './delivery/delivery.ts';
import { errorText } from './error-text.ts';
import { coreRefuse, isRefusal, sharedRefuse, type Refusal } from './refusal.ts';
import { StateCache } from './state-cache.ts';
import type { AnyCampaignSystem, AnyGameSystem, CampaignSystem, Decision, GameSystem, LoggedEvent, UndoneEvent } from './system.ts';

// The one place game systems and storage meet: load → decide → append events → save,
// in one transaction per command, handing delivery (delivery/) what the change produced:
// its notices and its tracker's mark go into the same transaction. Nothing here knows
// which game a channel plays: each game row names its system, and the system checks,
// evolves and renders its own events.

export interface Where {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly interactionId: string | null;
  readonly userId: string;
}

export interface GameRecord<S> {
  readonly id: number;
  readonly system: string;
  readonly owner: string;
  readonly version: number;
  readonly lastSeq: number;
  readonly locale: Locale;
  readonly campaignId: number | null;
  readonly state: S;
}

export interface CampaignRecord<C> {
  readonly id: number;
  readonly system: string;
  readonly owner: string;
  readonly version: number;
  readonly lastSeq: number;
  readonly state: C;
  /** No longer the channel's: read by a moderator or its owner (Campaigns.readOrClosed). */
  readonly closed?: true;
}

/** What a decision sees: the channel's game of this system (if any) and, if asked, its log and campaign. */
export interface DecideContext<S, E> {
  readonly state: S | null;
  readonly game: GameRecord<S> | null;
  /** The seq the first new event will get (buttons carry it to spot a stale click). */
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
  /** The current game is retired after this change (it stays as history). */
  readonly retire?: boolean;
  /** The decision reads the game's log (undo). */
  readonly log?: boolean;
  /** Notices the bot posts by itself because of this change. */
  readonly announce?: (view: V, state: S) => readonly N[];
  /** Change the language of the game's public messages. */
  readonly locale?: Locale;
}

/** Thrown inside a transaction that needs the log it did not load: the app runs it again with the log. */
class NeedsLog extends Error {}

/**
 * A stored game or campaign that cannot be read (its state or log does not decode or
 * replay). It is set aside (kept, no longer the channel's, logged with its id) and the
 * command runs again with the channel free: one bad row must not stop a channel for good.
 * A row written by a newer version of the bot is not set aside: that version reads it.
 */
class Unreadable extends Error {
  constructor(
    readonly kind: 'game' | 'campaign',
    readonly id: number,
    readonly problem: unknown,
  ) {
    super(`${kind} ${id} cannot be read: ${errorText(problem)}`);
  }
}

function readOrSetAside<T>(kind: 'game' | 'campaign', id: number, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof NeedsLog || /by a newer version/.test(errorText(err))) throw err;
    throw new Unreadable(kind, id, err);
  }
}

const undoneSchema: z.ZodType<UndoneEvent> = z.object({ t: z.literal('undone'), seq: z.number().int().positive() });
const localeSchema = z.enum(LOCALES);

/** The systems this bot plays, by id. */
export class SystemRegistry {
  private readonly games = new Map<string, AnyGameSystem>();
  private readonly campaigns = new Map<string, AnyCampaignSystem>();

  constructor(games: readonly AnyGameSystem[], campaigns: readonly AnyCampaignSystem[] = []) {
    for (const s of games) {
      if (this.games.has(s.id)) throw new Error(`two game systems are called ${s.id}`);
      this.games.set(s.id, s);
    }
    for (const c of campaigns) {
      if (this.campaigns.has(c.id)) throw new Error(`two campaign systems are called ${c.id}`);
      this.campaigns.set(c.id, c);
    }
  }

  game(id: string): AnyGameSystem {
    const s = this.games.get(id);
    if (!s) throw new Error(`a stored game is of system "${id}", which this bot does not have`);
    return s;
  }

  campaign(id: string): AnyCampaignSystem {
    const s = this.campaigns.get(id);
    if (!s) throw new Error(`a stored campaign is of system "${id}", which this bot does not have`);
    return s;
  }

  /** The registered system's check of a decoded campaign (commands may hold the system without it). */
  checkCampaign(id: string, state: unknown): void {
    this.campaigns.get(id)?.check?.(state);
  }
}

interface Versioned<E> {
  readonly id: string;
  readonly schemaVersion: number;
  readonly eventSchema: z.ZodType<E>;
  upgradeEvent(event: unknown, fromVersion: number): unknown;
}

/** Stored event rows → checked events of the current schema version. */
export function readEvents<E>(system: Versioned<E>, rows: readonly EventRow[]): LoggedEvent<E>[] {
  return rows.map((r) => {
    const raw: unknown = JSON.parse(r.data);
    const via = r.interaction ? { interaction: r.interaction } : {};
    if ((raw as { t?: unknown }).t === 'undone') return { seq: r.seq, batch: r.batch, event: undoneSchema.parse(raw), ...via };
    if (r.v > system.schemaVersion) throw new Error(`event ${r.seq} was written by a newer version of ${system.id} (${r.v} > ${system.schemaVersion})`);
    const current = r.v < system.schemaVersion ? system.upgradeEvent(raw, r.v) : raw;
    const checked = system.eventSchema.safeParse(current);
    if (!checked.success)
      throw new Error(
        `event ${r.seq} of ${system.id} does not match its schema: ${checked.error.issues[0]?.message} at ${checked.error.issues[0]?.path.join('.')}`,
      );
    return { seq: r.seq, batch: r.batch, event: checked.data, ...via };
  });
}

function newEvents<E>(system: Versioned<E>, firstSeq: number, events: readonly (E | UndoneEvent)[]): { logged: LoggedEvent<E>[]; rows: NewEvent[] } {
  const logged: LoggedEvent<E>[] = [];
  const rows: NewEvent[] = [];
  events.forEach((event, i) => {
    // Checked before it is written: a malformed event fails its command instead of every later read.
    const checked = (event as { t: string }).t === 'undone' ? undoneSchema.parse(event) : system.eventSchema.parse(event);
    const seq = firstSeq + i;
    logged.push({ seq, batch: firstSeq, event: checked });
    rows.push({ seq, batch: firstSeq, v: system.schemaVersion, data: JSON.stringify(checked) });
  });
  return { logged, rows };
}

/**
 * A stored game's or campaign's state: `parse`d when this version of its system stored it;
 * replayed from its log when an older version did (or when it keeps no state: `fromLog`),
 * the log read first if the caller has not (NeedsLog); refused when a newer version did.
 */
function storedState<S, E>(
  kind: 'game' | 'campaign',
  system: Versioned<E> & { evolve(state: S | null, event: E): S },
  row: AggregateRow,
  logRows: readonly EventRow[] | null,
  fromLog: boolean,
  parse: () => S,
): S {
  if (fromLog || row.stateVersion < system.schemaVersion) {
    if (!logRows || (logRows.length === 0 && row.lastSeq > 0)) throw new NeedsLog();
    const replayed = replay(system.evolve.bind(system), readEvents(system, logRows));
    if (replayed === null) throw new Error(`${kind} ${row.id} has neither state nor log`);
    return replayed;
  }
  if (row.stateVersion > system.schemaVersion) throw new Error(`${kind} ${row.id} was stored by a newer version of ${system.id}`);
  return parse();
}

export class GameApp {
  private readonly states = new StateCache();
  /** Campaign versions whose views the system's check has built: a stored version is checked once, not on every read (every game command in a campaign's channel reads it). */
  private readonly checkedCampaigns = new StateCache();
  /** Games under way and campaigns one user may have started at once, everywhere (fair use; unlimited unless set). */
  maxOwned = Number.POSITIVE_INFINITY;
  /** What the bot shows by itself once a change has committed: the app hands it what each change produced. */
  readonly delivery: Delivery;

  constructor(
    readonly store: GameStore,
    readonly systems: SystemRegistry,
    private readonly log: Logger,
    now: () => number = Date.now,
    delivery: DeliveryOptions = {},
  ) {
    this.delivery = new Delivery(this, log, delivery, now);
  }

  games<S, E extends { readonly t: string }, N>(system: GameSystem<S, E, N>): Games<S, E, N> {
    return new Games(this, system);
  }

  campaigns<C, CE extends { readonly t: string }>(system: CampaignSystem<C, CE>): Campaigns<C, CE> {
    return new Campaigns(this, system);
  }

  /** The channel's current game, whatever its system. */
  async currentGame(channelId: string): Promise<{ system: AnyGameSystem; record: GameRecord<unknown> } | null> {
    for (;;) {
      const row = await this.store.currentGame(channelId);
      if (!row) return null;
      const system = this.systems.game(row.system);
      const log = row.state === '' || row.stateVersion < system.schemaVersion ? await this.store.gameLog(row.id) : [];
      try {
        return { system, record: this.gameRecord(system, row, log) };
      } catch (err) {
        if (!(err instanceof Unreadable)) throw err;
        await this.setAside(channelId, err);
      }
    }
  }

  /** The channel's current campaign, whatever its system. */
  async currentCampaign(channelId: string): Promise<{ system: AnyCampaignSystem; record: CampaignRecord<unknown> } | null> {
    for (;;) {
      const row = await this.store.currentCampaign(channelId);
      if (!row) return null;
      const system = this.systems.campaign(row.system);
      const log = row.stateVersion < system.schemaVersion ? await this.store.campaignLog(row.id) : [];
      try {
        return { system, record: this.campaignRecord(system, row, log) };
      } catch (err) {
        if (!(err instanceof Unreadable)) throw err;
        await this.setAside(channelId, err);
      }
    }
  }

  /**
   * Ends the channel's current game or campaign (retired: kept as history, no longer the
   * channel's), whatever its state: its owner's or a moderator's way out, and what an
   * unreadable row, or one whose channel is gone, gets. `mayRetire` is asked of the row
   * under the channel's lock (false: 'forbidden').
   */
  async retireCurrent(
    channelId: string,
    kind: 'game' | 'campaign',
    where: { actor: string | null; interactionId: string | null },
    onlyId?: number,
    mayRetire: (row: AggregateRow) => boolean = () => true,
    /** Posted in the channel with the change: what happened, in words. */
    say?: (row: AggregateRow) => string,
  ): Promise<'retired' | 'none' | 'forbidden'> {
    return this.store.transact<'retired' | 'none' | 'forbidden'>(channelId, { gameLog: false, campaignLog: false }, (tx) => {
      const row = kind === 'game' ? tx.game : tx.campaign;
      if (!row || (onlyId !== undefined && row.id !== onlyId)) return { write: null, result: 'none' };
      if (!mayRetire(row)) return { write: null, result: 'forbidden' };
      const retire = { retire: true, state: row.state, stateVersion: row.stateVersion, events: [] };
      return {
        write: {
          ...(kind === 'game' ? { game: retire } : { campaign: retire }),
          ...(say ? { announcements: [this.delivery.messageRow(say(row))] } : {}),
          actor: where.actor,
          interactionId: where.interactionId,
        },
        result: 'retired',
      };
    });
  }

  /** Retires the game and campaign of a channel (or thread) that no longer exists; how many. */
  async channelGone(channelId: string): Promise<number> {
    let retired = 0;
    for (const kind of ['game', 'campaign'] as const)
      if ((await this.retireCurrent(channelId, kind, { actor: null, interactionId: null })) === 'retired') retired++;
    if (retired) this.log.info('retired what a channel that no longer exists held', { channel: channelId, retired });
    return retired;
  }

  /** The same for every channel of a server the bot has left, or that was deleted. */
  async guildGone(guildId: string): Promise<number> {
    let retired = 0;
    for (const channelId of await this.store.channelsHeldIn(guildId)) retired += await this.channelGone(channelId);
    return retired;
  }

  /**
   * Refused when the user already runs `maxOwned` games and campaigns. Counted before the
   * transaction (a race can let one more through: the limit is for fairness, not a bound).
   */
  async ownsTooMany(userId: string): Promise<Refusal | null> {
    if (!Number.isFinite(this.maxOwned)) return null;
    return (await this.store.ownedBy(userId)) >= this.maxOwned ? coreRefuse('too-many-owned', { max: this.maxOwned }) : null;
  }

  /** An unreadable row is retired, logged, and the channel told so and what to do, in the row's language when it has one. */
  private async setAside(channelId: string, u: Unreadable): Promise<void> {
    this.log.error(`set aside an unreadable stored ${u.kind}: the channel is free again`, { [u.kind]: u.id, channel: channelId, error: errorText(u.problem) });
    const locale = (row: AggregateRow) => localeSchema.safeParse('locale' in row ? row.locale : undefined).data ?? 'en';
    await this.retireCurrent(
      channelId,
      u.kind,
      { actor: null, interactionId: null },
      u.id,
      undefined,
      (row) => `⚠️ ${coreText(locale(row)).setAside(u.kind, u.id)}`,
    );
  }

  /**
   * After a commit: the state this process has just written as version `version` of game
   * `gameId`, so the next command does not decode and check the row it wrote itself.
   * Only ever called once the transaction has committed (a rolled-back version may be
   * written by another process with other contents).
   */
  rememberState(gameId: number, version: number, state: unknown): void {
    this.states.set(gameId, version, state);
  }

  /** A stored game row as a checked state: decoded, or (archived, or stored by an older version) replayed from its log. */
  gameRecord<S>(system: GameSystem<S, { readonly t: string }, unknown>, row: GameRow, logRows: readonly EventRow[] | null): GameRecord<S> {
    let state = this.states.get(row.id, row.version) as S | undefined;
    if (state === undefined) state = readOrSetAside('game', row.id, () => this.decodeGame(system, row, logRows));
    return {
      id: row.id,
      system: row.system,
      owner: row.owner,
      version: row.version,
      lastSeq: row.lastSeq,
      locale: readOrSetAside('game', row.id, () => localeSchema.parse(row.locale)),
      campaignId: row.campaignId,
      state: state as S,
    };
  }

  private decodeGame<S>(system: GameSystem<S, { readonly t: string }, unknown>, row: GameRow, logRows: readonly EventRow[] | null): S {
    // An archived game keeps no state: its log is its state.
    const state = storedState('game', system, row, logRows, row.state === '', () => {
      const checked = system.stateSchema.safeParse(system.decodeState(row.state));
      if (!checked.success)
        throw new Error(
          `the stored state of game ${row.id} does not match its schema: ${checked.error.issues[0]?.message} at ${checked.error.issues[0]?.path.join('.')}`,
        );
      return checked.data;
    });
    this.states.set(row.id, row.version, state);
    return state;
  }

  campaignRecord<C>(system: CampaignSystem<C, { readonly t: string }>, row: AggregateRow, logRows: readonly EventRow[] | null): CampaignRecord<C> {
    const state = readOrSetAside('campaign', row.id, () => {
      const decoded = this.decodeCampaign(system, row, logRows);
      if (this.checkedCampaigns.get(row.id, row.version) === undefined) {
        this.systems.checkCampaign(row.system, decoded);
        this.checkedCampaigns.set(row.id, row.version, true);
      }
      return decoded;
    });
    return { id: row.id, system: row.system, owner: row.owner, version: row.version, lastSeq: row.lastSeq, state };
  }

  /** A committed write's changes on the feed: its game and its campaign, each with its new version. */
  private publish(channelId: string, { view, write }: { view: TxView; write: Write }): void {
    const feed = this.delivery.feed;
    if (write.game) {
      const row = write.game.create ? null : view.game;
      feed.publish({ channelId, aggregate: 'game', system: write.game.create?.system ?? row!.system, id: row?.id ?? null, version: (row?.version ?? 0) + 1 });
    }
    if (write.campaign) {
      const row = write.campaign.create ? null : view.campaign;
      feed.publish({
        channelId,
        aggregate: 'campaign',
        system: write.campaign.create?.system ?? row!.system,
        id: row?.id ?? null,
        version: (row?.version ?? 0) + 1,
      });
    }
  }

  private decodeCampaign<C>(system: CampaignSystem<C, { readonly t: string }>, row: AggregateRow, logRows: readonly EventRow[] | null): C {
    return storedState('campaign', system, row, logRows, false, () => system.stateSchema.parse(JSON.parse(row.state)));
  }

  /**
   * Runs one command's transaction. When reading the stored state needs the log
   * (an archived game, a state stored by an older version) the transaction is run
   * again with the log loaded.
   */
  async transact<T>(
    channelId: string,
    wants: { gameLog: boolean; campaignLog: boolean },
    decide: (view: TxView) => { write: Write | null; result: T },
  ): Promise<T> {
    let load = wants;
    // What the run that committed wrote, published once it has (a transaction may run twice).
    let committed: { view: TxView; write: Write } | null = null;
    const decided = (view: TxView) => {
      const out = decide(view);
      committed = out.write ? { view, write: out.write } : null;
      return out;
    };
    // At most a game and a campaign to set aside, and one more run with the logs.
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.store.transact(channelId, load, decided);
        if (committed) this.publish(channelId, committed);
        return result;
      } catch (err) {
        if (err instanceof Unreadable && attempt < 3) await this.setAside(channelId, err);
        else if (err instanceof NeedsLog && !(load.gameLog && load.campaignLog)) load = { gameLog: true, campaignLog: true };
        else throw err;
      }
    }
  }
}

/** The app bound to one game system: what that system's commands use. */
export class Games<S, E extends { readonly t: string }, N> {
  constructor(
    private readonly app: GameApp,
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

  /**
   * A change to the game and, in the same transaction, to the channel's campaign of
   * `campaignSystem` (a post-game update closes the game and changes the campaign atomically).
   */
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
    const last: { written: { gameId: number; version: number; state: S } | null } = { written: null };
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
      if (game && !create) last.written = { gameId: game.id, version: game.version + 1, state };
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
      if (last.written) app.rememberState(last.written.gameId, last.written.version, last.written.state);
      return r;
    });
  }
}

/** The app bound to one campaign system. */
export class Campaigns<C, CE extends { readonly t: string }> {
  constructor(
    private readonly app: GameApp,
    readonly system: CampaignSystem<C, CE>,
  ) {}

  async read(channelId: string): Promise<CampaignRecord<C> | Refusal> {
    const current = await this.app.currentCampaign(channelId);
    if (!current) return sharedRefuse('no-campaign');
    if (current.system.id !== this.system.id) return coreRefuse('other-system', { system: current.system.title, wanted: this.system.title });
    return current.record as CampaignRecord<C>;
  }

  async log(campaignId: number): Promise<LoggedEvent<CE>[]> {
    return readEvents(this.system, await this.app.store.campaignLog(campaignId));
  }

  /**
   * The channel's campaign or, with none going, the one closed last there (by /close, set
   * aside, its channel gone) for those `mayRead` lets in: a closed campaign's record is kept
   * to be read and exported, not lost (ruling C103). One that cannot be read stays unread.
   */
  async readOrClosed(channelId: string, mayRead: (owner: string) => boolean): Promise<CampaignRecord<C> | Refusal> {
    const current = await this.read(channelId);
    if (!isRefusal(current) || current.code !== 'no-campaign') return current;
    const row = await this.app.store.lastClosedCampaign(channelId);
    if (!row || row.system !== this.system.id || !mayRead(row.owner)) return current;
    const log = row.stateVersion < this.system.schemaVersion ? await this.app.store.campaignLog(row.id) : [];
    try {
      return { ...this.app.campaignRecord(this.system, row, log), closed: true };
    } catch {
      return current;
    }
  }

  /**
   * Why a new campaign may not be made here, asked before any work to make it (reading,
   * parsing or replaying a file): the user's cap, another campaign going on. Checked again
   * under the channel's lock when it is made.
   */
  async refuseNew(where: Pick<Where, 'userId' | 'channelId'>): Promise<Refusal | null> {
    const tooMany = await this.app.ownsTooMany(where.userId);
    if (tooMany) return tooMany;
    const current = await this.app.currentCampaign(where.channelId);
    if (!current) return null;
    if (current.system.id !== this.system.id) return coreRefuse('other-system', { system: current.system.title, wanted: this.system.title });
    return this.system.ended(current.record.state as C) ? null : sharedRefuse('campaign-exists');
  }

  /**
   * A campaign restored from an export of its log (`/campaign import`): the events keep
   * their numbers and batches, each is checked again, and the state is their replay, so
   * the restored campaign undoes and draws as the original would. It becomes the
   * channel's campaign as `/campaign start` would (refused while one is going).
   */
  async restore(where: Where, log: readonly LoggedEvent<CE>[]): Promise<{ ok: true; state: C; campaignId: number } | Refusal> {
    const tooMany = await this.app.ownsTooMany(where.userId);
    if (tooMany) return tooMany;
    const system = this.system;
    const app = this.app;
    return app.transact<{ ok: true; state: C; campaignId: number } | Refusal>(where.channelId, { gameLog: false, campaignLog: false }, (tx) => {
      if (where.interactionId && tx.seen(where.interactionId)) return { write: null, result: sharedRefuse('duplicate') };
      const row = tx.campaign;
      if (row && row.system !== system.id)
        return { write: null, result: coreRefuse('other-system', { system: app.systems.campaign(row.system).title, wanted: system.title }) };
      const campaign = row ? app.campaignRecord(system, row, tx.campaignLog) : null;
      if (campaign && !system.ended(campaign.state)) return { write: null, result: sharedRefuse('campaign-exists') };
      const rows: NewEvent[] = log.map((l) => {
        const checked = (l.event as { t: string }).t === 'undone' ? undoneSchema.parse(l.event) : system.eventSchema.parse(l.event);
        return { seq: l.seq, batch: l.batch, v: system.schemaVersion, data: JSON.stringify(checked) };
      });
      const state = replay(system.evolve.bind(system), log);
      if (state === null) return { write: null, result: sharedRefuse('no-campaign') };
      return {
        write: {
          campaign: {
            create: { system: system.id, guildId: where.guildId, owner: where.userId },
            state: JSON.stringify(state),
            stateVersion: system.schemaVersion,
            events: rows,
          },
          actor: where.userId,
          interactionId: where.interactionId,
        },
        result: { ok: true as const, state, campaignId: 0 },
      };
    });
  }

  /** A change to the campaign alone (its set-up and its steps between games). */
  async mutate<V>(
    where: Where,
    decide: (ctx: { state: C | null; campaign: CampaignRecord<C> | null; nextSeq: number; log: readonly LoggedEvent<CE>[] }) => Decision<CE | UndoneEvent, V>,
    options: { readonly create?: boolean; readonly retire?: boolean; readonly log?: boolean } = {},
  ): Promise<{ ok: true; view: V; state: C; campaignId: number } | Refusal> {
    const tooMany = options.create ? await this.app.ownsTooMany(where.userId) : null;
    if (tooMany) return tooMany;
    const system = this.system;
    const app = this.app;
    return app.transact<{ ok: true; view: V; state: C; campaignId: number } | Refusal>(
      where.channelId,
      { gameLog: false, campaignLog: options.log ?? false },
      (tx) => {
        if (where.interactionId && tx.seen(where.interactionId)) return { write: null, result: sharedRefuse('duplicate') };
        const row = tx.campaign;
        if (row && row.system !== system.id)
          return { write: null, result: coreRefuse('other-system', { system: app.systems.campaign(row.system).title, wanted: system.title }) };
        const campaign = row ? app.campaignRecord(system, row, tx.campaignLog) : null;
        if (options.create && campaign && !system.ended(campaign.state)) return { write: null, result: sharedRefuse('campaign-exists') };
        if (!options.create && !campaign) return { write: null, result: sharedRefuse('no-campaign') };
        const current = options.create ? null : campaign;
        const firstSeq = options.create ? 1 : (campaign?.lastSeq ?? 0) + 1;
        const log = options.log && campaign ? readEvents(system, tx.campaignLog) : [];
        const decision = decide({ state: current?.state ?? null, campaign: current, nextSeq: firstSeq, log });
        if (!decision.ok) return { write: null, result: decision };
        const { logged, rows } = newEvents(system, firstSeq, decision.events);
        let state: C | null = current?.state ?? null;
        if (decision.events.some((e) => (e as { t: string }).t === 'undone')) state = replay(system.evolve.bind(system), [...log, ...logged]);
        else for (const l of logged) state = system.evolve(state, l.event as CE);
        if (state === null) return { write: null, result: sharedRefuse('no-campaign') };
        if (rows.length === 0 && !options.retire)
          return { write: null, result: { ok: true as const, view: decision.view, state, campaignId: campaign?.id ?? 0 } };
        return {
          write: {
            campaign: {
              ...(options.create ? { create: { system: system.id, guildId: where.guildId, owner: where.userId } } : {}),
              ...(options.retire ? { retire: true } : {}),
              state: JSON.stringify(state),
              stateVersion: system.schemaVersion,
              events: rows,
            },
            actor: where.userId,
            interactionId: where.interactionId,
          },
          result: { ok: true as const, view: decision.view, state, campaignId: campaign?.id ?? 0 },
        };
      },
    );
  }
}

/** Takes back the last command of the channel's game, whatever its system. */
export async function undoLast(
  app: GameApp,
  where: Where,
  mayUndo: (game: GameRecord<unknown>) => boolean,
): Promise<
  | { ok: true; what: string; system: AnyGameSystem; before: unknown; state: unknown; locale: Locale; interaction: string | null }
  | (Refusal & { readonly system?: AnyGameSystem })
> {
  const current = await app.currentGame(where.channelId);
  if (!current) return sharedRefuse('no-game');
  const system = current.system;
  const r = await app.games(system).mutate(
    where,
    (ctx) => {
      if (!ctx.game) return sharedRefuse('no-game');
      if (!mayUndo(ctx.game)) return sharedRefuse('forbidden', { action: 'undo' });
      // Its close was written into the campaign with it: taking back the game alone would split them.
      if (ctx.game.campaignId !== null && system.ended(ctx.game.state)) return coreRefuse('closed-in-campaign');
      const batch = lastUndoableBatch(ctx.log);
      if (batch === null) return sharedRefuse('nothing-to-undo');
      const first = ctx.log.find((l) => l.seq === batch)!;
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: { taken: first.event, interaction: first.interaction ?? null } };
    },
    { log: true },
  );
  // A refusal carries the system whose words say it (the game's own, for the codes it words its way).
  if (!r.ok) return { ...r, system };
  // Worded once the change has committed, in the game's language, like every public reply.
  const what = system.describe(r.view.taken, r.locale);
  return { ok: true, what, system, before: r.before, state: r.state, locale: r.locale, interaction: r.view.interaction };
}
