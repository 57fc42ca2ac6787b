import { BEARINGS, type Bearing } from './types.ts';

// An approach chart entry read from its wording:
//   <speed> [B] <bearing>[, <bearing>…][ or <bearing>][, towards|away from tally|obstacle]

export type SpeedRule = 'fastest' | 'average' | 'slowest' | { readonly exactly: number };
export type BearingGroup = 'straight' | 'bank' | 'turn' | 'advanced' | 'stationary' | 'reverse';
export type DirectionObject = 'tally' | 'obstacle';

export interface ChartEntry {
  readonly wording: string;
  readonly speed: SpeedRule;
  readonly blue: boolean;
  readonly groups: readonly BearingGroup[];
  /** Concrete bearings in tie-break order (ruling R4). */
  readonly bearings: readonly Bearing[];
  /** Each bearing's place in `bearings` (-1: not named), for a fast, closure-free reading. */
  readonly rank: Readonly<Record<Bearing, number>>;
  readonly direction: { readonly relation: 'towards' | 'away'; readonly object: DirectionObject } | null;
}

// Ruling R4: advanced in the order Koiogran, Segnor's loop, Tallon roll.
// Ruling R12: "reverse" in the order reverse straight, reverse bank.
const GROUP_BEARINGS: Readonly<Record<BearingGroup, readonly Bearing[]>> = {
  straight: ['straight'],
  bank: ['bank'],
  turn: ['turn'],
  advanced: ['koiogran-turn', 'segnors-loop', 'tallon-roll'],
  stationary: ['stationary'],
  reverse: ['reverse-straight', 'reverse-bank'],
};

export function parseChartEntry(wording: string): ChartEntry {
  const fail = (why: string): never => {
    throw new Error(`chart entry ${JSON.stringify(wording)}: ${why}`);
  };
  let rest = wording.trim();
  let direction: ChartEntry['direction'] = null;
  const dir = /,\s*(towards|away from)\s+(tally|obstacle)$/.exec(rest);
  if (dir) {
    direction = { relation: dir[1] === 'towards' ? 'towards' : 'away', object: dir[2] as DirectionObject };
    rest = rest.slice(0, dir.index);
  }
  const head = /^(fastest|average|slowest|\d)\s+(B\s+)?(.+)$/.exec(rest) ?? fail('no speed');
  const speedWord = head[1]!;
  const speed: SpeedRule = /^\d$/.test(speedWord) ? { exactly: Number(speedWord) } : (speedWord as SpeedRule);
  const groups = head[3]!.split(/\s*,\s*|\s+or\s+/).map((word) => {
    if (!(word in GROUP_BEARINGS)) fail(`unknown bearing ${JSON.stringify(word)}`);
    return word as BearingGroup;
  });
  const bearings = groups.flatMap((g) => GROUP_BEARINGS[g]);
  const rank = Object.fromEntries(BEARINGS.map((b) => [b, bearings.indexOf(b)])) as Record<Bearing, number>;
  return { wording, speed, blue: Boolean(head[2]), groups, bearings, rank, direction };
}
