import type { Maneuver } from './types.ts';

// Standard X-Wing token rules the Solo Alpha seed brings in ("Standard X-Wing rules,
// templates, tokens, and dice"), as the rulings R22 and R23 read them.

export type ShipSize = 'small' | 'medium' | 'large' | 'huge';

/** Ruling R23: ion tokens it takes to ionize a ship of each size. */
export const ION_TOKENS_TO_IONIZE: Readonly<Record<ShipSize, number>> = { small: 1, medium: 2, large: 3, huge: 6 };

/** R23: a ship is ionized while it has at least as many ion tokens as its size needs. */
export function isIonized(size: ShipSize, ionTokens: number): boolean {
  return ionTokens >= ION_TOKENS_TO_IONIZE[size];
}

/** Stress a maneuver gives (red, +1) or removes (blue, −1); white and purple change nothing (R22). */
export function maneuverStress(m: Maneuver): -1 | 0 | 1 {
  if (m.difficulty === 'red') return 1;
  if (m.difficulty === 'blue') return -1;
  return 0;
}

/** R22: the stress tokens a ship has after executing a maneuver. */
export function stressAfterManeuver(stress: number, m: Maneuver): number {
  return Math.max(0, stress + maneuverStress(m));
}
