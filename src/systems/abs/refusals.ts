import { refuser, type CoreRefusalParams, type NoParams } from '../../core/refusal.ts';
import type { Phase } from './state.ts';

// A Billion Suns' refusals: each code with the parameters it carries (ids, names and
// numbers from the game, or codes), never words: strings/en.ts and fr.ts word each.

/** What only the game's owner or a channel manager may do (A47): each language words it. */
export const ABS_FORBIDDEN_ACTIONS = ['end-game', 'undo', 'spend-capital'] as const;
export type AbsForbiddenAction = (typeof ABS_FORBIDDEN_ACTIONS)[number];

/** Each of this system's refusals (the core's own are in core/refusal.ts) with its parameters. */
export type AbsOwnRefusalParams = {
  'game-over': NoParams;
  /** `option`: the option's name as typed in the command. */
  'out-of-range': { option: string; min: number; max: number };
  'bad-name': { option?: string; max: number };
  'bad-note': { max: number };
  'bad-objectives': NoParams;
  'bad-table': { table: number; tables: number };
  /** The ids in play, joined: names from the game. */
  'unknown-contract': { contract: string; contracts: string };
  'unknown-objective': { objective: string; objectives: string };
  'unknown-jumppoint': { jumppoint: string; jumppoints: string };
  'unknown-ic': { ic: string; ics: string };
  'jumppoint-out': { jumppoint: string };
  'mass-needed': { class: string };
  'not-tactical': { phase: Phase };
  'not-end': { phase: Phase };
  'ic-activated': { ic: string };
  'ic-waits': { ic: string };
  'no-ic-ready': NoParams;
  'contract-exhausted': { contract: string };
  'claim-answered': { contract: string };
  'claims-closed': NoParams;
  'max-revenue-needed': { scale: number };
  'campaign-over': { corp: string };
  'capital-short': { capital: number; amount: number };
  'dice-bad': { position: number; value: number; sides: number };
  'dice-unused': { typed: number; used: number };
  'too-many-lost': { ic: string; ships: number; lost: number };
  'no-scatter': NoParams;
  'no-redraw': { contract: string };
  /** A40: a command that would change nothing writes nothing. */
  'nothing-to-change': { id: string };
  'credits-input': NoParams;
};

/** The core's codes this system meets in its own decisions, with its own words for `no-game`, `game-exists` and `forbidden`. */
export type AbsSharedRefusalParams = Pick<CoreRefusalParams, 'no-game' | 'no-campaign' | 'campaign-exists' | 'nothing-to-undo' | 'stale-button'> & {
  'game-exists': { round: number };
  forbidden: { action: AbsForbiddenAction };
};

export type AbsRefusalParams = AbsOwnRefusalParams & AbsSharedRefusalParams;
export type AbsRefusalCode = keyof AbsOwnRefusalParams;

/** The codes this system words itself (the core words the rest). */
export type AbsWordedCode = AbsRefusalCode | 'game-exists' | 'forbidden' | 'no-game';

/** A Billion Suns' refusal: each code takes exactly its parameters. */
export const refuseAbs = refuser<AbsRefusalParams>();
