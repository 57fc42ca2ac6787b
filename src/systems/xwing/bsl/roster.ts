import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import { findEntry, type Flow, mustCommander, ok } from './decision.ts';
import { entriesOf, freeCard } from './fleet-ops.ts';
import type { Campaign, Fleet, RosterEntry, RoundState, SquadronCard, SquadronType } from './model.ts';
import { isRefusal, type Refusal } from '../../../core/refusal.ts';
import { assignedClash, BOUND_SLOTS, mayEditRoster, namesOf } from './roster-rules.ts';
import { freeSlots, restrictionsAllow } from './slots.ts';
import { findUpgrade } from '../play/devices.ts';
import { fleetProblems, SEED_BANDS } from './squadrons.ts';
import { figure, linkName, resolve, squadronValue } from './values.ts';

// The players' roster between games (big-shed-league.md §3, §9 G8): squadrons, assignments,
// moving upgrades, owners, and the problems that stop the roster being ready.

export function formSquadron(c: Campaign, user: string, type: SquadronType): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const card = freeCard(c.fleets.players);
  if (!card) return refuseBsl('nine-squadrons');
  return ok([{ t: 'squadron-formed', side: 'players', card, type }]);
}

export function retypeSquadron(c: Campaign, user: string, card: SquadronCard, type: SquadronType): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  if (!c.fleets.players.squadrons.some((s) => s.card === card)) return refuseBsl('no-squadron', { card });
  return ok([{ t: 'squadron-retyped', side: 'players', card, type }]);
}

export function strikeSquadron(c: Campaign, user: string, card: SquadronCard): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  if (!c.fleets.players.squadrons.some((s) => s.card === card)) return refuseBsl('no-squadron', { card });
  return ok([{ t: 'squadron-struck', side: 'players', card }]);
}

export function assignEntry(catalog: Catalog, c: Campaign, user: string, ship: string, card: SquadronCard | null): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const e = findEntry(c.fleets.players, ship);
  if (!e) return refuseBsl('unknown-entry', { ship });
  if (card !== null && !c.fleets.players.squadrons.some((s) => s.card === card)) return refuseBsl('no-squadron', { card });
  const clash = card === null ? null : assignedClash(catalog, c.fleets.players, namesOf(catalog, c.fleets.players, e), e.id);
  if (clash) return refuseBsl('name-assigned', { ship: clash });
  return ok([{ t: 'entry-assigned', side: 'players', entry: e.id, squadron: card }]);
}

/** Reorganisation (§9 G8): a free upgrade moves between ships and the inventory; bound ones never leave their ship (§3). */
export function moveUpgrade(catalog: Catalog, c: Campaign, user: string, upgrade: string, to: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (!mayEditRoster(c)) return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const id = upgrade.trim().toLowerCase();
  const item = f.inventory.find((i) => i.id === id);
  const holder = f.roster.find((e) => e.upgrades.some((u) => u.id === id));
  const cardId = item?.upgrade ?? holder?.upgrades.find((u) => u.id === id)?.upgrade;
  if (!cardId || item?.mia) return refuseBsl('unknown-upgrade', { upgrade });
  const card = catalog.upgrade(cardId)!;
  if (holder && BOUND_SLOTS.includes(card.slot)) return refuseBsl('bound-upgrade', { upgrade: card.name });
  if (to.trim().toLowerCase() === 'inventory') return ok([{ t: 'upgrade-moved', side: 'players', upgrade: id, to: null, slot: card.slot }]);
  const target = findEntry(f, to);
  if (!target) return refuseBsl('unknown-entry', { ship: to });
  const r = resolve(catalog, f.faction, target);
  if (!restrictionsAllow(card, r.ship, r.pilot)) return refuseBsl('upgrade-restricted', { upgrade: card.name, pilot: r.pilot.name });
  const free = freeSlots(catalog, f, target);
  for (const slot of card.slots) {
    const at = free.indexOf(slot);
    if (at < 0) return refuseBsl('no-slot', { upgrade: card.name, slot, pilot: r.pilot.name });
    free.splice(at, 1);
  }
  if (target.squadron !== null && card.limited === 1 && !SQUADRON_LIMITED.includes(card.id)) {
    const clash = assignedClash(
      catalog,
      { ...f, roster: f.roster.map((e) => ({ ...e, upgrades: e.upgrades.filter((u) => u.id !== id) })) },
      [linkName(card.name)],
      null,
    );
    if (clash) return refuseBsl('name-assigned', { ship: clash });
  }
  return ok([{ t: 'upgrade-moved', side: 'players', upgrade: id, to: target.id, slot: card.slots[0]! }]);
}

export function setOwner(c: Campaign, user: string, ship: string, owner: string | null, name?: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const e = findEntry(c.fleets.players, ship);
  if (!e) return refuseBsl('unknown-entry', { ship });
  return ok([{ t: 'owner-set', entry: e.id, owner, ...(owner && name ? { name } : {}) }]);
}

/**
 * The players' roster problems as codes the strings put in words (refusal 'roster-invalid'):
 * `two-standard`, `epic-limit`, `band:<card>:<TYPE>:<value>:<min>:<max>` (the band in this side's points, so the
 * words can say what the squadron must fit).
 */
export function rosterProblems(catalog: Catalog, c: Campaign): string[] {
  const f = c.fleets.players;
  return fleetProblems(catalog, f, c.options).map((p) => {
    if (p === 'two-standard' || p === 'epic-limit') return p;
    const card = p.split(':')[1] as SquadronCard;
    const s = f.squadrons.find((x) => x.card === card)!;
    const band = SEED_BANDS[s.type];
    const [min, max] = [figure(f.side, band.min, c.options), figure(f.side, band.max, c.options)];
    return `band:${card}:${s.type.toUpperCase()}:${squadronValue(catalog, f, card, c.options)}:${min}:${max}`;
  });
}

/** A commander's choice for the players' ship `ship` of the round, until its mission game is made (C97, C98). */
function beforeTheGame(c: Campaign, user: string, ship: string): Refusal | { r: RoundState; f: Fleet; e: RosterEntry } {
  const no = mustCommander(c, user);
  if (no) return no;
  const r = c.pending;
  if (!r || r.gameLinked) return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const e = findEntry(f, ship);
  if (!e) return refuseBsl('unknown-entry', { ship });
  return { r, f, e };
}

const MUNITION_SLOTS: readonly string[] = ['Torpedo', 'Missile', 'Device'];

/**
 * Ruling C97 (§7.2, revises C62): the players choose their Additional Supplies. Each ship of the
 * supplied squadron that was given a free munition (the AI's rule, by default) may take another
 * torpedo, missile or device upgrade instead, into the slot it frees or another empty one, until
 * the mission game is made (the game takes the ships as they are then).
 */
export function chooseSupply(catalog: Catalog, c: Campaign, user: string, ship: string, upgrade: string): Flow {
  const chosen = beforeTheGame(c, user, ship);
  if (isRefusal(chosen)) return chosen;
  const { r, f, e } = chosen;
  const given = r.supplies.find((s) => s.side === 'players' && s.entry === e.id);
  if (!given) return refuseBsl('no-supply', { ship: e.callsign });
  const card = catalog.upgrade(upgrade) ?? findUpgrade(catalog, upgrade);
  if (!card) return refuseBsl('unknown-upgrade', { upgrade });
  if (card.slots.length !== 1 || !MUNITION_SLOTS.includes(card.slot)) return refuseBsl('not-a-munition', { upgrade: card.name });
  const without = { ...e, upgrades: e.upgrades.filter((u) => u.id !== given.id) };
  const res = resolve(catalog, f.faction, without);
  if (!restrictionsAllow(card, res.ship, res.pilot)) return refuseBsl('upgrade-restricted', { upgrade: card.name, pilot: res.pilot.name });
  if (!freeSlots(catalog, f, without).includes(card.slot)) return refuseBsl('no-slot', { upgrade: card.name, slot: card.slot, pilot: res.pilot.name });
  return ok([{ t: 'supply-chosen', entry: e.id, id: given.id, upgrade: card.id, slot: card.slot }]);
}

/**
 * Ruling C98 (§1.8, C12: "the owner picks which copy is used"; revises C96 for the players): until
 * the mission game is made, the players pick a ship of this round's game that keeps its Squadron
 * Limited copies; the game gives them to it before the others (the AI's order after), within the
 * ships that come into play together (C96: an Escalating game's later cards still come after).
 */
export function chooseLimited(c: Campaign, user: string, ship: string): Flow {
  const chosen = beforeTheGame(c, user, ship);
  if (isRefusal(chosen)) return chosen;
  const { r, f, e } = chosen;
  if (!e.upgrades.some((u) => SQUADRON_LIMITED.includes(u.upgrade))) return refuseBsl('no-squadron-limited', { ship: e.callsign });
  const inGame = r.draws.players.some((card) => entriesOf(f, card).some((x) => x.id === e.id && !x.mia));
  if (!inGame) return refuseBsl('not-in-this-game', { ship: e.callsign });
  return ok([{ t: 'limited-chosen', entry: e.id }]);
}
