import type { Catalog } from '../catalog/catalog.ts';
import { mission, type AiRole, type MissionId } from './data/missions.ts';
import type { Fleet, RosterEntry } from './model.ts';
import { resolve, sizeClass } from './values.ts';

// What each solo ship does in a campaign mission (big-shed-league.md §5.3, §6): its role, start
// attitude and tally target, and how runners are revealed at the edge (ruling C25).

export type SoloRole = AiRole | 'ace';

export interface SoloAssignment {
  readonly entry: string;
  readonly role: SoloRole;
  readonly attitude: 'offensive' | 'balanced' | 'defensive' | 'recovery';
  readonly tally: string | null;
}

const ATTITUDE: Record<SoloRole, SoloAssignment['attitude']> = {
  line: 'balanced',
  ace: 'balanced',
  runner: 'recovery',
  scout: 'balanced',
  evader: 'defensive',
  withdrawing: 'balanced',
};

/** The AI's legal carrier candidates (§6.2, §6.6): its RECON ships (missions 2, 3), its huge or else large ships (7). */
export function carrierCandidates(
  catalog: Catalog,
  ai: Fleet,
  missionId: MissionId,
  deployed: readonly RosterEntry[],
  reconCards: readonly string[],
): RosterEntry[] {
  const m = mission(missionId);
  if (!m.nomination) return [];
  if (m.nomination.from === 'recon') return deployed.filter((e) => e.squadron !== null && reconCards.includes(e.squadron));
  const size = (e: RosterEntry) => sizeClass(resolve(catalog, ai.faction, e).ship);
  const huge = deployed.filter((e) => size(e) === 'huge');
  return huge.length ? huge : deployed.filter((e) => size(e) === 'large');
}

/**
 * Roles of the AI's deployed ships at setup. AI Active: the mission's role (runners are every
 * carrier candidate, C25); AI Opposing: the mission's role. An AI ELITE flying as Line is an Ace.
 */
export function soloRoles(
  catalog: Catalog,
  ai: Fleet,
  missionId: MissionId,
  aiActive: boolean,
  deployed: readonly RosterEntry[],
  reconCards: readonly string[],
): SoloAssignment[] {
  const m = mission(missionId);
  const runners = new Set(aiActive && m.aiActive.role === 'runner' ? carrierCandidates(catalog, ai, missionId, deployed, reconCards).map((e) => e.id) : []);
  return deployed.map((e) => {
    let role: SoloRole = aiActive ? (m.aiActive.role === 'runner' ? (runners.has(e.id) ? 'runner' : 'line') : m.aiActive.role) : m.aiOpposing.role;
    if (role === 'line' && e.xp === 'elite') role = 'ace';
    const tally = role === 'runner' ? (m.id === 3 ? 'midpoint of A' : 'midpoint of O') : role === 'scout' ? 'nearest unscanned marker' : null;
    return { entry: e.id, role, attitude: ATTITUDE[role], tally };
  });
}

/** A runner reaches its exit edge (C25): the carrier leaves (OBJ); a decoy takes the flee rule and becomes Line. */
export function runnerAtEdge(entry: string, carrier: string): { readonly leaves: boolean; readonly becomes: SoloRole | null } {
  return entry === carrier ? { leaves: true, becomes: null } : { leaves: false, becomes: 'line' };
}

/** Once the carrier is resolved (or the 3rd scan made), the AI Active's ships withdraw (§6.1, §6.2, §6.6). */
export function afterCarrier(missionId: MissionId): { readonly role: SoloRole; readonly to: 'A' | 'O' } | null {
  if (missionId === 7) return { role: 'withdrawing', to: 'O' };
  if (missionId === 1 || missionId === 2 || missionId === 3) return { role: 'withdrawing', to: 'A' };
  return null;
}
