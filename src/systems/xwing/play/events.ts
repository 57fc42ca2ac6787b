import type { RngState } from '../engine/dice.ts';
import type { EditionPin, FactionId } from '../catalog/schema.ts';
import type { AttackFace, Attitude, DefenseFace, Maneuver } from '../engine/types.ts';
import { decodeShip, shapedState } from './codec.ts';
import { NATURAL_OPPONENT } from './setup.ts';
import type { IntroSetup } from './state.ts';
import { ROUND_NOT_PLAYED, type CampaignPlay, type EndReason, type FleetSide, type GameState, type PendingApproach, type ShipState } from './state.ts';

// Every change to a game is one of these events, appended to the game's log.
// `evolve` applies one; the core replays a log (and undoes) with it. Pure, and events
// carry their outcomes (rolls, generator state), so replay needs no dice.

export type ShipPatch = Partial<
  Pick<
    ShipState,
    | 'attitude'
    | 'stress'
    | 'ion'
    | 'disarm'
    | 'locks'
    | 'tally'
    | 'actionDamage'
    | 'ordnanceCharges'
    | 'charges'
    | 'status'
    | 'tracking'
    | 'damageCards'
    | 'offline'
  >
>;

export type GameEvent =
  | ({
      readonly t: 'started';
      readonly edition?: EditionPin;
      readonly playerFaction?: FactionId;
      readonly setup?: IntroSetup;
      readonly campaign?: CampaignPlay;
    } & Pick<GameState, 'channelId' | 'guildId' | 'owner' | 'ruleset' | 'scenario' | 'faction' | 'seed' | 'rng'>)
  | { readonly t: 'ship-added'; readonly ship: ShipState; readonly rng?: RngState }
  | { readonly t: 'approach-pending'; readonly ship: string; readonly pending: PendingApproach; readonly rng?: RngState }
  /** `roll` (the dice as rolled; absent when ionized) and `maneuver`: v5, for the log (older events have neither). */
  | {
      readonly t: 'activated';
      readonly ship: string;
      readonly attitude: Attitude;
      readonly rng?: RngState;
      readonly roll?: { readonly defense: DefenseFace; readonly attack: AttackFace };
      readonly maneuver?: Maneuver;
    }
  | { readonly t: 'ship-changed'; readonly ship: string; readonly patch: ShipPatch }
  | {
      readonly t: 'attacked';
      readonly attacker: string;
      readonly defender: string;
      readonly damage: number;
      readonly attackerAttitude: Attitude;
      readonly defenderAttitude: Attitude;
      /** v6: the damage cards added to the defender's count (ruling R52); absent: an attack recorded before the count was kept. */
      readonly cards?: number;
    }
  | { readonly t: 'round-started'; readonly round: number; readonly attitudes: Readonly<Record<string, Attitude>> }
  /** `gone`: a campaign mission game that ended at an End Phase with these fleets out of the play area (big-shed-league.md C14). */
  | { readonly t: 'ended'; readonly reason: EndReason; readonly gone?: readonly FleetSide[] }
  /** System Phase: the bomb/mine check's dice, one per possible enemy in range. */
  | { readonly t: 'system-checked'; readonly ship: string; readonly device: string; readonly rolls: readonly AttackFace[]; readonly rng: RngState }
  // v2: the round run by the bot (play/phases.ts).
  /** `name`: the player's name when they set it (v5), so the log file names them. */
  | { readonly t: 'dial-set'; readonly user: string; readonly name?: string }
  | { readonly t: 'done'; readonly ship: string; readonly step: 'activation' | 'engagement' }
  | { readonly t: 'phase-opened'; readonly phase: 'activation' | 'engagement' | 'end' }
  | { readonly t: 'ship-removed'; readonly ship: string }
  // v3's mission game events belong to the mission layer that writes them (play/mission.ts).
  // v5: a player turns their pings in this game off or back on (`/game pings`).
  | { readonly t: 'pings-set'; readonly user: string; readonly on: boolean }
  /** v6: a defense die rolled for a solo ship's attitude outside its activation (ruling R58); its marker is not changed. */
  | { readonly t: 'attitude-rolled'; readonly ship: string; readonly face: DefenseFace; readonly rng: RngState };

// Every state and ship an event makes goes through shapedState / decodeShip: one hidden class
// each, which keeps the spreads here and the rules' reads of ships fast (codec.ts says why).
export function updateShip(state: GameState, name: string, f: (s: ShipState) => ShipState): GameState {
  let found = false;
  const ships = state.ships.map((s) => {
    if (s.name !== name) return s;
    found = true;
    return decodeShip(f(s));
  });
  if (!found) throw new Error(`event names unknown ship ${name}`);
  return { ...state, ships };
}

export function evolve(state: GameState | null, e: GameEvent): GameState {
  if (e.t === 'started') {
    return shapedState(
      {
        channelId: e.channelId,
        guildId: e.guildId,
        owner: e.owner,
        ruleset: e.ruleset,
        scenario: e.scenario,
        faction: e.faction,
        playerFaction: e.playerFaction ?? NATURAL_OPPONENT[e.faction],
        ...(e.setup ? { setup: e.setup } : {}),
        ...(e.campaign ? { campaign: e.campaign } : {}),
        ...(e.edition ? { edition: e.edition } : {}),
        seed: e.seed,
        rng: e.rng,
        round: 1,
        phase: 'planning',
        ended: null,
        ready: [],
        step: 1,
      },
      [],
    );
  }
  if (!state) throw new Error(`event ${e.t} before the game started`);
  const next = applyTo(state, e);
  return shapedState(next, next.ships, state.step + 1);
}

function applyTo(state: GameState, e: Exclude<GameEvent, { t: 'started' }>): GameState {
  switch (e.t) {
    case 'ship-added':
      return { ...state, ships: [...state.ships, decodeShip(e.ship)], ...(e.rng ? { rng: e.rng } : {}) };
    case 'approach-pending':
      return { ...updateShip(state, e.ship, (s) => ({ ...s, pending: e.pending })), ...(e.rng ? { rng: e.rng } : {}) };
    case 'activated':
      return {
        ...updateShip(state, e.ship, (s) => ({ ...s, attitude: e.attitude, activated: true, pending: null })),
        phase: 'activation',
        ...(e.rng ? { rng: e.rng } : {}),
      };
    case 'ship-changed':
      // A campaign ship remembers the round it was destroyed in (the Reinforcements asset, §7.2).
      return updateShip(state, e.ship, (s) => ({
        ...s,
        ...e.patch,
        ...(state.campaign && e.patch.status === 'destroyed' && s.status !== 'destroyed' ? { destroyedRound: state.round } : {}),
      }));
    case 'attacked': {
      const after = updateShip(state, e.attacker, (s) => ({ ...s, attacks: s.attacks + 1, attitude: e.attackerAttitude }));
      return {
        ...updateShip(after, e.defender, (s) => ({
          ...s,
          defenses: s.defenses + 1,
          attitude: e.defenderAttitude,
          ...(e.cards !== undefined ? { damageCards: (s.damageCards ?? 0) + e.cards } : {}),
        })),
        phase: 'engagement',
      };
    }
    case 'round-started':
      return {
        ...state,
        round: e.round,
        phase: 'planning',
        ships: state.ships.map((s) =>
          decodeShip({
            ...s,
            attitude: e.attitudes[s.name] ?? s.attitude,
            ...ROUND_NOT_PLAYED,
          }),
        ),
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
              ? decodeShip({ ...s, locks: s.locks.filter((l) => l !== e.ship), tally: s.tally === e.ship ? null : s.tally })
              : s,
          ),
      };
    case 'ended':
      return { ...state, phase: 'ended', ended: { reason: e.reason, round: state.round, ...(e.gone ? { gone: e.gone } : {}) } };
    case 'system-checked':
    case 'attitude-rolled':
      return { ...state, rng: e.rng };
    case 'pings-set': {
      const quiet = (state.quiet ?? []).filter((u) => u !== e.user);
      return { ...state, quiet: e.on ? quiet : [...quiet, e.user] };
    }
  }
}
