import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import {
  ATTITUDE_MARKERS,
  ATTACK_DIE,
  ATTACK_FACES,
  ATTITUDES,
  CHART_NAMES,
  DEFENSE_DIE,
  DEFENSE_FACES,
  RULESETS,
  SeededDice,
  determineApproach,
  forbiddenWhenStressed,
  sameManeuver,
  seedRng,
} from '../../../../src/systems/xwing/engine/index.ts';

const ships = loadCatalog().ships;
const side = fc.constantFrom('left' as const, 'right' as const);

const scenario = fc.record({
  ship: fc.integer({ min: 0, max: ships.length - 1 }),
  ruleset: fc.constantFrom('v0.2' as const, 'v0.1' as const),
  attitude: fc.constantFrom(...ATTITUDES),
  chart: fc.constantFrom(...CHART_NAMES),
  defense: fc.constantFrom(...DEFENSE_FACES),
  attack: fc.constantFrom(...ATTACK_FACES),
  tallySide: side,
  obstacleSide: side,
  stressed: fc.boolean(),
  ionized: fc.boolean(),
  actionDamage: fc.boolean(),
  reloadWithoutCharge: fc.boolean(),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function run(s: Scenario) {
  const ship = ships[s.ship]!;
  // v0.1 has no Recovery (its games never hold one): such a scenario flies Balanced.
  const attitude = RULESETS[s.ruleset].attitudes.includes(s.attitude) ? s.attitude : 'balanced';
  const faces = { defense: s.defense, attack: s.attack };
  let calls = 0;
  const dice = {
    defense: () => (calls++, faces.defense),
    attack: () => (calls++, faces.attack),
  };
  const r = determineApproach(
    RULESETS[s.ruleset],
    { dial: ship.dial, attitude, stressed: s.stressed, ionized: s.ionized, actionDamage: s.actionDamage, reloadWithoutCharge: s.reloadWithoutCharge },
    { chart: s.chart, tallySide: s.tallySide, obstacleSide: s.obstacleSide },
    dice,
  );
  return { ship, r, calls };
}

describe('approach invariants over every ship, roll, attitude and flag', () => {
  test.prop([scenario], { numRuns: 5000 })('the maneuver is on the dial (or is the ion maneuver)', (s) => {
    const { ship, r } = run(s);
    expect(r.kind).toBe('resolved'); // both sides given: never asks
    if (r.kind !== 'resolved') return;
    if (s.ionized) expect(r.fallback).toBe('ion');
    else expect(ship.dial.some((m) => sameManeuver(m, r.maneuver))).toBe(true);
  });

  test.prop([scenario], { numRuns: 5000 })('a stressed ship is never given a red (or purple) maneuver', (s) => {
    const { r } = run({ ...s, stressed: true });
    if (r.kind === 'resolved') expect(forbiddenWhenStressed(r.maneuver)).toBe(false);
  });

  test.prop([scenario], { numRuns: 5000 })('blue when the entry read last demands blue, unless a fallback took over', (s) => {
    const { r } = run(s);
    if (r.kind !== 'resolved' || r.fallback) return;
    const last = r.entriesRead.at(-1)!;
    const entry = RULESETS[s.ruleset].charts[s.chart][last.defense][last.attack];
    if (entry.blue) expect(r.maneuver.difficulty).toBe('blue');
    expect(last.maneuver && sameManeuver(last.maneuver, r.maneuver)).toBe(true);
  });

  test.prop([scenario], { numRuns: 3000 })('the attitude stays on its ruleset track and the marker matches it', (s) => {
    const { r } = run(s);
    if (r.kind !== 'resolved') return;
    expect(RULESETS[s.ruleset].attitudes).toContain(r.attitude.after);
    expect(r.marker).toBe(ATTITUDE_MARKERS[r.attitude.after]);
  });

  test.prop([scenario], { numRuns: 2000 })('an ionized ship rolls no dice; any other rolls exactly two', (s) => {
    const { calls } = run(s);
    expect(calls).toBe(s.ionized ? 0 : 2);
  });
});

describe('dice', () => {
  test.prop([fc.oneof(fc.integer(), fc.string())], { numRuns: 200 })('the same seed gives the same rolls', (seed) => {
    const a = new SeededDice(seedRng(seed));
    const b = new SeededDice(seedRng(seed));
    const rolls = (d: SeededDice) => Array.from({ length: 20 }, (_, i) => (i % 2 ? d.attack() : d.defense()));
    expect(rolls(a)).toEqual(rolls(b));
  });

  test.prop([fc.integer()], { numRuns: 100 })('a stored state continues the same sequence', (seed) => {
    const a = new SeededDice(seedRng(seed));
    a.attack();
    a.defense();
    const b = new SeededDice(a.state);
    expect([a.attack(), a.defense(), a.attack()]).toEqual([b.attack(), b.defense(), b.attack()]);
  });

  test('over 80,000 seeded rolls each face turns up within one percentage point of its share', () => {
    const n = 80_000;
    const dice = new SeededDice(seedRng('distribution'));
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const a = `attack:${dice.attack()}`;
      const d = `defense:${dice.defense()}`;
      counts.set(a, (counts.get(a) ?? 0) + 1);
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    const report: string[] = [];
    for (const [die, faces] of [
      ['attack', ATTACK_DIE],
      ['defense', DEFENSE_DIE],
    ] as const) {
      for (const face of new Set<string>(faces)) {
        const expected = faces.filter((f) => f === face).length / 8;
        const seen = (counts.get(`${die}:${face}`) ?? 0) / n;
        report.push(`${die} ${face}: ${(seen * 100).toFixed(2)}% (share ${(expected * 100).toFixed(1)}%)`);
        expect(Math.abs(seen - expected)).toBeLessThan(0.01);
      }
    }
    console.log(report.join('\n'));
  });
});
