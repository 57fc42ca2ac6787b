import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AdmissionLimits } from '../../src/core/admission.ts';
import { composeApp, type ComposeOptions } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { DiscordBot } from '../../src/discord/bot.ts';
import { tempDir } from '../helpers.ts';
import { DiscordEmulator } from './emulator.ts';
import { everyBodyValid } from './bodies-checked.ts';

/**
 * The real bot class, wired by the composition root, run in this process against the
 * emulator on a database file (pictures off; the periodic flush left to the interactions).
 * Resolves once its gateway session has identified; `stop` closes the bot and its store,
 * so a test can start another on the same file (a restart).
 */
export async function startInProcessBot(
  emu: DiscordEmulator,
  dbPath: string,
  { fairUse, ...options }: { readonly deferAfterMs?: number; readonly admission?: AdmissionLimits; readonly fairUse?: ComposeOptions['fairUse'] } = {},
) {
  const composed = composeApp(dbPath, silentLogger, {}, { pictures: false, ...(fairUse ? { fairUse } : {}) });
  const before = emu.sessions;
  const bot = new DiscordBot({
    token: emu.token,
    apiUrl: emu.apiUrl,
    delivery: composed.delivery,
    dispatcher: composed.dispatcher,
    log: silentLogger,
    flushEveryMs: 60_000,
    ...options,
  });
  await bot.start();
  await emu.waitForReady(before);
  return {
    composed,
    bot,
    async stop(): Promise<void> {
      await bot.stop();
      await composed.store.close();
    },
  };
}

/**
 * One emulator and one in-process bot for a test file: `setUp` adds the users and channels,
 * then the emulator and the bot start before the file's tests; both stop after, and the
 * database's folder is removed. `checkBodies` fails each test whose bot sent a body Discord
 * would refuse. `restart` stops the bot and starts another on the same database file.
 */
export function inProcessBotSuite(
  tmpPrefix: string,
  setUp: (emu: DiscordEmulator) => void,
  { checkBodies = false, ...options }: Parameters<typeof startInProcessBot>[2] & { readonly checkBodies?: boolean } = {},
) {
  const tmp = tempDir(tmpPrefix);
  const emu = new DiscordEmulator();
  const dbPath = join(tmp.dir, 'bot.sqlite');
  let running: Awaited<ReturnType<typeof startInProcessBot>> | undefined;
  if (checkBodies) everyBodyValid(emu);
  beforeAll(async () => {
    setUp(emu);
    await emu.start();
    running = await startInProcessBot(emu, dbPath, options);
  });
  afterAll(async () => {
    await running?.stop().catch(() => {});
    await emu.stop();
    tmp.cleanup();
  });
  return {
    emu,
    dbPath,
    /** The bot running now (a new one after `restart`). */
    get running() {
      return running!;
    },
    async restart(): Promise<void> {
      await running?.stop();
      running = await startInProcessBot(emu, dbPath, options);
    },
  };
}
