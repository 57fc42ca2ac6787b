import { describe, expect, test } from 'vitest';
import { Catalog } from '../../../../src/systems/xwing/catalog/catalog.ts';
import { FACTION_IDS } from '../../../../src/systems/xwing/catalog/schema.ts';
import { loadEditions } from '../../../../src/systems/xwing/catalog/load.ts';
import { squadByPoints } from '../../../../src/systems/xwing/play/squad-by-points.ts';

// "Squad-building" (ruling R34) from the game's edition: the enemy squad
// for a custom game is the same rule read with other costs. Between 2.0 and xwa the squads
// differ exactly where the costs do: the 2.0 catalogue with the XWA costs laid over it
// builds the XWA squads, and the XWA catalogue with the 2.0 costs builds the 2.0 squads.

const editions = loadEditions();
const v20 = editions.catalog(undefined);
const xwa = editions.catalog(editions.current('xwa'));

/** `base` with the pilot costs of `from` (a pilot `from` does not price has none), everything else kept. */
function repriced(base: Catalog, from: Catalog): Catalog {
  const cost = new Map(from.ships.flatMap((s) => s.pilots.map((p) => [`${s.faction}/${s.id}/${p.id}`, from.legal(p) ? p.cost : null] as const)));
  return new Catalog({
    source: base.source,
    pin: base.pin,
    factions: FACTION_IDS.map((id) => ({ id, name: base.factionName(id) })),
    upgrades: base.upgrades,
    ships: base.ships.map((s) => ({ ...s, pilots: s.pilots.map((p) => ({ ...p, cost: cost.get(`${s.faction}/${s.id}/${p.id}`) ?? null })) })),
  });
}

const picks = (c: Catalog, faction: (typeof FACTION_IDS)[number], points: number, size: 'intro' | 'standard') =>
  squadByPoints(c, faction, points, size).map((g) => ({
    name: g.name,
    total: g.total,
    ships: g.ships.map((s) => `${s.count}× ${s.ship.id}/${s.pilot.id}`),
  }));

const CASES = FACTION_IDS.flatMap((f) => [20, 40, 100, 200].flatMap((p) => (['intro', 'standard'] as const).map((s) => [f, p, s] as const)));

describe('squads by points follow the edition’s costs (R34)', () => {
  test.each(CASES)('%s, %i points, %s: the same squad from the same costs', (faction, points, size) => {
    expect(picks(repriced(v20, xwa), faction, points, size)).toEqual(picks(xwa, faction, points, size));
    expect(picks(repriced(xwa, v20), faction, points, size)).toEqual(picks(v20, faction, points, size));
  });

  test('and the editions’ costs give different squads', () => {
    const differ = CASES.filter(([f, p, s]) => JSON.stringify(picks(v20, f, p, s)) !== JSON.stringify(picks(xwa, f, p, s)));
    expect(differ.length).toBeGreaterThan(CASES.length / 2);
    // 100 points buys five Academy Pilots in 2.0 (22 each, ruling R34's example scale); in XWA far more ships.
    const empire = (c: Catalog) => squadByPoints(c, 'galactic-empire', 100, 'intro')[0]!;
    expect(empire(xwa).ships[0]!.count).toBeGreaterThan(empire(v20).ships[0]!.count);
  });
});
