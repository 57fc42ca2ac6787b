import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../src/console/session.ts';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { loadMigrations } from '../../src/storage/migrate.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { tempDir, text } from '../helpers.ts';

const execFileAsync = promisify(execFile);
let cleanup = () => {};
afterEach(() => cleanup());
function dir() {
  const t = tempDir();
  cleanup = t.cleanup;
  return t.dir;
}

describe('starting up', () => {
  test('two processes starting on a fresh database at once never race in the migrations (12 fresh files)', async () => {
    const d = dir();
    // The store bundled: a child starts in a fraction of the time tsx takes, so the three start closer together.
    const store = pathToFileURL(await bundledEntry('src/storage/sqlite-store.ts')).href;
    const open = `import('${store}').then(async (m) => { const s = new m.SqliteGameStore(process.argv[1]); await s.close(); })`;
    const failures: string[] = [];
    for (let i = 0; i < 12; i++) {
      const path = join(d, `fresh-${i}.sqlite`);
      const run = () =>
        execFileAsync(process.execPath, ['--input-type=module', '-e', open, path], { cwd: PROJECT_ROOT, env: childEnv(), timeout: SPAWN_TIMEOUT_MS });
      const results = await Promise.allSettled([run(), run(), run()]);
      for (const r of results) if (r.status === 'rejected') failures.push(String((r.reason as { stderr?: string }).stderr ?? r.reason));
      const db = new Database(path, { readonly: true });
      expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(loadMigrations().length);
      db.close();
    }
    expect(failures).toEqual([]);
  });

  test('a console resumed in a new process, and a second console on the same database, apply their first commands', async () => {
    const path = join(dir(), 'consoles.sqlite');
    const first = composeApp(path, silentLogger);
    const a = new ConsoleSession(first.delivery, first.dispatcher, { seed: '1' });
    await a.run('/game start faction:galactic-empire');
    await first.store.close();
    // Same database, new "process": a new session; and another one beside it.
    const second = composeApp(path, silentLogger);
    const b = new ConsoleSession(second.delivery, second.dispatcher, { seed: '1' });
    const c = new ConsoleSession(second.delivery, second.dispatcher, { seed: '1' });
    const joined = (await b.run('/join ship:x-wing name:Wedge'))[0]!;
    expect(text(joined)).toContain('Joined');
    const other = (await c.run('@bob /join ship:x-wing name:Luke'))[0]!;
    expect(text(other)).toContain('Joined');
    await second.store.close();
  });

  test("the bot never reads the checkout's .env when a test runs it", async () => {
    const d = dir();
    // A .env with a (fake, Discord-shaped) token where the bot starts: it must not be used.
    writeFileSync(join(d, '.env'), 'DISCORD_TOKEN=MTAxMDEwMTAxMDEwMTAxMDEw.GfakeX.fakefakefakefakefakefakefakefakefake12\n');
    // The bot bundled, as `npm start` runs it, started outside the checkout.
    const r = await execFileAsync(process.execPath, [await bundledEntry('src/main.ts')], {
      cwd: d,
      env: childEnv({ DATABASE_PATH: join(d, 'bot.sqlite') }),
      timeout: SPAWN_TIMEOUT_MS,
    }).catch((err: { code: number; stderr: string }) => err);
    expect('code' in r ? r.code : 0).toBe(1);
    expect(r.stderr).toContain('No DISCORD_TOKEN set and no terminal');
  });
});
