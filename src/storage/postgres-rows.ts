import type pg from 'pg';
import type { AggregateRow, Announcement, EventRow, GameRow, OutboxKind } from '../core/store.ts';
import { parseRecent, unpackArchive } from './archive.ts';

// The rows PostgreSQL returns, and the store's rows made of them.

export interface StoredAggregate {
  id: number;
  system: string;
  owner_id: string;
  guild_id: string | null;
  version: number;
  last_seq: number;
  state: string;
  state_version: number;
  recent: string;
}

export interface StoredGame extends StoredAggregate {
  locale: string;
  campaign_id: number | null;
}

export interface StoredAnnouncement {
  id: number;
  channel_id: string;
  kind: OutboxKind;
  payload: string;
  attempts: number;
  created_at: number;
}

export const GAME_COLUMNS = 'id, system, owner_id, guild_id, version, last_seq, state, state_version, recent, locale, campaign_id';
export const CAMPAIGN_COLUMNS = 'id, system, owner_id, guild_id, version, last_seq, state, state_version, recent';
export const EVENT_COLUMNS = 'seq, batch, v, data, actor, interaction, at';
export const ANNOUNCEMENT_COLUMNS = 'id, channel_id, kind, payload, attempts, created_at';

/** bigint columns (ids, times) come back as numbers: they stay far below 2^53. */
export const typesOf = (driver: typeof pg) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === driver.types.builtins.INT8 ? (v: string) => Number(v) : driver.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
});

export const campaignRow = (r: StoredAggregate): AggregateRow => ({
  id: r.id,
  system: r.system,
  owner: r.owner_id,
  guildId: r.guild_id,
  version: r.version,
  lastSeq: r.last_seq,
  state: r.state,
  stateVersion: r.state_version,
  recent: parseRecent(r.recent),
});

export const gameRow = (r: StoredGame): GameRow => ({ ...campaignRow(r), locale: r.locale, campaignId: r.campaign_id });

export const announcement = (r: StoredAnnouncement): Announcement => ({
  id: r.id,
  channelId: r.channel_id,
  kind: r.kind,
  payload: r.payload,
  attempts: r.attempts,
  createdAt: r.created_at,
});

/** The statements reading a game's log (`id`: its id, as SQL): its archive, then its live events. */
export const gameLogSql = (id: string) => `SELECT archive FROM games WHERE id = ${id}; SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = ${id} ORDER BY seq`;

export function joinLog(archived: pg.QueryResult, live: pg.QueryResult): EventRow[] {
  const blob = (archived.rows[0] as { archive: Buffer | null } | undefined)?.archive;
  return [...(blob ? unpackArchive(blob) : []), ...(live.rows as EventRow[])];
}
