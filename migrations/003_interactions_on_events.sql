-- Trace each command to its interaction on its first event, and keep the last few
-- interaction ids on the game row for spotting a redelivery: one row and one page
-- fewer to write per command than a table of their own.
ALTER TABLE games ADD COLUMN recent TEXT NOT NULL DEFAULT '[]';
ALTER TABLE events ADD COLUMN interaction TEXT;
UPDATE events SET interaction = (SELECT i.id FROM interactions i WHERE i.game_id = events.game_id AND i.batch = events.batch) WHERE seq = batch;
UPDATE games SET recent = coalesce((SELECT json_group_array(id) FROM (SELECT id FROM interactions i WHERE i.game_id = games.id ORDER BY at DESC, batch DESC LIMIT 32)), '[]');
DROP TABLE interactions;
