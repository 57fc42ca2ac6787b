import type { AbsCampaignEvent } from '../campaign.ts';
import type { AbsEvent } from '../events.ts';
import type { IcClass, IcSize, Trigger } from '../rules/activity.ts';
import type { DieRoll } from '../rules/dice.ts';
import type { MarginResult } from '../rules/margin.ts';
import type { Direction } from '../rules/scatter.ts';
import type { MaxRevenueSource, Phase } from '../state.ts';
import type { AbsForbiddenAction } from '../refusals.ts';
import type { AbsRefusalWords, Strings } from './en.ts';
import { CORE_PARTS_FR } from '../../../core/strings.ts';
import { partNamesByName, partNamesFirst, withCommandsShown, type PartNames } from '../../../core/localize.ts';
import { ABS_COMMAND_NAMES_FR } from './command-names-fr.ts';

/** What a player without the right may not do (A47): the game's, or the campaign's Capital. */
const FORBIDDEN: Record<AbsForbiddenAction, string> = {
  'end-game': 'Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut finir la partie.',
  undo: 'Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut annuler.',
  'spend-capital': 'Seul le propriétaire de la campagne ou une personne ayant « Gérer les salons » peut dépenser du Capital.',
};

// Every player-facing word of the A Billion Suns solo system, in French: the same shape
// as en.ts (typed as Strings, so a key missing on either side fails tsc). The game has
// no French edition; glossary (docs/rulings.md): Independent Contractors → Indépendants
// (IC), Claim Jump and High-G kept as in the game, Margin → Marge, Scale → Échelle (Ⓢ),
// Mass → Masse (Ⓜ), Thrust → Poussée, jump point → point de saut, Competitor Activity →
// activité concurrente, Seize Initiative → Prendre l'initiative, Easy Target → Cible
// facile, Scatter → Dispersion, battlegroup → groupe de combat, CEO → PDG.

const NAME: Record<IcClass, [string, string]> = {
  'Light Utility Ship': ['vaisseau utilitaire léger', 'vaisseaux utilitaires légers'],
  Fighter: ['chasseur', 'chasseurs'],
  Gunship: ['canonnière', 'canonnières'],
  Frigate: ['frégate', 'frégates'],
  Cruiser: ['croiseur', 'croiseurs'],
};

/** CLDR's French rule, without loading Intl's plural data: 0 and 1, and what lies between, take the singular. */
const one = (n: number) => Math.abs(n) < 2;
/** "2 jetons", "1 jeton", "0 jeton": French plurals (0 and 1 take the singular). */
const plural = (n: number, singular: string, many = `${singular}s`) => `${n} ${one(n) ? singular : many}`;
const cls = (n: number, c: IcClass) => NAME[c][one(n) ? 0 : 1];

const DIRECTION_NAMES: Record<Direction, string> = {
  N: 'nord',
  NE: 'nord-est',
  E: 'est',
  SE: 'sud-est',
  S: 'sud',
  SW: 'sud-ouest',
  W: 'ouest',
  NW: 'nord-ouest',
};
/** The compass letters as a French reader writes them (O for ouest). */
const DIRECTION_SHORT: Record<Direction, string> = { N: 'N', NE: 'NE', E: 'E', SE: 'SE', S: 'S', SW: 'SO', W: 'O', NW: 'NO' };

const PHASE_NAMES: Record<Phase, string> = {
  setup: 'mise en place',
  jump: 'phase de saut',
  tactical: 'phase tactique',
  end: 'phase de fin',
  over: 'partie terminée',
};

const RESULTS: Record<MarginResult, { name: string; text: string }> = {
  fired: { name: 'Échec total', text: 'Vous êtes licencié.' },
  questionable: { name: 'Discutable', text: 'Vous êtes à deux doigts d’un entretien d’évaluation.' },
  acceptable: { name: 'Acceptable', text: 'Vous faites votre travail.' },
  resounding: { name: 'Succès retentissant', text: 'Une promotion vous attend.' },
  outstanding: { name: 'Exceptionnel', text: 'Vous êtes promu sur-le-champ et recevez une prime de performance astronomique.' },
};

const SIZES: Record<IcSize, string> = { D3: 'D3 ×', '1+M': '(1 + Ⓜ) ×', M: 'Ⓜ ×', '1': '1 ×' };

const die = (r: DieRoll) => `D${r.sides} ${r.value}${r.typed ? ' (saisi)' : ''}`;
const list = (ids: readonly string[]) => ids.join(', ');
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** Tenths of a percent as shown (A25: floored, so never above the true figure), with a French decimal comma. */
function percent(tenths: number): string {
  const sign = tenths < 0 ? '−' : '';
  const a = Math.abs(tenths);
  return `${sign}${Math.floor(a / 10)},${a % 10} %`;
}

/** An option a refusal names (by its English name, as typed in the command) as a French client names it. */
const optionFr = (option: string): string => (ABS_COMMAND_NAMES_FR as Readonly<Record<string, string>>)[option] ?? option;
/** The same, in a code span. */
const optFr = (option: string): string => `\`${optionFr(option)}\``;

const written: Strings = {
  title: 'A Billion Suns',
  campaignSystemTitle: 'Campagne solo A Billion Suns',
  die,
  dice: (rolls: readonly DieRoll[]) => rolls.map(die).join(', '),
  phase: (p: Phase) => PHASE_NAMES[p],
  ships: (n: number, c: IcClass) => `${n} × ${cls(n, c)}`,
  rowRange: (from: number, to: number | null) => (to === null ? `${from}+` : `${from}–${to}`),
  rowSize: (size: IcSize, c: IcClass) => `${SIZES[size]} ${size === '1' ? NAME[c][0] : NAME[c][1]}`,
  direction: (d: Direction) => `${DIRECTION_SHORT[d]} (${DIRECTION_NAMES[d]})`,
  percent,
  inches: (n: number) => `${n}"`,
  yesNo: (b: boolean) => (b ? 'oui' : 'non'),

  // ------------------------------------------------------------ set-up
  newGameTitle: 'A Billion Suns — partie solo',
  newGameDescription: (scale: number, tables: number) => `Échelle ${scale} · ${plural(tables, 'table')} · tour 1, mise en place`,
  spacingName: 'Espacement des objectifs',
  spacing: (inches: number) =>
    inches === 0
      ? 'Pas d’espacement minimal à cette Échelle.'
      : `Chaque objectif à au moins ${inches}" de tout autre objet de sa table (12 − Ⓢ). Si aucun point n’est aussi loin, aussi loin que la table le permet.`,
  maxRevenueName: 'Revenu maximal pour deux joueurs',
  maxRevenue: (value: number | null, source: MaxRevenueSource | null, scale: number) =>
    value === null
      ? `Non donné : saisissez-le à \`/abs end\` (livre de règles p. 46, Échelle ${scale}).`
      : source === 'example'
        ? `${value} (chiffre d’Échelle 5 des règles solo v1.4, exemple de Marge)`
        : `${value}`,
  newGameNext:
    'Mettez en place comme d’habitude. Ajoutez chaque contrat avec `/abs contract add` (les objectifs vont sur des tables au hasard), puis les points de saut avec `/abs jumppoint add`.',
  revenueRule: 'Les contrats sont comptés comme si deux PDG jouaient ; les Indépendants ne sont pas un PDG.',
  campaignAttached: (corp: string) => `Fait partie de la campagne solo de ${corp}.`,

  contractTitle: (id: string, name: string) => `Contrat ${id} : ${name}`,
  contractCards: (cards: number | null) => (cards === null ? 'paquet non suivi' : `${plural(cards, 'carte')} dans son paquet`),
  objectivesName: 'Objectifs',
  objectiveLine: (id: string, name: string, table: number, roll: DieRoll | null, pinned: boolean) =>
    `**${id}** ${name} → table ${table}${roll ? ` (${die(roll)})` : pinned ? ' (fixée par le contrat)' : ''}`,
  noObjectives: 'Aucun pour l’instant : `/abs objective add`.',
  redrawName: 'Repiocher ?',
  redrawText:
    'Les règles solo suggèrent de repiocher ce contrat : ses vaisseaux filent loin des Indépendants avant que Claim Jump ne se déclenche. Repiocher le retire avec ses objectifs ; ajoutez ensuite le nouveau tirage.',
  redrawButton: 'Repiocher',
  keepButton: 'Garder',
  contractChange: (id: string, name: string, change: 'redrawn' | 'kept' | 'exhausted' | 'unexhausted') =>
    ({
      redrawn: `${id} ${name} est retiré avec ses objectifs. Ajoutez le nouveau tirage avec \`/abs contract add\`.`,
      kept: `${id} ${name} est gardé.`,
      exhausted: `${id} ${name} est épuisé : les Indépendants ne visent plus ses objectifs et Claim Jump le saute.`,
      unexhausted: `${id} ${name} n’est plus épuisé.`,
    })[change],

  objectiveTitle: (id: string, name: string) => `Objectif ${id} : ${name}`,
  objectiveState: (contract: string, table: number, inPlay: boolean, carried: boolean) =>
    `${contract} · table ${table} · ${inPlay ? 'en jeu' : 'hors jeu'}${carried ? ' · transporté (pas un objectif pour les Indépendants)' : ''}`,

  jumpPointTitle: (id: string, table: number, change: 'added' | 'removed') =>
    change === 'added' ? `Point de saut ${id} sur la table ${table}` : `Point de saut ${id} retiré`,
  jumpPointAnywhere: 'Cette table a déjà un point de saut : en partie solo, celui-ci peut aller n’importe où en jeu.',
  jumpPointRolls: 'Dès le début du prochain tour, il lance pour l’activité concurrente.',

  classTitle: (name: string) => `Classe ${name}`,
  classLine: (mass: number, thrust: number | null) => `Masse ${mass}${thrust !== null ? ` · Poussée ${thrust}` : ''}`,
  classWas: (mass: number, thrust: number | null) => `était Masse ${mass}${thrust !== null ? `, Poussée ${thrust}` : ''}`,

  // ------------------------------------------------------------ arrivals
  arrivalTitle: (id: string, count: number, c: IcClass) => `${id} arrive : ${count} × ${cls(count, c)}`,
  trigger: (t: Trigger) => (t.kind === 'jump-in' ? `saut de ${t.class} (Ⓜ ${t.mass}) à ${t.jumpPoint}` : `début du tour ${t.round} à ${t.jumpPoint}`),
  arrivalWhere: (table: number, trigger: string) => `Table ${table} · ${trigger}`,
  rollName: 'Activité concurrente',
  roll: (d6: DieRoll, kind: Trigger['kind'], modifier: number, total: number, range: string, size: string, d3: DieRoll | null) =>
    `${die(d6)} + ${kind === 'jump-in' ? 'Ⓜ' : 'tour'} ${modifier} = ${total} → ${range} : ${size}${d3 ? ` · ${die(d3)}` : ''}`,
  objectiveName: 'Objectif',
  chosen: (id: string, name: string, roll: DieRoll | null, candidates: readonly string[]) =>
    `**${id}** ${name} ${roll ? `(${die(roll)} parmi ${list(candidates)})` : '(le seul candidat)'}`,
  noDeployObjective: (table: number, jumpPoint: string) => `Aucun objectif en jeu sur la table ${table} : ${jumpPoint} le remplace.`,
  placementName: 'Placement',
  placement: (anchor: string, certain: boolean, table: number) =>
    [
      `Déployez aussi près que possible du vaisseau joueur le plus proche de ${anchor}, pas plus loin de ${anchor} que la portée de saut de chaque vaisseau (celle de sa classe).`,
      `Orientez chaque vaisseau indépendant vers le vaisseau joueur le plus proche.`,
      certain
        ? null
        : `Si aucun vaisseau joueur n’est sur la table ${table} : chaque vaisseau indépendant à exactement 3" de ${anchor}, dans sa portée de saut, orienté vers ${anchor}.`,
    ]
      .filter(Boolean)
      .join('\n'),
  gravityWells: 'Les Indépendants ignorent les puits gravitationnels. Un vaisseau qui se poserait sur un autre : appuyez sur Dispersion.',
  waits: 'Déployé pendant la phase tactique : il s’active d’abord au prochain tour.',
  scatterButton: (id: string) => `Disperser ${id}`,

  roundTitle: (round: number) => `Tour ${round} — phase de saut`,
  noActivity: 'Aucun point de saut en jeu : pas d’activité concurrente.',
  activity: (n: number, round: number) =>
    `Activité concurrente : D6 + ${round} pour ${one(n) ? `le point de saut en jeu` : `chacun des ${n} points de saut en jeu`}.`,
  arrivalsName: 'Arrivées',

  // ------------------------------------------------------------ Tactical Phase
  tacticalTitle: (round: number) => `Tour ${round} — phase tactique`,
  seizeName: '1. Prendre l’initiative',
  seize: (tokens: number | null) =>
    tokens === null
      ? 'Pour chaque jeton CMD dépensé pour Prendre l’initiative, activez tout de suite un de vos groupes de combat, avant tout Indépendant.'
      : tokens === 0
        ? 'Aucun jeton CMD dépensé : les Indépendants jouent en premier.'
        : `${plural(tokens, 'jeton CMD dépensé', 'jetons CMD dépensés')} : activez tout de suite ${tokens} de vos groupes de combat, avant tout Indépendant.`,
  activateName: '2. Activer les Indépendants',
  activate: (ready: readonly string[]) =>
    ready.length ? `Puis \`/abs ic activate\` (${list(ready)}, dans l’ordre) ou un par un avec \`id:\`.` : 'Aucun Indépendant à activer.',
  waiting: (ids: readonly string[]) => `En attente jusqu’au prochain tour : ${list(ids)}.`,
  remainingName: '3. Activations restantes',
  remaining: 'Activez chaque groupe de combat qui ne s’est pas activé par Prendre l’initiative. Les Indépendants doivent faire un tir passif s’ils le peuvent.',

  activationTitle: (id: string, count: number, c: IcClass, table: number) => `${id} s’active : ${count} × ${cls(count, c)} (table ${table})`,
  stepName: (n: number) => `Étape ${n}`,
  step1: (chosen: string) => `Objectif : ${chosen}`,
  step1None: (table: number) => `Aucun objectif d’un contrat non épuisé sur la table ${table} : sautez l’étape 2.`,
  step2: (id: string, anchor: string, move: number | null) =>
    `Si aucun vaisseau de ${id} n’est à 3" ou moins de ${anchor} : chaque vaisseau pivote pour lui faire face, puis avance jusqu’à ${move !== null ? `${move}" (deux fois sa Poussée)` : 'deux fois sa Poussée'}, pour finir aussi près que possible d’exactement 3" de lui. Un vaisseau qui se poserait sur un autre est dispersé.`,
  step3: (table: number, anchor: string | null) =>
    `Faites pivoter chaque vaisseau vers le groupe de combat joueur le plus proche${anchor ? ` (aucun sur la table ${table} : vers ${anchor})` : ` (aucun sur la table ${table} : gardez leur orientation)`}.`,
  step4: (d3: DieRoll, before: number, after: number) =>
    `${die(d3)} : défaussez jusqu’à ${plural(d3.value, 'jeton', 'jetons')} de dégâts (dégâts ${before} → ${after}).`,
  step5: 'Il subit les éventuelles attaques passives.',
  step6:
    'Si un groupe de combat joueur est à portée et dans l’arc d’un de ses systèmes d’armes : ses systèmes d’armes principaux choisissent une cible, le groupe de combat de PDG le plus proche qu’au moins l’un d’eux peut cibler, et chacun de ceux qui le peuvent l’attaque avec tous ses dés (sans partage). Tout autre système d’armes attaque le groupe de combat de PDG le plus proche qu’il peut cibler. Pas d’effets High-G.',
  easyTarget:
    'Cible facile : un vaisseau indépendant qui a avancé de moins de la moitié de sa Poussée (ou qui est resté, déjà à 3" ou moins) gagne des jetons Cible facile comme d’habitude.',
  coherence: 'Hors de cohésion pour quelque raison que ce soit : 1 jeton de dégâts (`/abs ic damage`).',
  stillToActivate: (ids: readonly string[]) => `Encore à activer : ${list(ids)}.`,
  allActivated: 'Tous les Indépendants se sont activés.',
  activationsSummary: (ids: readonly string[]) => `Activés : ${list(ids)}.`,

  icChange: (id: string, change: 'damage' | 'lost', amount: number, damage: number | null, ships: number | null) =>
    change === 'damage'
      ? `${id} : ${signed(amount)} ${one(Math.abs(amount)) ? 'jeton' : 'jetons'} de dégâts → ${damage}.`
      : ships === null
        ? `${id} : ${plural(amount, 'vaisseau perdu', 'vaisseaux perdus')}. Le groupe de combat a disparu.`
        : `${id} : ${plural(amount, 'vaisseau perdu', 'vaisseaux perdus')}, ${ships} ${one(ships) ? 'restant' : 'restants'}.`,

  scatterTitle: (ic: string | null, direction: Direction | null) =>
    direction === null
      ? `Dispersion${ic ? ` de ${ic}` : ''} : plus aucune direction`
      : `Dispersion${ic ? ` de ${ic}` : ''} : 3" ${DIRECTION_SHORT[direction]} (${DIRECTION_NAMES[direction]})`,
  scatterRolls: (rolls: readonly DieRoll[], invalid: readonly Direction[]) =>
    rolls.length === 0
      ? 'Aucun jet.'
      : `${rolls.map(die).join(', ')}${invalid.length ? ` · déjà invalides : ${list(invalid.map((d) => DIRECTION_SHORT[d]))}` : ''}`,
  rollsName: 'Jet',
  scatterHow:
    'Depuis la place qu’il aurait prise, déplacez-le de 3" dans cette direction (N est le bord du haut, comme convenu). Il peut finir au-delà de sa portée de saut.',
  scatterAllInvalid: 'Les huit directions sont invalides : placez-le à l’emplacement légal le plus proche de celui qu’il aurait pris.',
  scatterInvalidButton: 'Place invalide',
  scatterInvalidHelp: 'Sur un autre vaisseau ou hors du plateau ? Appuyez sur Place invalide.',

  // ------------------------------------------------------------ End Phase
  claimTitle: (round: number) => `Tour ${round} — phase de fin : Claim Jump`,
  claimRule:
    'Pour chaque contrat : si la Masse cumulée des vaisseaux indépendants à 3" ou moins de l’un de ses objectifs dépasse celle de vos vaisseaux au même endroit, défaussez la carte du dessus de son paquet. Un vaisseau proche de deux objectifs compte une fois.',
  claimAsk: (id: string) => `\`/abs claim contract:${id} ic_mass: friendly_mass:\``,
  claimReminder: (objectives: string, ics: string) => `Objectifs : ${objectives}${ics ? ` · Indépendants présents : ${ics}` : ''}`,
  claimResult: (icMass: number, friendlyMass: number, discarded: boolean, cards: number | null) =>
    discarded
      ? `Indépendants ${icMass} > vous ${friendlyMass} : défaussez la carte du dessus${cards !== null ? ` (${cards} ${one(cards) ? 'restante' : 'restantes'})` : ''}.`
      : icMass === friendlyMass
        ? `Indépendants ${icMass} = vous ${friendlyMass} : égalité, rien.`
        : `Indépendants ${icMass} < vous ${friendlyMass} : rien.`,
  claimUnanswered: 'sans réponse : rien n’est défaussé.',
  claimNone: 'Plus aucun contrat non épuisé.',
  askExhausted: (id: string) => `${id} n’a plus de carte. Est-il épuisé maintenant ?`,
  exhaustButton: (id: string) => `Épuiser ${id}`,
  notYetButton: 'Pas encore',
  revenueName: 'Revenus',
  revenue: 'Touchez les revenus comme si deux PDG jouaient ; les Indépendants ne sont pas un PDG.',
  claimDoneHint: 'Une fois fini : `/abs claim done:true`.',

  creditsLine: (delta: number, note: string | null, total: number) => `Crédits ${signed(delta)}${note ? ` (${note})` : ''} → **${total}**.`,

  // ------------------------------------------------------------ Margin and campaign
  marginTitle: 'Marge',
  creditsName: 'Crédits',
  marginName: 'Marge',
  margin: (credits: number, max: number, tenths: number) => `${credits} ÷ ${max} × 100 = **${percent(tenths)}**`,
  resultName: 'Résultat',
  result: (r: MarginResult) => `**${RESULTS[r].name}.** ${RESULTS[r].text}`,
  resultShort: (r: MarginResult) => RESULTS[r].name,
  capitalName: 'Capital gagné',
  capital: (r: MarginResult, n: number) => (r === 'fired' ? 'Aucun : la campagne s’arrête ici.' : `${n}`),
  a27: (paid: number, resounding: number) =>
    `Tel qu’imprimé, Exceptionnel (2 × Ⓢ = ${paid}) rapporte moins que ne le ferait Succès retentissant (Ⓢ + 5 = ${resounding}) à cette Échelle.`,
  campaignName: 'Campagne',
  campaignTotal: (corp: string, before: number, after: number, fired: boolean) =>
    fired ? `${corp} est licencié : la campagne est finie, le Capital reste à ${after}.` : `${corp} : Capital ${before} → **${after}**.`,
  campaignMissing: 'Cette partie faisait partie d’une campagne finie ou disparue : aucun Capital enregistré.',

  campaignTitle: (corp: string) => `Campagne solo : ${corp}`,
  campaignStatus: (capital: number, over: boolean) => `Capital **${capital}**${over ? ' · finie (licencié)' : ''}`,
  campaignGames: 'Parties',
  campaignGame: (n: number, scale: number, credits: number, max: number, tenths: number, r: MarginResult, capital: number) =>
    `${n}. Échelle ${scale} : ${credits}/${max} = ${percent(tenths)} · ${RESULTS[r].name} · +${capital}`,
  campaignSpends: 'Dépenses',
  campaignSpend: (amount: number, note: string | null) => `−${amount}${note ? ` ${note}` : ''}`,
  campaignStarted:
    'Commencez avec 10 de Capital. La Réputation n’est pas utilisée ; seule la Marge fait gagner du Capital. Être licencié met fin à la campagne.',
  none: '—',

  // ------------------------------------------------------------ tracker
  trackerTitle: (round: number, phase: Phase) => `A Billion Suns — tour ${round}, ${PHASE_NAMES[phase]}`,
  trackerLine: (scale: number, tables: number, credits: number) => `Échelle ${scale} · ${plural(tables, 'table')} · crédits ${credits}`,
  contractsName: 'Contrats',
  contractLine: (id: string, name: string, exhausted: boolean, cards: number | null) =>
    `**${id}** ${name}${cards !== null ? ` · ${plural(cards, 'carte')}` : ''}${exhausted ? ' · épuisé' : ''}`,
  objectiveShort: (id: string, name: string, table: number, inPlay: boolean, carried: boolean) =>
    `${id} ${name} (t${table}${!inPlay ? ', hors jeu' : ''}${carried ? ', transporté' : ''})`,
  jumpPointsName: 'Points de saut',
  jumpPointShort: (id: string, table: number) => `${id} (t${table})`,
  icsName: 'Indépendants',
  icLine: (id: string, count: number, c: IcClass, table: number, damage: number, activated: boolean, waits: boolean) =>
    `**${id}** ${count} × ${cls(count, c)} · table ${table} · dégâts ${damage}${activated ? ' · activé' : ''}${waits ? ' · en attente' : ''}`,
  classesName: 'Classes',
  classShort: (name: string, mass: number, thrust: number | null) => `${name} Ⓜ${mass}${thrust !== null ? ` P${thrust}` : ''}`,
  resultLine: (r: MarginResult, tenths: number) => `${RESULTS[r].name} (${percent(tenths)})`,

  // ------------------------------------------------------------ commands
  endConfirm: 'Finir la partie avec cette Marge ? C’est irréversible.',
  endButton: 'Finir la partie',
  stayButton: 'Continuer à jouer',
  stayed: 'La partie continue.',
  ended: (who: string) => `🏁 Partie finie par ${who}. \`/abs new\` en commence une autre.`,
  undone: (what: string) => `↩️ Annulé : ${what}. \`/abs status\` affiche le suivi.`,
  logSummary: (n: number) => `Journal de cette partie : ${plural(n, 'événement')} (le plus récent en dernier).`,
  notYet: (id: string) => `${id} reste en jeu.`,
  commands: {
    abs: 'A Billion Suns en solo : les Indépendants',
    new: 'Commencer une partie solo dans ce salon',
    scale: 'L’Échelle de la partie (Ⓢ)',
    tables: 'Combien de tables',
    maxRevenue: 'Revenu maximal pour deux joueurs (livre de règles p. 46) ; 45 à l’Échelle 5 s’il n’est pas donné',
    campaign: 'Fait partie de la campagne solo de ce salon',
    seed: 'Graine des dés, pour rejouer la même partie',
    dice: 'Vos dés physiques, dans l’ordre (par ex. « 5 2 ») ; les autres sont lancés',
    contract: 'Contrats',
    contractAdd: 'Ajouter un contrat et ses objectifs (chacun sur une table au hasard)',
    contractName: 'Le nom du contrat',
    objectives: 'Les noms de ses objectifs (pas leur nombre), séparés par des virgules ; Nom@2 : table 2',
    cards: 'Cartes dans son paquet (pour compter les défausses de Claim Jump)',
    contractExhaust: 'Un contrat est épuisé',
    contractUnexhaust: 'Un contrat n’est plus épuisé',
    contractId: 'Le contrat (C1, C2…)',
    objective: 'Objectifs',
    objectiveAdd: 'Ajouter un objectif à un contrat',
    objectiveName: 'Le nom de l’objectif',
    objectiveTable: 'Son numéro de table, ou au hasard',
    objectiveSet: 'Un objectif quitte le jeu, est transporté ou lâché, ou change de table',
    objectiveId: 'L’objectif (O1, O2…)',
    inPlay: 'S’il est en jeu',
    carried: 'Si un vaisseau le transporte',
    newTable: 'Sa nouvelle table',
    jumppoint: 'Points de saut',
    jumppointAdd: 'Un point de saut est placé sur une table',
    jumppointRemove: 'Un point de saut quitte le jeu',
    jumppointTable: 'La table où il se trouve',
    jumppointId: 'Le point de saut (JP1, JP2…)',
    class: 'Classes de vaisseaux',
    classSet: 'La Masse (et la Poussée) d’une classe de vaisseaux',
    className: 'Le nom de la classe',
    mass: 'Sa Masse (Ⓜ)',
    thrust: 'Sa Poussée',
    jumpin: 'Un de vos groupes de combat a sauté : activité concurrente',
    jumpinClass: 'La classe du groupe de combat',
    jumpinMass: 'La Masse de sa classe (nécessaire la première fois)',
    jumpinJumppoint: 'Le point de saut par lequel il est arrivé',
    round: 'Tours',
    roundNext: 'Commencer le tour suivant (activité concurrente à chaque point de saut)',
    tactical: 'Commencer la phase tactique',
    seize: 'Jetons CMD dépensés pour Prendre l’initiative',
    ic: 'Indépendants',
    icActivate: 'Activer les Indépendants (tous ceux pas encore activés, ou un seul)',
    icId: 'Le groupe de combat indépendant (IC1, IC2…)',
    icDamage: 'Jetons de dégâts donnés à (+) ou défaussés par (−) un Indépendant',
    tokens: 'Jetons : positif pour donner, négatif pour défausser',
    icLost: 'Vaisseaux indépendants détruits',
    ships: 'Combien de vaisseaux',
    icList: 'Le suivi : Indépendants, contrats, points de saut',
    scatter: 'Disperser un vaisseau indépendant qui se poserait sur un autre (D8)',
    scatterIc: 'L’Indépendant auquel il appartient',
    endphase: 'Commencer la phase de fin (Claim Jump)',
    claim: 'Claim Jump pour un contrat, ou fini',
    icMass: 'Masse cumulée des vaisseaux indépendants à 3" ou moins de ses objectifs',
    friendlyMass: 'Masse cumulée de vos vaisseaux au même endroit',
    done: 'Clore Claim Jump pour cette phase de fin',
    credits: 'Crédits : une variation au fil du jeu, ou le total',
    add: 'Crédits gagnés (+) ou dépensés (−)',
    set: 'Le nouveau total',
    note: 'À quoi ils ont servi',
    end: 'Finir la partie : Marge et Capital de campagne',
    endCredits: 'Crédits finaux (par défaut : le total suivi)',
    campaignGroup: 'La campagne solo',
    campaignStart: 'Commencer une campagne solo (10 de Capital)',
    corp: 'Le nom de votre corporation',
    campaignStatus: 'La campagne : Capital, parties, dépenses',
    campaignSpend: 'Dépenser du Capital (avantages concurrentiels, classes débloquées)',
    amount: 'Capital dépensé',
    spendNote: 'Ce qu’il a acheté',
    status: 'Le suivi',
    undo: 'Annuler le dernier changement (propriétaire ou Gérer les salons)',
    log: 'Les événements de la partie, en liste et en fichier',
  },
  options: {
    unknownSubcommand: 'Utilisez une des sous-commandes de `/abs`, par ex. `/abs status`.',
    whole: 'donnez un nombre entier',
    range: (min: number, max: number) => `donnez un nombre entier de ${min} à ${max}`,
    flag: 'utilisez true ou false',
    text: (max: number) => `donnez un texte d’au plus ${max} caractères`,
    dice: 'écrivez les dés en nombres, dans l’ordre, par ex. `5 2` (un D3 va de 1 à 3)',
    table: 'donnez un numéro de table ou `random`',
    objectives: 'séparez-les par des virgules, par ex. `Rocher A, Rocher B` ; `Nom@2` en met un sur la table 2',
    objectivesCount: (count: string) =>
      `\`objectives:\` prend les noms des objectifs, pas leur nombre : nommez chacun des ${count}, séparés par des virgules, par ex. \`objectives:Rocher A, Rocher B\`.`,
    badObjectives: (typed: string) =>
      `\`objectives\` illisible (${typed}) : séparez-les par des virgules, par ex. \`Rocher A, Rocher B\` ; \`Nom@2\` en met un sur la table 2`,
    exhaustedLabel: '(épuisé)',
    tableLabel: (table: number) => `(table ${table})`,
    claim: `donnez ${optFr('contract')}, ${optFr('ic_mass')} et ${optFr('friendly_mass')}, ou \`done:true\``,
    updateSomething: `donnez au moins un de ${['in_play', 'carried', 'table'].map(optFr).join(', ')}`,
  },

  // ------------------------------------------------------------ undo and log
  describe(e: AbsEvent): string {
    switch (e.t) {
      case 'started':
        return `la nouvelle partie (Échelle ${e.scale}, ${plural(e.tables, 'table')})`;
      case 'contract-added':
        return `le contrat ${e.contract.id} ${e.contract.name}`;
      case 'contract-redrawn':
        return `la repioche de ${e.contract}`;
      case 'contract-kept':
        return `le maintien de ${e.contract}`;
      case 'contract-exhausted':
        return `${e.contract} ${e.exhausted ? 'épuisé' : 'plus épuisé'}`;
      case 'objective-added':
        return `l’objectif ${e.objective.id} ${e.objective.name}`;
      case 'objective-changed':
        return `le changement de ${e.objective}`;
      case 'jumppoint-added':
        return `le point de saut ${e.jumpPoint.id}`;
      case 'jumppoint-removed':
        return `le retrait de ${e.jumpPoint}`;
      case 'class-set':
        return `la classe ${e.class.name} (Masse ${e.class.mass})`;
      case 'round-started':
        return `le début du tour ${e.round}`;
      case 'ic-deployed':
        return `l’arrivée de ${e.ic.id} (${e.ic.ships} × ${cls(e.ic.ships, e.ic.class)})`;
      case 'tactical-started':
        return 'le début de la phase tactique';
      case 'ic-activated':
        return `l’activation de ${e.ic}`;
      case 'ic-damaged':
        return `${signed(e.tokens)} dégâts sur ${e.ic}`;
      case 'ic-lost':
        return `${plural(e.ships, 'vaisseau perdu', 'vaisseaux perdus')} par ${e.ic}`;
      case 'scatter-rolled':
        return `la dispersion${e.ic ? ` de ${e.ic}` : ''} (${DIRECTION_SHORT[e.direction]})`;
      case 'scatter-invalid':
        return `la relance de dispersion (${e.direction ? DIRECTION_SHORT[e.direction] : 'plus aucune'})`;
      case 'endphase-started':
        return 'le début de la phase de fin';
      case 'claim-answered':
        return `Claim Jump sur ${e.contract}`;
      case 'claims-done':
        return 'la clôture de Claim Jump';
      case 'credits-changed':
        return `crédits ${signed(e.delta)}`;
      case 'ended':
        return `la fin de la partie (${RESULTS[e.result.result].name})`;
    }
  },
  describeCampaign(e: AbsCampaignEvent): string {
    switch (e.t) {
      case 'campaign-started':
        return `la campagne de ${e.corp}`;
      case 'game-scored':
        return `le Capital d’une partie (+${e.game.capital})`;
      case 'capital-spent':
        return `la dépense de ${e.amount} de Capital`;
    }
  },

  // ------------------------------------------------------------ refusals
  refusals: {
    'no-game': () => 'Il n’y a pas de partie A Billion Suns dans ce salon. Commencez-en une avec `/abs new scale: tables:`.',
    'game-over': () => 'Cette partie est finie. Commencez-en une nouvelle avec `/abs new`.',
    'game-exists': (p) =>
      `Ce salon a déjà une partie d’A Billion Suns en cours (tour ${p.round}). Terminez-la d’abord avec \`/abs end\`, ou utilisez un autre salon ou fil.`,
    'out-of-range': (p) => `\`${optionFr(p.option)}\` doit être un nombre entier de ${p.min} à ${p.max}.`,
    'bad-name': (p) => `Donnez ${p.option ? `à \`${optionFr(p.option)}\` une valeur` : 'un nom'} de 1 à ${p.max} caractères.`,
    'bad-note': (p) => `Les notes font au plus ${p.max} caractères.`,
    'bad-objectives': () => 'Séparez les objectifs par des virgules, par ex. `Rocher A, Rocher B` ; `Nom@2` en met un sur la table 2.',
    'bad-table': (p) => `Il n’y a pas de table ${p.table} : cette partie en a ${p.tables} (de 1 à ${p.tables}).`,
    'unknown-contract': (p) => `Pas de contrat ${p.contract}.${p.contracts ? ` Contrats : ${p.contracts}.` : ' Ajoutez-en un avec `/abs contract add`.'}`,
    'unknown-objective': (p) => `Pas d’objectif ${p.objective}.${p.objectives ? ` Objectifs : ${p.objectives}.` : ''}`,
    'unknown-jumppoint': (p) =>
      `Pas de point de saut ${p.jumppoint}.${p.jumppoints ? ` En jeu : ${p.jumppoints}.` : ' Ajoutez-en un avec `/abs jumppoint add table:`.'}`,
    'unknown-ic': (p) => `Pas d’Indépendant ${p.ic}.${p.ics ? ` Indépendants : ${p.ics}.` : ' Il n’y en a aucun en jeu.'}`,
    'jumppoint-out': (p) => `${p.jumppoint} n’est plus en jeu.`,
    'mass-needed': (p) =>
      `Je ne connais pas encore la Masse de ${p.class} : ajoutez \`mass:\` cette fois-ci, par ex. \`/abs jumpin class:${p.class} mass:2 jumppoint:JP1\`.`,
    'not-tactical': () => 'Les Indépendants s’activent pendant la phase tactique : commencez-la avec `/abs tactical`.',
    'not-end': () => 'Claim Jump a lieu au début de la phase de fin : commencez-la avec `/abs endphase`.',
    'ic-activated': (p) => `${p.ic} s’est déjà activé pendant cette phase tactique.`,
    'ic-waits': (p) => `${p.ic} est arrivé pendant cette phase tactique : il s’active d’abord au prochain tour.`,
    'no-ic-ready': () => 'Tous les Indépendants se sont déjà activés pendant cette phase tactique (ou attendent le prochain tour).',
    'contract-exhausted': (p) => `${p.contract} est épuisé : Claim Jump le saute.`,
    'claim-answered': (p) => `${p.contract} a déjà été vérifié pendant cette phase de fin (au plus une carte par contrat). \`/abs undo\` annule une réponse.`,
    'claims-closed': () => 'Claim Jump est terminé pour cette phase de fin.',
    'max-revenue-needed': (p) => `Saisissez le revenu maximal pour deux joueurs à l’Échelle ${p.scale} (livre de règles p. 46) : \`/abs end max_revenue:\`.`,
    'campaign-over': () => 'Cette campagne est finie (licencié) : commencez-en une nouvelle avec `/abs campaign start`.',
    'capital-short': (p) => `Il ne reste que ${p.capital} de Capital : vous ne pouvez pas dépenser ${p.amount}.`,
    'dice-bad': (p) =>
      `Le dé ${p.position} de \`dice\` (${p.value}) n’est pas une face du D${p.sides} auquel il sert${p.sides === 3 ? ' (un D3 va de 1 à 3 : divisez un D6 par deux, à l’arrondi supérieur)' : ''}.`,
    'dice-unused': (p) =>
      `Vous avez saisi ${p.typed} dés mais seuls ${p.used} étaient nécessaires. Rien n’a été lancé : saisissez seulement les dés, dans l’ordre.`,
    'too-many-lost': (p) => `${p.ic} n’a que ${plural(Number(p.ships), 'vaisseau', 'vaisseaux')}.`,
    'no-scatter': () => 'Il n’y a pas de dispersion à relancer : utilisez `/abs scatter`.',
    'no-redraw': (p) => `Aucune repioche en attente pour ${p.contract}.`,
    'nothing-to-change': () => 'Cela ne change rien.',
    forbidden: (p) => FORBIDDEN[p.action],
    'credits-input': () =>
      `Donnez soit ${optFr('add')} (une variation, par ex. \`add:-3 note:réquisition\`), soit ${optFr('set')} (le nouveau total), pas les deux.`,
  } satisfies AbsRefusalWords,
};

/** /abs and the core's commands as a French client names them. */
const ABS_PARTS_FR: PartNames = partNamesFirst(partNamesByName(ABS_COMMAND_NAMES_FR), CORE_PARTS_FR);

/** The French words, naming every command they mention as a French client shows it (ruling R72). */
export const fr: Strings = withCommandsShown(written, ABS_PARTS_FR);
