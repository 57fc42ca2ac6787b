-- PostgreSQL twin of ../008_tracker_due.sql.
ALTER TABLE games ADD COLUMN tracker_due bigint NOT NULL DEFAULT 0;
CREATE INDEX games_tracker_due ON games (tracker_due) WHERE tracker_due > 0;
UPDATE games SET tracker_due = 1
  WHERE current = 1 AND channel_id IN (SELECT channel_id FROM outbox WHERE kind = 'tracker' AND posted_at IS NULL);
UPDATE outbox SET posted_at = created_at WHERE kind = 'tracker' AND posted_at IS NULL;
