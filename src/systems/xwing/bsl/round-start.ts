import { SeededRandom } from '../../../core/random.ts';
import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { activeFleet } from './active.ts';
import { aiStartBuild } from './ai-fleet.ts';
import { type MissionId, MISSIONS } from './data/missions.ts';
import { OPEN_MODE_ID } from './data/open-mode.ts';
import { applied, type Flow, mustCommander, ok } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf } from './fleet-ops.ts';
import type { Campaign, Side, SquadronCard, SquadronType } from './model.ts';
import { rosterProblems } from './roster.ts';
import { drawSquadrons } from './squadron-draw.ts';
import { entryValue, fleetValue, resolve, sizeClass, squadronValue } from './values.ts';

// The start of a campaign round (big-shed-league.md §2.2–§4, P1–P4): the roster ready and the
// AI's build, the Active Fleet, rests, the Drawn Squadron and the mission.

/** `/campaign ready` (§2.2): the players' roster is complete; the AI builds (§2.3), then round 1 starts. */
export function ready(catalog: Catalog, c: Campaign, user: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'building') return refuseBsl('not-now', { phase: c.phase });
  const problems = rosterProblems(catalog, c);
  if (problems.length) return refuseBsl('roster-invalid', { problems: problems.join(' ') });
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
  if (c.phase !== 'rest' || c.pending?.active !== 'players') return refuseBsl('not-now', { phase: c.phase });
  if (cards.length > 2) return refuseBsl('rest-two');
  const f = c.fleets.players;
  for (const card of cards) if (!f.squadrons.some((s) => s.card === card)) return refuseBsl('no-squadron', { card });
  // C85: a rest that leaves no legal draw (P3: ≥2 cards, one STANDARD or RECON) would leave the round stuck.
  const left = f.squadrons.filter((s) => !cards.includes(s.card));
  if (left.length < 2 || !left.some((s) => s.type !== 'epic')) return refuseBsl('rest-leaves-no-draw', { cards: cards.join(' ') });
  return ok([{ t: 'squadrons-rested', side: 'players', cards: [...new Set(cards)] }]);
}

/** P3, players Active: the RNG draws the Drawn Squadron from ≥2 included cards with a STANDARD or RECON. */
export function drawMission(c: Campaign, user: string, include: readonly SquadronCard[]): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'draw' || c.pending?.active !== 'players') return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const cards = include.length ? [...new Set(include)] : f.squadrons.map((s) => s.card).filter((x) => !c.pending!.rested.includes(x));
  for (const card of cards) {
    if (!f.squadrons.some((s) => s.card === card)) return refuseBsl('no-squadron', { card });
    if (c.pending.rested.includes(card)) return refuseBsl('rested', { card });
  }
  if (cards.length < 2 || !cards.some((x) => f.squadrons.find((s) => s.card === x)!.type !== 'epic')) return refuseBsl('draw-needs');
  const rng = new SeededRandom(c.rng);
  return ok([{ t: 'mission-squadron-drawn', included: cards, drawn: cards[rng.below(cards.length)]!, rng: rng.state }]);
}

/** P4, players Active: the mission, from the Drawn Squadron's row. Then P5 draws both fleets' squadrons. */
export function chooseMission(catalog: Catalog, c: Campaign, user: string, id: number): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'mission' || c.pending?.active !== 'players' || c.pending.drawn === null) return refuseBsl('not-now', { phase: c.phase });
  const type = c.fleets.players.squadrons.find((s) => s.card === c.pending!.drawn)!.type;
  // C81: open mode (id 0) is one more choice at the mission step; an open-mode campaign plays nothing else.
  const allowed: MissionId[] = c.options.mode === 'open' ? [OPEN_MODE_ID] : [...allowedMissions(catalog, c, 'players', type), OPEN_MODE_ID];
  if (!allowed.includes(id as MissionId))
    return refuseBsl('mission-not-allowed', {
      mission: id,
      allowed: allowed.map((m) => (m === OPEN_MODE_ID ? 'open' : m)).join(', '),
      type: type.toUpperCase(),
    });
  const first: BslEvent = { t: 'mission-chosen', mission: id };
  return ok([first, ...drawSquadrons(catalog, applied(c, [first]))]);
}
