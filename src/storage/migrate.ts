import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { MIGRATIONS_PATH } from '../paths.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export function loadMigrations(path: string = MIGRATIONS_PATH): Migration[] {
  const migrations = readdirSync(path)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .map((f) => ({ version: Number(f.split('_')[0]), name: f, sql: readFileSync(join(path, f), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 1, 2, 3… without gaps: ${m.name} is number ${i + 1}`);
  });
  return migrations;
}

export class DatabaseTooNewError extends Error {}

export function tooNewError(current: number, latest: number, setting: 'DATABASE_PATH' | 'DATABASE_URL'): DatabaseTooNewError {
  return new DatabaseTooNewError(
    `The database is at schema version ${current}, newer than this bot knows (${latest}). Run a newer version of the bot, or point ${setting} at another ${setting === 'DATABASE_PATH' ? 'file' : 'database'}.`,
  );
}

/**
 * Applies the missing migrations in order, each with its record in one immediate
 * transaction. The version is read again inside each transaction, under the write
 * lock: two processes starting on a fresh file never apply the same migration twice.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = loadMigrations()): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT');
  const latest = migrations.at(-1)?.version ?? 0;
  const currentVersion = () => (db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number | null }).v ?? 0;
  const tooNew = (current: number) => tooNewError(current, latest, 'DATABASE_PATH');
  if (currentVersion() > latest) throw tooNew(currentVersion());
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of migrations) {
    db.transaction(() => {
      const current = currentVersion();
      if (current > latest) throw tooNew(current);
      if (m.version <= current) return;
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now());
      applied.push(m.version);
    }).immediate();
  }
  return applied;
}
