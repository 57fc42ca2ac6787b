import { describe, expect, test } from 'vitest';
import { checkMove, deriveStats, parsePath, printPath, type ParseError } from '../../../src/systems/hex/rules/index.ts';
import { en } from '../../../src/systems/hex/strings/en.ts';

// Path notation: tokens, turn points (H12), and every way a path can be unreadable.

describe('Path notation: what a path reads as', () => {
  test.for([
    ['3 L 3 R 2', '3 L 3 R 2'],
    ['3L3R2', '3 L 3 R 2'],
    ['3,L,3,R,2', '3 L 3 R 2'],
    ['3l3r2', '3 L 3 R 2'],
    ['3 3', '6'],
    ['L2', 'L 2'],
    ['3 L L 5', '3 LL 5'],
    ['3 RRR 3', '3 B 3'],
    ['3 LLL 3', '3 B 3'],
    ['b6', 'B 6'],
    ['LLLL 3', 'LLLL 3'],
    ['L B 3', 'LLLL 3'],
    ['R B 3', 'RRRR 3'],
    ['B B', 'BB'],
    ['stop', 'stop'],
    ['STOP', 'stop'],
    ['0', 'stop'],
    [' 0 ', 'stop'],
    ['4\tL\n4 R', '4 L 4 R'],
  ] as const)('%j reads as `%s`', ([input, printed]) => {
    const r = parsePath(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(printPath(r.path)).toBe(printed);
  });

  test('H12: turns with no hex between them are one turn point of summed hexsides', () => {
    const r = parsePath('2 L R');
    expect(r).toEqual({ ok: false, errors: [{ code: 'E_MIXED', at: 3, text: 'LR' }] });
    expect(parsePath('2 R R 1')).toEqual({
      ok: true,
      path: {
        kind: 'moves',
        steps: [
          { t: 'run', hexes: 2 },
          { t: 'turn', side: 'R', hexsides: 2 },
          { t: 'run', hexes: 1 },
        ],
      },
    });
  });
});

describe('Path notation: unreadable paths say where and how to write it', () => {
  const cases: [string, ParseError[]][] = [
    ['3 X 2', [{ code: 'E_TOKEN', at: 3, text: 'X' }]],
    ['fly 3', [{ code: 'E_TOKEN', at: 1, text: 'fly' }]],
    ['3 → 2', [{ code: 'E_TOKEN', at: 3, text: '→' }]],
    [
      '🚀 3 X',
      [
        { code: 'E_TOKEN', at: 1, text: '🚀' },
        { code: 'E_TOKEN', at: 5, text: 'X' },
      ],
    ],
    ['3; 2', [{ code: 'E_TOKEN', at: 2, text: ';' }]],
    ['0 L 3', [{ code: 'E_ZERO', at: 1 }]],
    ['3 L 05', [{ code: 'E_ZERO', at: 5 }]],
    ['00', [{ code: 'E_ZERO', at: 1 }]],
    ['3 LR 3', [{ code: 'E_MIXED', at: 3, text: 'LR' }]],
    ['3 R B L 3', [{ code: 'E_MIXED', at: 3, text: 'RBL' }]],
    ['stop 3', [{ code: 'E_STOP_MIXED', at: 1 }]],
    ['3 stop', [{ code: 'E_STOP_MIXED', at: 3 }]],
    ['stop stop', [{ code: 'E_STOP_MIXED', at: 1 }]],
    ['100', [{ code: 'E_BIG', limit: 'hexes', max: 99 }]],
    ['50 50', [{ code: 'E_BIG', limit: 'hexes', max: 99 }]],
    ['99999999999999999999999', [{ code: 'E_BIG', limit: 'hexes', max: 99 }]],
    [Array(65).fill('L').join(' '), [{ code: 'E_BIG', limit: 'tokens', max: 64 }]],
    ['', [{ code: 'E_EMPTY' }]],
    [' , ', [{ code: 'E_EMPTY' }]],
    [
      'X 0 5 LR',
      [
        { code: 'E_TOKEN', at: 1, text: 'X' },
        { code: 'E_ZERO', at: 3 },
        { code: 'E_MIXED', at: 7, text: 'LR' },
      ],
    ],
  ];
  test.for(cases)('%j → %j', ([input, errors]) => {
    expect(parsePath(input)).toEqual({ ok: false, errors });
  });

  test('64 tokens are allowed (Path notation limit)', () => {
    expect(parsePath(Array(64).fill('L').join(' '))).toEqual({ ok: true, path: { kind: 'moves', steps: [{ t: 'turn', side: 'L', hexsides: 64 }] } });
  });

  test('every parse error has words, and an unreadable path comes with how to write one', () => {
    for (const [, errors] of cases) for (const e of errors) expect(en.moveError(e)).toMatch(/\w/);
    expect(en.moveError({ code: 'E_TOKEN', at: 3, text: 'X' })).toBe('Unknown `X` at character 3.');
    expect(en.pathHelp).toContain('`3 L 3 R 2`');
  });

  test('step 2: parse errors stop the check; no turn or total errors follow', () => {
    const stats = deriveStats({ space: 8, piloting: { dice: 4, pips: 1 }, maneuverability: { dice: 3, pips: 0 } }, 'drop');
    const v = checkMove({ stats, kind: 'squadron', prior: null, path: 'L 200 X' });
    expect(v.errors.map((e) => e.code)).toEqual(['E_TOKEN', 'E_BIG']);
    expect(v.walk).toBeNull();
    expect(v.rate).toBeNull();
  });
});

describe('H12: the turn-point cap and what to write instead', () => {
  const sup = deriveStats({ space: 12, piloting: { dice: 7, pips: 0 }, maneuverability: { dice: 6, pips: 0 } }, 'drop');
  test.for([
    ['LLLL 2', 'RR'],
    ['RRRR 2', 'LL'],
    ['LLLLL 2', 'R'],
    ['B L 2', 'RR'],
  ] as const)('`%s` is too many hexsides at once: write `%s` instead', ([path, instead]) => {
    const v = checkMove({ stats: sup, kind: 'hero', prior: null, path });
    expect(v.errors).toEqual([expect.objectContaining({ code: 'E_MULTI_HEXSIDE', needs: null, instead })]);
    expect(en.moveError(v.errors[0]!)).toContain(`write \`${instead}\` instead`);
  });

  test('`BB 2` turns six hexsides and faces the same way: leave it out', () => {
    const v = checkMove({ stats: sup, kind: 'hero', prior: null, path: 'BB 2' });
    expect(v.errors).toEqual([expect.objectContaining({ code: 'E_MULTI_HEXSIDE', hexsides: 6, instead: null })]);
    expect(en.moveError(v.errors[0]!)).toContain('leave it out');
  });
});
