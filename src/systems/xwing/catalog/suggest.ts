import type { Catalog } from './catalog.ts';
import type { Ship } from './schema.ts';

// "Did you mean …" for a mistyped ship type: the catalogue's names closest
// to what was typed by edit distance, ignoring case, spaces and punctuation.

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Edit distance counting a swap of two neighbours as one edit (typing slips). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

/** Up to `limit` of the ship's pilot names close to `typed`, or with a word starting with it (none when nothing is). */
export function suggestPilots(ship: Ship, typed: string, limit = 3): string[] {
  const t = norm(typed);
  if (!t) return [];
  const scored = ship.pilots.flatMap((p) => {
    const words = [norm(p.name), norm(p.id), ...p.name.split(/[\s-]+/).map(norm)].filter(Boolean);
    const d = words.some((w) => w.startsWith(t)) ? 0 : Math.min(...words.map((w) => distance(t, w)));
    return d <= Math.max(2, Math.floor(t.length / 3)) ? [{ name: p.name, d }] : [];
  });
  return [...new Set(scored.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name)).map((s) => s.name))].slice(0, limit);
}

/** Up to `limit` ship names close to `typed` (none when nothing is close). */
export function suggestShips(catalog: Catalog, typed: string, limit = 3): string[] {
  const t = norm(typed);
  if (!t) return [];
  const best = new Map<string, number>();
  for (const s of catalog.ships) {
    // The name's words too: "xwnig" is near "T-65 X-wing"'s "xwing".
    const keys = [norm(s.name), norm(s.id), ...s.name.split(/[\s/]+/).map(norm)].filter(Boolean);
    const d = Math.min(...keys.map((k) => distance(t, k)));
    if (d <= Math.max(2, Math.floor(t.length / 3)) && (best.get(s.name) ?? Infinity) > d) best.set(s.name, d);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name]) => name);
}
