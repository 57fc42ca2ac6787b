import type { FactionId } from '../catalog/schema.ts';
import type { RngState } from '../engine/dice.ts';
import type { ApproachRoll } from '../engine/approach.ts';
import type { Attitude, ChartName, RulesetId, Side } from '../engine/types.ts';

// The state of one game in one channel: plain JSON, rebuilt exactly by replaying
// the game's event log (events.ts).

export type ScenarioId = 'intro' | 'custom';

/** The introductory scenario's ship types and variants (issue 11, points 10 and 12; play/variants.ts). */
export interface IntroSetup {
  /** Index into the faction table's Patrol options. */
  readonly patrol: number;
  /** Index into the faction table's Reinforcement options. */
  readonly reinforcement: number;
  /** Enemy ace: the second opening Patrol ship flies a limited pilot and locks the nearest player ship. */
  readonly ace: boolean;
  /** Escaping transport: a ship in a corner, in Recovery, locked on the opposite corner. */
  readonly transport: boolean;
}

/** The round's phases (issue 12): planning (dials), activation, engagement, end; 'ended' is the game's end. */
export type Phase = 'planning' | 'activation' | 'engagement' | 'end' | 'ended';
export type ShipRole = 'player' | 'patrol' | 'reinforcement' | 'custom' | 'transport';

/** A roll waiting for the players to name a side (the card's buttons). */
export interface PendingApproach {
  readonly id: number;
  /** Null until the players say where the tally is. */
  readonly chart: ChartName | null;
  /** Null while the bot waits for the tally's arc before rolling (v2: nobody picks the arc after seeing the dice). */
  readonly roll: ApproachRoll | null;
  readonly tallySide: Side | null;
  readonly obstacleSide: Side | null;
}

export interface ShipState {
  readonly name: string;
  readonly side: 'player' | 'solo';
  readonly role: ShipRole;
  readonly owner: string | null;
  readonly faction: FactionId;
  readonly chassis: string;
  readonly pilot: string | null;
  readonly initiative: number;
  readonly attitude: Attitude;
  readonly stress: number;
  readonly ion: number;
  readonly disarm: number;
  /** Names of the ships it has locked. */
  readonly locks: readonly string[];
  /** The ship its tally marker is on, if any (v0.2). */
  readonly tally: string | null;
  /** A faceup damage card with the "Action:" header. */
  readonly actionDamage: boolean;
  readonly upgrades: readonly string[];
  /** Active charges on its torpedo / missile / device upgrades; null when it has none. */
  readonly ordnanceCharges: number | null;
  /** Active charges of each upgrade that has charges, by upgrade id (absent: as printed). */
  readonly charges: Readonly<Record<string, number>>;
  readonly status: 'active' | 'destroyed' | 'fled';
  readonly activated: boolean;
  /** It has had its turn in this round's Engagement Phase (v2). */
  readonly engaged: boolean;
  readonly attacks: number;
  readonly defenses: number;
  readonly pending: PendingApproach | null;
}

export interface GameState {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly owner: string;
  readonly ruleset: RulesetId;
  readonly scenario: ScenarioId;
  readonly faction: FactionId;
  /** The faction the players fly (issue 11, point 8; ruling R29 when not chosen). */
  readonly playerFaction: FactionId;
  /** The introductory scenario's ship types and variants (issue 11, points 10 and 12); absent: the defaults. */
  readonly setup?: IntroSetup;
  readonly seed: string;
  readonly rng: RngState;
  readonly round: number;
  readonly phase: Phase;
  readonly ships: readonly ShipState[];
  readonly ended: { readonly reason: EndReason; readonly round: number } | null;
  /** Players (user ids) who have set their dials this round (the Planning Phase ready check, v2). */
  readonly ready: readonly string[];
  /** Counts events applied: audits and tests read it to see that a command applied once. */
  readonly step: number;
}

export type EndReason = 'players-gone' | 'solo-destroyed' | 'ended-by-players';

export function findShip(state: GameState, name: string): ShipState | undefined {
  const key = name.trim().toLowerCase();
  return state.ships.find((s) => s.name.toLowerCase() === key);
}

export const isActive = (s: ShipState) => s.status === 'active';

/** Activation order: initiative ascending, player ships before solo ships on ties. */
export function activationOrder(state: GameState): ShipState[] {
  return state.ships
    .filter(isActive)
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.initiative - b.s.initiative || (a.s.side === b.s.side ? a.i - b.i : a.s.side === 'player' ? -1 : 1))
    .map(({ s }) => s);
}

export function nextToActivate(state: GameState): ShipState | undefined {
  return activationOrder(state).find((s) => !s.activated);
}

export function destroyedSolo(state: GameState, roles: readonly ShipRole[]): number {
  return state.ships.filter((s) => s.side === 'solo' && s.status === 'destroyed' && roles.includes(s.role)).length;
}
