import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId, Pilot, Ship } from '../catalog/schema.ts';
import type { AttackFace } from '../engine/types.ts';
import { destroyedSolo, type GameState, type ShipRole } from './state.ts';

// The introductory scenario (v0.2 seed, "Introductory scenario"): its faction table
// and its waves, as data. Ship options are listed in the seed's order; the bot flies
// the first and names the others in the set-up message.

export interface SquadOption {
  readonly faction: FactionId;
  readonly ship: string;
  readonly upgrades?: readonly string[];
}

export interface FactionTableRow {
  readonly patrol: readonly SquadOption[];
  readonly reinforcement: readonly SquadOption[];
  readonly player: readonly SquadOption[];
}

const PROTON = ['protontorpedoes'];
const CONCUSSION = ['concussionmissiles'];

export const INTRO_FACTION_TABLE: Readonly<Record<FactionId, FactionTableRow>> = {
  'galactic-republic': {
    patrol: [{ faction: 'galactic-republic', ship: 'v19torrentstarfighter' }],
    reinforcement: [
      { faction: 'galactic-republic', ship: 'btlbywing', upgrades: PROTON },
      { faction: 'galactic-republic', ship: 'delta7aethersprite', upgrades: ['calibratedlasertargeting'] },
    ],
    player: [
      { faction: 'galactic-republic', ship: 'arc170starfighter' },
      { faction: 'galactic-republic', ship: 'delta7aethersprite', upgrades: ['calibratedlasertargeting'] },
    ],
  },
  'separatist-alliance': {
    patrol: [{ faction: 'separatist-alliance', ship: 'vultureclassdroidfighter' }],
    reinforcement: [
      { faction: 'separatist-alliance', ship: 'nantexclassstarfighter' },
      { faction: 'separatist-alliance', ship: 'hyenaclassdroidbomber', upgrades: PROTON },
    ],
    player: [{ faction: 'separatist-alliance', ship: 'belbullab22starfighter' }],
  },
  'rebel-alliance': {
    patrol: [{ faction: 'rebel-alliance', ship: 'z95af4headhunter' }],
    reinforcement: [
      { faction: 'rebel-alliance', ship: 'rz1awing', upgrades: CONCUSSION },
      { faction: 'rebel-alliance', ship: 'btla4ywing', upgrades: PROTON },
    ],
    player: [
      { faction: 'rebel-alliance', ship: 't65xwing' },
      { faction: 'rebel-alliance', ship: 'asf01bwing' },
    ],
  },
  'galactic-empire': {
    patrol: [
      { faction: 'galactic-empire', ship: 'tielnfighter' },
      { faction: 'galactic-empire', ship: 'tieagaggressor' },
    ],
    reinforcement: [
      { faction: 'galactic-empire', ship: 'tieininterceptor' },
      { faction: 'galactic-empire', ship: 'tiesabomber', upgrades: PROTON },
    ],
    player: [{ faction: 'galactic-empire', ship: 'tieadvancedx1' }],
  },
  resistance: {
    patrol: [{ faction: 'resistance', ship: 'fireball' }],
    reinforcement: [
      { faction: 'resistance', ship: 'rz2awing', upgrades: CONCUSSION },
      { faction: 'resistance', ship: 'resistancetransport', upgrades: PROTON },
    ],
    player: [{ faction: 'resistance', ship: 't70xwing' }],
  },
  'first-order': {
    patrol: [{ faction: 'first-order', ship: 'tiefofighter' }],
    reinforcement: [
      { faction: 'first-order', ship: 'tiebainterceptor' },
      { faction: 'first-order', ship: 'tiesffighter', upgrades: CONCUSSION },
    ],
    player: [{ faction: 'first-order', ship: 'tiesffighter', upgrades: ['specialforcesgunner'] }],
  },
  'scum-and-villainy': {
    patrol: [
      { faction: 'scum-and-villainy', ship: 'z95af4headhunter' },
      { faction: 'scum-and-villainy', ship: 'm3ainterceptor' },
      { faction: 'scum-and-villainy', ship: 'modifiedtielnfighter' },
    ],
    reinforcement: [
      { faction: 'scum-and-villainy', ship: 'fangfighter' },
      { faction: 'scum-and-villainy', ship: 'btla4ywing', upgrades: PROTON },
    ],
    player: [
      { faction: 'scum-and-villainy', ship: 'kihraxzfighter' },
      { faction: 'scum-and-villainy', ship: 'g1astarfighter' },
    ],
  },
};

/** Upgrade names for those the catalogue does not carry (not weapons or devices). */
export const UPGRADE_NAMES: Readonly<Record<string, string>> = {
  calibratedlasertargeting: 'Calibrated Laser Targeting',
  specialforcesgunner: 'Special Forces Gunner',
};

export interface SquadShip {
  readonly role: ShipRole;
  readonly ship: Ship;
  readonly pilot: Pilot;
  readonly upgrades: readonly string[];
}

function nonLimited(catalog: Catalog, option: SquadOption, which: 'lowest' | 'highest'): SquadShip['pilot'] {
  const ship = catalog.ship(option.faction, option.ship);
  if (!ship) throw new Error(`intro table names unknown ship ${option.faction}/${option.ship}`);
  const pilots = catalog.nonLimitedPilots(ship);
  const pilot = which === 'lowest' ? pilots[0] : pilots.at(-1);
  if (!pilot) throw new Error(`${ship.name} has no non-limited pilot`);
  return pilot;
}

export function squadShip(catalog: Catalog, role: ShipRole, option: SquadOption, which: 'lowest' | 'highest'): SquadShip {
  return { role, ship: catalog.ship(option.faction, option.ship)!, pilot: nonLimited(catalog, option, which), upgrades: option.upgrades ?? [] };
}

/** The enemy squad of the scenario: 2 Patrol (lowest I), 2 Patrol (highest I), 2 Reinforcement (highest I). */
export function introEnemySquad(catalog: Catalog, faction: FactionId, choice: { patrol: number; reinforcement: number } = { patrol: 0, reinforcement: 0 }) {
  const row = INTRO_FACTION_TABLE[faction];
  // The players' choice among the seed's ship types for each role.
  const patrol = row.patrol[choice.patrol] ?? row.patrol[0]!;
  const reinforcement = row.reinforcement[choice.reinforcement] ?? row.reinforcement[0]!;
  return {
    patrolLow: squadShip(catalog, 'patrol', patrol, 'lowest'),
    patrolHigh: squadShip(catalog, 'patrol', patrol, 'highest'),
    reinforcement: squadShip(catalog, 'reinforcement', reinforcement, 'highest'),
  };
}

/** The player squad the scenario suggests: one highest- and one lowest-initiative non-limited pilot. */
export function introPlayerSuggestion(catalog: Catalog, faction: FactionId) {
  const option = INTRO_FACTION_TABLE[faction].player[0]!;
  return { low: squadShip(catalog, 'player', option, 'lowest'), high: squadShip(catalog, 'player', option, 'highest') };
}

export type Wave = 'round-4-patrols' | 'round-4-mixed' | 'round-7' | 'round-7-extra';

/** "They're coming in!": which ships arrive at the start of a round, and why. */
export function waveArrivals(catalog: Catalog, state: GameState, round: number): { wave: Wave; ships: SquadShip[] } | null {
  if (state.scenario !== 'intro') return null;
  const squad = introEnemySquad(catalog, state.faction, state.setup);
  if (round === 4) {
    return destroyedSolo(state, ['patrol']) === 0
      ? { wave: 'round-4-patrols', ships: [squad.patrolHigh, squad.patrolHigh] }
      : { wave: 'round-4-mixed', ships: [squad.patrolHigh, squad.reinforcement] };
  }
  if (round === 7) {
    return destroyedSolo(state, ['patrol', 'reinforcement']) >= 3
      ? { wave: 'round-7-extra', ships: [squad.reinforcement, squad.patrolHigh] }
      : { wave: 'round-7', ships: [squad.reinforcement] };
  }
  return null;
}

/** Placement at a hyperspace marker (ruling R17). */
export interface Arrival {
  readonly marker: 'A' | 'B';
  readonly face: AttackFace;
}
