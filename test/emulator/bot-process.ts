import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBot } from '../../scripts/build.mjs';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { isPostgresUrl } from '../../src/storage/postgres-store.ts';
import { pruneOlder } from '../bundles.ts';
import { childEnv } from '../child-env.ts';
import { hangLimit } from '../limits.ts';
import type { DiscordEmulator } from './emulator.ts';

const root = PROJECT_ROOT;
let bundle: Promise<string> | undefined;

/** The Node flags `npm start` runs the bundle with, read from package.json so the two cannot drift. */
export function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const m = /node ((?:--[\w-]+(?:=\S+)? )*)dist\/main\.mjs/.exec(start);
  if (!m) throw new Error(`cannot read the node flags of the start script: ${start}`);
  return m[1]!.trim().split(/\s+/).filter(Boolean);
}

/** Extra Node flags for the bot under test, for diagnostics only, e.g. SOLO_ALPHA_BOT_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
function botDiagnosticFlags(): string[] {
  return (process.env.SOLO_ALPHA_BOT_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The bot as `npm start` runs it: src/main.ts bundled by scripts/build.mjs (one build per test
 * process). Into this checkout's dist/, not node_modules/: node_modules may be a link to another
 * checkout's, and the bundle finds the project's files (catalogue, migrations) upwards from where
 * it really is.
 */
function botBundle(): Promise<string> {
  bundle ??= buildBot(join(root, 'dist', 'tests', `main-${process.pid}.mjs`)).then((file) => {
    pruneOlder('main-', file);
    return file;
  });
  return bundle;
}

/** The real bot as a separate process, pointed at the emulator. */
export class BotProcess {
  child: ChildProcess | undefined;
  output = '';

  constructor(
    private readonly emu: DiscordEmulator,
    /** A SQLite file, or a postgres:// URL (then the bot gets DATABASE_URL). */
    readonly databasePath: string,
    private readonly extraEnv: Record<string, string> = {},
  ) {}

  /**
   * Starts the bot and waits until `sessions` gateway sessions (one per shard) have identified,
   * or, for a replica taking interactions over HTTP (HTTP_PORT and DISCORD_PUBLIC_KEY in its
   * environment), until it answers on its port.
   */
  async start(sessions = 1): Promise<void> {
    const before = this.emu.sessions;
    const entry = await botBundle();
    this.child = spawn(process.execPath, [...startFlags(), ...botDiagnosticFlags(), entry], {
      cwd: root,
      env: childEnv({
        DISCORD_TOKEN: this.emu.token,
        DISCORD_API_URL: this.emu.apiUrl,
        ...(isPostgresUrl(this.databasePath) ? { DATABASE_URL: this.databasePath } : { DATABASE_PATH: this.databasePath }),
        LOG_LEVEL: 'info',
        // The suites drive many commands per user at machine speed: fair use is tested on its own (test/hostile/fair-use.test.ts).
        RATE_USER_BURST: '1000000',
        RATE_CHANNEL_BURST: '1000000',
        MAX_OWNED: '1000000',
        ...this.extraEnv,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // It lives as long as its test file (afterAll stops it): the limit only ends an orphan.
      timeout: hangLimit(60 * 60_000),
    });
    this.child.stdout!.on('data', (d) => (this.output += String(d)));
    this.child.stderr!.on('data', (d) => (this.output += String(d)));
    const exited = new Promise<never>((_, reject) =>
      this.child!.once('exit', (code) => reject(new Error(`bot exited (${code}) before connecting:\n${this.output}`))),
    );
    const port = this.extraEnv.DISCORD_PUBLIC_KEY ? this.extraEnv.HTTP_PORT : undefined;
    await Promise.race([port ? httpReady(Number(port)) : this.emu.waitForReady(before + sessions - 1, hangLimit(60_000) * sessions), exited]);
    exited.catch(() => {});
  }

  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

/** Resolves once a replica answers its health check on `port`. */
async function httpReady(port: number): Promise<void> {
  const until = Date.now() + hangLimit(60_000);
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the replica did not answer on port ${port} in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
