import { SeededRandom } from '../../../core/random.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { AI_ASSET_PRIORITY } from './data/assets.ts';
import { mission, type Mission } from './data/missions.ts';
import { balanceDraws, OPEN_MODE_ID, openMode, SMALL_TABLE_BELOW } from './data/open-mode.ts';
import { other } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf } from './fleet-ops.ts';
import type { AssetCard, Campaign, Fleet, Side, SquadronCard, SquadronType } from './model.ts';
import { supplyLoadout } from './slots.ts';
import { norm, pts, squadronValue } from './values.ts';

// P5 (big-shed-league.md §4, §6.7, §7.3): each fleet draws its squadrons for the mission, and
// the AI commits its asset picks.

const POOL_TYPES: Record<string, readonly SquadronType[]> = {
  none: [],
  'recon+standard': ['recon', 'standard'],
  standard: ['standard'],
  all: ['recon', 'standard', 'epic'],
};

/** P5: each fleet draws the maximum of its range, face down (C22, C23); the AI commits its asset picks (C15). */
export function drawSquadrons(catalog: Catalog, c: Campaign): BslEvent[] {
  const r = c.pending!;
  if (r.mission === OPEN_MODE_ID) return drawOpenMode(c);
  const m = mission(r.mission!);
  const rng = new SeededRandom(c.rng);
  const draws: Record<Side, SquadronCard[]> = { players: [], ai: [] };
  const pools: Record<Side, SquadronCard[]> = { players: [], ai: [] };
  for (const s of ['players', 'ai'] as const) {
    const isActive = s === r.active;
    const spec = isActive ? m.active : m.opposing;
    const f = c.fleets[s];
    const pool = f.squadrons
      .filter((q) => POOL_TYPES[spec.pool]!.includes(q.type) && !(isActive && (r.rested.includes(q.card) || q.card === r.drawn)))
      .map((q) => q.card);
    const mine: SquadronCard[] = isActive && r.drawn ? [r.drawn] : [];
    while (mine.length < spec.total && pool.length) mine.push(pool.splice(rng.below(pool.length), 1)[0]!);
    draws[s] = mine;
    pools[s] = m.escalating ? pool : [];
  }
  const events: BslEvent[] = [{ t: 'squadrons-drawn', players: draws.players, ai: draws.ai, pools, rng: rng.state }];
  events.push({ t: 'assets-selected', side: 'ai', cards: aiAssetPicks(catalog, c.fleets.ai, draws.ai) });
  return events;
}

/** Open mode's table (§6.7): the large one when either fleet's drawn squadrons reach pts(200) (the AI's on norm). */
export function openModeTable(catalog: Catalog, c: Campaign): Mission {
  const r = c.pending!;
  const value = (s: Side) => r.draws[s].reduce((n, card) => n + squadronValue(catalog, c.fleets[s], card, c.options), 0);
  const limit = pts(SMALL_TABLE_BELOW, c.options);
  return openMode(value('players') >= limit || norm(value('ai'), c.options) >= limit);
}

/**
 * P5 in open mode (§6.7): the Active's card is its Drawn Squadron, the Opposing draws 1 from all its
 * cards, then the fleet with fewer units draws until the units are equal or its pool is empty. No
 * fleet assets are played (C33), so the squadrons are revealed at once.
 */
function drawOpenMode(c: Campaign): BslEvent[] {
  const r = c.pending!;
  const rng = new SeededRandom(c.rng);
  const opposing = other(r.active);
  const activePool = c.fleets[r.active].squadrons.map((q) => q.card).filter((x) => x !== r.drawn && !r.rested.includes(x));
  const opposingPool = c.fleets[opposing].squadrons.map((q) => q.card);
  const first = opposingPool.length ? opposingPool.splice(rng.below(opposingPool.length), 1) : [];
  const typeOf = (side: 'active' | 'opposing', card: SquadronCard) =>
    c.fleets[side === 'active' ? r.active : opposing].squadrons.find((q) => q.card === card)!.type;
  const drawn = balanceDraws({ cards: r.drawn ? [r.drawn] : [], pool: activePool }, { cards: first, pool: opposingPool }, typeOf, (n) => rng.below(n));
  const draws = r.active === 'players' ? { players: drawn.active, ai: drawn.opposing } : { players: drawn.opposing, ai: drawn.active };
  return [{ t: 'squadrons-drawn', ...draws, pools: { players: [], ai: [] }, rng: rng.state }, { t: 'squadrons-revealed' }];
}

/** The AI's two highest-priority assets that can have an effect (§7.3): Additional Supplies only with an empty torpedo, missile or device slot in play. */
export function aiAssetPicks(catalog: Catalog, ai: Fleet, inPlay: readonly SquadronCard[]): AssetCard['card'][] {
  const supplied = inPlay.some(
    (card) =>
      supplyLoadout(
        catalog,
        ai,
        entriesOf(ai, card).filter((e) => !e.mia),
        0,
      ).length > 0,
  );
  return [...ai.assets]
    .filter((a) => a.asset !== 'additional-supplies' || supplied)
    .sort((a, b) => AI_ASSET_PRIORITY.indexOf(a.asset) - AI_ASSET_PRIORITY.indexOf(b.asset))
    .slice(0, 2)
    .map((a) => a.card);
}
