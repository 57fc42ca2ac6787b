import type { Catalog } from '../catalog/catalog.ts';
import type { CampaignOptions, Fleet } from './model.ts';
import { entryValue, figure, resolve, sizeClass } from './values.ts';

// The muster check (big-shed-league.md §11, ruling C48): a fleet is eliminated when its deployable
// ships (not MIA, not KIA, not huge) cannot form two disjoint groups each worth pts(60)–pts(120).

/**
 * Whether two disjoint groups of `values` each sum into [lo, hi]: exact, over the bounded
 * pairs of sums. Its cost is bounded whatever the roster's size: copies of a value beyond
 * what two groups of at most `hi` can hold change nothing and are not looked at, and it
 * stops at the first pair of sums that fits (a huge imported roster must not slow every
 * campaign command of its channel).
 */
export function twoGroups(values: readonly number[], lo: number, hi: number): boolean {
  const w = hi + 1;
  let reach = new Uint8Array(w * w);
  reach[0] = 1;
  const fits = () => {
    for (let a = lo; a <= hi; a++) for (let b = lo; b <= hi; b++) if (reach[a * w + b]) return true;
    return false;
  };
  const copies = new Map<number, number>();
  for (const v of values) {
    if (v > hi || v <= 0) continue;
    const n = (copies.get(v) ?? 0) + 1;
    copies.set(v, n);
    if (n > Math.floor((2 * hi) / v)) continue;
    const next = reach.slice();
    for (let a = 0; a <= hi; a++)
      for (let b = 0; b <= hi; b++) {
        if (!reach[a * w + b]) continue;
        if (a + v <= hi) next[(a + v) * w + b] = 1;
        if (b + v <= hi) next[a * w + b + v] = 1;
      }
    reach = next;
    if (fits()) return true;
  }
  return fits();
}

export function deployableValues(catalog: Catalog, fleet: Fleet, o: CampaignOptions): number[] {
  return fleet.roster
    .filter((e) => !e.mia && sizeClass(resolve(catalog, fleet.faction, e).ship) !== 'huge')
    .map((e) => entryValue(catalog, fleet.faction, e, o));
}

export function musterFails(catalog: Catalog, fleet: Fleet, o: CampaignOptions): boolean {
  return !twoGroups(deployableValues(catalog, fleet, o), figure(fleet.side, 60, o), figure(fleet.side, 120, o));
}
