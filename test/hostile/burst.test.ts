import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BotProcess } from '../emulator/bot-process.ts';
import { DiscordEmulator, type InteractionResult } from '../emulator/emulator.ts';
import { tempDir } from '../helpers.ts';

// A burst of interactions far past what the bot answers within Discord's 3 s, against the real
// process with its 128 MB heap and the default budgets: it ran out of memory, though the
// budgets refused all but ten. Now what it cannot take on is answered busy or dropped at once,
// and it lives. Counted, not timed: the burst is sent at once, then the bot is asked until it
// answers normally again.

const BURST = 10_000;
const tmp = tempDir('burst-');
const emu = new DiscordEmulator();
const USER = '4000000000000000081';
const PROBE = '4000000000000000082';
const CH = '3000000000000000081';
let bot: BotProcess;

beforeAll(async () => {
  emu.addUser({ id: USER, username: 'crowd' });
  emu.addUser({ id: PROBE, username: 'probe' });
  emu.addChannel({ id: CH, guildId: emu.guildId, name: 'busy' });
  // Each answer takes two seconds to be acknowledged, so what the bot takes on stays in its memory that long.
  emu.callbackDelayMs = 2_000;
  await emu.start();
  bot = new BotProcess(emu, join(tmp.dir, 'bot.sqlite'), { RATE_USER_BURST: '10', RATE_CHANNEL_BURST: '30', MAX_OWNED: '10' });
  await bot.start();
});

afterAll(async () => {
  await bot?.kill('SIGTERM');
  await emu.stop();
  tmp.cleanup();
});

const alive = () => bot.child !== undefined && bot.child.exitCode === null && bot.child.signalCode === null;
const said = (r: InteractionResult) => String(r.data?.content ?? r.message?.content ?? '');

test(`${BURST.toLocaleString('en')} interactions at once: the process lives, and answers normally once they are through`, { timeout: 600_000 }, async () => {
  let answered = 0;
  let busy = 0;
  for (let n = 0; n < BURST; n++)
    void emu.command(USER, CH, 'help').then(
      (r) => {
        answered++;
        if (said(r).includes("I'm busy right now")) busy++;
      },
      () => {},
    );
  // Someone else asks until the answer is neither busy nor over budget: the burst is behind it.
  // A probe the bot dropped is never answered: the next is sent after a pause (a pace, not a measure).
  let after: InteractionResult | null = null;
  for (let tries = 0; tries < 60 && alive(); tries++) {
    const probe = await Promise.race([
      emu.command(PROBE, CH, 'help'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), emu.callbackDelayMs + 3_000)),
    ]);
    if (probe && !said(probe).includes("I'm busy right now") && !said(probe).includes('Slow down')) {
      after = probe;
      break;
    }
  }
  expect(alive(), bot.output.slice(-400)).toBe(true);
  expect(after?.type).toBe(4);
  expect(said(after!)).not.toContain("I'm busy right now");
  expect(answered).toBeGreaterThan(0);
  const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${bot.child!.pid}/status`, 'utf8'))?.[1];
  console.log(
    `BURST ${BURST}: ${answered} answered (${busy} busy), ${BURST - answered} dropped or still waiting; bot peak RSS ${Math.round(Number(peak) / 1024)} MB`,
  );
});
