import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  CAP_BY_TURN_DISTANCE,
  CRAFT_KINDS,
  PIPS_SETTINGS,
  RATES,
  checkMove,
  checkSquadron,
  deriveStats,
  formatDieCode,
  mirror,
  parseDieCode,
  parsePath,
  printPath,
  walkPath,
  type DieCode,
} from '../../../src/systems/hex/rules/index.ts';
import { en } from '../../../src/systems/hex/strings/en.ts';

// Properties the reference states ("Invariants for property tests") and the checker's
// own promises: it never throws, and it either accepts or says why not.

const dieCode: fc.Arbitrary<DieCode> = fc.record({ dice: fc.integer({ min: 0, max: 20 }), pips: fc.constantFrom(0 as const, 1 as const, 2 as const) });
const sheet = fc.record({ space: fc.integer({ min: 0, max: 30 }), piloting: dieCode, maneuverability: dieCode });
const stats = fc.tuple(sheet, fc.constantFrom(...PIPS_SETTINGS)).map(([s, pips]) => deriveStats(s, pips));
const kind = fc.constantFrom(...CRAFT_KINDS);
const rate = fc.option(fc.constantFrom(...RATES), { nil: null });

/** Strings made of path tokens, with now and then a bad one, joined with or without separators. */
const token = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 6, arbitrary: fc.constantFrom('L', 'R', 'l', 'r', 'LL', 'RR', 'B', 'b') },
  { weight: 1, arbitrary: fc.constantFrom('stop', '0', 'X', '-', '05', '100', 'LR') },
);
const separator = fc.constantFrom(' ', '', ',', ' , ', '  ');
const tokenString = fc.array(fc.tuple(token, separator), { maxLength: 20 }).map((parts) => parts.map(([t, s]) => t + s).join(''));
/** Only well-formed steps: counts and turn letters, each followed by a space. */
const cleanPath = fc
  .array(fc.oneof(fc.integer({ min: 1, max: 9 }).map(String), fc.constantFrom('L', 'R', 'B', 'LL', 'RR')), { minLength: 1, maxLength: 12 })
  .map((ts) => ts.join(' '));

const swapLR = (s: string) => s.replace(/[LRlr]/g, (c) => ({ L: 'R', R: 'L', l: 'r', r: 'l' })[c] ?? c);

describe('the checker never crashes, and accepts exactly when it gives no reason (step 5, step 6)', () => {
  test.prop([fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), tokenString), stats, kind, rate, rate])(
    'any text: legal ⇔ no errors, and every reason has words',
    (path, s, k, prior, declared) => {
      const v = checkMove({ stats: s, kind: k, prior, path, declared });
      expect(v.rate !== null).toBe(v.errors.length === 0);
      expect(v.mayFire).toBe(v.rate === 'attack');
      for (const e of v.errors) expect(en.moveError(e).length).toBeGreaterThan(5);
      if (v.rate === 'attack') expect(v.walk!.hexes).toBeLessThanOrEqual(s.attackSpeed);
      if (v.rate !== null) expect(v.walk!.hexes).toBeLessThanOrEqual(s.fullThrottle);
    },
  );
});

describe('Path notation: print is canonical', () => {
  test.prop([fc.oneof(tokenString, fc.string())])('parse → print → parse gives the same path, and printing again the same text', (input) => {
    const first = parsePath(input);
    fc.pre(first.ok);
    if (!first.ok) return;
    const printed = printPath(first.path);
    const again = parsePath(printed);
    expect(again).toEqual(first);
    if (again.ok) expect(printPath(again.path)).toBe(printed);
  });
});

describe('Where it ends: the reference invariants', () => {
  test.prop([fc.integer({ min: 1, max: 49 }), stats])('`n B n` ends in the start hex, reversed', (n, s) => {
    const parsed = parsePath(`${n} B ${n}`);
    if (!parsed.ok) throw new Error('unreadable');
    const { walk } = walkPath(parsed.path, s);
    expect([walk.end.q, walk.end.r, walk.end.facing, walk.distance]).toEqual([0, 0, 3, 0]);
  });

  test.prop([tokenString, stats, kind, rate, rate])('swapping every L and R keeps every verdict and mirrors the end', (path, s, k, prior, declared) => {
    const a = checkMove({ stats: s, kind: k, prior, path, declared });
    const b = checkMove({ stats: s, kind: k, prior, path: swapLR(path), declared });
    expect(b.errors.map((e) => e.code)).toEqual(a.errors.map((e) => e.code));
    expect([b.rate, b.legalAt, b.turnsLost]).toEqual([a.rate, a.legalAt, a.turnsLost]);
    if (a.walk) expect(b.walk!.end).toEqual(mirror(a.walk.end));
  });

  test.prop([cleanPath, fc.integer({ min: 1, max: 20 }), stats, kind, rate, rate])(
    'appending hexes to a path that moves never makes an illegal path legal',
    (path, more, s, k, prior, declared) => {
      const before = checkMove({ stats: s, kind: k, prior, path, declared });
      fc.pre(before.walk !== null && before.walk.hexes > 0);
      const after = checkMove({ stats: s, kind: k, prior, path: `${path} ${more}`, declared });
      if (after.legalAt.full) expect(before.legalAt.full).toBe(true);
      if (after.legalAt.attack) expect(before.legalAt.attack).toBe(true);
      expect(after.walk?.hexes).toBe(before.walk!.hexes + more);
    },
  );
});

describe('H6: a squadron moves under one rate', () => {
  const member = fc.record({ name: fc.constantFrom('A', 'B', 'C', 'D'), stats, path: fc.oneof(cleanPath, tokenString) });
  test.prop([fc.array(member, { minLength: 1, maxLength: 4 }), rate])(
    'Full Throttle iff declared or a craft goes past its own AS; legal iff every craft is legal at that rate',
    (members, declared) => {
      const sv = checkSquadron(members, declared);
      const past = sv.members.some(({ verdict: v }) => v.walk !== null && v.walk.hexes > v.stats.attackSpeed);
      expect(sv.rate).toBe(declared ?? (past ? 'full' : 'attack'));
      expect(sv.legal).toBe(sv.members.every(({ verdict }) => verdict.legalAt[sv.rate]));
      if (sv.mayFire) expect(sv.members.every(({ verdict }) => verdict.rate === 'attack' && verdict.mayFire)).toBe(true);
      if (sv.rate === 'full') expect(sv.mayFire).toBe(false);
    },
  );
});

describe('Derived values and die codes', () => {
  test.prop([sheet, fc.constantFrom(...PIPS_SETTINGS)])('TD = 10 − (p + m), AS ≤ FT, cap from its table row', (sh, pips) => {
    const s = deriveStats(sh, pips);
    expect(s.turnDistance).toBe(10 - (s.piloting + s.maneuverability));
    expect(s.attackSpeed).toBeLessThanOrEqual(s.fullThrottle);
    expect(s.turns).toBe(s.maneuverability);
    const row = CAP_BY_TURN_DISTANCE.find((r) => s.turnDistance >= r.atLeast);
    expect(s.cap).toBe(row?.cap);
    if (sh.space === 0) expect([s.attackSpeed, s.fullThrottle]).toEqual([0, 0]);
  });

  test.prop([dieCode])('a die code prints and reads back as itself (H1)', (code) => {
    expect(parseDieCode(formatDieCode(code), 'piloting')).toEqual({ ok: true, value: code });
    expect(parseDieCode(formatDieCode(code).toLowerCase().split('').join(' '), 'maneuverability')).toEqual({ ok: true, value: code });
  });

  test.prop([fc.string()])('reading any text as a die code never throws, and a refusal always has words', (text) => {
    const r = parseDieCode(text, 'piloting');
    if (!r.ok) expect(en.codeError(r.error).length).toBeGreaterThan(10);
  });
});
