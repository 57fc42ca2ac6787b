import type { ActivityRoll, Trigger } from './activity.ts';
import { chooseAtRandom, type RandomChoice } from './choice.ts';
import type { DiceSource } from './dice.ts';
import { deploymentCandidates, type ObjectiveFacts } from './objectives.ts';

// Deploying ICs (reference "Deploying ICs"), steps 1–3. The bot picks the objective;
// players place and face the ships from the card's instructions.

export const DEPLOYMENT_STEPS = ['select-objective', 'place-near-player', 'face-nearest-player'] as const;
export type DeploymentStep = (typeof DEPLOYMENT_STEPS)[number];

export interface Placement {
  /** The selected objective, or the triggering jump point standing in for it (A12). */
  readonly anchor: { readonly kind: 'objective' | 'jump-point'; readonly id: string };
  /**
   * A13 applies only with no player ship on that table. A jump-in has just put one
   * there (A8), so only a round-start deployment needs the A13 alternative on its card.
   */
  readonly playerShipCertain: boolean;
}

export interface Deployment {
  readonly table: number;
  readonly choice: RandomChoice;
  readonly placement: Placement;
}

/** Step 1 and the placement it leads to. Dice: D*n* when n ≥ 2 (after the activity dice). */
export function deploy(trigger: Trigger, table: number, objectives: readonly ObjectiveFacts[], dice: DiceSource): Deployment {
  const choice = chooseAtRandom(deploymentCandidates(objectives, table), dice);
  return {
    table,
    choice,
    placement: {
      anchor: choice.chosen !== null ? { kind: 'objective', id: choice.chosen } : { kind: 'jump-point', id: trigger.jumpPoint },
      playerShipCertain: trigger.kind === 'jump-in',
    },
  };
}

/** Everything one Competitor Activity roll decides, in dice order: D6, D3?, D*n*?. */
export interface Arrival {
  readonly trigger: Trigger;
  readonly roll: ActivityRoll;
  readonly deployment: Deployment;
}
