import { chooseAtRandom, type RandomChoice } from './choice.ts';
import type { DiceSource, DieRoll } from './dice.ts';
import { activationCandidates, type ObjectiveFacts } from './objectives.ts';

// One IC activation (reference "One IC activation"), the six steps in order.

export const ACTIVATION_STEPS = ['select-objective', 'move', 'face-nearest-player', 'discard-damage', 'passive-attacks', 'attack'] as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

/** How close an IC aims to end to its objective (step 2), and the Claim Jump range. */
export const OBJECTIVE_RANGE_INCHES = 3;

export interface ActivationOutcome {
  readonly choice: RandomChoice;
  readonly d3: DieRoll;
  readonly discarded: number;
  readonly damage: number;
  /** Step 2's "up to twice its Thrust", when players gave the class's Thrust. */
  readonly move: number | null;
  /** A20: with no candidate only step 2 is skipped. */
  readonly steps: readonly ActivationStep[];
}

/** Dice, in order: D*n* over the candidates when n ≥ 2, then D3 (always rolled, A21). */
export function activate(
  ic: { readonly table: number; readonly damage: number },
  objectives: readonly ObjectiveFacts[],
  thrust: number | null,
  dice: DiceSource,
): ActivationOutcome {
  const choice = chooseAtRandom(activationCandidates(objectives, ic.table), dice);
  const d3 = dice.roll(3);
  const discarded = Math.min(d3.value, ic.damage);
  return {
    choice,
    d3,
    discarded,
    damage: ic.damage - discarded,
    move: thrust === null ? null : 2 * thrust,
    steps: choice.chosen === null ? ACTIVATION_STEPS.filter((s) => s !== 'move') : ACTIVATION_STEPS,
  };
}
