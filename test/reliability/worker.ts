// What the fault suite's child process does (worker-main.ts starts it): it drives the real handler stack (console
// adapter → dispatcher → app → SQLite or PostgreSQL) and can kill itself with SIGKILL at a chosen
// point, or fire a stream of state-changing commands at a shared database.
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { ConsoleSession } from '../../src/console/session.ts';
import type { WritePoint } from '../../src/storage/sqlite-store.ts';
import { loadEditions } from '../../src/systems/xwing/catalog/load.ts';

export interface ScriptJob {
  readonly mode: 'script';
  readonly db: string;
  readonly catalog: string;
  readonly migrations: string;
  readonly lines: readonly string[];
  /** Kill at the N-th point (0-based); -1: never. */
  readonly crashAt: number;
  /** Or kill at this point while running this line (0-based). */
  readonly crashAtLine?: readonly [number, KillPoint];
  readonly prefix: string;
  /** The database's limits (SQLite's busy wait, PostgreSQL's connect and statement limits): set by the parent, scaled. */
  readonly dbLimitMs?: number;
}

export interface StreamJob {
  readonly mode: 'stream';
  readonly db: string;
  readonly catalog: string;
  readonly migrations: string;
  readonly channels: readonly string[];
  readonly count: number;
  readonly seed: number;
  readonly prefix: string;
  /** The database's limits (SQLite's busy wait, PostgreSQL's connect and statement limits): set by the parent, scaled. */
  readonly dbLimitMs?: number;
}

/** Points where the script job may die: between commands, and at every write point. */
export type KillPoint = 'between' | WritePoint;

function mulberry(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A state-changing command on a game set up by streamSetup(); most are accepted. */
export function streamCommand(rand: () => number): string {
  const pick = Math.floor(rand() * 2);
  const solo = ['TIE-1', 'TIE-2'][pick]!;
  const r = rand();
  // A table without player ships runs free (R49): attacks at any time, `again` for the repeats. They deal no
  // damage card: three would destroy a TIE (R52), and the stream's later commands on it would all be refused.
  if (r < 0.55) {
    rand(); // the draw that once chose the damage: the rest of the stream stays as it was
    return `/attack attacker:${solo} defender:${['TIE-2', 'TIE-1'][pick]} damage:0 again:true`;
  }
  if (r < 0.8) return `/ship stress ship:${solo} count:${Math.floor(rand() * 3)}`;
  if (r < 0.95)
    return `/activate ship:${solo} arc:front-left obstacle:right roll:${['evade', 'focus', 'blank'][Math.floor(rand() * 3)]} ${['crit', 'hit', 'focus', 'blank'][Math.floor(rand() * 4)]}`;
  return '/round next';
}

/**
 * Whether an answer says nothing was done: a refusal is ephemeral and starts with ⚠️, or ⏳ for "busy" and "slow down"
 * (an accepted /ship change is ephemeral too).
 */
export const refusedAnswer = (d: { flags?: number | undefined; content?: string | undefined } | undefined): boolean =>
  d?.flags === 64 && /^(⚠️|⏳)/u.test(d.content ?? '');

export const STREAM_SETUP = ['/game start faction:galactic-empire seed:stream'];

/** The child's work: test/reliability/worker-main.ts runs it on the job its parent passed. */
export async function runJob(job: ScriptJob | StreamJob): Promise<void> {
  let points = 0;
  let line = -1;
  const point = (p: KillPoint) => {
    const atLine = job.mode === 'script' && job.crashAtLine?.[0] === line && job.crashAtLine[1] === p;
    if (job.mode === 'script' && (points++ === job.crashAt || atLine)) {
      process.stdout.write(`killed at ${p}\n`);
      process.kill(process.pid, 'SIGKILL');
    }
  };
  const { delivery, dispatcher, store } = composeApp(
    job.db,
    silentLogger,
    // The store's own limits (2 s for a PostgreSQL statement) would fail commands waiting on each other's locks on a busy machine.
    {
      migrationsDir: job.migrations,
      onWritePoint: point,
      busyTimeoutMs: job.dbLimitMs,
      timeouts: { connectMs: job.dbLimitMs, statementMs: job.dbLimitMs, idleInTransactionMs: job.dbLimitMs },
    },
    // Pictures are drawn after the command's transaction and are not what a crash tests: off, so a child starts and runs faster.
    { editions: loadEditions(job.catalog), pictures: false },
  );
  const session = new ConsoleSession(delivery, dispatcher, { idPrefix: job.prefix, seed: '1' });
  if (job.mode === 'script') {
    for (const text of job.lines) {
      line++;
      point('between');
      await session.run(text);
    }
    process.stdout.write(`done after ${points} points\n`);
  } else {
    const rand = mulberry(job.seed);
    const accepted: string[] = [];
    let refused = 0;
    let sent = 0; // the session numbers its interactions `${prefix}-1`, `-2`…
    for (let i = 0; i < job.count; i++) {
      const channel = job.channels[Math.floor(rand() * job.channels.length)]!;
      let out = await session.run(`#${channel} ${streamCommand(rand)}`);
      sent++;
      // /round next on a round not over asks first: the stream confirms, and the click is the command.
      if (out.some((o) => o.payload.components?.some((row) => row.components.some((b) => 'custom_id' in b && b.custom_id.startsWith('round-next.'))))) {
        out = await session.run(`#${channel} click 1`);
        sent++;
      }
      const reply = out.find((o) => o.type === 'reply');
      if (reply && !refusedAnswer(reply.payload)) accepted.push(`${job.prefix}-${sent}`);
      else refused++;
    }
    process.stdout.write(JSON.stringify({ accepted, refused }) + '\n');
  }
  await store.close();
}
