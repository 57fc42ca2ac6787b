import type { Dice } from './ai-fleet.ts';
import type { CampaignOptions, Side } from './model.ts';

// The Active Fleet (big-shed-league.md §2.4): the fleet with the lower Fleet Value, comparing the
// players' FV with norm(FV of the AI) exactly (cross-multiplied); a tie is a coin from the RNG.

export interface ActiveDecision {
  readonly active: Side;
  readonly tie: boolean;
}

export function activeFleet(fvPlayers: number, fvAi: number, o: Pick<CampaignOptions, 'aiStrengthPct'>, dice: Dice): ActiveDecision {
  // norm(fvAi) = fvAi·100/H; compare fvPlayers·H with fvAi·100.
  const players = fvPlayers * o.aiStrengthPct;
  const ai = fvAi * 100;
  if (players < ai) return { active: 'players', tie: false };
  if (players > ai) return { active: 'ai', tie: false };
  return { active: dice.below(2) === 0 ? 'players' : 'ai', tie: true };
}
