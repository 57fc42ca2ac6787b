import { afterAttacking, afterDefending, type Attitude, ruleset, type Weapon, weaponPriority } from '../engine/index.ts';
import { usableWeapons } from './devices.ts';
import { refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { type Actor, type GameState, isActive, type ShipState } from './state.ts';
import { canChange, type Decision, mustBePlaying, ok, profileOf, shipByName, type Tools } from './decision.ts';
import { destroyedByDamage, effectiveHull } from './hull.ts';

// /attack: an attack recorded, its attitude shifts (v0.2) and whether the defender is destroyed.

export interface AttackView {
  readonly attacker: ShipState;
  readonly defender: ShipState;
  readonly damage: number;
  readonly shifts: readonly { readonly ship: string; readonly from: Attitude; readonly to: Attitude }[];
  readonly weapons: readonly Weapon[] | null;
  /** The defender's damage cards after the attack, and its hull (R52). */
  readonly cards: number;
  readonly hull: number | null;
  /** Its damage cards reached its hull: it is destroyed in the same change (R52). */
  readonly destroyed: boolean;
}

export function recordAttack(
  current: GameState | null,
  actor: Actor,
  input: { attacker: string; defender: string; damage: number },
  tools: Tools,
): Decision<AttackView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const attacker = shipByName(state, input.attacker);
  if (isRefusal(attacker)) return attacker;
  const defender = shipByName(state, input.defender);
  if (isRefusal(defender)) return defender;
  if (attacker.name === defender.name) return refuse('same-ship', { ship: attacker.name });
  for (const s of [attacker, defender]) if (!isActive(s)) return refuse('ship-not-active', { ship: s.name, status: s.status });
  if (attacker.side === 'player' && !canChange(state, attacker, actor)) return refuse('forbidden', { action: 'attack-with', ship: attacker.name });
  // Engagement shifts exist in v0.2 only; player ships have no attitude.
  const shifting = ruleset(state.ruleset).attitudeShifts;
  const attackerAttitude = shifting && attacker.side === 'solo' ? afterAttacking(attacker.attitude, input.damage) : attacker.attitude;
  const defenderAttitude = shifting && defender.side === 'solo' ? afterDefending(defender.attitude, input.damage) : defender.attitude;
  const shifts = [
    { ship: attacker.name, from: attacker.attitude, to: attackerAttitude },
    { ship: defender.name, from: defender.attitude, to: defenderAttitude },
  ].filter((s) => s.from !== s.to);
  const cards = (defender.damageCards ?? 0) + input.damage;
  const destroyed = destroyedByDamage(tools.catalog, defender, cards);
  return ok(
    [
      { t: 'attacked', attacker: attacker.name, defender: defender.name, damage: input.damage, attackerAttitude, defenderAttitude, cards: input.damage },
      ...destroyed,
    ],
    // "Attack priority" for a solo attacker, shown with the record.
    {
      attacker,
      defender,
      damage: input.damage,
      shifts,
      weapons: attacker.side === 'solo' ? weaponPriority(usableWeapons(tools.catalog, attacker, profileOf(tools.catalog, attacker).weapons)) : null,
      cards,
      hull: effectiveHull(tools.catalog, defender),
      destroyed: destroyed.length > 0,
    },
  );
}
