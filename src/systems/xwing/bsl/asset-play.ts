import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { resolveAssets } from './asset-resolution.ts';
import { applied, type Flow, mustCommander, ok } from './decision.ts';
import type { BslEvent } from './events.ts';
import type { AssetCard, Campaign, SquadronCard } from './model.ts';
import { revealAndNominate } from './nomination.ts';

// P6–P7 (big-shed-league.md §7.1, §7.2): the players play their assets and make the choices
// their own assets offer.

/** P6–P8 (and the AI's P9): the players' asset picks, resolution (§7.1), the reveal, the AI's secret nomination. */
export function playAssets(catalog: Catalog, c: Campaign, user: string, cards: readonly AssetCard['card'][]): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'assets' || !c.pending || c.pending.assetsPlayed.players !== null) return refuseBsl('not-now', { phase: c.phase });
  if (cards.length > 2) return refuseBsl('assets-two');
  for (const card of cards) if (!c.fleets.players.assets.some((a) => a.card === card)) return refuseBsl('no-asset', { card });
  const events: BslEvent[] = [{ t: 'assets-selected', side: 'players', cards: [...new Set(cards)] }];
  const s = applied(c, events);
  const resolved = resolveAssets(catalog, s);
  events.push(resolved);
  // The players' own Fleet Intelligence or Disrupted Command asks for their choice before the reveal.
  if (resolved.t === 'assets-resolved' && (resolved.offers.exchange || resolved.offers.disrupt)) return ok(events);
  return ok([...events, ...revealAndNominate(catalog, applied(s, [resolved]))]);
}

/** P7, the players' asset choices: Fleet Intelligence's exchange of one own card, Disrupted Command's forced swap (§7.2). */
export function assetChoices(catalog: Catalog, c: Campaign, user: string, exchange: readonly [SquadronCard, SquadronCard] | null, disrupt: boolean): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const r = c.pending;
  if (c.phase !== 'choices' || !r) return refuseBsl('not-now', { phase: c.phase });
  const draws = { players: [...r.draws.players], ai: [...r.draws.ai] };
  if (exchange) {
    if (!r.offers.exchange) return refuseBsl('no-choice', { what: 'exchange' });
    const [out, inn] = exchange;
    const f = c.fleets.players;
    const type = (x: SquadronCard) => f.squadrons.find((q) => q.card === x)?.type;
    const ok2 =
      draws.players.includes(out) &&
      out !== (r.active === 'players' ? r.drawn : null) &&
      !draws.players.includes(inn) &&
      type(inn) !== undefined &&
      type(inn) === type(out) &&
      !(r.active === 'players' && r.rested.includes(inn));
    if (!ok2) return refuseBsl('bad-exchange', { out, inn });
    draws.players[draws.players.indexOf(out)] = inn;
  }
  if (disrupt) {
    if (!r.offers.disrupt) return refuseBsl('no-choice', { what: 'disrupt' });
    const { seen, swap } = r.offers.disrupt;
    draws.ai[draws.ai.indexOf(seen)] = swap;
  }
  const first: BslEvent = { t: 'asset-choices', draws };
  return ok([first, ...revealAndNominate(catalog, applied(c, [first]))]);
}
