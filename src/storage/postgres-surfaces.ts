import type pg from 'pg';
import type { AnswerRow, SurfaceRow, SurfaceStore, Via } from '../core/surfaces.ts';
import { answerRow, PARKED_SQL, SURFACE_COLUMNS, surfaceRow, surfaceValues, type StoredAnswer, type StoredSurface } from './surface-rows.ts';

// Delivery's surfaces and answers on PostgreSQL (see core/surfaces.ts).

const UPSERT_SET = SURFACE_COLUMNS.split(', ')
  .slice(2)
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

export function postgresSurfaces(pool: () => Promise<pg.Pool>): SurfaceStore {
  const q = async <R extends pg.QueryResultRow>(sql: string, values: unknown[]) => (await pool()).query<R>(sql, values);
  return {
    async list(channelId: string): Promise<SurfaceRow[]> {
      return (await q<StoredSurface>(`SELECT ${SURFACE_COLUMNS} FROM surfaces WHERE channel_id = $1 ORDER BY kind`, [channelId])).rows.map(surfaceRow);
    },
    async save(row: SurfaceRow): Promise<void> {
      await q(
        `INSERT INTO surfaces (${SURFACE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (channel_id, kind) DO UPDATE SET ${UPSERT_SET}`,
        surfaceValues(row),
      );
    },
    async seen(channelId: string, via: Via, at: number, used: number): Promise<void> {
      // One round trip: the newest token, and what waited for one is due again.
      await q(
        'WITH s AS (INSERT INTO surfaces (channel_id, kind, application, token, token_at, follow_ups) VALUES ($1, $5, $2, $3, $4, $6) ' +
          'ON CONFLICT (channel_id, kind) DO UPDATE SET application = excluded.application, token = excluded.token, token_at = excluded.token_at, follow_ups = excluded.follow_ups ' +
          'WHERE excluded.token_at >= surfaces.token_at RETURNING 1), ' +
          `t AS (UPDATE games SET tracker_due = 1 WHERE channel_id = $1 AND current = 1 AND tracker_due = ${PARKED_SQL} RETURNING 1) ` +
          `UPDATE outbox SET next_attempt_at = 0 WHERE channel_id = $1 AND posted_at IS NULL AND next_attempt_at = ${PARKED_SQL}`,
        [channelId, via.application, via.token, at, 'interaction', used],
      );
    },
    async takeFollowUp(channelId: string, token: string, max: number): Promise<boolean> {
      const r = await q("UPDATE surfaces SET follow_ups = follow_ups + 1 WHERE channel_id = $1 AND kind = 'interaction' AND token = $2 AND follow_ups < $3", [
        channelId,
        token,
        max,
      ]);
      return r.rowCount === 1;
    },
    async countPublic(channelId: string): Promise<void> {
      await q("UPDATE surfaces SET since = since + 1 WHERE channel_id = $1 AND kind = 'message'", [channelId]);
    },
    async remember(a: AnswerRow, scrolls = false): Promise<void> {
      // One round trip: the answer, and the channel message's scroll when it is a message of its own.
      await q(
        'WITH kept AS (INSERT INTO answers (interaction_id, channel_id, application, token, at, reply) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (interaction_id) DO NOTHING RETURNING 1) ' +
          "UPDATE surfaces SET since = since + 1 WHERE $7 AND channel_id = $2 AND kind = 'message'",
        [a.interactionId, a.channelId, a.application, a.token, a.at, a.reply, scrolls],
      );
    },
    async take(interactionId: string): Promise<AnswerRow | null> {
      const r = await q<StoredAnswer>('DELETE FROM answers WHERE interaction_id = $1 RETURNING interaction_id, channel_id, application, token, at, reply', [
        interactionId,
      ]);
      return r.rows[0] ? answerRow(r.rows[0]) : null;
    },
    async prune(before: number): Promise<void> {
      await q('DELETE FROM answers WHERE at < $1', [before]);
    },
  };
}
