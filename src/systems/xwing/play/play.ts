import type { Catalog } from '../catalog/catalog.ts';
import { shipProfile, type ShipProfile } from '../catalog/profile.ts';
import type { FactionId, Pilot, Ship } from '../catalog/schema.ts';
import {
  GivenDice,
  SeededDice,
  afterAttacking,
  attitudeOfDefenseDie,
  afterDefending,
  determineApproach,
  endPhaseShift,
  resolveApproach,
  ruleset,
  seedRng,
  weaponPriority,
  type ActionPlan,
  type ApproachOutcome,
  type ApproachRoll,
  type Attitude,
  type DefenseFace,
  type ChartName,
  type DiceSource,
  type EndPhaseReason,
  type ResolvedApproach,
  type RulesetId,
  type Side,
  type Weapon,
} from '../engine/index.ts';
import { afterManeuver, ionizedShip, type TokenChanges } from './after-maneuver.ts';
import { evolve, type GameEvent, type ShipPatch } from './events.ts';
import type { LayerEvent, LayerWords, MissionLayer } from './mission.ts';
import { placeArrival } from './placement.ts';
import { endPhaseTokens, ordnanceTotal, parseUpgrades, startingCharges, systemPhase, usableWeapons, type SystemCheck } from './devices.ts';
import { defaultPlayerPilot, NATURAL_OPPONENT, playerFactionOf } from './setup.ts';
import { squadByPoints, type GameSize, type PointsGroup } from './squad-by-points.ts';
import { aceOf, chooseSetup, DEFAULT_SETUP, transportOf, TRANSPORT_LOCK } from './variants.ts';
import { introEnemySquad, introPlayerSuggestion, waveArrivals, type Arrival, type SquadShip, type Wave } from './intro.ts';
import type { Decision as CoreDecision } from '../../../core/system.ts';
import { safeName } from '../../../core/escape.ts';
import { suggestPilots, suggestShips } from '../catalog/suggest.ts';
import { refuse, type Refusal } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { mimicsSoloName, nextShipName } from './ship-names.ts';
import { mayJump } from './jump.ts';
import { upInstead } from './turn-order.ts';
import { findShip, isActive, type Actor, type GameState, type PendingApproach, type ScenarioId, type ShipState } from './state.ts';

// The game's rules of play: each function decides, from the current state and a
// validated input, which events happen (or refuses). No I/O: the app layer loads,
// calls, appends the events and saves.

export type { Actor } from './state.ts';

export interface Tools {
  readonly catalog: Catalog;
  /** The seq the first new event will get (buttons carry it). */
  readonly nextSeq: number;
  /** The stored id of the channel's current game, if any (the end button carries it). */
  readonly gameId: number | null;
  /** The mission layer the composition registered, if any: its steps join the game's moves. */
  readonly mission?: Pick<MissionLayer<LayerEvent>, 'endOfEndPhase'>;
  /** The other editions' current catalogues, read only to say where a ship or pilot this game lacks flies (R59). */
  readonly otherEditions?: () => readonly Catalog[];
}

export type Decision<V> = CoreDecision<GameEvent, V>;

const ok = <V>(events: GameEvent[], view: V): Decision<V> => ({ ok: true, events, view });

/** The tally option players type: the arc, and the half of the ship it is in. */
export const TALLY_POSITIONS = ['bullseye', 'front-left', 'front-right', 'left', 'right', 'rear-left', 'rear-right'] as const;
export type TallyPosition = (typeof TALLY_POSITIONS)[number];

export function tallyToChart(t: TallyPosition): { chart: ChartName; side: Side | null } {
  if (t === 'bullseye') return { chart: 'bullseye', side: null };
  if (t === 'left' || t === 'right') return { chart: 'side', side: t };
  const [arc, side] = t.split('-') as ['front' | 'rear', Side];
  return { chart: arc, side };
}

export function mustBePlaying(state: GameState | null): Refusal | GameState {
  if (!state) return refuse('no-game');
  if (state.ended) return refuse('game-ended', { reason: state.ended.reason });
  return state;
}

export function shipByName(state: GameState, name: string): Refusal | ShipState {
  const ship = findShip(state, name);
  if (!ship) return refuse('unknown-ship', { ship: name, ships: state.ships.map((s) => s.name).join(', ') });
  return ship;
}

/**
 * Ruling R61 (revises R52's last case): a ship's hull as the table plays it: its chassis' hull and
 * what its upgrades add (Hull Upgrade's +1, from the catalogue's grants; an upgrade the catalogue
 * does not know adds nothing); null: a chassis the catalogue does not know.
 */
export function effectiveHull(catalog: Catalog, ship: Pick<ShipState, 'faction' | 'chassis' | 'upgrades'>): number | null {
  const base = catalog.ship(ship.faction, ship.chassis)?.hull;
  if (base === undefined) return null;
  let extra = 0;
  for (const id of ship.upgrades) for (const g of catalog.upgrade(id)?.grants ?? []) if (g.type === 'stat' && g.stat === 'hull') extra += g.amount;
  return base + extra;
}

/**
 * Ruling R52: the event that marks a ship destroyed once its damage cards reach its hull (its
 * effective hull, R61; the shields were taken first, before any card was dealt), if they do now.
 */
export function destroyedByDamage(catalog: Catalog, ship: ShipState, cards: number): GameEvent[] {
  const hull = effectiveHull(catalog, ship) ?? 0;
  return isActive(ship) && hull > 0 && cards >= hull ? [{ t: 'ship-changed', ship: ship.name, patch: { status: 'destroyed' } }] : [];
}

/**
 * Ruling R54 (and R55 for Done): a turn taken out of the initiative order, or a player ship's
 * turn ended by someone else than its owner, waits for the game's owner (or Manage Channels)
 * to confirm, on the same game step; null: it may go. A ship whose card is already asking
 * (its activation under way) is not asked again.
 */
export function turnCheck(
  state: GameState,
  actor: Actor | null,
  ship: ShipState,
  step: 'activation' | 'engagement',
  gameId: number | null,
  confirmed: { readonly at: number } | undefined,
): Refusal | null {
  if (confirmed) {
    if (confirmed.at !== state.step) return refuse('stale-button', { ship: ship.name });
    return actor && (state.owner === actor.userId || actor.canManage) ? null : refuse('forbidden', { action: 'confirm-turn' });
  }
  if (ship.pending) return null;
  // A solo ship's activation is its /activate; every other turn ends with Done.
  const act = step === 'activation' && ship.side === 'solo' ? ('activate' as const) : ('done' as const);
  const sure = { ship: ship.name, step, act, game: gameId ?? 0, at: state.step };
  const up = upInstead(state, ship, step);
  if (up) return refuse('out-of-turn', { ...sure, next: up.name });
  if (ship.side === 'player' && ship.owner !== null && ship.owner !== actor?.userId) return refuse('turn-of-player', { ...sure, owner: ship.owner });
  return null;
}

export function canChange(state: GameState, ship: ShipState, actor: Actor): boolean {
  if (ship.side === 'solo') return true; // solo ships belong to the table
  return ship.owner === actor.userId || state.owner === actor.userId || actor.canManage;
}

/** The named ship, if the actor may change it and it is in play. */
export function changeableShip(state: GameState, name: string, actor: Actor): Refusal | ShipState {
  const ship = shipByName(state, name);
  if (isRefusal(ship)) return ship;
  if (!canChange(state, ship, actor)) return refuse('forbidden', { action: 'change', ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  return ship;
}

export function profileOf(catalog: Catalog, ship: ShipState): ShipProfile {
  const chassis = catalog.ship(ship.faction, ship.chassis);
  if (!chassis) throw new Error(`ship ${ship.name} has unknown chassis ${ship.faction}/${ship.chassis}`);
  const pilot = ship.pilot ? (catalog.pilot(chassis, ship.pilot) ?? null) : null;
  return shipProfile(
    chassis,
    pilot,
    ship.upgrades.flatMap((u) => catalog.upgrade(u) ?? []),
  );
}

export function newShip(
  name: string,
  squad: {
    role: ShipState['role'];
    ship: Ship;
    pilotId: string | null;
    initiative: number;
    upgrades: readonly string[];
    ordnanceCharges: number | null;
    charges?: Readonly<Record<string, number>>;
  },
  side: ShipState['side'],
  owner: string | null,
  attitude: Attitude,
): ShipState {
  return {
    name,
    side,
    role: squad.role,
    owner,
    faction: squad.ship.faction,
    chassis: squad.ship.id,
    pilot: squad.pilotId,
    initiative: squad.initiative,
    attitude,
    stress: 0,
    ion: 0,
    disarm: 0,
    locks: [],
    tally: null,
    actionDamage: false,
    upgrades: squad.upgrades,
    ordnanceCharges: squad.ordnanceCharges,
    charges: squad.charges ?? {},
    status: 'active',
    activated: false,
    engaged: false,
    attacks: 0,
    defenses: 0,
    pending: null,
  };
}

export interface ArrivalView {
  readonly ship: ShipState;
  readonly arrival: Arrival;
}

/** A solo ship arrives at a hyperspace marker (ruling R17), Balanced at set-up, Offensive later. */
function arrive(
  state: GameState,
  catalog: Catalog,
  squad: SquadShip,
  dice: SeededDice,
  attitude: Attitude,
  taken: string[],
  placed: readonly ArrivalView[],
): ArrivalView {
  const { marker, face } = placeArrival(
    dice,
    placed.map((p) => p.arrival),
  );
  const name = nextShipName(state, squad.ship, taken);
  taken.push(name);
  const ship = newShip(
    name,
    {
      role: squad.role,
      ship: squad.ship,
      pilotId: squad.pilot.id,
      initiative: squad.pilot.initiative,
      upgrades: squad.upgrades,
      ordnanceCharges: ordnanceTotal(catalog, squad.upgrades, {}),
      charges: startingCharges(catalog, squad.upgrades),
    },
    'solo',
    null,
    attitude,
  );
  return { ship, arrival: { marker, face } };
}

// ---------------------------------------------------------------- /game start

export interface StartInput {
  readonly faction: FactionId;
  readonly scenario: ScenarioId;
  readonly ruleset: RulesetId;
  readonly seed: string;
  /** The faction the players fly; default: the enemy's natural opponent (R29). */
  readonly players?: FactionId | undefined;
  /** The seed's ship type for each enemy role (a ship id, or 'random'), and the variants. */
  readonly patrol?: string | undefined;
  readonly reinforcement?: string | undefined;
  readonly ace?: boolean | undefined;
  readonly transport?: boolean | undefined;
  /** Custom games: the player squad's points, for an enemy squad by points. */
  readonly points?: number | undefined;
  readonly size?: GameSize | undefined;
}
export interface StartView {
  readonly state: GameState;
  readonly arrivals: readonly ArrivalView[];
  readonly squad: ReturnType<typeof introEnemySquad> | null;
  readonly suggestion: ReturnType<typeof introPlayerSuggestion> | null;
  /** The escaping transport, placed in a corner (not at a marker). */
  readonly transport?: ShipState | null;
  /** The enemy squad the seed's squad building suggests for the players' points. */
  readonly byPoints?: { readonly points: number; readonly size: GameSize; readonly groups: readonly PointsGroup[] } | null;
}

export function startGame(
  existing: GameState | null,
  where: { channelId: string; guildId: string | null },
  actor: Actor,
  input: StartInput,
  tools: Tools,
): Decision<StartView> {
  if (existing && !existing.ended) return refuse('game-exists', { round: existing.round });
  const dice = new SeededDice(seedRng(input.seed));
  const setup = chooseSetup(tools.catalog, input.faction, input, dice);
  if ('bad' in setup) return refuse('bad-option', { option: setup.bad, value: input[setup.bad] ?? '', hint: 'one-of-or-random', options: setup.options });
  const started: GameEvent = {
    t: 'started',
    channelId: where.channelId,
    guildId: where.guildId,
    owner: actor.userId,
    ruleset: input.ruleset,
    scenario: input.scenario,
    faction: input.faction,
    playerFaction: input.players ?? NATURAL_OPPONENT[input.faction],
    // The data the game plays for its whole life: the catalogue it was started with.
    edition: tools.catalog.pin,
    ...(input.scenario === 'intro' && JSON.stringify(setup) !== JSON.stringify(DEFAULT_SETUP) ? { setup } : {}),
    seed: input.seed,
    rng: dice.state,
  };
  let state = evolve(null, started);
  const events: GameEvent[] = [started];
  const arrivals: ArrivalView[] = [];
  let squad = null;
  let suggestion = null;
  let transport: ShipState | null = null;
  if (input.scenario === 'intro') {
    squad = introEnemySquad(tools.catalog, input.faction, setup);
    suggestion = introPlayerSuggestion(tools.catalog, state.playerFaction);
    const taken: string[] = [];
    // Enemy ace: the second Patrol ship flies a limited pilot.
    for (const s of [squad.patrolLow, setup.ace ? aceOf(squad.patrolLow) : squad.patrolLow]) {
      const a = arrive(state, tools.catalog, s, dice, 'balanced', taken, arrivals);
      const e: GameEvent = { t: 'ship-added', ship: a.ship, rng: dice.state };
      state = evolve(state, e);
      events.push(e);
      arrivals.push(a);
    }
    if (setup.transport) {
      // Escaping transport: in a corner, in Recovery (v0.1 has none: its die decides), locked on the opposite corner.
      const attitude = input.ruleset === 'v0.1' ? 'balanced' : 'recovery';
      const a = arrive(state, tools.catalog, transportOf(tools.catalog, input.faction), dice, attitude, taken, []);
      const ship = { ...a.ship, locks: [TRANSPORT_LOCK] };
      const e: GameEvent = { t: 'ship-added', ship, rng: dice.state };
      state = evolve(state, e);
      events.push(e);
      transport = ship;
    }
  }
  const byPoints = input.points
    ? { points: input.points, size: input.size ?? 'intro', groups: squadByPoints(tools.catalog, input.faction, input.points, input.size ?? 'intro') }
    : null;
  return ok(events, { state, arrivals, squad, suggestion, transport, byPoints });
}

// ---------------------------------------------------------------- /join, /ship add

export interface JoinInput {
  readonly chassis: string;
  readonly pilot?: string | undefined;
  readonly name?: string | undefined;
}

function resolveChassis(catalog: Catalog, typed: string, preferFaction: FactionId): Refusal | Ship {
  const inFaction = catalog.findShip(typed, preferFaction);
  if (inFaction) return inFaction;
  const ids = catalog.resolveShipIds(typed);
  if (ids.length > 1) return refuse('ambiguous-chassis', { chassis: typed, options: ids.slice(0, 5).join(', ') });
  const ship = catalog.findShip(typed);
  return ship ?? refuse('unknown-chassis', { chassis: typed, suggestions: suggestShips(catalog, typed).join(', ') });
}

/** The chassis and pilot a player typed; without a pilot, the lowest-initiative non-limited one. */
/**
 * Ruling R59: a chassis (or a pilot of a chassis) this game's edition lacks that another edition
 * flies: the refusal that says so and how to start a game of that edition; null if none does.
 */
function elsewhere(catalog: Catalog, others: readonly Catalog[], faction: FactionId, chassis: string, pilot?: string, sameFaction = false): Refusal | null {
  for (const other of others) {
    const ship = other.findShip(chassis, faction) ?? (sameFaction ? undefined : other.findShip(chassis));
    if (!ship || !other.legalShip(ship) || (sameFaction && ship.faction !== faction)) continue;
    const p = pilot ? other.pilot(ship, pilot) : undefined;
    if (pilot && (!p || !other.legal(p))) continue;
    return refuse('other-edition', { what: p ? `${p.name} (${ship.name})` : ship.name, edition: other.pin.id, here: catalog.pin.id });
  }
  return null;
}

function pickShip(
  catalog: Catalog,
  state: GameState,
  input: { chassis: string; pilot?: string | undefined },
  side: ShipState['side'] = 'solo',
  others: () => readonly Catalog[] = () => [],
): Refusal | { chassis: Ship; pilot: Pilot } {
  // Players fly their own faction's ships, solo ships the enemy's.
  const faction = side === 'player' ? playerFactionOf(state) : state.faction;
  const chassis = resolveChassis(catalog, input.chassis, faction);
  if (isRefusal(chassis)) return (chassis.code === 'unknown-chassis' ? elsewhere(catalog, others(), faction, input.chassis) : null) ?? chassis;
  // Ruling R57: the players fly their own faction's ships; another faction's chassis is refused, naming theirs.
  if (side === 'player' && chassis.faction !== faction)
    return (
      // Another edition may fly it for the players' faction (the Rebels' Fang Fighter, xwa).
      elsewhere(catalog, others(), faction, input.chassis, undefined, true) ??
      refuse('wrong-faction', {
        chassis: chassis.name,
        faction: chassis.faction,
        players: faction,
        ships: catalog.ships
          .filter((s) => s.faction === faction && catalog.legalShip(s))
          .slice(0, 12)
          .map((s) => s.name)
          .join(', '),
      })
    );
  // The game's edition decides what may fly (XWA: standard or extended legal); the refusal says what may.
  if (!catalog.legalShip(chassis))
    return refuse('chassis-not-in-edition', {
      chassis: chassis.name,
      edition: catalog.pin.id,
      ships: catalog.ships
        .filter((s) => s.faction === chassis.faction && catalog.legalShip(s))
        .map((s) => s.name)
        .join(', '),
    });
  const fallback =
    side === 'player' ? defaultPlayerPilot(catalog, state, chassis) : (catalog.nonLimitedPilots(chassis)[0] ?? chassis.pilots.find((p) => catalog.legal(p)));
  const pilot = input.pilot ? catalog.pilot(chassis, input.pilot) : fallback;
  if (pilot && !catalog.legal(pilot)) return refuse('pilot-not-in-edition', catalog.notInEdition(chassis, pilot));
  const onlyElsewhere = !pilot && input.pilot ? elsewhere(catalog, others(), chassis.faction, chassis.id, input.pilot) : null;
  if (onlyElsewhere) return onlyElsewhere;
  if (!pilot)
    return refuse('unknown-pilot', {
      pilot: input.pilot ?? '',
      chassis: chassis.name,
      suggestions: suggestPilots(chassis, input.pilot ?? '').join(', '),
      pilots: chassis.pilots
        .slice(0, 8)
        .map((p) => p.name)
        .join(', '),
    });
  return { chassis, pilot };
}

export function joinGame(current: GameState | null, actor: Actor, input: JoinInput, tools: Tools): Decision<{ ship: ShipState }> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const picked = pickShip(tools.catalog, state, input, 'player', tools.otherEditions);
  if (isRefusal(picked)) return picked;
  const { chassis, pilot } = picked;
  // A display name may hold markdown or "@everyone": the default name keeps only what is safe to show and type.
  // A display name that reads as a solo ship's ("ТІЕ-3") would pass for one at the table, as a typed name would (ruling R70).
  const own = safeName(actor.userName);
  const wanted = input.name ? input.name.trim().slice(0, 32) || 'Pilot' : mimicsSoloName(own) ? 'Pilot' : own;
  const taken = input.name ? findShip(state, wanted) : undefined;
  // The ship the name would be taken for ("Fanny ✨" for "Fanny").
  if (taken) return refuse('name-taken', { name: taken.name });
  // A default name (the player's) that is taken gets the first free "-2", "-3"…
  let name = wanted;
  for (let n = 2; findShip(state, name); n++) name = `${wanted}-${n}`;
  const ship = newShip(
    name,
    { role: 'player', ship: chassis, pilotId: pilot.id, initiative: pilot.initiative, upgrades: [], ordnanceCharges: null },
    'player',
    actor.userId,
    'balanced',
  );
  return ok([{ t: 'ship-added', ship }], { ship });
}

export interface AddSoloInput {
  readonly chassis: string;
  readonly pilot?: string | undefined;
  /** Upgrade names or ids, comma-separated. */
  readonly upgrades?: string | undefined;
  readonly attitude?: Attitude | undefined;
}

export function addSoloShip(current: GameState | null, input: AddSoloInput, tools: Tools): Decision<{ ship: ShipState }> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const picked = pickShip(tools.catalog, state, input, 'solo', tools.otherEditions);
  if (isRefusal(picked)) return picked;
  const { chassis, pilot } = picked;
  const attitude = input.attitude ?? (state.round > 1 ? 'offensive' : 'balanced');
  if (!ruleset(state.ruleset).attitudes.includes(attitude)) return refuse('bad-option', { option: 'attitude', value: attitude });
  const upgrades = parseUpgrades(tools.catalog, input.upgrades, pilot);
  if (isRefusal(upgrades)) return upgrades;
  const charges = startingCharges(tools.catalog, upgrades);
  const ship = newShip(
    nextShipName(state, chassis),
    {
      role: 'custom',
      ship: chassis,
      pilotId: pilot.id,
      initiative: pilot.initiative,
      upgrades,
      ordnanceCharges: ordnanceTotal(tools.catalog, upgrades, charges),
      charges,
    },
    'solo',
    null,
    attitude,
  );
  return ok([{ t: 'ship-added', ship }], { ship });
}

// ---------------------------------------------------------------- /activate

export interface ActivateInput {
  readonly ship: string;
  readonly tally?: TallyPosition | undefined;
  readonly obstacle?: Side | undefined;
  readonly roll?: ApproachRoll | undefined;
  /** Pressed to start the activation (the tracker's button): refused while its card is already asking. */
  readonly start?: boolean;
  /** The game's owner confirmed this activation out of the turn order (R54), at the game's step `at`. */
  readonly confirmed?: { readonly at: number };
}

export type ActivateView =
  | {
      readonly kind: 'resolved';
      readonly ship: ShipState;
      readonly result: ResolvedApproach;
      readonly plan: ActionPlan;
      readonly profile: ShipProfile;
      readonly tokens: TokenChanges;
    }
  | { readonly kind: 'needs'; readonly ship: ShipState; readonly pending: PendingApproach; readonly needs: 'arc' | 'tally' | 'obstacle' };

function approachShipOf(ship: ShipState, profile: ShipProfile) {
  return {
    dial: profile.ship.dial,
    attitude: ship.attitude,
    stressed: ship.stress > 0,
    ionized: ionizedShip(ship, profile),
    actionDamage: ship.actionDamage,
    reloadWithoutCharge: profile.hasReload && ship.ordnanceCharges !== null && ship.ordnanceCharges === 0,
  };
}

function settle(state: GameState, ship: ShipState, profile: ShipProfile, pending: PendingApproach, rng: SeededDice | null): Decision<ActivateView> {
  const rules = ruleset(state.ruleset);
  const rngState = rng ? { rng: rng.state } : {};
  // No arc yet, or (v2) no dice yet: the arc is asked first, and answering it rolls.
  if (!pending.chart || !pending.roll) {
    return ok([{ t: 'approach-pending', ship: ship.name, pending, ...rngState }], { kind: 'needs', ship, pending, needs: 'arc' });
  }
  const outcome: ApproachOutcome = resolveApproach(
    rules,
    approachShipOf(ship, profile),
    { chart: pending.chart, tallySide: pending.tallySide, obstacleSide: pending.obstacleSide },
    pending.roll,
  );
  if (outcome.kind === 'needs-side') {
    return ok([{ t: 'approach-pending', ship: ship.name, pending, ...rngState }], { kind: 'needs', ship, pending, needs: outcome.needs[0]! });
  }
  return finishActivation(ship, profile, outcome, rngState);
}

function finishActivation(ship: ShipState, profile: ShipProfile, result: ResolvedApproach, rngState: { rng?: SeededDice['state'] }): Decision<ActivateView> {
  // R22/R23: the maneuver's stress and the ion tokens it clears are recorded; actions see the ship after it.
  const after = afterManeuver(ship, profile, result, ordnanceMax(profile));
  const m = result.maneuver;
  const activated: GameEvent = {
    t: 'activated',
    ship: ship.name,
    attitude: result.attitude.after,
    ...rngState,
    ...(result.roll ? { roll: { defense: result.roll.defense, attack: result.roll.attack } } : {}),
    maneuver: { speed: m.speed, bearing: m.bearing, direction: m.direction, difficulty: m.difficulty },
  };
  const events: GameEvent[] = after.patch ? [activated, { t: 'ship-changed', ship: ship.name, patch: after.patch }] : [activated];
  const shown = { ...ship, ...after.patch, attitude: result.attitude.after, activated: true, pending: null };
  return ok(events, { kind: 'resolved', ship: shown, result, plan: after.plan, profile, tokens: after.tokens });
}

function ordnanceMax(profile: ShipProfile): number {
  return profile.ordnance.reduce((n, u) => n + (u.charges ?? 0), 0);
}

/** `actor`: who asks (a typed or tapped activation); only needed to confirm one out of the turn order (R54). */
export function activate(current: GameState | null, input: ActivateInput, tools: Tools, actor?: Actor): Decision<ActivateView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = shipByName(state, input.ship);
  if (isRefusal(ship)) return ship;
  if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  if (ship.activated) return refuse('already-activated', { ship: ship.name, round: state.round });
  if (input.start && ship.pending) return refuse('activation-under-way', { ship: ship.name });
  const order = turnCheck(state, actor ?? null, ship, 'activation', tools.gameId, input.confirmed);
  if (order) return order;
  const profile = profileOf(tools.catalog, ship);
  const tally = input.tally ? tallyToChart(input.tally) : null;
  if (ionizedShip(ship, profile)) {
    const dice: DiceSource = new GivenDice({});
    const r = determineApproach(ruleset(state.ruleset), approachShipOf(ship, profile), { chart: tally?.chart ?? 'front' }, dice);
    if (r.kind !== 'resolved') throw new Error('an ionized approach never needs a side');
    return finishActivation(ship, profile, r, {});
  }
  // Big Shed League §5.3 (C69): a ship that may jump is asked first; answering the arc means "no, roll".
  if (!ship.pending && mayJump(state, ship))
    return settle(state, ship, profile, { id: tools.nextSeq, chart: null, roll: null, tallySide: null, obstacleSide: input.obstacle ?? null }, null);
  const kept = ship.pending;
  // Ruling R53: once the dice are shown on a chart, the tally's arc of this activation is fixed: another arc would read them on another chart.
  if (kept?.roll && kept.chart && tally && (tally.chart !== kept.chart || (kept.tallySide !== null && tally.side !== null && tally.side !== kept.tallySide)))
    return refuse('arc-fixed', { ship: ship.name, chart: kept.chart });
  // A pending roll (from an earlier /activate that asked a question) is kept: no rerolls.
  let roll = kept?.roll ?? input.roll ?? null;
  let rng: SeededDice | null = null;
  // The bot rolls only once it knows the tally's arc: nobody picks the arc after seeing the dice.
  if (!roll && tally) {
    rng = new SeededDice(state.rng);
    const defense = rng.defense();
    const attack = rng.attack();
    roll = { defense, attack };
  }
  // What the card already knows stays known: a new /activate adds to it, never clears it.
  const pending: PendingApproach = {
    id: tools.nextSeq,
    chart: tally?.chart ?? kept?.chart ?? null,
    roll,
    tallySide: tally?.side ?? kept?.tallySide ?? null,
    obstacleSide: input.obstacle ?? kept?.obstacleSide ?? null,
  };
  return settle(state, ship, profile, pending, rng);
}

/** Between an arc and the nearest obstacle's side in one answer (R56): `front-left/right`. */
export const ARC_AND_SIDE = '/';

export interface AnswerInput {
  readonly ship: string;
  readonly pendingId: number;
  readonly field: 'arc' | 'tally' | 'obstacle';
  readonly value: string;
}

/** A player answers the card's question (a button): fill it in and read again. */
export function answerPending(current: GameState | null, input: AnswerInput, tools: Tools): Decision<ActivateView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = findShip(state, input.ship);
  const pending = ship?.pending;
  if (!ship || !pending || pending.id !== input.pendingId || ship.activated) return refuse('stale-button', { ship: input.ship });
  let next: PendingApproach;
  if (input.field === 'arc') {
    // R56: an arc button may carry the nearest obstacle's side too (`front-left/right`): both questions in one tap.
    const [arc = '', obstacle] = input.value.split(ARC_AND_SIDE);
    if (!(TALLY_POSITIONS as readonly string[]).includes(arc)) return refuse('bad-option', { option: 'tally', value: input.value });
    if (obstacle !== undefined && obstacle !== 'left' && obstacle !== 'right') return refuse('bad-option', { option: 'obstacle', value: obstacle });
    if (pending.chart && pending.roll) return refuse('arc-fixed', { ship: ship.name, chart: pending.chart });
    const t = tallyToChart(arc as TallyPosition);
    next = { ...pending, id: tools.nextSeq, chart: t.chart, tallySide: t.side, ...(obstacle ? { obstacleSide: obstacle } : {}) };
    if (!next.roll) {
      const rng = new SeededDice(state.rng);
      const defense = rng.defense();
      const attack = rng.attack();
      return settle(state, ship, profileOf(tools.catalog, ship), { ...next, roll: { defense, attack } }, rng);
    }
  } else {
    if (input.value !== 'left' && input.value !== 'right') return refuse('bad-option', { option: input.field, value: input.value });
    next = { ...pending, id: tools.nextSeq, [input.field === 'tally' ? 'tallySide' : 'obstacleSide']: input.value };
  }
  return settle(state, ship, profileOf(tools.catalog, ship), next, null);
}

// ---------------------------------------------------------------- /ship …

export type ShipChange =
  | { readonly kind: 'stress' | 'ion' | 'charges'; readonly count: number }
  | { readonly kind: 'lock' | 'tally'; readonly target: string | null }
  /** `cards`: damage cards dealt to it now (an obstacle, a bomb…), added to its count (R52). */
  | { readonly kind: 'damage'; readonly actionHeader?: boolean | undefined; readonly cards?: number | undefined }
  | { readonly kind: 'destroyed' | 'fled' }
  | { readonly kind: 'attitude'; readonly attitude: Attitude };

export interface ShipChangeView {
  readonly ship: ShipState;
  readonly before: ShipState;
  readonly change: ShipChange;
  /** A solo ship told to flee stops at the edge instead ("Fleeing"). */
  readonly soloFlee: { readonly stress: number; readonly disarm: number } | null;
  /** Its damage cards reached its hull: it is destroyed in the same change (R52). */
  readonly destroyed?: boolean;
}

export function changeShip(current: GameState | null, actor: Actor, name: string, change: ShipChange, catalog?: Catalog): Decision<ShipChangeView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = changeableShip(state, name, actor);
  if (isRefusal(ship)) return ship;
  let patch: ShipPatch;
  let soloFlee: ShipChangeView['soloFlee'] = null;
  switch (change.kind) {
    case 'stress':
      patch = { stress: change.count };
      break;
    case 'ion':
      patch = { ion: change.count };
      // Ruling C9 (big-shed-league.md §1.6): each ion token gained removes one hyperdrive tracking token.
      if (ship.tracking && change.count > ship.ion && ship.tracking.tokens > 0)
        patch = { ...patch, tracking: { ...ship.tracking, tokens: Math.max(0, ship.tracking.tokens - (change.count - ship.ion)) } };
      break;
    case 'charges':
      patch = { ordnanceCharges: change.count };
      break;
    case 'lock':
    case 'tally': {
      let target: string | null = null;
      if (change.target) {
        const t = shipByName(state, change.target);
        // A tally marker may sit on any object, an obstacle or a point.
        if (isRefusal(t) && change.kind === 'lock') return t;
        if (!isRefusal(t) && t.name === ship.name) return refuse('same-ship', { ship: ship.name });
        target = isRefusal(t) ? change.target.trim() : t.name;
      }
      if (change.kind === 'tally' && !ruleset(state.ruleset).tallyMarker) return refuse('bad-option', { option: 'tally', value: '', hint: 'no-tally-marker' });
      patch = change.kind === 'lock' ? { locks: target ? [target] : [] } : { tally: target };
      break;
    }
    case 'damage':
      patch = {
        ...(change.actionHeader !== undefined ? { actionDamage: change.actionHeader } : {}),
        ...(change.cards !== undefined ? { damageCards: (ship.damageCards ?? 0) + change.cards } : {}),
      };
      break;
    case 'attitude':
      if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
      if (!ruleset(state.ruleset).attitudes.includes(change.attitude)) return refuse('bad-option', { option: 'attitude', value: change.attitude });
      patch = { attitude: change.attitude };
      break;
    case 'destroyed':
      patch = { status: 'destroyed' };
      break;
    case 'fled':
      // Ruling R40: the escaping transport is the one solo ship that flees.
      if (ship.side === 'solo' && ship.role !== 'transport') {
        soloFlee = { ...ruleset(state.ruleset).fleeTokens };
        patch = { stress: ship.stress + soloFlee.stress, disarm: ship.disarm + soloFlee.disarm };
      } else {
        patch = { status: 'fled' };
      }
      break;
  }
  const after = { ...ship, ...patch };
  const destroyed = change.kind === 'damage' && change.cards && catalog ? destroyedByDamage(catalog, after, after.damageCards ?? 0) : [];
  return ok([{ t: 'ship-changed', ship: ship.name, patch }, ...destroyed], {
    ship: after,
    before: ship,
    change,
    soloFlee,
    ...(destroyed.length ? { destroyed: true } : {}),
  });
}

// ---------------------------------------------------------------- /ship roll

export interface AttitudeRollView {
  readonly ship: ShipState;
  readonly face: DefenseFace;
  readonly attitude: Attitude;
}

/**
 * Ruling R58: a solo ship acting outside its activation (v0.1), or a card effect whose use is
 * unclear (v0.2), rolls a defense die for an attitude, on the game's dice: evade Defensive,
 * focus Balanced, blank Offensive. The ship's attitude marker is not changed.
 */
export function rollAttitude(current: GameState | null, name: string): Decision<AttitudeRollView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = shipByName(state, name);
  if (isRefusal(ship)) return ship;
  if (ship.side !== 'solo') return refuse('not-solo', { ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  const dice = new SeededDice(state.rng);
  const face = dice.defense();
  return ok([{ t: 'attitude-rolled', ship: ship.name, face, rng: dice.state }], { ship, face, attitude: attitudeOfDefenseDie(face) });
}

// ---------------------------------------------------------------- /attack

export interface AttackView {
  readonly attacker: ShipState;
  readonly defender: ShipState;
  readonly damage: number;
  readonly shifts: readonly { readonly ship: string; readonly from: Attitude; readonly to: Attitude }[];
  readonly weapons: readonly Weapon[] | null;
  /** The defender's damage cards after the attack, and its hull (R52). */
  readonly cards: number;
  readonly hull: number | null;
  /** Its damage cards reached its hull: it is destroyed in the same change (R52). */
  readonly destroyed: boolean;
}

export function recordAttack(
  current: GameState | null,
  actor: Actor,
  input: { attacker: string; defender: string; damage: number },
  tools: Tools,
): Decision<AttackView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const attacker = shipByName(state, input.attacker);
  if (isRefusal(attacker)) return attacker;
  const defender = shipByName(state, input.defender);
  if (isRefusal(defender)) return defender;
  if (attacker.name === defender.name) return refuse('same-ship', { ship: attacker.name });
  for (const s of [attacker, defender]) if (!isActive(s)) return refuse('ship-not-active', { ship: s.name, status: s.status });
  if (attacker.side === 'player' && !canChange(state, attacker, actor)) return refuse('forbidden', { action: 'attack-with', ship: attacker.name });
  // Engagement shifts exist in v0.2 only; player ships have no attitude.
  const shifting = ruleset(state.ruleset).attitudeShifts;
  const attackerAttitude = shifting && attacker.side === 'solo' ? afterAttacking(attacker.attitude, input.damage) : attacker.attitude;
  const defenderAttitude = shifting && defender.side === 'solo' ? afterDefending(defender.attitude, input.damage) : defender.attitude;
  const shifts = [
    { ship: attacker.name, from: attacker.attitude, to: attackerAttitude },
    { ship: defender.name, from: defender.attitude, to: defenderAttitude },
  ].filter((s) => s.from !== s.to);
  const cards = (defender.damageCards ?? 0) + input.damage;
  const destroyed = destroyedByDamage(tools.catalog, defender, cards);
  return ok(
    [
      { t: 'attacked', attacker: attacker.name, defender: defender.name, damage: input.damage, attackerAttitude, defenderAttitude, cards: input.damage },
      ...destroyed,
    ],
    // "Attack priority" for a solo attacker, shown with the record.
    {
      attacker,
      defender,
      damage: input.damage,
      shifts,
      weapons: attacker.side === 'solo' ? weaponPriority(usableWeapons(tools.catalog, attacker, profileOf(tools.catalog, attacker).weapons)) : null,
      cards,
      hull: effectiveHull(tools.catalog, defender),
      destroyed: destroyed.length > 0,
    },
  );
}

// ---------------------------------------------------------------- /round next

export interface RoundView {
  readonly round: number;
  readonly shifts: readonly { readonly ship: string; readonly from: Attitude; readonly to: Attitude; readonly reasons: readonly EndPhaseReason[] }[];
  readonly wave: { readonly wave: Wave; readonly arrivals: readonly ArrivalView[] } | null;
  readonly systemChecks: readonly SystemCheck[];
  /** v0.1: disarm tokens removed in the End Phase, by ship. */
  readonly disarmRemoved: readonly string[];
  readonly state: GameState;
  /** What the mission layer's end of the End Phase tells the table (a registered layer only). */
  readonly missionWords?: LayerWords;
}

/**
 * The End Phase, then the next round. The registered mission layer adds what happens at the
 * very end of the End Phase (a campaign game's Reinforcements and its end check, C14, C72);
 * if it ends the game, the next round does not start (the view's state is the ended game).
 */
export function nextRound(current: GameState | null, tools: Tools): CoreDecision<GameEvent | LayerEvent, RoundView> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const shifts: RoundView['shifts'][number][] = [];
  const attitudes: Record<string, Attitude> = {};
  if (ruleset(state.ruleset).attitudeShifts) {
    for (const s of state.ships) {
      if (s.side !== 'solo' || !isActive(s)) continue;
      const r = endPhaseShift(s.attitude, { attacks: s.attacks, defenses: s.defenses });
      if (r.attitude !== s.attitude) {
        attitudes[s.name] = r.attitude;
        shifts.push({ ship: s.name, from: s.attitude, to: r.attitude, reasons: r.reasons });
      }
    }
  }
  const round = state.round + 1;
  // End Phase: disarm tokens (a v0.1 solo ship's flee) last until the End Phase.
  const endPhase = endPhaseTokens(state);
  const closing = endPhase.events.reduce(evolve, state);
  const layer = tools.mission?.endOfEndPhase(tools.catalog, closing, state.round);
  const last = layer?.events ?? [];
  const closed = layer?.state ?? closing;
  const said = layer ? { missionWords: layer.words } : {};
  if (closed.ended)
    return {
      ok: true,
      events: [...endPhase.events, ...last],
      view: { round: state.round, shifts: [], wave: null, systemChecks: [], disarmRemoved: endPhase.ships, state: closed, ...said },
    };
  const started: GameEvent = { t: 'round-started', round, attitudes };
  const events: (GameEvent | LayerEvent)[] = [...endPhase.events, ...last, started];
  let next = evolve(closed, started);
  let wave: RoundView['wave'] = null;
  const arrivals = waveArrivals(tools.catalog, next, round);
  if (arrivals) {
    const dice = new SeededDice(next.rng);
    const taken: string[] = [];
    const views: ArrivalView[] = [];
    for (const squad of arrivals.ships) {
      const a = arrive(next, tools.catalog, squad, dice, 'offensive', taken, views);
      const e: GameEvent = { t: 'ship-added', ship: a.ship, rng: dice.state };
      next = evolve(next, e);
      events.push(e);
      views.push(a);
    }
    wave = { wave: arrivals.wave, arrivals: views };
  }
  // System Phase: the bomb/mine check, on the game's seeded dice.
  const system = systemPhase(tools.catalog, next, new SeededDice(next.rng));
  events.push(...system.events);
  next = system.events.reduce(evolve, next);
  return { ok: true, events, view: { round, shifts, wave, systemChecks: system.checks, disarmRemoved: endPhase.ships, state: next, ...said } };
}

// ---------------------------------------------------------------- end of the game

/**
 * "We did it!": the game notices its own end after every change. Not a Big Shed League
 * mission game: it ends only at the end of an End Phase (ruling C14, `fleetGoneEnd` in
 * the mission layer, run by /round next), so a fleet's last ship going ends nothing yet.
 */
export function detectEnd(state: GameState): GameEvent | null {
  if (state.ended || state.scenario === 'campaign') return null;
  const players = state.ships.filter((s) => s.side === 'player');
  const solo = state.ships.filter((s) => s.side === 'solo');
  if (players.length > 0 && players.every((s) => !isActive(s))) return { t: 'ended', reason: 'players-gone' };
  const lastWaveIn = state.scenario !== 'intro' || state.round >= 7;
  // An escaped transport is out of play like a destroyed ship.
  if (solo.length > 0 && lastWaveIn && solo.every((s) => s.status !== 'active') && solo.some((s) => s.status === 'destroyed'))
    return { t: 'ended', reason: 'solo-destroyed' };
  return null;
}

export function endGame(current: GameState | null, actor: Actor): Decision<{ state: GameState }> {
  if (!current) return refuse('no-game');
  if (current.owner !== actor.userId && !actor.canManage) return refuse('forbidden', { action: 'end', ship: '' });
  const events: GameEvent[] = current.ended ? [] : [{ t: 'ended', reason: 'ended-by-players' }];
  return ok(events, { state: current });
}
