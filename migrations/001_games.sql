-- One row per game. A channel (or thread) has at most one current game;
-- ended-and-cleared games stay as history with current = 0.
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  channel_id TEXT NOT NULL,
  guild_id TEXT,
  owner_id TEXT NOT NULL,
  current INTEGER NOT NULL DEFAULT 1,
  version INTEGER NOT NULL,
  last_seq INTEGER NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE UNIQUE INDEX games_current_channel ON games (channel_id) WHERE current = 1;

-- The append-only event log of each game.
CREATE TABLE events (
  game_id INTEGER NOT NULL REFERENCES games (id),
  seq INTEGER NOT NULL,
  batch INTEGER NOT NULL,
  data TEXT NOT NULL,
  actor TEXT,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

-- Interactions already applied, so a redelivered one applies once.
CREATE TABLE interactions (
  id TEXT PRIMARY KEY,
  game_id INTEGER NOT NULL,
  at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- Messages the bot posts by itself (wave arrivals, the end of a game), written in the
-- same transaction as the change that caused them and posted after it commits.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  posted_at INTEGER
) STRICT;

CREATE INDEX outbox_unposted ON outbox (next_attempt_at) WHERE posted_at IS NULL;
