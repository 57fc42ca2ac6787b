import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BotProcess } from '../emulator/bot-process.ts';
import { DiscordEmulator, responseFlags, shownText } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';
import { postgresDatabase } from '../postgres.ts';
import { everyBodyValid } from '../emulator/bodies-checked.ts';

// The bot as `npm start` runs it with SHARD_COUNT=auto (two shards recommended): a
// manager process and one process per shard, both on one PostgreSQL database. The
// emulator routes each guild's events to its shard ((guild_id >> 22) % 2), so each shard
// answers its own guild's games, and both flush the one outbox: every announcement must
// be posted once.

const emu = new DiscordEmulator();
everyBodyValid(emu);
const PLAYER = '4200000000000000001';
/** Two guilds, one per shard of two. */
const GUILDS = [String((1000n << 22n) + 7n), String((1001n << 22n) + 7n)] as const;
const CHANNELS = [
  { id: '3200000000000000001', guildId: GUILDS[0] },
  { id: '3200000000000000002', guildId: GUILDS[0] },
  { id: '3200000000000000003', guildId: GUILDS[1] },
  { id: '3200000000000000004', guildId: GUILDS[1] },
];
let bot: BotProcess;

beforeAll(async () => {
  emu.addUser({ id: PLAYER, username: 'pilot', manageChannels: true });
  for (const c of CHANNELS) emu.addChannel({ ...c, name: `table-${c.id.slice(-1)}` });
  // SHARD_COUNT=auto asks GET /gateway/bot how many shards Discord recommends: two here.
  emu.recommendedShards = 2;
  await emu.start();
  bot = new BotProcess(emu, await postgresDatabase('shards'), { SHARD_COUNT: 'auto', SHARD_SPAWN_DELAY_MS: '0' });
  await bot.start(2);
});

afterAll(async () => {
  await bot?.kill('SIGTERM');
  await emu.stop();
});

describe('two shards on PostgreSQL', () => {
  test('each shard (as many as Discord recommends) identifies as [id, 2] and gets only its own guild', async () => {
    expect(GUILDS.map((g) => DiscordEmulator.shardFor(g, 2))).toEqual([0, 1]);
    expect([...emu.identified].sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    // A shard logs "connected" once its guilds are ready, which may come just after both have identified.
    await waitFor(() => /"msg":"connected to Discord".*"shards":\[0\],"of":2/.test(bot.output) && /"shards":\[1\],"of":2/.test(bot.output));
    expect(bot.output).toMatch(/"msg":"connected to Discord".*"shards":\[0\],"of":2/);
    expect(bot.output).toMatch(/"msg":"connected to Discord".*"shards":\[1\],"of":2/);
  });

  test('games in two guilds are played through their shards, and no announcement is posted twice', async () => {
    // One post of an announcement fails (a 400 is not retried by the REST client): it is
    // retried from the outbox by whichever shard's periodic flush claims it first.
    let failed = false;
    emu.failNext(
      (method, path) => {
        const hit = !failed && method === 'POST' && path === `/channels/${CHANNELS[2]!.id}/messages`;
        if (hit) failed = true;
        return hit;
      },
      400,
      { code: 50035, message: 'Invalid Form Body' },
    );
    const GAMES = 3;
    await Promise.all(
      CHANNELS.map(async (c) => {
        for (let g = 0; g < GAMES; g++) {
          const start = await emu.command(PLAYER, c.id, 'game', { faction: 'galactic-empire', scenario: 'custom', seed: `s${c.id}-${g}` }, 'start');
          expect(shownText(start)).toContain('vs Galactic Empire');
          const added = await emu.command(PLAYER, c.id, 'ship', { chassis: 'tie fighter' }, 'add');
          expect(responseFlags(added) & 64).toBe(0);
          const destroyed = await emu.command(PLAYER, c.id, 'ship', { ship: 'TIE-1' }, 'destroyed');
          expect(responseFlags(destroyed) & 64).toBe(0);
        }
      }),
    );
    expect(failed).toBe(true);
    // The failed one comes back on a periodic flush (every 5 s).
    // (Each game's live tracker is a bot post of its own: only the announcements are counted.)
    const announcements = (channel: string) => emu.botPosts(channel).filter((p) => p.content.startsWith('🏁 **The game is over**'));
    await waitFor(() => CHANNELS.every((c) => announcements(c.id).length === GAMES));
    // Another round of periodic flushes on both shards: nothing more is posted.
    await new Promise((r) => setTimeout(r, 5_500));
    for (const c of CHANNELS) {
      const posts = announcements(c.id);
      expect(posts).toHaveLength(GAMES);
      expect(new Set(posts.map((p) => p.nonce)).size).toBe(GAMES);
    }
    expect(emu.repeatedNonces).toBe(0);
    // Every interaction went to the shard of its guild, and both shards had some.
    const shards = [...emu.interactions.values()].map((i) => {
      const guild = CHANNELS.find((c) => c.id === i.channelId)!.guildId;
      expect(emu.deliveredTo.get(i.id)).toBe(DiscordEmulator.shardFor(guild, 2));
      return emu.deliveredTo.get(i.id);
    });
    expect(new Set(shards)).toEqual(new Set([0, 1]));
  });
});
