import { FRESH_SHIP, type ShipState } from '../../../src/systems/xwing/play/state.ts';

/** A ship in play with nothing on it: an X-wing of `owner` for the players, a TIE/ln for the AI. */
export const ship = (name: string, initiative: number, side: 'player' | 'solo', owner: string | null = null): ShipState => ({
  name,
  side,
  role: side === 'player' ? 'player' : 'custom',
  owner,
  faction: side === 'player' ? 'rebel-alliance' : 'galactic-empire',
  chassis: side === 'player' ? 't65xwing' : 'tielnfighter',
  pilot: null,
  initiative,
  attitude: 'balanced',
  upgrades: [],
  ordnanceCharges: null,
  charges: {},
  ...FRESH_SHIP,
});
