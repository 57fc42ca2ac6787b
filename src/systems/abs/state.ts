import type { RngState } from '../../core/random.ts';
import type { ActivityRoll, IcClass, Trigger } from './rules/activity.ts';
import type { RandomChoice } from './rules/choice.ts';
import type { Margin } from './rules/margin.ts';
import type { ObjectiveFacts } from './rules/objectives.ts';
import type { Direction } from './rules/scatter.ts';

// The state of one A Billion Suns solo game: plain JSON, rebuilt exactly by replaying
// its events (events.ts). Positions, distances and arcs are never stored: players
// measure, the bot tells them what to do.

/** Reference "Phases": set-up, then per round jump → tactical → end, and over. */
export const PHASES = ['setup', 'jump', 'tactical', 'end', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export interface Contract {
  readonly id: string;
  readonly name: string;
  readonly exhausted: boolean;
  /** Cards left in its deck, when players track it. */
  readonly cards: number | null;
  /** A29: a redraw is suggested and not yet answered. */
  readonly redraw: boolean;
}

export interface Objective {
  readonly id: string;
  readonly contract: string;
  readonly name: string;
  readonly table: number;
  readonly inPlay: boolean;
  readonly carried: boolean;
}

export interface JumpPoint {
  readonly id: string;
  readonly table: number;
  readonly inPlay: boolean;
  readonly round: number;
}

/** A class players named: its Mass (needed for jump-ins) and Thrust (shown at activation). */
export interface ShipClass {
  readonly name: string;
  readonly mass: number;
  readonly thrust: number | null;
}

export interface Ic {
  readonly id: string;
  readonly class: IcClass;
  readonly ships: number;
  readonly table: number;
  readonly damage: number;
  readonly activated: boolean;
  /** A19: deployed during the Tactical Phase, it first activates next round. */
  readonly waits: boolean;
  readonly trigger: Trigger;
  readonly roll: ActivityRoll;
  readonly objective: RandomChoice;
}

export interface Claim {
  readonly contract: string;
  readonly icMass: number;
  readonly friendlyMass: number;
  readonly discarded: boolean;
}

/** The placement being scattered: directions reported invalid so far (A17). */
export interface Scatter {
  readonly id: number;
  readonly ic: string | null;
  readonly direction: Direction | null;
  readonly invalid: readonly Direction[];
}

export type MaxRevenueSource = 'typed' | 'example';

export interface GameResult extends Margin {
  readonly source: MaxRevenueSource;
  readonly scale: number;
}

export interface AbsState {
  readonly kind: 'abs-solo';
  readonly scale: number;
  readonly tables: number;
  readonly round: number;
  readonly phase: Phase;
  /** Typed at `/abs new`; else the Scale-5 example or typed at `/abs end` (A26). */
  readonly maxRevenue: number | null;
  readonly credits: number;
  readonly seed: string;
  readonly rng: RngState;
  /** Attached to the channel's solo campaign (A28). */
  readonly campaign: boolean;
  readonly classes: readonly ShipClass[];
  readonly contracts: readonly Contract[];
  readonly objectives: readonly Objective[];
  readonly jumpPoints: readonly JumpPoint[];
  readonly ics: readonly Ic[];
  readonly next: { readonly contract: number; readonly objective: number; readonly jumpPoint: number; readonly ic: number; readonly scatter: number };
  /** CMD tokens spent on Seize Initiative this Tactical Phase (A18), if players said. */
  readonly seize: number | null;
  /** This End Phase's Claim Jump answers. */
  readonly claims: readonly Claim[];
  readonly claimsDone: boolean;
  readonly scatter: Scatter | null;
  readonly result: GameResult | null;
}

export const contractId = (n: number) => `C${n}`;
export const objectiveId = (n: number) => `O${n}`;
export const jumpPointId = (n: number) => `JP${n}`;
export const icId = (n: number) => `IC${n}`;

/** A44: "c1", "C1", "1" all name C1. */
export function normaliseId(prefix: 'C' | 'O' | 'JP' | 'IC', typed: string): string {
  const m = new RegExp(`^\\s*(?:${prefix})?\\s*#?(\\d+)\\s*$`, 'i').exec(typed);
  return m ? `${prefix}${Number(m[1])}` : typed.trim();
}

export const findContract = (s: AbsState, id: string) => s.contracts.find((c) => c.id === normaliseId('C', id));
export const findObjective = (s: AbsState, id: string) => s.objectives.find((o) => o.id === normaliseId('O', id));
export const findJumpPoint = (s: AbsState, id: string) => s.jumpPoints.find((j) => j.id === normaliseId('JP', id));
export const findIc = (s: AbsState, id: string) => s.ics.find((i) => i.id === normaliseId('IC', id));

export function findClass(s: AbsState, name: string): ShipClass | undefined {
  const key = name.trim().toLowerCase();
  return s.classes.find((c) => c.name.toLowerCase() === key);
}

/** What the objective rules need to know of each objective. */
export function objectiveFacts(s: AbsState): ObjectiveFacts[] {
  return s.objectives.map((o) => ({
    id: o.id,
    table: o.table,
    inPlay: o.inPlay,
    carried: o.carried,
    contractExhausted: s.contracts.find((c) => c.id === o.contract)?.exhausted ?? true,
  }));
}

/** Contracts Claim Jump still asks about this End Phase (A24: exhausted ones are skipped). */
export function pendingClaims(s: AbsState): Contract[] {
  return s.contracts.filter((c) => !c.exhausted && !s.claims.some((a) => a.contract === c.id));
}

/** ICs that `/abs ic activate` with no id would activate (A19). */
export function readyIcs(s: AbsState): Ic[] {
  return s.ics.filter((i) => !i.activated && !i.waits);
}
