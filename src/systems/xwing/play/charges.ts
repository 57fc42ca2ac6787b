import type { Catalog } from '../catalog/catalog.ts';
import type { Upgrade } from '../catalog/schema.ts';
import { activeCharges, findUpgrade, ordnanceTotal } from './devices.ts';
import { changeableShip, mustBePlaying, type Decision } from './decision.ts';
import type { Actor } from './state.ts';
import { refuse, type Refusal } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import type { ShipState } from './state.ts';

// `/ship charges … upgrade:`: one upgrade's active charges. The
// ship's ordnance total (what Reload and the recovery condition read) follows.

export interface UpgradeChargesView {
  readonly ship: ShipState;
  readonly upgrade: string;
  readonly before: number;
  readonly after: number;
}

export function setUpgradeCharges(
  current: Parameters<typeof mustBePlaying>[0],
  actor: Actor,
  input: { ship: string; upgrade: string; count: number },
  catalog: Catalog,
): Decision<UpgradeChargesView> {
  const found = shipUpgrade(current, actor, input, catalog);
  if (isRefusal(found)) return found;
  const { ship, upgrade } = found;
  if (!upgrade.charges) return refuse('bad-option', { option: 'upgrade', value: upgrade.name, hint: 'no-charges' });
  if (input.count > upgrade.charges)
    return refuse('bad-option', { option: 'count', value: input.count, hint: 'charges-at-most', upgrade: upgrade.name, charges: upgrade.charges });
  const charges = { ...ship.charges, [upgrade.id]: input.count };
  const patch = { charges, ordnanceCharges: ordnanceTotal(catalog, ship.upgrades, charges) };
  return {
    ok: true,
    events: [{ t: 'ship-changed', ship: ship.name, patch }],
    view: { ship: { ...ship, ...patch }, upgrade: upgrade.name, before: activeCharges(ship, upgrade) ?? 0, after: input.count },
  };
}

/** The game's ship the actor may change, and the upgrade it carries, that both moves here act on. */
function shipUpgrade(
  current: Parameters<typeof mustBePlaying>[0],
  actor: Actor,
  input: { readonly ship: string; readonly upgrade: string },
  catalog: Catalog,
): { readonly ship: ShipState; readonly upgrade: Upgrade } | Refusal {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const ship = changeableShip(state, input.ship, actor);
  if (isRefusal(ship)) return ship;
  const upgrade = carriedUpgrade(catalog, ship, input.upgrade);
  if (isRefusal(upgrade)) return upgrade;
  return { ship, upgrade };
}

export interface OfflineView {
  readonly ship: ShipState;
  readonly upgrade: string;
  readonly offline: boolean;
}

/**
 * `/ship offline … upgrade:` (ruling R60): an upgrade of the ship flipped to its Offline side, or
 * back. A solo ship in Recovery then repairs it (R27: the action printed on it, never the bar's).
 */
export function setOffline(
  current: Parameters<typeof mustBePlaying>[0],
  actor: Actor,
  input: { ship: string; upgrade: string; offline: boolean },
  catalog: Catalog,
): Decision<OfflineView> {
  const found = shipUpgrade(current, actor, input, catalog);
  if (isRefusal(found)) return found;
  const { ship, upgrade } = found;
  const others = (ship.offline ?? []).filter((id) => id !== upgrade.id);
  const offline = input.offline ? [...others, upgrade.id] : others;
  return {
    ok: true,
    events: [{ t: 'ship-changed', ship: ship.name, patch: { offline } }],
    view: { ship: { ...ship, offline }, upgrade: upgrade.name, offline: input.offline },
  };
}

/** The named upgrade, if the ship carries it (`/ship charges` and `/ship offline`). */
function carriedUpgrade(catalog: Catalog, ship: ShipState, name: string): Refusal | Upgrade {
  const upgrade = findUpgrade(catalog, name);
  if (!upgrade || !ship.upgrades.includes(upgrade.id))
    return refuse('bad-option', {
      option: 'upgrade',
      value: name,
      hint: 'carries',
      ship: ship.name,
      upgrades: ship.upgrades.map((id) => catalog.upgrade(id)?.name ?? id).join(', '),
    });
  return upgrade;
}
