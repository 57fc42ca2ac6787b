import type { EditionPin, FactionId } from '../catalog/schema.ts';
import type { RngState } from '../engine/dice.ts';
import type { ApproachRoll } from '../engine/approach.ts';
import type { Attitude, ChartName, RulesetId, Side } from '../engine/types.ts';

// The state of one game in one channel: plain JSON, rebuilt exactly by replaying
// the game's event log (events.ts).

export type ScenarioId = 'intro' | 'custom' | 'campaign';

/** A campaign solo ship's mission role (big-shed-league.md §5.3). */
export type CampaignRole = 'line' | 'ace' | 'runner' | 'scout' | 'evader' | 'withdrawing';
/** The edges a ship leaves by (§5.2): the Active Fleet's, the Opposing Fleet's, the neutral ones (Ambush: A = the Active's two edges, O = the others). */
export const LEAVE_EDGES = ['A', 'O', 'N1', 'N2'] as const;
export type LeaveEdge = (typeof LEAVE_EDGES)[number];
/** How a ship that left counts (§5.2): withdrawn, driven off, destroyed, objective exit. */
export type ExitCode = 'W' | 'D' | 'X' | 'OBJ';

/** How a campaign ship left the play area (§5.2, §5.4 `ShipLeft{edge, via, code}`). */
export interface ShipLeft {
  /** Null for a jump reported without an edge. */
  readonly edge: LeaveEdge | null;
  readonly via: 'maneuver' | 'jump';
  readonly code: ExitCode;
}

/** A Big Shed League mission game (§5.1): which mission, who is Active, who is first player (C24). */
export interface CampaignPlay {
  /** 1–8; null in open mode (§6.7). */
  readonly mission: number | null;
  readonly active: 'player' | 'solo';
  /** Ruling C24: the Active Fleet; it goes first on equal initiative. */
  readonly firstPlayer: 'player' | 'solo';
  /** Mission 1: the objective markers scanned (1–5), with the ship and round (§6.1: one scan per ship per round). */
  readonly scans: readonly { readonly marker: number; readonly ship: string; readonly round: number }[];
  /** C14: the game ends at the end of this round (absent: no limit). */
  readonly roundLimit?: number;
  /** The sides whose *Reinforcements* asset is in effect (§7.2): at the end of each End Phase they roll for their ships destroyed that round. */
  readonly reinforcements?: readonly ('player' | 'solo')[];
  /** Ambush with the AI Active (§2.5): its two adjacent edges, by a d4 for the corner between them. */
  readonly ambush?: { readonly roll: number; readonly edges: readonly [string, string] };
  /** Blockade with the AI Opposing (§2.5, §6.6): its flank squadron, its ships split alternately between N1 and N2. */
  readonly flank?: { readonly card: string; readonly n1: readonly string[]; readonly n2: readonly string[] };
}

/** The introductory scenario's ship types and variants (play/variants.ts). */
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

/** The round's phases: planning (dials), activation, engagement, end; 'ended' is the game's end. */
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
  /** Campaign solo ships: the mission role (§5.3). */
  readonly campaignRole?: CampaignRole;
  /** Campaign ships that left the play area: the edge, how, and the code (§5.2). */
  readonly left?: ShipLeft;
  /** Hyperdrive-capable campaign ships (§1.6): tracking tokens placed and needed for a jump. */
  readonly tracking?: { readonly tokens: number; readonly needed: number };
  /** Non-limited VET and ELITE campaign pilots (§1.5, C6): true while the once-per-game reroll is unused. */
  readonly vetReroll?: boolean;
  /** The damage cards it has now (ruling R52: attacks and `/ship damage` add to it; a campaign's `/ship hull` sets it, §5.4; DAMAGED ships start with floor(hull/2), §5.1). */
  readonly damageCards?: number;
  /** Campaign ships: the round it was destroyed in (the *Reinforcements* asset rolls for it at that round's end, §7.2). */
  readonly destroyedRound?: number;
  /** A *Reinforcements* arrival (§7.2, C37): the ship it replaces. */
  readonly reinforcementOf?: string;
  /** Ruling R60: its upgrades flipped to their Offline side (ids); absent: none. */
  readonly offline?: readonly string[];
}

export interface GameState {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly owner: string;
  readonly ruleset: RulesetId;
  readonly scenario: ScenarioId;
  readonly faction: FactionId;
  /** The faction the players fly (ruling R29 when not chosen). */
  readonly playerFaction: FactionId;
  /** The introductory scenario's ship types and variants; absent: the defaults. */
  readonly setup?: IntroSetup;
  /** A Big Shed League mission game (scenario 'campaign'). */
  readonly campaign?: CampaignPlay;
  /** The data edition and version the game plays for its whole life; absent: a game stored before editions, the frozen 2.0. */
  readonly edition?: EditionPin;
  readonly seed: string;
  readonly rng: RngState;
  readonly round: number;
  readonly phase: Phase;
  readonly ships: readonly ShipState[];
  /** `gone`: the fleets with no ship in the play area when a campaign mission game ended at its End Phase (C14). */
  readonly ended: { readonly reason: EndReason; readonly round: number; readonly gone?: readonly FleetSide[] } | null;
  /** Players (user ids) who have set their dials this round (the Planning Phase ready check, v2). */
  readonly ready: readonly string[];
  /** Players (user ids) who asked not to be pinged in this game (`/game pings off`, v5); absent: none. */
  readonly quiet?: readonly string[];
  /** Counts events applied: audits and tests read it to see that a command applied once. */
  readonly step: number;
}

/** A ship's turns in a round, none taken yet: a ship comes into play so, and every round starts so again. */
export const ROUND_NOT_PLAYED = { activated: false, engaged: false, attacks: 0, defenses: 0, pending: null } as const satisfies Partial<ShipState>;

/** What a ship comes into play with besides who it is and its upgrades: no tokens, locks or tally, its turns to take. */
export const FRESH_SHIP = {
  stress: 0,
  ion: 0,
  disarm: 0,
  locks: [],
  tally: null,
  actionDamage: false,
  status: 'active',
  ...ROUND_NOT_PLAYED,
} as const satisfies Partial<ShipState>;

/** A game's two fleets: the players' and the solo (AI) ships. */
export type FleetSide = 'player' | 'solo';

/** 'round-limit': a campaign mission game reached its round limit (big-shed-league.md C14). */
export type EndReason = 'players-gone' | 'solo-destroyed' | 'ended-by-players' | 'round-limit';

/**
 * A ship's name as a player types it: case, emoji, other symbols and what shows as nothing
 * (an emoji's variation selector) aside, so "fanny" names "Fanny ✨" (ruling R73).
 */
export function typedNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\p{Extended_Pictographic}\p{So}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The ship a player names: by its name in any case, else the one ship whose name reads so once emoji are set aside. */
export function findShip(state: GameState, name: string): ShipState | undefined {
  const exact = name.trim().toLowerCase();
  const found = state.ships.find((s) => s.name.toLowerCase() === exact);
  if (found) return found;
  const key = typedNameKey(name);
  const like = key ? state.ships.filter((s) => typedNameKey(s.name) === key) : [];
  return like.length === 1 ? like[0] : undefined;
}

export const isActive = (s: ShipState) => s.status === 'active';

/** The first player's side: the players, except in a campaign game where the AI is Active (ruling C24). */
export const firstPlayer = (state: GameState): ShipState['side'] => state.campaign?.firstPlayer ?? 'player';

/**
 * Turn order (ruling R41): initiative ascending in Activation, descending in Engagement; on
 * equal initiative the first player's ships before the other's (C24); otherwise list order
 * (a comparator's 0 keeps it: Array.prototype.sort is stable).
 */
function byTurn(phase: 'activation' | 'engagement', first: ShipState['side']): (a: ShipState, b: ShipState) => number {
  const dir = phase === 'activation' ? 1 : -1;
  return (a, b) => (a.initiative - b.initiative) * dir || (a.side === b.side ? 0 : a.side === first ? -1 : 1);
}

/** Whether the ship has had its turn in the phase: activated, or engaged. */
export const hadTurn = (s: ShipState, phase: 'activation' | 'engagement'): boolean => (phase === 'activation' ? s.activated : s.engaged);

/** The ships in play in the phase's turn order. */
export function turnOrder(state: GameState, phase: 'activation' | 'engagement'): ShipState[] {
  return state.ships.filter(isActive).sort(byTurn(phase, firstPlayer(state)));
}

export const activationOrder = (state: GameState): ShipState[] => turnOrder(state, 'activation');

export const engagementOrder = (state: GameState): ShipState[] => turnOrder(state, 'engagement');

export function nextToActivate(state: GameState): ShipState | null {
  return firstInOrder(state, 'activation');
}

/**
 * The first ship of the phase's turn order that has not had its turn: what
 * `turnOrder(state, phase).find(…)` gives, in one pass without building the order, since
 * every command asks it (the turn ping, before and after the change).
 */
export function firstInOrder(state: GameState, phase: 'activation' | 'engagement'): ShipState | null {
  const before = byTurn(phase, firstPlayer(state));
  let best: ShipState | null = null;
  for (const s of state.ships) {
    if (!isActive(s) || hadTurn(s, phase)) continue;
    if (best === null || before(s, best) < 0) best = s;
  }
  return best;
}

export function destroyedSolo(state: GameState, roles: readonly ShipRole[]): number {
  return state.ships.filter((s) => s.side === 'solo' && s.status === 'destroyed' && roles.includes(s.role)).length;
}

/** Who asks for a change: a player, maybe one who may manage the channel. */
export interface Actor {
  readonly userId: string;
  readonly userName: string;
  /** Holds Manage Channels here. */
  readonly canManage: boolean;
}
