import type { DiceSource, DieRoll } from './dice.ts';

// Competitor Activity (reference "Competitor Activity"): D6 + Ⓜ on this table.

export const IC_CLASSES = ['Light Utility Ship', 'Fighter', 'Gunship', 'Frigate', 'Cruiser'] as const;
export type IcClass = (typeof IC_CLASSES)[number];

/** How a row sizes the battlegroup; Ⓜ is the number added to the D6 (A10). */
export type IcSize = 'D3' | '1+M' | 'M' | '1';

export interface ActivityRow {
  readonly from: number;
  /** null: and above. */
  readonly to: number | null;
  readonly class: IcClass;
  readonly size: IcSize;
}

export const COMPETITOR_ACTIVITY: readonly ActivityRow[] = [
  { from: 1, to: 2, class: 'Light Utility Ship', size: 'D3' },
  { from: 3, to: 4, class: 'Fighter', size: '1+M' },
  { from: 5, to: 6, class: 'Gunship', size: '1+M' },
  { from: 7, to: 8, class: 'Frigate', size: 'M' },
  { from: 9, to: null, class: 'Cruiser', size: '1' },
];

export function activityRow(total: number): ActivityRow {
  // A D6 is at least 1 and Ⓜ at least 0, so the first row covers anything lower.
  const row = COMPETITOR_ACTIVITY.find((r) => r.to === null || total <= r.to) ?? COMPETITOR_ACTIVITY[0];
  if (!row) throw new Error('empty Competitor Activity table');
  return row;
}

/** What set the roll off: a jump-in (a, A8) or the start of a round (b, A9). */
export type Trigger =
  | { readonly kind: 'jump-in'; readonly class: string; readonly mass: number; readonly jumpPoint: string }
  | { readonly kind: 'round'; readonly round: number; readonly jumpPoint: string };

/** A10: Ⓜ is the class's Mass (one ship's worth) for a jump-in, the round number at a round's start. */
export function triggerModifier(trigger: Trigger): number {
  return trigger.kind === 'jump-in' ? trigger.mass : trigger.round;
}

export interface ActivityRoll {
  readonly d6: DieRoll;
  readonly modifier: number;
  readonly total: number;
  /** Rolled only on the 1–2 row. */
  readonly d3: DieRoll | null;
  readonly class: IcClass;
  readonly count: number;
}

export function sizeOf(size: IcSize, m: number, d3: number | null): number {
  switch (size) {
    case 'D3':
      if (d3 === null) throw new Error('a D3 row needs its D3');
      return d3;
    case '1+M':
      return 1 + m;
    case 'M':
      return m;
    case '1':
      return 1;
  }
}

/** Dice, in order: D6, then D3 on 1–2. The objective's die comes after (deploy.ts). */
export function rollCompetitorActivity(modifier: number, dice: DiceSource): ActivityRoll {
  const d6 = dice.roll(6);
  const total = d6.value + modifier;
  const row = activityRow(total);
  const d3 = row.size === 'D3' ? dice.roll(3) : null;
  return { d6, modifier, total, d3, class: row.class, count: sizeOf(row.size, modifier, d3?.value ?? null) };
}
