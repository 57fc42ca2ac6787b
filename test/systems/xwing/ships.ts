import type { ShipState } from '../../../src/systems/xwing/play/state.ts';

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
  stress: 0,
  ion: 0,
  disarm: 0,
  locks: [],
  tally: null,
  actionDamage: false,
  upgrades: [],
  ordnanceCharges: null,
  charges: {},
  status: 'active',
  activated: false,
  engaged: false,
  attacks: 0,
  defenses: 0,
  pending: null,
});
