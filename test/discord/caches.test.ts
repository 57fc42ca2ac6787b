import { expect, test } from 'vitest';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';

// Each interaction brings its user and member, and discord.js caches both by default with no
// bound: a crowd of distinct users grew the process toward its heap cap. The bot reads
// neither cache, so it keeps only its own user and member, however many users come.

const CH = '3000000000000000041';
const USERS = Array.from({ length: 60 }, (_, n) => `40000000000000${String(n).padStart(5, '0')}`);
const suite = inProcessBotSuite('caches-', (emu) => {
  for (const id of USERS) emu.addUser({ id, username: `pilot${id.slice(-3)}` });
  emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
});
const { emu } = suite;

test('many distinct users leave no user or member in discord.js’s caches but the bot’s own', async () => {
  for (const id of USERS) expect((await emu.command(id, CH, 'help')).type).toBe(4);
  const client = suite.running.bot.client;
  const botId = client.user!.id;
  expect([...client.users.cache.keys()].filter((id) => id !== botId)).toEqual([]);
  const guild = client.guilds.cache.get(emu.guildId)!;
  expect([...guild.members.cache.keys()].filter((id) => id !== botId)).toEqual([]);
});

test('the REST client forgets its idle request queues (one per interaction answered through its webhook) within a minute', () => {
  expect(suite.running.bot.client.rest.options.handlerSweepInterval).toBeLessThanOrEqual(60_000);
});
