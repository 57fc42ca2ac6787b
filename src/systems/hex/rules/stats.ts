import { dieValue, type DieCode } from './die-code.ts';
import type { CraftKind, Pips } from './terms.ts';

// Derived values (reference, "Derived values"): one formula per row, from Space and
// the two die codes after H1.

export interface CraftSheet {
  readonly space: number;
  readonly piloting: DieCode;
  readonly maneuverability: DieCode;
}

export interface Stats {
  readonly space: number;
  /** Piloting and Maneuverability after H1. */
  readonly piloting: number;
  readonly maneuverability: number;
  readonly attackSpeed: number;
  readonly fullThrottle: number;
  /** # of Turns: hexsides the craft may turn in one move (H11). */
  readonly turns: number;
  /** May be negative (H5). */
  readonly turnDistance: number;
  /** Hexsides allowed at one turn point (H12). */
  readonly cap: number;
}

/** `cap`, by Turn Distance: the first row whose bound TD reaches (TD ≥ 1, TD = 0, TD ≤ −1). */
export const CAP_BY_TURN_DISTANCE: readonly { readonly atLeast: number; readonly cap: number }[] = [
  { atLeast: 1, cap: 1 },
  { atLeast: 0, cap: 2 },
  { atLeast: -Infinity, cap: 3 },
];

export function capFor(turnDistance: number): number {
  return CAP_BY_TURN_DISTANCE.find((row) => turnDistance >= row.atLeast)?.cap ?? 3;
}

export function deriveStats(sheet: CraftSheet, pips: Pips): Stats {
  const S = sheet.space;
  const p = dieValue(sheet.piloting, pips);
  const m = dieValue(sheet.maneuverability, pips);
  const td = 10 - (p + m);
  return {
    space: S,
    piloting: p,
    maneuverability: m,
    // H2: Space/2 rounds down. H3: piloting adds speed only to a craft that has some.
    attackSpeed: S === 0 ? 0 : Math.floor(S / 2) + p,
    fullThrottle: S === 0 ? 0 : S + p,
    turns: m,
    // H5: no clamping.
    turnDistance: td,
    cap: capFor(td),
  };
}

/** What a stats or verdict card should say about a craft beyond its numbers. */
export type StatNote =
  /** H3: a squadron craft with Space 0 has no legal move. */
  | 'space-zero-no-move'
  /** H3 + H8: a Hero or Capital Ship with Space 0 can only stop. */
  | 'space-zero-stop-only'
  /** H4: # of Turns 0. */
  | 'no-turns'
  /** H5: a turn needs more straight hexes than Full Throttle allows. */
  | 'turn-distance-over-full-throttle'
  /** TD 0: two hexsides at once, and no straight run needed (H10, H12). */
  | 'double-turns'
  /** TD ≤ −1 with N ≥ 3: bootlegger turns (H13). */
  | 'bootlegger'
  /** TD ≤ −1 but N < 3: a bootlegger would spend more turns than the craft has (H13). */
  | 'bootlegger-needs-turns';

export function statNotes(stats: Stats, kind: CraftKind): StatNote[] {
  const notes: StatNote[] = [];
  if (stats.space === 0) notes.push(kind === 'squadron' ? 'space-zero-no-move' : 'space-zero-stop-only');
  if (stats.turns === 0) notes.push('no-turns');
  else if (stats.turnDistance > stats.fullThrottle) notes.push('turn-distance-over-full-throttle');
  if (stats.turns > 0 && stats.turnDistance === 0) notes.push('double-turns');
  if (stats.turns > 0 && stats.turnDistance <= -1) notes.push(stats.turns >= 3 ? 'bootlegger' : 'bootlegger-needs-turns');
  return notes;
}
