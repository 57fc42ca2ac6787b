import pg from 'pg';
import { inject } from 'vitest';

let counter = 0;

/** A new, empty database on the test run's PostgreSQL server (test/global-setup.ts); returns its URL. */
export async function postgresDatabase(prefix = 'test'): Promise<string> {
  const admin = inject('postgresAdminUrl');
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${++counter}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
