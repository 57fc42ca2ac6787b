import type { Locale } from '../../../core/locale.ts';
import { refuse, type Refusal } from '../../../core/refusal.ts';
import { SeededRandom, seedRng } from '../../../core/random.ts';
import type { Catalog, FactionId, Upgrade } from '../catalog/catalog.ts';
import { FACTION_IDS } from '../catalog/catalog.ts';
import { activeFleet } from './active.ts';
import { aiPostGame, aiStartBuild } from './ai-fleet.ts';
import { AI_ASSET_PRIORITY, CANCELS } from './data/assets.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import { mission, MISSIONS, type Mission, type MissionId } from './data/missions.ts';
import { balanceDraws, OPEN_MODE_ID, openMode, SMALL_TABLE_BELOW } from './data/open-mode.ts';
import type { BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import { entriesOf, freeCard, newId } from './fleet-ops.ts';
import {
  ASSET_CARDS,
  CALLSIGN_MAX,
  type AssetCard,
  type AssetId,
  type Campaign,
  type CampaignOptions,
  type Fleet,
  type Note,
  type RosterEntry,
  type Side,
  type SquadronCard,
  type SquadronType,
} from './model.ts';
import { musterFails } from './muster.ts';
import { freeSlots, restrictionsAllow, slotsOf, supplyLoadout, type Supply } from './slots.ts';
import { postGameSteps, type PostGameStep, type Result } from './postgame.ts';
import { carrierCandidates } from './roles.ts';
import { squadronFits, fleetProblems } from './squadrons.ts';
import {
  aiPts,
  entryValue,
  figure,
  fleetValue,
  hyperdriveCapable,
  itemValue,
  linkName,
  norm,
  pts,
  resolve,
  sizeClass,
  squadronValue,
  upgradeCost,
} from './values.ts';
import { verdict, type ShipOutcome } from './victory.ts';

// The campaign's decisions (big-shed-league.md §2–§11): each takes the state and a checked
// input and returns the events that happen, or a refusal. No I/O; randomness only from the
// campaign's stored generator, whose new state the events carry (C49).

export type Flow = { readonly ok: true; readonly events: BslEvent[] } | Refusal;
const ok = (events: BslEvent[]): Flow => ({ ok: true, events });

const other = (s: Side): Side => (s === 'players' ? 'ai' : 'players');

/** Applies events to a state as the campaign will (to decide what follows in the same command). */
export const applied = (c: Campaign | null, events: readonly BslEvent[]): Campaign => events.reduce<Campaign | null>(evolveCampaign, c)!;

function mustCommander(c: Campaign, user: string): Refusal | null {
  return c.commanders.includes(user) ? null : refuse('not-commander');
}

// ------------------------------------------------------------------ creation

export interface CreateInput {
  readonly createdBy: string;
  /** The creator's name, for the readable log. */
  readonly createdByName?: string;
  readonly players: FactionId;
  readonly ai: FactionId | 'random';
  readonly options: CampaignOptions;
  readonly seed: string;
  /** The language of its public cards (default English). */
  readonly locale?: Locale;
}

/** `/campaign start` (§2.1): factions, scale, strength; FP pts(350) and ai(350). */
export function createCampaign(input: CreateInput): Flow {
  const rng = new SeededRandom(seedRng(input.seed));
  const others = FACTION_IDS.filter((f) => f !== input.players);
  const ai = input.ai === 'random' ? others[rng.below(others.length)]! : input.ai;
  return ok([
    {
      t: 'campaign-created',
      createdBy: input.createdBy,
      ...(input.createdByName ? { createdByName: input.createdByName } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      options: input.options,
      factions: { players: input.players, ai },
      seed: input.seed,
      rng: rng.state,
      fp: { players: pts(350, input.options), ai: aiPts(350, input.options) },
    },
  ]);
}

export function addCommander(c: Campaign, by: string, user: string, name?: string): Flow {
  return mustCommander(c, by) ?? ok([{ t: 'commander-added', user, ...(name ? { name } : {}) }]);
}

/**
 * `/campaign commander remove` (§12 CommanderRemoved): any commander removes one, themselves
 * included; the last one only once the campaign has ended, so a running campaign always has
 * someone to make its choices (ruling C92).
 */
export function removeCommander(c: Campaign, by: string, user: string, name?: string): Flow {
  const no = mustCommander(c, by);
  if (no) return no;
  if (!c.commanders.includes(user)) return refuse('not-a-commander', { user: name ?? user });
  if (c.commanders.length === 1 && c.phase !== 'ended') return refuse('last-commander');
  return ok([{ t: 'commander-removed', user, ...(name ? { name } : {}) }]);
}

// ------------------------------------------------------------------ roster (building, post-game G8)

const mayEditRoster = (c: Campaign): boolean => c.phase === 'building' || (c.phase === 'postgame' && c.pending?.result !== null);

const BOUND_SLOTS = ['Modification', 'Title', 'Talent', 'Configuration', 'Force Power'];

/** Copies of a card the fleet owns (by xws, pilot or upgrade), KIA excluded. */
function owned(fleet: Fleet, xws: string): number {
  let n = 0;
  for (const e of fleet.roster) {
    if (e.pilot === xws) n++;
    n += e.upgrades.filter((u) => u.upgrade === xws).length;
  }
  return n + fleet.inventory.filter((i) => i.upgrade === xws).length;
}

/** Whether a limited card may be bought (§1.8, C11, C12, C43): owned copies below its limit; a KIA name never again. */
function limitRefusal(fleet: Fleet, xws: string, name: string, limited: number, squadronLimited: boolean): Refusal | null {
  if (limited === 0 || squadronLimited) return null;
  if (owned(fleet, xws) >= limited) return refuse('limited-owned', { name });
  if (limited === 1) {
    const key = linkName(name);
    if (fleet.kia.some((k) => linkName(k.name) === key)) return refuse('kia-name', { name });
  }
  return null;
}

/** Limited names a roster entry carries (its named pilot and named upgrades), for the one-assignment rule (§1.8). */
function namesOf(catalog: Catalog, fleet: Fleet, e: Pick<RosterEntry, 'chassis' | 'pilot' | 'upgrades'>): string[] {
  const out: string[] = [];
  const r = resolve(catalog, fleet.faction, e);
  if (r.pilot.limited === 1) out.push(linkName(r.pilot.name));
  for (const u of e.upgrades) {
    const card = catalog.upgrade(u.upgrade);
    if (card && card.limited === 1 && !SQUADRON_LIMITED.includes(card.id)) out.push(linkName(card.name));
  }
  return out;
}

/** A name already assigned to a ship in a squadron (outside the inventory), other than on `except`. */
function assignedClash(catalog: Catalog, fleet: Fleet, names: readonly string[], except: string | null): string | null {
  for (const e of fleet.roster) {
    if (e.squadron === null || e.id === except) continue;
    const clash = namesOf(catalog, fleet, e).find((n) => names.includes(n));
    if (clash) return e.callsign;
  }
  return null;
}

export interface BuyInput {
  readonly user: string;
  readonly chassis: string;
  readonly pilot: string;
  readonly squadron: SquadronCard | null;
  readonly upgrades: readonly string[];
  readonly callsign?: string | undefined;
}

/** Buys a pilot with its ship and upgrades (§3, §9 G8): faction, slots, restrictions, limits, FP. */
export function buyEntry(catalog: Catalog, c: Campaign, input: BuyInput): Flow {
  const no = mustCommander(c, input.user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const fleet = c.fleets.players;
  const ship = catalog.ship(fleet.faction, input.chassis);
  if (!ship) return refuse('unknown-chassis', { chassis: input.chassis, faction: fleet.faction });
  const pilot = catalog.pilot(ship, input.pilot);
  if (!pilot || pilot.cost === null) return refuse('unknown-pilot', { pilot: input.pilot, chassis: ship.name });
  // The campaign's edition decides what may be bought (XWA: standard or extended legal), as in a game.
  if (!catalog.legal(pilot)) return refuse('pilot-not-in-edition', catalog.notInEdition(ship, pilot));
  const lim = limitRefusal(fleet, pilot.id, pilot.name, pilot.limited, false);
  if (lim) return lim;
  if (input.squadron !== null && !fleet.squadrons.some((s) => s.card === input.squadron)) return refuse('no-squadron', { card: input.squadron });
  const id = newId(fleet);
  const equipped: RosterEntry['upgrades'] = [];
  const free = slotsOf(catalog, pilot, input.upgrades, false);
  for (const [i, uid] of input.upgrades.entries()) {
    const u = catalog.upgrade(uid);
    if (!u) return refuse('unknown-upgrade', { upgrade: uid });
    if (!restrictionsAllow(u, ship, pilot)) return refuse('upgrade-restricted', { upgrade: u.name, pilot: pilot.name });
    for (const slot of u.slots) {
      const at = free.indexOf(slot);
      if (at < 0) return refuse('no-slot', { upgrade: u.name, slot, pilot: pilot.name });
      free.splice(at, 1);
    }
    const l = limitRefusal(fleet, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
    if (l) return l;
    if (equipped.some((x) => x.upgrade === u.id) && u.limited > 0 && !SQUADRON_LIMITED.includes(u.id)) return refuse('limited-owned', { name: u.name });
    equipped.push({ id: `${id}.${i + 1}`, upgrade: u.id, slot: u.slots[0]! });
  }
  const entry: RosterEntry = {
    id,
    callsign: (input.callsign?.trim() || id.toUpperCase()).slice(0, CALLSIGN_MAX),
    chassis: ship.id,
    pilot: pilot.id,
    upgrades: equipped,
    xp: 'none',
    mia: false,
    damaged: false,
    squadron: input.squadron,
    owner: null,
    acquired: { round: c.round, how: c.round === 0 ? 'start' : 'bought' },
  };
  // The AI's callsigns are A1, A2…: a players' ship may not take one (the game's ship names must differ).
  if (fleet.roster.some((e) => e.callsign.toLowerCase() === entry.callsign.toLowerCase()) || (/^a\d+$/i.test(entry.callsign) && input.callsign))
    return refuse('callsign-taken', { callsign: entry.callsign });
  // §1.8: outside the inventory a name is assigned once (pilot Han Solo and gunner Han Solo are not both flown).
  const clash = entry.squadron === null ? null : assignedClash(catalog, fleet, namesOf(catalog, fleet, entry), null);
  if (clash) return refuse('name-assigned', { ship: clash });
  const cost = entryValue(catalog, fleet.faction, entry, c.options);
  if (cost > fleet.fp) return refuse('not-enough-fp', { cost, fp: fleet.fp });
  return ok([{ t: 'entry-bought', side: 'players', entry, cost }]);
}

/** Buys a free upgrade into the inventory (bound upgrades go on a ship: with it, or `buyUpgradeFor` an owned one). */
export function buyItem(catalog: Catalog, c: Campaign, user: string, upgradeId: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const fleet = c.fleets.players;
  const u = catalog.upgrade(upgradeId);
  if (!u) return refuse('unknown-upgrade', { upgrade: upgradeId });
  if (BOUND_SLOTS.includes(u.slot)) return refuse('bound-upgrade', { upgrade: u.name });
  if (u.restrictions.some((r) => r.factions && !r.factions.includes(fleet.faction)))
    return refuse('upgrade-restricted', { upgrade: u.name, pilot: fleet.faction });
  const l = limitRefusal(fleet, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
  if (l) return l;
  const cost = upgradeCost(u, null, c.options);
  if (cost > fleet.fp) return refuse('not-enough-fp', { cost, fp: fleet.fp });
  return ok([{ t: 'item-bought', side: 'players', item: { id: newId(fleet), upgrade: u.id, mia: false }, cost }]);
}

export interface UpgradeForInput {
  readonly user: string;
  readonly upgrade: string;
  /** The owned ship (callsign or id) that takes it. */
  readonly ship: string;
  /** A Modification on that ship the new one replaces when every Modification slot is full (C20). */
  readonly replace?: string | undefined;
}

/** Whether an upgrade could go on an owned ship: a slot it has (a full Modification set counts, C20) and its restrictions. */
export function upgradeFits(catalog: Catalog, f: Fleet, e: RosterEntry): (u: Upgrade) => boolean {
  const r = resolve(catalog, f.faction, e);
  const free = freeSlots(catalog, f, e);
  return (u) =>
    restrictionsAllow(u, r.ship, r.pilot) && u.slots.every((slot) => free.includes(slot) || (slot === 'Modification' && r.pilot.slots.includes(slot)));
}

/**
 * Buys an upgrade for a ship the players own (§9 G8, §3): bound upgrades are equipped at once,
 * free ones may be too. An ELITE's extra Talent slot counts (§1.5). A new Modification into a
 * full set of Modification slots replaces the one the players name, which is lost (C20, C89).
 */
export function buyUpgradeFor(catalog: Catalog, c: Campaign, input: UpgradeForInput): Flow {
  const no = mustCommander(c, input.user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const u = catalog.upgrade(input.upgrade);
  if (!u) return refuse('unknown-upgrade', { upgrade: input.upgrade });
  const target = findEntry(f, input.ship);
  if (!target) return refuse('unknown-entry', { ship: input.ship });
  const r = resolve(catalog, f.faction, target);
  if (!restrictionsAllow(u, r.ship, r.pilot)) return refuse('upgrade-restricted', { upgrade: u.name, pilot: r.pilot.name });
  const l = limitRefusal(f, u.id, u.name, u.limited, SQUADRON_LIMITED.includes(u.id));
  if (l) return l;
  const free = freeSlots(catalog, f, target);
  const fitted = target.upgrades.filter((x) => (catalog.upgrade(x.upgrade)?.slots ?? [x.slot]).includes('Modification'));
  const modsFull = u.slots.includes('Modification') && !free.includes('Modification');
  let replaced: (typeof fitted)[number] | undefined;
  if (input.replace !== undefined) {
    if (!modsFull) return refuse('replace-not-full', { ship: target.callsign, upgrade: u.name });
    replaced = fitted.find((x) => x.id === input.replace!.trim().toLowerCase());
    if (!replaced) return refuse('not-replaceable', { replace: input.replace, ship: target.callsign, fitted: fitted.map((x) => x.id).join(', ') });
    for (const slot of catalog.upgrade(replaced.upgrade)?.slots ?? [replaced.slot]) free.push(slot);
  } else if (modsFull && fitted.length)
    return refuse('modifications-full', {
      ship: target.callsign,
      upgrade: u.name,
      fitted: fitted.map((x) => `${catalog.upgrade(x.upgrade)?.name ?? x.upgrade} \`${x.id}\``).join(', '),
      first: fitted[0]!.id,
    });
  for (const slot of u.slots) {
    const at = free.indexOf(slot);
    if (at < 0) return refuse('no-slot', { upgrade: u.name, slot, pilot: `${target.callsign} (${r.pilot.name})` });
    free.splice(at, 1);
  }
  const upgrades = [...target.upgrades.filter((x) => x.id !== replaced?.id), { id: newId(f), upgrade: u.id, slot: u.slots[0]! }];
  // §1.6: a Custom Navcomputer needs a hyperdrive-capable ship (its own or a Custom Hyperdrive it keeps).
  if (u.id === 'bsl-customnavcomputer' && !hyperdriveCapable(f.faction, { ...target, upgrades }, c.options))
    return refuse('needs-hyperdrive', { upgrade: u.name, ship: target.callsign });
  if (target.squadron !== null && u.limited === 1 && !SQUADRON_LIMITED.includes(u.id)) {
    const clash = assignedClash(catalog, f, [linkName(u.name)], null);
    if (clash) return refuse('name-assigned', { ship: clash });
  }
  const cost = upgradeCost(u, r, c.options);
  if (cost > f.fp) return refuse('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'upgrade-bought', side: 'players', entry: target.id, upgrade: upgrades.at(-1)!, cost, replaced: replaced?.id ?? null }]);
}

export function formSquadron(c: Campaign, user: string, type: SquadronType): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const card = freeCard(c.fleets.players);
  if (!card) return refuse('nine-squadrons');
  return ok([{ t: 'squadron-formed', side: 'players', card, type }]);
}

export function retypeSquadron(c: Campaign, user: string, card: SquadronCard, type: SquadronType): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  if (!c.fleets.players.squadrons.some((s) => s.card === card)) return refuse('no-squadron', { card });
  return ok([{ t: 'squadron-retyped', side: 'players', card, type }]);
}

export function strikeSquadron(c: Campaign, user: string, card: SquadronCard): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  if (!c.fleets.players.squadrons.some((s) => s.card === card)) return refuse('no-squadron', { card });
  return ok([{ t: 'squadron-struck', side: 'players', card }]);
}

/** Finds a players' entry by callsign or id. */
export function findEntry(fleet: Fleet, typed: string): RosterEntry | undefined {
  const k = typed.trim().toLowerCase();
  return fleet.roster.find((e) => e.callsign.toLowerCase() === k || e.id === k);
}

export function assignEntry(catalog: Catalog, c: Campaign, user: string, ship: string, card: SquadronCard | null): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const e = findEntry(c.fleets.players, ship);
  if (!e) return refuse('unknown-entry', { ship });
  if (card !== null && !c.fleets.players.squadrons.some((s) => s.card === card)) return refuse('no-squadron', { card });
  const clash = card === null ? null : assignedClash(catalog, c.fleets.players, namesOf(catalog, c.fleets.players, e), e.id);
  if (clash) return refuse('name-assigned', { ship: clash });
  return ok([{ t: 'entry-assigned', side: 'players', entry: e.id, squadron: card }]);
}

/** Reorganisation (§9 G8): a free upgrade moves between ships and the inventory; bound ones never leave their ship (§3). */
export function moveUpgrade(catalog: Catalog, c: Campaign, user: string, upgrade: string, to: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuse('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const id = upgrade.trim().toLowerCase();
  const item = f.inventory.find((i) => i.id === id);
  const holder = f.roster.find((e) => e.upgrades.some((u) => u.id === id));
  const cardId = item?.upgrade ?? holder?.upgrades.find((u) => u.id === id)?.upgrade;
  if (!cardId || item?.mia) return refuse('unknown-upgrade', { upgrade });
  const card = catalog.upgrade(cardId)!;
  if (holder && BOUND_SLOTS.includes(card.slot)) return refuse('bound-upgrade', { upgrade: card.name });
  if (to.trim().toLowerCase() === 'inventory') return ok([{ t: 'upgrade-moved', side: 'players', upgrade: id, to: null, slot: card.slot }]);
  const target = findEntry(f, to);
  if (!target) return refuse('unknown-entry', { ship: to });
  const r = resolve(catalog, f.faction, target);
  if (!restrictionsAllow(card, r.ship, r.pilot)) return refuse('upgrade-restricted', { upgrade: card.name, pilot: r.pilot.name });
  const free = slotsOf(
    catalog,
    r.pilot,
    target.upgrades.map((u) => u.upgrade),
    target.xp === 'elite',
  );
  for (const u of target.upgrades)
    for (const slot of catalog.upgrade(u.upgrade)?.slots ?? [u.slot]) free.splice(free.indexOf(slot), free.includes(slot) ? 1 : 0);
  for (const slot of card.slots) {
    const at = free.indexOf(slot);
    if (at < 0) return refuse('no-slot', { upgrade: card.name, slot, pilot: r.pilot.name });
    free.splice(at, 1);
  }
  if (target.squadron !== null && card.limited === 1 && !SQUADRON_LIMITED.includes(card.id)) {
    const clash = assignedClash(
      catalog,
      { ...f, roster: f.roster.map((e) => ({ ...e, upgrades: e.upgrades.filter((u) => u.id !== id) })) },
      [linkName(card.name)],
      null,
    );
    if (clash) return refuse('name-assigned', { ship: clash });
  }
  return ok([{ t: 'upgrade-moved', side: 'players', upgrade: id, to: target.id, slot: card.slots[0]! }]);
}

export function setOwner(c: Campaign, user: string, ship: string, owner: string | null, name?: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const e = findEntry(c.fleets.players, ship);
  if (!e) return refuse('unknown-entry', { ship });
  return ok([{ t: 'owner-set', entry: e.id, owner, ...(owner && name ? { name } : {}) }]);
}

/** Roster problems that stop `/campaign ready` or `/campaign done` (§3), in words for the players. */
/**
 * The players' roster problems as codes the strings put in words (refusal 'roster-invalid'):
 * `two-standard`, `epic-limit`, `band:<card>:<TYPE>:<value>`.
 */
export function rosterProblems(catalog: Catalog, c: Campaign): string[] {
  const f = c.fleets.players;
  return fleetProblems(catalog, f, c.options).map((p) => {
    if (p === 'two-standard' || p === 'epic-limit') return p;
    const card = p.split(':')[1] as SquadronCard;
    const s = f.squadrons.find((x) => x.card === card)!;
    return `band:${card}:${s.type.toUpperCase()}:${squadronValue(catalog, f, card, c.options)}`;
  });
}

// ------------------------------------------------------------------ the AI build and the round

/** `/campaign ready` (§2.2): the players' roster is complete; the AI builds (§2.3), then round 1 starts. */
export function ready(catalog: Catalog, c: Campaign, user: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'building') return refuse('not-now', { phase: c.phase });
  const problems = rosterProblems(catalog, c);
  if (problems.length) return refuse('roster-invalid', { problems: problems.join(' ') });
  const rng = new SeededRandom(c.rng);
  const actions = aiStartBuild(catalog, c.fleets.players, c.fleets.ai, c.options, rng);
  const events: BslEvent[] = [{ t: 'roster-ready' }, { t: 'ai-acted', why: 'start', actions, rng: rng.state }];
  return ok([...events, ...startRound(catalog, applied(c, events))]);
}

/** AI rest policy (§2.5): up to 2 weakened squadrons (≥ half their value MIA or DAMAGED), while ≥2 cards incl. a STANDARD or RECON remain. */
export function aiRests(catalog: Catalog, c: Campaign): SquadronCard[] {
  const f = c.fleets.ai;
  const weak = f.squadrons
    .map((s) => {
      const total = squadronValue(catalog, f, s.card, c.options);
      const hurt = entriesOf(f, s.card)
        .filter((e) => e.mia || e.damaged)
        .reduce((n, e) => n + entryValue(catalog, f.faction, e, c.options), 0);
      return { s, share: total ? hurt / total : 0 };
    })
    .filter((x) => x.share >= 0.5)
    .sort((a, b) => b.share - a.share || Number(b.s.card) - Number(a.s.card));
  const rested: SquadronCard[] = [];
  for (const w of weak) {
    if (rested.length >= 2) break;
    const left = f.squadrons.filter((s) => s.card !== w.s.card && !rested.includes(s.card));
    if (left.length >= 2 && left.some((s) => s.type !== 'epic')) rested.push(w.s.card);
  }
  return rested;
}

/** P1 (and the AI's P2–P6 when it is Active): the Active Fleet, then what the AI decides by itself. */
export function startRound(catalog: Catalog, c: Campaign): BslEvent[] {
  const rng = new SeededRandom(c.rng);
  const fv = { players: fleetValue(catalog, c.fleets.players, c.options), ai: fleetValue(catalog, c.fleets.ai, c.options) };
  const a = activeFleet(fv.players, fv.ai, c.options, rng);
  const events: BslEvent[] = [{ t: 'round-started', round: c.round + 1, active: a.active, tie: a.tie, fv, rng: rng.state }];
  if (a.active === 'players') return events;
  // The AI is Active: it rests, draws its mission card from all the rest, and picks a mission.
  let s = applied(c, events);
  const rested = aiRests(catalog, s);
  events.push({ t: 'squadrons-rested', side: 'ai', cards: rested });
  s = applied(s, events.slice(-1));
  const included = s.fleets.ai.squadrons.map((x) => x.card).filter((x) => !rested.includes(x));
  const drawn = included[rng.below(included.length)]!;
  events.push({ t: 'mission-squadron-drawn', included, drawn, rng: rng.state });
  s = applied(s, events.slice(-1));
  const type = s.fleets.ai.squadrons.find((x) => x.card === drawn)!.type;
  // C81: in an open-mode campaign the AI plays open mode; otherwise it draws among the missions (§4).
  if (c.options.mode === 'open') events.push({ t: 'mission-chosen', mission: OPEN_MODE_ID });
  else {
    const allowed = allowedMissions(catalog, s, 'ai', type);
    events.push({ t: 'mission-chosen', mission: allowed[rng.below(allowed.length)]!, rng: rng.state });
  }
  s = applied(s, events.slice(-1));
  events.push(...drawSquadrons(catalog, s));
  return events;
}

/** Missions the Drawn Squadron allows (§4), with C21: 7 needs a large or huge ship among the Active's squadrons. */
export function allowedMissions(catalog: Catalog, c: Campaign, active: Side, type: SquadronType): MissionId[] {
  const f = c.fleets[active];
  const hasLarge = f.roster.some((e) => e.squadron !== null && sizeClass(resolve(catalog, f.faction, e).ship) !== 'small');
  return MISSIONS.filter((m) => m.drawnFrom.includes(type) && (m.requires !== 'large' || hasLarge)).map((m) => m.id);
}

/** P2, players Active: 0–2 cards rest. */
export function rest(c: Campaign, user: string, cards: readonly SquadronCard[]): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'rest' || c.pending?.active !== 'players') return refuse('not-now', { phase: c.phase });
  if (cards.length > 2) return refuse('rest-two');
  const f = c.fleets.players;
  for (const card of cards) if (!f.squadrons.some((s) => s.card === card)) return refuse('no-squadron', { card });
  // C85: a rest that leaves no legal draw (P3: ≥2 cards, one STANDARD or RECON) would leave the round stuck.
  const left = f.squadrons.filter((s) => !cards.includes(s.card));
  if (left.length < 2 || !left.some((s) => s.type !== 'epic')) return refuse('rest-leaves-no-draw', { cards: cards.join(' ') });
  return ok([{ t: 'squadrons-rested', side: 'players', cards: [...new Set(cards)] }]);
}

/** P3, players Active: the RNG draws the Drawn Squadron from ≥2 included cards with a STANDARD or RECON. */
export function drawMission(c: Campaign, user: string, include: readonly SquadronCard[]): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'draw' || c.pending?.active !== 'players') return refuse('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const cards = include.length ? [...new Set(include)] : f.squadrons.map((s) => s.card).filter((x) => !c.pending!.rested.includes(x));
  for (const card of cards) {
    if (!f.squadrons.some((s) => s.card === card)) return refuse('no-squadron', { card });
    if (c.pending.rested.includes(card)) return refuse('rested', { card });
  }
  if (cards.length < 2 || !cards.some((x) => f.squadrons.find((s) => s.card === x)!.type !== 'epic')) return refuse('draw-needs');
  const rng = new SeededRandom(c.rng);
  return ok([{ t: 'mission-squadron-drawn', included: cards, drawn: cards[rng.below(cards.length)]!, rng: rng.state }]);
}

/** P4, players Active: the mission, from the Drawn Squadron's row. Then P5 draws both fleets' squadrons. */
export function chooseMission(catalog: Catalog, c: Campaign, user: string, id: number): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'mission' || c.pending?.active !== 'players' || c.pending.drawn === null) return refuse('not-now', { phase: c.phase });
  const type = c.fleets.players.squadrons.find((s) => s.card === c.pending!.drawn)!.type;
  // C81: open mode (id 0) is one more choice at the mission step; an open-mode campaign plays nothing else.
  const allowed: MissionId[] = c.options.mode === 'open' ? [OPEN_MODE_ID] : [...allowedMissions(catalog, c, 'players', type), OPEN_MODE_ID];
  if (!allowed.includes(id as MissionId))
    return refuse('mission-not-allowed', { mission: id, allowed: allowed.map((m) => (m === OPEN_MODE_ID ? 'open' : m)).join(', '), type: type.toUpperCase() });
  const first: BslEvent = { t: 'mission-chosen', mission: id };
  return ok([first, ...drawSquadrons(catalog, applied(c, [first]))]);
}

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

/** P6–P8 (and the AI's P9): the players' asset picks, resolution (§7.1), the reveal, the AI's secret nomination. */
export function playAssets(catalog: Catalog, c: Campaign, user: string, cards: readonly AssetCard['card'][]): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'assets' || !c.pending || c.pending.assetsPlayed.players !== null) return refuse('not-now', { phase: c.phase });
  if (cards.length > 2) return refuse('assets-two');
  for (const card of cards) if (!c.fleets.players.assets.some((a) => a.card === card)) return refuse('no-asset', { card });
  const events: BslEvent[] = [{ t: 'assets-selected', side: 'players', cards: [...new Set(cards)] }];
  const s = applied(c, events);
  const resolved = resolveAssets(catalog, s);
  events.push(resolved);
  // The players' own Fleet Intelligence or Disrupted Command asks for their choice before the reveal.
  if (resolved.t === 'assets-resolved' && (resolved.offers.exchange || resolved.offers.disrupt)) return ok(events);
  return ok([...events, ...revealAndNominate(catalog, applied(s, [resolved]))]);
}

/** P8 and the AI's P9: the reveal, then the AI's secret carrier (C25) when it is Active in mission 2, 3 or 7. */
function revealAndNominate(catalog: Catalog, c: Campaign): BslEvent[] {
  const events: BslEvent[] = [{ t: 'squadrons-revealed' }];
  const s = applied(c, events);
  const m = mission(s.pending!.mission!);
  if (m.nomination && s.pending!.active === 'ai') {
    const rng = new SeededRandom(s.rng);
    const candidates = nominationCandidates(catalog, s, 'ai');
    if (candidates.length) {
      const entry = candidates[rng.below(candidates.length)]!;
      events.push({ t: 'nominated', nomination: { side: 'ai', role: m.nomination.role, entry: entry.id }, rng: rng.state });
    }
  }
  return events;
}

/** P7, the players' asset choices: Fleet Intelligence's exchange of one own card, Disrupted Command's forced swap (§7.2). */
export function assetChoices(catalog: Catalog, c: Campaign, user: string, exchange: readonly [SquadronCard, SquadronCard] | null, disrupt: boolean): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const r = c.pending;
  if (c.phase !== 'choices' || !r) return refuse('not-now', { phase: c.phase });
  const draws = { players: [...r.draws.players], ai: [...r.draws.ai] };
  if (exchange) {
    if (!r.offers.exchange) return refuse('no-choice', { what: 'exchange' });
    const [out, inn] = exchange;
    const f = c.fleets.players;
    const type = (x: SquadronCard) => f.squadrons.find((q) => q.card === x)?.type;
    const ok2 =
      draws.players.includes(out) &&
      out !== (r.active === 'players' ? r.drawn : null) &&
      !draws.players.includes(inn) &&
      type(inn) !== undefined &&
      type(inn) === type(out) &&
      !(r.active === 'players' && r.rested.includes(inn));
    if (!ok2) return refuse('bad-exchange', { out, inn });
    draws.players[draws.players.indexOf(out)] = inn;
  }
  if (disrupt) {
    if (!r.offers.disrupt) return refuse('no-choice', { what: 'disrupt' });
    const { seen, swap } = r.offers.disrupt;
    draws.ai[draws.ai.indexOf(seen)] = swap;
  }
  const first: BslEvent = { t: 'asset-choices', draws };
  return ok([first, ...revealAndNominate(catalog, applied(c, [first]))]);
}

/** Who may carry the Active fleet's secret (§6.2, §6.6). */
export function nominationCandidates(catalog: Catalog, c: Campaign, side: Side): RosterEntry[] {
  const r = c.pending!;
  const f = c.fleets[side];
  const deployed = r.draws[side].flatMap((card) => entriesOf(f, card)).filter((e) => !e.mia);
  const recon = r.draws[side].filter((card) => f.squadrons.find((s) => s.card === card)?.type === 'recon');
  return carrierCandidates(catalog, f, r.mission as MissionId, deployed, recon);
}

/** §7.1: cancellations, then the effects the bot resolves; the rest become reminders on the set-up card. */
export function resolveAssets(catalog: Catalog, c: Campaign): BslEvent {
  const r = c.pending!;
  const rng = new SeededRandom(c.rng);
  const played = (s: Side) => (r.assetsPlayed[s] ?? []).map((card) => c.fleets[s].assets.find((a) => a.card === card)!).filter(Boolean);
  const live: Record<Side, AssetId[]> = { players: played('players').map((a) => a.asset), ai: played('ai').map((a) => a.asset) };
  const notes: Note[] = [];
  for (const [x, y] of CANCELS) {
    for (const s of ['players', 'ai'] as const) {
      const o = other(s);
      const i = live[s].indexOf(x);
      const j = live[o].indexOf(y);
      if (i >= 0 && j >= 0) {
        live[s].splice(i, 1);
        live[o].splice(live[o].indexOf(y), 1);
        notes.push({ k: 'cancels', asset: x, cancelled: y });
      }
    }
  }
  const sabotaged: string[] = [];
  const shortage: SquadronCard[] = [];
  // Opposing first, then Active (§7.1.5).
  const draws: Record<Side, SquadronCard[]> = { players: [...r.draws.players], ai: [...r.draws.ai] };
  const supplies: (Supply & { side: Side })[] = [];
  const offers: { exchange: boolean; disrupt: { seen: SquadronCard; swap: SquadronCard } | null } = { exchange: false, disrupt: null };
  const value = (side: Side, card: SquadronCard) => squadronValue(catalog, c.fleets[side], card, c.options);
  const typeOf = (side: Side, card: SquadronCard) => c.fleets[side].squadrons.find((q) => q.card === card)!.type;
  /** Own cards of a type not in play and not rested (the Drawn Squadron stays: it chose the mission). */
  const spare = (side: Side, type: SquadronType) =>
    c.fleets[side].squadrons
      .filter((q) => q.type === type && !draws[side].includes(q.card) && !(side === r.active && r.rested.includes(q.card)))
      .map((q) => q.card);
  // 7.1.4: a remaining Double Agent makes the other fleet's Fleet Intelligence, Sabotage and
  // Disrupted Command act for its owner, aimed at the fleet that played them.
  const turned = (s: Side, a: AssetId) => live[other(s)].includes('double-agent') && ['fleet-intelligence', 'sabotage', 'disrupted-command'].includes(a);
  // 7.1.5: the Opposing fleet's assets first, then the Active's.
  for (const s of [other(r.active), r.active]) {
    for (const a of live[s]) {
      const owner = turned(s, a) ? other(s) : s;
      const target = other(owner);
      if (turned(s, a)) notes.push({ k: 'turned', asset: a, owner });
      if (a === 'sabotage') {
        const cards = draws[target];
        if (!cards.length) continue;
        const card = cards[rng.below(cards.length)]!;
        const ships = entriesOf(c.fleets[target], card).filter((e) => !e.mia);
        const best = Math.max(...ships.map((e) => entryValue(catalog, c.fleets[target].faction, e, c.options)));
        const top = ships.filter((e) => entryValue(catalog, c.fleets[target].faction, e, c.options) === best);
        const hit = top[top.length > 1 ? rng.below(top.length) : 0];
        if (hit && !hit.damaged) sabotaged.push(hit.id);
        notes.push({ k: 'sabotage', ship: hit ? hit.callsign : null, card });
      } else if (a === 'supply-shortage') {
        const cards = draws[target];
        if (!cards.length) continue;
        const card = cards[rng.below(cards.length)]!;
        shortage.push(card);
        notes.push({ k: 'shortage', card });
      } else if (a === 'additional-supplies') {
        // The RNG picks one own card in play; each of its ships takes a free munition (§7.2; the players get the AI's loadout, C62).
        const cards = draws[owner];
        if (!cards.length) continue;
        const card = cards[rng.below(cards.length)]!;
        const got = supplyLoadout(
          catalog,
          c.fleets[owner],
          entriesOf(c.fleets[owner], card).filter((e) => !e.mia),
          c.round,
        );
        supplies.push(...got.map((x) => ({ ...x, side: owner })));
        const callsign = (id: string) => c.fleets[owner].roster.find((e) => e.id === id)?.callsign ?? id.toUpperCase();
        notes.push({ k: 'supplies', card, got: got.map((x) => ({ ship: callsign(x.entry), upgrade: x.upgrade })) });
      } else if (a === 'fleet-intelligence') {
        notes.push({ k: 'intel-cards', whose: target, cards: [...draws[target]] });
        if (owner === 'ai') {
          // AI: its lowest-value card for its best eligible card of that type, if worth more (§7.2).
          const own = draws.ai.filter((x) => x !== (r.active === 'ai' ? r.drawn : null));
          const low = [...own].sort((x, y) => value('ai', x) - value('ai', y))[0];
          if (low) {
            const best = spare('ai', typeOf('ai', low)).sort((x, y) => value('ai', y) - value('ai', x))[0];
            if (best && value('ai', best) > value('ai', low)) {
              draws.ai[draws.ai.indexOf(low)] = best;
              notes.push({ k: 'intel-exchange', out: low, inn: best });
            }
          }
        } else offers.exchange = true;
      } else if (a === 'disrupted-command') {
        const cards = draws[target].filter((x) => x !== (target === r.active ? r.drawn : null));
        if (!cards.length) continue;
        const seen = cards[rng.below(cards.length)]!;
        let pool: SquadronCard[] = [];
        for (const t of (['epic', 'standard', 'recon'] as const).slice(['epic', 'standard', 'recon'].indexOf(typeOf(target, seen)))) {
          pool = spare(target, t);
          if (pool.length) break;
        }
        const mean = pool.length ? pool.reduce((n, x) => n + value(target, x), 0) / pool.length : Infinity;
        // The AI forces the swap when the card it saw is worth more than the mean replacement; the players always may (by hand).
        if (pool.length && (owner === 'players' || value(target, seen) > mean)) {
          const swap = pool[rng.below(pool.length)]!;
          if (owner === 'ai') {
            draws[target][draws[target].indexOf(seen)] = swap;
            notes.push({ k: 'disrupt-forced', seen, swap });
          } else {
            offers.disrupt = { seen, swap };
            notes.push({ k: 'disrupt-offered', seen });
          }
        }
      }
    }
  }
  return {
    t: 'assets-resolved',
    draws,
    supplies,
    offers,
    effects: live,
    spent: { players: r.assetsPlayed.players ?? [], ai: r.assetsPlayed.ai ?? [] },
    notes,
    sabotaged,
    shortage,
    rng: rng.state,
  };
}

/** P9, players Active: the secret carrier (ephemeral command). */
export function nominate(catalog: Catalog, c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'nominate' || c.pending?.active !== 'players') return refuse('not-now', { phase: c.phase });
  const candidates = nominationCandidates(catalog, c, 'players');
  const e = findEntry(c.fleets.players, ship);
  if (!e || !candidates.some((x) => x.id === e.id)) return refuse('not-candidate', { ship, candidates: candidates.map((x) => x.callsign).join(', ') });
  return ok([{ t: 'nominated', nomination: { side: 'players', role: mission(c.pending.mission!).nomination!.role, entry: e.id } }]);
}

// ------------------------------------------------------------------ result and post-game

export interface ResultInput {
  readonly user: string;
  readonly gameId: number | null;
  /** Every linked ship's fate and damage cards, by entry id. */
  readonly ships: readonly { readonly entry: string; readonly side: Side; readonly fate: ShipOutcome['fate']; readonly damageCards: number }[];
  readonly markersLeft?: number | undefined;
  readonly conceded: boolean;
  /** Players' experience picks when they lost or drew, by squadron card. */
  readonly picks: Readonly<Partial<Record<SquadronCard, string>>>;
  /** *Reinforcements* arrivals (§7.2, C37, C72): their ship, fate, and the entry of the ship they replaced. */
  readonly arrivals?: readonly Arrival[];
  /** Equipped upgrades of the game's ships reported lost (§5.4's end form, C13), by id. */
  readonly lost?: readonly string[];
}

export interface Arrival {
  readonly side: Side;
  readonly chassis: string;
  readonly pilot: string;
  readonly fate: ShipOutcome['fate'];
  readonly replaces: string | null;
}

/**
 * C37: a surviving arrival joins the roster — a new entry with no status and no upgrades, in the
 * squadron of the ship it replaced if that squadron still fits its type with it, else in the
 * inventory; one destroyed in the game is not recorded.
 */
function arrivalsJoin(catalog: Catalog, before: Campaign, after: Campaign, arrivals: readonly Arrival[]): BslEvent[] {
  const events: BslEvent[] = [];
  let c = after;
  for (const a of arrivals) {
    if (a.fate === 'X') continue;
    const f = c.fleets[a.side];
    const replaced = before.fleets[a.side].roster.find((e) => e.id === a.replaces);
    const id = newId(f);
    const entry: RosterEntry = {
      id,
      callsign: id.toUpperCase(),
      chassis: a.chassis,
      pilot: a.pilot,
      upgrades: [],
      xp: 'none',
      mia: false,
      damaged: false,
      squadron: null,
      owner: a.side === 'players' ? (replaced?.owner ?? null) : null,
      acquired: { round: before.round, how: 'reinforcements' },
    };
    const card = replaced?.squadron ?? null;
    const type = card ? f.squadrons.find((s) => s.card === card)?.type : undefined;
    const fits = card && type && squadronFits(catalog, { ...f, roster: [...f.roster, { ...entry, squadron: card }] }, card, type, c.options);
    const e: BslEvent = { t: 'entry-bought', side: a.side, entry: { ...entry, squadron: fits ? card : null }, cost: 0 };
    events.push(e);
    c = applied(c, [e]);
  }
  return events;
}

/** The game's result (§8) and the post-game G1–G7 of both fleets (§9); G3 offers the players their reward. */
export function confirmResult(
  catalog: Catalog,
  c: Campaign,
  input: ResultInput,
): Flow | { readonly ok: false; readonly code: 'picks-needed'; readonly params: Record<string, string> } {
  const no = mustCommander(c, input.user);
  if (no) return no;
  const r = c.pending;
  if (c.phase !== 'game' || !r || !r.gameLinked) return refuse('not-now', { phase: c.phase });
  const o = c.options;
  // §5.4: only an upgrade on one of the game's ships can be lost in it.
  const onShips = r.ships.flatMap((x) => c.fleets[x.side].roster.find((e) => e.id === x.entry)?.upgrades.map((u) => u.id) ?? []);
  const unknown = (input.lost ?? []).find((id) => !onShips.includes(id));
  if (unknown !== undefined) return refuse('bad-lost', { what: unknown, upgrades: onShips.join(', ') || '—' });
  const carrier = (entry: string) => r.nominations.some((n) => n.entry === entry);
  // C26: the players' ships in play when they concede count as destroyed.
  const ships = input.ships.map((s) => (input.conceded && s.side === 'players' && s.fate === 'in-play' ? { ...s, fate: 'X' as const } : s));
  const facts = {
    mission: r.mission as MissionId,
    active: r.active,
    ships: [
      // C72: arrivals are worth nothing in a value victory, but a surviving one breaks an elimination (C40).
      ...(input.arrivals ?? []).map((a) => ({ side: a.side, fate: a.fate, carrier: false, value: 0 })),
      ...ships.map((s) => ({
        side: s.side,
        fate: s.fate,
        carrier: carrier(s.entry),
        value: entryValue(
          catalog,
          c.fleets[s.side].faction,
          c.fleets[s.side].roster.find((e) => e.id === s.entry)!,
          o,
        ),
      })),
    ],
    ...(input.markersLeft !== undefined ? { markersLeft: input.markersLeft } : {}),
    conceded: input.conceded,
  };
  const v = verdict(facts, o);
  const resultOf = (s: Side): Result => (v.winner === null ? 'draw' : v.winner === s ? 'V' : 'D');
  // Open mode offers no reward asset (§6.7): a mission with no rewards allows none.
  const rewards = (s: Side) => (s === r.active ? mission(r.mission!).rewards.active : mission(r.mission!).rewards.opposing);
  // §6.1: the Active Fleet wins *Scouted Area* only with all 5 markers scanned (a concession counts every condition met, C26).
  const scoutedAll = r.mission !== 1 || v.winner !== r.active || input.conceded || input.markersLeft === 0;
  const assetAllowed = v.assetAllowed && v.winner !== null && rewards(v.winner).length > 0 && scoutedAll;
  const events: BslEvent[] = [{ t: 'result-confirmed', gameId: input.gameId, ships, conceded: input.conceded, winner: v.winner, assetAllowed, diff: v.diff }];
  const steps: PostGameStep[] = [];
  for (const s of ['players', 'ai'] as const) {
    const f = c.fleets[s];
    const out = postGameSteps(
      catalog,
      {
        fleet: f,
        result: resultOf(s),
        tookPart: r.draws[s].map((card) => ({ card, type: f.squadrons.find((q) => q.card === card)!.type })),
        ships: ships.filter((x) => x.side === s),
        medicalFrigate: r.effects[s].includes('medical-frigate-support'),
        capitalShip: r.effects[s].includes('capital-ship-support'),
        round: c.round,
        picks: s === 'players' ? input.picks : {},
        lost: input.lost ?? [],
      },
      o,
    );
    if (!Array.isArray(out)) {
      const lines = out.missingPicks.map(
        (card) =>
          `#${card}: ${entriesOf(f, card)
            .filter((e) => ships.some((x) => x.entry === e.id && x.fate !== 'X') && (e.xp === 'none' || e.xp === 'exp'))
            .map((e) => e.callsign)
            .join(', ')}`,
      );
      return { ok: false, code: 'picks-needed', params: { squadrons: lines.join('; ') } };
    }
    steps.push(...out);
  }
  const gained = (s: Side) => steps.reduce((n, x) => n + (x.t === 'fp-awarded' && x.side === s ? x.amount : 0), 0);
  const lossOf = (s: Side) => facts.ships.filter((x) => x.side === s && (x.fate === 'X' || x.fate === 'D')).reduce((n, x) => n + x.value, 0);
  events.push({
    t: 'history-recorded',
    entry: {
      round: c.round,
      mission: r.mission,
      active: r.active,
      result: { players: resultOf('players'), ai: resultOf('ai') },
      lossesNorm: { players: lossOf('players'), ai: (lossOf('ai') * 100) / o.aiStrengthPct },
      fpGained: { players: gained('players'), ai: gained('ai') },
      assetsGained: [],
      gameId: input.gameId,
    },
  });
  events.push(...steps.map((step) => ({ t: 'post-game-step' as const, step })));
  // Additional Supplies munitions go to the inventory after the game, unless lost with their ship (§7.2).
  const afterSteps = applied(c, events);
  for (const x of r.supplies)
    if (afterSteps.fleets[x.side].roster.some((e) => e.id === x.entry && e.upgrades.some((u) => u.id === x.id)))
      events.push({ t: 'upgrade-moved', side: x.side, upgrade: x.id, to: null, slot: x.slot });
  events.push(...arrivalsJoin(catalog, c, applied(c, events), input.arrivals ?? []));
  // G3: the winner's reward asset, if its condition holds.
  if (v.winner && assetAllowed) {
    const options = rewards(v.winner);
    if (v.winner === 'ai') {
      const best = [...options].sort((a, b) => AI_ASSET_PRIORITY.indexOf(a) - AI_ASSET_PRIORITY.indexOf(b))[0]!;
      events.push(aiGains(applied(c, events).fleets.ai, best));
    } else events.push({ t: 'asset-offered', assets: [...options] });
  }
  return ok(events);
}

/** The AI gains a reward asset; with 4 held it discards its lowest-priority one (C38). */
function aiGains(ai: Fleet, asset: AssetId): BslEvent {
  const free = ASSET_CARDS.find((k) => !ai.assets.some((a) => a.card === k));
  if (free) return { t: 'asset-gained', side: 'ai', asset, card: free, replaced: null };
  const worst = [...ai.assets].sort((a, b) => AI_ASSET_PRIORITY.indexOf(b.asset) - AI_ASSET_PRIORITY.indexOf(a.asset))[0]!;
  if (AI_ASSET_PRIORITY.indexOf(worst.asset) < AI_ASSET_PRIORITY.indexOf(asset)) return { t: 'asset-declined', side: 'ai', asset };
  return { t: 'asset-gained', side: 'ai', asset, card: worst.card, replaced: worst.card };
}

/** G3, players: take one offered asset (replacing a held card when 4 are held, C38), or decline. */
export function pickAsset(c: Campaign, user: string, asset: AssetId | null, replace: AssetCard['card'] | null): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const offer = c.pending?.assetOffer;
  if (c.phase !== 'postgame' || !offer) return refuse('no-offer');
  if (asset === null) return ok([{ t: 'asset-declined', side: 'players', asset: null }]);
  if (!offer.includes(asset)) return refuse('not-offered', { asset, offer: offer.join(', ') });
  const f = c.fleets.players;
  const free = ASSET_CARDS.find((k) => !f.assets.some((a) => a.card === k));
  if (free) return ok([{ t: 'asset-gained', side: 'players', asset, card: free, replaced: null }]);
  if (!replace || !f.assets.some((a) => a.card === replace)) return refuse('assets-full');
  return ok([{ t: 'asset-gained', side: 'players', asset, card: replace, replaced: replace }]);
}

/** G6 option: a winning non-limited VET becomes ELITE. */
export function takeElite(c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const e = findEntry(c.fleets.players, ship);
  if (c.phase !== 'postgame' || !e || !c.pending?.eliteOffers.includes(e.id)) return refuse('no-elite', { ship });
  return ok([{ t: 'elite-taken', entry: e.id }]);
}

/** G8: promotion (§9, C45). */
export function promote(catalog: Catalog, c: Campaign, user: string, ship: string, pilotTyped: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'postgame' || !c.pending?.result) return refuse('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const e = findEntry(f, ship);
  if (!e) return refuse('unknown-entry', { ship });
  const from = resolve(catalog, f.faction, e);
  if (from.pilot.limited > 0 || (e.xp !== 'exp' && e.xp !== 'vet') || c.pending.recovered.includes(e.id)) return refuse('no-promotion', { ship: e.callsign });
  const to = catalog.pilot(from.ship, pilotTyped);
  if (!to || to.cost === null || to.initiative < from.pilot.initiative || to.id === from.pilot.id) return refuse('no-promotion-to', { pilot: pilotTyped });
  if (to.limited > 0) {
    const l = limitRefusal(f, to.id, to.name, to.limited, false);
    if (l) return l;
  }
  const slots = slotsOf(
    catalog,
    to,
    e.upgrades.map((u) => u.upgrade),
    false,
  );
  const toInventory: string[] = [];
  for (const u of e.upgrades) {
    const card = catalog.upgrade(u.upgrade)!;
    const at = slots.indexOf(u.slot);
    if (at >= 0 && restrictionsAllow(card, from.ship, to)) slots.splice(at, 1);
    else if (BOUND_SLOTS.includes(u.slot)) return refuse('bound-misfit', { upgrade: card.name, pilot: to.name });
    else toInventory.push(u.id);
  }
  const cost = Math.max(0, (to.cost ?? 0) - (from.pilot.cost ?? 0));
  if (cost > f.fp) return refuse('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'promoted', entry: e.id, pilot: to.id, cost, toInventory }]);
}

/** G8: MIA recovery at ceil(value/2), linked MIA together (C46). */
export function recoverMia(catalog: Catalog, c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'postgame' || !c.pending?.result) return refuse('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const e = findEntry(f, ship);
  const item = e ? undefined : f.inventory.find((i) => i.id === ship.trim().toLowerCase());
  if ((!e || !e.mia) && (!item || !item.mia)) return refuse('not-mia', { ship });
  // Linked MIA items come back together: the same limited names.
  const names = new Set<string>();
  if (e) {
    const r = resolve(catalog, f.faction, e);
    if (r.pilot.limited === 1) names.add(linkName(r.pilot.name));
  } else names.add(linkName(catalog.upgrade(item!.upgrade)?.name ?? ''));
  const entries = f.roster.filter((x) => x.mia && (x.id === e?.id || names.has(linkName(resolve(catalog, f.faction, x).pilot.name))));
  const items = f.inventory.filter((i) => i.mia && (i.id === item?.id || names.has(linkName(catalog.upgrade(i.upgrade)?.name ?? ''))));
  const value =
    entries.reduce((n, x) => n + entryValue(catalog, f.faction, x, c.options), 0) + items.reduce((n, i) => n + itemValue(catalog, i.upgrade, c.options), 0);
  const cost = Math.ceil(value / 2);
  if (cost > f.fp) return refuse('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'mia-recovered', side: 'players', entries: entries.map((x) => x.id), items: items.map((i) => i.id), cost }]);
}

/**
 * `/campaign done`: the players close G8; the AI's §10 runs (C41); G9 checks; the next round
 * starts or the campaign ends (§11). Unless `confirmed` (`force:true`), the players are asked
 * first, changing nothing: when G9 would strike squadrons still outside their band, and when
 * the muster check alone would eliminate their fleet (ruling C88): recovering, buying,
 * promoting or equipping first may still save it.
 */
export function closePostGame(catalog: Catalog, c: Campaign, user: string, confirmed: boolean): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'postgame' || !c.pending?.result) return refuse('not-now', { phase: c.phase });
  if (c.pending.assetOffer) return refuse('offer-open', { assets: c.pending.assetOffer.join(', ') });
  const events: BslEvent[] = [{ t: 'players-closed' }];
  const rng = new SeededRandom(c.rng);
  const actions = aiPostGame(catalog, c.fleets.players, c.fleets.ai, c.options, rng, c.round);
  events.push({ t: 'ai-acted', why: 'post-game', actions, rng: rng.state });
  let s = applied(c, events);
  // G9: squadrons still outside their band are struck; then elimination.
  for (const side of ['players', 'ai'] as const)
    for (const q of s.fleets[side].squadrons)
      if (!squadronFits(catalog, s.fleets[side], q.card, q.type, s.options)) events.push({ t: 'squadron-struck', side, card: q.card });
  s = applied(c, events);
  const out: Side[] = [];
  const lost = (f: Fleet) => s.options.threeLossRule && f.lossStreak >= 3;
  if (!confirmed) {
    // Three losses in a row eliminate the fleet whatever the players do: nothing to ask then.
    const ends = !lost(s.fleets.players) && musterFails(catalog, s.fleets.players, s.options);
    const problems = rosterProblems(catalog, c);
    if (problems.length) return refuse('roster-invalid', { problems: problems.join(' '), force: 1, ...(ends ? { ends: 1 } : {}) });
    if (ends) return refuse('muster-fails', { low: figure('players', 60, s.options), high: figure('players', 120, s.options) });
  }
  for (const side of ['players', 'ai'] as const) {
    const f = s.fleets[side];
    if (musterFails(catalog, f, s.options) || lost(f)) {
      events.push({ t: 'fleet-eliminated', side });
      out.push(side);
    }
  }
  if (out.length) {
    events.push({ t: 'campaign-ended', winner: out.length === 2 ? 'draw' : other(out[0]!) });
    return ok(events);
  }
  s = applied(c, events);
  return ok([...events, ...startRound(catalog, s)]);
}

// ------------------------------------------------------------------ Escalating Engagement (§6.5)

export interface ReinforceInput {
  readonly user: string;
  /** The game's round (declarations are made at the start of its Planning Phase, round 2 or later). */
  readonly gameRound: number;
  /** Values of each fleet's ships still in play. */
  readonly inPlay: Readonly<Record<Side, number>>;
  /** The players declare a draw. */
  readonly declare: boolean;
}

/**
 * Reinforcement declarations, Active first (§6.5, C31): at most one card per fleet per round; a
 * fleet that has drawn more than the other cannot draw. The AI declares when allowed, its pool is
 * not empty and norm(its value in play) ≤ the players' value in play.
 */
export function reinforce(c: Campaign, input: ReinforceInput): { ok: true; events: BslEvent[]; draws: { side: Side; card: SquadronCard }[] } | Refusal {
  const no = mustCommander(c, input.user);
  if (no) return no;
  const r = c.pending;
  if (c.phase !== 'game' || !r?.gameLinked || !r.mission || !mission(r.mission).escalating) return refuse('not-now', { phase: c.phase });
  if (input.gameRound < 2) return refuse('reinforce-round');
  const rng = new SeededRandom(c.rng);
  const counts: Record<Side, number> = { players: r.reinforcements.players.length, ai: r.reinforcements.ai.length };
  const events: BslEvent[] = [];
  const draws: { side: Side; card: SquadronCard }[] = [];
  for (const side of [r.active, other(r.active)]) {
    const pool = r.pools[side];
    const allowed = pool.length > 0 && !r.reinforcements[side].includes(input.gameRound) && counts[side] <= counts[other(side)];
    const wants = side === 'players' ? input.declare : input.inPlay.ai * 100 <= input.inPlay.players * c.options.aiStrengthPct;
    if (!allowed || !wants) continue;
    const card = pool[rng.below(pool.length)]!;
    counts[side]++;
    draws.push({ side, card });
    const ships = entriesOf(c.fleets[side], card)
      .filter((e) => !e.mia)
      .map((e) => ({ name: e.callsign, entry: e.id, side }));
    events.push({ t: 'reinforcement-drawn', side, card, gameRound: input.gameRound, ships, rng: rng.state });
  }
  return { ok: true, events, draws };
}
