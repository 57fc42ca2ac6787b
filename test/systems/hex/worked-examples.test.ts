import { describe, expect, test } from 'vitest';
import {
  checkMove,
  checkSquadron,
  deriveStats,
  parseDieCode,
  parseSpace,
  type CraftKind,
  type MoveErrorCode,
  type Pips,
  type Rate,
  type Stats,
} from '../../../src/systems/hex/rules/index.ts';
import { verdictCard } from '../../../src/systems/hex/render.ts';
import { en } from '../../../src/systems/hex/strings/en.ts';
import { cardToText } from '../../../src/core/message.ts';

// The reference's worked examples (shared/rules/hex-squadrons.md, "Worked examples"),
// row by row: first the craft table, then X1–X32.

const CRAFTS = {
  XW: { kind: 'squadron', space: '8', piloting: '4D+1', maneuverability: '3D' },
  HOT: { kind: 'squadron', space: '8', piloting: '5D+2', maneuverability: '3D' },
  ACE: { kind: 'hero', space: '12', piloting: '6D+1', maneuverability: '4D' },
  SUP: { kind: 'hero', space: '12', piloting: '7D', maneuverability: '4D' },
  PIP: { kind: 'squadron', space: '7', piloting: '2D+2', maneuverability: '2D' },
  MAN: { kind: 'squadron', space: '11', piloting: '5D', maneuverability: '3D+2' },
  ODD: { kind: 'squadron', space: '7', piloting: '4D', maneuverability: '2D' },
  ZERO: { kind: 'squadron', space: '4', piloting: '3D', maneuverability: '0D' },
  CAP: { kind: 'capital', space: '4', piloting: '4D', maneuverability: '1D' },
  S0: { kind: 'squadron', space: '0', piloting: '3D', maneuverability: '1D' },
} as const satisfies Record<string, { kind: CraftKind; space: string; piloting: string; maneuverability: string }>;
type CraftId = keyof typeof CRAFTS;

function statsOf(id: CraftId, pips: Pips = 'drop'): Stats {
  const c = CRAFTS[id];
  const space = parseSpace(c.space);
  const piloting = parseDieCode(c.piloting, 'piloting');
  const maneuverability = parseDieCode(c.maneuverability, 'maneuverability');
  if (!space.ok || !piloting.ok || !maneuverability.ok) throw new Error(`bad fixture ${id}`);
  return deriveStats({ space: space.value, piloting: piloting.value, maneuverability: maneuverability.value }, pips);
}

describe('craft table: AS = ⌊S/2⌋ + p, FT = S + p, N = m, TD = 10 − (p + m), cap by TD (Derived values, H1–H4)', () => {
  const rows: [CraftId, Pips, number, number, number, number, number][] = [
    // craft, pips, AS, FT, N, TD, cap
    ['XW', 'drop', 8, 12, 3, 3, 1],
    ['HOT', 'drop', 9, 13, 3, 2, 1],
    ['ACE', 'drop', 12, 18, 4, 0, 2],
    ['SUP', 'drop', 13, 19, 4, -1, 3],
    ['PIP', 'drop', 5, 9, 2, 6, 1],
    ['PIP', 'round', 6, 10, 2, 5, 1],
    ['MAN', 'drop', 10, 16, 3, 2, 1],
    ['MAN', 'round', 10, 16, 4, 1, 1],
    ['ODD', 'drop', 7, 11, 2, 4, 1],
    ['ZERO', 'drop', 5, 7, 0, 7, 1],
    ['CAP', 'drop', 6, 8, 1, 5, 1],
    ['S0', 'drop', 0, 0, 1, 6, 1],
  ];
  test.for(rows)('%s with pips:%s → AS %i, FT %i, N %i, TD %i, cap %i', ([id, pips, as, ft, n, td, cap]) => {
    const s = statsOf(id, pips);
    expect([s.attackSpeed, s.fullThrottle, s.turns, s.turnDistance, s.cap]).toEqual([as, ft, n, td, cap]);
  });
});

interface Example {
  readonly id: string;
  readonly rule: string;
  readonly craft: CraftId;
  readonly path: string;
  readonly pips?: Pips;
  readonly prior?: Rate | null;
  readonly declared?: Rate;
  /** The rate used, or null for illegal. */
  readonly rate: Rate | null;
  readonly errors: readonly MoveErrorCode[];
  readonly hexes?: number;
  readonly used?: number;
  readonly lost?: number;
  readonly facing?: number;
  readonly end?: readonly [number, number];
  /** Fields of the errors, in order, checked as a partial match. */
  readonly detail?: readonly Record<string, unknown>[];
}

// One row per example, as in the reference table.
// prettier-ignore
const EXAMPLES: readonly Example[] = [
  { id: 'X1', rule: 'a turn after each run of TD hexes, within AS, is legal at Attack Speed; unused turns are lost (H10, H14)', craft: 'XW', path: '3 L 3 R 2', rate: 'attack', errors: [], hexes: 8, used: 2, lost: 1, facing: 0, end: [8, -3] },
  { id: 'X2', rule: 'more hexes than AS but within FT is Full Throttle only: no firing (Red Leader)', craft: 'XW', path: '3 L 3 R 3 L 3', rate: 'full', errors: [], hexes: 12, used: 3, lost: 0, facing: 5, end: [12, -6] },
  { id: 'X3', rule: 'a fourth hexside with # of Turns 3 is illegal even when the run earns it (H11)', craft: 'XW', path: '3 L 3 R 3 L 3 R', rate: null, errors: ['E_TOO_MANY_TURNS'], detail: [{ used: 4, turns: 3 }] },
  { id: 'X4', rule: 'a turn after fewer straight hexes than TD is illegal (H10)', craft: 'XW', path: '2 L 6', rate: null, errors: ['E_SHORT_RUN'], detail: [{ turn: 1, run: 2, turnDistance: 3 }] },
  { id: 'X5', rule: 'with TD ≥ 1 the run starts at 0 each move: no turn before moving TD hexes (H10)', craft: 'XW', path: 'L 8', rate: null, errors: ['E_SHORT_RUN'], detail: [{ turn: 1, run: 0, turnDistance: 3 }] },
  { id: 'X6', rule: 'more hexes than Full Throttle is illegal', craft: 'XW', path: '13', rate: null, errors: ['E_TOO_FAR'], detail: [{ hexes: 13, fullThrottle: 12 }] },
  { id: 'X7a', rule: 'a double turn needs TD ≤ 0 (H12)', craft: 'XW', path: '3 LL 5', rate: null, errors: ['E_MULTI_HEXSIDE'], detail: [{ turn: 1, hexsides: 2, turnDistance: 3, needs: 0 }] },
  { id: 'X7b', rule: 'turns with no hex between them are one turn point, so `L L` is a double turn (H12)', craft: 'XW', path: '3 L L 5', rate: null, errors: ['E_MULTI_HEXSIDE'], detail: [{ turn: 1, hexsides: 2, turnDistance: 3, needs: 0 }] },
  { id: 'X8', rule: 'the compact form reads as the spaced one (Path notation)', craft: 'XW', path: '3L3R2', rate: 'attack', errors: [], hexes: 8, used: 2, lost: 1, facing: 0, end: [8, -3] },
  { id: 'X9', rule: 'a move may end with a turn point whose run meets TD (H14)', craft: 'XW', path: '4 L 4 R', rate: 'attack', errors: [], hexes: 8, used: 2, facing: 0, end: [8, -4] },
  { id: 'X10', rule: 'leftover turns are lost, not an error (H14)', craft: 'XW', path: '3 L 5', rate: 'attack', errors: [], hexes: 8, used: 1, lost: 2, facing: 5, end: [8, -5] },
  { id: 'X11', rule: 'TD 0 allows a double turn before moving (H10, H12)', craft: 'ACE', path: 'LL 4 R 4 R 4', rate: 'attack', errors: [], hexes: 12, used: 4, lost: 0, facing: 0, end: [8, -8] },
  { id: 'X12', rule: 'digits are hexes: `L 2 L 2` is two single turns (Path notation)', craft: 'ACE', path: 'L 2 L 2', rate: 'attack', errors: [], hexes: 4, used: 2, facing: 4, end: [2, -4] },
  { id: 'X13', rule: 'a bootlegger needs TD ≤ −1 (H13)', craft: 'ACE', path: 'B 6', rate: null, errors: ['E_MULTI_HEXSIDE'], detail: [{ turn: 1, hexsides: 3, turnDistance: 0, needs: -1 }] },
  { id: 'X14', rule: 'a bootlegger with TD ≤ −1 and N ≥ 3 reverses the craft (H13)', craft: 'SUP', path: '5 B 5', rate: 'attack', errors: [], hexes: 10, used: 3, lost: 1, facing: 3, end: [0, 0] },
  { id: 'X15', rule: '`RRR` is a bootlegger (H13)', craft: 'SUP', path: '3 RRR 3', rate: 'attack', errors: [], hexes: 6, used: 3, facing: 3, end: [0, 0] },
  { id: 'X16', rule: 'no turn point exceeds 3 hexsides, whatever TD (H12)', craft: 'SUP', path: 'LLLL 3', rate: null, errors: ['E_MULTI_HEXSIDE'], detail: [{ turn: 1, hexsides: 4, needs: null, instead: 'RR' }] },
  { id: 'X17', rule: 'pips:drop reads 2D+2 as 2, so TD is 6 (H1)', craft: 'PIP', path: '5 L 1', pips: 'drop', rate: null, errors: ['E_SHORT_RUN'], detail: [{ turn: 1, run: 5, turnDistance: 6 }] },
  { id: 'X18', rule: 'pips:round reads 2D+2 as 3, so TD is 5 and AS 6 (H1)', craft: 'PIP', path: '5 L 1', pips: 'round', rate: 'attack', errors: [], hexes: 6, used: 1, facing: 5, end: [6, -1] },
  { id: 'X19', rule: 'pips:drop reads Maneuverability 3D+2 as 3 turns (H1)', craft: 'MAN', path: '2 L 2 L 2 L 2 L 2', pips: 'drop', rate: null, errors: ['E_TOO_MANY_TURNS'], detail: [{ used: 4, turns: 3 }] },
  { id: 'X20', rule: 'pips:round applies to # of Turns too: 4 turns, TD 1 (H1)', craft: 'MAN', path: '2 L 2 L 2 L 2 L 2', pips: 'round', rate: 'attack', errors: [], hexes: 10, used: 4, lost: 0, facing: 2, end: [0, -2] },
  { id: 'X21a', rule: 'odd Space rounds down: AS = ⌊7/2⌋ + 4 = 7 fits 7 hexes (H2)', craft: 'ODD', path: '4 L 3', rate: 'attack', errors: [], hexes: 7 },
  { id: 'X21b', rule: 'odd Space rounds down: 8 hexes is past AS 7, Full Throttle only (H2)', craft: 'ODD', path: '4 L 4', rate: 'full', errors: [], hexes: 8 },
  { id: 'X22', rule: 'Maneuverability 0D: no turns and TD 7, and every reason is given (H4, step 6)', craft: 'ZERO', path: '3 L 2', rate: null, errors: ['E_SHORT_RUN', 'E_TOO_MANY_TURNS'], detail: [{ turn: 1, run: 3, turnDistance: 7 }, { used: 1, turns: 0 }] },
  { id: 'X23', rule: 'a straight move past AS is Full Throttle only', craft: 'ZERO', path: '7', rate: 'full', errors: [], hexes: 7 },
  { id: 'X24', rule: 'a run equal to TD allows the turn (H10)', craft: 'CAP', path: '5 L 1', rate: 'attack', errors: [], hexes: 6, used: 1, lost: 0 },
  { id: 'X25', rule: 'a Capital Ship at Attack Speed last round may stop, and the stop counts as Attack Speed (H8)', craft: 'CAP', path: 'stop', prior: 'attack', rate: 'attack', errors: [], hexes: 0 },
  { id: 'X26a', rule: 'no dead stop after Full Throttle (H8)', craft: 'CAP', path: 'stop', prior: 'full', rate: null, errors: ['E_STOP_PRIOR'], detail: [{ prior: 'full' }] },
  { id: 'X26b', rule: 'no dead stop with no recorded prior round (H8)', craft: 'CAP', path: 'stop', prior: null, rate: null, errors: ['E_STOP_PRIOR'], detail: [{ prior: null }] },
  { id: 'X27', rule: 'a squadron craft must move at least 1 hex (H8)', craft: 'XW', path: 'stop', prior: 'attack', rate: null, errors: ['E_STOP_KIND'] },
  { id: 'X28', rule: 'Space 0 gives AS = FT = 0: no legal move (H3)', craft: 'S0', path: '1', rate: null, errors: ['E_TOO_FAR'], detail: [{ hexes: 1, fullThrottle: 0 }] },
  { id: 'X29a', rule: 'an unknown character is a parse error with its position (Path notation)', craft: 'XW', path: '3 X 2', rate: null, errors: ['E_TOKEN'], detail: [{ at: 3, text: 'X' }] },
  { id: 'X29b', rule: 'a count of 0 inside a path is a parse error', craft: 'XW', path: '0 L 3', rate: null, errors: ['E_ZERO'], detail: [{ at: 1 }] },
  { id: 'X29c', rule: 'a turn point must turn one way (H12)', craft: 'XW', path: '3 LR 3', rate: null, errors: ['E_MIXED'], detail: [{ at: 3, text: 'LR' }] },
  { id: 'X29d', rule: '`stop` stands alone (H8)', craft: 'XW', path: 'stop 3', rate: null, errors: ['E_STOP_MIXED'], detail: [{ at: 1 }] },
];

describe('worked examples X1–X29 (one craft)', () => {
  test.for(EXAMPLES)('$id $craft `$path`: $rule', (x) => {
    const stats = statsOf(x.craft, x.pips);
    const v = checkMove({ stats, kind: CRAFTS[x.craft].kind, prior: x.prior ?? null, path: x.path, ...(x.declared ? { declared: x.declared } : {}) });
    expect(v.errors.map((e) => e.code)).toEqual(x.errors);
    expect(v.rate).toBe(x.rate);
    expect(v.legalAt).toEqual({ attack: x.rate === 'attack', full: x.rate !== null });
    expect(v.mayFire).toBe(x.rate === 'attack');
    x.detail?.forEach((d, i) => expect(v.errors[i]).toMatchObject(d));
    if (x.hexes !== undefined) expect(v.walk?.hexes).toBe(x.hexes);
    if (x.used !== undefined) expect(v.walk?.hexsides).toBe(x.used);
    if (x.lost !== undefined) expect(v.turnsLost).toBe(x.lost);
    if (x.facing !== undefined) expect(v.walk?.end.facing).toBe(x.facing);
    if (x.end) expect([v.walk?.end.q, v.walk?.end.r]).toEqual(x.end);
  });

  test('X14 card: the bootlegger ends in the start hex, reversed (H13)', () => {
    const v = checkMove({ stats: statsOf('SUP'), kind: 'hero', prior: null, path: '5 B 5' });
    expect(v.walk?.distance).toBe(0);
    const text = cardToText(verdictCard(en, verdictView(v, 'SUP', '5 B 5')));
    expect(text).toContain('Ends facing reversed, 0 hexes from the start hex.');
  });

  test('X2 card: Full Throttle says the craft may not fire (firing rule)', () => {
    const v = checkMove({ stats: statsOf('XW'), kind: 'squadron', prior: null, path: '3 L 3 R 3 L 3' });
    const text = cardToText(verdictCard(en, verdictView(v, 'Red Leader', '3 L 3 R 3 L 3')));
    expect(text).toContain('may not fire this Combat Phase');
    expect(text).toContain('Ends facing 1 left');
  });

  test('X28 card: Space 0 adds "no legal move" (H3)', () => {
    const v = checkMove({ stats: statsOf('S0'), kind: 'squadron', prior: null, path: '1' });
    expect(v.notes).toContain('space-zero-no-move');
    expect(cardToText(verdictCard(en, verdictView(v, 'S0', '1')))).toContain('No legal move: Space 0');
  });

  test('X25: a dead stop may fire, and the card says it counts as Attack Speed (H8)', () => {
    const v = checkMove({ stats: statsOf('CAP'), kind: 'capital', prior: 'attack', path: 'stop' });
    expect(v.deadStop).toBe(true);
    expect(cardToText(verdictCard(en, verdictView(v, 'CAP', 'stop')))).toContain('Dead stop: counts as Attack Speed');
  });
});

function verdictView(verdict: ReturnType<typeof checkMove>, name: string, typed: string) {
  const piloting = { dice: 0, pips: 0 } as const;
  return {
    subject: {
      name,
      kind: verdict.kind,
      space: verdict.stats.space,
      piloting,
      maneuverability: piloting,
      pips: 'drop' as const,
      stats: verdict.stats,
      notes: verdict.notes,
    },
    typed,
    verdict,
    prior: null,
    priorSource: 'none' as const,
    record: 'not-asked' as const,
    squadron: null,
  };
}

describe('worked examples X30–X32 (squadron Red: HOT Red1, XW Red2, XW Red3)', () => {
  const red = (paths: [string, string, string]) => [
    { name: 'Red1', stats: statsOf('HOT'), path: paths[0] },
    { name: 'Red2', stats: statsOf('XW'), path: paths[1] },
    { name: 'Red3', stats: statsOf('XW'), path: paths[2] },
  ];

  test('X30: each craft within its own AS (9, 8, 8) keeps the squadron at Attack Speed; all may fire (H6)', () => {
    const sv = checkSquadron(red(['9', '3 L 5', '8']));
    expect(sv).toMatchObject({ rate: 'attack', legal: true, mayFire: true, pushedBy: [] });
    expect(sv.members.map((m) => m.verdict.rate)).toEqual(['attack', 'attack', 'attack']);
  });

  test('X31: one craft past its AS puts the whole squadron at Full Throttle; no craft fires, Red1 and Red2 included (H6)', () => {
    const sv = checkSquadron(red(['9', '3 L 5', '3 R 3 L 3']));
    expect(sv).toMatchObject({ rate: 'full', legal: true, mayFire: false, pushedBy: ['Red3'] });
    expect(sv.members.map((m) => m.verdict.walk?.hexes)).toEqual([9, 8, 9]);
  });

  test('X32: with Attack Speed declared, Red3 at 9 > AS 8 makes the squadron move illegal (H6, H9)', () => {
    const sv = checkSquadron(red(['9', '3 L 5', '3 R 3 L 3']), 'attack');
    expect(sv).toMatchObject({ rate: 'attack', legal: false, mayFire: false });
    const red3 = sv.members[2]!.verdict;
    expect(red3.errors).toEqual([{ code: 'E_OVER_DECLARED', hexes: 9, attackSpeed: 8 }]);
    // Step 5: E_OVER_DECLARED alone still leaves the path within Full Throttle; the declaration makes it illegal.
    expect([red3.legalAt, red3.rate]).toEqual([{ attack: false, full: true }, null]);
    expect(sv.members.slice(0, 2).map((m) => m.verdict.errors)).toEqual([[], []]);
  });
});

describe('H8: the dead-stop table, every kind against every prior rate', () => {
  const cap = statsOf('CAP');
  test.for([
    ['squadron', 'attack', 'E_STOP_KIND'],
    ['squadron', 'full', 'E_STOP_KIND'],
    ['squadron', null, 'E_STOP_KIND'],
    ['hero', 'attack', null],
    ['hero', 'full', 'E_STOP_PRIOR'],
    ['hero', null, 'E_STOP_PRIOR'],
    ['capital', 'attack', null],
    ['capital', 'full', 'E_STOP_PRIOR'],
    ['capital', null, 'E_STOP_PRIOR'],
  ] as const)('%s, prior %s → %s', ([kind, prior, error]) => {
    const v = checkMove({ stats: cap, kind, prior, path: 'stop' });
    expect(v.errors.map((e) => e.code)).toEqual(error ? [error] : []);
    expect(v.rate).toBe(error ? null : 'attack');
  });

  test('turning in place is a dead stop and still needs TD ≤ 0 for the turn (H8, H10)', () => {
    expect(checkMove({ stats: statsOf('ACE'), kind: 'hero', prior: 'attack', path: 'LL' })).toMatchObject({ rate: 'attack', deadStop: true, errors: [] });
    expect(checkMove({ stats: statsOf('CAP'), kind: 'capital', prior: 'attack', path: 'L' }).errors).toEqual([
      { code: 'E_SHORT_RUN', turn: 1, run: 0, turnDistance: 5 },
    ]);
  });
});
