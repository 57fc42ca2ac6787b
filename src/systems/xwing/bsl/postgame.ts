import type { Catalog } from '../catalog/catalog.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import { updateEntry } from './fleet-ops.ts';
import type { CampaignOptions, Fate, Fleet, KiaRecord, RosterEntry, Side, SquadronCard, SquadronType, XpLevel } from './model.ts';
import { effectiveInitiative, entryValue, figure, hull, hyperdriveCapable, linkName, resolve, xpCap } from './values.ts';

// The post-game steps G2, G4–G7 for one fleet (big-shed-league.md §9): pure functions from the
// game's outcome to steps that carry every outcome, and `applyStep`, which the campaign's
// `evolve` uses to replay them. G1 (history), G3 (assets), G8 and G9 live in the campaign flow.

export type Result = 'V' | 'D' | 'draw';
export type Mark = 'MIA' | 'KIA';

export type MarkTarget =
  | { readonly kind: 'entry'; readonly id: string }
  | { readonly kind: 'upgrade'; readonly entry: string; readonly id: string }
  | { readonly kind: 'item'; readonly id: string };

export interface Casualty {
  readonly target: MarkTarget;
  /** `lost`: an upgrade the players reported lost in the game (§5.4, C13, C90). */
  readonly mark: Mark | 'lost';
  readonly cause: 'fate' | 'link' | 'report';
}

export type PostGameStep =
  | {
      readonly t: 'fp-awarded';
      readonly side: Side;
      readonly amount: number;
      readonly result: Result;
      readonly type: SquadronType;
      readonly card: SquadronCard;
    }
  | {
      readonly t: 'casualties';
      readonly side: Side;
      readonly marks: readonly Casualty[];
      readonly leftovers: readonly { readonly entry: string; readonly pilot: string }[];
      readonly kia: readonly KiaRecord[];
    }
  | { readonly t: 'damaged-erased'; readonly side: Side }
  | {
      readonly t: 'experience';
      readonly side: Side;
      readonly steps: readonly { readonly entry: string; readonly from: XpLevel; readonly to: XpLevel }[];
      /** Players' winning non-limited VETs who may become ELITE (optional for players, §9). */
      readonly eliteOffers: readonly string[];
    }
  | { readonly t: 'damaged-marked'; readonly side: Side; readonly entries: readonly string[] };

export interface ShipFate {
  readonly entry: string;
  readonly fate: Fate;
  readonly damageCards: number;
}

export interface FleetOutcome {
  readonly fleet: Fleet;
  readonly result: Result;
  /** The squadrons that took part (revealed or drawn as reinforcement), by their type at reveal. */
  readonly tookPart: readonly { readonly card: SquadronCard; readonly type: SquadronType }[];
  /** This fleet's deployed ships and how the game left them. */
  readonly ships: readonly ShipFate[];
  /** Assets that took effect for this fleet this game. */
  readonly medicalFrigate: boolean;
  readonly capitalShip: boolean;
  readonly round: number;
  /** Losing or drawn side: one pick per squadron (players); absent → the AI rule picks. */
  readonly picks?: Readonly<Partial<Record<SquadronCard, string>>>;
  /** Ids of this fleet's equipped upgrades reported lost in the game (§5.4's end form, C13). */
  readonly lost?: readonly string[];
}

const VICTORY_SEED: Record<SquadronType, number> = { recon: 45, standard: 90, epic: 180 };
const DEFEAT_SEED: Record<SquadronType, number> = { recon: 30, standard: 60, epic: 120 };

/** G2: per squadron that took part, victory amounts to the winner, defeat amounts to the loser; a draw gives defeat amounts to both (C42). */
export function rewards(out: FleetOutcome, o: CampaignOptions): PostGameStep[] {
  const table = out.result === 'V' ? VICTORY_SEED : DEFEAT_SEED;
  return out.tookPart.map((s) => ({
    t: 'fp-awarded' as const,
    side: out.fleet.side,
    amount: figure(out.fleet.side, table[s.type], o),
    result: out.result,
    type: s.type,
    card: s.card,
  }));
}

/** The casualty of a fate (§9 table), with Medical Frigate and Capital Ship Support. */
export function fateMark(fate: Fate, result: Result, capable: boolean, medical: boolean, capital: boolean): Mark | null {
  if (fate === 'X') {
    const m: Mark = result === 'D' ? 'KIA' : 'MIA';
    return m === 'KIA' && medical ? 'MIA' : m;
  }
  if (fate === 'D' && !capable && result !== 'V' && !capital) return 'MIA';
  return null;
}

const isLinkable = (catalog: Catalog, upgradeId: string): boolean => {
  const u = catalog.upgrade(upgradeId);
  return !!u && u.limited === 1 && !SQUADRON_LIMITED.includes(u.id);
};

/** G4: casualties by fate, then links (limited names, §1.8), then leftover ships. */
export function casualties(catalog: Catalog, out: FleetOutcome, o: CampaignOptions): PostGameStep {
  const fleet = out.fleet;
  const marks: Casualty[] = [];
  const marked = new Map<string, Mark>(); // entry id → mark
  for (const s of out.ships) {
    const e = fleet.roster.find((x) => x.id === s.entry);
    if (!e) continue;
    const m = fateMark(s.fate, out.result, hyperdriveCapable(fleet.faction, e, o), out.medicalFrigate, out.capitalShip);
    if (m) {
      marks.push({ target: { kind: 'entry', id: e.id }, mark: m, cause: 'fate' });
      marked.set(e.id, m);
    }
  }
  // Names carried by the marked entries: their pilot (if named) and their named upgrades.
  const names = new Map<string, Mark>();
  const note = (name: string, m: Mark) => {
    if (names.get(name) !== 'KIA') names.set(name, m);
  };
  for (const [id, m] of marked) {
    const e = fleet.roster.find((x) => x.id === id)!;
    const r = resolve(catalog, fleet.faction, e);
    if (r.pilot.limited === 1) note(linkName(r.pilot.name), m);
    for (const u of e.upgrades) if (isLinkable(catalog, u.upgrade)) note(linkName(catalog.upgrade(u.upgrade)!.name), m);
  }
  const leftovers: { entry: string; pilot: string }[] = [];
  for (const e of fleet.roster) {
    if (marked.has(e.id)) continue;
    const r = resolve(catalog, fleet.faction, e);
    const pilotMark = r.pilot.limited === 1 ? names.get(linkName(r.pilot.name)) : undefined;
    if (pilotMark === 'KIA') {
      // The pilot card is lost while its ship survives: the chassis' cheapest generic flies it (§9).
      marks.push({ target: { kind: 'entry', id: e.id }, mark: 'KIA', cause: 'link' });
      const generic = [...r.ship.pilots].filter((p) => p.limited === 0).sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0))[0];
      if (generic) leftovers.push({ entry: e.id, pilot: generic.id });
      continue;
    }
    if (pilotMark === 'MIA') {
      marks.push({ target: { kind: 'entry', id: e.id }, mark: 'MIA', cause: 'link' });
      continue;
    }
    for (const u of e.upgrades) {
      if (!isLinkable(catalog, u.upgrade)) continue;
      const m = names.get(linkName(catalog.upgrade(u.upgrade)!.name));
      if (m) marks.push({ target: { kind: 'upgrade', entry: e.id, id: u.id }, mark: m, cause: 'link' });
    }
  }
  for (const i of fleet.inventory) {
    if (!isLinkable(catalog, i.upgrade)) continue;
    const m = names.get(linkName(catalog.upgrade(i.upgrade)!.name));
    if (m) marks.push({ target: { kind: 'item', id: i.id }, mark: m, cause: 'link' });
  }
  // Upgrades reported lost (C13: house cards), unless their ship or their name is already lost or missing.
  for (const id of out.lost ?? []) {
    const e = fleet.roster.find((x) => x.upgrades.some((u) => u.id === id));
    if (!e || marks.some((m) => (m.target.kind === 'entry' && m.target.id === e.id) || (m.target.kind === 'upgrade' && m.target.id === id))) continue;
    marks.push({ target: { kind: 'upgrade', entry: e.id, id }, mark: 'lost', cause: 'report' });
  }
  // KIA records: every card lost for good (the ban of §9 applies to limited names, C43).
  const kia: KiaRecord[] = [];
  const record = (name: string, xws: string) => kia.push({ name, xws, round: out.round });
  for (const c of marks) {
    if (c.mark !== 'KIA') continue;
    if (c.target.kind === 'entry') {
      const e = fleet.roster.find((x) => x.id === (c.target as { id: string }).id)!;
      const r = resolve(catalog, fleet.faction, e);
      record(r.pilot.name, r.pilot.id);
      for (const u of e.upgrades) record(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, u.upgrade);
    } else if (c.target.kind === 'upgrade') {
      const t = c.target;
      const u = fleet.roster.find((x) => x.id === t.entry)!.upgrades.find((x) => x.id === t.id)!;
      record(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, u.upgrade);
    } else {
      const t = c.target;
      const i = fleet.inventory.find((x) => x.id === t.id)!;
      record(catalog.upgrade(i.upgrade)?.name ?? i.upgrade, i.upgrade);
    }
  }
  return { t: 'casualties', side: fleet.side, marks, leftovers, kia };
}

const NEXT: Record<XpLevel, XpLevel> = { none: 'exp', exp: 'vet', vet: 'elite', elite: 'elite' };

/**
 * G6: experience (§9, C44). Eligible: deployed this game and not destroyed. Winner: every eligible
 * pilot of every squadron that took part steps up (ELITE: AI always, players offered). Loser or
 * draw: one eligible pilot per squadron (players pick; the AI: highest value, then initiative, then
 * roster order). Returns the squadrons still waiting for a players' pick instead, if any.
 */
export function experience(catalog: Catalog, out: FleetOutcome, o: CampaignOptions): PostGameStep | { readonly missingPicks: SquadronCard[] } {
  const fleet = out.fleet;
  const eligible = (card: SquadronCard): RosterEntry[] =>
    fleet.roster.filter((e) => e.squadron === card && out.ships.some((s) => s.entry === e.id && s.fate !== 'X'));
  const steps: { entry: string; from: XpLevel; to: XpLevel }[] = [];
  const eliteOffers: string[] = [];
  const cards = out.tookPart.map((s) => s.card);
  if (out.result === 'V') {
    for (const card of cards)
      for (const e of eligible(card)) {
        const cap = xpCap(resolve(catalog, fleet.faction, e));
        if (e.xp === 'elite' || (e.xp === 'vet' && cap === 'vet')) continue;
        if (e.xp === 'vet' && fleet.side === 'players') {
          eliteOffers.push(e.id);
          continue;
        }
        steps.push({ entry: e.id, from: e.xp, to: NEXT[e.xp] });
      }
    return { t: 'experience', side: fleet.side, steps, eliteOffers };
  }
  const missing: SquadronCard[] = [];
  for (const card of cards) {
    const can = eligible(card).filter((e) => e.xp === 'none' || e.xp === 'exp');
    if (can.length === 0) continue;
    let pick: RosterEntry | undefined;
    if (fleet.side === 'players') {
      const chosen = out.picks?.[card];
      pick = can.find((e) => e.id === chosen);
      if (!pick) {
        missing.push(card);
        continue;
      }
    } else {
      const key = (e: RosterEntry) => {
        const r = resolve(catalog, fleet.faction, e);
        return [entryValue(catalog, fleet.faction, e, o), effectiveInitiative(r, e.xp)] as const;
      };
      pick = [...can].sort((a, b) => {
        const [va, ia] = key(a);
        const [vb, ib] = key(b);
        return vb - va || ib - ia;
      })[0];
    }
    if (pick) steps.push({ entry: pick.id, from: pick.xp, to: NEXT[pick.xp] });
  }
  if (missing.length) return { missingPicks: missing };
  return { t: 'experience', side: fleet.side, steps, eliteOffers };
}

/** G7: every ship not destroyed with damage cards ≥ ceil(hull/2) is DAMAGED. */
export function damagedMarked(catalog: Catalog, out: FleetOutcome): PostGameStep {
  const entries: string[] = [];
  for (const s of out.ships) {
    if (s.fate === 'X') continue;
    const e = out.fleet.roster.find((x) => x.id === s.entry);
    if (!e) continue;
    if (s.damageCards >= Math.ceil(hull(catalog, resolve(catalog, out.fleet.faction, e), e) / 2)) entries.push(e.id);
  }
  return { t: 'damaged-marked', side: out.fleet.side, entries };
}

/** G2, G4–G7 for one fleet, in the seed's order; or the players' missing experience picks. */
export function postGameSteps(catalog: Catalog, out: FleetOutcome, o: CampaignOptions): PostGameStep[] | { readonly missingPicks: SquadronCard[] } {
  const xp = experience(catalog, out, o);
  if ('missingPicks' in xp) return xp;
  const steps: PostGameStep[] = [...rewards(out, o), casualties(catalog, out, o), { t: 'damaged-erased', side: out.fleet.side }, xp];
  steps.push(damagedMarked(catalog, out));
  return steps;
}

/** Applies one step to its fleet (replay). */
export function applyStep(fleet: Fleet, step: PostGameStep): Fleet {
  switch (step.t) {
    case 'fp-awarded':
      return { ...fleet, fp: fleet.fp + step.amount };
    case 'casualties': {
      let f = fleet;
      const left = new Map(step.leftovers.map((l) => [l.entry, l.pilot]));
      for (const c of step.marks) {
        const t = c.target;
        if (t.kind === 'entry') {
          const pilot = left.get(t.id);
          if (pilot)
            f = updateEntry(f, t.id, (e) => ({
              ...e,
              pilot,
              upgrades: [],
              xp: 'none',
              damaged: false,
              mia: false,
              acquired: { ...e.acquired, how: 'leftover' },
            }));
          else if (c.mark === 'KIA') f = { ...f, roster: f.roster.filter((e) => e.id !== t.id) };
          else f = updateEntry(f, t.id, (e) => ({ ...e, mia: true }));
        } else if (t.kind === 'upgrade') {
          const u = f.roster.find((e) => e.id === t.entry)?.upgrades.find((x) => x.id === t.id);
          f = updateEntry(f, t.entry, (e) => ({ ...e, upgrades: e.upgrades.filter((x) => x.id !== t.id) }));
          // An upgrade missing by link leaves its ship for the inventory, marked MIA (project ruling).
          if (u && c.mark === 'MIA') f = { ...f, inventory: [...f.inventory, { id: u.id, upgrade: u.upgrade, mia: true }] };
        } else {
          f =
            c.mark === 'KIA'
              ? { ...f, inventory: f.inventory.filter((i) => i.id !== t.id) }
              : { ...f, inventory: f.inventory.map((i) => (i.id === t.id ? { ...i, mia: true } : i)) };
        }
      }
      return { ...f, kia: [...f.kia, ...step.kia] };
    }
    case 'damaged-erased':
      return { ...fleet, roster: fleet.roster.map((e) => (e.damaged ? { ...e, damaged: false } : e)) };
    case 'experience': {
      let f = fleet;
      for (const s of step.steps) f = updateEntry(f, s.entry, (e) => ({ ...e, xp: s.to }));
      return f;
    }
    case 'damaged-marked':
      return { ...fleet, roster: fleet.roster.map((e) => (step.entries.includes(e.id) ? { ...e, damaged: true } : e)) };
  }
}
