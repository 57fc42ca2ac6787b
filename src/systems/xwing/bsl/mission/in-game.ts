import { isRefusal, type Refusal } from '../../../../core/refusal.ts';
import { refuse } from '../../play/refusal.ts';
import { ruleset, SeededDice, type AttackFace } from '../../engine/index.ts';
import type { ShipPatch } from '../../play/events.ts';
import { canChange, changeableShip, mustBePlaying, shipByName } from '../../play/decision.ts';
import type { Actor } from '../../play/state.ts';
import { mayJump } from '../../play/jump.ts';
import { isActive, type CampaignPlay, type CampaignRole, type ExitCode, type GameState, type LeaveEdge, type ShipState } from '../../play/state.ts';
import type { Edge, MissionId } from '../data/missions.ts';
import type { AssetId, Campaign } from '../model.ts';
import { afterCarrier } from '../roles.ts';
import { classifyExit } from '../victory.ts';
import { evolveMissionGame, type MissionDecision, type MissionGameEvent } from './events.ts';
import { refuseMission } from './refusals.ts';

// The campaign's rules inside a mission game (big-shed-league.md §5.2–§5.4): how a ship that
// leaves counts (W/D/X/OBJ by mission and edge), what each solo role does at the edge (C25),
// scans, mines, turbolasers, hyperdrive tracking tokens and the VET reroll. Pure: the game's
// state in, events out; dice only from the game's seeded generator.

/** The mission game's campaign facts, or a refusal outside one. */
function campaignGame(current: GameState | null): Refusal | { state: GameState; play: CampaignPlay } {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  if (state.scenario !== 'campaign' || !state.campaign) return refuseMission('not-campaign-game');
  return { state, play: state.campaign };
}

/** The callsign of the Active Fleet's nominated carrier (Operative, Defector, Supply Ship), from the campaign's hidden nominations. */
export function carrierName(c: Campaign | null | undefined): string | null {
  const r = c?.pending;
  if (!r) return null;
  const n = r.nominations.find((x) => x.side === r.active);
  return n ? (r.ships.find((s) => s.entry === n.entry)?.name ?? null) : null;
}

/** Whether the carrier is resolved (missions 2, 3, 7: off the table or destroyed) or 3 markers are scanned (mission 1): the "after" exits apply (§6.1, §6.2, §6.6). */
function carrierResolved(state: GameState, carrier: string | null): boolean {
  const m = state.campaign?.mission ?? null;
  if (m === 1) return (state.campaign?.scans.length ?? 0) >= 3;
  if (m === 2 || m === 3 || m === 7) {
    const ship = carrier ? state.ships.find((s) => s.name === carrier) : undefined;
    return ship !== undefined && !isActive(ship);
  }
  return false;
}

/** The table's edge column (§5.2): a jump is its own column; N1 and N2 are both neutral. */
const column = (edge: LeaveEdge | null, jump: boolean): Edge => (jump ? 'J' : edge === 'N1' || edge === 'N2' ? 'N' : (edge ?? 'N'));

/** §5.2 and the mission tables of §6: how a ship leaving by this edge (or jump) counts. */
export function exitCodeOf(state: GameState, ship: ShipState, edge: LeaveEdge | null, jump: boolean, carrier: string | null): ExitCode {
  const play = state.campaign!;
  const whose = ship.side === play.active ? 'active' : 'opposing';
  return classifyExit(play.mission as MissionId | null, whose, column(edge, jump), carrier !== null && ship.name === carrier, carrierResolved(state, carrier));
}

export interface LeaveInput {
  readonly ship: string;
  readonly edge: LeaveEdge | null;
  readonly jump: boolean;
}

export type LeaveView =
  | { readonly kind: 'left'; readonly ship: ShipState; readonly edge: LeaveEdge | null; readonly jump: boolean; readonly code: ExitCode }
  /** C25: a runner that is not the carrier stops at the edge and becomes Line. */
  | { readonly kind: 'decoy'; readonly ship: ShipState }
  /** Line, Ace and Scout solo ships never leave: the Solo Alpha flee rule (§5.3). */
  | { readonly kind: 'flee-rule'; readonly ship: ShipState; readonly role: CampaignRole };

export interface FollowUp {
  /** The AI Active's ships that became Withdrawing, and the edge they make for. */
  readonly withdrawing: { readonly ships: readonly string[]; readonly edge: 'A' | 'O' } | null;
}

/**
 * Once the carrier is resolved or the 3rd marker scanned, the AI Active's ships withdraw
 * (§6.1, §6.2, §6.6): every solo ship still in play becomes Withdrawing, its tally marker on the
 * midpoint of its withdrawal edge. Read after a change: `before` not yet resolved, `after` resolved.
 */
function followUps(before: GameState, after: GameState, carrier: string | null): { events: MissionGameEvent[]; view: FollowUp } {
  const play = after.campaign;
  const none = { events: [], view: { withdrawing: null } };
  if (!play || play.active !== 'solo' || play.mission === null) return none;
  const to = afterCarrier(play.mission as MissionId);
  if (!to || carrierResolved(before, carrier) || !carrierResolved(after, carrier)) return none;
  const ships = after.ships.filter((s) => s.side === 'solo' && isActive(s) && s.campaignRole !== 'withdrawing').map((s) => s.name);
  if (!ships.length) return none;
  return { events: [{ t: 'role-changed', ships, role: 'withdrawing', tally: `midpoint of ${to.to}` }], view: { withdrawing: { ships, edge: to.to } } };
}

/**
 * `/ship fled edge: jump:` in a mission game (§5.2, §5.3, C25). Player ships leave, classified by
 * the mission's table. Solo ships leave by their role: Runners (the carrier leaves; a decoy takes
 * the flee rule and becomes Line), Evaders and Withdrawing ships leave; Line, Ace and Scout take
 * the Solo Alpha flee rule. A jump needs the tracking tokens (§1.6) and no ion token (R6).
 */
export function leavePlayArea(
  current: GameState | null,
  actor: Actor,
  input: LeaveInput,
  carrier: string | null,
): MissionDecision<{ leave: LeaveView; follow: FollowUp }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const { state, play } = g;
  const ship = changeableShip(state, input.ship, actor);
  if (isRefusal(ship)) return ship;
  const role = ship.side === 'solo' ? (ship.campaignRole ?? 'line') : null;
  const stays = role === 'line' || role === 'ace' || role === 'scout';
  // A ship that stays at the edge (flee rule) needs no edge; one that leaves is classified by it.
  if (!input.jump && !input.edge && !stays) return refuseMission('edge-needed', { ship: ship.name });
  if (play.mission === 5 && (input.edge === 'N1' || input.edge === 'N2')) return refuseMission('edge-in-ambush');
  if (input.jump) {
    if (!ship.tracking) return refuseMission('cannot-jump', { ship: ship.name });
    if (ship.tracking.tokens < ship.tracking.needed)
      return refuseMission('cannot-jump', { ship: ship.name, tokens: ship.tracking.tokens, needed: ship.tracking.needed });
    if (ship.ion > 0) return refuseMission('ionized-no-jump', { ship: ship.name });
  }
  let events: MissionGameEvent[];
  let leave: LeaveView;
  if (stays) {
    const flee = ruleset(state.ruleset).fleeTokens;
    const patch: ShipPatch = { stress: ship.stress + flee.stress, disarm: ship.disarm + flee.disarm };
    events = [{ t: 'ship-changed', ship: ship.name, patch }];
    leave = { kind: 'flee-rule', ship: { ...ship, ...patch }, role };
  } else if (role === 'runner' && ship.name !== carrier) {
    // C25: a decoy does not leave: flee rule, loses its tally marker, becomes Line.
    const flee = ruleset(state.ruleset).fleeTokens;
    events = [
      { t: 'ship-changed', ship: ship.name, patch: { stress: ship.stress + flee.stress, disarm: ship.disarm + flee.disarm } },
      { t: 'role-changed', ships: [ship.name], role: 'line', tally: null },
    ];
    leave = { kind: 'decoy', ship };
  } else {
    const code = exitCodeOf(state, ship, input.edge, input.jump, carrier);
    events = [{ t: 'ship-left', ship: ship.name, left: { edge: input.edge, via: input.jump ? 'jump' : 'maneuver', code } }];
    leave = { kind: 'left', ship, edge: input.edge, jump: input.jump, code };
  }
  const after = events.reduce(evolveMissionGame, state);
  const f = followUps(state, after, carrier);
  return { ok: true, events: [...events, ...f.events], view: { leave, follow: f.view } };
}

/** The card's "Jump" answer (§5.3 "Jumps", C69): the ship jumps instead of rolling, if the question is still open. */
export function jumpInstead(
  current: GameState | null,
  actor: Actor,
  input: { ship: string; pendingId: number },
  carrier: string | null,
): MissionDecision<{ leave: LeaveView; follow: FollowUp }> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = state.ships.find((s) => s.name === input.ship);
  if (!ship || ship.pending?.id !== input.pendingId || ship.pending.roll || !mayJump(state, ship)) return refuse('stale-button', { ship: input.ship });
  return leavePlayArea(state, actor, { ship: ship.name, edge: null, jump: true }, carrier);
}

/** After `/ship destroyed` in a mission game: a destroyed carrier is resolved, and the AI Active withdraws (§6.2, §6.6). */
export function afterDestroyed(before: GameState, events: readonly MissionGameEvent[], carrier: string | null): { events: MissionGameEvent[]; view: FollowUp } {
  if (before.scenario !== 'campaign') return { events: [], view: { withdrawing: null } };
  return followUps(before, events.reduce(evolveMissionGame, before), carrier);
}

/** What a campaign solo ship's activation card adds (§5.3, §5.4): its role, its VET reroll, tracking tokens to place first, a Scout's unscanned markers. */
export interface CardNotes {
  readonly role: CampaignRole | null;
  readonly vetReroll: boolean;
  readonly trackingFirst: { readonly tokens: number; readonly needed: number } | null;
  /** Mission 1 Scouts: the markers not yet scanned, lowest first (ties go to the lowest number). */
  readonly unscanned: readonly number[] | null;
}

export function cardNotes(state: GameState | null, ship: ShipState): CardNotes {
  const role = ship.campaignRole ?? null;
  const t = ship.tracking;
  const scans = state?.campaign?.mission === 1 ? state.campaign.scans.map((x) => x.marker) : null;
  return {
    role,
    vetReroll: ship.vetReroll === true,
    trackingFirst: (role === 'evader' || role === 'withdrawing') && t && t.tokens < t.needed ? { tokens: t.tokens, needed: t.needed } : null,
    unscanned: role === 'scout' && scans ? [1, 2, 3, 4, 5].filter((m) => !scans.includes(m)) : null,
  };
}

/** The reports the players owe in this mission game (§5.1 "the reports the players owe", §5.4), for the set-up. */
export interface ReportsOwed {
  readonly scans: boolean;
  /** Guarded Approach in effect for a fleet: its mines may detonate. */
  readonly mines: boolean;
  /** Capital Ship Support in effect: a turbolaser strike each End Phase. */
  readonly turbolaser: boolean;
  readonly reinforcements: boolean;
  /** Player ships with a hyperdrive: tracking tokens needed. */
  readonly hyperdrives: readonly { readonly ship: string; readonly needed: number }[];
  /** Player ships with the VET reroll (solo ships have a button on their card). */
  readonly vetRerolls: readonly string[];
}

export function reportsOwed(state: GameState, effects: Readonly<Record<'players' | 'ai', readonly string[]>>): ReportsOwed {
  const any = (a: string) => effects.players.includes(a) || effects.ai.includes(a);
  const players = state.ships.filter((s) => s.side === 'player');
  return {
    scans: state.campaign?.mission === 1,
    mines: any('guarded-approach'),
    turbolaser: any('capital-ship-support'),
    reinforcements: (state.campaign?.reinforcements ?? []).length > 0,
    hyperdrives: players.flatMap((s) => (s.tracking ? [{ ship: s.name, needed: s.tracking.needed }] : [])),
    vetRerolls: players.filter((s) => s.vetReroll).map((s) => s.name),
  };
}

// ---------------------------------------------------------------- §5.4 reports

/** `/mission scan ship: marker:` (§6.1, C28): an Active ship scans an objective marker; one scan per ship per round. */
export function scanMarker(
  current: GameState | null,
  actor: Actor,
  input: { ship: string; marker: number },
): MissionDecision<{ ship: ShipState; marker: number; left: number; third: boolean; follow: FollowUp }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const { state, play } = g;
  if (play.mission !== 1) return refuseMission('not-this-mission', { mission: play.mission ?? 'open' });
  const ship = changeableShip(state, input.ship, actor);
  if (isRefusal(ship)) return ship;
  if (ship.side !== play.active) return refuseMission('not-active-fleet', { ship: ship.name });
  const left = 5 - play.scans.length;
  if (play.scans.some((x) => x.marker === input.marker)) return refuseMission('marker-gone', { marker: input.marker, left });
  if (play.scans.some((x) => x.ship === ship.name && x.round === state.round)) return refuseMission('scanned-this-round', { ship: ship.name });
  const events: MissionGameEvent[] = [{ t: 'marker-scanned', ship: ship.name, marker: input.marker }];
  const after = events.reduce(evolveMissionGame, state);
  const f = followUps(state, after, null);
  return {
    ok: true,
    events: [...events, ...f.events],
    view: { ship, marker: input.marker, left: left - 1, third: play.scans.length + 1 === 3, follow: f.view },
  };
}

export interface StrikeRoll {
  readonly ship: string;
  readonly faces: readonly AttackFace[];
  /** Damage: hits (and crits for a mine, C35). */
  readonly hits: number;
  readonly crits: number;
}

/** The asset that brings each strike into a mission game (§5.5): Guarded Approach's mines, Capital Ship Support's turbolasers. */
const STRIKE_ASSET = { mine: 'guarded-approach', turbolaser: 'capital-ship-support' } as const satisfies Record<'mine' | 'turbolaser', AssetId>;

/**
 * `/mission mine|turbolaser`: three attack dice for each ship, on the game's seeded dice
 * (§5.4): a mine (hits and crits, C35) or a turbolaser (hits only, C36). `effects`: the assets
 * in play this game, from its campaign (ruling C87: refused when neither fleet has the
 * strike's asset); null when the game is not the channel's campaign's, and then not checked.
 */
export function strike(
  current: GameState | null,
  kind: 'mine' | 'turbolaser',
  names: readonly string[],
  effects: Readonly<Record<'players' | 'ai', readonly string[]>> | null = null,
): MissionDecision<{ rolls: readonly StrikeRoll[]; kind: 'mine' | 'turbolaser' }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const { state } = g;
  const asset = STRIKE_ASSET[kind];
  if (effects && !effects.players.includes(asset) && !effects.ai.includes(asset)) return refuseMission('asset-not-in-play', { asset });
  if (!names.length) return refuseMission('ships-needed');
  const ships: ShipState[] = [];
  for (const n of names) {
    const s = shipByName(state, n);
    if (isRefusal(s)) return s;
    if (!isActive(s)) return refuse('ship-not-active', { ship: s.name, status: s.status });
    if (!ships.includes(s)) ships.push(s);
  }
  const dice = new SeededDice(state.rng);
  const rolls: StrikeRoll[] = ships.map((s) => {
    const faces = [dice.attack(), dice.attack(), dice.attack()];
    const crit = faces.filter((f) => f === 'crit').length;
    return { ship: s.name, faces, hits: faces.filter((f) => f === 'hit').length, crits: kind === 'mine' ? crit : 0 };
  });
  const event: MissionGameEvent = {
    t: kind === 'mine' ? 'mine-detonated' : 'turbolaser-fired',
    ships: ships.map((s) => s.name),
    rolls: rolls.map((r) => r.faces),
    rng: dice.state,
  };
  return { ok: true, events: [event], view: { rolls, kind } };
}

/** `/mission hyperdrive ship:` (§1.6): a tracking token placed; the count is checked against what a jump needs. */
export function placeTrackingToken(
  current: GameState | null,
  actor: Actor,
  input: { ship: string; mines: number; lost?: boolean },
): MissionDecision<{ ship: ShipState; tokens: number; needed: number }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const { state } = g;
  const ship = changeableShip(state, input.ship, actor);
  if (isRefusal(ship)) return ship;
  if (!ship.tracking) return refuseMission('cannot-jump', { ship: ship.name });
  // §1.6 Gravity Field Mine: a ship ending a maneuver at range 0–2 loses all its tracking tokens.
  if (input.lost)
    return {
      ok: true,
      events: [{ t: 'ship-changed', ship: ship.name, patch: { tracking: { ...ship.tracking, tokens: 0 } } }],
      view: { ship, tokens: 0, needed: ship.tracking.needed + input.mines },
    };
  const tokens = ship.tracking.tokens + 1;
  // §1.6: +1 per enemy Navigation Interference Mine at range 0–3, told at the time.
  return { ok: true, events: [{ t: 'tracking-token-placed', ship: ship.name, tokens }], view: { ship, tokens, needed: ship.tracking.needed + input.mines } };
}

/** The VET reroll (C6): once per game, for non-limited VET and ELITE pilots. */
export function useVetReroll(current: GameState | null, actor: Actor, name: string): MissionDecision<{ ship: ShipState }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const ship = shipByName(g.state, name);
  if (isRefusal(ship)) return ship;
  if (!canChange(g.state, ship, actor)) return refuse('forbidden', { action: 'change', ship: ship.name });
  if (ship.vetReroll !== true) return refuseMission('no-vet-reroll', { ship: ship.name });
  return { ok: true, events: [{ t: 'vet-reroll-used', ship: ship.name }], view: { ship } };
}

/** `/ship hull damage:` (§5.4 `DamageSet`): the damage cards a ship has now, any ship of a mission game. */
export function setDamageCards(
  current: GameState | null,
  actor: Actor,
  input: { ship: string; cards: number },
): MissionDecision<{ ship: ShipState; before: number }> {
  const g = campaignGame(current);
  if (isRefusal(g)) return g;
  const ship = changeableShip(g.state, input.ship, actor);
  if (isRefusal(ship)) return ship;
  return { ok: true, events: [{ t: 'damage-set', ship: ship.name, cards: input.cards }], view: { ship, before: ship.damageCards ?? 0 } };
}
