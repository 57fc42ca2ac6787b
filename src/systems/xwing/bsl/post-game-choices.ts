import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { findEntry, type Flow, mustCommander, ok } from './decision.ts';
import { ASSET_CARDS, type AssetCard, type AssetId, type Campaign } from './model.ts';
import { BOUND_SLOTS, limitRefusal } from './roster-rules.ts';
import { restrictionsAllow, slotsOf } from './slots.ts';
import { entryValue, itemValue, linkName, resolve } from './values.ts';

// The players' post-game choices (big-shed-league.md §9 G3, G6, G8): a reward asset, ELITE,
// promotion and MIA recovery.

/** G3, players: take one offered asset (replacing a held card when 4 are held, C38), or decline. */
export function pickAsset(c: Campaign, user: string, asset: AssetId | null, replace: AssetCard['card'] | null): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const offer = c.pending?.assetOffer;
  if (c.phase !== 'postgame' || !offer) return refuseBsl('no-offer');
  if (asset === null) return ok([{ t: 'asset-declined', side: 'players', asset: null }]);
  if (!offer.includes(asset)) return refuseBsl('not-offered', { asset, offer: offer.join(', ') });
  const f = c.fleets.players;
  const free = ASSET_CARDS.find((k) => !f.assets.some((a) => a.card === k));
  if (free) return ok([{ t: 'asset-gained', side: 'players', asset, card: free, replaced: null }]);
  if (!replace || !f.assets.some((a) => a.card === replace)) return refuseBsl('assets-full');
  return ok([{ t: 'asset-gained', side: 'players', asset, card: replace, replaced: replace }]);
}

/** G6 option: a winning non-limited VET becomes ELITE. */
export function takeElite(c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  const e = findEntry(c.fleets.players, ship);
  if (c.phase !== 'postgame' || !e || !c.pending?.eliteOffers.includes(e.id)) return refuseBsl('no-elite', { ship });
  return ok([{ t: 'elite-taken', entry: e.id }]);
}

/** G8: promotion (§9, C45). */
export function promote(catalog: Catalog, c: Campaign, user: string, ship: string, pilotTyped: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'postgame' || !c.pending?.result) return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const e = findEntry(f, ship);
  if (!e) return refuseBsl('unknown-entry', { ship });
  const from = resolve(catalog, f.faction, e);
  if (from.pilot.limited > 0 || (e.xp !== 'exp' && e.xp !== 'vet') || c.pending.recovered.includes(e.id))
    return refuseBsl('no-promotion', { ship: e.callsign });
  const to = catalog.pilot(from.ship, pilotTyped);
  if (!to || to.cost === null || to.initiative < from.pilot.initiative || to.id === from.pilot.id) return refuseBsl('no-promotion-to', { pilot: pilotTyped });
  if (to.limited > 0) {
    const l = limitRefusal(f, to.id, to.name, to.limited, false);
    if (l) return l;
  }
  const slots = slotsOf(
    catalog,
    to,
    e.upgrades.map((u) => u.upgrade),
    false,
  );
  const toInventory: string[] = [];
  for (const u of e.upgrades) {
    const card = catalog.upgrade(u.upgrade)!;
    const at = slots.indexOf(u.slot);
    if (at >= 0 && restrictionsAllow(card, from.ship, to)) slots.splice(at, 1);
    else if (BOUND_SLOTS.includes(u.slot)) return refuseBsl('bound-misfit', { upgrade: card.name, pilot: to.name });
    else toInventory.push(u.id);
  }
  const cost = Math.max(0, (to.cost ?? 0) - (from.pilot.cost ?? 0));
  if (cost > f.fp) return refuseBsl('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'promoted', entry: e.id, pilot: to.id, cost, toInventory }]);
}

/** G8: MIA recovery at ceil(value/2), linked MIA together (C46). */
export function recoverMia(catalog: Catalog, c: Campaign, user: string, ship: string): Flow {
  const no = mustCommander(c, user);
  if (no) return no;
  if (c.phase !== 'postgame' || !c.pending?.result) return refuseBsl('not-now', { phase: c.phase });
  const f = c.fleets.players;
  const e = findEntry(f, ship);
  const item = e ? undefined : f.inventory.find((i) => i.id === ship.trim().toLowerCase());
  if ((!e || !e.mia) && (!item || !item.mia)) return refuseBsl('not-mia', { ship });
  // Linked MIA items come back together: the same limited names.
  const names = new Set<string>();
  if (e) {
    const r = resolve(catalog, f.faction, e);
    if (r.pilot.limited === 1) names.add(linkName(r.pilot.name));
  } else names.add(linkName(catalog.upgrade(item!.upgrade)?.name ?? ''));
  const entries = f.roster.filter((x) => x.mia && (x.id === e?.id || names.has(linkName(resolve(catalog, f.faction, x).pilot.name))));
  const items = f.inventory.filter((i) => i.mia && (i.id === item?.id || names.has(linkName(catalog.upgrade(i.upgrade)?.name ?? ''))));
  const value =
    entries.reduce((n, x) => n + entryValue(catalog, f.faction, x, c.options), 0) + items.reduce((n, i) => n + itemValue(catalog, i.upgrade, c.options), 0);
  const cost = Math.ceil(value / 2);
  if (cost > f.fp) return refuseBsl('not-enough-fp', { cost, fp: f.fp });
  return ok([{ t: 'mia-recovered', side: 'players', entries: entries.map((x) => x.id), items: items.map((i) => i.id), cost }]);
}
