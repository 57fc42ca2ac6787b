import unhomoglyph from 'unhomoglyph';
import { z } from 'zod';
import { UNSAFE_NAME_CHARACTERS } from './escape.ts';

// Every name a player gives is shown to everyone at the table: it must read as what it is.
// Checked here once, for typed options and imported files alike.

export type NameProblem = 'empty' | 'too-long' | 'characters' | 'bidi' | 'invisible' | 'mimic';

/** Right-to-left and other direction controls: "‮1-EIT" shows as "TIE-1". */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** What shows as nothing: format characters, spaces, marks, and the fillers (Hangul, Braille blank) used as blank names. */
const INVISIBLE = /[\p{Cf}\p{Z}\p{M}\p{Cc}\u115f\u1160\u3164\uffa0\u2800\u034f]/gu;
/** Private-use and unassigned characters have no agreed look. */
const UNSHOWABLE = /[\p{Co}\p{Cn}\p{Cs}]/u;

/** A name as stored: NFKC (full-width "ＴＩＥ" is "TIE"), one space between words, trimmed. */
export function normaliseName(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** What shows as nothing anywhere in a name (zero-width spaces and joiners, direction controls, fillers). */
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** What a text reads as, to compare names by look: Unicode's skeleton (UTS #39) after NFKC, so "ТІЕ-1" and "T\u200bIE-1" read as "TIE-1". */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFKC').replace(IGNORABLE, '').normalize('NFD')).normalize('NFD');
}

/** The first problem with a name (already normalised), or null. `mimics` says whether it reads as one the bot gives. */
export function nameProblem(name: string, max: number, mimics?: (name: string) => boolean): NameProblem | null {
  if (BIDI.test(name)) return 'bidi';
  if (name === '') return 'empty';
  if (name.replace(INVISIBLE, '') === '') return 'invisible';
  if ([...name].length > max) return 'too-long';
  if (UNSAFE_NAME_CHARACTERS.test(name) || UNSHOWABLE.test(name) || /[\p{Cc}]/u.test(name)) return 'characters';
  if (mimics?.(name)) return 'mimic';
  return null;
}

/** What nameProblem refuses that a display name can lose (R79): the same classes; an emoji's joiner stays. */
const UNUSABLE = new RegExp([BIDI, UNSHOWABLE, UNSAFE_NAME_CHARACTERS, /\p{Cc}/u, /(?!\u200d)\p{Cf}/u].map((r) => r.source).join('|'), 'gu');

/** Ruling R79: a display name as a ship's name: what the name rules refuse taken out (direction controls, invisible format characters but an emoji's joiner…), cut to `max`; `fallback` if still refused. */
export function nameFromDisplayName(text: string, max: number, fallback: string, mimics?: (name: string) => boolean): string {
  const cleaned = [...normaliseName(text.normalize('NFKC').replace(UNUSABLE, ''))].slice(0, max).join('').trim();
  return nameProblem(cleaned, max, mimics) ? fallback : cleaned;
}

/** A name's first problem as an option's issue, which the core's words render (see `nameOption`). */
export function refuseNameProblem(name: string, ctx: z.RefinementCtx, max: number, mimics?: (name: string) => boolean): void {
  const problem = nameProblem(name, max, mimics);
  if (problem) ctx.addIssue({ code: 'custom', params: { nameProblem: problem, max } });
}

/** An option holding a name: normalised, then refused with the first problem, in the core's words. */
export function nameOption(max: number, mimics?: (name: string) => boolean) {
  return z
    .string()
    .transform(normaliseName)
    .superRefine((name, ctx) => refuseNameProblem(name, ctx, max, mimics));
}
