import type { ShipProfile } from '../catalog/profile.ts';
import {
  type ActionPlan,
  type ApproachOutcome,
  type ApproachRoll,
  determineApproach,
  type DiceSource,
  GivenDice,
  resolveApproach,
  type ResolvedApproach,
  ruleset,
  SeededDice,
  type Side,
} from '../engine/index.ts';
import { afterManeuver, ionizedShip, type TokenChanges } from './after-maneuver.ts';
import type { GameEvent } from './events.ts';
import { refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { mayJump } from './jump.ts';
import { type Actor, findShip, type GameState, isActive, type PendingApproach, type ShipState } from './state.ts';
import { type Decision, mustBePlaying, ok, profileOf, shipByName, type Tools } from './decision.ts';
import { TALLY_POSITIONS, type TallyPosition, tallyToChart } from './tally.ts';
import { turnCheck } from './turn-check.ts';

// /activate and the activation card's questions: a solo ship's approach, maneuver and actions.

export interface ActivateInput {
  readonly ship: string;
  readonly tally?: TallyPosition | undefined;
  readonly obstacle?: Side | undefined;
  readonly roll?: ApproachRoll | undefined;
  /** Pressed to start the activation (the tracker's button): refused while its card is already asking. */
  readonly start?: boolean;
  /** The game's owner confirmed this activation out of the turn order (R54), at the game's step `at`. */
  readonly confirmed?: { readonly at: number };
}

export type ActivateView =
  | {
      readonly kind: 'resolved';
      readonly ship: ShipState;
      readonly result: ResolvedApproach;
      readonly plan: ActionPlan;
      readonly profile: ShipProfile;
      readonly tokens: TokenChanges;
    }
  | { readonly kind: 'needs'; readonly ship: ShipState; readonly pending: PendingApproach; readonly needs: 'arc' | 'tally' | 'obstacle' };

function approachShipOf(ship: ShipState, profile: ShipProfile) {
  return {
    dial: profile.ship.dial,
    attitude: ship.attitude,
    stressed: ship.stress > 0,
    ionized: ionizedShip(ship, profile),
    actionDamage: ship.actionDamage,
    reloadWithoutCharge: profile.hasReload && ship.ordnanceCharges !== null && ship.ordnanceCharges === 0,
  };
}

function settle(state: GameState, ship: ShipState, profile: ShipProfile, pending: PendingApproach, rng: SeededDice | null): Decision<ActivateView> {
  const rules = ruleset(state.ruleset);
  const rngState = rng ? { rng: rng.state } : {};
  // No arc yet, or (v2) no dice yet: the arc is asked first, and answering it rolls.
  if (!pending.chart || !pending.roll) {
    return ok([{ t: 'approach-pending', ship: ship.name, pending, ...rngState }], { kind: 'needs', ship, pending, needs: 'arc' });
  }
  const outcome: ApproachOutcome = resolveApproach(
    rules,
    approachShipOf(ship, profile),
    { chart: pending.chart, tallySide: pending.tallySide, obstacleSide: pending.obstacleSide },
    pending.roll,
  );
  if (outcome.kind === 'needs-side') {
    return ok([{ t: 'approach-pending', ship: ship.name, pending, ...rngState }], { kind: 'needs', ship, pending, needs: outcome.needs[0]! });
  }
  return finishActivation(ship, profile, outcome, rngState);
}

function finishActivation(ship: ShipState, profile: ShipProfile, result: ResolvedApproach, rngState: { rng?: SeededDice['state'] }): Decision<ActivateView> {
  // R22/R23: the maneuver's stress and the ion tokens it clears are recorded; actions see the ship after it.
  const after = afterManeuver(ship, profile, result, ordnanceMax(profile));
  const m = result.maneuver;
  const activated: GameEvent = {
    t: 'activated',
    ship: ship.name,
    attitude: result.attitude.after,
    ...rngState,
    ...(result.roll ? { roll: { defense: result.roll.defense, attack: result.roll.attack } } : {}),
    maneuver: { speed: m.speed, bearing: m.bearing, direction: m.direction, difficulty: m.difficulty },
  };
  const events: GameEvent[] = after.patch ? [activated, { t: 'ship-changed', ship: ship.name, patch: after.patch }] : [activated];
  const shown = { ...ship, ...after.patch, attitude: result.attitude.after, activated: true, pending: null };
  return ok(events, { kind: 'resolved', ship: shown, result, plan: after.plan, profile, tokens: after.tokens });
}

function ordnanceMax(profile: ShipProfile): number {
  return profile.ordnance.reduce((n, u) => n + (u.charges ?? 0), 0);
}

/** `actor`: who asks (a typed or tapped activation); only needed to confirm one out of the turn order (R54). */
export function activate(current: GameState | null, input: ActivateInput, tools: Tools, actor?: Actor): Decision<ActivateView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = shipByName(state, input.ship);
  if (isRefusal(ship)) return ship;
  if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  if (ship.activated) return refuse('already-activated', { ship: ship.name, round: state.round });
  if (input.start && ship.pending) return refuse('activation-under-way', { ship: ship.name });
  const order = turnCheck(state, actor ?? null, ship, 'activation', tools.gameId, input.confirmed);
  if (order) return order;
  const profile = profileOf(tools.catalog, ship);
  const tally = input.tally ? tallyToChart(input.tally) : null;
  if (ionizedShip(ship, profile)) {
    const dice: DiceSource = new GivenDice({});
    const r = determineApproach(ruleset(state.ruleset), approachShipOf(ship, profile), { chart: tally?.chart ?? 'front' }, dice);
    if (r.kind !== 'resolved') throw new Error('an ionized approach never needs a side');
    return finishActivation(ship, profile, r, {});
  }
  // Big Shed League §5.3 (C69): a ship that may jump is asked first; answering the arc means "no, roll".
  if (!ship.pending && mayJump(state, ship))
    return settle(state, ship, profile, { id: tools.nextSeq, chart: null, roll: null, tallySide: null, obstacleSide: input.obstacle ?? null }, null);
  const kept = ship.pending;
  // Ruling R53: once the dice are shown on a chart, the tally's arc of this activation is fixed: another arc would read them on another chart.
  if (kept?.roll && kept.chart && tally && (tally.chart !== kept.chart || (kept.tallySide !== null && tally.side !== null && tally.side !== kept.tallySide)))
    return refuse('arc-fixed', { ship: ship.name, chart: kept.chart });
  // A pending roll (from an earlier /activate that asked a question) is kept: no rerolls.
  let roll = kept?.roll ?? input.roll ?? null;
  let rng: SeededDice | null = null;
  // The bot rolls only once it knows the tally's arc: nobody picks the arc after seeing the dice.
  if (!roll && tally) {
    rng = new SeededDice(state.rng);
    const defense = rng.defense();
    const attack = rng.attack();
    roll = { defense, attack };
  }
  // What the card already knows stays known: a new /activate adds to it, never clears it.
  const pending: PendingApproach = {
    id: tools.nextSeq,
    chart: tally?.chart ?? kept?.chart ?? null,
    roll,
    tallySide: tally?.side ?? kept?.tallySide ?? null,
    obstacleSide: input.obstacle ?? kept?.obstacleSide ?? null,
  };
  return settle(state, ship, profile, pending, rng);
}

/** Between an arc and the nearest obstacle's side in one answer (R56): `front-left/right`. */
export const ARC_AND_SIDE = '/';

export interface AnswerInput {
  readonly ship: string;
  readonly pendingId: number;
  readonly field: 'arc' | 'tally' | 'obstacle';
  readonly value: string;
}

/** A player answers the card's question (a button): fill it in and read again. */
export function answerPending(current: GameState | null, input: AnswerInput, tools: Tools): Decision<ActivateView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = findShip(state, input.ship);
  const pending = ship?.pending;
  if (!ship || !pending || pending.id !== input.pendingId || ship.activated) return refuse('stale-button', { ship: input.ship });
  let next: PendingApproach;
  if (input.field === 'arc') {
    // R56: an arc button may carry the nearest obstacle's side too (`front-left/right`): both questions in one tap.
    const [arc = '', obstacle] = input.value.split(ARC_AND_SIDE);
    if (!(TALLY_POSITIONS as readonly string[]).includes(arc)) return refuse('bad-option', { option: 'tally', value: input.value });
    if (obstacle !== undefined && obstacle !== 'left' && obstacle !== 'right') return refuse('bad-option', { option: 'obstacle', value: obstacle });
    if (pending.chart && pending.roll) return refuse('arc-fixed', { ship: ship.name, chart: pending.chart });
    const t = tallyToChart(arc as TallyPosition);
    next = { ...pending, id: tools.nextSeq, chart: t.chart, tallySide: t.side, ...(obstacle ? { obstacleSide: obstacle } : {}) };
    if (!next.roll) {
      const rng = new SeededDice(state.rng);
      const defense = rng.defense();
      const attack = rng.attack();
      return settle(state, ship, profileOf(tools.catalog, ship), { ...next, roll: { defense, attack } }, rng);
    }
  } else {
    if (input.value !== 'left' && input.value !== 'right') return refuse('bad-option', { option: input.field, value: input.value });
    next = { ...pending, id: tools.nextSeq, [input.field === 'tally' ? 'tallySide' : 'obstacleSide']: input.value };
  }
  return settle(state, ship, profileOf(tools.catalog, ship), next, null);
}
