import type { ChartName, Side } from '../engine/index.ts';

// The tally option: an arc and the half of the ship it is in, read as a chart and a side.

/** The tally option players type: the arc, and the half of the ship it is in. */
export const TALLY_POSITIONS = ['bullseye', 'front-left', 'front-right', 'left', 'right', 'rear-left', 'rear-right'] as const;
export type TallyPosition = (typeof TALLY_POSITIONS)[number];

export function tallyToChart(t: TallyPosition): { chart: ChartName; side: Side | null } {
  if (t === 'bullseye') return { chart: 'bullseye', side: null };
  if (t === 'left' || t === 'right') return { chart: 'side', side: t };
  const [arc, side] = t.split('-') as ['front' | 'rear', Side];
  return { chart: arc, side };
}
