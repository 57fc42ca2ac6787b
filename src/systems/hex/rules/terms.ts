// The words the rules are written in, as closed lists: every table below is keyed by them.

/** H1: how pips become a number, a per-channel setting. */
export const PIPS_SETTINGS = ['drop', 'round'] as const;
export type Pips = (typeof PIPS_SETTINGS)[number];

/** The two movement rates (H6: a rate is a category, not a number of hexes). */
export const RATES = ['attack', 'full'] as const;
export type Rate = (typeof RATES)[number];

/** What moves in the Movement Phase: squadron craft, Heroes and Capital Ships. */
export const CRAFT_KINDS = ['squadron', 'hero', 'capital'] as const;
export type CraftKind = (typeof CRAFT_KINDS)[number];

export const mod6 = (n: number): number => ((n % 6) + 6) % 6;
