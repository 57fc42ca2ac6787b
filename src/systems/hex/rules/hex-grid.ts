import { mod6 } from './terms.ts';

// "Where it ends": the walk in the craft's own frame, axial coordinates (q, r).
// Facing 0 is the start facing; R adds 1, L subtracts 1, B adds 3.

export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

/** v(f), one row per facing, as in the reference. */
export const FACING_VECTORS: readonly (readonly [q: number, r: number])[] = [
  [+1, 0],
  [0, +1],
  [-1, +1],
  [-1, 0],
  [0, -1],
  [+1, -1],
];

export interface Place {
  readonly q: number;
  readonly r: number;
  readonly facing: Facing;
}

export const START: Place = { q: 0, r: 0, facing: 0 };

export function advance(at: Place, hexes: number): Place {
  const [dq, dr] = FACING_VECTORS[at.facing] ?? [0, 0];
  return { q: at.q + hexes * dq, r: at.r + hexes * dr, facing: at.facing };
}

export function turn(at: Place, delta: number): Place {
  return { ...at, facing: mod6(at.facing + delta) as Facing };
}

/** Hexes from the start hex. */
export function hexDistance(q: number, r: number): number {
  return (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
}

/** The end of the mirrored path (every L and R swapped). */
export function mirror(at: Place): Place {
  return { q: at.q + at.r, r: 0 - at.r, facing: mod6(-at.facing) as Facing };
}
