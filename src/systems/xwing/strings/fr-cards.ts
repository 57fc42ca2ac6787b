import type { FactionId } from '../catalog/schema.ts';
import type { RulesetId } from '../engine/types.ts';
import { TRANSPORT_LOCK } from '../play/variants.ts';
import { XWING_COMMANDS_FR } from './commands-fr.ts';
import type { CardStrings } from './en-cards.ts';
import { FACTIONS_FR } from './factions-fr.ts';

// The French twin of en-cards.ts: typed by it, so a key in one and not the
// other fails to compile. Words of the French X-Wing products; the tally is the seed's
// « Contrepartie » (ruling R46); arcs and charges as ruling R47 lists them.

const ARCS: Record<string, string> = {
  front: 'avant',
  rear: 'arrière',
  bullseye: 'plein centre',
  'full-front': 'avant intégral',
  'single-turret': 'tourelle simple',
  'double-turret': 'tourelle double',
  'Single Turret Arc': 'tourelle simple',
};

type Phase = 'activation' | 'engagement' | 'end';
const PHASE: Record<Phase, string> = { activation: 'Phase d’Activation', engagement: 'Phase d’Engagement', end: 'Phase de Dénouement' };
const SIZES = { small: 'petit', medium: 'moyen', large: 'grand', huge: 'énorme' } as const;
const cards = (n: number) => `${n} carte${n > 1 ? 's' : ''} de dégât`;

/** An option's French name as a French Discord client shows it ("upgrade" → "amélioration"), from the commands' French. */
const OPTION_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(XWING_COMMANDS_FR)
    .flatMap(([path, w]) => (typeof w === 'string' || !path.includes(' ') ? [] : [[path.split(' ').at(-1)!, w[0]] as const]))
    .reverse(),
);

/** A refusal's parameters with the option they name as a French client shows it. */
export function frenchParams(p: Readonly<Record<string, string | number>>): Readonly<Record<string, string | number>> {
  return typeof p.option === 'string' ? { ...p, option: OPTION_NAMES[p.option] ?? p.option } : p;
}

export const frCards: CardStrings = {
  colon: ' : ',
  object: (name: string) => (name === TRANSPORT_LOCK ? 'le coin opposé' : name),
  quote: (s: string) => `« ${s} »`,
  faction: (id: FactionId) => FACTIONS_FR[id],
  setup: {
    lines: [
      'Zone de jeu de 3′×3′. Placez 2 balises d’hyperespace à portée 3 l’une de l’autre et au-delà de la portée 3 de chaque bord, chacune avec son côté critique vers le bord joueur ; aucun côté d’une balise ne pointe directement vers l’autre balise.',
      'Placez 6 obstacles au-delà de la portée 2 de tout bord et au-delà de la portée 1 les uns des autres et de chaque balise, tournés pour qu’aucun côté de déploiement d’une balise ne pointe directement vers un obstacle.',
      'Les joueurs sont premier joueur : leurs vaisseaux agissent avant les vaisseaux Solo de même initiative.',
      'Placez tous les vaisseaux joueurs et les 2 vaisseaux de Patrouille par ordre d’initiative croissante : les vaisseaux joueurs à portée 1 du bord joueur, les vaisseaux de Patrouille là où le jet ci-dessous l’indique.',
    ],
    or: ' ou ',
    tableTitle: 'Mise en place de la table',
    playerSquad: 'Escadron des joueurs',
    playerSquadText: (faction: string, ship: string, high: string, highI: number, low: string, lowI: number, others: string) =>
      `${faction} : 2 × ${ship} : ${high} (I${highI}) et ${low} (I${lowI}).${others ? ` La table permet aussi : ${others}.` : ''}` +
      ' Chaque joueur tape `/join ship:<vaisseau>` (le premier d’un type reçoit le pilote d’initiative la plus basse, le second la plus haute) ou nomme un `pilot:`.',
    seedShips: 'Les types de vaisseaux du document',
    seedShipsText: (patrols: string, reinforcements: string, patrol: string, reinforcement: string) =>
      `Patrouille : ${patrols}. Renfort : ${reinforcements}. En jeu : ${patrol} et ${reinforcement} (à choisir avec \`/game start … patrol:<vaisseau> reinforcement:<vaisseau>\`, ou \`random\`).`,
    ace: 'As ennemi',
    aceText: (name: string) =>
      `${name} est piloté par un pilote limité et pourchasse l’un de vous : à son arrivée, il verrouille le vaisseau joueur le plus proche (\`/ship lock ship:${name} target:<vaisseau>\`), qui reste toujours sa Contrepartie.`,
    transport: 'Transport en fuite',
    transportText: (name: string, chassis: string, v01: boolean) =>
      `${name} (${chassis}) commence dans un coin de la zone de jeu${v01 ? '' : ', en Récupération'}, verrouillé sur le coin opposé : sa Contrepartie. Il y vole pour fuir ; arrêtez-le (\`/ship fled ship:${name}\` s’il s’échappe).`,
    group: (g: 'patrol-1' | 'patrol-2' | 'reinforcement' | 'enemy') =>
      ({ 'patrol-1': 'Vague de Patrouille 1', 'patrol-2': 'Vague de Patrouille 2', reinforcement: 'Renforts', enemy: 'Escadron ennemi' })[g],
    groupShip: (count: number, ship: string, pilot: string, cost: number | null) => `${count} × ${ship} (${pilot}, ${cost} pts)`,
    noShipFits: 'aucun vaisseau ne convient',
    groupLine: (group: string, min: number, max: number, ships: string, total: number) => `${group} (visée ${min}-${max}) : ${ships} = ${total} pts`,
    standardHow: '125 à 150 points ennemis pour 100 points joueurs.',
    introHow:
      'Des vagues de Patrouille d’environ la moitié de votre total chacune, des Renforts d’un peu moins que votre total (tous ne serviront pas forcément).',
    byPoints: (points: number) => `Escadron ennemi aux points (vous : ${points} pts)`,
    noUpgrades: 'Sans améliorations. Ajoutez-les avec `/ship add`.',
  },
  attack: {
    arc: (a: string) => ARCS[a] ?? a,
    primary: (arc: string) => `principale (arc ${arc})`,
    special: (name: string, arc: string, min: number, max: number, lock: boolean) =>
      `${name} (arc ${arc}, portée ${min}-${max}${lock ? ', exige un verrouillage' : ''})`,
    weapon: (name: string, value: number) => `${name}, attaque ${value}`,
    weaponsInOrder: (attacker: string) => `Armes de ${attacker}, dans l’ordre`,
    target: 'Cible',
    otherwise: 'sinon ',
    noTarget: 'Aucune cible valide : l’arme suivante.',
    dice: 'Dés',
    diceText:
      'En attaque : autant de touches/critiques que possible, en dépensant le moins possible, les relances avant les modifications ; s’il est dans l’arc de tir d’un vaisseau ennemi qui n’a pas encore engagé, d’abord les marqueurs et capacités réservés à l’attaque (verrouillages).',
    defending: (defender: string) => `En défense : ${defender}`,
    defendingText:
      'Autant d’évasions que de touches + critiques, en dépensant le moins possible : les relances avant les modifications ; d’abord les marqueurs réservés à la défense s’il n’a pas engagé et qu’un ennemi est dans son arc.',
    recorded: 'Noté',
    recordedText: (attacker: string, defender: string, damage: number) => `Attaque : ${attacker} → ${defender}, ${cards(damage)}.`,
    recordIt: 'À noter',
    recordItText:
      'Touchez en un bouton le défenseur et les cartes de dégât qu’il a reçues (0 si l’attaque a échoué ; 4+ pour plus) ; le vaisseau qu’il a verrouillé, sinon sa Contrepartie, vient d’abord.',
    damageOn: (defender: string, n: number) => `${defender} : ${n}`,
    moreDamage: (defender: string) => `${defender} : 4+`,
    attacks: (attacker: string) => `Attaque : ${attacker}`,
    defenders: (n: number) => `Défenseurs en jeu : ${n}`,
    damageButton: (n: number) => `${n} dégât${n > 1 ? 's' : ''}`,
    howMuch: (defender: string, attacker: string) => `Combien de cartes de dégât pour ${defender}, de l’attaque de ${attacker} ? (0 si elle a raté)`,
    giveDefender: `Donnez aussi \`${XWING_COMMANDS_FR['attack defender'][0]}\`, ou omettez \`${XWING_COMMANDS_FR['attack damage'][0]}\` pour choisir le défenseur avec des boutons.`,
  },
  rules: {
    outsideV01:
      'Hors de son activation (une action accordée par une carte, par exemple), lancez un dé de défense pour son attitude : évasion Défensive, concentration Équilibrée, vierge Offensive.',
    outsideV02: 'Hors de son activation, il garde son attitude actuelle.',
    approachV01: [
      '1. Trouver la Contrepartie : l’objet le plus proche qu’il a verrouillé, sinon l’ennemi le plus proche dans son arc plein centre, avant, latéral, arrière (portée 0-3, puis au-delà). La v0.1 n’a pas de marqueur de Contrepartie.',
      '2. Le tableau est celui du premier arc où se trouve la Contrepartie : plein centre, avant, latéral, arrière.',
      '3. Lancer 1 dé de défense et 1 dé d’attaque. La v0.1 n’a pas de modificateur de jet.',
      '4. Lire l’entrée : la plus rapide / moyenne (arrondie au supérieur) / la plus lente des manœuvres nommées du cadran, bleue si exigé, vers ou s’éloignant de la Contrepartie ou du plus proche obstacle ; « 2 tout droit » est le tout droit à vitesse 2.',
      'Exceptions : ionisé → 1 tout droit bleue ; rien sur le cadran → relire avec concentration, puis le tout droit le plus lent ; stressé et rouge → relire avec concentration.',
      '5. Le dé de défense fixe son attitude pour cette activation seulement : évasion Défensive, concentration Équilibrée, vierge Offensive. Aucun marqueur n’est gardé entre les activations.',
    ],
    approachV02: [
      '1. Trouver la Contrepartie : son marqueur de Contrepartie, sinon l’objet verrouillé le plus proche, sinon l’ennemi le plus proche dans son arc plein centre, avant, latéral, arrière (portée 0-3, puis au-delà).',
      '2. Le tableau est celui du premier arc où se trouve la Contrepartie : plein centre, avant, latéral, arrière.',
      '3. Lancer 1 dé de défense et 1 dé d’attaque. Étape 3B : Offensive change évasion en vierge, Défensive vierge en évasion ; avec une condition de récupération (stress, carte de dégât Action, Rechargement sans munition active), elles les changent en concentration, et Équilibrée/Récupération changent vierge ou évasion en concentration.',
      '4. Lire l’entrée : la plus rapide / moyenne (arrondie au supérieur) / la plus lente des manœuvres nommées du cadran, bleue si exigé, vers ou s’éloignant de la Contrepartie ou du plus proche obstacle.',
      'Exceptions : ionisé → 1 tout droit bleue ; rien sur le cadran → relire avec concentration, puis le tout droit le plus lent ; stressé et rouge → relire avec concentration.',
      '5. Changer d’attitude : évasion → vers Défensive, vierge → vers Offensive, concentration → Équilibrée (une concentration de l’étape 3B → Récupération).',
    ],
    approachTitle: (ruleset: RulesetId) => `Déterminer l’approche (${ruleset})`,
    chartsTitle: (ruleset: RulesetId) => `Tableaux d’approche (${ruleset})`,
    attitudesV01Title: 'Attitudes (v0.1)',
    attitudesV01:
      'La v0.1 ne garde aucune attitude entre les activations : le dé de défense de chaque activation la fixe (évasion Défensive, concentration Équilibrée, vierge Offensive). Ni marqueurs, ni Récupération, ni changements.',
    attitudesV02Title: 'Attitudes et marqueurs (v0.2)',
    shiftsV02:
      'Changements de la v0.2, d’un cran chacun : après avoir infligé des dégâts → vers Offensive ; après en avoir subi → vers Défensive ; au Dénouement : a plus défendu qu’attaqué → vers Défensive, n’a pas défendu → vers Offensive.',
    actionsTitle: (ruleset: RulesetId) => `Actions selon l’attitude (${ruleset})`,
    stressedNoAction: 'Un vaisseau stressé (après sa manœuvre) n’effectue pas d’action.',
    rulingsTitle: 'Décisions',
    rulings:
      'R1 lignes critique, touche, concentration, vierge · R2 Récupération ne modifie qu’avec une condition de récupération · R4 égalité : la manœuvre nommée en premier · R5 Contrepartie plein centre : à gauche sauf indication · R6 ionisé garde son attitude · R7/R8 le texte l’emporte · R10 la direction d’abord · R11 le dernier dé fixe l’attitude · R20 couleurs des marqueurs · R21 Récupération reste Récupération · R22 actions après le stress de la manœuvre · R23 ions selon la taille · R24 un verrouillage peut échouer · R25 actions liées · R26 un vaisseau par côté de balise · R27 la ligne de réparation · R12–R19, R28–R31 : voir docs/rulings.md dans le dépôt du bot.',
  },
  change: {
    offline: (ship: string, upgrade: string, offline: boolean) =>
      offline
        ? `${ship} : ${upgrade} est Hors ligne (en Récupération il la répare : l’action imprimée dessus).`
        : `${ship} : ${upgrade} est de nouveau en ligne.`,
    attitudeRoll: (ship: string, face: string, attitude: string, kept: string | null) =>
      `🎲 ${ship} lance un dé de défense pour son attitude : **${face}** — **${attitude}** (menacer si Offensive, protéger si Défensive, sinon ce qui aide ses alliés), pour cette décision seulement.${kept ? ` Son marqueur reste ${kept}.` : ''}`,
    stress: (ship: string, from: number, to: number) => `${ship} : stress ${from} → ${to}.`,
    ion: (ship: string, from: number, to: number) => `${ship} : ions ${from} → ${to}.`,
    ionized: ' Ionisé : sa prochaine activation est la manœuvre ionique (puis ses marqueurs ioniques sont retirés).',
    notIonized: (size: 'small' | 'medium' | 'large' | 'huge', needed: number) =>
      ` Pas ionisé : il faut ${needed} marqueurs ioniques à un ${SIZES[size]} vaisseau.`,
    charges: (ship: string, from: number, to: number | null) => `${ship} : charges de munitions ${from} → ${to}.`,
    upgradeCharges: (ship: string, upgrade: string, from: number, to: number) => `${ship} : charges de ${upgrade} ${from} → ${to}.`,
    attitude: (ship: string, from: string, to: string) => `${ship} : ${from} → **${to}**.`,
    locked: (ship: string, target: string) => `Verrouillage : ${ship} → ${target}.`,
    noLock: (ship: string) => `Aucun verrouillage : ${ship}.`,
    tally: (ship: string, target: string) => `Marqueur de Contrepartie : ${ship} → ${target}.`,
    noTally: (ship: string) => `Pas de marqueur de Contrepartie : ${ship}.`,
    actionDamage: (ship: string) => `Une carte de dégât face visible à en-tête Action (une condition de récupération) : ${ship}.`,
    noActionDamage: (ship: string) => `Pas de carte de dégât Action face visible : ${ship}.`,
    destroyed: (ship: string) => `💥 Détruit : ${ship}.`,
    damageCards: (ship: string, dealt: number, total: number, hull: number | null) =>
      `Dégâts pour ${ship} : ${cards(dealt)} (${total}${hull ? ` sur ${hull} de coque` : ' en tout'}).`,
    hullReached: (ship: string, total: number, hull: number) => `💥 Détruit : ${ship}, ${cards(total)} pour ${hull} de coque.`,
    soloFlee: (ship: string, stress: number, disarm: number) =>
      `Les vaisseaux Solo ne fuient jamais : ${ship} s’arrête au bord, pivote de 90° ou 180° pour tourner son arc plein centre vers le centre, et reçoit ${stress} stress${disarm ? ` et ${disarm} désarmement` : ''}.`,
    fled: (ship: string, player: boolean) =>
      `🏁 En fuite : ${ship}${player ? '. S’il a fui par le bord joueur, son pilote rentre à la base sain et sauf' : ''}.`,
    redAction: (text: string) => `${text} (action rouge)`,
    soloAdded: (line: string) => `Vaisseau Solo ajouté : ${line}`,
    sayWhich: (names: string) => `Précisez laquelle : ${names}.`,
  },
  log: {
    round: (n: number) => `Manche ${n}`,
    attitudeRoll: (ship: string, face: string, attitude: string) => `${ship} lance un dé de défense pour son attitude : ${face}, ${attitude}.`,
    roundShifts: (n: number, shifts: string) => `Manche ${n} (changements du Dénouement : ${shifts})`,
    destroyed: (ship: string) => `💥 Détruit : ${ship}.`,
    flees: (ship: string) => `🏁 En fuite : ${ship}.`,
    stress: (n: number) => `stress ${n}`,
    ion: (n: number) => `ions ${n}`,
    disarm: (n: number) => `désarmement ${n}`,
    locks: (names: string) => `verrouille ${names}`,
    noLock: 'aucun verrouillage',
    tally: (name: string) => `marqueur de Contrepartie sur ${name}`,
    noTally: 'pas de marqueur de Contrepartie',
    actionDamage: 'une carte de dégât Action face visible',
    noActionDamage: 'pas de carte de dégât Action',
    damageCards: (n: number) => cards(n),
    offline: (n: number) => (n ? `${n} amélioration${n > 1 ? 's' : ''} Hors ligne` : 'aucune amélioration Hors ligne'),
    ordnance: (n: number) => `charges de munitions ${n}`,
    attitude: (a: string) => `attitude ${a}`,
    started: (ruleset: string, intro: boolean, faction: string) =>
      `Partie lancée : Solo Alpha ${ruleset}, ${intro ? 'scénario d’introduction' : 'partie libre'} contre ${faction}.`,
    joins: (ship: string, title: string) => `Rejoint les joueurs : ${ship} (${title}).`,
    arrives: (ship: string, title: string, attitude: string) => `${ship} (${title}) arrive, ${attitude}.`,
    activates: (ship: string, attitude: string) => `${ship} s’active : ${attitude}.`,
    activatesWith: (ship: string, dice: string, maneuver: string, attitude: string) => `${ship} s’active : ${dice}, ${maneuver}, ${attitude}.`,
    rolled: (defense: string, attack: string) => `jet ${defense} et ${attack}`,
    ionized: 'ionisé, pas de jet',
    aPlayer: 'Un joueur',
    pings: (name: string, on: boolean) => `Mentions ${on ? 'réactivées' : 'coupées'} pour ${name}.`,
    attacks: (attacker: string, defender: string, damage: number) => `Attaque : ${attacker} → ${defender}, ${cards(damage)}.`,
    over: (reason: string) => `🏁 Partie terminée : ${reason}`,
    dials: (name: string) => `Cadrans réglés : ${name}.`,
    done: (ship: string, step: string) => `Fini (${step}) : ${ship}.`,
    phase: (p: Phase) => `— ${PHASE[p]} —`,
    leaves: (ship: string) => `A quitté la partie : ${ship}.`,
    system: (ship: string, device: string, rolls: string) => `Phase de Système, ${device} sur ${ship} : ${rolls || 'aucun dé'}.`,
  },
  undo: {
    started: 'le début de la partie',
    attitudeRoll: (ship: string) => `le dé d’attitude de ${ship}`,
    shipAdded: (ship: string) => `l’arrivée de ${ship} dans la partie`,
    roll: (ship: string) => `le jet de ${ship}`,
    activation: (ship: string) => `l’activation de ${ship}`,
    change: (ship: string) => `la modification de ${ship}`,
    attack: (attacker: string, defender: string) => `l’attaque de ${attacker} contre ${defender}`,
    round: (n: number) => `le début de la manche ${n}`,
    ended: 'la fin de la partie',
    system: (ship: string) => `le jet de Phase de Système de ${ship}`,
    dials: 'le réglage des cadrans',
    pings: 'l’arrêt ou la reprise des mentions',
    done: (ship: string, step: string) => `le tour (${step}) de ${ship}`,
    removed: (ship: string) => `le départ de ${ship}`,
    phase: (p: Phase) => `le début de la ${PHASE[p]}`,
  },
  picture: { dice: (defense: string, attack: string) => `${defense} et ${attack}`, noRoll: 'pas de jet (ionisé)', when: 'si', otherwise: 'sinon' },
  replies: {
    fled: 'a fui',
    destroyed: 'détruit',
    activated: 'activé',
    engaged: ', a engagé',
    limited: ', limité',
    giveBothDice: `Donnez les deux dés : \`${XWING_COMMANDS_FR['activate defense'][0]}\` et \`${XWING_COMMANDS_FR['activate attack'][0]}\` (ou omettez-les tous les deux et je lance).`,
    /** Ruling R77 : les dés sont donnés d’une seule façon. */
    rollOrDice: `Donnez les dés d’une seule façon : \`${XWING_COMMANDS_FR['activate roll'][0]}\` (par ex. \`${XWING_COMMANDS_FR['activate roll'][0]}:evade hit\`), ou \`${XWING_COMMANDS_FR['activate defense'][0]}\` et \`${XWING_COMMANDS_FR['activate attack'][0]}\`, pas les deux.`,
    useGame: 'Tapez `/game start`, `/game status`, `/game end` ou `/game log`.',
    useRound: 'Tapez `/round next`.',
    useShip: 'Tapez `/ship stress|ion|lock|tally|damage|charges|offline|attitude|roll|destroyed|fled|add`.',
    damageWhat: 'Donnez `cartes` (les cartes de dégât qu’il reçoit maintenant, après ses boucliers) ou `en-tête-action`.',
  },
};
