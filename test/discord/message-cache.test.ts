import type { TextChannel } from 'discord.js';
import { expect, test } from 'vitest';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';

// Every button interaction carries the message its button is on, and discord.js keeps such
// messages in the channel's cache (200 per channel by default). The bot never reads them, so
// a long-running bot would hold every channel's last 200 clicked cards (a few dozen objects
// each) against its 128 MB heap. It caches none.

const PLAYER = '4000000000000000031';
const CH = '3000000000000000031';
const suite = inProcessBotSuite(
  'message-cache-',
  (emu) => {
    emu.addUser({ id: PLAYER, username: 'wedge' });
    emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
  },
  { checkBodies: true },
);
const { emu } = suite;

test('button clicks leave no message in the channel’s cache', async () => {
  await emu.command(PLAYER, CH, 'game', { faction: 'galactic-empire', seed: 'cache' }, 'start');
  for (let i = 0; i < 3; i++) {
    // The round is not over: /round next asks, and its button confirms (R42).
    const asked = await emu.command(PLAYER, CH, 'round', {}, 'next');
    const clicked = await emu.confirmRound(PLAYER, asked);
    expect(clicked).not.toBe(asked);
  }
  const channel = suite.running.bot.client.channels.cache.get(CH) as TextChannel | undefined;
  expect(channel).toBeDefined();
  expect(channel!.messages.cache.size).toBe(0);
});
