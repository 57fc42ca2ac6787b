-- Where each channel's table is shown (delivery's surfaces), kept in the store so every
-- process shares it and a killed one leaves nothing only it knew: the channel message
-- (the live tracker, formerly games.tracker, its scroll count and when it was last
-- edited) and, where the bot may not post, the interaction card (the newest interaction's
-- webhook token with its time and follow-up count). The trackers of current games carry over.
CREATE TABLE surfaces (
  channel_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  address TEXT,
  game_id INTEGER,
  shown_version INTEGER NOT NULL DEFAULT 0,
  shown_at INTEGER NOT NULL DEFAULT 0,
  since INTEGER NOT NULL DEFAULT 0,
  card_token TEXT,
  card_token_at INTEGER NOT NULL DEFAULT 0,
  application TEXT,
  token TEXT,
  token_at INTEGER NOT NULL DEFAULT 0,
  follow_ups INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, kind)
) STRICT, WITHOUT ROWID;
INSERT INTO surfaces (channel_id, kind, address, game_id, shown_version)
  SELECT channel_id, 'message', tracker, id, version FROM games WHERE current = 1 AND tracker IS NOT NULL;

-- Public answers while Discord lets them be edited (15 minutes): /undo marks the one it took back.
CREATE TABLE answers (
  interaction_id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  application TEXT NOT NULL,
  token TEXT NOT NULL,
  at INTEGER NOT NULL,
  reply TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX answers_at ON answers (at);
