import type { ShipProfile } from '../catalog/profile.ts';
import { actionStress, planActions, type ActionPlan } from '../engine/actions.ts';
import type { ResolvedApproach } from '../engine/approach.ts';
import { isIonized, stressAfterManeuver } from '../engine/tokens.ts';
import type { ShipPatch } from './events.ts';
import type { ShipState } from './state.ts';

// What a solo ship's activation does after the approach has chosen its maneuver:
// the maneuver's stress (R22), the ion tokens it clears (R23), and the actions it may
// then perform, decided from the ship as it stands after the maneuver.

export interface TokenChanges {
  readonly stressBefore: number;
  /** +1 red, −1 blue (if it had stress), 0 otherwise. */
  readonly maneuverStress: number;
  /** Stress its action adds when the bot knows which one it takes (ruling R36); null: the players add it. */
  readonly actionStress: number | null;
  readonly stressAfter: number;
  /** Ion tokens removed after the ion maneuver (R23). */
  readonly ionRemoved: number;
}

export interface AfterManeuver {
  readonly plan: ActionPlan;
  readonly tokens: TokenChanges;
  /** The change to record, or null when nothing changed. */
  readonly patch: ShipPatch | null;
}

export function ionizedShip(ship: ShipState, profile: ShipProfile): boolean {
  return isIonized(profile.ship.size, ship.ion);
}

export function afterManeuver(ship: ShipState, profile: ShipProfile, result: ResolvedApproach, ordnanceMax: number): AfterManeuver {
  const afterMove = stressAfterManeuver(ship.stress, result.maneuver);
  const ionManeuver = result.fallback === 'ion';
  const plan = planActions({
    attitude: result.attitude.after,
    bar: profile.actionBar,
    stressed: afterMove > 0,
    ionized: ionManeuver,
    hasLockHeaderWeapon: profile.hasLockHeaderWeapon,
    inactiveOrdnanceCharge: ship.ordnanceCharges === null ? null : ship.ordnanceCharges < ordnanceMax,
    actionDamage: ship.actionDamage,
    offlineUpgrade: (ship.offline?.length ?? 0) > 0,
  });
  const fromAction = actionStress(plan);
  const stressAfter = afterMove + (fromAction ?? 0);
  const ionRemoved = ionManeuver ? ship.ion : 0;
  const patch: ShipPatch = {
    ...(stressAfter !== ship.stress ? { stress: stressAfter } : {}),
    ...(ionRemoved ? { ion: 0 } : {}),
  };
  return {
    plan,
    tokens: { stressBefore: ship.stress, maneuverStress: afterMove - ship.stress, actionStress: fromAction, stressAfter, ionRemoved },
    patch: Object.keys(patch).length ? patch : null,
  };
}
