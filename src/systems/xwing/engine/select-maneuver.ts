import type { ChartEntry } from './chart-entry.ts';
import { type Maneuver, type Side } from './types.ts';

/** The sides the players named, made concrete (see approach.ts for unknown sides). */
export interface KnownSides {
  readonly tally: Side;
  readonly obstacle: Side;
}

export const opposite = (s: Side): Side => (s === 'left' ? 'right' : 'left');

/** The direction a directional maneuver must take for this entry (ruling R10). */
export function entryDirection(entry: ChartEntry, sides: KnownSides): Side {
  if (!entry.direction) return sides.tally; // R10: no direction named: towards the tally's side.
  const side = sides[entry.direction.object];
  return entry.direction.relation === 'towards' ? side : opposite(side);
}

/** Reverse speeds count as negative when finding the slowest. */
function signedSpeed(m: Maneuver): number {
  return m.bearing === 'reverse-straight' || m.bearing === 'reverse-bank' ? -m.speed : m.speed;
}

/**
 * Reads one chart entry against a dial ("Reading an entry"). Returns null when
 * nothing on the dial satisfies it (exception 2 is the caller's business).
 * Written as plain loops: it runs for every activation and every sheet row.
 */
export function selectManeuver(dial: readonly Maneuver[], entry: ChartEntry, sides: KnownSides): Maneuver | null {
  const direction = entryDirection(entry, sides);
  const rule = entry.speed;
  const exact = typeof rule === 'object' ? rule.exactly : -1;
  const slowest = rule === 'slowest';
  // Speed target among the candidates; for "average", the distinct speeds (at most 6: 0–5).
  let target = rule === 'fastest' ? -Infinity : Infinity;
  let speedsSeen = 0; // bit mask of plain speeds, for "average"
  let any = false;
  for (let i = 0; i < dial.length; i++) {
    const m = dial[i]!;
    if (entry.rank[m.bearing] < 0) continue;
    if (entry.blue && m.difficulty !== 'blue') continue;
    if (m.direction !== null && m.direction !== direction) continue;
    if (exact >= 0 && m.speed !== exact) continue;
    any = true;
    if (rule === 'fastest') target = Math.max(target, m.speed);
    else if (slowest) target = Math.min(target, signedSpeed(m));
    else if (rule === 'average') speedsSeen |= 1 << m.speed;
    else target = exact;
  }
  if (!any) return null;
  if (rule === 'average') {
    const speeds: number[] = [];
    for (let s = 0; s <= 5; s++) if (speedsSeen & (1 << s)) speeds.push(s);
    target = speeds[speeds.length >> 1]!; // the middle; an even count rounds up
  }
  let best: Maneuver | null = null;
  for (let i = 0; i < dial.length; i++) {
    const m = dial[i]!;
    const rank = entry.rank[m.bearing];
    if (rank < 0) continue;
    if (entry.blue && m.difficulty !== 'blue') continue;
    if (m.direction !== null && m.direction !== direction) continue;
    if ((slowest ? signedSpeed(m) : m.speed) !== target) continue;
    // Ruling R4: the bearing listed first wins a tie.
    if (!best || rank < entry.rank[best.bearing]) best = m;
  }
  return best;
}
