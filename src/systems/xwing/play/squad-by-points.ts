import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId, Pilot, Ship } from '../catalog/schema.ts';
import { INTRO_FACTION_TABLE } from './intro.ts';

// "Squad-building" in the v0.2 seed: an enemy squad for a custom
// game from the player squad's points, from the faction table's ships with no upgrades
// ("few upgrades should be included"). Ruling R34 says how the sums are made.

export interface PointsShip {
  readonly ship: Ship;
  readonly pilot: Pilot;
  readonly count: number;
}

export interface PointsGroup {
  readonly name: 'patrol-1' | 'patrol-2' | 'reinforcement' | 'enemy';
  /** What the seed asks for, in points. */
  readonly target: { readonly min: number; readonly max: number };
  readonly ships: readonly PointsShip[];
  readonly total: number;
}

export type GameSize = 'intro' | 'standard';

/** The cheapest non-limited pilot of each ship the faction table names for a role. */
function cheapest(catalog: Catalog, faction: FactionId, role: 'patrol' | 'reinforcement'): { ship: Ship; pilot: Pilot; cost: number }[] {
  return INTRO_FACTION_TABLE[faction][role]
    .flatMap((o) => {
      const ship = catalog.ship(o.faction, o.ship);
      const pilot = ship
        ? catalog
            .nonLimitedPilots(ship)
            .filter((p) => p.cost !== null)
            .sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0))[0]
        : undefined;
      return ship && pilot ? [{ ship, pilot, cost: pilot.cost ?? 0 }] : [];
    })
    .sort((a, b) => a.cost - b.cost);
}

/** As many of the cheapest ship as come nearest `target` without passing `max` (at least one). */
function fill(name: PointsGroup['name'], options: ReturnType<typeof cheapest>, target: number, min: number, max: number): PointsGroup {
  const pick = options[0];
  if (!pick) return { name, target: { min, max }, ships: [], total: 0 };
  let count = Math.max(1, Math.round(target / pick.cost));
  while (count > 1 && count * pick.cost > max) count--;
  return { name, target: { min, max }, ships: [{ ship: pick.ship, pilot: pick.pilot, count }], total: count * pick.cost };
}

/**
 * Intro-style: two Patrol waves of about half the player total each, and Reinforcements
 * slightly less than the total. Standard or Epic: 125-150 enemy points per 100.
 */
export function squadByPoints(catalog: Catalog, faction: FactionId, playerPoints: number, size: GameSize): PointsGroup[] {
  const patrol = cheapest(catalog, faction, 'patrol');
  const reinforcement = cheapest(catalog, faction, 'reinforcement');
  if (size === 'standard') {
    const min = Math.ceil(playerPoints * 1.25);
    const max = Math.floor(playerPoints * 1.5);
    // Patrol ships and Reinforcement ships alternately, cheapest first, until at least the minimum.
    const counts = new Map<string, PointsShip>();
    let total = 0;
    const pool = [patrol[0], reinforcement[0]].filter((x) => x !== undefined);
    for (let i = 0; pool.length && total < min && i < 50; i++) {
      const next = pool[i % pool.length]!;
      if (total + next.cost > max) break;
      total += next.cost;
      const key = `${next.ship.id}/${next.pilot.id}`;
      const had = counts.get(key);
      counts.set(key, { ship: next.ship, pilot: next.pilot, count: (had?.count ?? 0) + 1 });
    }
    return [{ name: 'enemy', target: { min, max }, ships: [...counts.values()], total }];
  }
  const half = playerPoints / 2;
  return [
    fill('patrol-1', patrol, half, Math.round(half * 0.8), Math.round(half * 1.2)),
    fill('patrol-2', patrol, half, Math.round(half * 0.8), Math.round(half * 1.2)),
    fill('reinforcement', reinforcement, playerPoints * 0.9, Math.round(playerPoints * 0.75), playerPoints - 1),
  ];
}
