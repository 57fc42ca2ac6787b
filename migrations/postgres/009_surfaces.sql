-- PostgreSQL twin of ../009_surfaces.sql.
CREATE TABLE surfaces (
  channel_id text NOT NULL,
  kind text NOT NULL,
  address text,
  game_id bigint,
  shown_version bigint NOT NULL DEFAULT 0,
  shown_at bigint NOT NULL DEFAULT 0,
  since bigint NOT NULL DEFAULT 0,
  card_token text,
  card_token_at bigint NOT NULL DEFAULT 0,
  application text,
  token text,
  token_at bigint NOT NULL DEFAULT 0,
  follow_ups bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, kind)
);
INSERT INTO surfaces (channel_id, kind, address, game_id, shown_version)
  SELECT channel_id, 'message', tracker, id, version FROM games WHERE current = 1 AND tracker IS NOT NULL;

CREATE TABLE answers (
  interaction_id text PRIMARY KEY,
  channel_id text NOT NULL,
  application text NOT NULL,
  token text NOT NULL,
  at bigint NOT NULL,
  reply text NOT NULL
);
CREATE INDEX answers_at ON answers (at);
