// What a failing database means for the user who asked: the few failures a player can act on
// get their own reply ("storage is full", "not answering: nothing was changed"), not a bug report.

export type StorageFailure = 'full' | 'unavailable' | 'uncertain';

/** A COMMIT sent but not confirmed in time: the database may still apply it, so the user is told it may have been saved. */
export class CommitUnconfirmed extends Error {
  constructor(cause: unknown) {
    super('the database did not confirm the commit in time', { cause });
    this.name = 'CommitUnconfirmed';
  }
}

// SQLite (better-sqlite3 codes), PostgreSQL (SQLSTATE) and Node's file system.
const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);
const UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  // query_canceled (statement_timeout), lock_not_available (lock_timeout), idle_in_transaction_session_timeout
  '57014',
  '55P03',
  '25P03',
  // cannot_connect_now, admin_shutdown, too_many_connections
  '57P03',
  '57P01',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);
/** pg's own client-side timeouts and lost connections carry no code, only these messages. */
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error/,
];

/** The kind of storage failure an error is, or null when it is not one the user can act on. */
export function storageFailure(err: unknown): StorageFailure | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof CommitUnconfirmed) return 'uncertain';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && FULL.has(code)) return 'full';
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(e instanceof Error ? e.message : ''))) return 'unavailable';
  }
  return null;
}
