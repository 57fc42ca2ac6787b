import { SeededRandom } from '../../../core/random.ts';
import type { AttackFace, DefenseFace } from './types.ts';

// Eight faces a die (rules reference, "Dice").
export const ATTACK_DIE: readonly AttackFace[] = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
export const DEFENSE_DIE: readonly DefenseFace[] = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];

/** Where dice results come from: a seeded generator, or faces typed in from real dice. */
export interface DiceSource {
  attack(): AttackFace;
  defense(): DefenseFace;
}

export type { RngState } from '../../../core/random.ts';
export { seedRng } from '../../../core/random.ts';

/** X-Wing's dice on the game's one seeded generator (src/core/random.ts). */
export class SeededDice extends SeededRandom implements DiceSource {
  /** Uniform 0..7 from the top three bits: exact, since 8 divides 2^32. */
  private eighth(): number {
    return this.nextUint32() >>> 29;
  }

  attack(): AttackFace {
    return ATTACK_DIE[this.eighth()]!;
  }

  defense(): DefenseFace {
    return DEFENSE_DIE[this.eighth()]!;
  }
}

/** Faces rolled on physical dice, consumed in order; running out is a bug in the caller. */
export class GivenDice implements DiceSource {
  private readonly attacks: AttackFace[];
  private readonly defenses: DefenseFace[];
  constructor(faces: { attack?: readonly AttackFace[]; defense?: readonly DefenseFace[] }) {
    this.attacks = [...(faces.attack ?? [])];
    this.defenses = [...(faces.defense ?? [])];
  }
  attack(): AttackFace {
    const f = this.attacks.shift();
    if (!f) throw new Error('no attack die face was given');
    return f;
  }
  defense(): DefenseFace {
    const f = this.defenses.shift();
    if (!f) throw new Error('no defense die face was given');
    return f;
  }
}

export function isAttackFace(s: string): s is AttackFace {
  return s === 'hit' || s === 'crit' || s === 'focus' || s === 'blank';
}
export function isDefenseFace(s: string): s is DefenseFace {
  return s === 'evade' || s === 'focus' || s === 'blank';
}
