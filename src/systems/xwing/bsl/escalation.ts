import { SeededRandom } from '../../../core/random.ts';
import type { Refusal } from '../../../core/refusal.ts';
import { refuseBsl } from './refusals.ts';
import { mission } from './data/missions.ts';
import { mustCommander, other } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf } from './fleet-ops.ts';
import type { Campaign, Side, SquadronCard } from './model.ts';

// Escalating Engagement (big-shed-league.md §6.5, C31): reinforcement declarations during the game.

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
  if (c.phase !== 'game' || !r?.gameLinked || !r.mission || !mission(r.mission).escalating) return refuseBsl('not-now', { phase: c.phase });
  if (input.gameRound < 2) return refuseBsl('reinforce-round');
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
