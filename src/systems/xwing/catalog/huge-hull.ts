import type { Ship } from './schema.ts';

/** Huge ships' hull (ruling C10: xwing-data2 gives them none; from the 2e Epic cards). */
export const HUGE_HULL: Readonly<Record<string, number>> = {
  cr90corelliancorvette: 18,
  raiderclasscorvette: 20,
  gr75mediumtransport: 12,
  gozanticlasscruiser: 11,
  croccruiser: 12,
};

/** A chassis' printed hull: the catalogue's, or C10's table for a huge ship the data leaves at 0. */
export const chassisHull = (ship: Pick<Ship, 'id' | 'size' | 'hull'>): number => (ship.size === 'huge' ? (HUGE_HULL[ship.id] ?? ship.hull) : ship.hull);
