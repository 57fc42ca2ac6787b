import { refuser, type NoParams } from '../../core/refusal.ts';
import type { CodeField, CodeProblem } from './rules/die-code.ts';
import type { PathsProblem } from './rules/squadron.ts';
import type { CraftKind } from './rules/terms.ts';

// This system's own refusals (the core renders its own codes), each with the parameters it
// carries: names and text the user typed, and codes, never words. Each becomes an ephemeral
// reply that says how to write the thing instead (strings/en.ts, fr.ts).

/** What only the roster's starter or a channel manager may do: each language words it. */
export const HEX_FORBIDDEN_ACTIONS = ['close-roster', 'undo'] as const;
export type HexForbiddenAction = (typeof HEX_FORBIDDEN_ACTIONS)[number];

export type NameProblem = 'empty' | 'too-long' | 'characters';

/** Each refusal with its parameters: `known`, `members` and `missing` are names (or option names) joined by commas. */
export type HexRefusalParams = {
  /** A Space or die code that cannot be read (H1, H5); `suggestion`: how to write it, or '' for none. */
  'bad-code': { field: CodeField; input: string; problem: CodeProblem; suggestion: string };
  /** A craft or squadron name that is empty, too long or holds `:` or `;`. */
  'bad-name': { field: 'name' | 'squadron'; input: string; problem: NameProblem; max: number };
  'name-taken': { name: string };
  'unknown-craft': { name: string; known: string };
  'unknown-squadron': { name: string; known: string };
  /** A squadron was given to a Hero or Capital Ship. */
  'squadron-kind': { kind: CraftKind; squadron: string };
  /** `/hex squadron`'s paths cannot be read. */
  'bad-paths': { problem: PathsProblem; entry: string };
  'not-in-squadron': { name: string; squadron: string; members: string };
  /** Every craft of a squadron moves (H8), so each needs a path. */
  'missing-paths': { squadron: string; missing: string };
  /** A craft name or inline stats, not both nor neither. */
  'craft-or-stats': { problem: 'both' | 'incomplete' | 'neither'; missing: string };
  /** `/hex round next` before any hex play here. */
  'no-hex-game': NoParams;
  /** A player who neither started the roster nor manages the channel (core code, hex's words). */
  forbidden: { action: HexForbiddenAction };
};

/** A hex refusal: each code takes exactly its parameters. */
export const refuseHex = refuser<HexRefusalParams>();
