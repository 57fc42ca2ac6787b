import type { FactionId } from '../../systems/xwing/catalog/catalog.ts';
import type { Fallback } from '../../systems/xwing/engine/approach.ts';
import type { DefenseFace } from '../../systems/xwing/engine/types.ts';
import { fr } from '../../systems/xwing/strings/fr.ts';
import type { ApproachStrings } from './approach-en.ts';

// `npm run approach -- --locale fr`: typed as the English table, so tsc refuses a key present
// in one and missing in the other. The rules' words are the French X-Wing table's (ruling R46:
// the tally is « Contrepartie »); option names and values stay as typed (`--roll evade,hit`).

type Side = 'left' | 'right';
const SIDE: Record<Side, string> = { left: 'à gauche', right: 'à droite' };
const FALLBACK: Record<NonNullable<Fallback>, string> = { ion: 'ionique', 'slowest-straight': 'tout droit le plus lent' };
const face = (f: DefenseFace) => fr.defenseFace(f);

export const approachFr: ApproachStrings = {
  rules: fr,
  faction: (id: FactionId) => fr.faction(id),
  colon: ' :',
  usage: [
    'Utilisation : npm run -s approach -- --faction FACTION --ship VAISSEAU [options]',
    'Résout les approches de Solo Alpha sans Discord.',
    '  --faction FACTION          galactic-empire, rebel-alliance, scum-and-villainy, … (identifiants xwing-data2)',
    '  --ship VAISSEAU            un identifiant ou un nom de vaisseau xwing-data2, p. ex. tielnfighter',
    '  --pilot PILOTE             un identifiant de pilote de ce vaisseau (sa barre d’actions)',
    '  --chart TABLEAU            bullseye (plein centre), front (avant, par défaut), side (latéral) ou rear (arrière) : l’arc où est la Contrepartie',
    '  --roll DÉFENSE,ATTAQUE     les dés que vous avez lancés, p. ex. evade,hit ; sans lui, les dés sont lancés',
    '  --seed N                   des dés reproductibles quand ils sont lancés',
    '  --tally-side left|right    le côté de la Contrepartie, quand l’entrée le demande',
    '  --obstacle-side left|right le côté de l’obstacle le plus proche, quand l’entrée le demande',
    '  --attitude ATTITUDE        offensive, balanced (équilibrée, par défaut), defensive (défensive) ou recovery (récupération)',
    '  --ruleset v0.2|v0.1        la version des règles (v0.2 par défaut)',
    '  --stressed, --ionized, --action-damage, --no-ordnance-charge   l’état du vaisseau (stressé, ionisé, carte de dégât Action, sans charge de munition active)',
    '  --table                    toute la feuille d’approche (chaque tableau × chaque jet)',
    '  --png FICHIER              avec --table : dessine la feuille en PNG à imprimer',
    '  --json                     du JSON pour les scripts (le même dans toutes les langues)',
    '  --locale fr                textes et libellés de la feuille en français',
    '  --edition 2.0|xwa          les données de vaisseaux : 2.0 (FFG, par défaut) ou xwa (X-Wing Alliance 2.5, xwing-data2 master)',
    '  --help                     cette aide',
    'Codes de sortie : 0 fait, 2 saisie invalide, 3 le jet demande un côté qui n’a pas été donné.',
  ].join('\n'),
  badInput: (problem: string) => `approach : ${problem}`,
  argumentProblem: (code: string, arg: string, message: string) => {
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `option ${arg} inconnue (--help liste les options)`;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return message.includes('does not take') ? `${arg} ne prend pas de valeur` : `${arg} attend une valeur`;
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `argument inattendu ${arg} (les options s’écrivent --nom valeur)`;
    return message;
  },
  factionOneOf: (ids: string) => `--faction doit être l’une de : ${ids}`,
  shipRequired: '--ship est obligatoire (un identifiant de vaisseau xwing-data2 comme tielnfighter)',
  attitudeOneOf: '--attitude doit être offensive, balanced, defensive ou recovery',
  rulesetOneOf: '--ruleset doit être v0.2 ou v0.1',
  editionOneOf: '--edition doit être 2.0 ou xwa',
  sideOneOf: (option: string) => `--${option} doit être left ou right`,
  chartOneOf: (names: string) => `--chart doit être l’un de : ${names}`,
  pngNeedsFile: '--png attend un nom de fichier',
  badOption: 'option invalide',
  rollFormat: (text: string) => `--roll s’écrit « <défense>,<attaque> », p. ex. évasion,touche (reçu : « ${text} »)`,
  badDefenseFace: (f: string) => `face de défense « ${f} » invalide : évasion, concentration ou vierge`,
  badAttackFace: (f: string) => `face d’attaque « ${f} » invalide : critique, touche, concentration ou vierge`,
  unknownShip: (ship: string, faction: string, example: string) =>
    `vaisseau « ${ship} » inconnu dans ${faction} : donnez un identifiant de vaisseau xwing-data2 comme ${example}`,
  unknownPilot: (pilot: string, ship: string) => `pilote « ${pilot} » inconnu pour ${ship}`,
  noSuchAttitude: (ruleset: string, attitude: string) => `${ruleset} n’a pas d’attitude ${attitude}`,
  pngNeedsTable: '--png dessine toute la feuille : utilisez-le avec --table',
  pngCannotWrite: '--png ne peut pas écrire de fichier ici',
  sheetWritten: (file: string) => `Feuille d’approche écrite dans ${file}`,
  tableHeading: (title: string, ruleset: string, attitude: string, stressed: boolean) =>
    `${title} — feuille d’approche, Solo Alpha ${ruleset}, ${attitude}${stressed ? ', stressé' : ''}`,
  tableSides: (tally: Side, obstacle: Side) => `Contrepartie ${SIDE[tally]}, obstacle le plus proche ${SIDE[obstacle]}.`,
  ionRoll: 'ionique',
  entry: fr.entryWording,
  dieChange: (from: DefenseFace, to: DefenseFace) => `${face(from)}→${face(to)}`,
  fallback: (f: NonNullable<Fallback>) => FALLBACK[f],
  needsSide: (defense: string, attack: string, needs: 'tally' | 'obstacle') =>
    `Jet ${defense} + ${attack} : cette entrée demande ${needs === 'tally' ? 'le côté de la Contrepartie' : 'le côté de l’obstacle le plus proche'}.`,
  runAgain: (roll: string, needs: 'tally' | 'obstacle') => `Relancez avec --roll ${roll} --${needs}-side left|right`,
  sheetTitle: (ship: string, ruleset: string, attitude: string) => `${ship} - ${ruleset} - ${attitude}`,
  sheetLabels: {
    bullseye: fr.chart('bullseye'),
    front: fr.chart('front'),
    side: fr.chart('side'),
    rear: fr.chart('rear'),
    tally: 'Contrepartie',
    obstacle: 'Obstacle',
    mirror: "De l'autre côté ? En miroir",
  },
  sheetDieChange: (from: DefenseFace, to: DefenseFace) => `${face(from)} devient ${face(to)}`,
  sheetFallback: FALLBACK,
};
