import type { ActionCondition, ActionOption } from '../engine/actions.ts';
import type { DieChangeReason, Fallback } from '../engine/approach.ts';
import type { AttitudeMarker, EndPhaseReason } from '../engine/attitude.ts';
import type { TargetPriority } from '../engine/engagement.ts';
import type { EndReason, GameState } from '../play/state.ts';
import type { Wave } from '../play/intro.ts';
import type { ActionType, AttackFace, Attitude, Bearing, ChartName, DefenseFace, Maneuver } from '../engine/types.ts';
import { en, type Strings } from './en.ts';
import type { ForbiddenAction, PhaseAction, StaleSubject } from '../play/refusal.ts';
import { frCards, frenchParams } from './fr-cards.ts';
import type { FactionId } from '../catalog/schema.ts';
import { frEditions } from './editions.ts';
import { CORE_COMMANDS_FR } from '../../../core/command-words.ts';
import { partNamesOf, withCommandsShown, type PartNames } from '../../../core/localize.ts';
import { XWING_COMMANDS_FR } from './commands-fr.ts';
import { ARCS_FR, ATTACK_FACES_FR, ATTITUDES_FR, DEFENSE_FACES_FR, SIDES_FR } from './table-words-fr.ts';

// The French table: typed as the English one, so tsc refuses a key present in one
// language and missing in the other. Words of the French X-Wing products (virage, virage
// sur l'aile, Koiogran, boucle de Segnor, tonneau de Tallon…); the tally is the seed's
// « Contrepartie » (ruling R46).

// The codes in refusals' parameters (play/refusal.ts), in French.
/** What an out-of-date button asked about, when it names no ship. */
const STALE_SUBJECT: Record<StaleSubject, string> = { turn: 'ce tour', game: 'cette partie', round: 'la manche', attack: 'cette attaque' };

const FORBIDDEN: Record<ForbiddenAction, string> = {
  remove: 'retirer',
  change: 'modifier',
  'attack-with': 'attaquer avec',
  end: 'terminer',
  'mark-done': 'marquer comme fini',
  'change-language': 'changer la langue',
  undo: 'annuler',
  'confirm-turn': 'confirmer un tour hors de l’ordre dans',
};
const PHASE_ACTIONS: Record<PhaseAction, string> = { 'set-dials': 'régler les cadrans', 'be-done': 'finir son tour', attack: 'attaquer' };
function optionHint(p: Readonly<Record<string, string | number>>): string {
  switch (p.hint) {
    case 'carries':
      return `Améliorations sur ${p.ship} : ${p.upgrades || 'aucune'}.`;
    case 'no-charges':
      return 'Elle n’a pas de charges.';
    case 'charges-at-most':
      return `${p.upgrade} a au plus ${p.charges} charges.`;
    case 'one-of-or-random':
      return `Tapez l’une de ces valeurs : ${p.options}, ou random.`;
    case 'no-tally-marker':
      return 'La v0.1 n’a pas de marqueur de Contrepartie.';
    case 'say-which':
      return `Précisez laquelle : ${p.upgrades}.`;
    default:
      return '';
  }
}

const BEARING_NAMES: Record<Bearing, string> = {
  straight: 'tout droit',
  bank: "virage sur l'aile",
  turn: 'virage',
  'koiogran-turn': 'virage Koiogran',
  'segnors-loop': 'boucle de Segnor',
  'tallon-roll': 'tonneau de Tallon',
  stationary: 'stationnaire',
  'reverse-straight': 'marche arrière tout droit',
  'reverse-bank': "marche arrière en virage sur l'aile",
};

const DIRECTION = { left: 'à gauche', right: 'à droite' } as const;
const DIFFICULTY: Record<string, string> = { blue: 'bleue', white: 'blanche', red: 'rouge' };

// A chart entry ("slowest B bank or turn, away from obstacle") in the seed's words
// ("sa manœuvre bleue de virage ou de virage sur l'aile la plus lente s'éloignant du plus proche obstacle").
const KINDS: Record<string, string> = {
  'bank or turn': "de virage ou de virage sur l'aile",
  'straight, stationary or reverse': 'en ligne droite, vol stationnaire, marche arrière',
  'straight, bank or turn': "en ligne droite, de virage sur l'aile ou de virage",
  straight: 'en ligne droite',
  advanced: 'avancée',
  bank: "de virage sur l'aile",
  turn: 'de virage',
};
const SPEEDS: Record<string, string> = { slowest: 'la plus lente', fastest: 'la plus rapide', average: 'moyenne' };
const TOWARDS: Record<string, string> = {
  'towards obstacle': 'vers le plus proche obstacle',
  'away from obstacle': "s'éloignant du plus proche obstacle",
  'towards tally': 'vers sa Contrepartie',
  'away from tally': "s'éloignant de sa Contrepartie",
};

export function frenchEntry(w: string): string {
  const speed = /^(\d) straight$/.exec(w);
  if (speed) return `sa manœuvre en ligne droite à vitesse ${speed[1]}`;
  const m = /^(slowest|fastest|average) (B )?(.+?)(?:, ((?:towards|away from) (?:obstacle|tally)))?$/.exec(w);
  const kind = m ? KINDS[m[3]!] : undefined;
  if (!m || !kind) return w;
  return ['sa manœuvre', m[2] ? 'bleue' : '', kind, SPEEDS[m[1]!], m[4] ? TOWARDS[m[4]] : ''].filter(Boolean).join(' ');
}

const ACTIONS: Record<ActionType, string> = {
  Boost: 'accélération',
  Focus: 'concentration',
  Evade: 'évasion',
  Lock: 'verrouillage',
  'Barrel Roll': 'tonneau',
  Reinforce: 'renforcement',
  Cloak: 'occultation',
  Coordinate: 'coordination',
  Calculate: 'calcul',
  Jam: 'brouillage',
  Reload: 'rechargement',
  SLAM: 'MASL',
  'Rotate Arc': "rotation d'arc",
};
const action = (t: ActionType) => ACTIONS[t];
const PHASES: Record<string, string> = {
  planning: 'Préparation',
  system: 'Système',
  activation: 'd’Activation',
  engagement: 'd’Engagement',
  end: 'de Dénouement',
};

const PHASE_TITLES: Record<GameState['phase'], string> = {
  planning: 'Phase de Préparation',
  activation: 'Phase d’Activation',
  engagement: 'Phase d’Engagement',
  end: 'Phase de Dénouement',
  ended: 'Partie terminée',
};

const listed = (names: Readonly<Record<string, string>>) => `tapez l’une de ces valeurs : ${Object.values(names).join(', ')}`;
const typed = (names: Readonly<Record<string, string>>) =>
  Object.values(names)
    .map((n) => n.toLowerCase())
    .join(', ');

const written: Strings = {
  attitude: (a: Attitude) => ATTITUDES_FR[a],
  chart: (c: ChartName) => ({ bullseye: 'Arc plein centre', front: 'Arc avant', side: 'Arc latéral', rear: 'Arc arrière' })[c],
  attackFace: (f: AttackFace) => ATTACK_FACES_FR[f],
  defenseFace: (f: DefenseFace) => DEFENSE_FACES_FR[f],
  bearing: (b: Bearing) => BEARING_NAMES[b],
  entryWording: frenchEntry,
  maneuver(m: Maneuver): string {
    const dir = m.direction ? ` ${DIRECTION[m.direction]}` : '';
    return `${m.speed} ${BEARING_NAMES[m.bearing]}${dir} (${DIFFICULTY[m.difficulty] ?? m.difficulty})`;
  },
  maneuverArrow: en.maneuverArrow,
  marker(m: AttitudeMarker): string {
    const token = m.token === 'shield-charge' ? 'marqueur de charge de bouclier' : 'marqueur de charge standard';
    // Ruling R20: the token and the colour players see, not "active/inactive".
    return `${token}, face ${({ blue: 'bleue', red: 'rouge', gold: 'dorée' } as const)[m.printed]} visible`;
  },
  markerColour: en.markerColour,
  dieChange(reason: DieChangeReason): string {
    return {
      'step-3b': "modificateur du jet d'approche (étape 3B)",
      'no-such-maneuver': 'cette manœuvre n’est pas sur le cadran : relire avec Concentration',
      'stressed-red': 'stressé et l’entrée est rouge : relire avec Concentration',
    }[reason];
  },
  fallback(f: Fallback): string | null {
    if (f === 'ion') return 'Ionisé : pas de jet ; il exécute la manœuvre ionique (1 tout droit bleue) et ne peut effectuer que Concentration.';
    if (f === 'slowest-straight') return 'Aucune entrée ne peut être exécutée : il prend sa manœuvre tout droit la plus lente.';
    return null;
  },
  recoveryCondition: 'condition de récupération (stress, carte de dégât Action, ou Rechargement sans charge de munition active)',
  actionCondition(c: ActionCondition): string {
    return {
      'in-enemy-arc': 'S’il est dans ≥1 arc de tir ennemi : une qui le sort d’au moins 1 arc de tir ennemi',
      'reinforce-busiest-arc': 'Le demi-arc (avant/arrière) avec le plus de vaisseaux ennemis',
      'jam-nearest-with-lock': 'Brouiller le vaisseau ennemi le plus proche, en priorité un qui a un verrouillage',
      'no-evade-token': 'S’il n’a pas de marqueur d’évasion',
      'no-focus-token': 'S’il n’a pas de marqueur de concentration',
      'no-calculate-token': 'S’il n’a pas de marqueur de calcul',
      'coordinate-friend': 'Le vaisseau allié le plus proche sans Coordination dans sa barre qui peut effectuer une action',
      'obstacle-bullseye-0-2': 'Si un obstacle est dans son arc plein centre à portée 0-2 : en s’en éloignant',
      'obstacle-bullseye-0-1': 'Si un obstacle est dans son arc plein centre à portée 0-1 : en s’en éloignant',
      'no-enemy-in-arc-gain-one': 'Si aucun vaisseau ennemi n’est dans ses arcs de tir : une qui met ≥1 vaisseau ennemi dans un arc de tir',
      'lock-header-weapon': 'Si un vaisseau ennemi est dans l’arc et à portée de son arme spéciale à en-tête Verrouillage : verrouiller le plus proche',
      'lock-header-weapon-or-nearest':
        'Si un vaisseau ennemi est à portée 0-3 : verrouiller le plus proche dans l’arc et à portée de son arme spéciale à en-tête Verrouillage ; sinon, le vaisseau ennemi le plus proche',
      'lock-nearest': 'Si un vaisseau ennemi est à portée 0-3 : verrouiller le plus proche dans son arc de tir ; sinon, le vaisseau ennemi le plus proche',
      'reload-inactive-charge': 'Si aucun ennemi n’est dans son arc de tir et qu’une amélioration de munition a une charge inactive',
      'repair-damage-or-offline': 'L’action d’une de ses cartes de dégât face visible (ou d’une amélioration « Hors ligne »), pour la réparer',
    }[c];
  },
  noActionStressed: 'Pas d’action : il est stressé après sa manœuvre (un vaisseau stressé n’effectue pas d’action).',
  actionOption(o: ActionOption): string {
    const base = `${action(o.type)}${o.red ? ' rouge' : ''}`;
    return o.linked ? `${base} → liée ${action(o.linked.type)}${o.linked.red ? ' rouge' : ''}` : base;
  },
  refusal(code: string, params: Readonly<Record<string, string | number>>): string | undefined {
    const p = frenchParams(params);
    switch (code) {
      case 'no-game':
        return 'Il n’y a pas de partie dans ce salon. Lancez-en une avec `/game start faction:galactic-empire`.';
      case 'game-exists':
        return `Ce salon a déjà une partie (manche ${p.round}). \`/game status\` la montre, \`/game end\` la termine.`;
      case 'game-ended':
        return 'Cette partie est terminée. `/game status` montre comment elle a fini ; `/game start` en lance une nouvelle.';
      case 'unknown-ship':
        // Règle R78 : sans vaisseau encore, un nom de vaisseau Solo s’ajoute avec /ship add.
        return `Il n’y a pas de vaisseau nommé « ${p.ship} » dans cette partie.${p.ships ? ` Vaisseaux : ${p.ships}.` : p.add === 'ship-add' ? ' Ajoutez les vaisseaux de l’ennemi avec `/ship add` (les joueurs rejoignent avec `/join`).' : ' Ajoutez-en un avec `/join`.'}`;
      case 'unknown-chassis':
        return p.suggestions
          ? `Je ne connais pas le vaisseau « ${p.chassis} ». Vouliez-vous dire ${String(p.suggestions)
              .split(', ')
              .map((s) => `**${s}**`)
              .join(' ou ')} ? (L’autocomplétion les liste.)`
          : `Je ne connais pas le vaisseau « ${p.chassis} ». Essayez un nom comme \`TIE/ln\`, \`x-wing\` ou \`t65xwing\` (l’autocomplétion les liste).`;
      case 'ambiguous-chassis':
        return `« ${p.chassis} » peut désigner plusieurs vaisseaux : ${p.options}. Tapez davantage du nom.`;
      case 'chassis-not-in-edition':
        return `Le ${p.chassis} ne vole pas dans l’édition ${p.edition}.${p.ships ? ` Sa faction aligne : ${p.ships}.` : ''}`;
      case 'pilot-not-in-edition':
        return `${p.pilot} ne vole pas dans l’édition ${p.edition}. Pilotes du ${p.chassis} qui y volent : ${p.pilots}.`;
      case 'unknown-pilot':
        return p.suggestions
          ? `${p.chassis} n’a pas de pilote « ${p.pilot} ». Vouliez-vous dire ${String(p.suggestions)
              .split(', ')
              .map((s) => `**${s}**`)
              .join(' ou ')} ? (L’autocomplétion les liste.)`
          : `${p.chassis} n’a pas de pilote « ${p.pilot} ». Pilotes possibles : ${p.pilots}.`;
      case 'ship-not-active':
        return `${p.status === 'fled' ? 'Déjà en fuite' : 'Déjà détruit'} : ${p.ship}. Impossible pour un vaisseau hors de la partie.`;
      case 'not-solo':
        return `Un vaisseau joueur : ${p.ship}. Le bot ne pilote que les vaisseaux Solo.`;
      case 'already-activated':
        return `Déjà activé à la manche ${p.round} : ${p.ship}. \`/round next\` quand la manche est finie, ou \`/undo\` pour annuler l’activation.`;
      case 'bad-option':
        return [p.value !== '' ? `« ${p.value} » n’est pas une valeur valide pour ${p.option}.` : '', optionHint(p)].filter(Boolean).join(' ');
      case 'forbidden':
        return p.ship
          ? `Seul le propriétaire de ${p.ship}, celui de la partie ou une personne ayant « Gérer les salons » peut faire cela (${FORBIDDEN[p.action as ForbiddenAction] ?? p.action}).`
          : `Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut faire cela (${FORBIDDEN[p.action as ForbiddenAction] ?? p.action}).`;
      case 'name-taken':
        return `Il y a déjà un vaisseau nommé « ${p.name} ». Choisissez un autre nom.`;
      case 'nothing-to-undo':
        return 'Rien à annuler depuis le début de la partie. (`/game end` termine la partie.)';
      case 'stale-button':
        return `On a déjà répondu à cette question sur ${p.ship ?? STALE_SUBJECT[p.subject as StaleSubject] ?? STALE_SUBJECT.turn}, ou la partie a avancé : rien n’a changé.`;
      case 'same-ship':
        return `Un vaisseau ne peut pas se prendre pour cible : ${p.ship}.`;
      case 'duplicate':
        return 'Cette commande a déjà été appliquée.';
      case 'unknown-upgrade':
        return `Je ne connais pas l’amélioration « ${p.upgrade} ». Tapez une partie de son nom (l’autocomplétion les liste), p. ex. \`proton torpedoes\` ; séparez-en plusieurs par des virgules.`;
      case 'no-slot':
        return `${p.pilot} n’a pas d’emplacement ${p.slot} libre pour ${p.upgrade} (ses emplacements : ${p.slots || 'aucun'}).`;
      case 'wrong-phase':
        return `C’est la phase ${PHASES[String(p.phase)] ?? p.phase} : impossible maintenant (${PHASE_ACTIONS[p.action as PhaseAction] ?? p.action}). \`/game status\` montre à qui c’est le tour.`;
      case 'no-ship-of-yours':
        return 'Vous n’avez aucun vaisseau qui attend son tour dans cette partie. (`/join` en ajoute un ; `/done ship:<nom>` en marque un autre.)';
      case 'already-done':
        return `Le tour ${PHASES[String(p.step)] ?? p.step} de ${p.ship} est déjà joué pour cette manche.`;
      case 'round-moved':
        return `La partie est déjà à la manche ${p.round} : rien n’a changé.`;
      case 'not-a-player-ship':
        return `${p.ship} est un vaisseau Solo : retirez-le avec \`/ship destroyed\` ou \`/ship fled\`.`;
      case 'use-activate':
        return `${p.ship} est un vaisseau Solo : il s’active avec \`/activate ship:${p.ship}\` (le bot le pilote).`;
      case 'attack-too-early':
        return `Les attaques se font pendant la phase d’engagement, une fois que tous les vaisseaux se sont activés. Doivent encore s’activer : ${p.ships}.`;
      case 'already-attacked':
        return `A déjà attaqué pendant la manche ${p.round} : ${p.ship}. Si une carte lui accorde une autre attaque, ajoutez \`again:true\` ; \`/undo\` annule la dernière attaque.`;
      case 'attack-recorded':
        return `L’attaque de ${p.attacker} de cette manche est déjà enregistrée : rien n’a changé.`;
      case 'activation-under-way':
        return `L’activation de ${p.ship} est déjà en cours : répondez à la question sur sa carte ci-dessus.`;
      case 'out-of-turn':
        return `Ce n’est pas le tour de ${p.ship} : le suivant dans l’ordre d’initiative est **${p.next}**. Rien n’a changé. Le propriétaire de la partie (ou Gérer les salons) peut faire passer ${p.ship} d’abord avec le bouton ci-dessous (la même commande tapée par lui le lui montre).`;
      case 'turn-of-player':
        return `Le vaisseau de <@${p.owner}> : ${p.ship}. Son tour ${p.step === 'activation' ? 'd’activation' : 'd’engagement'} finit quand il le dit. Rien n’a changé. Le propriétaire de la partie (ou Gérer les salons) peut le finir pour lui avec le bouton ci-dessous.`;
      case 'other-edition':
        return `${p.what} ne vole que dans l’édition ${p.edition} ; cette partie joue ${p.here}. Pour le piloter, lancez une partie de cette édition : \`/game end\`, puis \`/game start faction:… edition:${p.edition}\`.`;
      case 'wrong-faction':
        return `Le ${p.chassis} est un vaisseau de la faction ${frCards.faction(p.faction as FactionId)} : les joueurs pilotent la faction ${frCards.faction(p.players as FactionId)} dans cette partie (\`/game start players:\` l’a choisi). Leurs vaisseaux comptent : ${p.ships}.`;
      case 'arc-fixed':
        return `Les dés de ${p.ship} sont déjà montrés sur la table de l’${{ bullseye: 'arc plein centre', front: 'arc avant', side: 'arc latéral', rear: 'arc arrière' }[p.chart as ChartName]} : l’arc de sa Contrepartie reste celui donné pour cette activation. Répondez à la question de sa carte ; si l’arc était faux, \`/undo\` reprend le jet et \`/activate\` relance.`;
      default:
        return undefined;
    }
  },
  targetPriority: (p: TargetPriority) =>
    ({
      'locked-in-arc': 'l’ennemi qu’il a verrouillé, dans l’arc et à portée',
      'most-abilities': 'l’ennemi contre lequel il peut utiliser le plus de capacités',
      'nearest-in-arc': 'l’ennemi le plus proche dans l’arc et à portée',
    })[p],
  endReason: (r: EndReason) =>
    ({
      'players-gone': 'Tous les vaisseaux joueurs ont fui ou ont été détruits.',
      'solo-destroyed': 'Tous les vaisseaux Solo ont été détruits. Victoire !',
      'ended-by-players': 'La partie a été terminée par les joueurs.',
      'round-limit': 'La limite de tours est atteinte : les vaisseaux en jeu restent en jeu.',
    })[r],
  endPhaseReason: (r: EndPhaseReason) => ({ 'defended-more-than-attacked': 'a plus défendu qu’attaqué', 'did-not-defend': 'n’a pas défendu' })[r],
  languageSet: '🇫🇷 Cette partie parle désormais français : ses cartes, son suivi et ses annonces.',
  live: {
    link: (url: string) => `La table en direct, en lecture seule, pour 24 heures (quiconque a le lien voit la partie de ce salon) : ${url}`,
    openInDiscord: 'Table en direct dans Discord',
    notServed: 'La table en direct n’est pas servie ici : ce bot n’a pas de serveur web (HTTP_PORT n’est pas défini).',
    subtitle: (scenario: string, faction: string) => `${scenario} · ${faction}`,
    marker: (attitude: string, token: string) => `marqueur d’attitude ${attitude} (${token})`,
    mark: (m: 'done' | 'next' | 'waiting' | 'out') => ({ done: 'fait', next: 'à son tour', waiting: 'à venir', out: 'hors jeu' })[m],
    dice: (defense: string, attack: string) => `dés : ${defense} et ${attack}`,
    lastActivation: (what: string) => `Dernière activation : ${what}`,
    next: 'Ensuite',
    outOfPlay: 'Hors jeu',
    waves: 'Vagues à venir',
    wave: (round: number, ships: string) => `Tour ${round} : ${ships}`,
  },
  tracker: {
    phase: (p: GameState['phase']) =>
      ({
        planning: 'Phase de Préparation',
        activation: 'Phase d’Activation',
        engagement: 'Phase d’Engagement',
        end: 'Phase de Dénouement',
        ended: 'Partie terminée',
      })[p],
    title: (round: number, phase: string) => `Manche ${round} · ${phase}`,
    solo: 'Solo',
    noPlayers: 'Les joueurs rejoignent avec `/join` ; les vaisseaux Solo s’activent avec `/activate`.',
    setDials: (waiting: string) => `Réglez vos cadrans, puis appuyez sur **Cadran réglé**. En attente de ${waiting}.`,
    allDialsSet: 'Tous les cadrans sont réglés.',
    allActivated: 'Tous les vaisseaux se sont activés.',
    allEngaged: 'Tous les vaisseaux ont engagé.',
    soloActivates: (name: string, raw: string) => `**${name}** s’active : appuyez sur **Activer ${name}** (ou \`/activate ship:${raw}\`).`,
    playerActs: (owner: string, name: string) => `<@${owner}> : à vous avec **${name}** : déplacez et agissez, puis **Fini** (ou \`/done\`).`,
    soloAttacks: (name: string, raw: string) =>
      `**${name}** attaque s’il le peut : \`/attack attacker:${raw}\` montre son arme et sa cible ; **Fini** s’il n’attaque pas.`,
    playerAttacks: (owner: string, name: string) => `<@${owner}> : **${name}** peut attaquer (\`/attack\`), puis **Fini**.`,
    endPhase: (next: number) =>
      `Tous les vaisseaux ont engagé : appuyez sur **Lancer la manche ${next}** pour les changements d’attitude du Dénouement et la manche suivante.`,
    over: 'La partie est terminée : `/game status` montre comment elle a fini.',
    dialSet: 'Cadran réglé',
    activate: (name: string) => `Activer ${name}`,
    done: (name: string) => `Fini : ${name}`,
    attack: (name: string) => `Attaque : ${name}`,
    startRound: (n: number) => `Lancer la manche ${n}`,
    activationOrder: 'Ordre d’activation (initiative croissante)',
    engagementOrder: 'Ordre d’engagement (initiative décroissante)',
    shipsInPlay: 'Vaisseaux en jeu',
    notDone: 'Pas encore faits',
    next: 'Ensuite',
    footer: 'Ce message suit la partie : il est modifié après chaque changement.',
    up: (owner: string, name: string, initiative: number) => `🎯 <@${owner}> : à **${name}** (I${initiative}) : déplacez et agissez, puis **Fini**.`,
    upToEngage: (owner: string, name: string, initiative: number) =>
      `🎯 <@${owner}> : à vous d’engager avec **${name}** (I${initiative}) : attaquez si vous le pouvez, puis **Fini**.`,
    dialsUp: (owners: string, round: number) => `🎯 ${owners} : manche ${round}, réglez vos cadrans, puis **Cadran réglé**.`,
  },
  cards: {
    scenario: (s) => (s === 'intro' ? 'Scénario d’introduction' : s === 'campaign' ? 'Mission de la Big Shed League' : 'Partie libre'),
    startTitle: (scenario: string, faction: string) => `${scenario} contre ${faction}`,
    startDescription: (ruleset: string, seed: string) =>
      `Solo Alpha ${ruleset} · graine \`${seed}\` · manche 1. Activez un vaisseau Solo avec \`/activate ship:<nom>\`.`,
    soloPlaced: (v01: boolean) => (v01 ? 'Vaisseaux Solo placés' : 'Vaisseaux Solo placés (Équilibrée)'),
    waves: 'Vagues',
    wavesText: (patrol: string, pilot: string, reinforcement: string) =>
      `Manche 4 : 2 × ${patrol} (${pilot}), ou 1 seul et 1 × ${reinforcement} si un vaisseau de Patrouille a été détruit. Manche 7 : ${reinforcement}, plus un vaisseau de Patrouille si 3 vaisseaux Solo ou plus ont été détruits. Je les annoncerai.`,
    customGame: 'Partie libre',
    customText: 'Ajoutez des vaisseaux Solo avec `/ship add chassis:<vaisseau>` et des vaisseaux joueurs avec `/join`.',
    arrivalCrit: (marker: string) =>
      `balise d’hyperespace **${marker}**, le côté le plus proche du vaisseau joueur le plus proche (ou du bord joueur si aucun n’est en jeu) — critique obtenu`,
    arrivalFace: (marker: string, face: string) => `balise d’hyperespace **${marker}**, le côté marqué ${face}`,
    withUpgrades: (names: string) => ` avec ${names}`,
    wave: (w: Wave) =>
      ({
        'round-4-patrols': 'Aucun vaisseau de Patrouille n’a été détruit : 2 vaisseaux de Patrouille arrivent.',
        'round-4-mixed': 'Un vaisseau de Patrouille a été détruit : 1 vaisseau de Patrouille et 1 vaisseau de Renfort arrivent.',
        'round-7': 'Les renforts arrivent.',
        'round-7-extra': '3 vaisseaux Solo ou plus ont été détruits : un vaisseau de Renfort et un vaisseau de Patrouille supplémentaire arrivent.',
      })[w],
    waveContent: (round: number) => `📡 **« Ils arrivent ! »** Manche ${round}`,
    waveTitle: (round: number) => `Manche ${round} : arrivées ennemies`,
    waveFooter: (v01: boolean) =>
      `${v01 ? '' : 'Les vaisseaux qui arrivent sont Offensifs. '}Sur un critique, prenez le côté le plus proche du vaisseau joueur le plus proche.`,
    overContent: (round: number) => `🏁 **La partie est terminée** (manche ${round}).`,
    overTitle: 'Partie terminée',
    soloDestroyed: 'Vaisseaux Solo détruits',
    playersLost: 'Vaisseaux joueurs perdus',
    playersFled: 'En fuite (pilotes saufs si par le bord joueur)',
    none: 'aucun',
  },
  activation: {
    notOnDial: ' (pas sur le cadran)',
    noActionFits: 'Aucune action de sa barre ne convient à son attitude.',
    otherwise: 'Sinon : ',
    redManeuver: (before: number, after: number) => `Manœuvre rouge : +1 stress (${before} → ${after}).`,
    blueManeuver: (before: number, after: number) => `Manœuvre bleue : −1 stress (${before} → ${after}).`,
    redAction: (n: number) => `Action rouge : +${n} stress.`,
    redActionHint: (ship: string, count: number) => `Une action rouge ajoute 1 stress : \`/ship stress ship:${ship} count:${count}\`.`,
    ionRemoved: (n: number) => `Manœuvre ionique faite : ${n === 1 ? 'son marqueur ionique est retiré' : `ses ${n} marqueurs ioniques sont retirés`}.`,
    maneuver: 'Manœuvre',
    action: 'Action',
    tokens: 'Marqueurs',
    attitude: 'Attitude',
    unchanged: (a: string) => `**${a}** (inchangée)`,
    v01Attitude: (a: string) =>
      `**${a}** pour cette activation (le dé de défense : évasion Défensive, concentration Équilibrée, vierge Offensive). Pas de marqueur : en v0.1, l’attitude ne se garde pas d’une activation à l’autre.`,
    dice: 'Dés',
    chart: (c: string) => `Tableau : ${c}`,
    tallyDefaulted: 'Contrepartie plein centre, sans côté : gauche retenu (décision R5).',
    redActionButton: 'Il a fait une action rouge : +1 stress',
    rollLater: '🎲 Je lance les dés dès que vous dites où est sa Contrepartie.',
    tallyMarkerOn: (target: string) => `son marqueur de Contrepartie est sur ${target}`,
    hasLocked: (target: string) => `il a verrouillé ${target}`,
    whereKnown: (ship: string, known: string) => `Où est la Contrepartie de ${ship} ? (${known} : dans quel arc ?)`,
    whereUnknown: (ship: string) =>
      `Où est la Contrepartie de ${ship} ? (son marqueur de Contrepartie, l’objet verrouillé, ou l’ennemi le plus proche par arc)`,
    tallySide: (ship: string) => `La Contrepartie de ${ship} est-elle à sa gauche ou à sa droite ?`,
    obstacleSide: (ship: string) => `L’obstacle le plus proche de ${ship} est-il à sa gauche ou à sa droite ?`,
    left: SIDES_FR.left,
    right: SIDES_FR.right,
    arcAndObstacle: (arc: string, side: 'left' | 'right') => `${arc} · obstacle ${side === 'left' ? '◀' : '▶'}`,
    bothQuestions: 'Un seul clic répond aux deux : l’arc de la Contrepartie, puis le côté de l’obstacle le plus proche (◀ sa gauche, ▶ sa droite).',
    diceKept: 'Les dés sont gardés : répondre complète cette carte.',
    answerRolls: 'Répondre lance les dés et complète cette carte.',
    arc: (a: keyof typeof ARCS_FR) => ARCS_FR[a],
  },
  table: {
    confirmActivate: (ship: string) => `Activer ${ship} maintenant`,
    confirmDone: (ship: string) => `Finir le tour de ${ship}`,
    shifts: 'Changements d’attitude du Dénouement',
    none: 'aucun',
    arrivals: 'Arrivées',
    arrivalsListed: (names: string) => `${names} (détaillés dans le message des arrivées)`,
    endPhase: 'Phase de Dénouement',
    disarmRemoved: (names: string) => `Marqueur de désarmement retiré : ${names}.`,
    systemPhase: 'Phase de Système : bombes et mines',
    firstToActivate: 'Premier à s’activer',
    roundBegins: (round: number) => `La manche ${round} commence`,
    noDrop: 'pas de largage, quoi qu’il y ait à portée',
    dropsOne: (device: string) => `largue ${device} si ≥1 vaisseau ennemi est à portée`,
    dropsMany: (device: string, n: number) => `largue ${device} si ≥${n} vaisseaux ennemis sont à portée`,
    systemHow:
      'Comptez les vaisseaux ennemis à portée 0-1, ou dans son arc arrière à portée 0-2, et lisez autant de dés dans l’ordre. Un largage dépense 1 charge : `/ship charges ship:<nom> upgrade:<engin> count:<n>`.',
    roundNotOver: (round: number, lines: string) => `La manche ${round} n’est pas finie. ${lines}\nLancer quand même la manche ${round + 1} ?`,
    startRound: (n: number) => `Lancer la manche ${n}`,
    keepPlaying: 'Continuer à jouer',
    roundGoesOn: (round: number) => `La manche ${round} continue.`,
    endAsk: (round: number) => `Terminer cette partie (manche ${round}) ? C’est définitif ; le journal reste dans la base.`,
    endGame: 'Terminer la partie',
    gameGoesOn: 'La partie continue.',
    alreadyEnded: '⚠️ Cette partie est déjà terminée.',
    endedBy: (user: string, round: number) => `🏁 Partie terminée par <@${user}> à la manche ${round}. \`/game start\` en lance une nouvelle.`,
    logIntro: (n: number) => `Cette partie, manche par manche (${n} événements).`,
    pingsSet: (on: boolean) =>
      on
        ? 'Le bot vous mentionne de nouveau quand c’est votre tour dans cette partie.'
        : 'Le bot ne vous mentionne plus dans cette partie ; le suivi montre toujours à qui c’est le tour.',
    joined: (line: string) => `Rejoint : ${line}`,
    left: (ship: string) => `👋 A quitté la partie : ${ship}.`,
    isDone: (ship: string, step: string) => `✅ Fini (${step === 'activation' ? 'activation' : step === 'engagement' ? 'engagement' : step}) : **${ship}**.`,
    dialsAlready: 'Vos cadrans étaient déjà réglés.',
    dialsSet: '🎛️ Cadrans réglés.',
    allDials: (said: string) => `${said} Tous les cadrans sont réglés : la phase d’Activation commence.`,
    notActivated: (names: string) => `Pas encore activés : ${names}.`,
    notEngaged: (names: string) => `Pas encore engagés : ${names}.`,
  },
  status: {
    thisActivation: (a: string) => `${a} pour cette activation`,
    hull: (hull: number, shields: number, damage: number) => `coque ${hull} · boucliers ${shields} · ${damage} dégât${damage > 1 ? 's' : ''}`,
    stress: (n: number) => `stress ${n}`,
    ion: (n: number) => `ions ${n}`,
    disarm: (n: number) => `désarmement ${n}`,
    lock: (names: string) => `verrouillage → ${names}`,
    tally: (name: string) => `Contrepartie → ${name}`,
    actionDamage: 'carte de dégât Action',
    ordnance: (n: number) => `charges de munitions ${n}`,
    destroyed: '💥 détruit',
    fled: '🏁 en fuite',
    activated: '✅ activé',
    waiting: '⏳ attend une réponse',
    soloShips: (n: number) => `Vaisseaux Solo (${n} en jeu)`,
    playerShips: (n: number) => `Vaisseaux joueurs (${n} en jeu)`,
    noPlayers: 'Aucun pour l’instant : `/join ship:<vaisseau>`',
    order: 'Ordre d’activation',
    nextToActivate: 'Prochain à s’activer',
    player: ' (joueur)',
    soloNext: (name: string) => ` — \`/activate ship:${name}\``,
    noneToActivate: (phase: 'activation' | 'engagement' | 'end', nextRound: number) =>
      phase === 'end'
        ? `personne — tous les vaisseaux se sont activés et ont engagé ; \`/round next\` pour le Dénouement et la manche ${nextRound}.`
        : 'personne — tous les vaisseaux se sont activés. Engagez, puis `/round next`.',
    title: (scenario: string, round: number, ended: boolean) => `${scenario} — manche ${round}${ended ? ' (terminée)' : ''}`,
    description: (phase: GameState['phase'], ruleset: string, faction: string) => `${PHASE_TITLES[phase]} · Solo Alpha ${ruleset} · ennemi : ${faction}`,
  },
  options: {
    shipName: 'donnez un nom de vaisseau',
    shipType: 'donnez un type de vaisseau',
    whole: 'donnez un nombre entier',
    notNegative: 'il ne peut pas être négatif',
    atLeast: (n: number) => `au moins ${n}`,
    atMost: (n: number) => `au plus ${n}`,
    longest: (n: number) => `au plus ${n} caractères`,
    nameLength: (n: number) => `les noms font au plus ${n} caractères`,
    oneOf: (...values: unknown[]) => `tapez l’une de ces valeurs : ${values.join(', ')}`,
    flag: 'tapez true ou false',
    arcs: listed(ARCS_FR),
    defenseFaces: listed(DEFENSE_FACES_FR),
    attackFaces: listed(ATTACK_FACES_FR),
    dice: 'donnez les deux dés, p. ex. `évasion touche`',
    diceOrder: `donnez le dé de défense puis le dé d’attaque, p. ex. \`évasion touche\` (défense : ${typed(DEFENSE_FACES_FR)} ; attaque : ${typed(ATTACK_FACES_FR)})`,
    unsafeName: 'pas de @ # : ` * _ ~ | > \\ < [ ] ( ) { } dans les noms',
    ships: 'donnez les vaisseaux, p. ex. P1 A3',
    marker: 'donnez un marqueur de 1 à 5',
  },
  help: {
    title: 'Solo Alpha à cette table',
    start: 'Commencer',
    startText:
      '`/game start faction:<ennemi>` lance le scénario d’introduction (ou `scenario:custom`). Chaque joueur ajoute un vaisseau avec `/join ship:<vaisseau> pilot:<pilote>` ; en partie libre, `/ship add` ajoute les ennemis. `language:fr` ou `/game language` : la langue de la partie.',
    round: 'Une manche',
    roundLines: [
      '**Préparation** : réglez vos cadrans, puis appuyez sur **Cadran réglé** dans le suivi (ou `/done`).',
      '**Activation**, initiative croissante (les joueurs d’abord en cas d’égalité) : le suivi dit à qui c’est le tour et notifie le joueur concerné. Vaisseaux Solo : **Activer** (ou `/activate`) donne la manœuvre, l’action et l’attitude. Joueurs : déplacez, puis **Fini** (ou `/done`).',
      '**Engagement**, initiative décroissante : `/attack attacker:<vaisseau>` montre l’arme et la cible d’un vaisseau Solo et note les dégâts ; **Fini** pour un vaisseau qui n’attaque pas.',
      '**Dénouement** : **Lancer la manche N** (ou `/round next`) applique les changements d’attitude, amène les vagues et lance la manche suivante.',
    ],
    keeping: 'Garder la table à jour',
    keepingText:
      '`/ship stress|ion|lock|tally|damage|charges|attitude|destroyed|fled`, `/leave` pour retirer votre vaisseau, `/undo` (propriétaire ou Gérer les salons) pour reprendre la dernière modification, `/game status` et `/game log`.',
    rules: 'Règles',
    rulesText: '`/rules topic:approach|charts|attitudes|actions|rulings` — un court aide-mémoire de Solo Alpha ; les décisions que suit le bot y sont listées.',
    others: 'Les autres jeux ici',
    othersText:
      // Other systems' commands, which X-Wing's words cannot look up, as a French client shows them (ruling R72; test/systems/client-names.test.ts checks them).
      '`/campagne lancer faction:` — une campagne de la Big Shed League contre une flotte de l’IA, partie après partie. `/abs nouvelle échelle: tables:` — A Billion Suns en solo. `/hex aide` — la vérification des mouvements des escadrilles hex.',
  },
  editions: frEditions,
  ...frCards,
};

/** X-Wing's commands and the core's as a French client names them. */
const XWING_PARTS_FR: PartNames = partNamesOf(CORE_COMMANDS_FR, XWING_COMMANDS_FR);

/** The French words, naming every command they mention as a French client shows it (ruling R72). */
export const fr: Strings = withCommandsShown(written, XWING_PARTS_FR);
