import type { AttackFace, Attitude, DefenseFace } from '../engine/types.ts';
import type { TallyPosition } from '../play/tally.ts';

// The table's words in French, as the French X-Wing products name them: the cards and replies
// (fr.ts) and the commands' choices (commands-fr.ts) read them here, so both say the same.

/** The arcs a tally can be in. */
export const ARCS_FR: Readonly<Record<TallyPosition, string>> = {
  bullseye: 'Plein centre',
  'front-left': 'Avant gauche',
  'front-right': 'Avant droit',
  left: 'Flanc gauche',
  right: 'Flanc droit',
  'rear-left': 'Arrière gauche',
  'rear-right': 'Arrière droit',
};
export const ATTACK_FACES_FR: Readonly<Record<AttackFace, string>> = { crit: 'Critique', hit: 'Touche', focus: 'Concentration', blank: 'Vierge' };
export const DEFENSE_FACES_FR: Readonly<Record<DefenseFace, string>> = { evade: 'Évasion', focus: 'Concentration', blank: 'Vierge' };
export const ATTITUDES_FR: Readonly<Record<Attitude, string>> = {
  offensive: 'Offensive',
  balanced: 'Équilibrée',
  defensive: 'Défensive',
  recovery: 'Récupération',
};
/** A ship's left and right (the nearest obstacle's side). */
export const SIDES_FR = { left: 'Gauche', right: 'Droite' } as const;
