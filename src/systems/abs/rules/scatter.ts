import type { DiceSource, DieRoll } from './dice.ts';

// Overlapping ICs (reference "Overlapping ICs (scatter)").

export const SCATTER_INCHES = 3;

/** A16: face k points (k − 1) × 45° clockwise from the table's top edge. */
export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export function directionOf(face: number): Direction {
  const d = DIRECTIONS[face - 1];
  if (!d) throw new Error(`no D8 face ${face}`);
  return d;
}

export interface ScatterRoll {
  /** Every D8 rolled, re-rolls included. */
  readonly rolls: readonly DieRoll[];
  /** null: all eight directions were invalid; the ship goes to the legal spot nearest where it would have been (A17). */
  readonly direction: Direction | null;
}

/**
 * A17: a direction already reported invalid for this placement is re-rolled at once.
 * Terminates: fewer than eight invalid directions leave each roll a chance of at least 1/8.
 */
export function rollScatter(invalid: readonly Direction[], dice: DiceSource): ScatterRoll {
  if (DIRECTIONS.every((d) => invalid.includes(d))) return { rolls: [], direction: null };
  const rolls: DieRoll[] = [];
  for (;;) {
    const roll = dice.roll(8);
    rolls.push(roll);
    const direction = directionOf(roll.value);
    if (!invalid.includes(direction)) return { rolls, direction };
  }
}
