import type pg from 'pg';
import type { EventRow } from '../core/store.ts';
import { unpackArchive } from './archive.ts';
import { EVENT_COLUMNS } from './rows.ts';

// What reading PostgreSQL's rows needs beyond the rows both stores keep (rows.ts).

/** bigint columns (ids, times) come back as numbers: they stay far below 2^53. */
export const typesOf = (driver: typeof pg) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === driver.types.builtins.INT8 ? (v: string) => Number(v) : driver.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
});

/** The statements reading a game's log (`id`: its id, as SQL): its archive, then its live events. */
export const gameLogSql = (id: string) => `SELECT archive FROM games WHERE id = ${id}; SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = ${id} ORDER BY seq`;

export function joinLog(archived: pg.QueryResult, live: pg.QueryResult): EventRow[] {
  const blob = (archived.rows[0] as { archive: Buffer | null } | undefined)?.archive;
  return [...(blob ? unpackArchive(blob) : []), ...(live.rows as EventRow[])];
}
