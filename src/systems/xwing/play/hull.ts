import type { Catalog } from '../catalog/catalog.ts';
import { chassisHull } from '../catalog/huge-hull.ts';
import type { GameEvent } from './events.ts';
import { isActive, type ShipState } from './state.ts';

// A ship's hull as the table plays it, and its destruction when its damage reaches it.

/**
 * Ruling R61 (revises R52's last case): a ship's hull as the table plays it: its chassis' hull (a
 * huge ship's from C10's table, as the campaign reads it) and what its upgrades add (Hull Upgrade's
 * +1, from the catalogue's grants; an upgrade the catalogue does not know adds nothing); null: a
 * chassis the catalogue does not know.
 */
export function effectiveHull(catalog: Catalog, ship: Pick<ShipState, 'faction' | 'chassis' | 'upgrades'>): number | null {
  const chassis = catalog.ship(ship.faction, ship.chassis);
  if (!chassis) return null;
  const base = chassisHull(chassis);
  let extra = 0;
  for (const id of ship.upgrades) for (const g of catalog.upgrade(id)?.grants ?? []) if (g.type === 'stat' && g.stat === 'hull') extra += g.amount;
  return base + extra;
}

/**
 * Ruling R52: the event that marks a ship destroyed once its damage cards reach its hull (its
 * effective hull, R61; the shields were taken first, before any card was dealt), if they do now.
 */
export function destroyedByDamage(catalog: Catalog, ship: ShipState, cards: number): GameEvent[] {
  const hull = effectiveHull(catalog, ship) ?? 0;
  return isActive(ship) && hull > 0 && cards >= hull ? [{ t: 'ship-changed', ship: ship.name, patch: { status: 'destroyed' } }] : [];
}
