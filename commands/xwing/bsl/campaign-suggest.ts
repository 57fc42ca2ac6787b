import type { Invocation, Choice } from '../../../src/core/command.ts';
import { isRefusal } from '../../../src/core/refusal.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import { FACTION_IDS } from '../../../src/systems/xwing/catalog/schema.ts';
import { bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { type CampaignContext } from './context.ts';
import { channelCatalog } from '../options.ts';
import { catalogFor } from './campaign-steps.ts';

// What `/campaign` suggests for the option being typed: factions, ships, pilots, upgrades and
// the roster's callsigns, from the channel's campaign (or, before one, the default edition).

export async function suggest(ctx: CampaignContext, inv: Invocation): Promise<Choice[]> {
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  const rec = await ctx.campaigns.read(inv.channelId);
  const c = isRefusal(rec) ? null : rec.state;
  const faction = c?.fleets.players.faction;
  const catalog = c ? catalogFor(ctx, c) : await channelCatalog(ctx, inv);
  if (inv.focused === 'ai')
    return [...FACTION_IDS, 'random' as const]
      .filter((f) => f !== inv.options.faction)
      .map((f) => ({ name: f === 'random' ? bslStrings(inv.locale).choices.random : catalog.factionName(f), value: f }))
      .filter((x) => x.name.toLowerCase().includes(typed) || x.value.includes(typed));
  if (inv.focused === 'chassis')
    return catalog
      .searchShips(typed, faction, 25)
      .map((s) => ({ name: s.name, value: s.id }))
      .slice(0, 25);
  if (inv.focused === 'pilot') {
    // /campaign promote: the pilots of that ship's chassis; /campaign buy: of the chassis typed.
    const entry = c && inv.subcommand === 'promote' ? flow.findEntry(c.fleets.players, String(inv.options.ship ?? '')) : undefined;
    const ship = entry ? catalog.ship(c!.fleets.players.faction, entry.chassis) : catalog.findShip(String(inv.options.chassis ?? ''), faction);
    return (ship?.pilots ?? [])
      .filter((p) => p.name.toLowerCase().includes(typed))
      .slice(0, 25)
      .map((p) => ({ name: `${p.name} (I${p.initiative}, ${p.cost ?? '?'})`, value: p.id }));
  }
  if (inv.focused === 'munition')
    // C97: the torpedoes, missiles and devices (a ship's own slots are checked when chosen).
    return catalog.upgrades
      .filter(
        (u) => ['Torpedo', 'Missile', 'Device'].includes(u.slot) && u.slots.length === 1 && (u.name.toLowerCase().includes(typed) || u.id.includes(typed)),
      )
      .slice(0, 25)
      .map((u) => ({ name: `${u.name} (${u.slot})`, value: u.id }));
  if (inv.focused === 'upgrade' && inv.subcommand === 'buy') {
    // With `ship:` typed first: only what that ship has a slot for and may carry (§3).
    const owned = c && inv.options.ship ? flow.findEntry(c.fleets.players, String(inv.options.ship)) : undefined;
    const fits = owned ? flow.upgradeFits(catalog, c!.fleets.players, owned) : () => true;
    return catalog.upgrades
      .filter(
        (u) =>
          (u.name.toLowerCase().includes(typed) || u.id.includes(typed)) &&
          (!u.restrictions.some((r) => r.factions) || u.restrictions.some((r) => faction && r.factions?.includes(faction))) &&
          fits(u),
      )
      .slice(0, 25)
      .map((u) => ({ name: `${u.name} (${u.slot}, ${typeof u.cost === 'number' ? u.cost : bslStrings(inv.locale).choices.varies})`, value: u.id }));
  }
  if (!c) return [];
  if (inv.focused === 'replace') {
    // The Modifications on the ship named in `ship:` (C20).
    const e = flow.findEntry(c.fleets.players, String(inv.options.ship ?? ''));
    return (e?.upgrades ?? [])
      .filter((u) => (catalog.upgrade(u.upgrade)?.slots ?? [u.slot]).includes('Modification'))
      .map((u) => ({ name: bslStrings(inv.locale).choices.on(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, e!.callsign), value: u.id }))
      .filter((x) => x.name.toLowerCase().includes(typed) || x.value.includes(typed));
  }
  const f = c.fleets.players;
  if (inv.focused === 'upgrade')
    return [
      ...f.roster.flatMap((e) =>
        e.upgrades.map((u) => ({ name: bslStrings(inv.locale).choices.on(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, e.callsign), value: u.id })),
      ),
      ...f.inventory.map((i) => ({
        name: `${catalog.upgrade(i.upgrade)?.name ?? i.upgrade} (${bslStrings(inv.locale).choices.inventory})`,
        value: i.id,
      })),
    ]
      .filter((x) => x.name.toLowerCase().includes(typed))
      .slice(0, 25);
  if (inv.focused === 'ship' || inv.focused === 'to' || inv.focused === 'supply' || inv.focused === 'limited')
    return [
      ...(inv.focused === 'to' ? [{ name: bslStrings(inv.locale).choices.inventory, value: 'inventory' }] : []),
      ...f.roster.map((e) => ({
        name: `${e.callsign} — ${catalog.ship(f.faction, e.chassis)?.pilots.find((p) => p.id === e.pilot)?.name ?? e.pilot}${e.mia ? ' (MIA)' : ''}`,
        value: e.callsign,
      })),
    ]
      .filter((x) => x.name.toLowerCase().includes(typed))
      .slice(0, 25);
  return [];
}
