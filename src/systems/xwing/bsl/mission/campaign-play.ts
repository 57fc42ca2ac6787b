import type { Locale } from '../../../../core/locale.ts';
import { asset } from '../data/assets.ts';
import type { AssetId } from '../model.ts';
import { ASSETS_FR } from '../strings/assets-fr.ts';
import type { MissionRefusalWords } from './refusals.ts';
import type { AttackFace } from '../../engine/types.ts';
import type { CampaignRole, ExitCode, FleetSide, LeaveEdge } from '../../play/state.ts';
import { withCommandsShown } from '../../../../core/localize.ts';
import { CAMPAIGN_PARTS_FR } from '../strings/fr.ts';

// The words of a Big Shed League mission game (big-shed-league.md §5.2–§5.4): roles, exits,
// scans, mines, turbolasers, hyperdrive tracking tokens and the VET reroll, in English and
// French. The French table is typed as the English one, so a key missing in one is a tsc error.

const face = (f: AttackFace) => ({ hit: 'hit', crit: 'crit', focus: 'focus', blank: 'blank' })[f];
const faceFr = (f: AttackFace) => ({ hit: 'touche', crit: 'critique', focus: 'concentration', blank: 'vierge' })[f];

const campaignPlayEn = {
  role: (r: CampaignRole) => ({ line: 'Line', ace: 'Ace', runner: 'Runner', scout: 'Scout', evader: 'Evader', withdrawing: 'Withdrawing' })[r],
  /** What the role does, one line for the activation card (§5.3). */
  roleHint: (r: CampaignRole): string =>
    ({
      line: 'Solo Alpha as usual; it never leaves (flee rule at the edge).',
      ace: 'As Line, with a lock on the nearest player ship from placement.',
      runner: 'Recovery; flies for its tally marker and fully executes maneuvers over its exit edge.',
      scout: 'In range 0–1 of an unscanned marker and not scanned this round: Focus, then spend it to scan (`/mission scan`).',
      evader: 'Defensive; leaves over its exit edges or by jump; with a hyperdrive it first places tracking tokens.',
      withdrawing: 'Flies for the midpoint of its withdrawal edge; leaves over its exit edges or by jump.',
    })[r],
  code: (c: ExitCode) => ({ W: 'withdrawn', D: 'driven off', X: 'destroyed', OBJ: 'objective exit' })[c],
  left: (ship: string, edge: LeaveEdge | null, jump: boolean, code: ExitCode, codeName: string) =>
    `🏁 **${ship}** leaves ${jump ? 'by a hyperspace jump' : `over edge ${edge}`}: **${code}** (${codeName}, §5.2).`,
  decoy: (ship: string) =>
    `🎭 **${ship}** reaches its exit edge, but it is a decoy: it stops at the edge (flee rule: +1 stress, turned), loses its tally marker and becomes Line (C25).`,
  fleeRule: (ship: string, role: string) => `${ship} (${role}) does not leave: Solo Alpha's flee rule — it stops at the edge, turns, and takes 1 stress.`,
  withdrawing: (ships: readonly string[], edge: string) =>
    `↩️ The AI withdraws: ${ships.join(', ')} become Withdrawing, tally marker on the midpoint of edge ${edge} (§5.3).`,
  scanned: (ship: string, marker: number, left: number) => `📡 **${ship}** scans marker M${marker}: it is removed. Markers left: ${left}.`,
  thirdScan: '3 markers scanned: from now on the Active Fleet’s ships leaving over their own or a neutral edge withdraw (W) (§6.1).',
  rolls: (ship: string, faces: readonly AttackFace[], hits: number, crits: number, critsCount: boolean) =>
    `${ship}: ${faces.map(face).join(', ')} → ${critsCount ? `${hits} damage, ${crits} critical` : `${hits} damage`}`,
  mine: (lines: readonly string[]) => `💣 A mine detonates (3 attack dice each; hits and crits deal damage, C35):\n${lines.join('\n')}\nThe mine is removed.`,
  turbolaser: (lines: readonly string[]) =>
    `🔫 Turbolaser strike (3 attack dice each; only hits deal damage, C36):\n${lines.join('\n')}\nThe token is removed.`,
  tracking: (ship: string, tokens: number, needed: number) =>
    tokens >= needed
      ? `🌀 ${ship} places a tracking token: ${tokens}/${needed} — it can jump (instead of its maneuver, beyond range 1 of obstacles, over a friendly or neutral edge).`
      : `🌀 ${ship} places a tracking token: ${tokens}/${needed}.`,
  trackingCleared: (ship: string, needed: number) =>
    `🌀 ${ship} ends at range 0–2 of a Gravity Field Mine: it loses all its tracking tokens (0/${needed}, §1.6).`,
  vetReroll: (ship: string) => `🎲 VET reroll used for this game: ${ship} (C6).`,
  vetRerollButton: 'VET reroll used',
  missionUsage: 'Use `/mission scan|mine|turbolaser|hyperdrive|reroll`.',
  jumpQuestion: (ship: string) =>
    `🌀 ${ship} has its tracking tokens. Is it beyond range 1 of every obstacle, facing an exit edge, its line off the table clear? Yes → **Jump** (instead of its maneuver); no → answer the arc and it rolls (§5.3).`,
  jumpButton: 'Jump',
  unscanned: (markers: readonly number[]) =>
    `Unscanned: ${markers.map((m) => `M${m}`).join(', ') || 'none'} — its tally marker goes on the nearest (ties: the lowest number): \`/ship tally target:M…\`.`,
  trackingFirst: (ship: string, tokens: number, needed: number) =>
    `First priority: place a tracking token while short of the count (${tokens}/${needed}): \`/mission hyperdrive ship:${ship}\` (§5.3).`,
  escalating:
    'Escalating Engagement (§6.5): at the start of this Planning Phase each fleet may draw a reinforcement card — `/campaign reinforce` (`declare:false` to pass); the AI decides by its policy.',
  vetRerollReminder: (ship: string) =>
    `${ship} (VET) may reroll once this game: attacking, when the attack would otherwise deal no damage; defending, when it would otherwise be destroyed (C6).`,
  scenario: 'Big Shed League mission',
  /** What the tracker and `/game status` show of a mission game (§5.2–§5.4): compact, for a phone. */
  board: {
    outOfPlay: 'Out of play',
    /** A ship off the table: its code, and the edge or jump (§5.2); X for destroyed. */
    exit: (ship: string, code: ExitCode, edge: LeaveEdge | null, jump: boolean) => `${ship} **${code}**${jump ? ' (jump)' : edge ? ` (${edge})` : ''}`,
    tracking: (tokens: number, needed: number) => `🌀${tokens}/${needed}`,
    trackingWords: (tokens: number, needed: number) => `tracking tokens ${tokens}/${needed}${tokens >= needed ? ' (can jump)' : ''}`,
    damageCards: (n: number) => `${n} damage card${n === 1 ? '' : 's'}`,
    markers: (left: readonly number[]) => `Markers left: ${left.map((m) => `M${m}`).join(', ') || 'none'}`,
    vetReroll: 'VET reroll',
    legend: 'W withdrawn · D driven off · X destroyed · OBJ objective exit',
    /** A fleet is gone: the mission ends when the round's End Phase closes (C14). */
    endsNow: (gone: readonly FleetSide[]) =>
      `${gone.length > 1 ? 'Neither fleet has' : gone[0] === 'player' ? 'Your fleet has' : 'The AI’s fleet has'} no ship in play: \`/round next\` closes this round’s End Phase (Reinforcements, turbolaser first) and the mission ends there (C14).`,
    closeRound: 'Close the round: End Phase',
  },
  /** C14, C71: the mission game reached the campaign's round limit. */
  roundLimit: 'The round limit is reached (Big Shed League C14): ships in play stay in play. `/campaign result` scores the mission.',
  /** C14: the mission game ended at an End Phase with these fleets out of the play area. */
  fleetGone: (gone: readonly FleetSide[], round: number) =>
    `🏁 End Phase of round ${round}: ${gone.length > 1 ? 'neither fleet has' : gone[0] === 'player' ? 'your fleet has' : 'the AI’s fleet has'} no ships left in the play area — the mission is over (C14). \`/campaign result\` scores it.`,
  reports: {
    title: 'What to report during the game (§5.4)',
    leave: 'A ship leaves: `/ship fled ship:P4 edge:A` (A, O, N1, N2) or `jump:true`; destroyed: `/ship destroyed`. The bot says how it counts.',
    damage: 'Damage cards as they change: `/ship hull ship:P3 damage:2` (the result reads the last value).',
    scans: 'Scans: `/mission scan ship:P1 marker:3` (one per ship per round).',
    mines: 'A mine detonates: `/mission mine ships:P1 A3` — the bot rolls.',
    turbolaser: 'Each End Phase’s turbolaser strike: `/mission turbolaser ships:A2 A5` — the bot rolls.',
    reinforcements: 'Reinforcements: `/round next` rolls for the ships destroyed in the round.',
    hyperdrives: (list: string) => `Tracking tokens (\`/mission hyperdrive ship:\`), needed: ${list}.`,
    vetRerolls: (list: string) => `VET reroll once this game: ${list} — \`/mission reroll ship:\` when used.`,
    ambush: (roll: number, a: string, b: string) =>
      `The AI’s Active edges: **${a}** and **${b}** (d4 = ${roll}); the other two are yours (A = its edges, O = yours).`,
    flank: (card: string, n1: string, n2: string) => `The AI’s flank squadron #${card}: within range 1 of N1 ${n1 || '—'}; of N2 ${n2 || '—'} (§2.5).`,
  },
  reinforcementRoll: (ship: string, f: AttackFace, arrival: string | null, pilot: string | null, solo: boolean) =>
    arrival
      ? `🛬 Reinforcements for ${ship}: ${face(f)} → **${arrival}** (${pilot}) arrives within range 1 of its edge${solo ? ', Offensive' : ''} (§7.2).`
      : `Reinforcements for ${ship}: ${face(f)} → nothing (§7.2).`,
  damage: (ship: string, before: number, cards: number) => `${ship}: damage cards ${before} → ${cards} (read by \`/campaign result\`).`,
  refusals: {
    'asset-not-in-play': (p) => `Neither fleet played ${asset(p.asset as AssetId).name} in this game: there is nothing to roll (C87).`,
    'mission-ship-stays': (p) =>
      `In a mission game ${p.ship} leaves as the table says, so its fate counts for the campaign: \`/ship destroyed ship:${p.ship}\`, or \`/ship fled ship:${p.ship} edge:A\` (A, O, N1, N2, or \`jump:true\`).`,
    'mission-awaits-result': () =>
      'This channel’s game is the campaign’s mission game and its result is not in yet: `/campaign result` closes it (`early:true` if it is still going). A new game would leave the campaign without it.',
    'not-campaign-game': () => 'This is not a Big Shed League mission game. Create one with `/campaign game`.',
    'not-this-mission': (p) =>
      `Only mission 1 (Reconnaissance) has markers to scan: this game ${p.mission === 'open' ? 'is an open-mode game' : `is mission ${p.mission}`}.`,
    'edge-needed': (p) => `Say where ${p.ship} left: \`/ship fled ship:${p.ship} edge:A\` (A, O, N1 or N2), or \`jump:true\` for a hyperspace jump.`,
    'edge-in-ambush': () => 'Ambush has no neutral edge: say A for one of the Active Fleet’s two edges, O for one of the other two.',
    'cannot-jump': (p) =>
      p.needed
        ? `${p.ship} has ${p.tokens} of the ${p.needed} tracking tokens a jump needs (\`/mission hyperdrive ship:${p.ship}\` places one).`
        : `${p.ship} has no hyperdrive: it cannot jump (§1.6).`,
    'ionized-no-jump': (p) => `${p.ship} is ionized: it executes the ion maneuver and cannot jump (§5.3, R6).`,
    'not-active-fleet': (p) => `${p.ship} is not in the Active Fleet: only the Active Fleet scans markers (§6.1).`,
    'marker-gone': (p) => `Marker M${p.marker} has already been scanned. Markers left: ${p.left}.`,
    'scanned-this-round': (p) => `${p.ship} has already scanned this round (one scan per ship per round, §6.1).`,
    'no-vet-reroll': (p) => `${p.ship} has no VET reroll left this game (only non-limited VET and ELITE pilots have one, once per game; C6).`,
    'ships-needed': () => 'Name the ships it hits, e.g. `ships:P1 A3`.',
  } satisfies MissionRefusalWords,
};

export type CampaignPlayStrings = typeof campaignPlayEn;

const campaignPlayFr: CampaignPlayStrings = {
  role: (r) => ({ line: 'Ligne', ace: 'As', runner: 'Coureur', scout: 'Éclaireur', evader: 'Fuyard', withdrawing: 'En repli' })[r],
  roleHint: (r) =>
    ({
      line: 'Solo Alpha comme d’habitude ; il ne quitte jamais la zone (règle de fuite au bord).',
      ace: 'Comme Ligne, avec un verrouillage sur le vaisseau joueur le plus proche dès son placement.',
      runner: 'Récupération ; vole vers son marqueur de Contrepartie et exécute entièrement ses manœuvres au-delà de son bord de sortie.',
      scout: 'À portée 0–1 d’un marqueur non scanné et sans scan cette manche : Concentration, puis la dépenser pour scanner (`/mission scan`).',
      evader: 'Défensive ; sort par ses bords de sortie ou en sautant ; avec un hyperdrive, place d’abord des jetons de pistage.',
      withdrawing: 'Vole vers le milieu de son bord de repli ; sort par ses bords de sortie ou en sautant.',
    })[r],
  code: (c) => ({ W: 'retiré', D: 'mis en fuite', X: 'détruit', OBJ: 'sortie d’objectif' })[c],
  left: (ship, edge, jump, code, codeName) =>
    `🏁 **${ship}** quitte la zone ${jump ? 'par un saut hyperspatial' : `par le bord ${edge}`} : **${code}** (${codeName}, §5.2).`,
  decoy: (ship) =>
    `🎭 **${ship}** atteint son bord de sortie, mais c’est un leurre : il s’arrête au bord (règle de fuite : +1 stress, retourné), perd son marqueur de Contrepartie et devient Ligne (C25).`,
  fleeRule: (ship, role) => `${ship} (${role}) ne quitte pas la zone : règle de fuite de Solo Alpha — il s’arrête au bord, se retourne et reçoit 1 stress.`,
  withdrawing: (ships, edge) => `↩️ L’IA se replie : ${ships.join(', ')} passent En repli, marqueur de Contrepartie au milieu du bord ${edge} (§5.3).`,
  scanned: (ship, marker, left) => `📡 **${ship}** scanne le marqueur M${marker} : il est retiré. Marqueurs restants : ${left}.`,
  thirdScan: '3 marqueurs scannés : désormais, les vaisseaux de la flotte active qui sortent par leur bord ou un bord neutre se retirent (W) (§6.1).',
  rolls: (ship, faces, hits, crits, critsCount) =>
    `${ship} : ${faces.map(faceFr).join(', ')} → ${critsCount ? `${hits} dégât(s), ${crits} critique(s)` : `${hits} dégât(s)`}`,
  mine: (lines) => `💣 Une mine explose (3 dés d’attaque chacun ; touches et critiques infligent des dégâts, C35) :\n${lines.join('\n')}\nLa mine est retirée.`,
  turbolaser: (lines) =>
    `🔫 Tir de turbolaser (3 dés d’attaque chacun ; seules les touches infligent des dégâts, C36) :\n${lines.join('\n')}\nLe jeton est retiré.`,
  tracking: (ship, tokens, needed) =>
    tokens >= needed
      ? `🌀 ${ship} place un jeton de pistage : ${tokens}/${needed} — il peut sauter (au lieu de sa manœuvre, au-delà de portée 1 des obstacles, par un bord ami ou neutre).`
      : `🌀 ${ship} place un jeton de pistage : ${tokens}/${needed}.`,
  trackingCleared: (ship, needed) =>
    `🌀 ${ship} finit à portée 0–2 d’une mine à champ gravitationnel : il perd tous ses jetons de pistage (0/${needed}, §1.6).`,
  vetReroll: (ship) => `🎲 Relance de VÉTÉRAN utilisée pour cette partie : ${ship} (C6).`,
  vetRerollButton: 'Relance VÉT. utilisée',
  missionUsage: 'Utilisez `/mission scan|mine|turbolaser|hyperdrive|reroll`.',
  jumpQuestion: (ship) =>
    `🌀 ${ship} a ses jetons de pistage. Est-il au-delà de portée 1 de tout obstacle, face à un bord de sortie, sa trajectoire hors de la table dégagée ? Oui → **Saut** (au lieu de sa manœuvre) ; non → indiquez l’arc et il lance les dés (§5.3).`,
  jumpButton: 'Saut',
  unscanned: (markers) =>
    `Non scannés : ${markers.map((m) => `M${m}`).join(', ') || 'aucun'} — son marqueur de Contrepartie va sur le plus proche (égalité : le plus petit numéro) : \`/ship tally target:M…\`.`,
  trackingFirst: (ship, tokens, needed) =>
    `Priorité : placer un jeton de pistage tant que le compte n’est pas atteint (${tokens}/${needed}) : \`/mission hyperdrive ship:${ship}\` (§5.3).`,
  escalating:
    'Engagement croissant (§6.5) : au début de cette phase de préparation, chaque flotte peut tirer une carte de renfort — `/campaign reinforce` (`declare:false` pour passer) ; l’IA décide selon sa politique.',
  vetRerollReminder: (ship) =>
    `${ship} (VÉT.) peut relancer une fois dans la partie : en attaque, quand l’attaque n’infligerait sinon aucun dégât ; en défense, quand il serait sinon détruit (C6).`,
  scenario: 'Mission de la Big Shed League',
  board: {
    outOfPlay: 'Hors jeu',
    exit: (ship, code, edge, jump) => `${ship} **${code}**${jump ? ' (saut)' : edge ? ` (${edge})` : ''}`,
    tracking: (tokens, needed) => `🌀${tokens}/${needed}`,
    trackingWords: (tokens, needed) => `jetons de pistage ${tokens}/${needed}${tokens >= needed ? ' (peut sauter)' : ''}`,
    damageCards: (n) => `${n} carte${n > 1 ? 's' : ''} de dégât`,
    markers: (left) => `Marqueurs restants : ${left.map((m) => `M${m}`).join(', ') || 'aucun'}`,
    vetReroll: 'relance VÉT.',
    legend: 'W retiré · D mis en fuite · X détruit · OBJ sortie d’objectif',
    endsNow: (gone) =>
      `${gone.length > 1 ? 'Aucune des deux flottes n’a' : gone[0] === 'player' ? 'Votre flotte n’a' : 'La flotte de l’IA n’a'} plus de vaisseau en jeu : \`/round next\` clôt la Phase de Dénouement de cette manche (renforts et turbolaser d’abord) et la mission s’arrête là (C14).`,
    closeRound: 'Clore la manche : Dénouement',
  },
  roundLimit: 'La limite de tours est atteinte (Big Shed League C14) : les vaisseaux en jeu restent en jeu. `/campaign result` compte la mission.',
  fleetGone: (gone, round) =>
    `🏁 Phase de Dénouement de la manche ${round} : ${gone.length > 1 ? 'aucune des deux flottes n’a' : gone[0] === 'player' ? 'votre flotte n’a' : 'la flotte de l’IA n’a'} plus de vaisseau dans la zone de jeu — la mission est terminée (C14). \`/campaign result\` la compte.`,
  reports: {
    title: 'À signaler pendant la partie (§5.4)',
    leave: 'Un vaisseau sort : `/ship fled ship:P4 edge:A` (A, O, N1, N2) ou `jump:true` ; détruit : `/ship destroyed`. Le bot dit comment il compte.',
    damage: 'Les cartes de dégât quand elles changent : `/ship hull ship:P3 damage:2` (le résultat lit la dernière valeur).',
    scans: 'Les scans : `/mission scan ship:P1 marker:3` (un par vaisseau et par manche).',
    mines: 'Une mine explose : `/mission mine ships:P1 A3` — le bot lance les dés.',
    turbolaser: 'Le tir de turbolaser de chaque phase de dénouement : `/mission turbolaser ships:A2 A5` — le bot lance les dés.',
    reinforcements: 'Renforts : `/round next` lance les dés pour les vaisseaux détruits pendant la manche.',
    hyperdrives: (list) => `Jetons de pistage (\`/mission hyperdrive ship:\`), nécessaires : ${list}.`,
    vetRerolls: (list) => `Relance de VÉTÉRAN une fois dans la partie : ${list} — \`/mission reroll ship:\` quand elle est utilisée.`,
    ambush: (roll, a, b) => `Les bords actifs de l’IA : **${a}** et **${b}** (d4 = ${roll}) ; les deux autres sont les vôtres (A = ses bords, O = les vôtres).`,
    flank: (card, n1, n2) => `L’escadron de flanc de l’IA #${card} : à portée 1 de N1 ${n1 || '—'} ; de N2 ${n2 || '—'} (§2.5).`,
  },
  reinforcementRoll: (ship, f, arrival, pilot, solo) =>
    arrival
      ? `🛬 Renforts pour ${ship} : ${faceFr(f)} → **${arrival}** (${pilot}) arrive à portée 1 de son bord${solo ? ', Offensive' : ''} (§7.2).`
      : `Renforts pour ${ship} : ${faceFr(f)} → rien (§7.2).`,
  damage: (ship, before, cards) => `${ship} : cartes de dégât ${before} → ${cards} (lues par \`/campaign result\`).`,
  refusals: {
    'asset-not-in-play': (p) => `Aucune flotte n’a joué ${ASSETS_FR[p.asset as AssetId]} dans cette partie : il n’y a rien à lancer (C87).`,
    'mission-ship-stays': (p) =>
      `Dans une partie de mission, ${p.ship} quitte la partie comme la table le dit, pour que son sort compte pour la campagne : \`/ship destroyed ship:${p.ship}\`, ou \`/ship fled ship:${p.ship} edge:A\` (A, O, N1, N2, ou \`jump:true\`).`,
    'mission-awaits-result': () =>
      'La partie de ce salon est la partie de mission de la campagne et son résultat n’est pas encore compté : `/campaign result` la clôt (`early:true` si elle continue). Une nouvelle partie laisserait la campagne sans elle.',
    'not-campaign-game': () => 'Ce n’est pas une partie de mission de la Big Shed League. Créez-en une avec `/campaign game`.',
    'not-this-mission': (p) =>
      `Seule la mission 1 (Reconnaissance) a des marqueurs à scanner : cette partie ${p.mission === 'open' ? 'est en mode ouvert' : `est la mission ${p.mission}`}.`,
    'edge-needed': (p) =>
      `Dites par où ${p.ship} est sorti : \`/ship fled ship:${p.ship} edge:A\` (A, O, N1 ou N2), ou \`jump:true\` pour un saut hyperspatial.`,
    'edge-in-ambush': () => 'L’Embuscade n’a pas de bord neutre : dites A pour l’un des deux bords de la flotte active, O pour l’un des deux autres.',
    'cannot-jump': (p) =>
      p.needed
        ? `${p.ship} a ${p.tokens} des ${p.needed} jetons de pistage qu’un saut demande (\`/mission hyperdrive ship:${p.ship}\` en place un).`
        : `${p.ship} n’a pas d’hyperdrive : il ne peut pas sauter (§1.6).`,
    'ionized-no-jump': (p) => `${p.ship} est ionisé : il exécute la manœuvre ionique et ne peut pas sauter (§5.3, R6).`,
    'not-active-fleet': (p) => `${p.ship} n’est pas dans la flotte active : seule la flotte active scanne les marqueurs (§6.1).`,
    'marker-gone': (p) => `Le marqueur M${p.marker} a déjà été scanné. Marqueurs restants : ${p.left}.`,
    'scanned-this-round': (p) => `${p.ship} a déjà scanné cette manche (un scan par vaisseau et par manche, §6.1).`,
    'no-vet-reroll': (p) =>
      `${p.ship} n’a plus de relance de VÉTÉRAN dans cette partie (seuls les pilotes VÉT. et ÉLITE non limités en ont une, une fois par partie ; C6).`,
    'ships-needed': () => 'Nommez les vaisseaux touchés, par ex. `ships:P1 A3`.',
  },
};

const TABLES: Readonly<Record<Locale, CampaignPlayStrings>> = { en: campaignPlayEn, fr: withCommandsShown(campaignPlayFr, CAMPAIGN_PARTS_FR) };

export function campaignPlayStrings(locale: Locale): CampaignPlayStrings {
  return TABLES[locale];
}
