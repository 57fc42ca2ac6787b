import type { FactionId } from '../catalog/schema.ts';
import { type RulesetId, SeededDice, seedRng } from '../engine/index.ts';
import { evolve, type GameEvent } from './events.ts';
import { NATURAL_OPPONENT } from './setup.ts';
import { type GameSize, type PointsGroup, squadByPoints } from './squad-by-points.ts';
import { aceOf, chooseSetup, DEFAULT_SETUP, TRANSPORT_LOCK, transportOf } from './variants.ts';
import { introEnemySquad, introPlayerSuggestion } from './intro.ts';
import { refuse } from './refusal.ts';
import type { Actor, GameState, ScenarioId, ShipState } from './state.ts';
import { type Decision, ok, type Tools } from './decision.ts';
import { type ArrivalView, arrive } from './arrival.ts';

// /game start: the game's set-up, and the introductory scenario's first enemy ships.

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
