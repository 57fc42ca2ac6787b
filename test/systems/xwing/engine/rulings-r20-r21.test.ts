import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { ATTITUDE_MARKERS, RULESET_V02, resolveApproach, type ApproachShip } from '../../../../src/systems/xwing/engine/index.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';

const tie = loadCatalog().ship('galactic-empire', 'tielnfighter')!;
const ship = (over: Partial<ApproachShip>): ApproachShip => ({
  dial: tie.dial,
  attitude: 'recovery',
  stressed: false,
  ionized: false,
  actionDamage: false,
  reloadWithoutCharge: false,
  ...over,
});

describe('R21: Recovery keeps Recovery', () => {
  test('a stressed Recovery ship that rolls a natural focus stays in Recovery', () => {
    const r = resolveApproach(
      RULESET_V02,
      ship({ stressed: true }),
      { chart: 'front', tallySide: 'left', obstacleSide: 'left' },
      { defense: 'focus', attack: 'hit' },
    );
    expect(r.kind === 'resolved' && r.attitude).toEqual({ before: 'recovery', after: 'recovery' });
  });

  test('without a recovery condition a natural focus shifts it to Balanced (R2)', () => {
    const r = resolveApproach(RULESET_V02, ship({}), { chart: 'front', tallySide: 'left', obstacleSide: 'left' }, { defense: 'focus', attack: 'hit' });
    expect(r.kind === 'resolved' && r.attitude.after).toBe('balanced');
  });
});

describe('R20: cards name the token and the colour players see', () => {
  test.for([
    ['offensive', 'shield charge token, blue side up', '🔵'],
    ['defensive', 'shield charge token, red side up', '🔴'],
    ['balanced', 'standard charge token, gold side up', '🟡'],
    ['recovery', 'standard charge token, red side up', '🔴'],
  ] as const)('%s: %s %s', ([attitude, text, emoji]) => {
    expect(en.marker(ATTITUDE_MARKERS[attitude])).toBe(text);
    expect(en.markerColour(ATTITUDE_MARKERS[attitude])).toBe(emoji);
  });
});
