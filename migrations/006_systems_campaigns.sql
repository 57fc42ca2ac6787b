-- One core for many games: each game row says which game system it is, at which
-- version its state was stored and in which language its public messages go out;
-- each event carries the schema version it was written at. Campaigns are a second
-- aggregate with a log of their own; a game may belong to one.
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  channel_id TEXT NOT NULL,
  guild_id TEXT,
  owner_id TEXT NOT NULL,
  system TEXT NOT NULL,
  current INTEGER NOT NULL DEFAULT 1,
  version INTEGER NOT NULL,
  last_seq INTEGER NOT NULL,
  state TEXT NOT NULL,
  state_version INTEGER NOT NULL,
  recent TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE UNIQUE INDEX campaigns_current_channel ON campaigns (channel_id) WHERE current = 1;

CREATE TABLE campaign_events (
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id),
  seq INTEGER NOT NULL,
  batch INTEGER NOT NULL,
  v INTEGER NOT NULL,
  data TEXT NOT NULL,
  actor TEXT,
  interaction TEXT,
  at INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, seq)
) STRICT, WITHOUT ROWID;

-- Every game before this migration is an X-Wing Solo Alpha game stored at version 1.
ALTER TABLE games ADD COLUMN system TEXT NOT NULL DEFAULT 'xwing-solo';
ALTER TABLE games ADD COLUMN state_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE games ADD COLUMN campaign_id INTEGER REFERENCES campaigns (id);
ALTER TABLE events ADD COLUMN v INTEGER NOT NULL DEFAULT 1;

-- Outbox rows were rendered English ('message'); new ones store what happened
-- ('notice': system, version, the notice) and are rendered when posted.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'message';
