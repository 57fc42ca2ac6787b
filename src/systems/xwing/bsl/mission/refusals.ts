import { refuser, type NoParams, type RefusalWords } from '../../../../core/refusal.ts';

// The mission layer's own refusals (the Big Shed League inside a game), typed per code:
// names and numbers, never words. Each language words them (campaign-play.ts `refusals`).

export type MissionRefusalParams = {
  /** C86: a player ship does not /leave a mission game: its fate counts. */
  'mission-ship-stays': { ship: string };
  /** C84: the campaign's mission game is not replaced before its result is in. */
  'mission-awaits-result': NoParams;
  'not-campaign-game': NoParams;
  /** Markers are scanned in mission 1 (Reconnaissance) only; `mission`: this game's, or 'open' (open mode). */
  'not-this-mission': { mission: number | 'open' };
  'edge-needed': { ship: string };
  'edge-in-ambush': NoParams;
  /** No hyperdrive (no `needed`), or too few tracking tokens. */
  'cannot-jump': { ship: string; tokens?: number; needed?: number };
  'ionized-no-jump': { ship: string };
  'not-active-fleet': { ship: string };
  'marker-gone': { marker: number; left: number };
  'scanned-this-round': { ship: string };
  'no-vet-reroll': { ship: string };
  'ships-needed': NoParams;
  /** C87: a mine or a turbolaser needs the asset that brings it. */
  'asset-not-in-play': { asset: string };
};

export const refuseMission = refuser<MissionRefusalParams>();

/** One language's words for every mission refusal. */
export type MissionRefusalWords = RefusalWords<MissionRefusalParams>;
