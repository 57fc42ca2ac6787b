import type { FactionId } from '../catalog/schema.ts';

/** The factions' names in French (cards and the commands' choices). */
export const FACTIONS_FR: Readonly<Record<FactionId, string>> = {
  'rebel-alliance': 'Alliance rebelle',
  'galactic-empire': 'Empire galactique',
  'scum-and-villainy': 'Racailles et scélérats',
  resistance: 'Résistance',
  'first-order': 'Premier Ordre',
  'galactic-republic': 'République galactique',
  'separatist-alliance': 'Alliance séparatiste',
};
