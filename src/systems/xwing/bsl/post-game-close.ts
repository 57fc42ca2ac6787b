import { SeededRandom } from '../../../core/random.ts';
import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { aiPostGame } from './ai-fleet.ts';
import { applied, type Flow, mustCommander, ok, other } from './decision.ts';
import type { BslEvent } from './events.ts';
import type { Campaign, Fleet, Side } from './model.ts';
import { musterFails } from './muster.ts';
import { rosterProblems } from './roster.ts';
import { startRound } from './round-start.ts';
import { squadronFits } from './squadrons.ts';
import { figure } from './values.ts';

// `/campaign done` (big-shed-league.md §9 G9, §10, §11): the post-game closes, the AI acts,
// and the next round starts or the campaign ends.

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
  if (c.phase !== 'postgame' || !c.pending?.result) return refuseBsl('not-now', { phase: c.phase });
  if (c.pending.assetOffer) return refuseBsl('offer-open', { assets: c.pending.assetOffer.join(', ') });
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
    if (problems.length) return refuseBsl('roster-invalid', { problems: problems.join(' '), force: 1, ...(ends ? { ends: 1 } : {}) });
    if (ends) return refuseBsl('muster-fails', { low: figure('players', 60, s.options), high: figure('players', 120, s.options) });
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
