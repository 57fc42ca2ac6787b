import { inject } from 'vitest';
import { createDatabase } from './postgres-server.ts';

let counter = 0;

/** A new, empty database on the test run's PostgreSQL server (test/global-setup.ts); returns its URL. */
export function postgresDatabase(prefix = 'test'): Promise<string> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${++counter}`;
  return createDatabase(inject('postgresAdminUrl'), name);
}
