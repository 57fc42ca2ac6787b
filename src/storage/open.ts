import { join } from 'node:path';
import type { GameStore } from '../core/store.ts';
import { isPostgresUrl, PostgresGameStore, type PostgresOptions } from './postgres-store.ts';
import { SqliteGameStore, type SqliteOptions } from './sqlite-store.ts';

/** Options for either store; each takes the ones it knows. */
export type StoreOptions = SqliteOptions & PostgresOptions;

/**
 * The store a location names: a postgres:// (or postgresql://) URL opens PostgreSQL,
 * anything else is a SQLite file path (the default). `migrationsDir` names the SQLite
 * folder; PostgreSQL's migrations are in its postgres/ subfolder.
 */
export function openStore(location: string, options: StoreOptions = {}): GameStore {
  if (!isPostgresUrl(location)) return new SqliteGameStore(location, options);
  const { migrationsDir, ...rest } = options;
  return new PostgresGameStore(location, { ...rest, ...(migrationsDir ? { migrationsDir: join(migrationsDir, 'postgres') } : {}) });
}
