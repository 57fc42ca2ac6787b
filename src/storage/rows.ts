import type { AggregateRow, Announcement, GameRow, OutboxKind } from '../core/store.ts';
import { parseRecent } from './archive.ts';

// The rows both stores keep, as their drivers return them, and the store's rows made of them.

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
