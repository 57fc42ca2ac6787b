import { expect, test, vi } from 'vitest';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';

// A game or campaign whose channel, thread or server is gone can never be played or closed
// there: it is retired as soon as the bot learns of it (the gateway's delete events, or
// Discord's 10003 Unknown Channel on a post), kept as history, and no longer counts against
// its owner's games and campaigns at once.

const OWNER = '4000000000000000071';
const [DELETED, UNKNOWN, LEFT_A, LEFT_B] = ['3000000000000000071', '3000000000000000072', '3000000000000000073', '3000000000000000074'];
const suite = inProcessBotSuite('channel-gone-', (emu) => {
  emu.addUser({ id: OWNER, username: 'owner' });
  for (const id of [DELETED, UNKNOWN, LEFT_A, LEFT_B]) emu.addChannel({ id, guildId: emu.guildId, name: `table-${id.slice(-1)}` });
});
const { emu } = suite;

const store = () => suite.running.composed.store;
const start = async (channelId: string) =>
  expect((await emu.command(OWNER, channelId, 'game', { faction: 'galactic-empire', seed: 'gone' }, 'start')).data?.flags ?? 0).toBe(0);

test('a deleted channel’s game is retired and no longer counts as its owner’s', async () => {
  await start(DELETED);
  expect(await store().ownedBy(OWNER)).toBe(1);
  // Its tracker posted first: nothing is posted there after, so only the event can tell.
  await vi.waitFor(() => expect(emu.trackers(DELETED)).toHaveLength(1));
  emu.deleteChannel(DELETED);
  await vi.waitFor(async () => expect(await store().currentGame(DELETED)).toBeNull());
  expect(await store().ownedBy(OWNER)).toBe(0);
});

test('a deleted thread’s game is retired too', async () => {
  const thread = '3000000000000000075';
  emu.openThread({ id: thread, guildId: emu.guildId, name: 'side-table', parentId: LEFT_A });
  await vi.waitFor(() => expect(suite.running.bot.client.channels.cache.has(thread)).toBe(true));
  await start(thread);
  // Its tracker posted first: nothing is posted there after, so only the event can tell.
  await vi.waitFor(() => expect(emu.trackers(thread)).toHaveLength(1));
  emu.deleteThread(thread, LEFT_A);
  await vi.waitFor(async () => expect(await store().currentGame(thread)).toBeNull());
  expect(await store().ownedBy(OWNER)).toBe(0);
});

test('a post that meets 10003 Unknown Channel retires the channel’s game', async () => {
  emu.failNext((method, path) => method === 'POST' && path === `/channels/${UNKNOWN}/messages`, 404, { code: 10003, message: 'Unknown Channel' });
  await start(UNKNOWN);
  await vi.waitFor(async () => expect(await store().currentGame(UNKNOWN)).toBeNull());
  expect(await store().ownedBy(OWNER)).toBe(0);
});

test('a server the bot has left: every game and campaign in it is retired', async () => {
  await start(LEFT_A);
  expect((await emu.command(OWNER, LEFT_B, 'campaign', { faction: 'rebel-alliance', ai: 'galactic-empire' }, 'start')).data?.flags ?? 0).toBe(0);
  expect(await store().ownedBy(OWNER)).toBe(2);
  emu.removeGuild(emu.guildId);
  await vi.waitFor(async () => expect(await store().ownedBy(OWNER)).toBe(0));
  expect([await store().currentGame(LEFT_A), await store().currentCampaign(LEFT_B)]).toEqual([null, null]);
  expect(await store().lastClosedCampaign(LEFT_B)).not.toBeNull();
});
