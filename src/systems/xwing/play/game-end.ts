import type { GameEvent } from './events.ts';
import { refuse } from './refusal.ts';
import { type Actor, type GameState, isActive } from './state.ts';
import { type Decision, ok } from './decision.ts';

// The end of a game: noticed after every change, or asked for by its owner.

/**
 * "We did it!": the game notices its own end after every change. Not a Big Shed League
 * mission game: it ends only at the end of an End Phase (ruling C14, `fleetGoneEnd` in
 * the mission layer, run by /round next), so a fleet's last ship going ends nothing yet.
 */
export function detectEnd(state: GameState): GameEvent | null {
  if (state.ended || state.scenario === 'campaign') return null;
  const players = state.ships.filter((s) => s.side === 'player');
  const solo = state.ships.filter((s) => s.side === 'solo');
  if (players.length > 0 && players.every((s) => !isActive(s))) return { t: 'ended', reason: 'players-gone' };
  const lastWaveIn = state.scenario !== 'intro' || state.round >= 7;
  // An escaped transport is out of play like a destroyed ship.
  if (solo.length > 0 && lastWaveIn && solo.every((s) => s.status !== 'active') && solo.some((s) => s.status === 'destroyed'))
    return { t: 'ended', reason: 'solo-destroyed' };
  return null;
}

export function endGame(current: GameState | null, actor: Actor): Decision<{ state: GameState }> {
  if (!current) return refuse('no-game');
  if (current.owner !== actor.userId && !actor.canManage) return refuse('forbidden', { action: 'end', ship: '' });
  const events: GameEvent[] = current.ended ? [] : [{ t: 'ended', reason: 'ended-by-players' }];
  return ok(events, { state: current });
}
