import type { GameApp } from './app.ts';
import { readEvents } from './stored-rows.ts';
import type { Locale } from './locale.ts';
import { tableFromCards, type TableView } from './table-view.ts';
import type { TableVersion } from './table-version.ts';

// What the live table shows of a channel: its game's and its campaign's views, read as
// they are now, with the version they are at (table-version.ts).

export type { TableVersion } from './table-version.ts';

export interface TableSnapshot {
  readonly version: TableVersion;
  readonly locale: Locale;
  /** The game's view, then the campaign's; empty when the channel has neither. */
  readonly views: readonly TableView[];
}

export class TableReader {
  constructor(private readonly app: GameApp) {}

  /** The channel's version alone, from the stored rows (a replica's changes are seen this way). */
  async version(channelId: string): Promise<TableVersion> {
    const [game, campaign] = await Promise.all([this.app.store.currentGame(channelId), this.app.store.currentCampaign(channelId)]);
    return [game?.id ?? 0, game?.version ?? 0, campaign?.id ?? 0, campaign?.version ?? 0];
  }

  async read(channelId: string): Promise<TableSnapshot> {
    const [game, campaign] = await Promise.all([this.app.currentGame(channelId), this.app.currentCampaign(channelId)]);
    const views: TableView[] = [];
    let locale: Locale | null = game?.record.locale ?? null;
    if (game) {
      const { system, record } = game;
      if (system.table) {
        const log = readEvents(system, await this.app.store.gameLog(record.id));
        const view = system.table(record.state, record.locale, log);
        if (view) views.push(view);
      } else {
        const tracker = system.tracker?.(record.state, record.locale, record.id);
        if (tracker?.cards?.length) views.push(tableFromCards(system.title, tracker.cards));
      }
    }
    if (campaign) {
      const state = campaign.record.state as { readonly locale?: unknown };
      // A campaign without a game speaks its own language, where it keeps one.
      locale ??= state.locale === 'fr' ? 'fr' : 'en';
      const view = campaign.system.table?.(campaign.record.state, locale);
      if (view) views.push(view);
    }
    return {
      version: [game?.record.id ?? 0, game?.record.version ?? 0, campaign?.record.id ?? 0, campaign?.record.version ?? 0],
      locale: locale ?? 'en',
      views,
    };
  }
}
