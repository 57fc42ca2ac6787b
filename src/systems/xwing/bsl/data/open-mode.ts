import type { SquadronType } from '../model.ts';
import { OPEN_MODE, OPEN_MODE_LARGE, type Mission } from './missions.ts';

export { OPEN_MODE, OPEN_MODE_ID } from './missions.ts';

// Open mode (big-shed-league.md §6.7, ruling C33): a game with no mission, as one more row beside
// the eight missions (id 0), so the set-up, roles and exits read it like any mission. Its draw
// balances units, its table size follows the fleets' values, it plays no fleet assets, and it is
// scored as a value victory with no margin.

/** §6.7: "two RECON balance one STANDARD, two STANDARD one EPIC". */
export const UNITS: Readonly<Record<SquadronType, number>> = { recon: 1, standard: 2, epic: 4 };

/** Seed points under which both fleets' drawn squadrons play on the small table (pts(200); the AI's compared on norm). */
export const SMALL_TABLE_BELOW = 200;

/** The row to play: the large table when either fleet's drawn squadrons reach pts(200) (§6.7). */
export function openMode(large: boolean): Mission {
  return large ? OPEN_MODE_LARGE : OPEN_MODE;
}

/**
 * The rest of §6.7's draw, after the Active's Drawn Squadron and the Opposing's first card: the
 * fleet with fewer units draws one more card, until the units are equal or that fleet's pool is
 * empty. `pick(n)` is the seeded die (0 ≤ result < n). Returns both fleets' cards.
 */
export function balanceDraws<C extends string>(
  active: { cards: C[]; pool: C[] },
  opposing: { cards: C[]; pool: C[] },
  typeOf: (side: 'active' | 'opposing', card: C) => SquadronType,
  pick: (n: number) => number,
): { active: C[]; opposing: C[] } {
  const a = { cards: [...active.cards], pool: [...active.pool] };
  const o = { cards: [...opposing.cards], pool: [...opposing.pool] };
  const units = (side: 'active' | 'opposing', x: { cards: C[] }) => x.cards.reduce((n, card) => n + UNITS[typeOf(side, card)], 0);
  for (;;) {
    const ua = units('active', a);
    const uo = units('opposing', o);
    if (ua === uo) break;
    const fewer = ua < uo ? a : o;
    if (!fewer.pool.length) break;
    fewer.cards.push(fewer.pool.splice(pick(fewer.pool.length), 1)[0]!);
  }
  return { active: a.cards, opposing: o.cards };
}
