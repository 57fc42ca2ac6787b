import { type Attitude, type EndPhaseReason, endPhaseShift, ruleset, SeededDice } from '../engine/index.ts';
import { evolve, type GameEvent } from './events.ts';
import type { LayerEvent, LayerWords } from './mission.ts';
import { endPhaseTokens, type SystemCheck, systemPhase } from './devices.ts';
import { type Wave, waveArrivals } from './intro.ts';
import type { Decision as CoreDecision } from '../../../core/system.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { type GameState, isActive } from './state.ts';
import { mustBePlaying, type Tools } from './decision.ts';
import { type ArrivalView, arrive } from './arrival.ts';

// /round next: the End Phase, the next round, its wave of arrivals and its System Phase.

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
