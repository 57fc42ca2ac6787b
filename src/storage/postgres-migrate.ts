import type pg from 'pg';
import { tooNewError, type Migration } from './migrate.ts';

/** The key of the session lock every process takes to migrate (one bigint; channel locks use the two-int key space). */
const MIGRATION_LOCK = 5_318_008_001;

/**
 * Applies the missing migrations, each in its own transaction, holding a session
 * advisory lock: a second process starting at the same time waits, then finds them applied.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[]): Promise<number[]> {
  const latest = migrations.at(-1)?.version ?? 0;
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)');
      const current = Number((await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations')).rows[0]?.v ?? 0);
      if (current > latest) throw tooNewError(current, latest, 'DATABASE_URL');
      for (const m of migrations) {
        if (m.version <= current) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
        applied.push(m.version);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
}
