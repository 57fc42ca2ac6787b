import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { parseDialCode } from '../../../../src/systems/xwing/catalog/dial-code.ts';
import {
  ATTITUDE_MARKERS,
  RULESET_V01,
  RULESET_V02,
  afterAttacking,
  afterDefending,
  determineApproach,
  endPhaseShift,
  GivenDice,
  parseChartEntry,
  resolveApproach,
  shiftAttitude,
  step3B,
  type ApproachShip,
  type Attitude,
  type DefenseFace,
} from '../../../../src/systems/xwing/engine/index.ts';

const cat = loadCatalog();
const tie = cat.ship('galactic-empire', 'tielnfighter')!;
const jump = cat.ship('scum-and-villainy', 'jumpmaster5000')!;
const quad = cat.ship('scum-and-villainy', 'quadrijettransferspacetug')!;
const base = (over: Partial<ApproachShip> = {}): ApproachShip => ({
  dial: tie.dial,
  attitude: 'balanced',
  stressed: false,
  ionized: false,
  actionDamage: false,
  reloadWithoutCharge: false,
  ...over,
});

describe('step 3B approach roll modifiers (v0.2)', () => {
  // [attitude, rolled, recovery condition, result]
  const table: [Attitude, DefenseFace, boolean, DefenseFace][] = [
    ['offensive', 'evade', false, 'blank'],
    ['offensive', 'evade', true, 'focus'],
    ['offensive', 'focus', false, 'focus'],
    ['offensive', 'focus', true, 'focus'],
    ['offensive', 'blank', false, 'blank'],
    ['offensive', 'blank', true, 'blank'],
    ['defensive', 'blank', false, 'evade'],
    ['defensive', 'blank', true, 'focus'],
    ['defensive', 'evade', false, 'evade'],
    ['defensive', 'evade', true, 'evade'],
    ['defensive', 'focus', false, 'focus'],
    ['defensive', 'focus', true, 'focus'],
    ['balanced', 'evade', false, 'evade'],
    ['balanced', 'evade', true, 'focus'],
    ['balanced', 'blank', false, 'blank'],
    ['balanced', 'blank', true, 'focus'],
    ['balanced', 'focus', true, 'focus'],
    ['recovery', 'evade', false, 'evade'], // ruling R2
    ['recovery', 'blank', false, 'blank'], // ruling R2
    ['recovery', 'evade', true, 'focus'],
    ['recovery', 'blank', true, 'focus'],
    ['recovery', 'focus', false, 'focus'],
  ];
  test.for(table)('%s rolling %s with recovery condition %s -> %s', ([attitude, face, rc, expected]) => {
    expect(step3B(attitude, face, rc)).toBe(expected);
  });

  test.for([
    ['stressed', { stressed: true }],
    ['a faceup damage card with an Action header', { actionDamage: true }],
    ['Reload on the bar and no active ordnance charge', { reloadWithoutCharge: true }],
  ] as const)('%s is a recovery condition: a Balanced evade becomes focus and the ship enters Recovery', ([, flags]) => {
    const r = resolveApproach(RULESET_V02, base(flags), { chart: 'bullseye' }, { defense: 'evade', attack: 'hit' });
    expect(r.kind).toBe('resolved');
    if (r.kind !== 'resolved') return;
    expect(r.recoveryCondition).toBe(true);
    expect(r.changes).toEqual([{ from: 'evade', to: 'focus', reason: 'step-3b' }]);
    expect(r.maneuver).toEqual(parseDialCode('3FB')); // focus/hit: average B straight
    expect(r.attitude).toEqual({ before: 'balanced', after: 'recovery' });
    expect(r.marker).toEqual(ATTITUDE_MARKERS.recovery);
  });

  test('an Offensive ship without a recovery condition reads evade as blank', () => {
    const r = resolveApproach(RULESET_V02, base({ attitude: 'offensive' }), { chart: 'bullseye' }, { defense: 'evade', attack: 'blank' });
    expect(r.kind === 'resolved' && r.maneuver).toEqual(parseDialCode('5FW')); // blank/blank: fastest straight
    expect(r.kind === 'resolved' && r.attitude.after).toBe('offensive');
  });

  test('v0.1 never modifies the roll', () => {
    const r = resolveApproach(RULESET_V01, base({ stressed: true, attitude: 'offensive' }), { chart: 'bullseye' }, { defense: 'evade', attack: 'hit' });
    expect(r.kind === 'resolved' && r.changes).toEqual([]);
    expect(r.kind === 'resolved' && r.attitude.after).toBe('defensive');
  });
});

describe('exceptions, in order', () => {
  test('ionized: no roll, the blue 1 straight, attitude unchanged (ruling R6)', () => {
    const r = determineApproach(RULESET_V02, base({ ionized: true, attitude: 'offensive' }), { chart: 'front' }, new GivenDice({}));
    expect(r.kind).toBe('resolved');
    if (r.kind !== 'resolved') return;
    expect(r.roll).toBeNull();
    expect(r.maneuver).toEqual({ speed: 1, bearing: 'straight', direction: null, difficulty: 'blue' });
    expect(r.fallback).toBe('ion');
    expect(r.attitude).toEqual({ before: 'offensive', after: 'offensive' });
  });

  test('stressed and red: the defense die becomes focus and the entry is read again', () => {
    // Offensive does not modify a blank; bullseye blank/crit is "fastest advanced" = 4 K-turn (red).
    const r = resolveApproach(RULESET_V02, base({ attitude: 'offensive', stressed: true }), { chart: 'bullseye' }, { defense: 'blank', attack: 'crit' });
    expect(r.kind).toBe('resolved');
    if (r.kind !== 'resolved') return;
    expect(r.entriesRead.map((e) => e.maneuver)).toEqual([parseDialCode('4KR'), parseDialCode('3FB')]);
    expect(r.changes).toEqual([{ from: 'blank', to: 'focus', reason: 'stressed-red' }]);
    expect(r.maneuver).toEqual(parseDialCode('3FB'));
    // A focus put there by an exception shifts towards Balanced, not Recovery (ruling R11).
    expect(r.attitude.after).toBe('balanced');
  });

  test('stressed and red, and the focus entry is not on the dial: the slowest straight that is not red', () => {
    // JumpMaster, tally right: side blank/focus = fastest turn towards tally = 2 right turn (red);
    // side focus/focus = slowest blue bank or turn to the right: none.
    const r = resolveApproach(
      RULESET_V02,
      base({ dial: jump.dial, attitude: 'offensive', stressed: true }),
      { chart: 'side', tallySide: 'right', obstacleSide: 'left' },
      { defense: 'blank', attack: 'focus' },
    );
    expect(r.kind === 'resolved' && r.maneuver).toEqual(parseDialCode('1FB'));
    expect(r.kind === 'resolved' && r.fallback).toBe('slowest-straight');
    expect(r.kind === 'resolved' && r.changes.map((c) => c.reason)).toEqual(['stressed-red']);
  });

  test('no such maneuver: read again at focus with the same attack die (exception 2)', () => {
    const r = resolveApproach(
      RULESET_V02,
      base({ dial: jump.dial }),
      { chart: 'bullseye', tallySide: 'right', obstacleSide: 'left' },
      { defense: 'evade', attack: 'crit' },
    );
    expect(r.kind === 'resolved' && r.entriesRead.map((e) => [e.defense, e.attack, e.maneuver])).toEqual([
      ['evade', 'crit', null],
      ['focus', 'crit', parseDialCode('3FB')],
    ]);
  });

  test('a focus from step 3B stays a Recovery focus when exception 2 cannot change it', () => {
    // Balanced + stressed: blank -> focus (3B). JumpMaster front focus/crit, tally right: nothing -> slowest straight.
    const r = resolveApproach(
      RULESET_V02,
      base({ dial: jump.dial, stressed: true }),
      { chart: 'front', tallySide: 'right', obstacleSide: 'left' },
      { defense: 'blank', attack: 'crit' },
    );
    expect(r.kind === 'resolved' && [r.maneuver, r.fallback, r.attitude.after]).toEqual([parseDialCode('1FB'), 'slowest-straight', 'recovery']);
  });
});

describe('sides', () => {
  test('an entry that needs the tally side asks for it instead of guessing', () => {
    const r = resolveApproach(RULESET_V02, base(), { chart: 'front' }, { defense: 'evade', attack: 'hit' });
    expect(r).toEqual({ kind: 'needs-side', chart: 'front', roll: { defense: 'evade', attack: 'hit' }, needs: ['tally'] });
  });

  test('an entry that needs the obstacle side asks for it', () => {
    const r = resolveApproach(RULESET_V02, base(), { chart: 'bullseye' }, { defense: 'evade', attack: 'blank' });
    expect(r.kind === 'needs-side' && r.needs).toEqual(['obstacle']);
  });

  test('an entry that ends on a straight needs no side', () => {
    const r = resolveApproach(RULESET_V02, base(), { chart: 'front' }, { defense: 'focus', attack: 'focus' });
    expect(r.kind === 'resolved' && r.maneuver).toEqual(parseDialCode('3FB'));
  });

  test('a tally in the bullseye has no side: left unless the players name one (ruling R5, R10)', () => {
    const q = (tallySide?: 'left' | 'right') =>
      resolveApproach(RULESET_V02, base({ dial: quad.dial }), { chart: 'bullseye', ...(tallySide ? { tallySide } : {}) }, { defense: 'blank', attack: 'crit' });
    const left = q();
    expect(left.kind === 'resolved' && [left.maneuver, left.sides.tallyDefaulted]).toEqual([parseDialCode('2LR'), true]);
    const right = q('right');
    expect(right.kind === 'resolved' && right.maneuver).toEqual(parseDialCode('2PR'));
  });
});

describe('attitude track', () => {
  const table: [Attitude, Attitude, Attitude][] = [
    ['offensive', 'offensive', 'offensive'],
    ['offensive', 'balanced', 'balanced'],
    ['offensive', 'defensive', 'balanced'],
    ['offensive', 'recovery', 'recovery'],
    ['balanced', 'offensive', 'offensive'],
    ['balanced', 'balanced', 'balanced'],
    ['balanced', 'defensive', 'defensive'],
    ['balanced', 'recovery', 'recovery'],
    ['defensive', 'offensive', 'balanced'],
    ['defensive', 'balanced', 'balanced'],
    ['defensive', 'defensive', 'defensive'],
    ['defensive', 'recovery', 'recovery'],
    ['recovery', 'offensive', 'balanced'],
    ['recovery', 'balanced', 'balanced'],
    ['recovery', 'defensive', 'balanced'],
    ['recovery', 'recovery', 'recovery'],
  ];
  test.for(table)('%s shifted towards %s is %s', ([from, towards, to]) => {
    expect(shiftAttitude(from, towards)).toBe(to);
  });

  test('damage dealt in an attack shifts towards Offensive; none leaves it', () => {
    expect(afterAttacking('defensive', 1)).toBe('balanced');
    expect(afterAttacking('defensive', 0)).toBe('defensive');
  });
  test('damage taken when defending shifts towards Defensive; none leaves it', () => {
    expect(afterDefending('offensive', 2)).toBe('balanced');
    expect(afterDefending('offensive', 0)).toBe('offensive');
  });
  test.for([
    ['balanced', 0, 0, 'offensive', ['did-not-defend']],
    ['balanced', 1, 2, 'defensive', ['defended-more-than-attacked']],
    ['offensive', 2, 1, 'offensive', []],
    ['recovery', 0, 1, 'balanced', ['defended-more-than-attacked']],
    ['defensive', 1, 0, 'balanced', ['did-not-defend']],
  ] as const)('End Phase: %s with %i attacks and %i defenses -> %s', ([from, attacks, defenses, to, reasons]) => {
    expect(endPhaseShift(from, { attacks, defenses })).toEqual({ attitude: to, reasons });
  });

  test('each attitude has its marker: token, side and colour (R20: Recovery is red on a card, not brown)', () => {
    expect(ATTITUDE_MARKERS.offensive).toMatchObject({ token: 'shield-charge', side: 'inactive', colour: 'blue' });
    expect(ATTITUDE_MARKERS.defensive).toMatchObject({ token: 'shield-charge', side: 'active', colour: 'red' });
    expect(ATTITUDE_MARKERS.balanced).toMatchObject({ token: 'standard-charge', side: 'active', colour: 'gold' });
    expect(ATTITUDE_MARKERS.recovery).toMatchObject({ token: 'standard-charge', side: 'inactive', colour: 'red' });
  });
});

describe('chart entry wording', () => {
  test('parses speed, blue, bearings in order and direction', () => {
    expect(parseChartEntry('slowest B bank or turn, away from obstacle')).toMatchObject({
      speed: 'slowest',
      blue: true,
      groups: ['bank', 'turn'],
      direction: { relation: 'away', object: 'obstacle' },
    });
    expect(parseChartEntry('slowest straight, stationary or reverse').bearings).toEqual(['straight', 'stationary', 'reverse-straight', 'reverse-bank']);
    expect(parseChartEntry('2 straight').speed).toEqual({ exactly: 2 });
  });
  test('rejects wording it does not understand', () => {
    expect(() => parseChartEntry('fastest spin, towards tally')).toThrow(/unknown bearing/);
  });
});
