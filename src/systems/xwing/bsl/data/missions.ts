import type { AssetId, Fate, SquadronType } from '../model.ts';

// The eight missions (big-shed-league.md §6.0–§6.6), one row each, to hold beside the reference.
// Edges: A = the Active Fleet's, O = the Opposing Fleet's, N = a neutral edge (N1, N2), J = a jump.
// In Ambush the Active fleet's two chosen edges count as A and the other two as O.

/** 1–8: the missions; 0: open mode (§6.7, data/open-mode.ts). */
export type MissionId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type Edge = 'A' | 'O' | 'N' | 'J';
export type ExitCode = Exclude<Fate, 'in-play'>;
export type ExitTable = Readonly<Record<Edge, ExitCode>>;
/** Which squadron cards a fleet's pool holds: none, RECON and STANDARD, STANDARD only, all. */
export type Pool = 'none' | 'recon+standard' | 'standard' | 'all';
export type AiRole = 'line' | 'runner' | 'scout' | 'evader' | 'withdrawing';

export interface Mission {
  readonly id: MissionId;
  readonly name: string;
  /** Squadron types whose Drawn Squadron allows this mission (§4). */
  readonly drawnFrom: readonly SquadronType[];
  readonly active: { readonly pool: Pool; readonly total: number };
  readonly opposing: { readonly pool: Pool; readonly total: number };
  /** Escalating: one squadron at start, the rest drawn during the game (§6.5). */
  readonly escalating?: true;
  readonly area: '3x3' | '5x3';
  readonly edges: string;
  readonly obstacles: string;
  readonly deployment: string;
  readonly special: string | null;
  /** Seed points; null for objective missions. */
  readonly margin: number | null;
  readonly victory: 'value' | 'objective';
  readonly activeWins: string;
  readonly opposingWins: string;
  readonly rewards: { readonly active: readonly AssetId[]; readonly opposing: readonly AssetId[] };
  /** The secret carrier the Active nominates, and from which of its squadrons. */
  readonly nomination: { readonly role: 'operative' | 'defector' | 'supply-ship'; readonly from: 'recon' | 'large' } | null;
  /** Exits (§5.2): the carrier, Active ships before and after the carrier (or 3 scans), Opposing ships. */
  readonly exits: { readonly carrier?: ExitTable; readonly activeBefore: ExitTable; readonly activeAfter: ExitTable; readonly opposing: ExitTable };
  /** What solo ships do (§5.3) when the AI is Active / Opposing. */
  readonly aiActive: { readonly role: AiRole; readonly target: string | null; readonly then: string | null };
  readonly aiOpposing: { readonly role: AiRole; readonly note: string | null };
  /** Missions 2 and 3 need a RECON drawn; 7 a large or huge ship among the Active's squadrons (C21). */
  readonly requires: 'recon' | 'large' | null;
}

const DEFAULT_ACTIVE: ExitTable = { A: 'D', N: 'D', J: 'D', O: 'X' };
const DEFAULT_OPPOSING: ExitTable = { O: 'D', N: 'D', J: 'D', A: 'X' };
const OPPOSING_WITHDRAWS: ExitTable = { O: 'W', N: 'W', J: 'W', A: 'X' };
const BOTH_CAPITAL: readonly AssetId[] = ['capital-ship-support', 'medical-frigate-support', 'reinforcements'];

export const MISSIONS: readonly Mission[] = [
  {
    id: 1,
    name: 'Reconnaissance',
    drawnFrom: ['recon', 'standard'],
    active: { pool: 'none', total: 1 },
    opposing: { pool: 'recon+standard', total: 1 },
    area: '3x3',
    edges: 'A and O opposite; N1, N2',
    obstacles: '6 asteroids, placed alternately starting with the Active Fleet, beyond range 1 of the markers',
    deployment: 'Active within range 1 of A; Opposing within range 1 of O',
    special:
      '5 objective markers (C28): M1 at the centre; M2–M5 12" from both edges of each corner, M2 at the corner left of the A edge, then clockwise. An Active ship at range 0–1 of a marker spends a focus token during its activation to scan it (marker removed; one scan per ship per round).',
    margin: null,
    victory: 'objective',
    activeWins: 'an Active ship leaves as W while 2 or fewer markers remain, or no Opposing ship remains in play',
    opposingWins: '3 or more markers remain and no Active ship remains in play',
    rewards: { active: ['scouted-area'], opposing: ['guarded-approach'] },
    nomination: null,
    exits: { activeBefore: DEFAULT_ACTIVE, activeAfter: { A: 'W', N: 'W', J: 'W', O: 'X' }, opposing: DEFAULT_OPPOSING },
    aiActive: { role: 'scout', target: 'the nearest unscanned marker', then: 'after the 3rd scan all become Withdrawing to A (exits A, N1, N2)' },
    aiOpposing: { role: 'line', note: null },
    requires: null,
  },
  {
    id: 2,
    name: 'Infiltration',
    drawnFrom: ['recon'],
    active: { pool: 'none', total: 1 },
    opposing: { pool: 'recon+standard', total: 1 },
    area: '3x3',
    edges: 'A and O opposite; N1, N2',
    obstacles: '6 asteroids, placed by the Active Fleet',
    deployment: 'Opposing first, within range 1 of N1/N2 and beyond range 2 of A; then Active within range 1 of A',
    special: 'One ship of the Active RECON squadron secretly carries the Operative; it may not jump.',
    margin: null,
    victory: 'objective',
    activeWins: 'the Operative leaves over O by a maneuver (OBJ)',
    opposingWins: 'the Operative is destroyed or driven off',
    rewards: { active: ['fleet-intelligence', 'sabotage'], opposing: ['guarded-approach'] },
    nomination: { role: 'operative', from: 'recon' },
    exits: {
      carrier: { O: 'OBJ', A: 'D', N: 'D', J: 'D' },
      activeBefore: DEFAULT_ACTIVE,
      activeAfter: { A: 'W', N: 'W', J: 'W', O: 'D' },
      opposing: OPPOSING_WITHDRAWS,
    },
    aiActive: {
      role: 'runner',
      target: 'the midpoint of O (no jumps; C25)',
      then: 'once the carrier is resolved, all become Withdrawing to A (exits A, N1, N2)',
    },
    aiOpposing: { role: 'line', note: null },
    requires: 'recon',
  },
  {
    id: 3,
    name: 'Extraction',
    drawnFrom: ['recon'],
    active: { pool: 'recon+standard', total: 2 },
    opposing: { pool: 'recon+standard', total: 2 },
    area: '3x3',
    edges: 'A and O opposite; N1, N2',
    obstacles: '6 asteroids or debris, placed by the Opposing Fleet',
    deployment:
      'Opposing first, within range 1 of N1/N2, beyond range 3 of A; then Active: its RECON squadron within range 1 of O, its other squadron within range 1 of A',
    special: 'One ship of the Active RECON squadron secretly carries the Defector; it may jump (C29).',
    margin: null,
    victory: 'objective',
    activeWins: 'the Defector leaves over A, by maneuver or jump (OBJ)',
    opposingWins: 'the Defector is destroyed or driven off',
    rewards: { active: ['fleet-intelligence', 'disrupted-command'], opposing: ['double-agent'] },
    nomination: { role: 'defector', from: 'recon' },
    exits: {
      carrier: { A: 'OBJ', J: 'OBJ', O: 'X', N: 'X' },
      activeBefore: DEFAULT_ACTIVE,
      activeAfter: { A: 'W', N: 'W', J: 'W', O: 'D' },
      opposing: OPPOSING_WITHDRAWS,
    },
    aiActive: { role: 'runner', target: 'the midpoint of A (jumps allowed); the other squadron Line', then: 'all become Withdrawing to A' },
    aiOpposing: { role: 'line', note: null },
    requires: 'recon',
  },
  {
    id: 4,
    name: 'Engagement',
    drawnFrom: ['recon', 'standard'],
    active: { pool: 'recon+standard', total: 2 },
    opposing: { pool: 'recon+standard', total: 2 },
    area: '3x3',
    edges: 'A and O opposite; N1, N2',
    obstacles: '6 asteroids, placed alternately starting with the Active Fleet',
    deployment: 'Active (first player) within range 1 of A; Opposing within range 1 of O',
    special: 'Flipped ships (destroyed or driven off) are scored; the game runs until a fleet has no ships in play (C14).',
    margin: 12,
    victory: 'value',
    activeWins: 'value victory',
    opposingWins: 'value victory',
    rewards: { active: ['capital-ship-support', 'medical-frigate-support'], opposing: BOTH_CAPITAL },
    nomination: null,
    exits: { activeBefore: DEFAULT_ACTIVE, activeAfter: DEFAULT_ACTIVE, opposing: DEFAULT_OPPOSING },
    aiActive: { role: 'line', target: null, then: null },
    aiOpposing: { role: 'line', note: null },
    requires: null,
  },
  {
    id: 5,
    name: 'Ambush',
    drawnFrom: ['standard'],
    active: { pool: 'standard', total: 2 },
    opposing: { pool: 'standard', total: 2 },
    area: '3x3',
    edges: 'a marker at the centre; E1–E4: the Active picks 2 (Active edges), the other 2 are Opposing edges',
    obstacles: '6 (debris allowed), placed by the Active Fleet beyond range 2 of the centre and beyond range 1 of each other',
    deployment: 'Opposing first, within range 3 of the centre; marker removed; Active within range 1 of its 2 edges',
    special: null,
    margin: 12,
    victory: 'value',
    activeWins: 'value victory (W ships not counted)',
    opposingWins: 'value victory (W ships not counted)',
    rewards: { active: ['guarded-approach', 'fleet-intelligence'], opposing: ['scouted-area', 'fleet-intelligence'] },
    nomination: null,
    exits: { activeBefore: { A: 'W', O: 'X', N: 'X', J: 'D' }, activeAfter: { A: 'W', O: 'X', N: 'X', J: 'D' }, opposing: { J: 'W', O: 'W', A: 'X', N: 'W' } },
    aiActive: { role: 'line', target: 'edges by RNG d4 (an adjacent pair)', then: null },
    aiOpposing: { role: 'evader', note: 'exits: the Opposing edges, and jumps' },
    requires: null,
  },
  {
    id: 6,
    name: 'Escalating Engagement',
    drawnFrom: ['standard', 'epic'],
    active: { pool: 'all', total: 1 },
    opposing: { pool: 'all', total: 1 },
    escalating: true,
    area: '5x3',
    edges: 'A and O the long edges; N1, N2 the short ones',
    obstacles: '12, in pairs',
    deployment: "each fleet's first squadron within range 2 of its edge",
    special:
      'At the start of the Planning Phase of round 2 or later a fleet may declare and draw 1 card from its pool (at most 1 per fleet per round; a fleet that has drawn more than the other cannot draw; Active declares first). Ships deploy touching their edge; solo arrivals are Offensive.',
    margin: 24,
    victory: 'value',
    activeWins: 'value victory',
    opposingWins: 'value victory',
    rewards: { active: BOTH_CAPITAL, opposing: BOTH_CAPITAL },
    nomination: null,
    exits: { activeBefore: DEFAULT_ACTIVE, activeAfter: DEFAULT_ACTIVE, opposing: DEFAULT_OPPOSING },
    aiActive: { role: 'line', target: null, then: "draw when allowed, the pool is not empty and norm(AI value in play) ≤ the players' value in play" },
    aiOpposing: { role: 'line', note: "draw when allowed, the pool is not empty and norm(AI value in play) ≤ the players' value in play" },
    requires: null,
  },
  {
    id: 7,
    name: 'Blockade',
    drawnFrom: ['epic'],
    active: { pool: 'all', total: 3 },
    opposing: { pool: 'all', total: 3 },
    area: '5x3',
    edges: 'A and O the short edges; N1, N2 the long ones',
    obstacles: '12, in pairs',
    deployment:
      'Active first, within range 2 of A; Opposing: one squadron within range 1 of N1 and/or N2 and beyond range 3 of O, the others within range 1 of O; no Opposing ship within range 3 of an Active ship',
    special: 'The Active secretly nominates the Supply Ship: a huge ship if any, else a large-class ship.',
    margin: null,
    victory: 'objective',
    activeWins: 'the Supply Ship leaves over O (OBJ)',
    opposingWins: 'the Supply Ship is destroyed or driven off',
    rewards: { active: ['additional-supplies', 'reinforcements'], opposing: ['supply-shortage', 'reinforcements', 'guarded-approach'] },
    nomination: { role: 'supply-ship', from: 'large' },
    exits: {
      carrier: { O: 'OBJ', A: 'D', N: 'D', J: 'D' },
      activeBefore: DEFAULT_ACTIVE,
      activeAfter: { O: 'W', A: 'W', N: 'D', J: 'D' },
      opposing: OPPOSING_WITHDRAWS,
    },
    aiActive: { role: 'runner', target: 'the midpoint of O (C25; jumps allowed); others Line', then: 'all become Withdrawing to O (exits O, A)' },
    aiOpposing: { role: 'line', note: 'the flank squadron (lowest value, ties lower card) split alternately between N1 and N2' },
    requires: 'large',
  },
  {
    id: 8,
    name: 'Full Scale Engagement',
    drawnFrom: ['epic'],
    active: { pool: 'all', total: 4 },
    opposing: { pool: 'all', total: 4 },
    area: '5x3',
    edges: 'A and O the long edges; N1, N2 the short ones',
    obstacles: '12, in pairs',
    deployment: 'all squadrons within range 2 of their edges',
    special: null,
    margin: 48,
    victory: 'value',
    activeWins: 'value victory',
    opposingWins: 'value victory',
    rewards: { active: BOTH_CAPITAL, opposing: BOTH_CAPITAL },
    nomination: null,
    exits: { activeBefore: DEFAULT_ACTIVE, activeAfter: DEFAULT_ACTIVE, opposing: DEFAULT_OPPOSING },
    aiActive: { role: 'line', target: null, then: null },
    aiOpposing: { role: 'line', note: null },
    requires: null,
  },
];

// Open mode (§6.7, C33), as a row beside the missions (id 0): its draw and table size are in open-mode.ts.
export const OPEN_MODE_ID = 0;

/** The small table (both fleets below pts(200)); `openMode(true)` gives the large one. */
export const OPEN_MODE: Mission = {
  id: OPEN_MODE_ID,
  name: 'Open mode',
  drawnFrom: ['recon', 'standard', 'epic'],
  // The Drawn Squadron, then the unit balance (`balanceDraws`): the totals are not fixed.
  active: { pool: 'all', total: 1 },
  opposing: { pool: 'all', total: 1 },
  area: '3x3',
  edges: 'A and O opposite; N1, N2',
  obstacles: '6',
  deployment: 'each fleet within range 1 of its edge',
  special: 'No fleet assets are played (§6.7).',
  margin: null,
  victory: 'value',
  activeWins: 'value victory with no margin (C33)',
  opposingWins: 'value victory with no margin (C33)',
  rewards: { active: [], opposing: [] },
  nomination: null,
  exits: { activeBefore: DEFAULT_ACTIVE, activeAfter: DEFAULT_ACTIVE, opposing: DEFAULT_OPPOSING },
  aiActive: { role: 'line', target: null, then: null },
  aiOpposing: { role: 'line', note: null },
  requires: null,
};

export const OPEN_MODE_LARGE: Mission = {
  ...OPEN_MODE,
  area: '5x3',
  edges: 'A and O the long edges; N1, N2 the short ones',
  obstacles: '12, in pairs',
  deployment: 'each fleet within range 2 of its edge',
};

export function mission(id: number): Mission {
  const m = id === OPEN_MODE.id ? OPEN_MODE : MISSIONS.find((x) => x.id === id);
  if (!m) throw new Error(`no mission ${id}`);
  return m;
}

/** Missions a Drawn Squadron of this type allows (§4). */
export const missionsFor = (type: SquadronType): Mission[] => MISSIONS.filter((m) => m.drawnFrom.includes(type));
