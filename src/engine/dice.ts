import type { AttackFace, DefenseFace } from './types.ts';

// Eight faces a die (rules reference, "Dice").
export const ATTACK_DIE: readonly AttackFace[] = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
export const DEFENSE_DIE: readonly DefenseFace[] = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];

/** Where dice results come from: a seeded generator, or faces typed in from real dice. */
export interface DiceSource {
  attack(): AttackFace;
  defense(): DefenseFace;
}

/**
 * sfc32-style small fast counter generator over 32-bit words. Its whole state is
 * four uint32s, stored with the game so a restart continues the same sequence.
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: number | string): RngState {
  // splitmix32 over the seed's characters, so "42" and 42 seed alike.
  let h = 0x9e3779b9;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0;
  const next = () => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    return (z ^ (z >>> 15)) >>> 0;
  };
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  return state;
}

export class SeededDice implements DiceSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform 0..7 from the top three bits: exact, since 8 divides 2^32. */
  private eighth(): number {
    return this.nextUint32() >>> 29;
  }

  /** Uniform integer in [0, n) by rejection, for markers, sides and shuffles. */
  below(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
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
