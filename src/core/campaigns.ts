import { replay } from './log.ts';
import type { CampaignRecord, Where } from './records.ts';
import { coreRefuse, isRefusal, sharedRefuse, type Refusal } from './refusal.ts';
import type { NewEvent } from './store.ts';
import { newEvents, readEvents, undoneSchema } from './stored-rows.ts';
import type { CampaignSystem, Decision, LoggedEvent, UndoneEvent } from './system.ts';
import type { UnitOfWork } from './unit-of-work.ts';

/** The app bound to one campaign system. */
export class Campaigns<C, CE extends { readonly t: string }> {
  constructor(
    private readonly app: UnitOfWork,
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
   * The channel's campaign or, with none going, the one closed last there for those `mayRead` lets in: a closed
   * campaign is kept to be read and exported (ruling C103).
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

  /** Why a new campaign may not be made here, asked before any work to make it; checked again under the channel's lock. */
  async refuseNew(where: Pick<Where, 'userId' | 'channelId'>): Promise<Refusal | null> {
    const tooMany = await this.app.ownsTooMany(where.userId);
    if (tooMany) return tooMany;
    const current = await this.app.currentCampaign(where.channelId);
    if (!current) return null;
    if (current.system.id !== this.system.id) return coreRefuse('other-system', { system: current.system.title, wanted: this.system.title });
    return this.system.ended(current.record.state as C) ? null : sharedRefuse('campaign-exists');
  }

  /**
   * A campaign restored from an export of its log: the events keep their numbers and are checked again, and the state
   * is their replay, so it undoes and draws as the original would. Refused while a campaign is going.
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
