import { SeededRandom } from '../../../core/random.ts';
import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { mission, type MissionId } from './data/missions.ts';
import { applied, findEntry, type Flow, mustCommander, ok } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf } from './fleet-ops.ts';
import type { Campaign, RosterEntry, Side } from './model.ts';
import { carrierCandidates } from './roles.ts';

// P8–P9 (big-shed-league.md §6.2, §6.6, C25): the reveal and the Active Fleet's secret carrier.

/** P8 and the AI's P9: the reveal, then the AI's secret carrier (C25) when it is Active in mission 2, 3 or 7. */
export function revealAndNominate(catalog: Catalog, c: Campaign): BslEvent[] {
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

/** Who may carry the Active fleet's secret (§6.2, §6.6). */
export function nominationCandidates(catalog: Catalog, c: Campaign, side: Side): RosterEntry[] {
  const r = c.pending!;
  const f = c.fleets[side];
  const deployed = r.draws[side].flatMap((card) => entriesOf(f, card)).filter((e) => !e.mia);
  const recon = r.draws[side].filter((card) => f.squadrons.find((s) => s.card === card)?.type === 'recon');
  return carrierCandidates(catalog, f, r.mission as MissionId, deployed, recon);
}

/** P9, players Active: the secret carrier (ephemeral command). */
export function nominate(catalog: Catalog, c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'nominate' || c.pending?.active !== 'players') return refuseBsl('not-now', { phase: c.phase });
  const candidates = nominationCandidates(catalog, c, 'players');
  const e = findEntry(c.fleets.players, ship);
  if (!e || !candidates.some((x) => x.id === e.id)) return refuseBsl('not-candidate', { ship, candidates: candidates.map((x) => x.callsign).join(', ') });
  return ok([{ t: 'nominated', nomination: { side: 'players', role: mission(c.pending.mission!).nomination!.role, entry: e.id } }]);
}
