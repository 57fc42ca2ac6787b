import type { GameEvent } from './events.ts';
import { activationOrder, engagementOrder, firstInOrder, hadTurn, isActive, turnOrder, type GameState, type ShipState } from './state.ts';

// Whose turn it is (ruling R41): Planning (every player sets their dials) → Activation
// (ascending initiative; the first player's ships first at equal initiative: the players,
// or in a campaign game the Active Fleet, ruling C24) → Engagement (descending initiative;
// the first player's ships first at equal initiative) → End (the End Phase shifts when the
// round is advanced).

export { activationOrder, engagementOrder };

export type Turn =
  | { readonly phase: 'planning'; /** Owners who have not set their dials yet. */ readonly waiting: readonly string[] }
  | { readonly phase: 'activation' | 'engagement'; readonly order: readonly ShipState[]; readonly ship: ShipState | null }
  | { readonly phase: 'end' | 'ended' };

/** The owners of the player ships still in play, in the order they joined. */
export function playerOwners(state: GameState): string[] {
  return [...new Set(state.ships.filter((s) => s.side === 'player' && isActive(s) && s.owner).map((s) => s.owner!))];
}

export function currentTurn(state: GameState): Turn {
  switch (state.phase) {
    case 'planning':
      return { phase: 'planning', waiting: playerOwners(state).filter((u) => !state.ready.includes(u)) };
    case 'activation':
    case 'engagement': {
      const phase = state.phase;
      const order = turnOrder(state, phase);
      return { phase, order, ship: order.find((s) => !hadTurn(s, phase)) ?? null };
    }
    default:
      return { phase: state.phase };
  }
}

/** The ship whose turn it is, if any: `currentTurn(state).ship`, without the order. */
export function shipUp(state: GameState): ShipState | null {
  return state.phase === 'activation' || state.phase === 'engagement' ? firstInOrder(state, state.phase) : null;
}

/**
 * The phase the game opens by itself after a change: Activation once every player has
 * set their dials, Engagement once every ship has activated, End once every ship has
 * engaged. A table with no player ship in play runs free (nothing opens by itself).
 */
export function nextPhase(state: GameState): GameEvent | null {
  if (state.ended || playerOwners(state).length === 0) return null;
  const active = state.ships.filter(isActive);
  switch (state.phase) {
    case 'planning':
      return playerOwners(state).every((u) => state.ready.includes(u)) ? { t: 'phase-opened', phase: 'activation' } : null;
    case 'activation':
      return active.every((s) => s.activated) ? { t: 'phase-opened', phase: 'engagement' } : null;
    case 'engagement':
      return active.every((s) => s.engaged) ? { t: 'phase-opened', phase: 'end' } : null;
    default:
      return null;
  }
}

/** Ships that have not had their turn in this round's Activation or Engagement Phase. */
export function unfinished(state: GameState): { readonly activation: readonly string[]; readonly engagement: readonly string[] } {
  const active = state.ships.filter(isActive);
  return { activation: active.filter((s) => !s.activated).map((s) => s.name), engagement: active.filter((s) => !s.engaged).map((s) => s.name) };
}

/**
 * Ruling R54: the ship whose turn it is when `ship` is not it, in a round the bot runs (a
 * player ship in play) and in the step's own phase; null when `ship` may go.
 */
export function upInstead(state: GameState, ship: ShipState, step: 'activation' | 'engagement'): ShipState | null {
  if (state.phase !== step || playerOwners(state).length === 0) return null;
  const up = firstInOrder(state, step);
  return up && up.name !== ship.name ? up : null;
}
