import type { DiceSource, DieRoll } from './dice.ts';

// Game set-up, solo changes (reference "Game set-up (solo)").

/** Sanity bounds for input checking, not rules (reference "Commands"). */
export const BOUNDS = {
  scale: { min: 1, max: 20 },
  tables: { min: 1, max: 8 },
  mass: { min: 0, max: 10 },
  thrust: { min: 0, max: 30 },
  maxRevenue: { min: 1, max: 999 },
  cards: { min: 0, max: 60 },
  seize: { min: 0, max: 20 },
  // A37: wider than any table needs, so a typo is caught without limiting play.
  credits: { min: -9999, max: 9999 },
  claimMass: { min: 0, max: 999 },
  damage: { min: -99, max: 99 },
  ships: { min: 1, max: 99 },
  capital: { min: 1, max: 999 },
} as const;

export type Bounded = keyof typeof BOUNDS;

export function inBounds(what: Bounded, n: number): boolean {
  const b = BOUNDS[what];
  return Number.isInteger(n) && n >= b.min && n <= b.max;
}

/** A6: each objective at least 12 − Ⓢ inches from every other object on its table; none from Scale 12. */
export function objectiveSpacing(scale: number): number {
  return Math.max(0, 12 - scale);
}

/** A26: the seed's Margin example (Scale 5, 17 / 45) is the only max revenue the bot knows. */
export const EXAMPLE_MAX_REVENUE = { scale: 5, maxRevenue: 45 } as const;

export function defaultMaxRevenue(scale: number): number | null {
  return scale === EXAMPLE_MAX_REVENUE.scale ? EXAMPLE_MAX_REVENUE.maxRevenue : null;
}

/** A5 + A4: one D*T* per objective whose table its contract does not fix; no roll with one table. */
export function rollTable(tables: number, dice: DiceSource): { table: number; roll: DieRoll | null } {
  if (tables === 1) return { table: 1, roll: null };
  const roll = dice.roll(tables);
  return { table: roll.value, roll };
}

/** A29: contracts the solo rules invite players to redraw. */
export function redrawSuggested(contractName: string): boolean {
  return /patrol|evacuation/i.test(contractName);
}

export interface ObjectiveEntry {
  readonly name: string;
  /** A table the contract fixes (`Name@2`, A5); null: rolled. */
  readonly table: number | null;
}

export const NAME_MAX = 60;

/**
 * The objectives of `contract add`: "Rock A, Rock B@2". Returns null when the text holds
 * no name or a malformed pin; table bounds are checked against the game's tables later.
 */
export function parseObjectiveList(text: string): readonly ObjectiveEntry[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => p === '')) return null;
  const entries: ObjectiveEntry[] = [];
  for (const part of parts) {
    const m = /^(.*?)\s*(?:@\s*(\d+))?$/.exec(part);
    const name = m?.[1]?.trim() ?? '';
    // A51: a bare number is a count typed where names go (`objectives:2`), not an objective called "2".
    if (!m || name === '' || name.length > NAME_MAX || name.includes('@') || /^\d+$/.test(name)) return null;
    entries.push({ name, table: m[2] !== undefined ? Number(m[2]) : null });
  }
  return entries;
}
