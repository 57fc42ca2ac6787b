import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
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
