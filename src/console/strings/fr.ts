import type { ConsoleStrings } from './en.ts';

// The console's own words in French, typed as the English table: tsc refuses a key
// present in one and missing in the other. Typed keywords (`click`, option names,
// `@name`, `#channel`) stay as typed; `clic` is accepted too.

export const consoleFr: ConsoleStrings = {
  banner:
    'Console Solo Alpha. Tapez des commandes slash, p. ex. /partie lancer faction:Empire galactique — « @nom /… » parle au nom d’un autre joueur, « clic N » appuie sur un bouton, Ctrl-D pour quitter.',
  usage: [
    'Utilisation : npm run console -- [--seed N] [--db CHEMIN] [--json] [--user NOM] [--locale fr] [--images DOSSIER] [--files DOSSIER]',
    '  --seed N            la graine de chaque nouvelle partie (dés reproductibles)',
    '  --db CHEMIN         la base : un fichier SQLite ou une URL postgres:// (par défaut : DATABASE_URL, sinon DATABASE_PATH)',
    '  --json              un objet JSON par message (pour les scripts)',
    '  --user NOM          qui vous êtes à la table (par défaut : vous)',
    '  --locale fr         en français : cette console, vos réponses et les nouvelles parties',
    '  --images DOSSIER    écrit les images des cartes dans DOSSIER, un fichier par carte',
    '  --files DOSSIER     où vont les fichiers joints aux réponses (/game log, /campaign export ; par défaut : data/files)',
    '  --help              cette aide',
    'Puis tapez des lignes : /commande sous-commande option:valeur … ; « @nom /… » parle au nom d’un autre joueur, « #salon /… » agit dans un autre salon,',
    '« ?commande … option:texte » liste les choix de l’autocomplétion, « clic N » appuie sur un bouton du dernier message qui en a,',
    '« clic tN » sur un bouton du suivi de la partie (réaffiché dès qu’un changement le modifie).',
  ].join('\n'),
  colon: ' :',
  defaultUser: 'vous',
  openedByStart: 'Pas de DISCORD_TOKEN (voir .env.example) : ouverture de la console locale.',
  noTokenNoTerminal:
    'Pas de DISCORD_TOKEN et pas de terminal où ouvrir la console. Mettez DISCORD_TOKEN dans .env (voir .env.example), ou lancez `npm run console`.',
  badArguments: (problem: string) => `console : ${problem} (npm run console -- --help liste les options)`,
  tableServed: (url: string, linksAt: string | null) =>
    `🌐 Table en direct servie sur ${url}${linksAt ? ` (ses liens mènent à ${linksAt})` : ''} : /partie table donne le lien d’un salon.`,
  portInUse: (host: string, port: number) =>
    `console : la table en direct ne peut pas écouter sur ${host}:${port} : ce port est déjà pris (une autre console ou le bot ?). Mettez un port libre dans HTTP_PORT, ou retirez-le pour jouer sans la page.`,
  cannotListen: (host: string, port: number, why: string) =>
    `console : la table en direct ne peut pas écouter sur ${host}:${port} (${why}). Vérifiez HTTP_PORT et HTTP_HOST, ou retirez HTTP_PORT pour jouer sans la page.`,
  unknownArgument: (arg: string) => `option ${arg} inconnue`,
  argumentNeedsValue: (arg: string) => `${arg} attend une valeur`,
  argumentTakesNoValue: (arg: string) => `${arg} ne prend pas de valeur`,
  unexpectedArgument: (arg: string) => `argument inattendu ${arg}`,
  noButton: (want: string) => `Aucun bouton « ${want} » sur le dernier message à boutons de ce salon.`,
  noTrackerButton: (want: string) => `Aucun bouton « ${want} » sur le suivi de ce salon (ses boutons sont t1, t2…).`,
  typeSlash: 'Tapez une commande slash, p. ex. `/partie lancer faction:Empire galactique` (ou `clic 1` pour un bouton).',
  unknownCommand: (name: string, commands: string) => `Je ne connais pas \`/${name}\`. Commandes : ${commands}.`,
  needsSubcommand: (command: string, choices: string) => `\`/${command}\` attend l’une de ces sous-commandes : ${choices}.`,
  unknownOption: (option: string, command: string, names: string) => `Option \`${option}\` inconnue pour /${command}. Options : ${names || 'aucune'}.`,
  optionTwice: (option: string) => `\`${option}\` est donnée deux fois : donnez chaque option une seule fois.`,
  writeOptions: (example: string, before: string) =>
    `Écrivez les options sous la forme nom:valeur, p. ex. ${example || '(cette commande n’en prend pas)'} ; « ${before} » n’en est pas une.`,
  cannotRead: (path: string) => `Je ne peux pas lire le fichier « ${path} » (donnez son chemin, p. ex. file:campaign.json).`,
  announcementFrom: (channel: string) => `📣 [#${channel}] bot`,
  replyTo: (channel: string, user: string) => `[#${channel}] bot → ${user}`,
  choices: '  choix',
  onlyYou: ' (vous seul voyez ceci)',
  updatedCard: ' (carte mise à jour)',
  typeClick: '   (tapez : clic N)',
  typeClickTracker: '   (tapez : clic tN)',
  trackerIn: (channel: string) => `📋 [#${channel}] suivi`,
  textFile: (name: string, lines: number) => `📎 ${name} (${lines} ${lines <= 1 ? 'ligne' : 'lignes'})`,
  savedAs: (path: string) => ` → enregistré sous ${path}`,
  picture: (name: string, bytes: number) => `🖼️ ${name} (${bytes} octets)`,
};
