import { SeededRandom } from '../../../core/random.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { CANCELS } from './data/assets.ts';
import { other } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf } from './fleet-ops.ts';
import type { AssetId, Campaign, Note, RoundState, Side, SquadronCard, SquadronType } from './model.ts';
import { supplyLoadout, type Supply } from './slots.ts';
import { entryValue, squadronValue } from './values.ts';

// §7.1 (big-shed-league.md): the assets both fleets played, resolved: cancellations, then each
// effect the bot resolves in order, the Opposing fleet's first; the rest become reminders on
// the set-up card. One generator draws for every effect in that order.

/** What the resolution works on: the draws as the effects change them, and what it notes and offers. */
interface Resolving {
  readonly catalog: Catalog;
  readonly c: Campaign;
  readonly r: RoundState;
  readonly rng: SeededRandom;
  readonly live: Record<Side, AssetId[]>;
  readonly notes: Note[];
  readonly sabotaged: string[];
  readonly shortage: SquadronCard[];
  readonly draws: Record<Side, SquadronCard[]>;
  readonly supplies: (Supply & { side: Side })[];
  readonly offers: { exchange: boolean; disrupt: { seen: SquadronCard; swap: SquadronCard } | null };
}

/** 7.1.3: an asset and the one it cancels both leave play. */
function cancel(live: Record<Side, AssetId[]>, notes: Note[]): void {
  for (const [x, y] of CANCELS)
    for (const s of ['players', 'ai'] as const) {
      const o = other(s);
      const i = live[s].indexOf(x);
      const j = live[o].indexOf(y);
      if (i < 0 || j < 0) continue;
      live[s].splice(i, 1);
      live[o].splice(live[o].indexOf(y), 1);
      notes.push({ k: 'cancels', asset: x, cancelled: y });
    }
}

const value = (x: Resolving, side: Side, card: SquadronCard) => squadronValue(x.catalog, x.c.fleets[side], card, x.c.options);
const typeOf = (x: Resolving, side: Side, card: SquadronCard) => x.c.fleets[side].squadrons.find((q) => q.card === card)!.type;

/** Own cards of a type not in play and not rested (the Drawn Squadron stays: it chose the mission). */
function spare(x: Resolving, side: Side, type: SquadronType): SquadronCard[] {
  return x.c.fleets[side].squadrons
    .filter((q) => q.type === type && !x.draws[side].includes(q.card) && !(side === x.r.active && x.r.rested.includes(q.card)))
    .map((q) => q.card);
}

/** Sabotage: one of the target's cards in play, and the most valuable ship in it (the RNG breaks ties). */
function sabotage(x: Resolving, target: Side): void {
  const cards = x.draws[target];
  if (!cards.length) return;
  const card = cards[x.rng.below(cards.length)]!;
  const fleet = x.c.fleets[target];
  const ships = entriesOf(fleet, card).filter((e) => !e.mia);
  const best = Math.max(...ships.map((e) => entryValue(x.catalog, fleet.faction, e, x.c.options)));
  const top = ships.filter((e) => entryValue(x.catalog, fleet.faction, e, x.c.options) === best);
  const hit = top[top.length > 1 ? x.rng.below(top.length) : 0];
  if (hit && !hit.damaged) x.sabotaged.push(hit.id);
  x.notes.push({ k: 'sabotage', ship: hit ? hit.callsign : null, card });
}

function supplyShortage(x: Resolving, target: Side): void {
  const cards = x.draws[target];
  if (!cards.length) return;
  const card = cards[x.rng.below(cards.length)]!;
  x.shortage.push(card);
  x.notes.push({ k: 'shortage', card });
}

/** The RNG picks one own card in play; each of its ships takes a free munition (§7.2; the players get the AI's loadout, C62). */
function additionalSupplies(x: Resolving, owner: Side): void {
  const cards = x.draws[owner];
  if (!cards.length) return;
  const card = cards[x.rng.below(cards.length)]!;
  const fleet = x.c.fleets[owner];
  const got = supplyLoadout(
    x.catalog,
    fleet,
    entriesOf(fleet, card).filter((e) => !e.mia),
    x.c.round,
  );
  x.supplies.push(...got.map((g) => ({ ...g, side: owner })));
  const callsign = (id: string) => fleet.roster.find((e) => e.id === id)?.callsign ?? id.toUpperCase();
  x.notes.push({ k: 'supplies', card, got: got.map((g) => ({ ship: callsign(g.entry), upgrade: g.upgrade })) });
}

/** The AI's Fleet Intelligence: its lowest-value card for its best eligible card of that type, if worth more (§7.2). */
function aiExchange(x: Resolving): void {
  const own = x.draws.ai.filter((card) => card !== (x.r.active === 'ai' ? x.r.drawn : null));
  const low = [...own].sort((a, b) => value(x, 'ai', a) - value(x, 'ai', b))[0];
  if (!low) return;
  const best = spare(x, 'ai', typeOf(x, 'ai', low)).sort((a, b) => value(x, 'ai', b) - value(x, 'ai', a))[0];
  if (!(best && value(x, 'ai', best) > value(x, 'ai', low))) return;
  x.draws.ai[x.draws.ai.indexOf(low)] = best;
  x.notes.push({ k: 'intel-exchange', out: low, inn: best });
}

/** Fleet Intelligence: the target's cards are seen; the AI exchanges by itself, the players are offered the exchange. */
function fleetIntelligence(x: Resolving, owner: Side, target: Side): void {
  x.notes.push({ k: 'intel-cards', whose: target, cards: [...x.draws[target]] });
  if (owner === 'ai') aiExchange(x);
  else x.offers.exchange = true;
}

/** Disrupted Command's replacements: the spare cards of the seen card's type, else of the next type in EPIC, STANDARD, RECON order. */
function replacements(x: Resolving, target: Side, type: SquadronType): SquadronCard[] {
  const order = ['epic', 'standard', 'recon'] as const;
  for (const t of order.slice(order.indexOf(type))) {
    const pool = spare(x, target, t);
    if (pool.length) return pool;
  }
  return [];
}

/** Disrupted Command: one of the target's cards is seen, and may be swapped for a spare one. */
function disruptedCommand(x: Resolving, owner: Side, target: Side): void {
  const cards = x.draws[target].filter((card) => card !== (target === x.r.active ? x.r.drawn : null));
  if (!cards.length) return;
  const seen = cards[x.rng.below(cards.length)]!;
  const pool = replacements(x, target, typeOf(x, target, seen));
  const mean = pool.length ? pool.reduce((n, card) => n + value(x, target, card), 0) / pool.length : Infinity;
  // The AI forces the swap when the card it saw is worth more than the mean replacement; the players always may (by hand).
  const swaps = pool.length > 0 && (owner === 'players' || value(x, target, seen) > mean);
  if (!swaps) return;
  const swap = pool[x.rng.below(pool.length)]!;
  if (owner === 'ai') {
    x.draws[target][x.draws[target].indexOf(seen)] = swap;
    x.notes.push({ k: 'disrupt-forced', seen, swap });
  } else {
    x.offers.disrupt = { seen, swap };
    x.notes.push({ k: 'disrupt-offered', seen });
  }
}

const TURNABLE: readonly AssetId[] = ['fleet-intelligence', 'sabotage', 'disrupted-command'];

// 7.1.4: a remaining Double Agent makes the other fleet's Fleet Intelligence, Sabotage and
// Disrupted Command act for its owner, aimed at the fleet that played them.
const turned = (x: Resolving, s: Side, a: AssetId) => x.live[other(s)].includes('double-agent') && TURNABLE.includes(a);

/** One asset played by fleet `s`, resolved. */
function resolveOne(x: Resolving, s: Side, a: AssetId): void {
  const owner = turned(x, s, a) ? other(s) : s;
  const target = other(owner);
  if (turned(x, s, a)) x.notes.push({ k: 'turned', asset: a, owner });
  if (a === 'sabotage') sabotage(x, target);
  else if (a === 'supply-shortage') supplyShortage(x, target);
  else if (a === 'additional-supplies') additionalSupplies(x, owner);
  else if (a === 'fleet-intelligence') fleetIntelligence(x, owner, target);
  else if (a === 'disrupted-command') disruptedCommand(x, owner, target);
}

/** §7.1: cancellations, then the effects the bot resolves; the rest become reminders on the set-up card. */
export function resolveAssets(catalog: Catalog, c: Campaign): BslEvent {
  const r = c.pending!;
  const played = (s: Side) => (r.assetsPlayed[s] ?? []).map((card) => c.fleets[s].assets.find((a) => a.card === card)!).filter(Boolean);
  const live: Record<Side, AssetId[]> = { players: played('players').map((a) => a.asset), ai: played('ai').map((a) => a.asset) };
  const notes: Note[] = [];
  cancel(live, notes);
  const x: Resolving = {
    catalog,
    c,
    r,
    rng: new SeededRandom(c.rng),
    live,
    notes,
    sabotaged: [],
    shortage: [],
    draws: { players: [...r.draws.players], ai: [...r.draws.ai] },
    supplies: [],
    offers: { exchange: false, disrupt: null },
  };
  // 7.1.5: the Opposing fleet's assets first, then the Active's.
  for (const s of [other(r.active), r.active]) for (const a of live[s]) resolveOne(x, s, a);
  return {
    t: 'assets-resolved',
    draws: x.draws,
    supplies: x.supplies,
    offers: x.offers,
    effects: live,
    spent: { players: r.assetsPlayed.players ?? [], ai: r.assetsPlayed.ai ?? [] },
    notes,
    sabotaged: x.sabotaged,
    shortage: x.shortage,
    rng: x.rng.state,
  };
}
