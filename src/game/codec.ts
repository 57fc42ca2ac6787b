import type { GameState, ShipState } from './state.ts';

// The stored form of a game: ship fields at their starting value are left out, so a
// game's row (read and written by every command) stays small. decodeState restores
// them; encode → decode is the identity.

const SHIP_DEFAULTS: Partial<ShipState> = {
  owner: null,
  pilot: null,
  stress: 0,
  ion: 0,
  disarm: 0,
  locks: [],
  tally: null,
  actionDamage: false,
  upgrades: [],
  ordnanceCharges: null,
  status: 'active',
  activated: false,
  attacks: 0,
  defenses: 0,
  pending: null,
};

function isDefault(key: keyof ShipState, value: unknown): boolean {
  if (!(key in SHIP_DEFAULTS)) return false;
  const d = SHIP_DEFAULTS[key];
  return Array.isArray(d) ? Array.isArray(value) && value.length === 0 : value === d;
}

export function encodeShip(ship: ShipState): Partial<ShipState> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ship)) if (!isDefault(k as keyof ShipState, v)) out[k] = v;
  return out as Partial<ShipState>;
}

export function decodeShip(stored: Partial<ShipState>): ShipState {
  return { ...SHIP_DEFAULTS, ...stored } as ShipState;
}

export function encodeState(state: GameState): string {
  return JSON.stringify({ ...state, ships: state.ships.map(encodeShip) });
}

export function decodeState(json: string): GameState {
  const raw = JSON.parse(json) as GameState;
  return { ...raw, ships: raw.ships.map((s) => decodeShip(s)) };
}
