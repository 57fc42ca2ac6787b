import type { Refusal } from '../../../core/refusal.ts';
import type { Decision } from '../../../core/system.ts';
import { evolve, type AbsEvent } from '../events.ts';
import { BadTypedDie, TypedDice, seededDice, type DiceFactory, type DiceSource } from '../rules/dice.ts';
import { BOUNDS, type Bounded, inBounds } from '../rules/setup.ts';
import { refuseAbs } from '../refusals.ts';
import type { AbsState } from '../state.ts';

// What every decision shares: refusals for a missing or finished game, input bounds,
// and the dice (typed first, then the seeded generator, through one source).

export type AbsDecision<V> = Decision<AbsEvent, V>;

export function ok<V>(events: AbsEvent[], view: V): AbsDecision<V> {
  return { ok: true, events, view };
}

/** A game in play, or why not. */
export function playing(state: AbsState | null): AbsState | Refusal {
  if (!state) return refuseAbs('no-game');
  if (state.phase === 'over') return refuseAbs('game-over');
  return state;
}

export function outOfRange(what: Bounded, n: number | undefined | null, option: string = what): Refusal | null {
  if (n === undefined || n === null || inBounds(what, n)) return null;
  return refuseAbs('out-of-range', { option, min: BOUNDS[what].min, max: BOUNDS[what].max });
}

/** Applies events as they are decided, so later rolls see earlier changes. */
export class Batch {
  readonly events: AbsEvent[] = [];
  constructor(public state: AbsState) {}
  push(e: AbsEvent): AbsState {
    this.events.push(e);
    this.state = evolve(this.state, e);
    return this.state;
  }
}

/**
 * Runs `decide` with the command's dice: the typed values first (in the order the
 * reference lists the dice), then the generator. A typed value that is not a face of
 * the die it falls on, or typed values no die asked for (A30), refuse the command.
 */
export function rolling<V>(
  state: AbsState,
  typed: readonly number[] | undefined,
  source: DiceFactory | undefined,
  decide: (dice: DiceSource) => AbsDecision<V>,
): AbsDecision<V> {
  const dice = new TypedDice(typed ?? [], (source ?? seededDice)(state.rng));
  try {
    const d = decide(dice);
    if (d.ok && dice.unused > 0) return refuseAbs('dice-unused', { typed: typed?.length ?? 0, used: (typed?.length ?? 0) - dice.unused });
    return d;
  } catch (err) {
    if (err instanceof BadTypedDie) return refuseAbs('dice-bad', { position: err.position, value: err.value, sides: err.sides });
    throw err;
  }
}

/** "1 3 2", "1,3,2": the `dice` option. Null when it holds anything but whole numbers. */
export function parseDice(text: string): number[] | null {
  const parts = text.split(/[\s,;/]+/).filter(Boolean);
  if (parts.length > 50 || parts.some((p) => !/^\d{1,2}$/.test(p))) return null;
  return parts.map(Number);
}
