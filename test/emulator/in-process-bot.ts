import type { AdmissionLimits } from '../../src/core/admission.ts';
import { composeApp, type ComposeOptions } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { DiscordBot } from '../../src/discord/bot.ts';
import type { DiscordEmulator } from './emulator.ts';

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
