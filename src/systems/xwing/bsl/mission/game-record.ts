import type { GameState, ShipState } from '../../play/state.ts';
import type { Fate, LinkedShip } from '../model.ts';
import type { Arrival } from '../result.ts';

// What the campaign reads from a mission game for `/campaign result` (big-shed-league.md §5.4,
// C37, C60, C63): each ship's recorded fate, the *Reinforcements* arrivals, the markers left.

/** The entry a game ship stands for: its own, or for a reinforcement the entry of the ship it replaced, followed back (C37). */
function replacedShip(state: GameState, name: string): string {
  let ship = state.ships.find((s) => s.name === name);
  while (ship?.reinforcementOf) {
    const prev = ship.reinforcementOf;
    ship = state.ships.find((s) => s.name === prev);
    if (!ship) return prev;
  }
  return ship?.name ?? name;
}

// ---------------------------------------------------------------- the result

/** The game's *Reinforcements* arrivals for `/campaign result` (C37): side, ship, recorded fate, and the roster entry they replaced. */
export function arrivalsOf(state: GameState, linked: readonly LinkedShip[]): Arrival[] {
  return state.ships
    .filter((s) => s.reinforcementOf && s.pilot)
    .map((s) => {
      const root = replacedShip(state, s.name);
      return {
        side: s.side === 'player' ? 'players' : 'ai',
        chassis: s.chassis,
        pilot: s.pilot!,
        fate: recordedFate(s),
        replaces: linked.find((l) => l.name === root)?.entry ?? null,
      };
    });
}

/** C60 (revised by C63): a ship's fate as the game recorded it — the code its exit was classified with, X if destroyed. */
export function recordedFate(ship: Pick<ShipState, 'status' | 'left'> | undefined): Fate {
  if (!ship) return 'in-play';
  if (ship.status === 'destroyed') return 'X';
  if (ship.status === 'fled') return ship.left?.code ?? 'D';
  return 'in-play';
}

/** Mission 1: the markers left on the table, as the game recorded the scans (§6.1). */
export function markersLeft(state: GameState | null): number | undefined {
  return state?.campaign?.mission === 1 ? 5 - state.campaign.scans.length : undefined;
}
