import type { AssetId } from '../model.ts';

// The assets' names in French: the campaign's cards and the mission game's refusals use them.
export const ASSETS_FR: Record<AssetId, string> = {
  'scouted-area': 'Zone reconnue',
  'guarded-approach': 'Approche gardée',
  'fleet-intelligence': 'Renseignement de flotte',
  sabotage: 'Sabotage',
  'disrupted-command': 'Commandement désorganisé',
  'double-agent': 'Agent double',
  'capital-ship-support': 'Soutien d’un vaisseau amiral',
  'medical-frigate-support': 'Soutien d’une frégate médicale',
  'additional-supplies': 'Ravitaillement supplémentaire',
  'supply-shortage': 'Pénurie de ravitaillement',
  reinforcements: 'Renforts',
};
