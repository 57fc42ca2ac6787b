import { execFile } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'esbuild';
import { isDeepStrictEqual } from 'node:util';
import { readEvents } from '../../src/core/stored-rows.ts';
import { replay } from '../../src/core/log.ts';
import type { EventRow } from '../../src/core/store.ts';
import { isPostgresUrl, PostgresGameStore } from '../../src/storage/postgres-store.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { decodeState } from '../../src/systems/xwing/play/codec.ts';
import { evolveMissionGame } from '../../src/systems/xwing/bsl/mission/events.ts';
import { bslMission } from '../../src/systems/xwing/bsl/mission/rules.ts';
import { eventSchemaWith, XWING_SCHEMA_VERSION } from '../../src/systems/xwing/schema.ts';
import { BUNDLE_DIR, bundleOnce } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { hangLimit } from '../limits.ts';
import type { ScriptJob, StreamJob } from './worker.ts';

export const root = join(import.meta.dirname, '..', '..');
const execFileAsync = promisify(execFile);
let worker: Promise<string[]> | undefined;

/** The native packages: in a startup snapshot they can only be loaded after it is restored, on first use. */
const lazyNativePackages: Plugin = {
  name: 'lazy-native-packages',
  setup(b) {
    b.onResolve({ filter: /^(better-sqlite3|pg|@napi-rs\/canvas)$/ }, (a) => ({ path: a.path, namespace: 'lazy-native' }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-native' }, (a) => ({
      loader: 'js',
      contents: `const { createRequire } = require('node:module');
        let real;
        const load = () => (real ??= createRequire(__filename)(${JSON.stringify(a.path)}));
        module.exports = new Proxy(function () {}, {
          // Asked while the bundle loads (esbuild's interop): answered without loading the package.
          get: (_, key) => (key === '__esModule' ? false : load()[key]),
          construct: (_, args) => new (load())(...args),
          apply: (_, self, args) => load().apply(self, args),
        });`,
    }));
  },
};

/**
 * How a child runs the worker: `node --snapshot-blob <file> <job>`, a V8 startup snapshot of it
 * with every module loaded (a crash child then costs about half the CPU), or where Node cannot
 * make one, `node <bundle> <job>`. Both named by the bundle's content and written whole (a
 * rename): test processes that run at once share them.
 */
export function workerCommand(): Promise<string[]> {
  worker ??= (async () => {
    const file = await bundleOnce('worker', 'cjs', {
      entryPoints: [join(root, 'test', 'reliability', 'worker-main.ts')],
      plugins: [lazyNativePackages],
      // The project's files are found from where the bundle is (src/paths.ts).
      banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
      define: { 'import.meta.url': '__bundleUrl' },
    });
    const blob = file.replace(/\.cjs$/, '.blob');
    if (!existsSync(blob)) {
      const building = `${blob}.${process.pid}`;
      const failed = await execFileAsync(process.execPath, ['--snapshot-blob', building, '--build-snapshot', file], {
        cwd: BUNDLE_DIR,
        env: childEnv(),
        timeout: SPAWN_TIMEOUT_MS,
      }).then(
        () => null,
        (err: { stderr?: string }) => err.stderr ?? String(err),
      );
      if (failed !== null) {
        // Slower, not wrong: say why, so the cost does not come back unnoticed.
        console.warn(`crash worker: no startup snapshot, each child loads the bundle:\n${failed.split('\n').slice(-8).join('\n')}`);
        return [file];
      }
      renameSync(building, blob);
    }
    return ['--snapshot-blob', blob];
  })();
  return worker;
}

/** The database limits of the worker and of a bot beside it: guards against a hang, never met by commands waiting on each other. */
export const DB_LIMIT_MS = hangLimit(60_000);

export const paths = { catalog: join(root, 'src', 'systems', 'xwing', 'catalog', 'data'), migrations: join(root, 'migrations') };

const xwingEvents = { id: 'xwing-solo', schemaVersion: XWING_SCHEMA_VERSION, eventSchema: eventSchemaWith(bslMission), upgradeEvent: (e: unknown) => e };

export async function runWorker(job: ScriptJob | StreamJob): Promise<{ stdout: string; stderr: string; killed: boolean }> {
  const command = await workerCommand();
  try {
    const r = await execFileAsync(process.execPath, [...command, JSON.stringify({ dbLimitMs: DB_LIMIT_MS, ...job })], {
      cwd: root,
      maxBuffer: 16 << 20,
      env: childEnv(),
      timeout: SPAWN_TIMEOUT_MS,
    });
    return { stdout: r.stdout, stderr: r.stderr, killed: false };
  } catch (err) {
    const e = err as { signal?: string; stdout?: string; stderr?: string };
    if (e.signal === 'SIGKILL') return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', killed: true };
    throw err;
  }
}

export interface Audit {
  readonly integrity: string;
  readonly games: number;
  readonly events: number;
  /** Games whose stored state differs from the replay of their log. */
  readonly mismatches: number;
  /** Commands with events but no interaction record, or the reverse. */
  readonly halfApplied: number;
  readonly interactionIds: Set<string>;
}

/** What the audit reads from a store: its integrity check, every game and each game's log. */
interface Inspected {
  readonly integrity: string;
  readonly games: { id: number; state: string }[];
  logRows(gameId: number): Promise<EventRow[]>;
  close(): Promise<void>;
}

async function inspect(location: string): Promise<Inspected> {
  if (isPostgresUrl(location)) {
    const store = new PostgresGameStore(location);
    await store.ready;
    // amcheck: every b-tree index (primary keys, the one-current-game index) agrees with its table.
    await store.pool.query('CREATE EXTENSION IF NOT EXISTS amcheck');
    const checked = await store.pool.query(
      "SELECT c.relname, bt_index_check(c.oid, true) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam WHERE am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace",
    );
    const games = (await store.pool.query<{ id: number; state: string }>('SELECT id, state FROM games ORDER BY id')).rows;
    return { integrity: checked.rowCount ? 'ok' : 'no indexes checked', games, logRows: (id) => store.gameLog(id), close: () => store.close() };
  }
  const store = new SqliteGameStore(location);
  return {
    integrity: store.db.pragma('integrity_check', { simple: true }) as string,
    games: store.db.prepare('SELECT id, state FROM games').all() as { id: number; state: string }[],
    logRows: async (id) => store.logRows(id),
    close: () => store.close(),
  };
}

/** Opens the database (a SQLite file or a PostgreSQL URL) as the bot would and checks it end to end. */
export async function audit(location: string): Promise<Audit> {
  const store = await inspect(location);
  try {
    const { integrity, games } = store;
    let mismatches = 0;
    let halfApplied = 0;
    let events = 0;
    const interactionIds = new Set<string>();
    for (const g of games) {
      const rows = await store.logRows(g.id);
      const log = readEvents(xwingEvents, rows);
      events += log.length;
      // An archived game's state is its log's replay by construction; a live one must match it.
      if (g.state !== '' && !isDeepStrictEqual(replay(evolveMissionGame, log), decodeState(g.state))) mismatches++;
      const batches = new Set(log.map((l) => l.batch));
      // Every command's first event names its interaction; nothing else does.
      for (const r of rows) if (r.interaction) interactionIds.add(r.interaction);
      const recorded = rows.filter((r) => r.interaction !== null).map((r) => r.batch);
      const firsts = rows.filter((r) => r.seq === r.batch).length;
      if (recorded.length !== batches.size || firsts !== batches.size || recorded.some((b) => !batches.has(b))) halfApplied++;
    }
    return { integrity, games: games.length, events, mismatches, halfApplied, interactionIds };
  } finally {
    await store.close();
  }
}
