import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { ConsoleSession } from '../../src/console/session.ts';
import type { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';

// A database that cannot take a write answers in words the user can act on, and the
// command is not applied: a full disk says storage is full (not "something went wrong, ref
// …", which asks for a bug report), a database locked by another process says it is not
// answering.

const tmp = tempDir('storage-failures-');
afterEach(() => tmp.cleanup());

test('a full disk is answered "storage is full", in English and French, and nothing is applied', async () => {
  const t = consoleTable(`${tmp.dir}/full.sqlite`);
  await t.store.ready;
  const db = (t.store as SqliteGameStore).db;
  // The file may not grow: SQLite then answers SQLITE_FULL, as on a full disk. The game's
  // first rows fit in pages already there, so a trigger makes each write to games grow the
  // file (a rollback journal: the limit is not checked on pages written to the WAL).
  db.pragma('journal_mode = DELETE');
  db.exec('CREATE TABLE filler (b BLOB); CREATE TRIGGER grow BEFORE INSERT ON games BEGIN INSERT INTO filler VALUES (randomblob(100000)); END;');
  db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
  const en = text(await t.reply('/game start faction:galactic-empire'));
  expect(en).toContain('storage is full');
  expect(en).not.toContain('Something went wrong');
  const french = new ConsoleSession(t.delivery, t.dispatcher, { seed: '42', locale: 'fr' });
  const fr = (await french.run('/game start faction:galactic-empire')).map(text).join('\n');
  expect(fr).toContain('stockage du bot est plein');
  expect(db.prepare('SELECT count(*) AS n FROM games').get()).toEqual({ n: 0 });
  await t.store.close();
});

test('a database another process holds locked is answered "not answering", and nothing is applied', async () => {
  const path = `${tmp.dir}/busy.sqlite`;
  const t = consoleTable(path);
  await t.store.ready;
  const other = new Database(path);
  other.exec('BEGIN IMMEDIATE');
  try {
    const reply = text(await t.reply('/game start faction:galactic-empire'));
    expect(reply).toContain('not answering');
    expect(reply).toContain('nothing was changed');
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  expect((t.store as SqliteGameStore).db.prepare('SELECT count(*) AS n FROM games').get()).toEqual({ n: 0 });
  await t.store.close();
});
