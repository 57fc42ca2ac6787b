import { checkMove, type Verdict } from './check.ts';
import type { Stats } from './stats.ts';
import type { Rate } from './terms.ts';

// H6: a squadron moves under one rate. Each craft keeps its own allowance, # of Turns
// and Turn Distance; one craft past its own Attack Speed puts the whole squadron at
// Full Throttle, and then no craft of it fires.

export interface SquadronMember {
  readonly name: string;
  readonly stats: Stats;
  readonly path: string;
}

export interface SquadronVerdict {
  readonly members: readonly { readonly name: string; readonly verdict: Verdict }[];
  readonly declared: Rate | null;
  /** The squadron's rate (H6): declared, or Full Throttle when any craft goes past its AS. */
  readonly rate: Rate;
  /** The craft whose paths are longer than their own Attack Speed. */
  readonly pushedBy: readonly string[];
  /** Every craft's path is legal at the squadron's rate. */
  readonly legal: boolean;
  readonly mayFire: boolean;
}

export function checkSquadron(members: readonly SquadronMember[], declared: Rate | null = null): SquadronVerdict {
  // H8: squadron craft have no dead stop, so their prior rate never matters.
  const checked = members.map((m) => ({ name: m.name, verdict: checkMove({ stats: m.stats, kind: 'squadron', prior: null, path: m.path, declared }) }));
  const pushedBy = checked.filter(({ verdict: v }) => v.walk !== null && v.walk.hexes > v.stats.attackSpeed).map((c) => c.name);
  const rate: Rate = declared ?? (pushedBy.length > 0 ? 'full' : 'attack');
  const legal = checked.length > 0 && checked.every(({ verdict }) => verdict.legalAt[rate]);
  return { members: checked, declared, rate, pushedBy, legal, mayFire: legal && rate === 'attack' };
}

/** `/hex squadron`'s paths option: `Red1: 3 L 5; Red2: 8` (entries split by `;` or new lines). */
export type PathsProblem = 'empty' | 'no-colon' | 'no-name' | 'duplicate';

export type PathsResult =
  | { readonly ok: true; readonly entries: readonly { readonly name: string; readonly path: string }[] }
  | { readonly ok: false; readonly problem: PathsProblem; readonly entry: string };

export function parseSquadronPaths(input: string): PathsResult {
  const entries: { name: string; path: string }[] = [];
  for (const raw of input.split(/[;\n]/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    if (colon < 0) return { ok: false, problem: 'no-colon', entry };
    const name = entry.slice(0, colon).trim().replace(/\s+/g, ' ');
    if (name === '') return { ok: false, problem: 'no-name', entry };
    if (entries.some((e) => e.name.toLowerCase() === name.toLowerCase())) return { ok: false, problem: 'duplicate', entry: name };
    entries.push({ name, path: entry.slice(colon + 1) });
  }
  if (entries.length === 0) return { ok: false, problem: 'empty', entry: input.trim() };
  return { ok: true, entries };
}
