import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { everyBodyValid } from '../emulator/bodies-checked.ts';
import { BotProcess } from '../emulator/bot-process.ts';
import { DiscordEmulator, shownText, type InteractionResult } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';
import { hangLimit } from '../limits.ts';
import { postgresDatabase, storedRound } from '../postgres.ts';
import { seeded } from '../seeded.ts';

// Two bot processes on one PostgreSQL database, each killed with SIGKILL in turn at
// moments drawn from a seeded generator and started again, while 20 channels play 10
// commands each. Delivery keeps nothing in a process: every arrival is posted exactly once
// and every channel's live tracker ends showing its game as it last is, whatever was under
// way in the process that died (its claims are taken over when their lease ends).

const emu = new DiscordEmulator();
const PLAYER = '4800000000000000001';
const CHANNELS = Array.from({ length: 20 }, (_, i) => String(3800000000000000001n + BigInt(i)));
let url: string;
let db: pg.Pool;
const bots: BotProcess[] = [];
everyBodyValid(emu);

const round = (channel: string) => storedRound(db, channel);

beforeAll(async () => {
  emu.addUser({ id: PLAYER, username: 'pilot', manageChannels: true });
  CHANNELS.forEach((id, i) => emu.addChannel({ id, guildId: emu.guildId, name: `kill-${i}` }));
  await emu.start();
  url = await postgresDatabase('kill_delivery');
  db = new pg.Pool({ connectionString: url, max: 2 });
  for (let i = 0; i < 2; i++) {
    bots.push(new BotProcess(emu, url));
    await bots[i]!.start();
  }
});

afterAll(async () => {
  for (const b of bots) await b.kill('SIGTERM');
  await db?.end();
  await emu.stop();
});

describe('two bot processes on PostgreSQL, each killed in turn', () => {
  test(
    '200 commands over 20 channels with SIGKILLs: every arrival posted exactly once, every tracker ends showing its game as it last is',
    async () => {
      const random = seeded(39);
      // With one process always up an interaction is always answered: one that is not says so here rather than hanging the test.
      const answered = <T>(r: Promise<T>, what: string): Promise<T> =>
        Promise.race([r, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer to ${what}`)), hangLimit(60_000)).unref())]);
      let kills = 0;
      let sent = 0;
      // One process killed at a seeded moment within each fifth of the commands, by the command that reaches it: as many
      // kills whatever the machine's speed. One process down at a time: kills form a chain, each waiting for the last
      // one's restart, so the other process is up and receives every interaction while one is down (on a slow machine a
      // restart outlasts many commands, and kills not chained would take both down at once).
      const killAt = [1, 2, 3, 4].map((k) => 40 * k + Math.floor(random() * 20));
      let chain: Promise<void> = Promise.resolve();
      let which = 0;
      const count = async () => {
        sent++;
        if (!killAt.includes(sent)) return;
        chain = chain.then(async () => {
          const w = which;
          which ^= 1;
          await bots[w]!.kill('SIGKILL');
          kills++;
          bots[w] = new BotProcess(emu, url);
          await bots[w]!.start();
        });
        await chain;
      };
      // A steady pace (the players think between commands), so the kills fall among them.
      const pace = seeded(40);
      const command = async (channel: string, name: string, options: Record<string, string> = {}, sub?: string): Promise<InteractionResult> => {
        await new Promise((r) => setTimeout(r, 400 + pace() * 1200));
        await count();
        return answered(emu.command(PLAYER, channel, name, options, sub), `${name} ${sub ?? ''} in ${channel}`);
      };
      const play = async (channel: string, n: number) => {
        await command(channel, 'game', { faction: 'galactic-empire', seed: `kill-${n}` }, 'start');
        for (const ship of ['TIE-1', 'TIE-2']) await command(channel, 'activate', { ship, arc: 'bullseye', obstacle: 'left' });
        // State-driven: a command a killed process applied but did not answer is not sent again.
        for (let want = 2; want <= 4; want++) {
          while ((await round(channel)) < want) {
            const r = await command(channel, 'round', {}, 'next');
            if ((await round(channel)) >= want) break;
            await count();
            await answered(emu.confirmRound(PLAYER, r), `the round's confirmation in ${channel}`);
          }
        }
        await command(channel, 'game', {}, 'status');
      };
      await Promise.all(CHANNELS.map((c, n) => play(c, n)));
      await chain;
      expect(sent).toBeGreaterThanOrEqual(200);
      expect(kills).toBeGreaterThanOrEqual(4);
      // A killed process's claims are taken over when their lease ends, by a survivor's periodic flush.
      const done = () =>
        CHANNELS.every((c) => {
          const arrivals = emu.announcements(c).filter((m) => shownText(m).includes('Round 4: enemy arrivals'));
          const trackers = emu.trackers(c);
          return arrivals.length >= 1 && trackers.length === 1 && shownText(trackers[0]!).includes('Round 4 ·');
        });
      await waitFor(done, hangLimit(120_000)).catch((err: Error) => {
        const seen = CHANNELS.map((c) => ({
          c,
          arrivals: emu.announcements(c).filter((m) => shownText(m).includes('Round 4: enemy arrivals')).length,
          trackers: emu.trackers(c).map((t) => shownText(t).split('\n')[0]),
        })).filter((x) => x.arrivals !== 1 || x.trackers.length !== 1 || !x.trackers[0]!.includes('Round 4 ·'));
        throw new Error(
          `${err.message}: ${JSON.stringify(seen)}\n${bots
            .map((b) =>
              b.output
                .split('\n')
                .filter((l) => /warn|error/.test(l))
                .slice(-5)
                .join('\n'),
            )
            .join('\n')}`,
        );
      });
      for (const c of CHANNELS) {
        expect(await round(c)).toBe(4);
        expect(emu.announcements(c).filter((m) => shownText(m).includes('Round 4: enemy arrivals'))).toHaveLength(1);
        expect(emu.trackers(c)).toHaveLength(1);
      }
      console.log(`kill-delivery: ${sent} commands, ${kills} SIGKILLs, ${emu.repeatedNonces} repeated posts answered by their nonce`);
      // Longer than the default: the commands, four restarts and the wait for the last deliveries, each within its own limit.
    },
    hangLimit(420_000),
  );
});
