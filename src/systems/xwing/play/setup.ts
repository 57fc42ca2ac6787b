import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId, Pilot, Ship } from '../catalog/schema.ts';
import type { GameState } from './state.ts';

// Who the players fly: the players choose their own faction; the
// introductory scenario suggests ships from that faction's row of the table.

/** Ruling R29: the faction the players fly when they do not say, against each enemy. */
export const NATURAL_OPPONENT: Readonly<Record<FactionId, FactionId>> = {
  'galactic-empire': 'rebel-alliance',
  'rebel-alliance': 'galactic-empire',
  'first-order': 'resistance',
  resistance: 'first-order',
  'galactic-republic': 'separatist-alliance',
  'separatist-alliance': 'galactic-republic',
  'scum-and-villainy': 'rebel-alliance',
};

export function playerFactionOf(state: Pick<GameState, 'faction'> & { readonly playerFaction?: FactionId | undefined }): FactionId {
  return state.playerFaction ?? NATURAL_OPPONENT[state.faction];
}

/**
 * Ruling R39, the scenario's player pilots: the lowest-initiative non-limited pilot for the first
 * ship of a chassis, the highest for the second (then lowest again, and so on).
 */
export function defaultPlayerPilot(catalog: Catalog, state: GameState, chassis: Ship): Pilot | undefined {
  const pilots = catalog.nonLimitedPilots(chassis);
  const already = state.ships.filter((s) => s.side === 'player' && s.chassis === chassis.id && s.faction === chassis.faction).length;
  return (already % 2 === 0 ? pilots[0] : pilots.at(-1)) ?? chassis.pilots.find((p) => catalog.legal(p));
}
