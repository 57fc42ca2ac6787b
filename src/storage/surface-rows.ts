import type { AnswerRow, SurfaceKind, SurfaceRow } from '../core/surfaces.ts';

// The stored form of delivery's surfaces and answers, shared by both stores.

export interface StoredSurface {
  channel_id: string;
  kind: string;
  address: string | null;
  game_id: number | null;
  shown_version: number;
  shown_at: number;
  since: number;
  card_token: string | null;
  card_token_at: number;
  application: string | null;
  token: string | null;
  token_at: number;
  follow_ups: number;
}

export interface StoredAnswer {
  interaction_id: string;
  channel_id: string;
  application: string;
  token: string;
  at: number;
  reply: string;
}

export const SURFACE_COLUMNS =
  'channel_id, kind, address, game_id, shown_version, shown_at, since, card_token, card_token_at, application, token, token_at, follow_ups';

export const surfaceRow = (r: StoredSurface): SurfaceRow => ({
  channelId: r.channel_id,
  kind: r.kind as SurfaceKind,
  address: r.address,
  gameId: r.game_id,
  shownVersion: r.shown_version,
  shownAt: r.shown_at,
  since: r.since,
  cardToken: r.card_token,
  cardTokenAt: r.card_token_at,
  application: r.application,
  token: r.token,
  tokenAt: r.token_at,
  followUps: r.follow_ups,
});

/** A surface's values in SURFACE_COLUMNS order. */
export const surfaceValues = (s: SurfaceRow) => [
  s.channelId,
  s.kind,
  s.address,
  s.gameId,
  s.shownVersion,
  s.shownAt,
  s.since,
  s.cardToken,
  s.cardTokenAt,
  s.application,
  s.token,
  s.tokenAt,
  s.followUps,
];

export const answerRow = (r: StoredAnswer): AnswerRow => ({
  interactionId: r.interaction_id,
  channelId: r.channel_id,
  application: r.application,
  token: r.token,
  at: r.at,
  reply: r.reply,
});

/** The value a parked tracker or announcement waits with (delivery's PARKED). */
export const PARKED_SQL = String(Number.MAX_SAFE_INTEGER);
