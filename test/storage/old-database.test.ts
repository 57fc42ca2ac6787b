import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { loadMigrations } from '../../src/storage/migrate.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';

// A database written by release 0.1.0 (test/fixtures/README.md says how) opens with
// today's code, migrates, and its games play on.
const fixture = join(import.meta.dirname, '..', 'fixtures', 'release-0.1.0.sqlite');

let cleanup = () => {};
afterEach(() => cleanup());

function oldTable() {
  const t = tempDir();
  cleanup = t.cleanup;
  const path = join(t.dir, 'old.sqlite');
  copyFileSync(fixture, path);
  return { path, table: consoleTable(path, '42') };
}

describe('a database written by release 0.1.0', () => {
  test('migrates to the current schema: every game is an X-Wing game at state version 1, every event at version 1', async () => {
    const { path, table } = oldTable();
    await table.store.close();
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(loadMigrations().at(-1)!.version);
    expect(db.prepare('SELECT DISTINCT system FROM games').pluck().all()).toEqual(['xwing-solo']);
    expect(db.prepare('SELECT DISTINCT v FROM events').pluck().all()).toEqual([1]);
    db.close();
  });

  test('the intro game in round 5 reads back whole, its kept roll completes, and the round-7 wave arrives as a notice', async () => {
    const { table: t } = oldTable();
    // The unposted "game over" of the ended game, stored rendered by the old release, is posted first.
    const leftover = await t.session.flushAll();
    expect(leftover).toHaveLength(1);
    expect(leftover[0]!.channel).toBe('ended');
    expect(text(leftover[0]!)).toContain('The game is over');
    const before = (await t.state('intro'))!;
    expect(before.round).toBe(5);
    expect(before.ships.map((s) => s.name)).toEqual(['TIE-1', 'TIE-2', 'you', 'Luke', 'TIE-3', 'TIE-4']);
    expect(before.ships.find((s) => s.name === 'TIE-3')!.locks).toEqual(['Luke']);
    expect(before.ships.find((s) => s.name === 'TIE-2')!.pending?.roll).toEqual({ defense: 'focus', attack: 'hit' });
    const game = (await t.game('intro'))!;
    expect(t.replay(await t.log(game.id))).toEqual(before);
    // Stored before data editions: it plays the frozen 2.0 data (R50).
    expect(before.edition).toBeUndefined();
    expect(text(await t.reply('#intro /rules topic:data'))).toContain('X-Wing 2.0, FFG (2.0) · xwing-data2 2.2.1 5531a00');

    // The card's button, pressed in a new process: it carries the pending roll's id.
    const pending = before.ships.find((s) => s.name === 'TIE-2')!.pending!;
    const answered = await t.reply(`#intro click ask:${pending.id}:arc:front-left:TIE-2`);
    expect(answered.type).toBe('update');
    expect(text(answered)).toContain('Maneuver');
    await t.advanceReply('#intro ');
    const round7 = await t.advance('#intro ');
    const wave = round7.filter((o) => o.type === 'announcement');
    expect(wave).toHaveLength(1);
    expect(text(wave[0]!)).toContain('Round 7: enemy arrivals');
    expect((await t.state('intro'))!.round).toBe(7);
    const undo = await t.reply('#intro /undo');
    expect(text(undo)).toContain('Took back the start of round 7');
    expect((await t.state('intro'))!.round).toBe(6);
    await t.store.close();
  });

  test('the v0.1 game plays on and undoes through its old events', async () => {
    const { table: t } = oldTable();
    const before = (await t.state('v01'))!;
    expect(before.ruleset).toBe('v0.1');
    expect(before.ships.find((s) => s.name === 'Z95-2')).toMatchObject({ stress: 1, disarm: 1 });
    const card = await t.reply('#v01 /activate ship:Z95-2 arc:bullseye roll:evade hit');
    expect(card.payload.flags).toBeUndefined();
    expect(text(await t.reply('#v01 /undo'))).toContain("Took back Z95-2's activation");
    expect(await t.state('v01')).toEqual(before);
    await t.store.close();
  });

  test('the ended game is shown as ended, its archive of old rows reads back, and a new game can start there', async () => {
    const { table: t } = oldTable();
    const ended = (await t.state('ended'))!;
    expect(ended.ended).toEqual({ reason: 'solo-destroyed', round: 1 });
    const game = (await t.game('ended'))!;
    expect((await t.log(game.id)).map((l) => l.event.t)).toEqual(['started', 'ship-added', 'ship-added', 'activated', 'ship-changed', 'ended']);
    expect(text(await t.reply('#ended /game status'))).toContain('(ended)');
    const fresh = await t.reply('#ended /game start faction:first-order scenario:custom');
    expect(fresh.payload.flags).toBeUndefined();
    expect((await t.state('ended'))!.faction).toBe('first-order');
    await t.store.close();
  });
});
