// Path notation (reference, "Path notation"): tokens are counts of hexes, turn
// letters and `stop`. Spaces and commas separate tokens and mean nothing else.

export const MAX_TOKENS = 64;
export const MAX_HEXES = 99;

/** Each turn letter: hexsides spent (H11) and the facing change in sixths (R +1, L −1, B +3). */
export const TURN_LETTERS = {
  L: { hexsides: 1, delta: -1 },
  R: { hexsides: 1, delta: +1 },
  B: { hexsides: 3, delta: +3 },
} as const;
export type TurnLetter = keyof typeof TURN_LETTERS;

/** A turn point's side; 'B' when its hexsides are a multiple of 3, where left and right meet (H13). */
export type TurnSide = 'L' | 'R' | 'B';

export type Step = { readonly t: 'run'; readonly hexes: number } | { readonly t: 'turn'; readonly side: TurnSide; readonly hexsides: number };

export type Path = { readonly kind: 'stop' } | { readonly kind: 'moves'; readonly steps: readonly Step[] };

export type ParseError =
  | { readonly code: 'E_TOKEN'; readonly at: number; readonly text: string }
  | { readonly code: 'E_ZERO'; readonly at: number }
  | { readonly code: 'E_MIXED'; readonly at: number; readonly text: string }
  | { readonly code: 'E_STOP_MIXED'; readonly at: number }
  | { readonly code: 'E_BIG'; readonly limit: 'tokens' | 'hexes'; readonly max: number }
  | { readonly code: 'E_EMPTY' };

export type ParseResult = { readonly ok: true; readonly path: Path } | { readonly ok: false; readonly errors: readonly ParseError[] };

type Lexeme =
  | { readonly kind: 'count'; readonly text: string; readonly at: number }
  | { readonly kind: 'turn'; readonly letter: TurnLetter; readonly at: number }
  | { readonly kind: 'stop'; readonly at: number };

const SEPARATOR = /^[\s,]$/u;
const DIGIT = /^[0-9]$/;
const LETTER = /^\p{L}$/u;

const isLetter = (c: string): c is TurnLetter => c === 'L' || c === 'R' || c === 'B';

/** Positions are 1-based and count characters as a reader does (code points). */
function lex(input: string): { lexemes: Lexeme[]; errors: ParseError[] } {
  const cs = Array.from(input);
  const lexemes: Lexeme[] = [];
  const errors: ParseError[] = [];
  const kindOf = (c: string) => (SEPARATOR.test(c) ? 'sep' : DIGIT.test(c) ? 'digit' : LETTER.test(c) ? 'letter' : 'other');
  let i = 0;
  while (i < cs.length) {
    const kind = kindOf(cs[i]!);
    let j = i + 1;
    while (j < cs.length && kindOf(cs[j]!) === kind) j++;
    const text = cs.slice(i, j).join('');
    const at = i + 1;
    if (kind === 'digit') lexemes.push({ kind: 'count', text, at });
    else if (kind === 'letter') {
      // Digits always end a word, so "L2" is a turn then 2 hexes and a compact path reads one way.
      const upper = text.toUpperCase();
      if (upper === 'STOP') lexemes.push({ kind: 'stop', at });
      else if ([...upper].every(isLetter)) [...upper].forEach((letter, k) => lexemes.push({ kind: 'turn', letter: letter as TurnLetter, at: at + k }));
      else errors.push({ code: 'E_TOKEN', at, text });
    } else if (kind === 'other') errors.push({ code: 'E_TOKEN', at, text });
    i = j;
  }
  return { lexemes, errors };
}

/** A turn point from its letters (H12: turns with no hex between them are one point). */
function turnPoint(letters: readonly TurnLetter[]): Step & { t: 'turn' } {
  const hexsides = letters.reduce((n, l) => n + TURN_LETTERS[l].hexsides, 0);
  const one = letters.find((l) => l !== 'B') ?? 'B';
  return { t: 'turn', side: hexsides % 3 === 0 ? 'B' : one, hexsides };
}

export function parsePath(input: string): ParseResult {
  const { lexemes, errors } = lex(input);
  const only = lexemes.length === 1 ? lexemes[0] : undefined;
  // "0" is a dead stop only as the whole path.
  const stopAlone = only !== undefined && (only.kind === 'stop' || (only.kind === 'count' && only.text === '0'));
  const firstStop = lexemes.find((l) => l.kind === 'stop');
  if (firstStop && lexemes.length > 1) errors.push({ code: 'E_STOP_MIXED', at: firstStop.at });

  const steps: Step[] = [];
  let hexes = 0;
  let group: (Lexeme & { kind: 'turn' })[] = [];
  const closeGroup = () => {
    if (group.length === 0) return;
    const letters = group.map((g) => g.letter);
    if (letters.includes('L') && letters.includes('R')) errors.push({ code: 'E_MIXED', at: group[0]!.at, text: letters.join('') });
    steps.push(turnPoint(letters));
    group = [];
  };
  for (const l of lexemes) {
    if (l.kind === 'turn') {
      group.push(l);
      continue;
    }
    closeGroup();
    if (l.kind !== 'count') continue;
    if (l.text.startsWith('0') && !stopAlone) errors.push({ code: 'E_ZERO', at: l.at });
    const digits = l.text.replace(/^0+/, '');
    const n = digits.length > 3 ? Infinity : Number(digits || '0');
    hexes += n;
    const last = steps.at(-1);
    // Adjacent numbers add up: "3 3" is 6.
    if (last?.t === 'run') steps[steps.length - 1] = { t: 'run', hexes: last.hexes + n };
    else steps.push({ t: 'run', hexes: n });
  }
  closeGroup();

  if (lexemes.length > MAX_TOKENS) errors.push({ code: 'E_BIG', limit: 'tokens', max: MAX_TOKENS });
  if (hexes > MAX_HEXES) errors.push({ code: 'E_BIG', limit: 'hexes', max: MAX_HEXES });
  if (lexemes.length === 0 && errors.length === 0) errors.push({ code: 'E_EMPTY' });
  if (errors.length > 0)
    return {
      ok: false,
      errors: errors
        .map((e, k) => ({ e, k }))
        .sort(byPosition)
        .map(({ e }) => e),
    };
  if (stopAlone) return { ok: true, path: { kind: 'stop' } };
  return { ok: true, path: { kind: 'moves', steps } };
}

function byPosition(a: { e: ParseError; k: number }, b: { e: ParseError; k: number }): number {
  const at = (e: ParseError) => ('at' in e ? e.at : Infinity);
  return at(a.e) - at(b.e) || a.k - b.k;
}

/** The canonical text of a path: `3 L 3 R 2`, `3 B 3`, `stop`. */
export function printPath(path: Path): string {
  if (path.kind === 'stop') return 'stop';
  return path.steps.map((s) => (s.t === 'run' ? String(s.hexes) : s.side === 'B' ? 'B'.repeat(s.hexsides / 3) : s.side.repeat(s.hexsides))).join(' ');
}

/** The facing change of a turn point, in sixths of a full turn (R positive). */
export function turnDelta(step: Step & { t: 'turn' }): number {
  return step.side === 'L' ? -step.hexsides : step.hexsides;
}

/** The shortest way to write a facing change: what to write instead of a 4-hexside point (H12). */
export const SHORTEST_TURN: readonly string[] = ['', 'R', 'RR', 'B', 'LL', 'L'];

export function pathHexes(path: Path): number {
  return path.kind === 'stop' ? 0 : path.steps.reduce((n, s) => n + (s.t === 'run' ? s.hexes : 0), 0);
}
