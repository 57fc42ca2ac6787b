import { SeededDice, type AttackFace } from '../../engine/index.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { EndOfEndPhase } from '../../play/mission.ts';
import { newShip } from '../../play/arrival.ts';
import { shipTitle } from '../../render/game-cards.ts';
import { campaignPlayStrings } from './campaign-play.ts';
import { isActive, type GameState, type ShipState } from '../../play/state.ts';
import { evolveMissionGame, type MissionEvent, type MissionGameEvent } from './events.ts';

// The end of a mission game's round (big-shed-league.md §7.2, C14, C37, C72): the
// *Reinforcements* dice and arrivals, then the end checks, at the end of the End Phase.

/** C14: at the end of round `roundLimit` the mission game ends; ships in play are neither flipped nor driven off. */
export function roundLimitEnd(state: GameState | null, from: number): MissionGameEvent[] | null {
  const limit = state?.campaign?.roundLimit;
  if (!state || state.ended || !limit || state.round !== from || state.round < limit) return null;
  return [{ t: 'ended', reason: 'round-limit' }];
}

/**
 * C14 (C74): at the end of a round's End Phase (after Reinforcements and turbolaser) a mission
 * game ends when a fleet has no ships in the play area — destroyed or gone over an edge, the
 * AI's withdrawals and objective exits included. Both gone: the players' reason comes first.
 */
export function fleetGoneEnd(state: GameState): MissionGameEvent | null {
  if (state.ended || state.scenario !== 'campaign') return null;
  const gone = (['player', 'solo'] as const).filter((side) => !state.ships.some((s) => s.side === side && isActive(s)));
  if (!gone.length) return null;
  return { t: 'ended', reason: gone.includes('player') ? 'players-gone' : 'solo-destroyed', gone };
}

/**
 * The end of a mission game's End Phase of round `from`: the *Reinforcements* dice (§7.2, C72)
 * and the end check (C14): the round limit (C71), or a fleet with no ship in play (C74).
 * Outside a campaign: nothing.
 */
function closeEndPhase(
  catalog: Catalog,
  closing: GameState,
  from: number,
): { events: MissionGameEvent[]; state: GameState; rolls: readonly ReinforcementRoll[] } {
  if (closing.scenario !== 'campaign') return { events: [], state: closing, rolls: [] };
  const more = reinforcementArrivals(catalog, closing, from);
  // After the dice: an arrival placed now is in play at the end and joins the roster (C37).
  const after = more.events.reduce(evolveMissionGame, closing);
  const gone = fleetGoneEnd(after);
  const end = roundLimitEnd(after, from) ?? (gone ? [gone] : []);
  return { events: [...more.events, ...end], state: end.reduce(evolveMissionGame, after), rolls: more.rolls };
}

/**
 * The layer's step at the end of the End Phase, and what it tells the table: each Reinforcements
 * roll; in a game that plays on, Escalating Engagement's reminder (§6.5: reinforcements are
 * declared at the start of the Planning Phase).
 */
export const endOfEndPhase: EndOfEndPhase<MissionEvent> = (catalog, closing, round) => {
  const closed = closeEndPhase(catalog, closing, round);
  const escalating = !closed.state.ended && closed.state.scenario === 'campaign' && closed.state.campaign?.mission === 6;
  return {
    events: closed.events,
    state: closed.state,
    words: (locale, shown) => {
      const c = campaignPlayStrings(locale);
      const rolls = closed.rolls.map((x) =>
        c.reinforcementRoll(x.ship, x.face, x.arrival?.name ?? null, x.arrival ? shipTitle(shown, x.arrival) : null, x.arrival?.side === 'solo'),
      );
      return escalating ? [...rolls, c.escalating] : rolls;
    },
  };
};

export interface ReinforcementRoll {
  readonly ship: string;
  readonly face: AttackFace;
  readonly arrival: ShipState | null;
}

/** A name no ship of the game has: the lost ship's with R (A3R, then A3R2…). */
function arrivalName(base: string, taken: Set<string>): string {
  let name = `${base}R`;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}R${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The *Reinforcements* asset (§7.2, C35, C37, C72): at the end of the End Phase of round `ended`,
 * each ship of a side with the asset destroyed in that round (not one that left) rolls 1 attack
 * die on the game's dice; on a hit the lowest-cost non-limited pilot of its chassis arrives, with
 * no upgrades and no status, within range 1 of its edge (a solo arrival is Offensive, Line).
 */
export function reinforcementArrivals(catalog: Catalog, state: GameState, ended: number): { events: MissionGameEvent[]; rolls: ReinforcementRoll[] } {
  const sides = state.campaign?.reinforcements ?? [];
  const lost = state.ships.filter((s) => sides.includes(s.side) && s.status === 'destroyed' && s.destroyedRound === ended);
  if (!lost.length || state.ended) return { events: [], rolls: [] };
  const dice = new SeededDice(state.rng);
  const faces = lost.map((s) => ({ ship: s.name, face: dice.attack() }));
  const events: MissionGameEvent[] = [{ t: 'reinforcements-rolled', rolls: faces, rng: dice.state }];
  const taken = new Set(state.ships.map((s) => s.name.toLowerCase()));
  const rolls = faces.map((r, i): ReinforcementRoll => {
    const s = lost[i]!;
    const chassis = catalog.ship(s.faction, s.chassis);
    const pilot = chassis?.pilots.filter((p) => p.limited === 0).sort((a, b) => (a.cost ?? 999) - (b.cost ?? 999) || a.initiative - b.initiative)[0];
    if (r.face !== 'hit' || !chassis || !pilot) return { ...r, arrival: null };
    const base = newShip(
      arrivalName(s.name, taken),
      { role: s.side === 'player' ? 'player' : 'custom', ship: chassis, pilotId: pilot.id, initiative: pilot.initiative, upgrades: [], ordnanceCharges: null },
      s.side,
      s.owner,
      s.side === 'solo' ? 'offensive' : 'balanced',
    );
    const arrival: ShipState = { ...base, ...(s.side === 'solo' ? { campaignRole: 'line' as const } : {}), reinforcementOf: s.name, damageCards: 0 };
    events.push({ t: 'ship-added', ship: arrival });
    return { ...r, arrival };
  });
  return { events, rolls };
}
