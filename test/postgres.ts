import type pg from 'pg';
import { inject } from 'vitest';
import { decodeState } from '../src/systems/xwing/play/codec.ts';
import { createDatabase } from './postgres-server.ts';

let counter = 0;

/** A new, empty database on the test run's PostgreSQL server (test/global-setup.ts); returns its URL. */
export function postgresDatabase(prefix = 'test'): Promise<string> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${++counter}`;
  return createDatabase(inject('postgresAdminUrl'), name);
}

/** The round of the channel's current game in a PostgreSQL database (0: no game). */
export async function storedRound(db: pg.Pool, channel: string): Promise<number> {
  const r = await db.query<{ state: string }>('SELECT state FROM games WHERE channel_id = $1 AND current = 1', [channel]);
  return r.rows[0] ? decodeState(r.rows[0].state).round : 0;
}
