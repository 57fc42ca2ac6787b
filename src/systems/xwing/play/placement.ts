import type { SeededDice } from '../engine/dice.ts';
import { ATTACK_FACES } from '../engine/types.ts';
import type { Arrival } from './intro.ts';

// Placing a solo ship at a hyperspace marker (rulings R17 and R26): a random marker,
// then a side from an attack die. The marker's sides are printed with the attack
// die's faces; a crit names the side closest to the nearest player ship.

const MARKERS = ['A', 'B'] as const;

/**
 * Ruling R26: a side another ship arriving in the same placement already occupies is
 * rolled again; with every side of that marker taken, the other marker is used. A crit
 * counts as one side of its own (ruling R28).
 */
export function placeArrival(dice: SeededDice, placed: readonly Arrival[]): Arrival {
  let marker: Arrival['marker'] = dice.below(2) === 0 ? 'A' : 'B';
  const taken = (m: Arrival['marker']) => new Set(placed.filter((p) => p.marker === m).map((p) => p.face));
  if (taken(marker).size >= ATTACK_FACES.length) marker = MARKERS.find((m) => taken(m).size < ATTACK_FACES.length) ?? marker;
  const full = taken(marker).size >= ATTACK_FACES.length;
  let face = dice.attack();
  while (!full && taken(marker).has(face)) face = dice.attack();
  return { marker, face };
}
