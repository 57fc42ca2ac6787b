import { z } from 'zod';
import type { Decision } from '../../core/system.ts';
import { refuseAbs } from './refusals.ts';
import { BOUNDS, inBounds } from './rules/setup.ts';
import { CAMPAIGN_START_CAPITAL, MARGIN_RESULTS, type MarginResult } from './rules/margin.ts';
import type { GameResult } from './state.ts';

// The solo campaign (reference "Solo campaigns", A28): a second aggregate of the
// channel, with its own state and log. Capital starts at 10; each game's Margin adds
// its Capital; an Unmitigated failure (fired) ends it and freezes its Capital.

export interface CampaignGame {
  readonly scale: number;
  readonly credits: number;
  readonly maxRevenue: number;
  readonly tenths: number;
  readonly result: MarginResult;
  readonly capital: number;
}

export interface CampaignSpend {
  readonly amount: number;
  readonly note: string | null;
}

export interface AbsCampaignState {
  readonly kind: 'abs-solo-campaign';
  readonly corp: string;
  readonly capital: number;
  readonly status: 'active' | 'over';
  readonly games: readonly CampaignGame[];
  readonly spends: readonly CampaignSpend[];
}

export type AbsCampaignEvent =
  | { readonly t: 'campaign-started'; readonly corp: string; readonly capital: number }
  | { readonly t: 'game-scored'; readonly game: CampaignGame; readonly capital: number; readonly fired: boolean }
  | { readonly t: 'capital-spent'; readonly amount: number; readonly note: string | null; readonly capital: number };

export function evolveCampaign(state: AbsCampaignState | null, e: AbsCampaignEvent): AbsCampaignState {
  // "You must start a new one": a start always opens a fresh campaign (the name may be reused).
  if (e.t === 'campaign-started') return { kind: 'abs-solo-campaign', corp: e.corp, capital: e.capital, status: 'active', games: [], spends: [] };
  if (!state) throw new Error(`campaign event ${e.t} before the campaign started`);
  switch (e.t) {
    case 'game-scored':
      return { ...state, games: [...state.games, e.game], capital: e.capital, status: e.fired ? 'over' : state.status };
    case 'capital-spent':
      return { ...state, spends: [...state.spends, { amount: e.amount, note: e.note }], capital: e.capital };
  }
}

export const CORP_MAX = 60;
export const NOTE_MAX = 100;

const int = z.number().int();
const gameSchema: z.ZodType<CampaignGame> = z.object({
  scale: int.min(1),
  credits: int,
  maxRevenue: int.min(1),
  tenths: int,
  result: z.enum(MARGIN_RESULTS),
  capital: int.min(0),
});

export const absCampaignStateSchema: z.ZodType<AbsCampaignState> = z.object({
  kind: z.literal('abs-solo-campaign'),
  corp: z.string().max(CORP_MAX),
  capital: int.min(0),
  status: z.enum(['active', 'over']),
  games: z.array(gameSchema),
  spends: z.array(z.object({ amount: int.min(1), note: z.string().max(NOTE_MAX).nullable() })),
});

export const absCampaignEventSchema: z.ZodType<AbsCampaignEvent> = z.discriminatedUnion('t', [
  z.object({ t: z.literal('campaign-started'), corp: z.string().max(CORP_MAX), capital: int.min(0) }),
  z.object({ t: z.literal('game-scored'), game: gameSchema, capital: int.min(0), fired: z.boolean() }),
  z.object({ t: z.literal('capital-spent'), amount: int.min(1), note: z.string().max(NOTE_MAX).nullable(), capital: int.min(0) }),
]);

// ---------------------------------------------------------------- decisions

export interface CampaignView {
  readonly campaign: AbsCampaignState;
}

type CampaignDecision = Decision<AbsCampaignEvent, CampaignView>;

function decided(state: AbsCampaignState | null, events: AbsCampaignEvent[]): CampaignDecision {
  let after = state;
  for (const e of events) after = evolveCampaign(after, e);
  if (!after) throw new Error('a campaign decision left no campaign');
  return { ok: true, events, view: { campaign: after } };
}

/** `/abs campaign start`: 10 Capital. An over campaign may be followed by a new one. */
export function startCampaign(existing: AbsCampaignState | null, input: { readonly corp: string }): CampaignDecision {
  if (existing && existing.status === 'active') return refuseAbs('campaign-exists');
  const corp = input.corp.trim();
  if (corp === '' || corp.length > CORP_MAX) return refuseAbs('bad-name', { max: CORP_MAX });
  return decided(null, [{ t: 'campaign-started', corp, capital: CAMPAIGN_START_CAPITAL }]);
}

/** `/abs campaign spend`: A28, Capital never goes below 0 and is frozen once the campaign is over. */
export function spendCapital(state: AbsCampaignState | null, input: { readonly amount: number; readonly note?: string | null }): CampaignDecision {
  if (!state) return refuseAbs('no-campaign');
  if (state.status === 'over') return refuseAbs('campaign-over', { corp: state.corp });
  if (!inBounds('capital', input.amount)) return refuseAbs('out-of-range', { option: 'amount', min: BOUNDS.capital.min, max: BOUNDS.capital.max });
  if (input.amount > state.capital) return refuseAbs('capital-short', { capital: state.capital, amount: input.amount });
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX) return refuseAbs('bad-note', { max: NOTE_MAX });
  return decided(state, [{ t: 'capital-spent', amount: input.amount, note, capital: state.capital - input.amount }]);
}

/** The campaign update a game's Margin produces (A28); none for a campaign already over. */
export function scoreGame(state: AbsCampaignState, result: GameResult): AbsCampaignEvent[] {
  if (state.status === 'over') return [];
  const fired = result.result === 'fired';
  const game: CampaignGame = {
    scale: result.scale,
    credits: result.credits,
    maxRevenue: result.maxRevenue,
    tenths: result.tenths,
    result: result.result,
    capital: result.capital,
  };
  return [{ t: 'game-scored', game, capital: state.capital + result.capital, fired }];
}
