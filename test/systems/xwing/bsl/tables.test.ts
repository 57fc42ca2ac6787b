import { describe, expect, test } from 'vitest';
import { AI_ASSET_PRIORITY, ASSETS } from '../../../../src/systems/xwing/bsl/data/assets.ts';
import { HYPERDRIVE } from '../../../../src/systems/xwing/bsl/data/hyperdrive.ts';
import { MISSIONS, missionsFor } from '../../../../src/systems/xwing/bsl/data/missions.ts';
import { SHIPYARD } from '../../../../src/systems/xwing/bsl/data/shipyard.ts';
import { ASSET_IDS } from '../../../../src/systems/xwing/bsl/model.ts';
import { entryValue } from '../../../../src/systems/xwing/bsl/values.ts';
import { catalog, fleetOf, OPTIONS } from './fixtures.ts';

// The Big Shed League's tables, checked against the catalogue and the reference's rows.

describe('hyperdrive table (§1.6, C7)', () => {
  test('lists each of the 90 (faction, chassis) files of xwing-data2 exactly once', () => {
    for (const ship of catalog.ships) {
      const row = HYPERDRIVE[ship.faction];
      expect(
        [...row.yes, ...row.no].filter((c) => c === ship.id),
        `${ship.faction}/${ship.id}`,
      ).toHaveLength(1);
    }
    expect(Object.values(HYPERDRIVE).reduce((n, r) => n + r.yes.length + r.no.length, 0)).toBe(90);
  });
});

describe('AI shipyard (§2.3)', () => {
  const cost = (faction: keyof typeof SHIPYARD, p: { chassis: string; pilot: string; upgrades: readonly { upgrade: string; slot: string }[] }) =>
    entryValue(
      catalog,
      faction,
      fleetOf('ai', faction, 0, [['2', 'standard', [[p.chassis, p.pilot, ...p.upgrades.map((u) => [u.upgrade, u.slot] as [string, string])]]]]).roster[0]!,
      OPTIONS,
    );
  // The reference's table: P options (lo/hi), R options, L, in its printed costs.
  const printed: Record<string, { p: [number, number][]; r: number[]; l: number }> = {
    'rebel-alliance': { p: [[22, 24]], r: [36, 44], l: 67 },
    'galactic-empire': {
      p: [
        [22, 25],
        [26, 28],
      ],
      r: [35, 42],
      l: 43,
    },
    'scum-and-villainy': {
      p: [
        [22, 24],
        [25, 29],
        [22, 23],
      ],
      r: [47, 45],
      l: 41,
    },
    resistance: { p: [[26, 26]], r: [40, 44], l: 51 },
    'first-order': { p: [[25, 28]], r: [41, 40], l: 58 },
    'galactic-republic': { p: [[25, 26]], r: [43, 39], l: 42 },
    'separatist-alliance': { p: [[20, 22]], r: [35, 40], l: 51 },
  };
  test.for(Object.keys(printed))('%s: costs as printed in the reference', (faction) => {
    const y = SHIPYARD[faction as keyof typeof SHIPYARD];
    const want = printed[faction]!;
    expect(y.p.map((p) => [cost(faction as 'resistance', p.lo), cost(faction as 'resistance', p.hi)])).toEqual(want.p);
    expect(y.r.map((r) => cost(faction as 'resistance', r))).toEqual(want.r);
    expect(cost(faction as 'resistance', y.l)).toBe(want.l);
  });
});

describe('missions (§4, §6) and assets (§7)', () => {
  test('8 missions; the Drawn Squadron table of §4', () => {
    expect(MISSIONS.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(missionsFor('recon').map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(missionsFor('standard').map((m) => m.id)).toEqual([1, 4, 5, 6]);
    expect(missionsFor('epic').map((m) => m.id)).toEqual([6, 7, 8]);
  });
  test('margins 12 / 12 / 24 (C30) / 48 for the value missions 4, 5, 6, 8', () =>
    expect(MISSIONS.filter((m) => m.victory === 'value').map((m) => [m.id, m.margin])).toEqual([
      [4, 12],
      [5, 12],
      [6, 24],
      [8, 48],
    ]));
  test('every asset has a row and a place in the AI priority list', () => {
    expect(ASSETS.map((a) => a.id).sort()).toEqual([...ASSET_IDS].sort());
    expect([...AI_ASSET_PRIORITY].sort()).toEqual([...ASSET_IDS].sort());
  });
});
