import type { Catalog } from '../catalog/catalog.ts';
import type { Ship } from '../catalog/schema.ts';
import { type Attitude, SeededDice } from '../engine/index.ts';
import { placeArrival } from './placement.ts';
import { ordnanceTotal, startingCharges } from './devices.ts';
import type { Arrival, SquadShip } from './intro.ts';
import { nextShipName } from './ship-names.ts';
import { FRESH_SHIP, type GameState, type ShipState } from './state.ts';

// A new ship in the game, and a solo ship's arrival at a hyperspace marker.

export function newShip(
  name: string,
  squad: {
    role: ShipState['role'];
    ship: Ship;
    pilotId: string | null;
    initiative: number;
    upgrades: readonly string[];
    ordnanceCharges: number | null;
    charges?: Readonly<Record<string, number>>;
  },
  side: ShipState['side'],
  owner: string | null,
  attitude: Attitude,
): ShipState {
  return {
    name,
    side,
    role: squad.role,
    owner,
    faction: squad.ship.faction,
    chassis: squad.ship.id,
    pilot: squad.pilotId,
    initiative: squad.initiative,
    attitude,
    upgrades: squad.upgrades,
    ordnanceCharges: squad.ordnanceCharges,
    charges: squad.charges ?? {},
    ...FRESH_SHIP,
  };
}

export interface ArrivalView {
  readonly ship: ShipState;
  readonly arrival: Arrival;
}

/** A solo ship arrives at a hyperspace marker (ruling R17), Balanced at set-up, Offensive later. */
export function arrive(
  state: GameState,
  catalog: Catalog,
  squad: SquadShip,
  dice: SeededDice,
  attitude: Attitude,
  taken: string[],
  placed: readonly ArrivalView[],
): ArrivalView {
  const { marker, face } = placeArrival(
    dice,
    placed.map((p) => p.arrival),
  );
  const name = nextShipName(state, squad.ship, taken);
  taken.push(name);
  const ship = newShip(
    name,
    {
      role: squad.role,
      ship: squad.ship,
      pilotId: squad.pilot.id,
      initiative: squad.pilot.initiative,
      upgrades: squad.upgrades,
      ordnanceCharges: ordnanceTotal(catalog, squad.upgrades, {}),
      charges: startingCharges(catalog, squad.upgrades),
    },
    'solo',
    null,
    attitude,
  );
  return { ship, arrival: { marker, face } };
}
