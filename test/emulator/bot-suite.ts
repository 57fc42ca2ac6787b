import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { decodeState } from '../../src/systems/xwing/play/codec.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { tempDir } from '../helpers.ts';
import { BotProcess } from './bot-process.ts';
import { everyBodyValid } from './bodies-checked.ts';
import { DiscordEmulator } from './emulator.ts';

/**
 * One real bot process against one emulator for a test file: `setUp` adds the users and
 * channels, then the emulator and the bot start before the file's tests; both stop after.
 * Each test fails if the bot sent a body Discord would refuse.
 */
export function botSuite(tmpPrefix: string, setUp: (emu: DiscordEmulator) => void) {
  const tmp = tempDir(tmpPrefix);
  const emu = new DiscordEmulator();
  const dbPath = join(tmp.dir, 'bot.sqlite');
  const suite = {
    emu,
    dbPath,
    /** The bot process running now (a new one after `restart`). */
    bot: undefined as unknown as BotProcess,
    /** Stops the bot with `signal` and starts a new process on the same database. */
    async restart(signal: NodeJS.Signals): Promise<void> {
      await suite.bot.kill(signal);
      suite.bot = new BotProcess(emu, dbPath);
      await suite.bot.start();
    },
    /** The channel's current game as stored in the bot's database (null: none). */
    storedState(channel: string): GameState | null {
      const db = new Database(dbPath, { readonly: true });
      try {
        const row = db.prepare('SELECT state FROM games WHERE channel_id = ? AND current = 1').get(channel) as { state: string } | undefined;
        return row ? decodeState(row.state) : null;
      } finally {
        db.close();
      }
    },
  };
  everyBodyValid(emu);
  beforeAll(async () => {
    setUp(emu);
    await emu.start();
    suite.bot = new BotProcess(emu, dbPath);
    await suite.bot.start();
  });
  afterAll(async () => {
    await suite.bot?.kill('SIGTERM');
    await emu.stop();
    tmp.cleanup();
  });
  return suite;
}
