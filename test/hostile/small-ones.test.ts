import { fc, test as prop } from '@fast-check/vitest';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { twoGroups } from '../../src/systems/xwing/bsl/muster.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';

const tmp = tempDir('small-ones-');
afterAll(() => tmp.cleanup());

describe('/abs new while a game is going', () => {
  test('names the game it is refused for (it said "a game of undefined")', async () => {
    const t = consoleTable(`${tmp.dir}/abs.sqlite`);
    try {
      await t.run('/abs new scale:5 tables:2');
      const again = (await t.run('/abs new scale:5 tables:2')).map((o) => text(o)).join('\n');
      expect(again).toContain('already has a game of A Billion Suns going (round 1)');
      expect(again).not.toContain('undefined');
    } finally {
      await t.store.close();
    }
  });
});

describe('the muster check on a huge roster (§11, C48)', () => {
  /** Every subset split two ways: the answer twoGroups must give. */
  function brute(values: readonly number[], lo: number, hi: number): boolean {
    const n = values.length;
    for (let mask = 0; mask < 3 ** n; mask++) {
      let a = 0;
      let b = 0;
      for (let i = 0, m = mask; i < n; i++, m = Math.floor(m / 3)) {
        if (m % 3 === 1) a += values[i]!;
        else if (m % 3 === 2) b += values[i]!;
      }
      if (a >= lo && a <= hi && b >= lo && b <= hi) return true;
    }
    return false;
  }

  prop.prop([fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 8 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60 })], {
    numRuns: 300,
  })('answers as trying every split would', (values, lo, span) => {
    expect(twoGroups(values, lo, lo + span)).toBe(brute(values, lo, lo + span));
  });

  test('its work does not grow with the roster: 8,000 ships cost no more passes than the copies two groups can hold', () => {
    // The cost is counted in passes over the table of sums (one copy of it per ship looked at), not timed.
    const slice = vi.spyOn(Uint8Array.prototype, 'slice');
    try {
      // Even values never make two odd sums: the whole roster is looked at, the worst case.
      const values = Array.from({ length: 8_000 }, (_, i) => [2, 4, 6, 250][i % 4]!);
      expect(twoGroups(values, 101, 101)).toBe(false);
      // Two groups of at most 101 hold at most 101 twos, 50 fours and 33 sixes; 250 fits in neither.
      expect(slice.mock.calls.length).toBeLessThanOrEqual(101 + 50 + 33);
    } finally {
      slice.mockRestore();
    }
  });
});
