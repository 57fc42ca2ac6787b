import { coreText } from './strings.ts';
import type { AggregateRow, EventRow, GameRow, GameStore, TxView, Write } from './store.ts';
import type { Logger } from './logger.ts';
import { Delivery, type DeliveryOptions } from './delivery/delivery.ts';
import { errorText } from './error-text.ts';
import type { CampaignRecord, GameRecord } from './records.ts';
import { coreRefuse, type Refusal } from './refusal.ts';
import { StateCache } from './state-cache.ts';
import { localeSchema, NeedsLog, readOrSetAside, storedState, Unreadable } from './stored-rows.ts';
import type { SystemRegistry } from './system-registry.ts';
import type { AnyCampaignSystem, AnyGameSystem, CampaignSystem, GameSystem } from './system.ts';

// The one place game systems and storage meet: load → decide → append events → save, one
// transaction per command, with what delivery needs of the change written in it. Each row
// names its system, which checks, evolves and renders its own events.

export class UnitOfWork {
  private readonly states = new StateCache();
  /** Decoded campaigns that passed their system's check: a campaign read again unchanged is neither parsed nor checked again. */
  private readonly campaignStates = new StateCache();
  /** Games under way and campaigns one user may have started at once, everywhere (fair use; unlimited unless set). */
  maxOwned = Number.POSITIVE_INFINITY;
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

  /** Retires the channel's game or campaign whatever its state (a way out, and what an unreadable row gets); `mayRetire` is asked under the lock. */
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

  async channelGone(channelId: string): Promise<number> {
    let retired = 0;
    for (const kind of ['game', 'campaign'] as const)
      if ((await this.retireCurrent(channelId, kind, { actor: null, interactionId: null })) === 'retired') retired++;
    if (retired) this.log.info('retired what a channel that no longer exists held', { channel: channelId, retired });
    return retired;
  }

  async guildGone(guildId: string): Promise<number> {
    let retired = 0;
    for (const channelId of await this.store.channelsHeldIn(guildId)) retired += await this.channelGone(channelId);
    return retired;
  }

  /** Refused when the user already runs `maxOwned` games and campaigns (counted before the transaction: fairness, not a bound). */
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

  /** After a commit only (a rolled-back version may be written by another process): the state just written, not decoded again. */
  rememberState(gameId: number, version: number, state: unknown, bytes: number): void {
    this.states.set(gameId, version, state, bytes);
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
    // An archived game's state is its log: its size is the log's.
    const bytes = row.state.length || (logRows ?? []).reduce((n, e) => n + e.data.length, 0);
    this.states.set(row.id, row.version, state, bytes);
    return state;
  }

  campaignRecord<C>(system: CampaignSystem<C, { readonly t: string }>, row: AggregateRow, logRows: readonly EventRow[] | null): CampaignRecord<C> {
    let state = this.campaignStates.get(row.id, row.version) as C | undefined;
    state ??= readOrSetAside('campaign', row.id, () => {
      const decoded = this.decodeCampaign(system, row, logRows);
      this.systems.checkCampaign(row.system, decoded);
      // A campaign replayed from its log (no state stored) weighs what its log does.
      this.campaignStates.set(row.id, row.version, decoded, row.state.length || (logRows ?? []).reduce((n, e) => n + e.data.length, 0));
      return decoded;
    });
    return { id: row.id, system: row.system, owner: row.owner, version: row.version, lastSeq: row.lastSeq, state };
  }

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

  /** Runs one command's transaction, again with the logs loaded when reading the stored state needs them. */
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
