import { ApplicationIntegrationType, InteractionContextType } from 'discord-api-types/v10';
import { absCommands } from '../commands/abs/index.ts';
import { coreCommands } from '../commands/core/index.ts';
import { hexCommands } from '../commands/hex/index.ts';
import { xwingCommands } from '../commands/xwing/index.ts';
import { GameApp } from './core/app.ts';
import { SystemRegistry } from './core/system-registry.ts';
import { bind } from './core/command.ts';
import type { DeliveryOptions } from './core/delivery/delivery.ts';
import { Dispatcher } from './core/dispatch.ts';
import { FairUse, type FairUseLimits } from './core/fair-use.ts';
import type { Logger } from './core/logger.ts';
import { openStore, type StoreOptions } from './storage/open.ts';
import { loadEditions } from './systems/xwing/catalog/load.ts';
import type { Editions } from './systems/xwing/catalog/editions.ts';
import { absCampaignSystem, absSystem } from './systems/abs/system.ts';
import { hexSystem } from './systems/hex/system.ts';
import { loadPictureFonts } from './systems/xwing/pictures/fonts.ts';
import { fleetCard, statusCard } from './systems/xwing/bsl/render.ts';
import { tableFromCards } from './core/table-view.ts';
import { TableReader } from './core/table.ts';
import { bslSystem } from './systems/xwing/bsl/system.ts';
import { bslMission } from './systems/xwing/bsl/mission/rules.ts';
import { xwingSystem } from './systems/xwing/system.ts';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

// The composition root: the one place that wires configuration, the catalogue, the
// store, the game systems and their commands. Adapters (Discord, console) get the
// dispatcher and the delivery from here and know no game system.

/**
 * Every slash command the bot serves and registers, in Discord's listing order. The play
 * commands work wherever the players are: installed to a server or by a user (who can then
 * play in a group DM or DM, or in a server that never added the bot); a moderator's command
 * (one Discord shows only to holders of a permission) stays in servers that installed the bot.
 */
export const COMMAND_DEFINITIONS = [...xwingCommands, ...hexCommands, ...absCommands, ...coreCommands].map((c) =>
  c.definition.default_member_permissions
    ? { ...c.definition, integration_types: [ApplicationIntegrationType.GuildInstall], contexts: [InteractionContextType.Guild] }
    : {
        ...c.definition,
        integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
        contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
      },
);

export interface ComposeOptions {
  /** Activation cards with pictures (default true): the X-Wing symbol font is loaded once here. */
  readonly pictures?: boolean;
  /** The editions already opened (the warm-up's app shares the bot's); else the project's, each read when first used. */
  readonly editions?: Editions;
  /** Command budgets and the number of games and campaigns one user may run (none: no limit, as in the console and tests). */
  readonly fairUse?: { readonly limits: FairUseLimits; readonly maxOwned: number };
  /** The pacing of live tracker edits (a shard's share of the bot's edits a second). */
  readonly delivery?: DeliveryOptions;
  /** The live table's link for a channel, when this bot serves it (`/game board`, the tracker's link button). */
  readonly tableLink?: (channelId: string) => string;
  /** The live table is also served as a Discord Activity (the tracker's button launches it). */
  readonly activity?: boolean;
}

/** `database`: a SQLite file path, or a postgres:// URL (see storage/open.ts). */
export function composeApp(database: string, log: Logger, storeOptions: StoreOptions = {}, options: ComposeOptions = {}) {
  const editions = options.editions ?? loadEditions();
  const pictures = options.pictures ?? true;
  if (pictures) loadPictureFonts(join(PROJECT_ROOT, 'assets', 'fonts', 'xwing-miniatures'));
  const store = openStore(database, storeOptions);
  // The Big Shed League's mission part is registered with the X-Wing game here, once: the game never imports it.
  const xwing = xwingSystem(editions, bslMission);
  // A stored campaign is read only if its status and fleet cards can be built from its
  // edition's catalogue (a roster entry naming a pilot it lacks would fail every command in
  // the channel): one that cannot is set aside like one that does not decode.
  const bsl: typeof bslSystem = {
    ...bslSystem,
    check: (c) => {
      const catalog = editions.catalog(c.options.edition, c.locale);
      statusCard(catalog, c);
      fleetCard(catalog, c, 'players');
      fleetCard(catalog, c, 'ai');
    },
    // The live table: the status card (the AI's draws face down until revealed, as /campaign status) and both rosters (public, C15).
    table: (c, locale) => {
      const catalog = editions.catalog(c.options.edition, locale);
      return tableFromCards(bslSystem.title, [statusCard(catalog, c, locale), fleetCard(catalog, c, 'players', locale), fleetCard(catalog, c, 'ai', locale)]);
    },
  };
  const app = new GameApp(store, new SystemRegistry([xwing, hexSystem, absSystem], [absCampaignSystem, bsl]), log, Date.now, {
    ...options.delivery,
    ...(options.tableLink ? { tableLink: options.tableLink } : {}),
    ...(options.activity ? { activity: true } : {}),
  });
  const campaigns = app.campaigns(bsl);
  if (options.fairUse) app.maxOwned = options.fairUse.maxOwned;
  const dispatcher = new Dispatcher(
    [
      // X-Wing's commands reach the mission layer only through `mission`; the campaign's own commands also get its campaigns.
      ...bind(
        {
          games: app.games(xwing),
          editions,
          pictures,
          campaigns,
          mission: { rules: bslMission, campaigns },
          ...(options.tableLink ? { tableLink: options.tableLink } : {}),
          ...(options.activity ? { activity: true } : {}),
        },
        xwingCommands,
      ),
      ...bind({ games: app.games(hexSystem) }, hexCommands),
      ...bind({ games: app.games(absSystem), campaigns: app.campaigns(absCampaignSystem) }, absCommands),
      ...bind({ app }, coreCommands),
    ],
    log,
    options.fairUse ? new FairUse(options.fairUse.limits) : undefined,
  );
  return { store, app, delivery: app.delivery, dispatcher, editions, xwing, table: new TableReader(app) };
}
