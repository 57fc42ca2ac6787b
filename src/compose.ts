import { coreCommands } from '../commands/core/index.ts';
import { hexCommands } from '../commands/hex/index.ts';
import { xwingCommands } from '../commands/xwing/index.ts';
import { GameApp, SystemRegistry } from './core/app.ts';
import { bind } from './core/command.ts';
import { Dispatcher } from './core/dispatch.ts';
import type { Logger } from './core/logger.ts';
import { SqliteGameStore, type SqliteOptions } from './storage/sqlite-store.ts';
import { loadCatalog } from './systems/xwing/catalog/load.ts';
import { hexSystem } from './systems/hex/system.ts';
import { bslSystem } from './systems/xwing/bsl/system.ts';
import { xwingSystem } from './systems/xwing/system.ts';

// The composition root: the one place that wires configuration, the catalogue, the
// store, the game systems and their commands. Adapters (Discord, console) get the
// app and the dispatcher from here and know no game system.

/** Every slash command the bot serves and registers, in Discord's listing order. */
export const COMMAND_DEFINITIONS = [...xwingCommands, ...hexCommands, ...coreCommands].map((c) => c.definition);

export function composeApp(databasePath: string, log: Logger, storeOptions: SqliteOptions = {}, catalogFile?: string) {
  const catalog = loadCatalog(catalogFile);
  const store = new SqliteGameStore(databasePath, storeOptions);
  const xwing = xwingSystem(catalog);
  const app = new GameApp(store, new SystemRegistry([xwing, hexSystem], [bslSystem]), log);
  const dispatcher = new Dispatcher(
    [
      ...bind({ games: app.games(xwing), catalog, campaigns: app.campaigns(bslSystem) }, xwingCommands),
      ...bind({ games: app.games(hexSystem) }, hexCommands),
      ...bind({ app }, coreCommands),
    ],
    log,
  );
  return { store, app, dispatcher, catalog, xwing };
}
