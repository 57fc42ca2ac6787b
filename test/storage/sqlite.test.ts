import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { decodeState } from '../../src/systems/xwing/play/codec.ts';
import { DatabaseTooNewError, loadMigrations, migrate } from '../../src/storage/migrate.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
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

describe('SQLite storage', () => {
  test('migrations build an empty file, in WAL mode, once', () => {
    const path = `${dir()}/m.sqlite`;
    const store = new SqliteGameStore(path);
    const tables = store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['campaign_events', 'campaigns', 'events', 'games', 'outbox', 'schema_migrations']);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    store.close();
    const again = new Database(path);
    expect(migrate(again)).toEqual([]);
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(loadMigrations().length);
    again.close();
  });

  test('a database newer than the code is refused with a clear message', () => {
    const path = `${dir()}/new.sqlite`;
    new SqliteGameStore(path).close();
    const db = new Database(path);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, ?, 0)').run('099_future.sql');
    db.close();
    expect(() => new SqliteGameStore(path)).toThrow(DatabaseTooNewError);
    expect(() => new SqliteGameStore(path)).toThrow(/schema version 99, newer than this bot knows/);
  });

  test('a game survives closing the database and a new process reading it', async () => {
    const path = `${dir()}/keep.sqlite`;
    const t = consoleTable(path, '5');
    await t.reply('/game start faction:scum-and-villainy');
    await t.reply('/activate ship:Z95-1 tally:bullseye roll:focus crit');
    const state = await t.state();
    await t.store.close();
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${join(root, 'src/storage/sqlite-store.ts')}').then(async m => { const s = new m.SqliteGameStore(${JSON.stringify(path)}); console.log((await s.currentGame('table')).state); await s.close(); })`,
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
    let calls = 0;
    const attempt = t.store.transact('table', {}, (view) => {
      calls++;
      // Under BEGIN IMMEDIATE no other writer can do this: only a bug in the store could.
      t.store.db.prepare('UPDATE games SET version = version + 1 WHERE id = ?').run(view.game!.id);
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
    await await t.store.close();
  });

  test('the same interaction delivered twice applies once', async () => {
    const t = consoleTable(`${dir()}/dup.sqlite`);
    await t.reply('/game start faction:galactic-empire');
    const where = { channelId: 'table', guildId: 'g', interactionId: 'interaction-1', userId: 'u' };
    const change = () =>
      t.app.games(t.xwing).mutate(where, (c) => ({
        ok: true,
        events: [{ t: 'ship-changed', ship: 'TIE-1', patch: { stress: (c.state!.ships[0]!.stress ?? 0) + 1 } }],
        view: null,
      }));
    expect((await change()).ok).toBe(true);
    const second = await change();
    expect(second.ok).toBe(false);
    expect(!second.ok && second.code).toBe('duplicate');
    expect((await t.state())!.ships[0]!.stress).toBe(1);
    await t.store.close();
  });

  test('a finished game is archived: one compressed record, its log and state still whole, and undo reopens it', async () => {
    const t = consoleTable(`${dir()}/archive.sqlite`);
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tie fighter');
    await t.reply('/activate ship:TIE-1 tally:bullseye obstacle:left');
    const live = (await t.game('table'))!;
    await t.run('/ship destroyed ship:TIE-1');
    const game = (await t.game('table'))!;
    expect(game.state.ended?.reason).toBe('solo-destroyed');
    expect(t.store.db.prepare('SELECT count(*) FROM events WHERE game_id = ?').pluck().get(game.id)).toBe(0);
    const row = t.store.db.prepare('SELECT state, length(archive) AS size FROM games WHERE id = ?').get(game.id) as { state: string; size: number };
    expect(row.state).toBe('');
    expect(row.size).toBeGreaterThan(100);
    expect((await t.log(game.id)).map((l) => l.event.t)).toEqual(['started', 'ship-added', 'activated', 'ship-changed', 'ended']);
    const log = await t.reply('/game log');
    expect(String(log.payload.attachments?.[0]?.content).trim().split('\n')).toHaveLength(5);
    await t.reply('/undo');
    const reopened = (await t.game('table'))!;
    expect(reopened.state.ended).toBeNull();
    expect(reopened.state.ships[0]!.status).toBe('active');
    expect({ ...reopened.state, step: 0 }).toEqual({ ...live.state, step: 0 });
    expect(t.replay(await t.log(reopened.id))).toEqual(reopened.state);
    await t.store.close();
  });
});
