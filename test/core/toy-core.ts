import { GameApp } from '../../src/core/app.ts';
import { SystemRegistry } from '../../src/core/system-registry.ts';
import type { DeliveryOptions } from '../../src/core/delivery/delivery.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { SqliteGameStore, type WritePoint } from '../../src/storage/sqlite-store.ts';
import { tempDir } from '../helpers.ts';
import { toyGame, toyLeague } from './toy-systems.ts';

/** The core on a fresh SQLite file with the toy game (or `game`), the toy league and, if given, a clock (the app's and the store's), write points and delivery's pacing; `close` removes it. */
export function toyCore(options: { onWritePoint?: (p: WritePoint) => void; game?: typeof toyGame; now?: () => number; delivery?: DeliveryOptions } = {}) {
  const t = tempDir();
  const store = new SqliteGameStore(`${t.dir}/core.sqlite`, {
    ...(options.onWritePoint ? { onWritePoint: options.onWritePoint } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const game = options.game ?? toyGame;
  const app = new GameApp(store, new SystemRegistry([game], [toyLeague]), silentLogger, options.now, options.delivery);
  const close = async () => {
    await store.close();
    t.cleanup();
  };
  return { app, store, games: app.games(game), league: app.campaigns(toyLeague), close };
}
