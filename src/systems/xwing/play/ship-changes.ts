import type { Catalog } from '../catalog/catalog.ts';
import { type Attitude, attitudeOfDefenseDie, type DefenseFace, ruleset, SeededDice } from '../engine/index.ts';
import type { ShipPatch } from './events.ts';
import { refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { type Actor, type GameState, isActive, type ShipState } from './state.ts';
import { changeableShip, type Decision, mustBePlaying, ok, shipByName } from './decision.ts';
import { destroyedByDamage } from './hull.ts';

// /ship: a ship's tokens, damage, attitude and fate as the table sets them, and /ship roll.

export type ShipChange =
  | { readonly kind: 'stress' | 'ion' | 'charges'; readonly count: number }
  | { readonly kind: 'lock' | 'tally'; readonly target: string | null }
  /** `cards`: damage cards dealt to it now (an obstacle, a bomb…), added to its count (R52). */
  | { readonly kind: 'damage'; readonly actionHeader?: boolean | undefined; readonly cards?: number | undefined }
  | { readonly kind: 'destroyed' | 'fled' }
  | { readonly kind: 'attitude'; readonly attitude: Attitude };

export interface ShipChangeView {
  readonly ship: ShipState;
  readonly before: ShipState;
  readonly change: ShipChange;
  /** A solo ship told to flee stops at the edge instead ("Fleeing"). */
  readonly soloFlee: { readonly stress: number; readonly disarm: number } | null;
  /** Its damage cards reached its hull: it is destroyed in the same change (R52). */
  readonly destroyed?: boolean;
}

export function changeShip(current: GameState | null, actor: Actor, name: string, change: ShipChange, catalog?: Catalog): Decision<ShipChangeView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = changeableShip(state, name, actor);
  if (isRefusal(ship)) return ship;
  let patch: ShipPatch;
  let soloFlee: ShipChangeView['soloFlee'] = null;
  switch (change.kind) {
    case 'stress':
      patch = { stress: change.count };
      break;
    case 'ion':
      patch = { ion: change.count };
      // Ruling C9 (big-shed-league.md §1.6): each ion token gained removes one hyperdrive tracking token.
      if (ship.tracking && change.count > ship.ion && ship.tracking.tokens > 0)
        patch = { ...patch, tracking: { ...ship.tracking, tokens: Math.max(0, ship.tracking.tokens - (change.count - ship.ion)) } };
      break;
    case 'charges':
      patch = { ordnanceCharges: change.count };
      break;
    case 'lock':
    case 'tally': {
      let target: string | null = null;
      if (change.target) {
        const t = shipByName(state, change.target);
        // A tally marker may sit on any object, an obstacle or a point.
        if (isRefusal(t) && change.kind === 'lock') return t;
        if (!isRefusal(t) && t.name === ship.name) return refuse('same-ship', { ship: ship.name });
        target = isRefusal(t) ? change.target.trim() : t.name;
      }
      if (change.kind === 'tally' && !ruleset(state.ruleset).tallyMarker) return refuse('bad-option', { option: 'tally', value: '', hint: 'no-tally-marker' });
      patch = change.kind === 'lock' ? { locks: target ? [target] : [] } : { tally: target };
      break;
    }
    case 'damage':
      patch = {
        ...(change.actionHeader !== undefined ? { actionDamage: change.actionHeader } : {}),
        ...(change.cards !== undefined ? { damageCards: (ship.damageCards ?? 0) + change.cards } : {}),
      };
      break;
    case 'attitude':
      if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
      if (!ruleset(state.ruleset).attitudes.includes(change.attitude)) return refuse('bad-option', { option: 'attitude', value: change.attitude });
      patch = { attitude: change.attitude };
      break;
    case 'destroyed':
      patch = { status: 'destroyed' };
      break;
    case 'fled':
      // Ruling R40: the escaping transport is the one solo ship that flees.
      if (ship.side === 'solo' && ship.role !== 'transport') {
        soloFlee = { ...ruleset(state.ruleset).fleeTokens };
        patch = { stress: ship.stress + soloFlee.stress, disarm: ship.disarm + soloFlee.disarm };
      } else {
        patch = { status: 'fled' };
      }
      break;
  }
  const after = { ...ship, ...patch };
  const destroyed = change.kind === 'damage' && change.cards && catalog ? destroyedByDamage(catalog, after, after.damageCards ?? 0) : [];
  return ok([{ t: 'ship-changed', ship: ship.name, patch }, ...destroyed], {
    ship: after,
    before: ship,
    change,
    soloFlee,
    ...(destroyed.length ? { destroyed: true } : {}),
  });
}

export interface AttitudeRollView {
  readonly ship: ShipState;
  readonly face: DefenseFace;
  readonly attitude: Attitude;
}

/**
 * Ruling R58: a solo ship acting outside its activation (v0.1), or a card effect whose use is
 * unclear (v0.2), rolls a defense die for an attitude, on the game's dice: evade Defensive,
 * focus Balanced, blank Offensive. The ship's attitude marker is not changed.
 */
export function rollAttitude(current: GameState | null, name: string): Decision<AttitudeRollView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = shipByName(state, name);
  if (isRefusal(ship)) return ship;
  if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  const dice = new SeededDice(state.rng);
  const face = dice.defense();
  return ok([{ t: 'attitude-rolled', ship: ship.name, face, rng: dice.state }], { ship, face, attitude: attitudeOfDefenseDie(face) });
}
