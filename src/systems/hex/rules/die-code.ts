import type { Pips } from './terms.ts';

// H1: a D6 die code becomes one number by dropping the D and (by default) the pips.
// Space is not a die code: it is a plain number of hexes (H3, H5).

export interface DieCode {
  readonly dice: number;
  readonly pips: 0 | 1 | 2;
}

/** H1, row by row: what +0, +1 and +2 pips add to n under each setting. */
export const PIP_BONUS: Readonly<Record<Pips, readonly [number, number, number]>> = {
  drop: [0, 0, 0],
  round: [0, 0, 1],
};

/** Input limits (H1: 0 ≤ n ≤ 20; Derived values: Space 0 to 30). */
export const MAX_DICE = 20;
export const MAX_SPACE = 30;

export type CodeField = 'space' | 'piloting' | 'maneuverability';

export type CodeProblem =
  /** Nothing was given where a value is needed. */
  | 'empty'
  /** Not a die code at all. */
  | 'format'
  /** H5: negative codes are rejected. */
  | 'negative'
  /** Pips written as a minus ("2D-1"): the reference accepts only +1 and +2. */
  | 'minus-pips'
  /** H1: fractions are rejected. */
  | 'fraction'
  /** H1: +3 or more pips are rejected ("write (n+1)D"). */
  | 'too-many-pips'
  /** More dice than MAX_DICE, or Space above MAX_SPACE. */
  | 'too-big'
  /** Space written as a die code ("8D"). */
  | 'space-die-code';

export interface CodeError {
  readonly field: CodeField;
  readonly input: string;
  readonly problem: CodeProblem;
  /** How to write it instead, when there is one obvious way. */
  readonly suggestion: string | null;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CodeError };

/** H1 (input forms): for Maneuverability only, these mean 0; H3 lets Space say "none" too. */
const NONE_WORDS: readonly string[] = ['', '-', '—', '–', 'none'];

const FRACTION = /[.,/½¼¾⅓⅔]/;
const NEGATIVE = /^[-−–]\s*\d/;

export function formatDieCode(code: DieCode): string {
  return `${code.dice}D${code.pips ? `+${code.pips}` : ''}`;
}

/** H1 with its setting: nD+p → n, plus one for +2 under `round`. */
export function dieValue(code: DieCode, pips: Pips): number {
  return code.dice + PIP_BONUS[pips][code.pips];
}

function fail<T>(field: CodeField, input: string, problem: CodeProblem, suggestion: string | null = null): Parsed<T> {
  return { ok: false, error: { field, input, problem, suggestion } };
}

/** A D6 die code as players write it: `n`, `nD`, `nD+1`, `nD+2` (any case, spaces allowed). */
export function parseDieCode(input: string, field: 'piloting' | 'maneuverability'): Parsed<DieCode> {
  const s = input.replace(/\s+/g, '').toLowerCase();
  if (NONE_WORDS.includes(s)) {
    // H4: a missing Maneuverability is 0D; piloting always needs a value.
    if (field === 'maneuverability') return { ok: true, value: { dice: 0, pips: 0 } };
    return fail(field, input, 'empty', '0D');
  }
  if (NEGATIVE.test(s)) return fail(field, input, 'negative');
  if (FRACTION.test(s)) return fail(field, input, 'fraction');
  const code = /^(\d+)(?:d(?:\+(\d+))?)?$/.exec(s);
  if (!code) {
    const minus = /^(\d+)d[-−–](\d+)$/.exec(s);
    if (minus) {
      // D6 arithmetic: three pips make a die, so nD−1 = (n−1)D+2 and nD−2 = (n−1)D+1.
      const [dice, less] = [Number(minus[1]), Number(minus[2])];
      const ok = dice >= 1 && less >= 1 && less <= 2;
      return fail(field, input, 'minus-pips', ok ? formatDieCode({ dice: dice - 1, pips: (3 - less) as 1 | 2 }) : null);
    }
    const noD = /^(\d+)\+([12])$/.exec(s);
    return fail(field, input, 'format', noD ? `${Number(noD[1])}D+${noD[2]}` : null);
  }
  const dice = Number(code[1]);
  const pips = code[2] === undefined ? 0 : Number(code[2]);
  if (pips >= 3) {
    const fixed = { dice: dice + Math.floor(pips / 3), pips: (pips % 3) as 0 | 1 | 2 };
    return fail(field, input, 'too-many-pips', fixed.dice <= MAX_DICE ? formatDieCode(fixed) : null);
  }
  if (dice > MAX_DICE) return fail(field, input, 'too-big');
  return { ok: true, value: { dice, pips: pips as 0 | 1 | 2 } };
}

/** A craft's Space: a plain number of hexes, 0 to 30; "none" is 0 (H3). */
export function parseSpace(input: string | number): Parsed<number> {
  const text = String(input);
  const s = text.replace(/\s+/g, '').toLowerCase();
  if (s === '') return fail('space', text, 'empty');
  if (NONE_WORDS.includes(s)) return { ok: true, value: 0 };
  if (NEGATIVE.test(s)) return fail('space', text, 'negative');
  if (FRACTION.test(s)) return fail('space', text, 'fraction');
  const asCode = /^(\d+)d(\+\d+)?$/.exec(s);
  if (asCode) return fail('space', text, 'space-die-code', String(Number(asCode[1])));
  if (!/^\d+$/.test(s)) return fail('space', text, 'format');
  const space = Number(s);
  if (space > MAX_SPACE) return fail('space', text, 'too-big');
  return { ok: true, value: space };
}
