import type { Bearing, Difficulty, Direction, Maneuver } from '../engine/types.ts';

// xwing-data2 dial codes: speed, bearing letter, difficulty letter ("3TW").
const BEARING_LETTERS: Record<string, { bearing: Bearing; direction: Direction }> = {
  T: { bearing: 'turn', direction: 'left' },
  B: { bearing: 'bank', direction: 'left' },
  F: { bearing: 'straight', direction: null },
  N: { bearing: 'bank', direction: 'right' },
  Y: { bearing: 'turn', direction: 'right' },
  K: { bearing: 'koiogran-turn', direction: null },
  L: { bearing: 'segnors-loop', direction: 'left' },
  P: { bearing: 'segnors-loop', direction: 'right' },
  E: { bearing: 'tallon-roll', direction: 'left' },
  R: { bearing: 'tallon-roll', direction: 'right' },
  O: { bearing: 'stationary', direction: null },
  S: { bearing: 'reverse-straight', direction: null },
  A: { bearing: 'reverse-bank', direction: 'left' },
  D: { bearing: 'reverse-bank', direction: 'right' },
};
const DIFFICULTY_LETTERS: Record<string, Difficulty> = { W: 'white', B: 'blue', R: 'red', P: 'purple' };

export function parseDialCode(code: string, where = 'dial'): Maneuver {
  const m = /^([0-5])([ABDEFKLNOPRSTY])([RWBP])$/.exec(code);
  if (!m) throw new Error(`${where}: malformed dial code ${JSON.stringify(code)}`);
  const bearing = BEARING_LETTERS[m[2]!]!;
  return { speed: Number(m[1]), ...bearing, difficulty: DIFFICULTY_LETTERS[m[3]!]! };
}
