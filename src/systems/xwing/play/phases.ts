import type { Decision as CoreDecision } from '../../../core/system.ts';
import { evolve, type GameEvent } from './events.ts';
import type { LayerEvent } from './mission.ts';
import { nextRound, type RoundView } from './round.ts';
import { recordAttack, type AttackView } from './attack.ts';
import { turnCheck } from './turn-check.ts';
import type { Actor } from './state.ts';
import { type Decision, type Tools, unknownShip } from './decision.ts';
import { refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { findShip, hadTurn, isActive, turnOrder, type GameState, type ShipState } from './state.ts';
import { playerOwners, shipUp } from './turn-order.ts';

// The round run by the bot: the Planning ready check, players marking their
// ship done, and advancing the round from a known round only. Pure decisions, as play.ts.

function playing(state: GameState | null): GameState | ReturnType<typeof refuse> {
  if (!state) return refuse('no-game');
  if (state.ended) return refuse('game-ended', { reason: state.ended.reason });
  return state;
}

export interface DialView {
  readonly already: boolean;
}

/** "Dial set": the player has set the dials of all their ships for this round. */
export function setDial(current: GameState | null, actor: Actor, round?: number): Decision<DialView> {
  const state = playing(current);
  if (isRefusal(state)) return state;
  if (round !== undefined && round !== state.round) return refuse('round-moved', { round: state.round });
  if (state.phase !== 'planning') return refuse('wrong-phase', { phase: state.phase, action: 'set-dials' });
  if (!state.ships.some((s) => s.side === 'player' && isActive(s) && s.owner === actor.userId)) return refuse('no-ship-of-yours');
  if (state.ready.includes(actor.userId)) return { ok: true, events: [], view: { already: true } };
  return { ok: true, events: [{ t: 'dial-set', user: actor.userId, name: actor.userName }], view: { already: false } };
}

/** `/game pings off|on`: whether the bot pings this player when it is their turn in this game (ruling R51). */
export function setPings(current: GameState | null, actor: Actor, on: boolean): Decision<{ readonly on: boolean }> {
  const state = playing(current);
  if (isRefusal(state)) return state;
  const quiet = (state.quiet ?? []).includes(actor.userId);
  if (quiet !== on) return { ok: true, events: [], view: { on } };
  return { ok: true, events: [{ t: 'pings-set', user: actor.userId, on }], view: { on } };
}

export interface DoneView {
  readonly ship: ShipState;
  readonly step: 'activation' | 'engagement';
}

function mayMark(state: GameState, ship: ShipState, actor: Actor): boolean {
  if (ship.side === 'solo') return true; // solo ships belong to the table
  return ship.owner === actor.userId || state.owner === actor.userId || actor.canManage;
}

/**
 * A ship has had its turn in this phase. Without a name: the actor's ship whose turn it
 * is, else their first ship still to go. A solo ship activates with /activate (its card);
 * in the Engagement Phase any ship may be marked done.
 */
export function markDone(
  current: GameState | null,
  actor: Actor,
  input: { ship?: string | undefined; step?: 'activation' | 'engagement'; confirmed?: { readonly at: number }; round?: number },
  gameId: number | null = null,
): Decision<DoneView> {
  const state = playing(current);
  if (isRefusal(state)) return state;
  if (state.phase !== 'activation' && state.phase !== 'engagement') return refuse('wrong-phase', { phase: state.phase, action: 'be-done' });
  const step = state.phase;
  // A button's step and round (R55): a Done shown for another phase or round is stale.
  if ((input.step && input.step !== step) || (input.round !== undefined && input.round !== state.round))
    return refuse('stale-button', input.ship ? { ship: input.ship } : { subject: 'turn' });
  const finished = (s: ShipState) => hadTurn(s, step);
  let ship: ShipState | undefined;
  if (input.ship) {
    ship = findShip(state, input.ship);
    if (!ship) return unknownShip(state, input.ship);
  } else {
    const upShip = shipUp(state);
    const mine = (s: ShipState) => s.side === 'player' && s.owner === actor.userId && !finished(s);
    ship = upShip && mine(upShip) ? upShip : turnOrder(state, step).find(mine);
    if (!ship) return refuse('no-ship-of-yours');
  }
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  if (!mayMark(state, ship, actor)) return refuse('forbidden', { action: 'mark-done', ship: ship.name });
  if (step === 'activation' && ship.side === 'solo') return refuse('use-activate', { ship: ship.name });
  if (finished(ship)) return refuse('already-done', { ship: ship.name, step });
  // R54, R55: out of the turn order, or another player's turn, only once the game's owner confirms.
  const order = turnCheck(state, actor, ship, step, gameId, input.confirmed);
  if (order) return order;
  return { ok: true, events: [{ t: 'done', ship: ship.name, step }], view: { ship, step } };
}

export interface AttackInput {
  readonly attacker: string;
  readonly defender: string;
  readonly damage: number;
  /** A card grants the attacker another attack this round (a bonus attack): a second one is then recorded. */
  readonly again?: boolean;
  /**
   * What the damage prompt answered (its buttons carry it): the round and how many attacks
   * the attacker had made then. A second tap, a second player's tap or a redelivery finds
   * the attack recorded and changes nothing.
   */
  readonly answers?: { readonly round: number; readonly attacks: number };
}

/**
 * An attack is the attacker's engagement: recording it marks the attacker done in the
 * Engagement Phase. Attacks are made in the Engagement Phase (ruling R49): while the
 * round is run by the bot, an attack before every ship has activated is refused, naming
 * those still to go; a table with no player ship runs free and an attack opens the
 * Engagement, as before. A ship attacks once a round unless a card says otherwise (`again`).
 */
export function attackAndMark(current: GameState | null, actor: Actor, input: AttackInput, tools: Tools): Decision<AttackView> {
  const state = playing(current);
  if (isRefusal(state)) return state;
  const attackerNow = findShip(state, input.attacker);
  if (input.answers && (input.answers.round !== state.round || (attackerNow?.attacks ?? 0) !== input.answers.attacks))
    return refuse('attack-recorded', { attacker: attackerNow?.name ?? input.attacker, defender: input.defender });
  const d = recordAttack(state, actor, input, tools);
  if (!d.ok) return d;
  if (playerOwners(state).length > 0) {
    if (state.phase === 'planning' || state.phase === 'activation') {
      const waiting = turnOrder(state, 'activation').filter((s) => !s.activated);
      if (waiting.length > 0) return refuse('attack-too-early', { ships: waiting.map((s) => s.name).join(', ') });
    } else if (state.phase === 'end') return refuse('wrong-phase', { phase: state.phase, action: 'attack' });
  }
  if (attackerNow && attackerNow.attacks > 0 && !input.again && !input.answers)
    return refuse('already-attacked', { ship: attackerNow.name, round: state.round });
  let after = state;
  for (const e of d.events) after = evolve(after, e);
  const attacker = findShip(after, d.view.attacker.name);
  const events: GameEvent[] = [...d.events];
  if (attacker && isActive(attacker) && !attacker.engaged && after.phase === 'engagement') events.push({ t: 'done', ship: attacker.name, step: 'engagement' });
  return { ok: true, events, view: d.view };
}

/**
 * The End Phase and the next round, from round `from` only: a repeated or raced request
 * finds the round moved on and changes nothing (ruling R42).
 */
export function advanceRound(current: GameState | null, from: number, tools: Tools): CoreDecision<GameEvent | LayerEvent, RoundView> {
  const state = playing(current);
  if (isRefusal(state)) return state;
  if (state.round !== from) return refuse('round-moved', { round: state.round });
  return nextRound(state, tools);
}
