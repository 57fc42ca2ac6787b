// Margin (reference "Margin"): credits as a share of the max revenue two players could
// earn, and the Capital a solo campaign gains for it.

export const MARGIN_RESULTS = ['fired', 'questionable', 'acceptable', 'resounding', 'outstanding'] as const;
export type MarginResult = (typeof MARGIN_RESULTS)[number];

export interface MarginRow {
  readonly result: MarginResult;
  /** Percent reached from; null: negative margins. */
  readonly threshold: number | null;
  /** Capital gained at Scale Ⓢ (A3: ☹️ is Ⓢ). */
  readonly capital: (scale: number) => number;
}

export const MARGIN_TABLE: readonly MarginRow[] = [
  { result: 'fired', threshold: null, capital: () => 0 },
  { result: 'questionable', threshold: 0, capital: (s) => s - 1 },
  { result: 'acceptable', threshold: 20, capital: (s) => s },
  { result: 'resounding', threshold: 35, capital: (s) => s + 5 },
  { result: 'outstanding', threshold: 50, capital: (s) => 2 * s },
];

export interface Margin {
  readonly credits: number;
  readonly maxRevenue: number;
  /** A25: floor(1000 × credits ÷ max), shown as tenths of a percent. */
  readonly tenths: number;
  readonly result: MarginResult;
  readonly capital: number;
  /** A27: what Resounding success would have paid, when Outstanding pays less. */
  readonly resoundingPays: number | null;
}

/** A25: row t is reached when 100 × credits ≥ t × maxRevenue, in integers; negative means credits < 0. */
export function reaches(row: MarginRow, credits: number, maxRevenue: number): boolean {
  return row.threshold === null ? credits < 0 : 100 * credits >= row.threshold * maxRevenue;
}

export function margin(credits: number, maxRevenue: number, scale: number): Margin {
  let row = MARGIN_TABLE[0]!;
  for (const r of MARGIN_TABLE) if (r.threshold !== null && reaches(r, credits, maxRevenue)) row = r;
  const capital = row.capital(scale);
  const resounding = MARGIN_TABLE.find((r) => r.result === 'resounding')!.capital(scale);
  return {
    credits,
    maxRevenue,
    tenths: Math.floor((1000 * credits) / maxRevenue),
    result: row.result,
    capital,
    resoundingPays: row.result === 'outstanding' && capital < resounding ? resounding : null,
  };
}

/** The solo campaign (reference "Solo campaigns"): start with 10 Capital; fired ends it. */
export const CAMPAIGN_START_CAPITAL = 10;
