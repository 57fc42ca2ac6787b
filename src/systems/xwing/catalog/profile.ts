import type { Weapon } from '../engine/engagement.ts';
import type { ShipAction } from '../engine/types.ts';
import type { Pilot, Ship, Upgrade } from './schema.ts';

/** What the engine needs of a chassis + pilot + upgrades, derived from the catalogue. */
export interface ShipProfile {
  readonly ship: Ship;
  readonly pilot: Pilot | null;
  readonly upgrades: readonly Upgrade[];
  /** A pilot's own bar replaces the ship's. */
  readonly actionBar: readonly ShipAction[];
  readonly weapons: readonly Weapon[];
  readonly hasReload: boolean;
  readonly hasLockHeaderWeapon: boolean;
  /** Torpedo, missile and device upgrades whose charges count for Reload. */
  readonly ordnance: readonly Upgrade[];
  readonly dropsDevices: boolean;
}

export function shipProfile(ship: Ship, pilot: Pilot | null, upgrades: readonly Upgrade[] = []): ShipProfile {
  const actionBar = (pilot?.actions ?? ship.actions) as readonly ShipAction[];
  const weapons: Weapon[] = [
    ...upgrades.flatMap((u) =>
      u.attack
        ? [
            {
              kind: 'special' as const,
              id: u.id,
              name: u.name,
              arc: u.attack.arc,
              value: u.attack.value,
              requiresLock: u.attack.requiresLock,
              minRange: u.attack.minRange,
              maxRange: u.attack.maxRange,
            },
          ]
        : [],
    ),
    ...ship.attacks.map((a) => ({
      kind: 'primary' as const,
      id: `primary-${a.arc}`,
      arc: a.arc,
      value: a.value,
      requiresLock: false,
      minRange: 1,
      maxRange: 3,
    })),
  ];
  const ordnance = upgrades.filter((u) => ['Torpedo', 'Missile', 'Device'].includes(u.slot) && (u.charges ?? 0) > 0);
  return {
    ship,
    pilot,
    upgrades,
    actionBar,
    weapons,
    hasReload: actionBar.some((a) => a.type === 'Reload'),
    hasLockHeaderWeapon: weapons.some((w) => w.requiresLock),
    ordnance,
    dropsDevices: upgrades.some((u) => u.device === 'bomb' || u.device === 'mine'),
  };
}
