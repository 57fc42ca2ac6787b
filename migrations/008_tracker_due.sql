-- The live tracker's pending edit is a mark on the game's row, set in the same UPDATE as
-- the change that makes it due, instead of one outbox row per command: 0 = shown as it
-- is; t > 0 = due from t (ms since the epoch; later while a process holds it or while the
-- edit is put off to keep to Discord's edit rate). Trackers due under 007 carry over.
ALTER TABLE games ADD COLUMN tracker_due INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_tracker_due ON games (tracker_due) WHERE tracker_due > 0;
UPDATE games SET tracker_due = 1
  WHERE current = 1 AND channel_id IN (SELECT channel_id FROM outbox WHERE kind = 'tracker' AND posted_at IS NULL);
UPDATE outbox SET posted_at = created_at WHERE kind = 'tracker' AND posted_at IS NULL;
