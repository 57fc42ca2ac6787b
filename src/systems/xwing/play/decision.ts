import type { Catalog } from '../catalog/catalog.ts';
import { type ShipProfile, shipProfile } from '../catalog/profile.ts';
import type { GameEvent } from './events.ts';
import type { LayerEvent, MissionLayer } from './mission.ts';
import type { Decision as CoreDecision } from '../../../core/system.ts';
import { type Refusal, refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { mimicsSoloName } from './ship-names.ts';
import { type Actor, findShip, type GameState, isActive, type ShipState } from './state.ts';

// What every move of play uses. A move decides, from the current state and a validated
// input, which events happen (or refuses); the app loads, appends the events and saves.

export interface Tools {
  readonly catalog: Catalog;
  /** The seq the first new event will get (buttons carry it). */
  readonly nextSeq: number;
  /** The stored id of the channel's current game, if any (the end button carries it). */
  readonly gameId: number | null;
  /** The mission layer the composition registered, if any: its steps join the game's moves. */
  readonly mission?: Pick<MissionLayer<LayerEvent>, 'endOfEndPhase'>;
  /** The other editions' current catalogues, read only to say where a ship or pilot this game lacks flies (R59). */
  readonly otherEditions?: () => readonly Catalog[];
}

export type Decision<V> = CoreDecision<GameEvent, V>;

export const ok = <V>(events: GameEvent[], view: V): Decision<V> => ({ ok: true, events, view });

export function mustBePlaying(state: GameState | null): Refusal | GameState {
  if (!state) return refuse('no-game');
  if (state.ended) return refuse('game-ended', { reason: state.ended.reason });
  return state;
}

export function shipByName(state: GameState, name: string): Refusal | ShipState {
  return findShip(state, name) ?? unknownShip(state, name);
}

/**
 * No ship called `name`: the game's ships are listed; with none yet (a custom game), ruling R78:
 * a name that reads as a solo ship's ("TIE-1") is added with `/ship add`, any other with `/join`.
 */
export function unknownShip(state: GameState, name: string): Refusal {
  const ships = state.ships.map((s) => s.name).join(', ');
  return refuse('unknown-ship', { ship: name, ships, ...(ships ? {} : { add: mimicsSoloName(name) ? 'ship-add' : 'join' }) });
}

export function canChange(state: GameState, ship: ShipState, actor: Actor): boolean {
  if (ship.side === 'solo') return true; // solo ships belong to the table
  return ship.owner === actor.userId || state.owner === actor.userId || actor.canManage;
}

/** The named ship, if the actor may change it and it is in play. */
export function changeableShip(state: GameState, name: string, actor: Actor): Refusal | ShipState {
  const ship = shipByName(state, name);
  if (isRefusal(ship)) return ship;
  if (!canChange(state, ship, actor)) return refuse('forbidden', { action: 'change', ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  return ship;
}

export function profileOf(catalog: Catalog, ship: ShipState): ShipProfile {
  const chassis = catalog.ship(ship.faction, ship.chassis);
  if (!chassis) throw new Error(`ship ${ship.name} has unknown chassis ${ship.faction}/${ship.chassis}`);
  const pilot = ship.pilot ? (catalog.pilot(chassis, ship.pilot) ?? null) : null;
  return shipProfile(
    chassis,
    pilot,
    ship.upgrades.flatMap((u) => catalog.upgrade(u) ?? []),
  );
}
