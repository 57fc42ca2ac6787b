import { refuse, type Refusal } from '../../core/refusal.ts';

// This system's own refusals (the core renders its own codes). Each becomes an
// ephemeral reply that says how to write the thing instead (strings/en.ts).

export const HEX_REFUSALS = [
  /** A Space or die code that cannot be read (H1, H5). Params: field, input, problem, suggestion. */
  'bad-code',
  /** A craft or squadron name that is empty, too long or holds `:` or `;`. Params: field, input, problem, max. */
  'bad-name',
  /** Params: name. */
  'name-taken',
  /** Params: name, known. */
  'unknown-craft',
  /** Params: name, known. */
  'unknown-squadron',
  /** A squadron was given to a Hero or Capital Ship. Params: kind, squadron. */
  'squadron-kind',
  /** `/hex squadron`'s paths cannot be read. Params: problem, entry. */
  'bad-paths',
  /** Params: name, squadron, members. */
  'not-in-squadron',
  /** Every craft of a squadron moves (H8), so each needs a path. Params: squadron, missing. */
  'missing-paths',
  /** A craft name or inline stats, not both nor neither. Params: problem, missing. */
  'craft-or-stats',
  /** `/hex round next` before any hex play here. */
  'no-hex-game',
] as const;

export type HexRefusalCode = (typeof HEX_REFUSALS)[number];

export const refuseHex = (code: HexRefusalCode, params: Record<string, string | number> = {}): Refusal => refuse(code, params);

export const isHexRefusalCode = (code: string): code is HexRefusalCode => (HEX_REFUSALS as readonly string[]).includes(code);
