// /hex's parts as a French client names them, by English name: Discord is given them
// (commands/hex/french.ts), and the French words that mention a command name it so.

/** Every name /hex's parts use (command, groups, subcommands, options), as Discord is given them. */
export const HEX_COMMAND_NAMES = [
  'hex',
  'check',
  'path',
  'craft',
  'space',
  'piloting',
  'maneuverability',
  'kind',
  'rate',
  'prior',
  'commit',
  'squadron',
  'paths',
  'stats',
  'add',
  'name',
  'remove',
  'list',
  'round',
  'next',
  'settings',
  'pips',
  'end',
  'help',
] as const;

export type HexCommandName = (typeof HEX_COMMAND_NAMES)[number];

/** Each name in French: one missing is a compile error, one the commands use but not listed here fails test/core/command-localizations. */
export const HEX_COMMAND_NAMES_FR: { readonly [K in HexCommandName]: string } = {
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
