import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { decodeState } from '../../src/systems/xwing/play/codec.ts';
import { loadMigrations, migrate } from '../../src/storage/migrate.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';

const root = join(import.meta.dirname, '..', '..');
let cleanup = () => {};
afterEach(() => cleanup());
function dir() {
  const t = tempDir();
  cleanup = t.cleanup;
  return t.dir;
}

// What only SQLite has (a file, WAL mode, its write lock); the contract both stores keep
// is in contract.test.ts.
describe('SQLite storage', () => {
  test('migrations build an empty file, in WAL mode, once', () => {
    const path = `${dir()}/m.sqlite`;
    const store = new SqliteGameStore(path);
    const tables = store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['answers', 'campaign_events', 'campaigns', 'events', 'games', 'outbox', 'schema_migrations', 'surfaces']);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    store.close();
    const again = new Database(path);
    expect(migrate(again)).toEqual([]);
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(loadMigrations().length);
    again.close();
  });

  test('a game survives closing the database and a new process reading it', async () => {
    const path = `${dir()}/keep.sqlite`;
    const t = consoleTable(path, '5');
    await t.reply('/game start faction:scum-and-villainy');
    await t.reply('/activate ship:Z95-1 arc:bullseye roll:focus crit');
    const state = await t.state();
    await t.store.close();
    const store = pathToFileURL(await bundledEntry('src/storage/sqlite-store.ts')).href;
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import('${store}').then(async m => { const s = new m.SqliteGameStore(${JSON.stringify(path)}); console.log((await s.currentGame('table')).state); await s.close(); })`,
      ],
      { cwd: root, encoding: 'utf8', timeout: SPAWN_TIMEOUT_MS, env: childEnv() },
    );
    expect(child.stderr).toBe('');
    expect(decodeState(child.stdout.trim())).toEqual(state);
    const reopened = consoleTable(path, '5');
    const status = await reopened.reply('/game status');
    expect(text(status)).toContain('Z95-1 · Z-95-AF4 Headhunter (Binayre Pirate, I1) · Balanced · ✅ activated');
    await reopened.store.close();
  });

  test('a version that moved under the write lock fails the command and writes nothing (never retried)', async () => {
    const path = `${dir()}/race.sqlite`;
    const t = consoleTable(path);
    await t.reply('/game start faction:galactic-empire');
    const before = (await t.game('table'))!;
    const db = (t.store as SqliteGameStore).db;
    let calls = 0;
    const attempt = t.store.transact('table', {}, (view) => {
      calls++;
      // Under BEGIN IMMEDIATE no other writer can do this: only a bug in the store could.
      db.prepare('UPDATE games SET version = version + 1 WHERE id = ?').run(view.game!.id);
      return {
        write: {
          game: { state: view.game!.state, stateVersion: 1, events: [{ seq: view.game!.lastSeq + 1, batch: view.game!.lastSeq + 1, v: 1, data: '{}' }] },
          actor: 'x',
          interactionId: null,
        },
        result: null,
      };
    });
    await expect(attempt).rejects.toThrow(/moved on from version/);
    expect(calls).toBe(1);
    const after = (await t.game('table'))!;
    expect(after.version).toBe(before.version); // the bump was rolled back with the failed transaction
    expect(await t.log(after.id)).toHaveLength(before.lastSeq);
    await t.store.close();
    await t.store.close();
  });

  test('a change whose tracker is already due writes no more pages than one that leaves it alone', async () => {
    // Each page a commit writes goes to the WAL (and is copied back by the checkpointer):
    // assigning tracker_due on every change rewrote its index's page even when the value
    // stayed, one page more per command.
    const path = `${dir()}/pages.sqlite`;
    const store = new SqliteGameStore(path, { checkpoint: 'background', checkpointEveryMs: 3_600_000 });
    const change = (create: boolean, trackerDue: boolean) =>
      store.transact('t1', {}, (tx) => {
        const seq = (tx.game?.lastSeq ?? 0) + 1;
        return {
          write: {
            game: {
              ...(create ? { create: { system: 'toy', guildId: 'g', owner: 'u1', locale: 'en', inCampaign: false } } : {}),
              state: `{"n":${seq}}`,
              stateVersion: 1,
              events: [{ seq, batch: seq, v: 1, data: '{}' }],
              ...(trackerDue ? { trackerDue } : {}),
            },
            actor: 'u1',
            interactionId: `i${seq}`,
          },
          result: null,
        };
      });
    const pageSize = store.db.pragma('page_size', { simple: true }) as number;
    const walPages = () => (statSync(`${path}-wal`).size - 32) / (pageSize + 24);
    const pagesOf = async (trackerDue: boolean) => {
      const before = walPages();
      await change(false, trackerDue);
      return walPages() - before;
    };
    await change(true, true);
    await change(false, true);
    const marked = await pagesOf(true);
    const plain = await pagesOf(false);
    expect(plain).toBe(2); // the game's row and the event's
    expect(marked).toBe(plain);
    // Marking a tracker that is not due writes (its index changes).
    store.db.prepare('UPDATE games SET tracker_due = 0').run();
    expect(await pagesOf(true)).toBe(3);
    await store.close();
  });
});
