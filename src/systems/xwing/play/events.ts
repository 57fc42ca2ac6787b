import type { RngState } from '../engine/dice.ts';
import type { FactionId } from '../catalog/schema.ts';
import type { AttackFace, Attitude } from '../engine/types.ts';
import { NATURAL_OPPONENT } from './setup.ts';
import type { IntroSetup } from './state.ts';
import type { EndReason, GameState, PendingApproach, ShipState } from './state.ts';

// Every change to a game is one of these events, appended to the game's log.
// `evolve` applies one; the core replays a log (and undoes) with it. Pure, and events
// carry their outcomes (rolls, generator state), so replay needs no dice.

export type ShipPatch = Partial<
  Pick<ShipState, 'attitude' | 'stress' | 'ion' | 'disarm' | 'locks' | 'tally' | 'actionDamage' | 'ordnanceCharges' | 'charges' | 'status'>
>;

export type GameEvent =
  | ({ readonly t: 'started'; readonly playerFaction?: FactionId; readonly setup?: IntroSetup } & Pick<
      GameState,
      'channelId' | 'guildId' | 'owner' | 'ruleset' | 'scenario' | 'faction' | 'seed' | 'rng'
    >)
  | { readonly t: 'ship-added'; readonly ship: ShipState; readonly rng?: RngState }
  | { readonly t: 'approach-pending'; readonly ship: string; readonly pending: PendingApproach; readonly rng?: RngState }
  | { readonly t: 'activated'; readonly ship: string; readonly attitude: Attitude; readonly rng?: RngState }
  | { readonly t: 'ship-changed'; readonly ship: string; readonly patch: ShipPatch }
  | {
      readonly t: 'attacked';
      readonly attacker: string;
      readonly defender: string;
      readonly damage: number;
      readonly attackerAttitude: Attitude;
      readonly defenderAttitude: Attitude;
    }
  | { readonly t: 'round-started'; readonly round: number; readonly attitudes: Readonly<Record<string, Attitude>> }
  | { readonly t: 'ended'; readonly reason: EndReason }
  /** System Phase (issue 11, point 9): the bomb/mine check's dice, one per possible enemy in range. */
  | { readonly t: 'system-checked'; readonly ship: string; readonly device: string; readonly rolls: readonly AttackFace[]; readonly rng: RngState }
  // v2: the round run by the bot (play/phases.ts).
  | { readonly t: 'dial-set'; readonly user: string }
  | { readonly t: 'done'; readonly ship: string; readonly step: 'activation' | 'engagement' }
  | { readonly t: 'phase-opened'; readonly phase: 'activation' | 'engagement' | 'end' }
  | { readonly t: 'ship-removed'; readonly ship: string };

function updateShip(state: GameState, name: string, f: (s: ShipState) => ShipState): GameState {
  let found = false;
  const ships = state.ships.map((s) => {
    if (s.name !== name) return s;
    found = true;
    return f(s);
  });
  if (!found) throw new Error(`event names unknown ship ${name}`);
  return { ...state, ships };
}

export function evolve(state: GameState | null, e: GameEvent): GameState {
  if (e.t === 'started') {
    return {
      channelId: e.channelId,
      guildId: e.guildId,
      owner: e.owner,
      ruleset: e.ruleset,
      scenario: e.scenario,
      faction: e.faction,
      playerFaction: e.playerFaction ?? NATURAL_OPPONENT[e.faction],
      ...(e.setup ? { setup: e.setup } : {}),
      seed: e.seed,
      rng: e.rng,
      round: 1,
      phase: 'planning',
      ships: [],
      ended: null,
      ready: [],
      step: 1,
    };
  }
  if (!state) throw new Error(`event ${e.t} before the game started`);
  const next = applyTo(state, e);
  return { ...next, step: state.step + 1 };
}

function applyTo(state: GameState, e: Exclude<GameEvent, { t: 'started' }>): GameState {
  switch (e.t) {
    case 'ship-added':
      return { ...state, ships: [...state.ships, e.ship], ...(e.rng ? { rng: e.rng } : {}) };
    case 'approach-pending':
      return { ...updateShip(state, e.ship, (s) => ({ ...s, pending: e.pending })), ...(e.rng ? { rng: e.rng } : {}) };
    case 'activated':
      return {
        ...updateShip(state, e.ship, (s) => ({ ...s, attitude: e.attitude, activated: true, pending: null })),
        phase: 'activation',
        ...(e.rng ? { rng: e.rng } : {}),
      };
    case 'ship-changed':
      return updateShip(state, e.ship, (s) => ({ ...s, ...e.patch }));
    case 'attacked': {
      const after = updateShip(state, e.attacker, (s) => ({ ...s, attacks: s.attacks + 1, attitude: e.attackerAttitude }));
      return { ...updateShip(after, e.defender, (s) => ({ ...s, defenses: s.defenses + 1, attitude: e.defenderAttitude })), phase: 'engagement' };
    }
    case 'round-started':
      return {
        ...state,
        round: e.round,
        phase: 'planning',
        ships: state.ships.map((s) => ({
          ...s,
          attitude: e.attitudes[s.name] ?? s.attitude,
          activated: false,
          engaged: false,
          attacks: 0,
          defenses: 0,
          pending: null,
        })),
        ready: [],
      };
    case 'dial-set':
      return state.ready.includes(e.user) ? state : { ...state, ready: [...state.ready, e.user] };
    case 'done':
      return updateShip(state, e.ship, (s) => (e.step === 'activation' ? { ...s, activated: true, pending: null } : { ...s, engaged: true }));
    case 'phase-opened':
      return { ...state, phase: e.phase };
    case 'ship-removed':
      // Gone from the table: no other ship keeps a lock or a tally marker on it.
      if (!state.ships.some((s) => s.name === e.ship)) throw new Error(`event names unknown ship ${e.ship}`);
      return {
        ...state,
        ships: state.ships
          .filter((s) => s.name !== e.ship)
          .map((s) =>
            s.locks.includes(e.ship) || s.tally === e.ship
              ? { ...s, locks: s.locks.filter((l) => l !== e.ship), tally: s.tally === e.ship ? null : s.tally }
              : s,
          ),
      };
    case 'ended':
      return { ...state, phase: 'ended', ended: { reason: e.reason, round: state.round } };
    case 'system-checked':
      return { ...state, rng: e.rng };
  }
}
