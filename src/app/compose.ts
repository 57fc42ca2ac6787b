import { COMMANDS } from '../../commands/index.ts';
import { catalog } from '../catalog/catalog.ts';
import { en } from '../i18n/en.ts';
import { endAnnouncement } from '../render/game-cards.ts';
import { SqliteGameStore, type SqliteOptions } from '../storage/sqlite-store.ts';
import { GameApp } from './app.ts';
import { Dispatcher } from './dispatch.ts';
import type { Logger } from './logger.ts';

/** Wires storage, catalogue, app and commands: everything an adapter needs. */
export function composeApp(databasePath: string, log: Logger, storeOptions: SqliteOptions = {}, catalogFile?: string) {
  const store = new SqliteGameStore(databasePath, storeOptions);
  const app = new GameApp(store, catalog(catalogFile), { gameEnded: (state) => endAnnouncement(en, state) }, log);
  const dispatcher = new Dispatcher(app, COMMANDS, log);
  return { store, app, dispatcher };
}
