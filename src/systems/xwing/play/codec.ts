import type { GameState, ShipState } from './state.ts';

// The stored form of a game: ship fields at their starting value are left out, so a
// game's row (read and written by every command) stays small. decodeState restores
// them; encode → decode is the identity.
//
// decodeShip and shapedState write a ship and a state as one object literal, fields in one
// order, and evolve passes every ship and state it makes through them. The reason is
// speed: a state lives on in memory from command to command (the app's state cache), and
// the objects that spreads and zod build differ in hidden class from ship to ship; once a
// spread or property site has met a few such classes, V8 takes its slow generic path.
// The shape is one per set of optional fields present (a campaign ship's role, an intro
// game's set-up); a state read back from the database is zod's until evolve rewrites it.
// A field added to ShipState or GameState must be added here too: the codec test fails
// until it is.

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
  if (s.offline !== undefined && s.offline.length) out.offline = s.offline;
  return out as StoredShip;
}

/** A stored ship with its defaults filled in; given a whole ship, the same ship, in the one literal every ship is written with. */
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
    ...(s.offline !== undefined && s.offline.length ? { offline: s.offline } : {}),
  };
}

/** A game whose ships are of type Sh: a state (ShipState), or the stored form (StoredShip). */
type WithShips<Sh> = Omit<GameState, 'ships'> & { readonly ships: readonly Sh[] };

/** A game in the one literal every state is written with (as decodeShip for ships), with these ships and step. */
export function shapedState<Sh>(s: Omit<GameState, 'ships'>, ships: readonly Sh[], step: number = s.step): WithShips<Sh> {
  return {
    channelId: s.channelId,
    guildId: s.guildId,
    owner: s.owner,
    ruleset: s.ruleset,
    scenario: s.scenario,
    faction: s.faction,
    playerFaction: s.playerFaction,
    seed: s.seed,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    ships,
    ended: s.ended,
    // Absent in states stored before the ready check (v2).
    ready: s.ready ?? [],
    step,
    ...(s.setup !== undefined ? { setup: s.setup } : {}),
    ...(s.campaign !== undefined ? { campaign: s.campaign } : {}),
    ...(s.quiet !== undefined ? { quiet: s.quiet } : {}),
    ...(s.edition !== undefined ? { edition: s.edition } : {}),
  };
}

// Each ship's stored JSON, kept with the ship: a command changes a ship or two, and the
// others are the same (immutable) objects from command to command, so their JSON is not
// built again. Weak: a ship no state holds any more takes its JSON with it.
const storedShips = new WeakMap<ShipState, string>();

function storedShip(s: ShipState): string {
  let json = storedShips.get(s);
  if (json === undefined) {
    json = JSON.stringify(encodeShip(s));
    storedShips.set(s, json);
  }
  return json;
}

/** `JSON.stringify(shapedState(state, state.ships.map(encodeShip)))`, with each ship's JSON made once. */
export function encodeState(state: GameState): string {
  const rest = JSON.stringify(shapedState(state, []));
  // The fields before the ships are strings, numbers and the rng: nothing in them can read '"ships":[]' (a quote in a string is escaped).
  const at = rest.indexOf('"ships":[]') + '"ships":['.length;
  return `${rest.slice(0, at)}${state.ships.map(storedShip).join(',')}${rest.slice(at)}`;
}

export function decodeState(json: string): GameState {
  const raw = JSON.parse(json) as WithShips<StoredShip>;
  return shapedState(raw, raw.ships.map(decodeShip));
}
