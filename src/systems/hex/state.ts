import type { DieCode } from './rules/die-code.ts';
import { deriveStats, type Stats } from './rules/stats.ts';
import type { CraftKind, Pips, Rate } from './rules/terms.ts';

// The hex game of one channel: plain JSON, rebuilt exactly by replaying its events.

/** Names are typed into `/hex squadron`'s paths, where `:` and `;` are separators. */
export const NAME_MAX = 32;
export const NAME_PATTERN = /^[^:;\n\r]+$/;

/** What players enter for a craft (reference, "Bot surface"). */
export interface CraftEntry {
  readonly name: string;
  readonly kind: CraftKind;
  /** Only squadron craft fly in squadrons; null flies alone. */
  readonly squadron: string | null;
  readonly space: number;
  readonly piloting: DieCode;
  readonly maneuverability: DieCode;
}

export interface HexCraft extends CraftEntry {
  /** The rate committed this round, and in the prior round (H8); null when none was recorded. */
  readonly rate: Rate | null;
  readonly prior: Rate | null;
}

export interface HexState {
  readonly pips: Pips;
  readonly round: number;
  readonly crafts: readonly HexCraft[];
  /** Closed by /hex end: another game may start in the channel. */
  readonly closed?: boolean;
}

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findCraft(state: HexState | null, name: string): HexCraft | undefined {
  return state?.crafts.find((c) => sameName(c.name, name));
}

export function squadronMembers(state: HexState | null, squadron: string): HexCraft[] {
  return state?.crafts.filter((c) => c.squadron !== null && sameName(c.squadron, squadron)) ?? [];
}

export function squadronNames(state: HexState | null): string[] {
  const names: string[] = [];
  for (const c of state?.crafts ?? []) if (c.squadron && !names.some((n) => sameName(n, c.squadron!))) names.push(c.squadron);
  return names;
}

export function craftStats(state: HexState | null, craft: CraftEntry): Stats {
  return deriveStats(craft, state?.pips ?? 'drop');
}
