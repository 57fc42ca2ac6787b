import type { Catalog } from '../catalog/catalog.ts';
import { activeCharges, findUpgrade, ordnanceTotal } from './devices.ts';
import { canChange, mustBePlaying, shipByName, type Actor, type Decision } from './play.ts';
import { refuse } from './refusal.ts';
import { isActive, type ShipState } from './state.ts';

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
  const state = mustBePlaying(current);
  if ('ok' in state) return state;
  const ship = shipByName(state, input.ship);
  if ('ok' in ship) return ship;
  if (!canChange(state, ship, actor)) return refuse('forbidden', { action: 'change', ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  const upgrade = findUpgrade(catalog, input.upgrade);
  if (!upgrade || !ship.upgrades.includes(upgrade.id))
    return refuse('bad-option', {
      option: 'upgrade',
      value: input.upgrade,
      hint: 'carries',
      ship: ship.name,
      upgrades: ship.upgrades.map((id) => catalog.upgrade(id)?.name ?? id).join(', '),
    });
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
  const state = mustBePlaying(current);
  if ('ok' in state) return state;
  const ship = shipByName(state, input.ship);
  if ('ok' in ship) return ship;
  if (!canChange(state, ship, actor)) return refuse('forbidden', { action: 'change', ship: ship.name });
  if (!isActive(ship)) return refuse('ship-not-active', { ship: ship.name, status: ship.status });
  const upgrade = findUpgrade(catalog, input.upgrade);
  if (!upgrade || !ship.upgrades.includes(upgrade.id))
    return refuse('bad-option', {
      option: 'upgrade',
      value: input.upgrade,
      hint: 'carries',
      ship: ship.name,
      upgrades: ship.upgrades.map((id) => catalog.upgrade(id)?.name ?? id).join(', '),
    });
  const others = (ship.offline ?? []).filter((id) => id !== upgrade.id);
  const offline = input.offline ? [...others, upgrade.id] : others;
  return {
    ok: true,
    events: [{ t: 'ship-changed', ship: ship.name, patch: { offline } }],
    view: { ship: { ...ship, offline }, upgrade: upgrade.name, offline: input.offline },
  };
}
