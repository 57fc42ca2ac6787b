import { type Refusal, refuse } from './refusal.ts';
import { upInstead } from './turn-order.ts';
import type { Actor, GameState, ShipState } from './state.ts';

// Whether a turn may go now: out of the initiative order, or ended by another player, it waits for a confirm.

/**
 * Ruling R54 (and R55 for Done): a turn taken out of the initiative order, or a player ship's
 * turn ended by someone else than its owner, waits for the game's owner (or Manage Channels)
 * to confirm, on the same game step; null: it may go. A ship whose card is already asking
 * (its activation under way) is not asked again.
 */
export function turnCheck(
  state: GameState,
  actor: Actor | null,
  ship: ShipState,
  step: 'activation' | 'engagement',
  gameId: number | null,
  confirmed: { readonly at: number } | undefined,
): Refusal | null {
  if (confirmed) {
    if (confirmed.at !== state.step) return refuse('stale-button', { ship: ship.name });
    return actor && (state.owner === actor.userId || actor.canManage) ? null : refuse('forbidden', { action: 'confirm-turn' });
  }
  if (ship.pending) return null;
  // A solo ship's activation is its /activate; every other turn ends with Done.
  const act = step === 'activation' && ship.side === 'solo' ? ('activate' as const) : ('done' as const);
  const sure = { ship: ship.name, step, act, game: gameId ?? 0, at: state.step };
  const up = upInstead(state, ship, step);
  if (up) return refuse('out-of-turn', { ...sure, next: up.name });
  if (ship.side === 'player' && ship.owner !== null && ship.owner !== actor?.userId) return refuse('turn-of-player', { ...sure, owner: ship.owner });
  return null;
}
