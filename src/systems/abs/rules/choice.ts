import type { DiceSource, DieRoll } from './dice.ts';

// A random choice among listed candidates (A4): candidates in ascending id order, face k
// picks the k-th, and a choice from exactly one candidate rolls nothing.

export interface RandomChoice {
  readonly candidates: readonly string[];
  readonly roll: DieRoll | null;
  readonly chosen: string | null;
}

export function chooseAtRandom(candidates: readonly string[], dice: DiceSource): RandomChoice {
  if (candidates.length === 0) return { candidates, roll: null, chosen: null };
  if (candidates.length === 1) return { candidates, roll: null, chosen: candidates[0] ?? null };
  const roll = dice.roll(candidates.length);
  return { candidates, roll, chosen: candidates[roll.value - 1] ?? null };
}

/** Ids like O12 sort by their number, not as text (O10 after O9). */
export function byIdNumber(a: string, b: string): number {
  return idNumber(a) - idNumber(b);
}

export function idNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}
