import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { everyBodyValid } from '../emulator/bodies-checked.ts';
import { BotProcess } from '../emulator/bot-process.ts';
import { DiscordEmulator, shownText, type InteractionResult } from '../emulator/emulator.ts';
import { tempDir, waitFor } from '../helpers.ts';
import { hangLimit } from '../limits.ts';
import { documentedConfig, freePort, nginxAvailable, startNginx } from '../nginx.ts';
import { postgresDatabase, storedRound } from '../postgres.ts';
import { seeded } from '../seeded.ts';

// Three stateless replicas taking Discord's interactions over HTTP, on one PostgreSQL,
// behind nginx configured as docs/scaling.md tells users. The emulator plays Discord with
// an Interactions Endpoint URL (signed POSTs to nginx). A rolling restart (SIGTERM, each
// replica in turn) loses nothing; a replica killed outright leaves its deliveries to the
// others.

const root = join(import.meta.dirname, '..', '..');
const PLAYER = '5000000000000000001';
const ROLLING = Array.from({ length: 20 }, (_, i) => String(5100000000000000001n + BigInt(i)));
const KILLED = Array.from({ length: 20 }, (_, i) => String(5200000000000000001n + BigInt(i)));
const emu = new DiscordEmulator();
const tmp = tempDir('solo-alpha-replicas-');
let url: string;
let db: pg.Pool;
let ports: number[];
const replicas: BotProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const available = nginxAvailable();
if (available) everyBodyValid(emu);

const replicaOn = (port: number) => new BotProcess(emu, url, { DISCORD_PUBLIC_KEY: emu.publicKeyHex, HTTP_PORT: String(port) });

const round = (channel: string) => storedRound(db, channel);

/** The p-th percentile of some times. */
const percentile = (xs: readonly number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

beforeAll(async () => {
  if (!available) return;
  emu.addUser({ id: PLAYER, username: 'pilot', manageChannels: true });
  [...ROLLING, ...KILLED].forEach((id, i) => emu.addChannel({ id, guildId: emu.guildId, name: `replica-${i}` }));
  await emu.start();
  url = await postgresDatabase('replicas');
  db = new pg.Pool({ connectionString: url, max: 2 });
  ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) {
    replicas.push(replicaOn(port));
    await replicas.at(-1)!.start();
  }
  const listen = await freePort();
  nginx = await startNginx(tmp.dir, documentedConfig(root, listen, ports), listen);
  emu.endpoint = `http://127.0.0.1:${listen}/interactions`;
});

afterAll(async () => {
  for (const r of replicas) await r.kill('SIGTERM');
  await nginx?.stop();
  await db?.end();
  await emu.stop();
  tmp.cleanup();
});

/** Plays `channel` to round `last` at a steady pace (state-driven: what was applied is never sent again); the answers' latencies. */
async function play(channel: string, seed: string, last: number, pace: () => number, latencies: number[], failures: string[]): Promise<void> {
  const send = async (name: string, options: Record<string, string>, sub?: string): Promise<InteractionResult | null> => {
    await new Promise((r) => setTimeout(r, 150 + pace() * 500));
    try {
      const r = await emu.command(PLAYER, channel, name, options, sub);
      latencies.push(r.latencyMs);
      return r;
    } catch (err) {
      failures.push(`${name}: ${(err as Error).message}`);
      return null;
    }
  };
  while ((await round(channel)) === 0) await send('game', { faction: 'galactic-empire', seed }, 'start');
  for (let want = 2; want <= last; want++)
    while ((await round(channel)) < want) {
      const asked = await send('round', {}, 'next');
      if (!asked || (await round(channel)) >= want) continue;
      await new Promise((r) => setTimeout(r, 150 + pace() * 500));
      try {
        const confirmed = await emu.confirmRound(PLAYER, asked);
        latencies.push(confirmed.latencyMs);
      } catch (err) {
        failures.push(`confirm: ${(err as Error).message}`);
      }
    }
}

const waves = (channel: string, n: number) => emu.announcements(channel).filter((m) => shownText(m).includes(`Round ${n}: enemy arrivals`));

/**
 * Waits until every channel has its wave of `round` and a tracker showing `tracker`; a failure says which channels lack
 * what, and what the replicas logged as going wrong.
 */
async function delivered(channels: readonly string[], round: number, tracker: string, limitMs: number): Promise<void> {
  const done = (c: string) => waves(c, round).length >= 1 && shownText(emu.trackers(c)[0] ?? ({ content: '' } as never)).includes(tracker);
  await waitFor(() => channels.every(done), limitMs).catch((err: Error) => {
    const missing = channels
      .filter((c) => !done(c))
      .map((c) => ({ c, waves: waves(c, round).length, trackers: emu.trackers(c).map((t) => shownText(t).split('\n')[0]) }));
    const logged = replicas.flatMap((r) =>
      r.output
        .split('\n')
        .filter((l) => /warn|error/.test(l))
        .slice(-5),
    );
    throw new Error(`${err.message}: ${JSON.stringify(missing)}\n${logged.join('\n')}`);
  });
}

describe.skipIf(!available)('three replicas over HTTP behind nginx, on PostgreSQL', () => {
  test('400 interactions over 20 channels while each replica in turn gets SIGTERM and starts again: all answered, each change once', async () => {
    const pace = seeded(41);
    const latencies: number[] = [];
    const failures: string[] = [];
    let playing = true;
    const restarts = (async () => {
      for (let i = 0; i < replicas.length && playing; i++) {
        await new Promise((r) => setTimeout(r, 1_500));
        await replicas[i]!.kill('SIGTERM');
        replicas[i] = replicaOn(ports[i]!);
        await replicas[i]!.start();
      }
    })();
    // Each channel: start, nine rounds confirmed (18 interactions), its status: 20.
    await Promise.all(
      ROLLING.map(async (c, n) => {
        await play(c, `rolling-${n}`, 10, pace, latencies, failures);
        await emu.command(PLAYER, c, 'game', {}, 'status').then((r) => latencies.push(r.latencyMs));
      }),
    );
    playing = false;
    await restarts;
    expect(failures).toEqual([]);
    expect(emu.endpointFailures).toEqual([]);
    expect(latencies.length).toBe(400);
    for (const c of ROLLING) expect(await round(c)).toBe(10);
    // Every arrival of rounds 4 and 7 posted once, and the trackers at the last round.
    await delivered(ROLLING, 7, 'Round 10', hangLimit(60_000));
    for (const c of ROLLING) {
      expect(waves(c, 4)).toHaveLength(1);
      expect(waves(c, 7)).toHaveLength(1);
      expect(emu.trackers(c)).toHaveLength(1);
    }
    const p99 = percentile(latencies, 99);
    console.log(`replicas: ${latencies.length} answered through a rolling restart, p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(p99)} ms`);
    // The answer time is printed, not asserted: it is the bench's to measure (a test must not fail because the
    // machine is busy); every answer came within the emulator's limit, or it would be among the failures.
  });

  test('one replica killed outright: every answered change’s arrivals and tracker completed by the others', async () => {
    const pace = seeded(42);
    const latencies: number[] = [];
    const failures: string[] = [];
    const killing = (async () => {
      await new Promise((r) => setTimeout(r, 1_200));
      await replicas[1]!.kill('SIGKILL');
    })();
    await Promise.all(KILLED.map((c, n) => play(c, `killed-${n}`, 4, pace, latencies, failures)));
    await killing;
    const answered = Date.now();
    for (const c of KILLED) expect(await round(c)).toBe(4);
    await delivered(KILLED, 4, 'Round 4', hangLimit(30_000));
    const completedIn = Date.now() - answered;
    console.log(
      `replicas: one killed; ${failures.length} interactions lost with it (sent again), deliveries completed ${completedIn} ms after the last answer`,
    );
    for (const c of KILLED) {
      expect(waves(c, 4)).toHaveLength(1);
      expect(emu.trackers(c)).toHaveLength(1);
    }
    // Completed at all (the wait above) is what this test holds; how soon (the lease's 8 s and a second's flush at
    // most, on a quiet machine) is printed, not asserted: a busy machine must not fail it.
    // Started again for the file's end.
    replicas[1] = replicaOn(ports[1]!);
    await replicas[1]!.start();
  });
});
