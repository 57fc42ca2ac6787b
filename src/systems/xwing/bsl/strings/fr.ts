import type { FactionId } from '../../catalog/schema.ts';
import { stringsFor } from '../../strings/index.ts';
import type { AssetId, Note, Phase, Side } from '../model.ts';
import { problems, ruleWords, type BslStrings, type MissionWords } from './en.ts';
import type { ImportBadEventParams, ImportProblemCode, UndoBlockedStep } from '../refusals.ts';
import { coreText } from '../../../../core/strings.ts';
import { ASSETS_FR } from './assets-fr.ts';
import { CORE_COMMANDS_FR } from '../../../../core/command-words.ts';
import { partNamesOf, withCommandsShown, type PartNames } from '../../../../core/localize.ts';
import { XWING_COMMANDS_FR } from '../../strings/commands-fr.ts';
import { CAMPAIGN_COMMANDS_FR } from './commands-fr.ts';

// The Big Shed League in French: typed as the English table, so tsc refuses a key
// missing on either side. Words of the French X-Wing products (escadron, salve, obstacle,
// portée, bord) and of the French Solo Alpha seed; the squadron types, experience levels and
// MIA/KIA/DAMAGED marks stay the seed's card terms (ruling C82).

/** The steps no undo takes back, in words: in a refusal and as their events' words. */
const EVENT_WORDS: Record<UndoBlockedStep, string> = {
  'campaign-created': 'la création de la campagne',
  'game-linked': 'la création de la partie de mission',
  'result-confirmed': 'le résultat de la partie',
};

const SIDES: Record<Side, string> = { players: 'Joueurs', ai: 'IA' };

/** Why an imported event is not one the rules could have written (refusals.ts ImportProblem). */
const IMPORT_PROBLEMS: Record<ImportProblemCode, (p: ImportBadEventParams) => string> = {
  order: () => 'dans le désordre',
  'undo-of-nothing': () => 'une annulation de rien',
  'not-an-event': () => 'pas un événement de campagne',
  'no-creation': () => 'le journal ne commence pas par la création de la campagne',
  'no-replay': () => 'il ne se rejoue pas',
  invalid: () => 'il ne se rejoue en aucune campagne valide',
  'second-creation': () => 'une seconde création de la campagne',
  'creation-not-made': () => 'une création que les règles ne font pas (ses Points de Flotte, ses factions ou ses tirages)',
  'before-creation': () => 'un événement avant la création de la campagne',
  'after-end': () => 'un événement après la fin de la campagne',
  'for-the-ai': () => 'un achat ou un escadron pour l’IA, qui fait les siens',
  'not-as-made': () => 'pas ce que les règles en font',
  'no-game': () => 'un résultat sans partie',
  'end-outside-postgame': () => 'une fin hors de l’après-partie',
  callsign: (p) => `son indicatif : ${coreText('fr').nameProblem(String(p.name), Number(p.max))}`,
  refused: (p) => `les règles le refusent : ${ruleWords(p, fr.refusals, 'fr')}`,
  'fp-below-zero': (p) => `${SIDES[p.side as Side] ?? p.side} : Points de Flotte sous zéro`,
  'unknown-ship': (p) => `${SIDES[p.side as Side] ?? p.side} : un vaisseau absent du catalogue (${p.chassis} ${p.pilot})`,
};

const MISSIONS_FR: Record<string, MissionWords> = {
  1: {
    name: 'Reconnaissance',
    edges: 'A et O opposés ; N1, N2',
    obstacles: '6 astéroïdes, placés à tour de rôle en commençant par la Flotte Active, au-delà de portée 1 des marqueurs',
    deployment: 'Active à portée 1 de A ; Opposante à portée 1 de O',
    special:
      '5 marqueurs d’objectif (C28) : M1 au centre ; M2–M5 à 12" des deux bords de chaque coin, M2 au coin à gauche du bord A, puis dans le sens horaire. Un vaisseau Actif à portée 0–1 d’un marqueur dépense un marqueur de concentration pendant son activation pour le scanner (marqueur retiré ; un scan par vaisseau et par manche).',
    activeWins: 'un vaisseau Actif sort en W alors qu’il reste 2 marqueurs ou moins, ou aucun vaisseau Opposant n’est plus en jeu',
    opposingWins: 'il reste 3 marqueurs ou plus et aucun vaisseau Actif n’est plus en jeu',
  },
  2: {
    name: 'Infiltration',
    edges: 'A et O opposés ; N1, N2',
    obstacles: '6 astéroïdes, placés par la Flotte Active',
    deployment: 'Opposante d’abord, à portée 1 de N1/N2 et au-delà de portée 2 de A ; puis Active à portée 1 de A',
    special: 'Un vaisseau de l’escadron RECON Actif transporte en secret l’Agent ; il ne peut pas faire de saut.',
    activeWins: 'l’Agent sort par O par une manœuvre (OBJ)',
    opposingWins: 'l’Agent est détruit ou repoussé',
  },
  3: {
    name: 'Exfiltration',
    edges: 'A et O opposés ; N1, N2',
    obstacles: '6 astéroïdes ou débris, placés par la Flotte Opposante',
    deployment:
      'Opposante d’abord, à portée 1 de N1/N2, au-delà de portée 3 de A ; puis Active : son escadron RECON à portée 1 de O, son autre escadron à portée 1 de A',
    special: 'Un vaisseau de l’escadron RECON Actif transporte en secret le Transfuge ; il peut faire un saut (C29).',
    activeWins: 'le Transfuge sort par A, par manœuvre ou par saut (OBJ)',
    opposingWins: 'le Transfuge est détruit ou repoussé',
  },
  4: {
    name: 'Accrochage',
    edges: 'A et O opposés ; N1, N2',
    obstacles: '6 astéroïdes, placés à tour de rôle en commençant par la Flotte Active',
    deployment: 'Active (premier joueur) à portée 1 de A ; Opposante à portée 1 de O',
    special: 'Les vaisseaux retournés (détruits ou repoussés) comptent ; la partie dure jusqu’à ce qu’une flotte n’ait plus de vaisseau en jeu (C14).',
    activeWins: 'victoire aux points',
    opposingWins: 'victoire aux points',
  },
  5: {
    name: 'Embuscade',
    edges: 'un marqueur au centre ; E1–E4 : l’Active en choisit 2 (bords Actifs), les 2 autres sont les bords Opposants',
    obstacles: '6 (débris permis), placés par la Flotte Active au-delà de portée 2 du centre et au-delà de portée 1 les uns des autres',
    deployment: 'Opposante d’abord, à portée 3 du centre ; marqueur retiré ; Active à portée 1 de ses 2 bords',
    special: null,
    activeWins: 'victoire aux points (les vaisseaux W ne comptent pas)',
    opposingWins: 'victoire aux points (les vaisseaux W ne comptent pas)',
  },
  6: {
    name: 'Escalade',
    edges: 'A et O les grands bords ; N1, N2 les petits',
    obstacles: '12, par paires',
    deployment: 'le premier escadron de chaque flotte à portée 2 de son bord',
    special:
      'Au début de la phase de Préparation de la manche 2 ou suivante, une flotte peut déclarer et piocher 1 carte de sa réserve (au plus 1 par flotte et par manche ; une flotte qui a pioché plus que l’autre ne peut pas piocher ; l’Active déclare en premier). Les vaisseaux se déploient au contact de leur bord ; les arrivées solo sont Offensives.',
    activeWins: 'victoire aux points',
    opposingWins: 'victoire aux points',
  },
  7: {
    name: 'Blocus',
    edges: 'A et O les petits bords ; N1, N2 les grands',
    obstacles: '12, par paires',
    deployment:
      'Active d’abord, à portée 2 de A ; Opposante : un escadron à portée 1 de N1 et/ou N2 et au-delà de portée 3 de O, les autres à portée 1 de O ; aucun vaisseau Opposant à portée 3 d’un vaisseau Actif',
    special: 'L’Active désigne en secret le Ravitailleur : un vaisseau énorme s’il y en a, sinon un grand vaisseau.',
    activeWins: 'le Ravitailleur sort par O (OBJ)',
    opposingWins: 'le Ravitailleur est détruit ou repoussé',
  },
  8: {
    name: 'Bataille rangée',
    edges: 'A et O les grands bords ; N1, N2 les petits',
    obstacles: '12, par paires',
    deployment: 'tous les escadrons à portée 2 de leur bord',
    special: null,
    activeWins: 'victoire aux points',
    opposingWins: 'victoire aux points',
  },
  '0-3x3': {
    name: 'Mode libre',
    edges: 'A et O opposés ; N1, N2',
    obstacles: '6',
    deployment: 'chaque flotte à portée 1 de son bord',
    special: 'Aucun atout de flotte n’est joué (§6.7).',
    activeWins: 'victoire aux points sans marge (C33)',
    opposingWins: 'victoire aux points sans marge (C33)',
  },
  '0-5x3': {
    name: 'Mode libre',
    edges: 'A et O les grands bords ; N1, N2 les petits',
    obstacles: '12, par paires',
    deployment: 'chaque flotte à portée 2 de son bord',
    special: 'Aucun atout de flotte n’est joué (§6.7).',
    activeWins: 'victoire aux points sans marge (C33)',
    opposingWins: 'victoire aux points sans marge (C33)',
  },
};

const EFFECTS_FR: Record<AssetId, string> = {
  'scouted-area':
    'Après la mise en place, déplacez 2 obstacles (ou paires) vers des emplacements légaux ; vous pouvez échanger astéroïde et débris pour ceux-ci.',
  'guarded-approach':
    'Après la mise en place, placez 2 marqueurs de mine à portée 1 d’obstacles. Une mine explose quand le socle d’un ennemi finit à portée 0–1 ou qu’un gabarit ennemi passe à portée 1 : chaque vaisseau à portée 0–1 lance 3 dés d’attaque et subit 1 dégât par touche, 1 dégât critique par critique ; puis la mine est retirée (C35).',
  'fleet-intelligence':
    'Voyez les cartes de l’autre flotte pour cette mission ; puis vous pouvez échanger une de vos cartes contre une autre des vôtres du même type, ni en jeu ni au repos.',
  sabotage:
    'Le générateur tire une des cartes de l’autre flotte ; son vaisseau de plus forte valeur (tirage en cas d’égalité) est DAMAGED pour cette partie ; sans effet s’il l’est déjà.',
  'disrupted-command':
    'Annule les Renforts de l’autre flotte ; sinon regardez une de ses cartes et vous pouvez imposer son remplacement par une carte tirée du même type parmi ses cartes ni en jeu ni au repos (à défaut, le type inférieur), sinon pas de remplacement.',
  'double-agent':
    'Annule l’Agent double de l’autre flotte ; sinon son Renseignement de flotte, son Sabotage et son Commandement désorganisé agissent pour vous, contre la flotte qui les a joués.',
  'capital-ship-support':
    'Vos vaisseaux repoussés ne sont pas MIA. Au début de chaque phase de Dénouement, vous pouvez placer 1 marqueur de turbolaser à portée 1–2 de votre bord, pas sous un vaisseau : chaque vaisseau à portée 1–2 dans son arc avant lance 3 dés d’attaque, 1 dégât par touche ; le marqueur est ensuite retiré (C36).',
  'medical-frigate-support': 'Vos vaisseaux détruits sont MIA, pas KIA.',
  'additional-supplies':
    'Annule la Pénurie de ravitaillement. Le générateur tire une de vos cartes en jeu : chaque vaisseau peut prendre une amélioration torpille, missile ou engin gratuite dans un emplacement libre ; gardée ensuite dans l’inventaire.',
  'supply-shortage':
    'Annule le Ravitaillement supplémentaire. Le générateur tire une des cartes de l’autre flotte : ses vaisseaux ne peuvent pas utiliser d’améliorations torpille, missile ou engin cette partie.',
  reinforcements:
    'À la fin de chaque phase de Dénouement, par vaisseau allié détruit pendant la manche, lancez 1 dé d’attaque ; sur une touche, le pilote non limité le moins cher de ce châssis est placé à portée 1 de votre bord ; les survivants rejoignent la liste (C37).',
};

const PHASES: Record<Phase, string> = {
  building: 'la constitution',
  rest: 'le repos',
  draw: 'le tirage de mission',
  mission: 'le choix de mission',
  assets: 'les atouts de flotte',
  choices: 'les choix d’atouts',
  nominate: 'la désignation',
  game: 'la partie',
  postgame: 'l’après-partie',
  ended: 'la fin',
};

/** bandWords (en.ts) in French: the band the squadron must fit (§3). */
function bandWordsFr(type: string, value: string, min?: string, max?: string): string {
  if (min === undefined || max === undefined) return 'sort de ses limites';
  const v = Number(value);
  return v < Number(min) || v > Number(max)
    ? `sort des limites ${type} (${min}–${max} pts)`
    : `est dans les limites ${type} (${min}–${max} pts) mais ses vaisseaux enfreignent les autres règles ${type} (§3 : ceux de RECON, le grand vaisseau d’EPIC, les énormes seulement en EPIC)`;
}

const written: BslStrings = {
  refusals: {
    'not-commander': () =>
      'Seuls les commandants de la campagne font les choix de l’équipe. Un commandant peut vous ajouter avec `/campaign commander add user:@vous`.',
    'not-a-commander': (p) => `Pas un des commandants de la campagne : <@${p.user}>.`,
    'last-commander': () =>
      'Vous êtes le dernier commandant de la campagne : ajoutez-en d’abord un autre (`/campaign commander add user:`), car une campagne en cours a besoin de quelqu’un pour faire ses choix (C92).',
    'not-now': (p) => `Pas à cette étape (la campagne en est à **${PHASES[p.phase as Phase] ?? p.phase}**). \`/campaign status\` dit ce qui vient ensuite.`,
    'unknown-chassis': (p) =>
      `Aucun vaisseau de la faction ${stringsFor('fr').faction(p.faction as FactionId)} nommé « ${p.chassis} ». Commencez à taper et choisissez-en un dans la liste.`,
    'unknown-pilot': (p) => `Aucun pilote « ${p.pilot} » pour le ${p.chassis}.`,
    'unknown-upgrade': (p) => `Aucune amélioration « ${p.upgrade} ».`,
    'upgrade-restricted': (p) =>
      'faction' in p
        ? `${p.upgrade} n’est pas pour une flotte de la faction ${stringsFor('fr').faction(p.faction)} (ses restrictions).`
        : `${p.upgrade} ne peut pas équiper ${p.pilot} (ses restrictions).`,
    'no-slot': (p) => `${p.pilot} n’a pas d’emplacement ${p.slot} libre pour ${p.upgrade}.`,
    'no-supply': (p) =>
      `${p.ship} n’a reçu aucune munition gratuite du Ravitaillement supplémentaire cette manche (ou la partie a commencé) : seuls les vaisseaux de l’escadron ravitaillé qui en ont reçu une peuvent la choisir (C97).`,
    'not-a-munition': (p) => `${p.upgrade} n’est ni une torpille, ni un missile, ni un engin : le Ravitaillement supplémentaire donne l’un de ceux-là (§7.2).`,
    'no-squadron-limited': (p) =>
      `Aucune amélioration Limitée à l’escadron (Squad Leader, Lone Wolf…) sur ${p.ship} : pas d’exemplaire à garder. Choisissez un vaisseau qui en porte une (§1.8, C98).`,
    'not-in-this-game': (p) =>
      `Pas dans la partie de cette manche : ${p.ship} (son escadron n’est pas tiré, ou il est MIA). Choisissez un vaisseau qui joue (C98).`,
    'limited-owned': (p) => `La flotte possède déjà ${p.name} (carte limitée, §1.8).`,
    'name-assigned': (p) =>
      `Ce nom vole déjà sur ${p.ship} : hors de l’inventaire, un nom n’est attribué qu’une fois (§1.8). Mettez-en d’abord un dans l’inventaire.`,
    'kia-name': (p) => `${p.name} a été tué au combat : une carte nommée ne peut plus jamais être achetée (§9).`,
    'no-squadron': (p) => `La flotte n’a pas d’escadron #${p.card}. Formez-en un avec \`/campaign squadron type:standard\`.`,
    'callsign-taken': (p) => `L’indicatif ${p.callsign} est déjà pris.`,
    'not-enough-fp': (p) => `Cela coûte ${p.cost} PF ; la flotte en a ${p.fp}.`,
    'bound-upgrade': (p) =>
      `${p.upgrade} est lié à son vaisseau : achetez-le avec le vaisseau (\`/campaign buy … upgrades:\`) ou pour un vaisseau de la flotte (\`/campaign buy upgrade:… ship:P3\`).`,
    'modifications-full': (p) =>
      `Les emplacements Modification de ${p.ship} sont pleins (${p.fitted}) : ajoutez \`replace:${p.first}\` pour mettre ${p.upgrade} à sa place ; celle qu’elle remplace est perdue (C20).`,
    'replace-not-full': (p) => `${p.ship} a un emplacement libre pour ${p.upgrade} : rien n’est remplacé (C20). Retirez \`replace:\`.`,
    'not-replaceable': (p) => `${p.replace} n’est pas une Modification de ${p.ship} ; nommez l’une de : ${p.fitted}.`,
    'needs-hyperdrive': (p) =>
      `${p.upgrade} demande un vaisseau capable d’hyperespace (par son châssis, ou par un Hyperdrive sur mesure qu’il garde, §1.6) ; ${p.ship} ne l’est pas.`,
    'nine-squadrons': () => 'La flotte a déjà 9 escadrons (cartes 2–10, C16).',
    'unknown-entry': (p) => `Aucun vaisseau « ${p.ship} » dans la liste des joueurs (utilisez son indicatif).`,
    'roster-invalid': (p) =>
      `La liste n’est pas prête : ${problems(
        String(p.problems),
        {
          'two-standard': () => 'la flotte doit avoir au moins deux escadrons STANDARD (C19)',
          'epic-limit': () => 'au plus deux escadrons EPIC',
          band: (card, type, value, min, max) => `l’escadron #${card} (${type}, ${value} pts) ${bandWordsFr(type!, value!, min, max)}`,
        },
        ' ; ',
      )}${p.force ? ' (ajoutez `force:true` pour que G9 les dissolve)' : ''}${p.ends ? ' ; et votre flotte est sous le seuil de rassemblement : clore maintenant mettrait fin à la campagne (C48)' : ''}.`,
    'muster-fails': (p) =>
      `Clore l’après-partie maintenant met fin à la campagne : vos vaisseaux déployables ne peuvent pas former deux groupes de ${p.low} à ${p.high} pts chacun (seuil de rassemblement, C48). Récupérez des pilotes MIA, achetez des vaisseaux, promouvez des pilotes ou équipez des améliorations d’abord, ou ajoutez \`force:true\` pour y mettre fin.`,
    'rest-two': () => 'Mettez au repos 2 escadrons au plus.',
    'rest-leaves-no-draw': (p) =>
      `Mettre ${p.cards} au repos ne laisserait aucun tirage de mission possible (au moins 2 escadrons, dont un STANDARD ou RECON, §4). Mettez-en moins au repos : \`/campaign rest cards:\` avec une carte, ou aucune.`,
    rested: (p) => `L’escadron #${p.card} est au repos ce round.`,
    'draw-needs': () => 'Incluez au moins 2 escadrons, dont un STANDARD ou RECON (§4).',
    'mission-not-allowed': (p) => `La mission ${p.mission} n’est pas permise avec un Escadron Tiré ${p.type} ; choisissez parmi ${p.allowed}.`,
    'assets-two': () => 'Jouez au plus 2 atouts de flotte.',
    'no-asset': (p) => `La flotte ne détient pas de carte d’atout ${p.card}.`,
    'not-candidate': (p) => `${p.ship} ne peut pas le transporter ; candidats : ${p.candidates}.`,
    'picks-needed': (p) =>
      `La flotte n’a pas gagné : un pilote par escadron gagne de l’expérience. Ajoutez \`picks:\` avec un indicatif par escadron, p. ex. \`picks:2=P5 4=P11\`. Éligibles : ${p.squadrons}.`,
    'no-offer': () => 'Aucun atout de récompense n’attend d’être choisi.',
    'not-offered': (p) => `${p.asset} n’est pas proposé ; choisissez parmi ${p.offer}.`,
    'assets-full': () => 'La flotte détient 4 atouts : ajoutez `replace:` (J, Q, K ou A) pour en remplacer un, ou refusez avec `pick:none` (C38).',
    'no-elite': (p) => `${p.ship} n’est pas un VET vainqueur qui peut devenir ELITE maintenant.`,
    'no-promotion': (p) => `${p.ship} ne peut pas être promu (seuls les pilotes EXP ou VET non limités, non récupérés pendant cet après-partie).`,
    'no-promotion-to': (p) => `Aucun pilote « ${p.pilot} » du même châssis avec au moins son initiative imprimée.`,
    'bound-misfit': (p) => `${p.upgrade} est lié et ne convient pas à ${p.pilot} : promotion refusée (C45).`,
    'not-mia': (p) => `${p.ship} n’est pas porté disparu.`,
    'offer-open': (p) => `Choisissez d’abord l’atout de récompense (${p.assets}) avec \`/campaign assets pick:\` ou refusez-le avec \`pick:none\`.`,
    'no-linked-game': () => 'La partie de ce salon n’est pas la partie de mission de la campagne.',
    'game-running': (p) =>
      `La partie de mission continue (manche ${p.round} ; ${p.players} de vos vaisseaux et ${p.ai} vaisseaux de l’IA en jeu) : elle finit d’elle-même à la phase de Dénouement quand une flotte n’a plus de vaisseau, ou à la limite de manches. Pour la compter telle qu’elle est maintenant, ajoutez \`early:true\` ; pour abandonner, \`conceded:true\`.`,
    'undo-blocked': (p) => `Cette étape ne peut pas être annulée (${EVENT_WORDS[p.step]}).`,
    'nothing-to-undo': () => 'Rien à annuler dans cette campagne.',
    'reinforce-round': () => 'Les renforts se déclarent au début de la phase de Préparation de la manche 2 ou suivante (§6.5).',
    'no-choice': (p) =>
      `Aucun ${p.what === 'exchange' ? 'échange de Renseignement de flotte' : 'remplacement de Commandement désorganisé'} ne vous est ouvert ce round.`,
    'bad-exchange': (p) =>
      `Le Renseignement de flotte échange une de vos cartes en jeu (pas l’Escadron Tiré) contre une du même type ni en jeu ni au repos ; #${p.out} → #${p.inn} n’en est pas un.`,
    'hidden-now': () => 'Le journal contient les choix cachés de l’IA pour ce round : exportez-le après le résultat de la partie.',
    'bad-lost': (p) =>
      `${p.what} n’est pas une amélioration d’un des vaisseaux de la partie ; \`lost:\` prend leurs identifiants d’amélioration (les cartes de flotte les montrent) : ${p.upgrades}.`,
    'bad-ships': (p) => `Je n’ai pas pu lire ${p.what} : les vaisseaux de la mission sont ${p.ships}.`,
    'import-unreadable': (p) =>
      `Je n’ai pas pu lire le fichier ${p.name} (512 Ko au plus) : joignez à nouveau le fichier que \`/campaign file export\` vous a donné.`,
    'import-not-json': () => 'Ce fichier n’est pas un export de campagne (pas du JSON) : joignez le fichier `.json` que `/campaign file export` vous a donné.',
    'import-not-export': (p) =>
      `Ce fichier n’est pas un export de campagne (${p.where || 'le fichier'} n’est pas ce que contient un export) : joignez le fichier que \`/campaign file export\` vous a donné.`,
    'import-foreign': (p) => `Ce fichier est le journal d’une campagne « ${p.system} », pas d’une campagne Big Shed League.`,
    'import-newer': (p) =>
      `Ce fichier a été écrit par une version plus récente du bot (journal en version ${p.version} ; ce bot lit jusqu’à la ${p.ours}) : importez-le une fois le bot mis à jour.`,
    'import-bad-event': (p) =>
      `Le journal de ce fichier est abîmé à l’événement ${p.seq} (${p.event ? `\`${p.event}\` : ` : ''}${IMPORT_PROBLEMS[p.problem as ImportProblemCode]?.(p) ?? p.problem}) : exportez de nouveau la campagne et joignez le nouveau fichier.`,
    'import-not-commander': () =>
      'Seul un des commandants de la campagne peut l’importer ; la copie a pour commandant celui qui l’importe, qui peut ajouter les autres.',
    'import-too-large': (p) =>
      `Ce fichier est plus gros qu’un export de campagne ne peut l’être (${p.kb} Ko, 1 000 événements, objets imbriqués sur 16 niveaux au plus) : joignez le fichier que \`/campaign file export\` vous a donné.`,
  },
  phases: PHASES,
  sides: SIDES,
  fates: { 'in-play': 'en jeu à la fin', X: 'détruit', D: 'repoussé', W: 's’est retiré', OBJ: 'sorti avec l’objectif' },
  events: {
    'campaign-created': EVENT_WORDS['campaign-created'],
    'entry-bought': (callsign: string) => `l’achat de ${callsign}`,
    'item-bought': 'l’achat d’une amélioration pour l’inventaire',
    'upgrade-bought': 'l’achat d’une amélioration pour un vaisseau',
    'squadron-formed': (card: string) => `la formation de l’escadron #${card}`,
    'asset-choices': 'les choix d’atouts',
    'round-started': (round: number) => `le début du round ${round}`,
    'mission-squadron-drawn': 'le tirage de mission',
    'mission-chosen': (label: string) => `le choix : ${label}`,
    'assets-selected': 'les atouts de flotte',
    'game-linked': EVENT_WORDS['game-linked'],
    'result-confirmed': EVENT_WORDS['result-confirmed'],
    'commander-added': 'l’ajout d’un commandant',
    'commander-removed': 'le retrait d’un commandant',
    'upgrade-moved': 'le déplacement d’une amélioration',
    'supply-chosen': 'le choix de la munition gratuite d’un vaisseau',
    'limited-chosen': 'le choix du vaisseau qui garde ses exemplaires Limités à l’escadron',
    'entry-assigned': 'le déplacement d’un vaisseau',
    'owner-set': 'le choix du pilote d’un vaisseau',
    'squadron-retyped': 'le changement de type d’un escadron',
    'squadron-struck': 'la dissolution d’un escadron',
    'roster-ready': 'la liste déclarée prête',
    'squadrons-rested': 'le repos',
    'asset-gained': 'l’atout de récompense',
    'asset-declined': 'le refus de l’atout de récompense',
    'elite-taken': 'un passage ELITE',
    promoted: 'une promotion',
    'mia-recovered': 'la récupération d’un MIA',
    'players-closed': 'la clôture de l’après-partie',
    other: (t: string) => `l’étape « ${t.replaceAll('-', ' ')} »`,
  },
  mission: {
    label: (id: number, name: string) => `Mission ${id} : **${name}**`,
    open: '**Mode libre**',
    short: (id: number) => `Mission ${id}`,
    openShort: 'Mode libre',
  },
  next: {
    building: 'Commandants : formez des escadrons (`/campaign squadron type:`), achetez des pilotes (`/campaign buy`), puis `/campaign ready`.',
    rest: 'Les joueurs sont Actifs : mettez 0 à 2 escadrons au repos avec `/campaign rest cards:` (vide : aucun).',
    draw: 'Joueurs : `/campaign draw include:` les cartes du tirage de mission (≥2, dont une STANDARD ou RECON ; vide = toutes).',
    missionOpen: (card: string, type: string) => `Escadron Tiré #${card} (${type}) : jouez en mode libre avec \`/campaign mission id:open\`.`,
    mission: (card: string, type: string) =>
      `Escadron Tiré #${card} (${type}) : choisissez la mission avec \`/campaign mission id:\` (ou \`id:open\` pour le mode libre).`,
    assets: 'Les deux flottes choisissent leurs atouts (l’IA l’a déjà fait, face cachée) : `/campaign assets play:` (0 à 2 cartes, vide = aucune).',
    choices: (parts: string) => `Joueurs : \`/campaign assets\` avec vos choix (ou aucun). ${parts}.`,
    exchange: 'Renseignement de flotte : `swap:3=5` échange une de vos cartes en jeu contre une carte libre du même type',
    disrupt: (seen: string, swap: string) => `Commandement désorganisé : \`disrupt:true\` remplace la #${seen} de l’IA par sa #${swap}`,
    nominatePlayers: 'Joueurs : désignez en secret le porteur avec `/campaign nominate ship:` (vous seul voyez la réponse).',
    nominateAi: 'L’IA a désigné son porteur en secret.',
    play: 'Jouez la partie. À la fin : `/campaign result` avec le sort et les cartes de dégâts de chaque vaisseau.',
    setUp: 'Installez la table d’après la carte de mise en place, puis `/campaign game` crée la partie du salon.',
    offer: (names: string) => `Choisissez votre atout de récompense : \`/campaign assets pick:\` (${names}), ou \`pick:none\`.`,
    postgame: 'Après-partie : achetez, promouvez, récupérez les MIA, réorganisez ; `/campaign elite ship:` pour les ELITE proposés ; puis `/campaign done`.',
    ended: (winner: Side | 'draw') =>
      `La campagne est terminée : ${winner === 'draw' ? 'match nul' : `${winner === 'players' ? 'les joueurs gagnent' : 'l’IA gagne'}`}.`,
    or: ' ou ',
  },
  status: {
    norm: (v: number) => `(norme ${v.toFixed(1).replace('.', ',')})`,
    title: (round: number | null) => `Big Shed League — ${round === null ? 'terminée' : `round ${round}`}`,
    active: (side: string) => `Active : **${side}**`,
    drawn: (card: string) => `Escadron Tiré : #${card}`,
    playersSquadrons: (cards: string) => `Escadrons des joueurs : ${cards}`,
    aiSquadrons: (cards: string) => `Escadrons de l’IA : ${cards}`,
    aiFaceDown: (n: number) => `Escadrons de l’IA : ${n} face cachée`,
    round: (n: number) => `Round ${n}`,
    assets: 'Atouts de flotte',
    next: 'Ensuite',
    footer: (scale: number, strength: number, seed: string) => `S ${scale} % · H ${strength} % · graine ${seed}`,
  },
  fleet: {
    title: (side: string, faction: string) => `Flotte ${side === SIDES.players ? 'des joueurs' : 'de l’IA'} — ${faction}`,
    empty: '(vide)',
    inventory: 'Inventaire',
    assets: 'Atouts',
    kia: (name: string, round: number) => `${name} (round ${round})`,
    eliminated: 'éliminée',
    muster: '⚠️ sous le seuil de rassemblement',
  },
  setup: {
    area: 'Zone et bords',
    obstacles: 'Obstacles',
    deployment: 'Déploiement',
    firstPlayer: (side: string) => `Premier joueur : **${side}** (Active).`,
    victory: 'Victoire',
    victoryText: (active: string, opposing: string) => `Active : ${active}. Opposante : ${opposing}.`,
    margin: (n: number) => ` Marge ${n}.`,
    special: 'Règles spéciales',
    assets: 'Atouts de flotte',
    report: 'À signaler',
    reportText: (limit: string) =>
      `Vaisseaux détruits ou enfuis avec \`/ship\` ; à la fin \`/campaign result fates:… damage:…\` (les bords et les sauts décident W, D, X ou OBJ, §5.2). ${limit} Un As de l’IA verrouille dès le début le vaisseau joueur le plus proche.`,
    limit: (n: number) => `La partie s’arrête à la fin de la manche ${n} (C14) ou quand une flotte n’a plus de vaisseau en jeu.`,
    noLimit: 'Pas de limite de manches.',
    facedown: (n: number) => `${n} dégâts face cachée`,
    inPool: 'dans la réserve',
    vetReroll: 'VET : une relance',
    tally: (target: string) => `Contrepartie : ${target}`,
    roles: { line: 'ligne', runner: 'coureur', scout: 'éclaireur', evader: 'évitement', withdrawing: 'repli', ace: 'as' },
    attitudes: { offensive: 'offensive', balanced: 'équilibrée', defensive: 'défensive', recovery: 'récupération' },
    tallies: { 'midpoint of A': 'milieu de A', 'midpoint of O': 'milieu de O', 'nearest unscanned marker': 'marqueur non scanné le plus proche' },
  },
  pilot: {
    joined: (round: number, how: string) => `Arrivé au round ${round} (${how}).`,
    how: { bought: 'acheté', reinforcements: 'renforts', leftover: 'rescapé', start: 'départ' },
    game: (id: string, fate: string, damage: number) => `Partie ${id} : ${fate}${damage ? `, ${damage} cartes de dégâts` : ''}`,
    promoted: (cost: number) => `Promu (${cost} PF)`,
    recovered: (cost: number) => `Récupéré (${cost} PF)`,
    noStatus: 'aucun statut',
    squadron: (card: string) => `escadron #${card}`,
    inventory: 'inventaire',
    history: 'Historique',
  },
  replies: {
    noReinforcements: 'Pas de renforts cette manche.',
    reinforcement: (side: Side, card: string) =>
      `${side === 'players' ? 'Les joueurs piochent' : 'L’IA pioche'} l’escadron #${card} : ses vaisseaux se déploient au contact de leur bord${side === 'ai' ? ' (Offensifs)' : ''}.`,
    tookBack: (what: string) => `Annulé : ${what}.`,
    nominated: (ship: string) => `**${ship}** désigné en secret.`,
    logIntro: (n: number) => `Le journal de la campagne (${n} événements), sa fin ci-dessous ; il est en entier dans le fichier.`,
    exported: (n: number) => `Le journal complet de la campagne (${n} événements).`,
    imported: (name: string, n: number) => `Campagne importée depuis ${name} (${n} événements).`,
    verdict: (label: string, players: string, ai: string) => `${label} : joueurs ${players}, IA ${ai}.`,
    attachFile: 'Joignez le fichier que `/campaign file export` vous a donné : `/campaign file import file:` puis choisissez-le.',
    startSteps: 'L’échelle de points va de 10 en 10 et la force de l’IA de 5 en 5 (§1.2).',
    startRounds: 'La limite de manches est 0 (aucune) ou 8–20.',
    mirror: 'Un affrontement miroir : choisissez une autre faction pour l’IA (ou laissez-la au hasard).',
    noChassis: (id: string) => `Aucun châssis « ${id} » (utilisez des identifiants comme tielnfighter).`,
    strikeWhich: 'Dites quel escadron dissoudre : `/campaign squadron card:3 strike:true`.',
    giveType: 'Donnez un type : `/campaign squadron type:standard` (ajoutez `card:` pour en changer un).',
    swapFormat: 'Écrivez l’échange `swap:3=5` (votre carte en jeu = votre carte libre).',
    supplyWhat: 'Donnez les deux : `supply:` le vaisseau et `munition:` la torpille, le missile ou l’engin qu’il prend (C97).',
    useStatus: 'Utilisez `/campaign status` pour voir où en est la campagne.',
    commanders: (ids: readonly string[]) => `Commandants : ${ids.map((id) => `<@${id}>`).join(', ')}.`,
    buyWhat:
      'Donnez `chassis:` et `pilot:` (un vaisseau), `upgrade:` et `ship:` (une amélioration pour un vaisseau de la flotte), ou `upgrade:` seul (pour l’inventaire).',
  },
  log: {
    setup: 'Constitution',
    round: (n: number) => `Round ${n}`,
    none: 'aucune',
    inventory: 'l’inventaire',
    squadron: (card: string) => `l’escadron #${card}`,
    ai: 'IA',
    created: (by: string, players: string, ai: string, scale: number, strength: number, open: boolean, seed: string) =>
      `Campagne lancée par ${by} : joueurs ${players}, IA ${ai} ; échelle ${scale} %, force de l’IA ${strength} %${open ? ', mode libre' : ''} ; graine ${seed}.`,
    commanderAdded: (name: string) => `Nouveau commandant : ${name}.`,
    commanderRemoved: (name: string) => `N’est plus commandant : ${name}.`,
    bought: (side: string, ship: string, cost: number, where: string) => `${side} : achat de ${ship} pour ${cost} PF, dans ${where}.`,
    arrivalJoins: (side: string, ship: string, where: string) => `${side} : ${ship} rejoint la liste depuis les Renforts, dans ${where}.`,
    itemBought: (upgrade: string, cost: number) => `Achat de ${upgrade} pour l’inventaire (${cost} PF).`,
    upgradeBought: (upgrade: string, ship: string, cost: number, replaced: string | null) =>
      `Achat de ${upgrade} pour ${ship} (${cost} PF)${replaced ? ` ; elle remplace ${replaced}, qui est perdue` : ''}.`,
    upgradeMoved: (upgrade: string, to: string) => `${upgrade} → ${to}.`,
    supplyChosen: (ship: string, upgrade: string) => `Ravitaillement supplémentaire : ${ship} prend ${upgrade}, gratuitement, pour cette partie (C97).`,
    limitedChosen: (ship: string) => `Limité à l’escadron : le vaisseau choisi pour garder ses exemplaires pendant cette partie est ${ship} (C98).`,
    moved: (ship: string, to: string) => `${ship} → ${to}.`,
    owner: (ship: string, name: string | null) => (name ? `${ship} est piloté par ${name}.` : `${ship} n’a plus de pilote attitré.`),
    formed: (side: string, card: string, type: string) => `${side} : escadron #${card} formé (${type}).`,
    retyped: (side: string, card: string, type: string) => `${side} : l’escadron #${card} devient ${type}.`,
    struck: (side: string, card: string) => `${side} : escadron #${card} dissous ; ses vaisseaux vont à l’inventaire.`,
    ready: 'La liste des joueurs est prête.',
    aiBuilds: 'L’IA constitue sa flotte :',
    aiPostGame: 'L’après-partie de l’IA :',
    nothing: 'rien',
    active: (side: string, players: number, ai: number, tie: boolean) =>
      `Flotte Active : ${side} (Valeur de flotte : joueurs ${players}, IA ${ai}${tie ? ' ; égalité, tranchée à pile ou face' : ''}).`,
    rested: (side: string, cards: string) => `${side} : au repos ${cards}.`,
    missionDraw: (side: string, included: string, drawn: string) => `${side} : Escadron Tiré parmi ${included} : #${drawn}.`,
    mission: (label: string) => `${label}.`,
    drawn: (players: string, ai: string) => `Escadrons tirés : joueurs ${players} ; IA ${ai}.`,
    faceDown: (n: number) => `${n} face cachée`,
    aiAssetsHidden: 'L’IA choisit ses atouts de flotte face cachée.',
    assetsPlayed: (side: string, cards: string) => `${side} : atouts de flotte joués ${cards}.`,
    choices: (cards: string) => `Choix d’atouts des joueurs : leurs escadrons ${cards}.`,
    revealed: (players: string, ai: string) => `Escadrons révélés : joueurs ${players} ; IA ${ai}.`,
    nominatedHidden: (side: string, role: string) => `${side} : désignation secrète (${role}).`,
    nominated: (side: string, ship: string, role: string) => `${side} : ${ship} désigné (${role}).`,
    roles: { operative: 'Agent', defector: 'Transfuge', 'supply-ship': 'Ravitailleur' },
    gameLinked: (n: number) => `La partie de mission est créée avec ${n} vaisseaux.`,
    reinforcement: (side: string, card: string, gameRound: number) => `${side} : pioche de l’escadron de renfort #${card} (manche ${gameRound}).`,
    result: (winner: string | null, diff: number, conceded: boolean, game: number | null) =>
      `Résultat${game === null ? '' : ` de la partie ${game}`} : ${winner ? `victoire ${winner === SIDES.players ? 'des joueurs' : 'de l’IA'}` : 'match nul'}${conceded ? ' (abandon des joueurs)' : ''}${diff ? `, marge ${String(Math.round(diff * 10) / 10).replace('.', ',')}` : ''}.`,
    fates: (list: string) => `Vaisseaux : ${list}.`,
    damage: (n: number) => `${n} carte${n === 1 ? '' : 's'} de dégâts`,
    reasons: { V: 'victoire', D: 'défaite', draw: 'match nul' },
    fp: (side: string, amount: number, reason: string, type: string, card: string) => `${side} +${amount} PF (${reason}, ${type} #${card}).`,
    upgradeOn: (upgrade: string, ship: string) => `${upgrade} sur ${ship}`,
    lost: 'perdue',
    link: 'lien de nom',
    leftover: (ship: string, pilot: string) => `${ship} désormais piloté par ${pilot}`,
    casualties: (side: string, list: string) => `${side}, pertes : ${list}.`,
    experience: (side: string, list: string) => `${side}, expérience : ${list}.`,
    eliteOffered: (list: string) => `ELITE proposé à ${list}.`,
    damaged: (side: string, list: string) => `${side}, DAMAGED : ${list}.`,
    offered: (assets: string) => `Atout de récompense proposé aux joueurs : ${assets}.`,
    gained: (side: string, name: string, card: string, replaced: string | null) =>
      `${side} : gain de ${name} (carte ${card}${replaced ? ', à la place de celle détenue' : ''}).`,
    declined: (side: string, name: string | null) => `${side} : refus de ${name ?? 'l’atout de récompense'}.`,
    elite: (ship: string) => `${ship} devient ELITE.`,
    promoted: (ship: string, pilot: string, cost: number) => `${ship} promu ${pilot} (${cost} PF).`,
    recovered: (side: string, list: string, cost: number) => `${side} : récupération de ${list} (MIA, ${cost} PF).`,
    closed: 'Les joueurs closent leur après-partie.',
    eliminated: (side: string) => `La flotte ${side === SIDES.players ? 'des joueurs' : 'de l’IA'} est éliminée.`,
  },
  choices: { on: (upgrade: string, ship: string) => `${upgrade} sur ${ship}`, inventory: 'inventaire', varies: 'variable', mia: 'MIA', random: 'Au hasard' },
  note: (n: Note, upgrade: (id: string) => string = (id) => id): string => {
    const name = (a: AssetId) => ASSETS_FR[a];
    switch (n.k) {
      case 'cancels':
        return `${name(n.asset)} annule ${name(n.cancelled)}`;
      case 'turned':
        return `Agent double : ${name(n.asset)} agit pour ${n.owner === 'ai' ? 'l’IA' : 'les joueurs'}`;
      case 'sabotage':
        return `Sabotage : ${n.ship ?? 'aucun vaisseau'} (#${n.card}) est DAMAGED pour cette partie`;
      case 'shortage':
        return `Pénurie de ravitaillement : l’escadron #${n.card} ne peut pas utiliser ses améliorations torpille, missile ou engin`;
      case 'supplies':
        return `Ravitaillement supplémentaire (#${n.card}) : ${n.got.map((g) => `${g.ship} ${upgrade(g.upgrade)}`).join(', ') || 'aucun emplacement libre'}`;
      case 'intel-cards':
        return `Renseignement de flotte : les cartes ${n.whose === 'ai' ? 'de l’IA' : 'des joueurs'} sont ${n.cards.map((x) => '#' + x).join(', ')}`;
      case 'intel-exchange':
        return `Renseignement de flotte : l’IA échange la #${n.out} contre la #${n.inn}`;
      case 'disrupt-forced':
        return `Commandement désorganisé : l’IA remplace la #${n.seen} par la #${n.swap}`;
      case 'disrupt-offered':
        return `Commandement désorganisé : la #${n.seen} de l’IA est révélée ; elle peut être remplacée par une autre de ses cartes`;
      case 'effect':
        return `${SIDES[n.side]} : ${name(n.asset)} — ${EFFECTS_FR[n.asset]}`;
      case 'text':
        return n.text;
      case 'flipped':
        return `Limité à l’escadron : ${upgrade(n.upgrade)} sur ${n.ship} est retournée pour cette partie (une flotte en utilise au plus sa limite ; elle compte toujours au score)`;
    }
  },
  options: {
    squadronCard: 'tapez une carte d’escadron 2–10',
    mission: 'tapez une mission 1–8, ou open',
    notSquadronCard: (...w: unknown[]) => `« ${w.join(':')} » n’est pas une carte d’escadron (2–10) ; écrivez p. ex. \`2 4\``,
    notAssetCard: (...w: unknown[]) => `« ${w.join(':')} » n’est pas une carte d’atout (J, Q, K, A)`,
    pair: (hint: unknown, ...w: unknown[]) =>
      `« ${w.join(':')} » doit ressembler à ${
        {
          fates: '`P1=X` (sorts : X détruit, D repoussé, W retiré, OBJ sortie d’objectif, in-play)',
          damage: '`P3=2` (indicatif = cartes de dégâts reçues)',
          picks: '`2=P5` (carte d’escadron = indicatif)',
          hyperdrive: '`tielnfighter=yes` (identifiant de châssis = yes ou no)',
        }[String(hint)] ?? ''
      }`,
  },
  missionWords: (m) => MISSIONS_FR[m.id === 0 ? `0-${m.area}` : String(m.id)] ?? m,
  assetName: (id, english) => ASSETS_FR[id] ?? english,
};

/** the campaign's commands, X-Wing's and the core's as a French client names them. */
export const CAMPAIGN_PARTS_FR: PartNames = partNamesOf(CORE_COMMANDS_FR, XWING_COMMANDS_FR, CAMPAIGN_COMMANDS_FR);

/** The French words, naming every command they mention as a French client shows it (ruling R72). */
export const fr: BslStrings = withCommandsShown(written, CAMPAIGN_PARTS_FR);
