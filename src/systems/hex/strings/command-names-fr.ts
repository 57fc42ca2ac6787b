// /hex's parts as a French client names them, by English name: Discord is given them
// (commands/hex/french.ts), and the French words that mention a command name it so.

export const HEX_COMMAND_NAMES_FR: Readonly<Record<string, string>> = {
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
