import { SeededRandom, type RngState } from '../../../core/random.ts';

// Every die the solo rules roll goes through one interface, whether the bot rolls it
// (the game's seeded generator, whose state is stored with the game) or players type
// the faces of physical dice. Rules ask for a die by its number of faces; each answer
// says whether it was typed, so cards and the log can tell.

export interface DieRoll {
  /** D6, D3, D8 or D*n* (a random table or objective). */
  readonly sides: number;
  readonly value: number;
  readonly typed: boolean;
}

export interface DiceSource {
  roll(sides: number): DieRoll;
  /** The generator's state after the rolls so far: events carry it, so replay and undo never re-roll. */
  readonly state: RngState;
}

export class SeededDice implements DiceSource {
  private readonly rng: SeededRandom;
  constructor(state: RngState) {
    this.rng = new SeededRandom(state);
  }
  roll(sides: number): DieRoll {
    return { sides, value: this.rng.below(sides) + 1, typed: false };
  }
  get state(): RngState {
    // SeededRandom may hold a word as a signed int32 (a = b ^ (b >>> 9)); every use of it
    // is modulo 2^32, so storing the unsigned form changes no roll and keeps the schema strict.
    const [a, b, c, d] = this.rng.state;
    return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  }
}

/** A typed value that cannot be a face of the die it was used for. */
export class BadTypedDie extends Error {
  constructor(
    readonly sides: number,
    readonly value: number,
    readonly position: number,
  ) {
    super(`typed die ${position} (${value}) is not a face of a D${sides}`);
  }
}

/**
 * Typed dice first, in the order given, then the underlying source for any dice they
 * do not cover. Typed values do not move the generator.
 */
export class TypedDice implements DiceSource {
  private used = 0;
  constructor(
    private readonly typed: readonly number[],
    private readonly rest: DiceSource,
  ) {}
  roll(sides: number): DieRoll {
    const value = this.typed[this.used];
    if (value === undefined) return this.rest.roll(sides);
    this.used++;
    // A D3 is typed as 1–3 (a D6 halved, rounding up, is the player's to read): A31.
    if (!Number.isInteger(value) || value < 1 || value > sides) throw new BadTypedDie(sides, value, this.used);
    return { sides, value, typed: true };
  }
  get state(): RngState {
    return this.rest.state;
  }
  /** How many typed values no die asked for. */
  get unused(): number {
    return this.typed.length - this.used;
  }
}

/** Where a decision's dice come from, given the game's generator state (tests script it). */
export type DiceFactory = (rng: RngState) => DiceSource;

export const seededDice: DiceFactory = (rng) => new SeededDice(rng);
