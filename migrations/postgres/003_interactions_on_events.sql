-- PostgreSQL twin of ../003_interactions_on_events.sql.
ALTER TABLE games ADD COLUMN recent text NOT NULL DEFAULT '[]';
ALTER TABLE events ADD COLUMN interaction text;
UPDATE events SET interaction = (SELECT i.id FROM interactions i WHERE i.game_id = events.game_id AND i.batch = events.batch) WHERE seq = batch;
UPDATE games SET recent = coalesce((SELECT json_agg(id)::text FROM (SELECT id FROM interactions i WHERE i.game_id = games.id ORDER BY at DESC, batch DESC LIMIT 32) AS r), '[]');
DROP TABLE interactions;
