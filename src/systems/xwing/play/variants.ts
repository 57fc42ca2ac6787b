import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId, Ship } from '../catalog/schema.ts';
import type { SeededDice } from '../engine/dice.ts';
import { INTRO_FACTION_TABLE, type SquadShip } from './intro.ts';
import type { IntroSetup } from './state.ts';

export type { IntroSetup };

// The introductory scenario's choices and variants: which of
// the seed's ship types fly each role, the *enemy ace* and the *escaping transport*.

export const DEFAULT_SETUP: IntroSetup = { patrol: 0, reinforcement: 0, ace: false, transport: false };

/** A ship type for a role: a ship id from the table's row, 'random', or nothing (the first). */
export type RoleChoice = string | undefined;

/** The index of a typed choice in the row, or null when the row has no such ship. */
function optionIndex(catalog: Catalog, faction: FactionId, role: 'patrol' | 'reinforcement', typed: RoleChoice, dice: SeededDice): number | null {
  const row = INTRO_FACTION_TABLE[faction][role];
  if (!typed) return 0;
  if (typed === 'random') return dice.below(row.length);
  const ids = catalog.resolveShipIds(typed);
  const i = row.findIndex((o) => o.ship === typed || ids.includes(o.ship));
  return i < 0 ? null : i;
}

export function chooseSetup(
  catalog: Catalog,
  faction: FactionId,
  input: { patrol?: RoleChoice; reinforcement?: RoleChoice; ace?: boolean | undefined; transport?: boolean | undefined },
  dice: SeededDice,
): IntroSetup | { bad: 'patrol' | 'reinforcement'; options: string } {
  const patrol = optionIndex(catalog, faction, 'patrol', input.patrol, dice);
  if (patrol === null) return { bad: 'patrol', options: INTRO_FACTION_TABLE[faction].patrol.map((o) => o.ship).join(', ') };
  const reinforcement = optionIndex(catalog, faction, 'reinforcement', input.reinforcement, dice);
  if (reinforcement === null) return { bad: 'reinforcement', options: INTRO_FACTION_TABLE[faction].reinforcement.map((o) => o.ship).join(', ') };
  return { patrol, reinforcement, ace: input.ace ?? false, transport: input.transport ?? false };
}

/** The enemy ace: the same ship with its highest-initiative limited pilot (ruling R32). */
export function aceOf(squad: SquadShip): SquadShip {
  const limited = squad.ship.pilots.filter((p) => p.limited > 0).sort((a, b) => b.initiative - a.initiative || (b.cost ?? 0) - (a.cost ?? 0));
  return limited[0] ? { ...squad, pilot: limited[0] } : squad;
}

/** Ruling R33: the escaping transport each faction flies. */
export const TRANSPORTS: Readonly<Record<FactionId, string>> = {
  'galactic-empire': 'lambdaclasst4ashuttle',
  'rebel-alliance': 'hwk290lightfreighter',
  'scum-and-villainy': 'yv666lightfreighter',
  resistance: 'resistancetransport',
  'first-order': 'upsilonclassshuttle',
  'galactic-republic': 'laatigunship',
  'separatist-alliance': 'sithinfiltrator',
};

export function transportOf(catalog: Catalog, faction: FactionId): SquadShip {
  const ship: Ship | undefined = catalog.ship(faction, TRANSPORTS[faction]);
  if (!ship) throw new Error(`no transport ${TRANSPORTS[faction]} in ${faction}`);
  const pilot = catalog.nonLimitedPilots(ship)[0] ?? ship.pilots[0]!;
  return { role: 'transport', ship, pilot, upgrades: [] };
}

/** What the transport has locked: not a ship, so its tally is named for the players. */
export const TRANSPORT_LOCK = 'the opposite corner';
