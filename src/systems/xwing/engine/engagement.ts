import type { DiceSource } from './dice.ts';
import type { AttackFace } from './types.ts';

// Engagement, System Phase and fleeing: the decisions the bot can make, and
// codes for the guidance the players follow at the table (rendered by i18n).

export interface Weapon {
  readonly kind: 'special' | 'primary';
  readonly id: string; // upgrade id, or the primary arc
  /** What players call it: the upgrade's name (optional: hand-made weapons in tests have none). */
  readonly name?: string;
  readonly arc: string;
  readonly value: number;
  readonly requiresLock: boolean;
  readonly minRange: number;
  readonly maxRange: number;
}

/**
 * "Attack priority": special weapons with the Lock header (highest value first), then
 * other special weapons, then primary weapons; a weapon with no valid target is skipped
 * at the table, so the whole order is shown.
 */
export function weaponPriority(weapons: readonly Weapon[]): Weapon[] {
  const rank = (w: Weapon) => (w.kind === 'special' ? (w.requiresLock ? 0 : 1) : 2);
  return [...weapons].sort((a, b) => rank(a) - rank(b) || b.value - a.value);
}

export const TARGET_PRIORITY = ['locked-in-arc', 'most-abilities', 'nearest-in-arc'] as const;
export type TargetPriority = (typeof TARGET_PRIORITY)[number];

export interface BombCheck {
  readonly rolls: readonly AttackFace[];
  readonly drops: boolean;
}

/** System Phase: 1 attack die per enemy ship in range; any hit or crit drops the device. */
export function systemPhaseBombCheck(dice: DiceSource, enemiesInRange: number): BombCheck {
  const rolls: AttackFace[] = [];
  for (let i = 0; i < enemiesInRange; i++) rolls.push(dice.attack());
  return { rolls, drops: rolls.some((f) => f === 'hit' || f === 'crit') };
}
