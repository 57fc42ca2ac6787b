import type { AggregateRow, AggregateWrite, Announcement, EventRow, GameRow, OutboxKind, Write } from '../core/store.ts';
import { nextRecent, parseRecent } from './archive.ts';

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

/**
 * What a write makes of its row's head, the same in both stores (a redelivered interaction is
 * found by them): the last seq, and the interactions it remembers with `interaction` added.
 */
export function writeHead(row: { readonly lastSeq: number; readonly recent: readonly string[] } | null, w: AggregateWrite, interaction: string | null) {
  return { lastSeq: w.events.at(-1)?.seq ?? (w.create ? 0 : (row?.lastSeq ?? 0)), recent: nextRecent(w.create ? [] : (row?.recent ?? []), interaction) };
}

/** The interaction a campaign's write records: a command that changes both records it on the game; one that changes only the campaign, here. */
export const campaignInteraction = (write: Write): string | null => (write.game ? null : write.interactionId);

/** A write's new events, as they are stored; the first carries the interaction. */
export function eventRows(events: AggregateWrite['events'], actor: string | null, interaction: string | null, at: number): EventRow[] {
  return events.map((e, i) => ({ seq: e.seq, batch: e.batch, v: e.v, data: e.data, actor, interaction: i === 0 ? interaction : null, at }));
}
