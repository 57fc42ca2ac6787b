import { CRAFT_KINDS, PIPS_SETTINGS, RATES } from '../../src/systems/hex/rules/terms.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { fr } from '../../src/systems/hex/strings/fr.ts';
import { pairTexts, type Translation } from '../../src/core/localize.ts';

// /hex in French for Discord's command list: the names a French client
// shows, and the descriptions and choices paired from the two string tables.

const names: Record<string, string> = {
  hex: 'hex',
  check: 'vérifier',
  path: 'trajet',
  craft: 'appareil',
  space: 'espace',
  piloting: 'pilotage',
  maneuverability: 'manœuvrabilité',
  kind: 'type',
  rate: 'allure',
  prior: 'précédente',
  commit: 'enregistrer',
  squadron: 'escadrille',
  paths: 'trajets',
  stats: 'caractéristiques',
  add: 'ajouter',
  name: 'nom',
  remove: 'retirer',
  list: 'liste',
  round: 'tour',
  next: 'suivant',
  settings: 'réglages',
  pips: 'points',
  end: 'fin',
  help: 'aide',
};

const texts = pairTexts(en.commands, fr.commands);
for (const k of CRAFT_KINDS) texts.set(en.commands.kindChoice(k), fr.commands.kindChoice(k));
for (const r of RATES) texts.set(en.commands.rateChoice(r), fr.commands.rateChoice(r));
for (const p of PIPS_SETTINGS) texts.set(en.commands.pipsChoice(p), fr.commands.pipsChoice(p));

export const hexFrench: Translation = { names, texts };
