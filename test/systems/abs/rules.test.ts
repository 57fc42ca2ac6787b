import { describe, expect, test } from 'vitest';
import { seedRng } from '../../../src/core/random.ts';
import { parseDice } from '../../../src/systems/abs/decisions.ts';
import { activate } from '../../../src/systems/abs/rules/activation.ts';
import { activityRow, COMPETITOR_ACTIVITY, rollCompetitorActivity, sizeOf } from '../../../src/systems/abs/rules/activity.ts';
import { chooseAtRandom, byIdNumber } from '../../../src/systems/abs/rules/choice.ts';
import { claimJump } from '../../../src/systems/abs/rules/claim.ts';
import { SeededDice, TypedDice, BadTypedDie } from '../../../src/systems/abs/rules/dice.ts';
import { margin, MARGIN_TABLE } from '../../../src/systems/abs/rules/margin.ts';
import { activationCandidates, deploymentCandidates, type ObjectiveFacts } from '../../../src/systems/abs/rules/objectives.ts';
import { DIRECTIONS, directionOf, rollScatter } from '../../../src/systems/abs/rules/scatter.ts';
import { objectiveSpacing, parseObjectiveList, redrawSuggested, rollTable } from '../../../src/systems/abs/rules/setup.ts';
import { ScriptedDice } from './harness.ts';

// The rules as tables, row by row, each test naming the ruling it pins.

const rng = seedRng('rules');
const scripted = (...values: [number, number][]) => new ScriptedDice(values, rng);

describe('Competitor Activity table (A10)', () => {
  test.each([
    [1, 'Light Utility Ship', 'D3'],
    [2, 'Light Utility Ship', 'D3'],
    [3, 'Fighter', '1+M'],
    [4, 'Fighter', '1+M'],
    [5, 'Gunship', '1+M'],
    [6, 'Gunship', '1+M'],
    [7, 'Frigate', 'M'],
    [8, 'Frigate', 'M'],
    [9, 'Cruiser', '1'],
    [16, 'Cruiser', '1'],
  ] as const)('total %i → %s (%s)', (total, cls, size) => {
    expect(activityRow(total)).toMatchObject({ class: cls, size });
  });

  test('the rows cover 1 and up without gaps', () => {
    for (let i = 1; i < COMPETITOR_ACTIVITY.length; i++) expect(COMPETITOR_ACTIVITY[i]!.from).toBe((COMPETITOR_ACTIVITY[i - 1]!.to ?? NaN) + 1);
    expect(COMPETITOR_ACTIVITY[0]!.from).toBe(1);
    expect(COMPETITOR_ACTIVITY.at(-1)!.to).toBeNull();
  });

  test.each([
    ['D3', 4, 2, 2],
    ['1+M', 0, null, 1],
    ['1+M', 3, null, 4],
    ['M', 2, null, 2],
    ['1', 9, null, 1],
  ] as const)('A10 size %s with Ⓜ %i (D3 %s) → %i', (size, m, d3, n) => {
    expect(sizeOf(size, m, d3)).toBe(n);
  });

  test('dice order: D6 then D3 only on the 1–2 row (A10)', () => {
    const lus = scripted([6, 1], [3, 2]);
    expect(rollCompetitorActivity(1, lus)).toMatchObject({ total: 2, class: 'Light Utility Ship', count: 2, d3: { value: 2 } });
    expect(lus.asked).toEqual([6, 3]);
    const frig = scripted([6, 6]);
    expect(rollCompetitorActivity(2, frig)).toMatchObject({ total: 8, class: 'Frigate', count: 2, d3: null });
    expect(frig.asked).toEqual([6]);
  });

  test('A10: from round 8 on every round-start roll is a Cruiser', () => {
    for (let d6 = 1; d6 <= 6; d6++) expect(rollCompetitorActivity(8, scripted([6, d6])).class).toBe('Cruiser');
  });
});

describe('objective candidates (A12, A20) and random choices (A4)', () => {
  const objs: ObjectiveFacts[] = [
    { id: 'O10', table: 1, inPlay: true, carried: false, contractExhausted: false },
    { id: 'O2', table: 1, inPlay: true, carried: false, contractExhausted: true },
    { id: 'O3', table: 1, inPlay: false, carried: false, contractExhausted: false },
    { id: 'O4', table: 1, inPlay: true, carried: true, contractExhausted: false },
    { id: 'O5', table: 2, inPlay: true, carried: false, contractExhausted: false },
    { id: 'O9', table: 1, inPlay: true, carried: false, contractExhausted: false },
  ];
  test('A12: at deployment, exhausted contracts count; out of play and carried do not; ascending ids', () => {
    expect(deploymentCandidates(objs, 1)).toEqual(['O2', 'O9', 'O10']);
  });
  test('A20: at activation, exhausted contracts do not count', () => {
    expect(activationCandidates(objs, 1)).toEqual(['O9', 'O10']);
  });
  test('A4: face k picks the k-th; one candidate rolls nothing; none gives null', () => {
    expect(chooseAtRandom(['O2', 'O9', 'O10'], scripted([3, 3]))).toMatchObject({ chosen: 'O10', roll: { sides: 3, value: 3 } });
    const one = scripted();
    expect(chooseAtRandom(['O9'], one)).toEqual({ candidates: ['O9'], roll: null, chosen: 'O9' });
    expect(one.asked).toEqual([]);
    expect(chooseAtRandom([], one).chosen).toBeNull();
  });
  test('ids sort by number', () => {
    expect(['IC10', 'IC2', 'IC1'].sort(byIdNumber)).toEqual(['IC1', 'IC2', 'IC10']);
  });
});

describe('IC activation (A20, A21)', () => {
  test('A21: the D3 is always rolled and the discard never goes below 0', () => {
    const dice = scripted([3, 3]);
    const out = activate({ table: 2, damage: 1 }, [], null, dice);
    expect(out).toMatchObject({ discarded: 1, damage: 0, move: null });
    expect(out.steps).not.toContain('move');
    expect(dice.asked).toEqual([3]);
  });
  test('step 2 shows twice the Thrust when known', () => {
    const o: ObjectiveFacts = { id: 'O1', table: 1, inPlay: true, carried: false, contractExhausted: false };
    expect(activate({ table: 1, damage: 0 }, [o], 4, scripted([3, 1])).move).toBe(8);
  });
});

describe('scatter (A16, A17)', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('A16: D8 %i points (k − 1) × 45° clockwise from N', (k) => {
    expect(DIRECTIONS.indexOf(directionOf(k)) * 45).toBe((k - 1) * 45);
  });
  test('A16: the named faces', () => {
    expect([1, 3, 6, 8].map(directionOf)).toEqual(['N', 'E', 'SW', 'NW']);
  });
  test('A17: directions already invalid are re-rolled at once; all eight invalid rolls nothing', () => {
    expect(rollScatter(['E', 'N'], scripted([8, 3], [8, 1], [8, 5]))).toMatchObject({ direction: 'S' });
    const none = scripted();
    expect(rollScatter(DIRECTIONS, none)).toEqual({ rolls: [], direction: null });
    expect(none.asked).toEqual([]);
  });
});

describe('Claim Jump (A24)', () => {
  test.each([
    [4, 3, 6, true, 5],
    [2, 2, 4, false, 4],
    [1, 5, null, false, null],
    [3, 0, 1, true, 0],
  ] as const)('IC %i vs friendly %i with %s cards → discard %s, %s left', (ic, friendly, cards, discarded, after) => {
    expect(claimJump(ic, friendly, cards)).toEqual({ discarded, cards: after, askExhausted: discarded && after === 0 });
  });
});

describe('Margin table (A25, A27)', () => {
  test.each([
    // credits, max, scale, result, capital, tenths
    [-1, 45, 5, 'fired', 0, -23],
    [0, 45, 5, 'questionable', 4, 0],
    [8, 40, 5, 'acceptable', 5, 200],
    [7, 20, 2, 'resounding', 7, 350],
    [10, 20, 2, 'outstanding', 4, 500],
    [17, 45, 5, 'resounding', 10, 377],
    [22, 45, 5, 'resounding', 10, 488],
    [23, 45, 5, 'outstanding', 10, 511],
  ] as const)('%i / %i at Scale %i → %s, +%i, %i tenths', (credits, max, scale, result, capital, tenths) => {
    expect(margin(credits, max, scale)).toMatchObject({ result, capital, tenths });
  });
  test('A25: thresholds compare in integers: 100 × credits ≥ t × max', () => {
    // 7/20 is exactly 35%: a float division could land just under.
    expect(margin(7, 20, 5).result).toBe('resounding');
    expect(margin(899, 4500, 5).result).toBe('questionable');
    expect(margin(900, 4500, 5).result).toBe('acceptable');
  });
  test('A27: the note appears only when Outstanding pays less than Resounding', () => {
    expect(margin(30, 45, 4).resoundingPays).toBe(9);
    expect(margin(30, 45, 5).resoundingPays).toBeNull();
    expect(margin(20, 45, 4).resoundingPays).toBeNull();
  });
  test('the table is in ascending thresholds', () => {
    const t = MARGIN_TABLE.map((r) => r.threshold ?? -Infinity);
    expect([...t].sort((a, b) => a - b)).toEqual(t);
  });
});

describe('set-up (A4, A5, A6, A29)', () => {
  test.each([
    [1, 11],
    [3, 9],
    [5, 7],
    [12, 0],
    [20, 0],
  ])('A6: Scale %i → %i"', (scale, inches) => {
    expect(objectiveSpacing(scale)).toBe(inches);
  });
  test('A4/A5: one table rolls nothing; more roll a D*T*', () => {
    const none = scripted();
    expect(rollTable(1, none)).toEqual({ table: 1, roll: null });
    expect(rollTable(3, scripted([3, 2]))).toMatchObject({ table: 2 });
  });
  test('A29: patrol and evacuation, any case', () => {
    expect(['Patrol Contract', 'EVACUATION', 'the patrol'].map(redrawSuggested)).toEqual([true, true, true]);
    expect(redrawSuggested('Mining')).toBe(false);
  });
  test.each([
    [
      'Rock A, Rock B',
      [
        { name: 'Rock A', table: null },
        { name: 'Rock B', table: null },
      ],
    ],
    ['Gate@2', [{ name: 'Gate', table: 2 }]],
    [
      ' Gate @ 3 , Wreck ',
      [
        { name: 'Gate', table: 3 },
        { name: 'Wreck', table: null },
      ],
    ],
    ['', null],
    ['A,,B', null],
    ['@2', null],
    ['A@x', null],
    ['A@2@3', null],
    // A51: a count typed where the names go.
    ['2', null],
    ['Rock A, 3', null],
  ] as const)('objectives %j', (input, expected) => {
    expect(parseObjectiveList(input)).toEqual(expected);
  });
  test.each([
    ['1 3 2', [1, 3, 2]],
    ['5', [5]],
    ['1,2;3', [1, 2, 3]],
    ['', []],
    ['1 x', null],
    ['-1', null],
    ['2.5', null],
  ] as const)('dice %j', (input, expected) => {
    expect(parseDice(input)).toEqual(expected);
  });
});

describe('dice sources', () => {
  test('typed values come first and do not move the generator; then the generator rolls', () => {
    const seeded = new SeededDice(rng);
    const typed = new TypedDice([4], new SeededDice(rng));
    expect(typed.roll(6)).toEqual({ sides: 6, value: 4, typed: true });
    expect(typed.state).toEqual(rng);
    expect(typed.roll(6)).toEqual(seeded.roll(6));
    expect(typed.state).toEqual(seeded.state);
  });
  test('A31: a typed value must be a face of its die (a D3 is 1–3)', () => {
    const typed = new TypedDice([4], new SeededDice(rng));
    expect(() => typed.roll(3)).toThrow(BadTypedDie);
  });
  test('the seeded source is uniform enough: every face of a D8 in 800 rolls', () => {
    const d = new SeededDice(rng);
    const seen = new Set(Array.from({ length: 800 }, () => d.roll(8).value));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
