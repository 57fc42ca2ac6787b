import type { Catalog } from '../catalog/catalog.ts';
import { SHIPYARD, type ShipyardPick } from './data/shipyard.ts';
import { SEED_BANDS, squadronFits } from './squadrons.ts';
import { deployable, entriesOf, freeCard, newId, retyped, struck, updateEntry, withEntry, withSquadron } from './fleet-ops.ts';
import type { CampaignOptions, Fleet, RosterEntry, Squadron, SquadronCard, SquadronType, Template } from './model.ts';
import { freeSlots, restrictionsAllow } from './slots.ts';
import { aiPts, entryValue, pts, resolve, roundHalfUp, sizeClass, squadronValue, upgradeCost } from './values.ts';

// The AI fleet's policies (big-shed-league.md §2.3 start build, §10 post-game): the shipyard
// templates, the targets read from the players' roster, the fill rule. Every choice the AI
// makes is one of the actions below; the events carry them, so replay never re-decides.

/** A source of uniform integers in [0, n): the campaign's seeded generator, or scripted rolls in tests. */
export interface Dice {
  below(n: number): number;
}

export type AiAction =
  | { readonly a: 'form'; readonly card: SquadronCard; readonly type: SquadronType; readonly template: Template }
  | { readonly a: 'add'; readonly entry: RosterEntry; readonly cost: number }
  | { readonly a: 'recover'; readonly entry: string; readonly cost: number }
  | { readonly a: 'assign'; readonly entry: string; readonly card: SquadronCard | null }
  | { readonly a: 'retype'; readonly card: SquadronCard; readonly type: SquadronType }
  | { readonly a: 'strike'; readonly card: SquadronCard }
  | { readonly a: 'equip'; readonly item: string; readonly entry: string; readonly slot: string };

/** Applies one AI action to the AI fleet (the same code replays the event). */
export function applyAiAction(fleet: Fleet, x: AiAction): Fleet {
  switch (x.a) {
    case 'form':
      return withSquadron(fleet, { card: x.card, type: x.type, template: x.template });
    case 'add':
      return withEntry(fleet, x.entry, x.cost);
    case 'recover':
      return { ...updateEntry(fleet, x.entry, (e) => ({ ...e, mia: false })), fp: fleet.fp - x.cost };
    case 'assign':
      return updateEntry(fleet, x.entry, (e) => ({ ...e, squadron: x.card }));
    case 'retype':
      return retyped(fleet, x.card, x.type);
    case 'strike':
      return struck(fleet, x.card);
    case 'equip': {
      const item = fleet.inventory.find((i) => i.id === x.item)!;
      const f = { ...fleet, inventory: fleet.inventory.filter((i) => i.id !== x.item) };
      return updateEntry(f, x.entry, (e) => ({ ...e, upgrades: [...e.upgrades, { id: item.id, upgrade: item.upgrade, slot: x.slot }] }));
    }
  }
}

type Column = 'lo' | 'hi' | 'r' | 'l';

/** The AI's target value for a squadron type (§2.3): the players' mean, ×H, clamped to the AI band. */
export function aiTarget(catalog: Catalog, players: Fleet, type: SquadronType, o: CampaignOptions): number {
  const mine = players.squadrons.filter((s) => s.type === type);
  const band = SEED_BANDS[type];
  const avg = mine.length ? mine.reduce((n, s) => n + squadronValue(catalog, players, s.card, o), 0) / mine.length : pts(band.mid, o);
  return Math.min(aiPts(band.max, o), Math.max(aiPts(band.min, o), roundHalfUp((avg * o.aiStrengthPct) / 100)));
}

class Planner {
  readonly actions: AiAction[] = [];
  constructor(
    readonly catalog: Catalog,
    public fleet: Fleet,
    readonly o: CampaignOptions,
  ) {}

  apply(x: AiAction): void {
    this.actions.push(x);
    this.fleet = applyAiAction(this.fleet, x);
  }

  value(card: SquadronCard): number {
    return squadronValue(this.catalog, this.fleet, card, this.o);
  }

  deployableValue(card: SquadronCard): number {
    return entriesOf(this.fleet, card)
      .filter(deployable)
      .reduce((n, e) => n + entryValue(this.catalog, this.fleet.faction, e, this.o), 0);
  }

  pickOf(template: Template, col: Column): ShipyardPick {
    const yard = SHIPYARD[this.fleet.faction];
    if (col === 'l') return yard.l;
    if (col === 'r') return yard.r[template.r]!;
    return yard.p[template.p]![col];
  }

  costOf(pick: ShipyardPick): number {
    return entryValue(this.catalog, this.fleet.faction, this.entryFor(pick, null), this.o);
  }

  entryFor(pick: ShipyardPick, card: SquadronCard | null): RosterEntry {
    const id = newId(this.fleet);
    return {
      id,
      callsign: id.toUpperCase(),
      chassis: pick.chassis,
      pilot: pick.pilot,
      upgrades: pick.upgrades.map((u, i) => ({ id: `${id}.${i + 1}`, upgrade: u.upgrade, slot: u.slot })),
      xp: 'none',
      mia: false,
      damaged: false,
      squadron: card,
      owner: null,
      acquired: { round: 0, how: 'bought' },
    };
  }

  /** Ships of a squadron in each template column (MIA counted). */
  counts(sq: Squadron): Record<Column, number> {
    const out: Record<Column, number> = { lo: 0, hi: 0, r: 0, l: 0 };
    const t = sq.template ?? { p: 0, r: 0 };
    for (const e of entriesOf(this.fleet, sq.card))
      for (const col of ['lo', 'hi', 'r', 'l'] as const) {
        const p = this.pickOf(t, col);
        if (p.chassis === e.chassis && p.pilot === e.pilot) {
          out[col]++;
          break;
        }
      }
    return out;
  }

  /** The fill rule (§2.3): add ships until the squadron reaches `target`, within its band and the FP. */
  fill(card: SquadronCard, target: number, round: number): void {
    for (;;) {
      const sq = this.fleet.squadrons.find((s) => s.card === card)!;
      const value = this.value(card);
      if (value >= target) return;
      const ships = entriesOf(this.fleet, card);
      const band = SEED_BANDS[sq.type];
      const max = aiPts(band.max, this.o);
      const c = this.counts(sq);
      let order: Column[];
      if (sq.type === 'recon') {
        if (ships.length >= 3) return;
        order = c.r === 0 ? ['r', 'hi'] : ['hi', 'r'];
      } else {
        const standard = (['lo', 'hi', 'r'] as const).slice().sort((a, b) => c[a] - c[b]);
        const hasLarge = ships.some((e) => sizeClass(resolve(this.catalog, this.fleet.faction, e).ship) !== 'small');
        order = sq.type === 'epic' && !hasLarge ? ['l', ...standard] : standard;
      }
      const fits = order.find((col) => {
        const cost = this.costOf(this.pickOf(sq.template ?? { p: 0, r: 0 }, col));
        if (sq.type === 'recon' && cost > aiPts(30, this.o)) return false;
        return value + cost <= max && cost <= this.fleet.fp;
      });
      if (!fits) return;
      const pick = this.pickOf(sq.template ?? { p: 0, r: 0 }, fits);
      const entry = { ...this.entryFor(pick, card), acquired: { round, how: round === 0 ? ('start' as const) : ('bought' as const) } };
      this.apply({ a: 'add', entry, cost: this.costOf(pick) });
    }
  }

  /** Forms a squadron with rolled templates and fills it; undoes nothing: the caller checks the minimum. */
  form(type: SquadronType, dice: Dice): SquadronCard | null {
    const card = freeCard(this.fleet);
    if (!card) return null;
    const yard = SHIPYARD[this.fleet.faction];
    const template = { p: dice.below(yard.p.length), r: dice.below(yard.r.length) };
    this.apply({ a: 'form', card, type, template });
    return card;
  }
}

const BUILD_ORDER: readonly SquadronType[] = ['standard', 'epic', 'recon'];

/**
 * The AI's start build (§2.3): squadrons mirroring the players' count per type, STANDARD,
 * EPIC (at most 2), RECON, each filled to its target; a squadron that ends below its minimum
 * is not bought and creation stops.
 */
export function aiStartBuild(catalog: Catalog, players: Fleet, ai: Fleet, o: CampaignOptions, dice: Dice): AiAction[] {
  const plan = new Planner(catalog, ai, o);
  for (const type of BUILD_ORDER) {
    let count = players.squadrons.filter((s) => s.type === type).length;
    if (type === 'epic') count = Math.min(count, 2);
    for (let i = 0; i < count; i++) {
      const before = { fleet: plan.fleet, n: plan.actions.length };
      const card = plan.form(type, dice);
      if (!card) return plan.actions;
      plan.fill(card, aiTarget(catalog, players, type, o), 0);
      if (plan.value(card) < aiPts(SEED_BANDS[type].min, o)) {
        plan.fleet = before.fleet;
        plan.actions.length = before.n;
        return plan.actions;
      }
    }
  }
  return plan.actions;
}

/**
 * The AI's post-game purchases (§10 steps 2–8), after the players closed theirs (C41) and the
 * experience picks were made in G6. Returns the actions; the rest of the FP is saved.
 */
export function aiPostGame(catalog: Catalog, players: Fleet, ai: Fleet, o: CampaignOptions, dice: Dice, round: number): AiAction[] {
  const plan = new Planner(catalog, ai, o);
  const target = (t: SquadronType) => aiTarget(catalog, players, t, o);
  const minStandard = aiPts(60, o);
  // 2. Keep two STANDARD squadrons with deployable value ≥ ai(60).
  for (let guard = 0; guard < 9; guard++) {
    const standards = plan.fleet.squadrons.filter((s) => s.type === 'standard');
    const strong = standards.filter((s) => plan.deployableValue(s.card) >= minStandard);
    if (strong.length >= 2) break;
    const weak = standards.filter((s) => plan.deployableValue(s.card) < minStandard).sort((a, b) => plan.value(a.card) - plan.value(b.card))[0];
    const before = plan.actions.length;
    if (weak) plan.fill(weak.card, target('standard'), round);
    else {
      const card = plan.form('standard', dice);
      if (card) plan.fill(card, target('standard'), round);
    }
    if (plan.actions.length === before) break;
  }
  // 3. Recover MIA, oldest first, while FP allows (ceil half value, §9).
  for (const e of plan.fleet.roster.filter((x) => x.mia)) {
    const cost = Math.ceil(entryValue(catalog, ai.faction, e, o) / 2);
    if (cost <= plan.fleet.fp) plan.apply({ a: 'recover', entry: e.id, cost });
  }
  // 4. Inventory first: ships join squadrons below target that they fit, best fit first.
  for (const e of plan.fleet.roster.filter((x) => x.squadron === null)) {
    const v = entryValue(catalog, ai.faction, e, o);
    const candidates = plan.fleet.squadrons
      .map((s) => ({ s, gap: target(s.type) - plan.value(s.card) }))
      .filter(({ s, gap }) => gap > 0 && plan.value(s.card) + v <= aiPts(SEED_BANDS[s.type].max, o) && (s.type !== 'recon' || v <= aiPts(30, o)))
      .sort((a, b) => Math.abs(a.gap - v) - Math.abs(b.gap - v));
    const best = candidates[0];
    if (best) plan.apply({ a: 'assign', entry: e.id, card: best.s.card });
  }
  // 4b. Additional Supplies munitions in the inventory go into matching empty slots, within the bands.
  for (const item of plan.fleet.inventory.filter((i) => !i.mia)) {
    const card = catalog.upgrade(item.upgrade);
    if (!card) continue;
    const cost = upgradeCost(card, null, o);
    const host = plan.fleet.roster.find((e) => {
      if (e.squadron === null || e.mia) return false;
      const sq = plan.fleet.squadrons.find((s) => s.card === e.squadron)!;
      const r = resolve(catalog, ai.faction, e);
      return (
        freeSlots(catalog, plan.fleet, e).includes(card.slot) &&
        restrictionsAllow(card, r.ship, r.pilot) &&
        plan.value(sq.card) + cost <= aiPts(SEED_BANDS[sq.type].max, o)
      );
    });
    if (host) plan.apply({ a: 'equip', item: item.id, entry: host.id, slot: card.slot });
  }
  // 5. Refill, card order.
  for (const s of plan.fleet.squadrons) plan.fill(s.card, target(s.type), round);
  // 6. Mirror the players' squadron counts per type.
  for (const type of ['standard', 'epic', 'recon'] as const) {
    const want = Math.min(players.squadrons.filter((s) => s.type === type).length, type === 'epic' ? 2 : 9);
    while (plan.fleet.squadrons.filter((s) => s.type === type).length < want && plan.fleet.squadrons.length < 9) {
      const before = { fleet: plan.fleet, n: plan.actions.length };
      const card = plan.form(type, dice);
      if (!card) break;
      plan.fill(card, target(type), round);
      if (plan.value(card) < aiPts(SEED_BANDS[type].min, o)) {
        plan.fleet = before.fleet;
        plan.actions.length = before.n;
        break;
      }
    }
  }
  // 7. Retype or strike squadrons outside their band.
  for (const s of plan.fleet.squadrons) {
    if (squadronFits(catalog, plan.fleet, s.card, s.type, o)) continue;
    const other = (['standard', 'epic', 'recon'] as const).find((t) => squadronFits(catalog, plan.fleet, s.card, t, o));
    plan.apply(other ? { a: 'retype', card: s.card, type: other } : { a: 'strike', card: s.card });
  }
  return plan.actions;
}
