import type { TextChannel } from 'discord.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DiscordEmulator } from '../emulator/emulator.ts';
import { startInProcessBot } from '../emulator/in-process-bot.ts';
import { tempDir } from '../helpers.ts';
import { everyBodyValid } from '../emulator/bodies-checked.ts';

// Every button interaction carries the message its button is on, and discord.js keeps such
// messages in the channel's cache (200 per channel by default). The bot never reads them, so
// a long-running bot would hold every channel's last 200 clicked cards (a few dozen objects
// each) against its 128 MB heap. It caches none.

const tmp = tempDir('message-cache-');
const emu = new DiscordEmulator();
everyBodyValid(emu);
const PLAYER = '4000000000000000031';
const CH = '3000000000000000031';
let running: Awaited<ReturnType<typeof startInProcessBot>> | undefined;

beforeAll(async () => {
  emu.addUser({ id: PLAYER, username: 'wedge' });
  emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
  await emu.start();
  running = await startInProcessBot(emu, `${tmp.dir}/bot.sqlite`);
});

afterAll(async () => {
  await running?.stop().catch(() => {});
  await emu.stop();
  tmp.cleanup();
});

test('button clicks leave no message in the channel’s cache', async () => {
  await emu.command(PLAYER, CH, 'game', { faction: 'galactic-empire', seed: 'cache' }, 'start');
  for (let i = 0; i < 3; i++) {
    // The round is not over: /round next asks, and its button confirms (R42).
    const asked = await emu.command(PLAYER, CH, 'round', {}, 'next');
    const clicked = await emu.confirmRound(PLAYER, asked);
    expect(clicked).not.toBe(asked);
  }
  const channel = running!.bot.client.channels.cache.get(CH) as TextChannel | undefined;
  expect(channel).toBeDefined();
  expect(channel!.messages.cache.size).toBe(0);
});
