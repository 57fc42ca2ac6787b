import type { GameState, ShipState } from './state.ts';

// The stored form of a game: ship fields at their starting value are left out, so a
// game's row (read and written by every command) stays small. decodeState restores
// them; encode → decode is the identity. Written field by field: every decoded ship
// then has the same shape, which keeps the code that reads ships fast.

type StoredShip = Partial<ShipState> & Pick<ShipState, 'name' | 'side' | 'role' | 'faction' | 'chassis' | 'initiative' | 'attitude'>;

export function encodeShip(s: ShipState): StoredShip {
  const out: Record<string, unknown> = {
    name: s.name,
    side: s.side,
    role: s.role,
    faction: s.faction,
    chassis: s.chassis,
    initiative: s.initiative,
    attitude: s.attitude,
  };
  if (s.owner !== null) out.owner = s.owner;
  if (s.pilot !== null) out.pilot = s.pilot;
  if (s.stress) out.stress = s.stress;
  if (s.ion) out.ion = s.ion;
  if (s.disarm) out.disarm = s.disarm;
  if (s.locks.length) out.locks = s.locks;
  if (s.tally !== null) out.tally = s.tally;
  if (s.actionDamage) out.actionDamage = true;
  if (s.upgrades.length) out.upgrades = s.upgrades;
  if (s.ordnanceCharges !== null) out.ordnanceCharges = s.ordnanceCharges;
  if (Object.keys(s.charges).length) out.charges = s.charges;
  if (s.status !== 'active') out.status = s.status;
  if (s.activated) out.activated = true;
  if (s.engaged) out.engaged = true;
  if (s.attacks) out.attacks = s.attacks;
  if (s.defenses) out.defenses = s.defenses;
  if (s.pending !== null) out.pending = s.pending;
  if (s.campaignRole !== undefined) out.campaignRole = s.campaignRole;
  if (s.left !== undefined) out.left = s.left;
  if (s.tracking !== undefined) out.tracking = s.tracking;
  if (s.vetReroll !== undefined) out.vetReroll = s.vetReroll;
  if (s.damageCards !== undefined) out.damageCards = s.damageCards;
  if (s.destroyedRound !== undefined) out.destroyedRound = s.destroyedRound;
  if (s.reinforcementOf !== undefined) out.reinforcementOf = s.reinforcementOf;
  return out as StoredShip;
}

export function decodeShip(s: StoredShip): ShipState {
  return {
    name: s.name,
    side: s.side,
    role: s.role,
    owner: s.owner ?? null,
    faction: s.faction,
    chassis: s.chassis,
    pilot: s.pilot ?? null,
    initiative: s.initiative,
    attitude: s.attitude,
    stress: s.stress ?? 0,
    ion: s.ion ?? 0,
    disarm: s.disarm ?? 0,
    locks: s.locks ?? [],
    tally: s.tally ?? null,
    actionDamage: s.actionDamage ?? false,
    upgrades: s.upgrades ?? [],
    ordnanceCharges: s.ordnanceCharges ?? null,
    charges: s.charges ?? {},
    status: s.status ?? 'active',
    activated: s.activated ?? false,
    engaged: s.engaged ?? false,
    attacks: s.attacks ?? 0,
    defenses: s.defenses ?? 0,
    pending: s.pending ?? null,
    ...(s.campaignRole !== undefined ? { campaignRole: s.campaignRole } : {}),
    ...(s.left !== undefined ? { left: s.left } : {}),
    ...(s.tracking !== undefined ? { tracking: s.tracking } : {}),
    ...(s.vetReroll !== undefined ? { vetReroll: s.vetReroll } : {}),
    ...(s.damageCards !== undefined ? { damageCards: s.damageCards } : {}),
    ...(s.destroyedRound !== undefined ? { destroyedRound: s.destroyedRound } : {}),
    ...(s.reinforcementOf !== undefined ? { reinforcementOf: s.reinforcementOf } : {}),
  };
}

export function encodeState(state: GameState): string {
  return JSON.stringify({ ...state, ships: state.ships.map(encodeShip) });
}

export function decodeState(json: string): GameState {
  const raw = JSON.parse(json) as GameState & { ships: StoredShip[] };
  return { ...raw, ready: raw.ready ?? [], ships: raw.ships.map(decodeShip) };
}
