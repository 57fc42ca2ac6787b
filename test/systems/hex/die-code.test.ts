import { describe, expect, test } from 'vitest';
import { dieValue, formatDieCode, parseDieCode, parseSpace, type CodeProblem } from '../../../src/systems/hex/rules/die-code.ts';
import { en } from '../../../src/systems/hex/strings/en.ts';

// H1 (die codes) and H3/H5 (Space): what players may type, and what they are told when
// it cannot be read.

describe('H1: die codes players may write', () => {
  test.for([
    ['4D+1', 4, 1],
    ['4d+1', 4, 1],
    [' 4 D + 1 ', 4, 1],
    ['3D', 3, 0],
    ['3d', 3, 0],
    ['2D+2', 2, 2],
    ['2D+0', 2, 0],
    ['4', 4, 0],
    ['0D', 0, 0],
    ['0', 0, 0],
    ['20D+2', 20, 2],
  ] as const)('%j reads as %iD+%i', ([input, dice, pips]) => {
    expect(parseDieCode(input, 'piloting')).toEqual({ ok: true, value: { dice, pips } });
  });

  test.for(['', '-', '—', '–', 'none', 'NONE', '  '])('Maneuverability %j means 0D (H1 input forms, H4)', (input) => {
    expect(parseDieCode(input, 'maneuverability')).toEqual({ ok: true, value: { dice: 0, pips: 0 } });
  });

  test.for(['', 'none', '-'])('piloting %j is refused: piloting needs a die code, 0D for none', (input) => {
    const r = parseDieCode(input, 'piloting');
    expect(r).toMatchObject({ ok: false, error: { problem: 'empty', suggestion: '0D' } });
  });
});

describe('H1: the pips setting, row by row', () => {
  test.for([
    ['drop', 0, 3],
    ['drop', 1, 3],
    ['drop', 2, 3],
    ['round', 0, 3],
    ['round', 1, 3],
    ['round', 2, 4],
  ] as const)('pips:%s, 3D+%i → %i', ([pips, p, value]) => {
    expect(dieValue({ dice: 3, pips: p }, pips)).toBe(value);
  });

  test('a code prints back in its usual form', () => {
    expect([formatDieCode({ dice: 4, pips: 1 }), formatDieCode({ dice: 3, pips: 0 }), formatDieCode({ dice: 0, pips: 2 })]).toEqual(['4D+1', '3D', '0D+2']);
  });
});

describe('H1, H5: bad die codes are refused with how to write them', () => {
  const cases: [string, CodeProblem, string | null, string][] = [
    // input, problem, suggestion, text the player reads
    ['2D+3', 'too-many-pips', '3D', 'write `3D`'],
    ['2D+4', 'too-many-pips', '3D+1', 'write `3D+1`'],
    ['20D+3', 'too-many-pips', null, 'too many pips'],
    ['-1D', 'negative', null, 'cannot be negative'],
    ['-2', 'negative', null, 'cannot be negative'],
    ['2.5D', 'fraction', null, 'no fractions'],
    ['1/2', 'fraction', null, 'no fractions'],
    ['½D', 'fraction', null, 'no fractions'],
    ['21D', 'too-big', null, 'at most `20D`'],
    ['2D-1', 'minus-pips', '1D+2', 'write `1D+2`'],
    ['2D-2', 'minus-pips', '1D+1', 'write `1D+1`'],
    ['4+1', 'format', '4D+1', 'write `4D+1`'],
    ['four', 'format', null, 'Write a die code like `4D+1`'],
    ['D+1', 'format', null, 'Write a die code like `4D+1`'],
    ['4D1', 'format', null, 'Write a die code like `4D+1`'],
  ];
  test.for(cases)('%j → %s', ([input, problem, suggestion, text]) => {
    const r = parseDieCode(input, 'piloting');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ field: 'piloting', input, problem, suggestion });
    expect(en.codeError(r.error)).toContain(text);
  });
});

describe('Space: a plain number of hexes from 0 to 30 (Derived values, H3, H5)', () => {
  test.for([
    ['8', 8],
    [' 12 ', 12],
    ['0', 0],
    ['none', 0],
    ['-', 0],
    ['30', 30],
  ] as const)('%j reads as %i', ([input, space]) => {
    expect(parseSpace(input)).toEqual({ ok: true, value: space });
  });

  test('a number from a typed option reads as itself', () => {
    expect(parseSpace(7)).toEqual({ ok: true, value: 7 });
  });

  test.for([
    ['', 'empty', null, "Give the craft's Space"],
    ['-3', 'negative', null, 'cannot be negative'],
    ['7.5', 'fraction', null, 'whole number'],
    ['31', 'too-big', null, 'at most 30'],
    ['8D', 'space-die-code', '8', 'not a die code: write `8`'],
    ['eight', 'format', null, 'whole number of hexes from 0 to 30'],
  ] as const)('%j → %s', ([input, problem, suggestion, text]) => {
    const r = parseSpace(input);
    expect(r).toEqual({ ok: false, error: { field: 'space', input, problem, suggestion } });
    if (!r.ok) expect(en.codeError(r.error)).toContain(text);
  });
});
