import type { Verdict } from './rules/check.ts';
import type { DieCode } from './rules/die-code.ts';
import type { SquadronVerdict } from './rules/squadron.ts';
import type { Stats, StatNote } from './rules/stats.ts';
import type { CraftKind, Pips, Rate } from './rules/terms.ts';
import type { HexCraft } from './state.ts';

// What each decision hands the renderer: plain data, no words.

export interface SettingsView {
  readonly pips: Pips;
  readonly changed: boolean;
}

export interface CraftView {
  readonly pips: Pips;
  readonly craft: HexCraft;
  readonly stats: Stats;
  readonly notes: readonly StatNote[];
}

export interface CraftRemovedView {
  readonly name: string;
}

export interface RosterView {
  readonly pips: Pips;
  readonly round: number;
  readonly crafts: readonly CraftView[];
}

export interface StatsView {
  /** Null for inline stats. */
  readonly name: string | null;
  readonly kind: CraftKind;
  readonly space: number;
  readonly piloting: DieCode;
  readonly maneuverability: DieCode;
  readonly pips: Pips;
  readonly stats: Stats;
  readonly notes: readonly StatNote[];
}

/** What became of `commit:true`. */
export type RecordNote = 'not-asked' | 'recorded' | 'illegal' | 'inline' | 'squadron';

export interface VerdictView {
  readonly subject: StatsView;
  /** The path as typed, and in its canonical form when it could be read. */
  readonly typed: string;
  readonly verdict: Verdict;
  readonly prior: Rate | null;
  readonly priorSource: 'given' | 'recorded' | 'none';
  readonly record: RecordNote;
  /** The craft's squadron, when it has mates (H6: they move at one rate). */
  readonly squadron: string | null;
}

export interface SquadronView {
  readonly squadron: string;
  readonly pips: Pips;
  readonly verdict: SquadronVerdict;
  readonly typed: readonly { readonly name: string; readonly path: string }[];
  readonly record: RecordNote;
}

export interface RoundView {
  readonly round: number;
  /** Each craft's rate of the round just ended: next round's prior (H8). */
  readonly priors: readonly { readonly name: string; readonly kind: CraftKind; readonly prior: Rate | null }[];
}
