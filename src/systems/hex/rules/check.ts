import { deadStopRuling } from './dead-stop.ts';
import { advance, hexDistance, START, turn, type Place } from './hex-grid.ts';
import { parsePath, SHORTEST_TURN, turnDelta, type ParseError, type Path } from './path.ts';
import { statNotes, type StatNote, type Stats } from './stats.ts';
import { mod6, type CraftKind, type Rate } from './terms.ts';

// The checker (reference, "The checker", steps 1–6): the path's shape against the
// craft's limits. No dice, no map: where the craft ends on the table stays with the players.

export type TurnError =
  | { readonly code: 'E_SHORT_RUN'; readonly turn: number; readonly run: number; readonly turnDistance: number }
  | {
      readonly code: 'E_MULTI_HEXSIDE';
      readonly turn: number;
      readonly hexsides: number;
      readonly turnDistance: number;
      /** The Turn Distance this many hexsides at once needs; null when no TD allows it (4 or more). */
      readonly needs: number | null;
      /** For 4 or more hexsides: the same facing, written the short way (H12). */
      readonly instead: string | null;
    };

export type TotalError =
  | { readonly code: 'E_TOO_MANY_TURNS'; readonly used: number; readonly turns: number }
  | { readonly code: 'E_TOO_FAR'; readonly hexes: number; readonly fullThrottle: number }
  | { readonly code: 'E_STOP_KIND' }
  | { readonly code: 'E_STOP_PRIOR'; readonly prior: Rate | null }
  | { readonly code: 'E_OVER_DECLARED'; readonly hexes: number; readonly attackSpeed: number };

export type MoveError = ParseError | TurnError | TotalError;
export type MoveErrorCode = MoveError['code'];

/** Hexsides at one point → the highest Turn Distance that allows it (H12, H13); beyond 3, none. */
export const NEEDS_TURN_DISTANCE: readonly (number | null)[] = [null, Infinity, 0, -1];

export interface Walk {
  readonly hexes: number;
  /** Hexsides turned (H11). */
  readonly hexsides: number;
  readonly turnPoints: number;
  readonly end: Place;
  /** Hexes from the start hex to the end hex. */
  readonly distance: number;
}

export interface MoveInput {
  readonly stats: Stats;
  readonly kind: CraftKind;
  /** The rate of the prior round: the one recorded, or the one players give (H8). */
  readonly prior: Rate | null;
  readonly path: string;
  readonly declared?: Rate | null;
}

export interface Verdict {
  readonly stats: Stats;
  readonly kind: CraftKind;
  /** Null when the path could not be read. */
  readonly path: Path | null;
  /** Parse errors, then turn-point errors in path order, then total errors (step 6). */
  readonly errors: readonly MoveError[];
  readonly walk: Walk | null;
  readonly legalAt: { readonly attack: boolean; readonly full: boolean };
  readonly declared: Rate | null;
  /** The rate used: the declared one, or the lowest legal one; null when illegal. */
  readonly rate: Rate | null;
  readonly mayFire: boolean;
  readonly deadStop: boolean;
  /** H14: turns unused at the end are lost (information, not an error). */
  readonly turnsLost: number;
  readonly notes: readonly StatNote[];
}

/** Step 3 and the geometry: the walk with the turn-point errors met on the way. */
export function walkPath(path: Path, stats: Stats): { walk: Walk; errors: TurnError[] } {
  const errors: TurnError[] = [];
  let at = START;
  let run = 0;
  let hexes = 0;
  let hexsides = 0;
  let k = 0;
  const td = stats.turnDistance;
  for (const step of path.kind === 'stop' ? [] : path.steps) {
    if (step.t === 'run') {
      at = advance(at, step.hexes);
      run += step.hexes;
      hexes += step.hexes;
      continue;
    }
    k++;
    // H10: the run since the start or the last turn point; TD ≤ 0 needs none.
    if (run < Math.max(td, 0)) errors.push({ code: 'E_SHORT_RUN', turn: k, run, turnDistance: td });
    if (step.hexsides > 3 || step.hexsides > stats.cap) {
      const needs = NEEDS_TURN_DISTANCE[step.hexsides] ?? null;
      const instead = step.hexsides > 3 ? SHORTEST_TURN[mod6(turnDelta(step))] || null : null;
      errors.push({ code: 'E_MULTI_HEXSIDE', turn: k, hexsides: step.hexsides, turnDistance: td, needs, instead });
    }
    hexsides += step.hexsides;
    at = turn(at, turnDelta(step));
    run = 0;
  }
  return { walk: { hexes, hexsides, turnPoints: k, end: at, distance: hexDistance(at.q, at.r) }, errors };
}

/** Step 4: the totals. */
function totalErrors(walk: Walk, input: MoveInput): TotalError[] {
  const { stats } = input;
  const errors: TotalError[] = [];
  if (walk.hexsides > stats.turns) errors.push({ code: 'E_TOO_MANY_TURNS', used: walk.hexsides, turns: stats.turns });
  if (walk.hexes > stats.fullThrottle) errors.push({ code: 'E_TOO_FAR', hexes: walk.hexes, fullThrottle: stats.fullThrottle });
  if (walk.hexes === 0) {
    const ruling = deadStopRuling(input.kind, input.prior);
    if (ruling === 'E_STOP_KIND') errors.push({ code: 'E_STOP_KIND' });
    if (ruling === 'E_STOP_PRIOR') errors.push({ code: 'E_STOP_PRIOR', prior: input.prior });
  }
  if (input.declared === 'attack' && walk.hexes > stats.attackSpeed)
    errors.push({ code: 'E_OVER_DECLARED', hexes: walk.hexes, attackSpeed: stats.attackSpeed });
  return errors;
}

/** Step 5: the declared rate if it is legal, else the lowest legal one (H9). */
export function rateUsed(legalAt: Verdict['legalAt'], declared: Rate | null): Rate | null {
  if (declared) return legalAt[declared] ? declared : null;
  return legalAt.attack ? 'attack' : legalAt.full ? 'full' : null;
}

export function checkMove(input: MoveInput): Verdict {
  const declared = input.declared ?? null;
  const base = { stats: input.stats, kind: input.kind, declared, notes: statNotes(input.stats, input.kind) };
  const parsed = parsePath(input.path);
  if (!parsed.ok) {
    const legalAt = { attack: false, full: false };
    return { ...base, path: null, errors: parsed.errors, walk: null, legalAt, rate: null, mayFire: false, deadStop: false, turnsLost: 0 };
  }
  const { walk, errors: turnErrors } = walkPath(parsed.path, input.stats);
  const errors: MoveError[] = [...turnErrors, ...totalErrors(walk, input)];
  const legalAt = {
    attack: errors.length === 0 && walk.hexes <= input.stats.attackSpeed,
    full: errors.every((e) => e.code === 'E_OVER_DECLARED') && walk.hexes <= input.stats.fullThrottle,
  };
  const rate = rateUsed(legalAt, declared);
  return {
    ...base,
    path: parsed.path,
    errors,
    walk,
    legalAt,
    rate,
    // Full Throttle: may not fire this Combat Phase. A dead stop counts as Attack Speed (H8).
    mayFire: rate === 'attack',
    deadStop: walk.hexes === 0,
    turnsLost: Math.max(0, input.stats.turns - walk.hexsides),
  };
}
