import type { Catalog } from '../catalog/catalog.ts';
import { entriesOf } from './fleet-ops.ts';
import type { CampaignOptions, Fleet, SquadronCard, SquadronType } from './model.ts';
import { entryValue, figure, resolve, sizeClass, squadronValue } from './values.ts';

// Squadron types and their bands (big-shed-league.md §3), in seed points; scaled per side.

export const SEED_BANDS: Readonly<Record<SquadronType, { min: number; max: number; mid: number }>> = {
  recon: { min: 30, max: 60, mid: 45 },
  standard: { min: 60, max: 120, mid: 90 },
  epic: { min: 120, max: 240, mid: 180 },
};

/** Whether a squadron's ships fit a type (§3): value band, RECON ≤3 ships each ≤ pts(30) (C18), EPIC a large or huge ship, huge only in EPIC. */
export function squadronFits(catalog: Catalog, fleet: Fleet, card: SquadronCard, type: SquadronType, o: CampaignOptions): boolean {
  const ships = entriesOf(fleet, card);
  const value = squadronValue(catalog, fleet, card, o);
  const band = SEED_BANDS[type];
  if (value < figure(fleet.side, band.min, o) || value > figure(fleet.side, band.max, o)) return false;
  const sizes = ships.map((e) => sizeClass(resolve(catalog, fleet.faction, e).ship));
  if (type !== 'epic' && sizes.includes('huge')) return false;
  if (type === 'recon') {
    if (ships.length > 3) return false;
    if (ships.some((e) => entryValue(catalog, fleet.faction, e, o) > figure(fleet.side, 30, o))) return false;
  }
  if (type === 'epic' && !sizes.some((s) => s !== 'small')) return false;
  return true;
}

/** Fleet-level limits (§3): at least two STANDARD (C19), at most two EPIC, at most 9 squadrons (C16). */
export function fleetProblems(catalog: Catalog, fleet: Fleet, o: CampaignOptions): string[] {
  const out: string[] = [];
  for (const s of fleet.squadrons) if (!squadronFits(catalog, fleet, s.card, s.type, o)) out.push(`squadron-out-of-band:${s.card}`);
  if (fleet.squadrons.filter((s) => s.type === 'standard').length < 2) out.push('two-standard');
  if (fleet.squadrons.filter((s) => s.type === 'epic').length > 2) out.push('epic-limit');
  return out;
}
