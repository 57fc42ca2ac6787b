// Plain data shared by the engine, the catalogue and every adapter.
// Vocabulary follows the rulebook (see README "Vocabulary").

export const BEARINGS = ['straight', 'bank', 'turn', 'koiogran-turn', 'segnors-loop', 'tallon-roll', 'stationary', 'reverse-straight', 'reverse-bank'] as const;
export type Bearing = (typeof BEARINGS)[number];

export const DIFFICULTIES = ['white', 'blue', 'red', 'purple'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type Side = 'left' | 'right';
export type Direction = Side | null;

export interface Maneuver {
  readonly speed: number;
  readonly bearing: Bearing;
  readonly direction: Direction;
  readonly difficulty: Difficulty;
}

export function sameManeuver(a: Maneuver, b: Maneuver): boolean {
  return a.speed === b.speed && a.bearing === b.bearing && a.direction === b.direction && a.difficulty === b.difficulty;
}

export const ACTION_TYPES = [
  'Boost',
  'Focus',
  'Evade',
  'Lock',
  'Barrel Roll',
  'Reinforce',
  'Cloak',
  'Coordinate',
  'Calculate',
  'Jam',
  'Reload',
  'SLAM',
  'Rotate Arc',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type ActionDifficulty = 'white' | 'red' | 'purple';

export interface ShipAction {
  readonly type: ActionType;
  readonly difficulty: ActionDifficulty;
  readonly linked?: { readonly type: ActionType; readonly difficulty: ActionDifficulty };
}

export type Attitude = 'offensive' | 'balanced' | 'defensive' | 'recovery';
export const ATTITUDES = ['offensive', 'balanced', 'defensive', 'recovery'] as const satisfies readonly Attitude[];

export type AttackFace = 'hit' | 'crit' | 'focus' | 'blank';
export type DefenseFace = 'evade' | 'focus' | 'blank';
export const ATTACK_FACES: readonly AttackFace[] = ['crit', 'hit', 'focus', 'blank'];
export const DEFENSE_FACES: readonly DefenseFace[] = ['evade', 'focus', 'blank'];

export type ChartName = 'bullseye' | 'front' | 'side' | 'rear';
export const CHART_NAMES: readonly ChartName[] = ['bullseye', 'front', 'side', 'rear'];

export type RulesetId = 'v0.2' | 'v0.1';
export const RULESET_IDS: readonly RulesetId[] = ['v0.2', 'v0.1'];
