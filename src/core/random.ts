// The one source of randomness for every game system: a seeded generator whose whole state is
// stored with the game, so a replay or a restart continues the same sequence.

/** sfc32-style small fast counter generator state. */
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
  return [next(), next(), next(), next()];
}

export class SeededRandom {
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
    // Kept unsigned, so the stored state is four uint32s whatever the path (the sequence is the same).
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform integer in [0, n) by rejection, for dice, markers, sides and shuffles. */
  below(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  d6(): number {
    return this.below(6) + 1;
  }
}
