import type { ChartEntry } from './chart-entry.ts';
import { takesDirection, type Maneuver, type Side } from './types.ts';

/** The sides the players named, made concrete (see approach.ts for unknown sides). */
export interface KnownSides {
  readonly tally: Side;
  readonly obstacle: Side;
}

export const opposite = (s: Side): Side => (s === 'left' ? 'right' : 'left');

const isReverse = (m: Maneuver) => m.bearing === 'reverse-straight' || m.bearing === 'reverse-bank';

/** The direction a directional maneuver must take for this entry (ruling R10). */
export function entryDirection(entry: ChartEntry, sides: KnownSides): Side {
  if (!entry.direction) return sides.tally; // R10: no direction named: towards the tally's side.
  const side = sides[entry.direction.object];
  return entry.direction.relation === 'towards' ? side : opposite(side);
}

/**
 * Reads one chart entry against a dial ("Reading an entry"). Returns null when
 * nothing on the dial satisfies it (exception 2 is the caller's business).
 */
export function selectManeuver(dial: readonly Maneuver[], entry: ChartEntry, sides: KnownSides): Maneuver | null {
  const direction = entryDirection(entry, sides);
  const speedRule = entry.speed;
  const candidates: Maneuver[] = [];
  for (const m of dial) {
    if (!entry.bearings.includes(m.bearing)) continue;
    if (entry.blue && m.difficulty !== 'blue') continue;
    if (takesDirection(m.bearing) && m.direction !== direction) continue;
    if (typeof speedRule === 'object' && m.speed !== speedRule.exactly) continue;
    candidates.push(m);
  }
  if (candidates.length === 0) return null;

  let target: number;
  let metric: (m: Maneuver) => number = (m) => m.speed;
  if (speedRule === 'fastest') {
    target = Math.max(...candidates.map(metric));
  } else if (speedRule === 'slowest') {
    metric = (m) => (isReverse(m) ? -m.speed : m.speed); // reverse speeds count as negative
    target = Math.min(...candidates.map(metric));
  } else if (speedRule === 'average') {
    const speeds = [...new Set(candidates.map(metric))].sort((a, b) => a - b);
    target = speeds[Math.floor(speeds.length / 2)]!; // middle; an even count rounds up
  } else {
    target = speedRule.exactly;
  }
  let best: Maneuver | null = null;
  for (const m of candidates) {
    if (metric(m) !== target) continue;
    // Ruling R4: the bearing listed first wins a tie.
    if (!best || entry.bearings.indexOf(m.bearing) < entry.bearings.indexOf(best.bearing)) best = m;
  }
  return best;
}
