import { parseDialCode } from './dial-code.ts';
import type { CatalogData, CatalogFile, EditionPin, Pilot, PointsFile, Ship, Upgrade } from './schema.ts';

/**
 * One edition at one version, as the bot plays it: the base file's chassis with their dials
 * read, and for XWA the points revision's costs, loadouts, slots and legality laid over it
 * (a pilot the revision does not price stays, with no cost and legality 'none'), plus the
 * reprints it builds from their base pilots.
 */
export function mergeEdition(base: CatalogFile, points: PointsFile | null, pin: EditionPin): CatalogData {
  const ships: Ship[] = base.ships.map((ship) => {
    const dial = ship.dialCodes.map((code) => parseDialCode(code, ship.id));
    if (!points) return { ...ship, dial };
    const entries = points.pilots[ship.faction]?.[ship.id] ?? {};
    const priced = (p: Pilot): Pilot => {
      const e = entries[p.id];
      return e && !e.reprintOf
        ? { ...p, cost: e.cost, loadout: e.loadout, slots: e.slots ?? p.slots, legality: e.legality }
        : { ...p, cost: null, legality: 'none' };
    };
    const reprints = Object.entries(entries).flatMap(([id, e]) => {
      const from = e.reprintOf && ship.pilots.find((p) => p.id === e.reprintOf);
      if (!from) return [];
      const { caption: _, ...rest } = from;
      return [
        {
          ...rest,
          id,
          name: e.name ?? from.name,
          ...(e.caption ? { caption: e.caption } : {}),
          cost: e.cost,
          loadout: e.loadout,
          slots: e.slots ?? from.slots,
          legality: e.legality,
        },
      ];
    });
    return { ...ship, dial, pilots: [...ship.pilots.map(priced), ...reprints] };
  });
  const upgrades: Upgrade[] = points
    ? base.upgrades.map((u) => (u.campaign || !(u.id in points.upgrades) ? u : { ...u, cost: points.upgrades[u.id]! }))
    : base.upgrades;
  return { source: base.source, factions: base.factions, ships, upgrades, pin, ...(points ? { effective: points.effective } : {}) };
}
