import type Database from 'better-sqlite3';
import type { AnswerRow, SurfaceRow, SurfaceStore, Via } from '../core/surfaces.ts';
import { answerRow, PARKED_SQL, SURFACE_COLUMNS, surfaceRow, surfaceValues, type StoredAnswer, type StoredSurface } from './surface-rows.ts';

// Delivery's surfaces and answers on SQLite (see core/surfaces.ts).

const UPSERT_SET = SURFACE_COLUMNS.split(', ')
  .slice(2)
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

export function sqliteSurfaces(db: Database.Database): SurfaceStore {
  const stmts = {
    list: db.prepare<[string], StoredSurface>(`SELECT ${SURFACE_COLUMNS} FROM surfaces WHERE channel_id = ? ORDER BY kind`),
    save: db.prepare<unknown[]>(
      `INSERT INTO surfaces (${SURFACE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (channel_id, kind) DO UPDATE SET ${UPSERT_SET}`,
    ),
    seen: db.prepare<[string, string, string, number, number]>(
      "INSERT INTO surfaces (channel_id, kind, application, token, token_at, follow_ups) VALUES (?, 'interaction', ?, ?, ?, ?) " +
        'ON CONFLICT (channel_id, kind) DO UPDATE SET application = excluded.application, token = excluded.token, token_at = excluded.token_at, follow_ups = excluded.follow_ups ' +
        'WHERE excluded.token_at >= surfaces.token_at',
    ),
    wakeTracker: db.prepare<[string]>(`UPDATE games SET tracker_due = 1 WHERE channel_id = ? AND current = 1 AND tracker_due = ${PARKED_SQL}`),
    wakeOutbox: db.prepare<[string]>(`UPDATE outbox SET next_attempt_at = 0 WHERE channel_id = ? AND posted_at IS NULL AND next_attempt_at = ${PARKED_SQL}`),
    takeFollowUp: db.prepare<[string, string, number]>(
      "UPDATE surfaces SET follow_ups = follow_ups + 1 WHERE channel_id = ? AND kind = 'interaction' AND token = ? AND follow_ups < ?",
    ),
    countPublic: db.prepare<[string]>("UPDATE surfaces SET since = since + 1 WHERE channel_id = ? AND kind = 'message'"),
    remember: db.prepare<[string, string, string, string, number, string]>(
      'INSERT OR REPLACE INTO answers (interaction_id, channel_id, application, token, at, reply) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    take: db.prepare<[string], StoredAnswer>(
      'DELETE FROM answers WHERE interaction_id = ? RETURNING interaction_id, channel_id, application, token, at, reply',
    ),
    prune: db.prepare<[number]>('DELETE FROM answers WHERE at < ?'),
  };
  const remember = db.transaction((a: AnswerRow, scrolls: boolean) => {
    stmts.remember.run(a.interactionId, a.channelId, a.application, a.token, a.at, a.reply);
    if (scrolls) stmts.countPublic.run(a.channelId);
  });
  const seen = db.transaction((channelId: string, via: Via, at: number, used: number) => {
    stmts.seen.run(channelId, via.application, via.token, at, used);
    stmts.wakeTracker.run(channelId);
    stmts.wakeOutbox.run(channelId);
  });
  return {
    async list(channelId: string): Promise<SurfaceRow[]> {
      return stmts.list.all(channelId).map(surfaceRow);
    },
    async save(row: SurfaceRow): Promise<void> {
      stmts.save.run(...surfaceValues(row));
    },
    async seen(channelId: string, via: Via, at: number, used: number): Promise<void> {
      seen(channelId, via, at, used);
    },
    async takeFollowUp(channelId: string, token: string, max: number): Promise<boolean> {
      return stmts.takeFollowUp.run(channelId, token, max).changes === 1;
    },
    async countPublic(channelId: string): Promise<void> {
      stmts.countPublic.run(channelId);
    },
    async remember(a: AnswerRow, scrolls = false): Promise<void> {
      remember(a, scrolls);
    },
    async take(interactionId: string): Promise<AnswerRow | null> {
      const r = stmts.take.get(interactionId);
      return r ? answerRow(r) : null;
    },
    async prune(before: number): Promise<void> {
      stmts.prune.run(before);
    },
  };
}
