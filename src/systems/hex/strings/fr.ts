import type { HexEvent } from '../events.ts';
import type { MoveError } from '../rules/check.ts';
import type { CodeError, CodeField, CodeProblem } from '../rules/die-code.ts';
import type { Facing } from '../rules/hex-grid.ts';
import type { Stats, StatNote } from '../rules/stats.ts';
import type { CraftKind, Pips, Rate } from '../rules/terms.ts';
import type { RecordNote } from '../views.ts';
import type { HexForbiddenAction } from '../refusals.ts';
import type { HexRefusalWords, HexStrings } from './en.ts';
import { CORE_PARTS_FR } from '../../../core/strings.ts';
import { partNamesByName, partNamesFirst, withCommandsShown, type PartNames } from '../../../core/localize.ts';
import { HEX_COMMAND_NAMES_FR } from './command-names-fr.ts';

// Every word of the hex squadrons system a player reads, in French: the same shape as
// en.ts (typed as HexStrings, so a key missing here or there fails tsc). Glossary:
// Attack Speed → vitesse d'attaque (VA), Full Throttle → plein régime (PR), # of Turns →
// nombre de virages, Turn Distance → distance de virage (DV), hexside → côté d'hexagone,
// bootlegger → demi-tour (bootlegger), dead stop → arrêt net, Space → Espace, piloting →
// pilotage, Maneuverability → Manœuvrabilité, pips → points, squadron → escadrille.
// Path tokens stay as the parser reads them (`L`, `R`, `B`, `stop`).

const RATE: Record<Rate, string> = { attack: 'vitesse d’attaque', full: 'plein régime' };
/** With its article: « la vitesse d’attaque », « le plein régime ». */
const THE_RATE: Record<Rate, string> = { attack: 'la vitesse d’attaque', full: 'le plein régime' };
const RATE_SHORT: Record<Rate, string> = { attack: 'VA', full: 'PR' };
const KIND: Record<CraftKind, string> = { squadron: 'appareil d’escadrille', hero: 'Héros', capital: 'vaisseau capital' };
const FACING: Record<Facing, string> = { 0: 'droit devant', 1: '1 à droite', 2: '2 à droite', 3: 'demi-tour', 4: '2 à gauche', 5: '1 à gauche' };
const FIELD: Record<CodeField, string> = { space: "L'Espace", piloting: 'Le pilotage', maneuverability: 'La Manœuvrabilité' };

const PATH_HELP =
  'Écrivez un trajet en hexagones et virages, par ex. `3 L 3 R 2` : un nombre avance d’autant d’hexagones, `L`/`R` tournent d’un côté d’hexagone (gauche/droite), ' +
  '`LL`/`RR` de deux à la fois, `B` est un demi-tour (bootlegger, 180°) et `stop` seul est un arrêt net.';
const CODE_HELP = 'Écrivez un code de dés comme `4D+1`, `3D` ou `4` (les points valent +1 ou +2).';
const SPACE_HELP = 'L’Espace est un nombre entier d’hexagones de 0 à 30, comme `8`.';

/** French plural (CLDR's rule, without loading Intl's plural data): 0 and 1, and what lies between, take the singular. */
const word = (n: number, one: string, many = `${one}s`) => (Math.abs(n) < 2 ? one : many);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${word(n, one, many)}`;
/** Negative numbers with a true minus sign, as the reference writes them. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Options a refusal names (by English name, or several joined by commas) as a French client names them. */
const options = (names: string) =>
  names
    .split(', ')
    .map((n) => (HEX_COMMAND_NAMES_FR as Readonly<Record<string, string>>)[n] ?? n)
    .join(', ');
/** An option in a code span, as a French client names it. */
const opt = (name: string) => `\`${options(name)}\``;
const q = (s: string | number) => `\`${String(s).replace(/`/g, "'")}\``;

function codeError(e: Pick<CodeError, 'field' | 'input' | 'problem' | 'suggestion'>): string {
  const field = FIELD[e.field] ?? 'Un code de dés';
  const said = q(e.input);
  const s = e.suggestion ? q(e.suggestion) : null;
  if (e.field === 'space') {
    const space: Record<CodeProblem, string> = {
      empty: `Donnez l’Espace de l’appareil. ${SPACE_HELP}`,
      format: `${said} n’est pas un Espace. ${SPACE_HELP}`,
      negative: 'L’Espace ne peut pas être négatif (H5) : écrivez `0` pour un appareil qui ne peut pas bouger.',
      'minus-pips': `${said} n’est pas un Espace. ${SPACE_HELP}`,
      fraction: `L’Espace est un nombre entier, comme \`8\` : la vitesse d’attaque le divise par deux et arrondit à l’inférieur pour vous (H2).`,
      'too-many-pips': `${said} n’est pas un Espace. ${SPACE_HELP}`,
      'too-big': `L’Espace vaut au plus 30. ${SPACE_HELP}`,
      'space-die-code': `L’Espace est un simple nombre d’hexagones, pas un code de dés : écrivez ${s ?? '`8`'}.`,
    };
    return space[e.problem] ?? SPACE_HELP;
  }
  const code: Record<CodeProblem, string> = {
    empty: `${field} demande un code de dés : écrivez \`0D\` pour aucun. ${CODE_HELP}`,
    format: `${said} n’est pas un code de dés${s ? ` : écrivez ${s}` : ''}. ${CODE_HELP}`,
    negative: `${field} ne peut pas être négatif (H5) : écrivez \`0D\` pour aucun.`,
    'minus-pips': `${said} : les points valent +1 ou +2 seulement${s ? ` ; trois points font un dé, écrivez donc ${s}` : ''}. ${CODE_HELP}`,
    fraction: `Les codes de dés n’ont pas de fractions. ${CODE_HELP}`,
    'too-many-pips': s ? `${said} a 3 points ou plus : trois points font un dé, écrivez donc ${s} (H1).` : `${said} a trop de points : ${CODE_HELP}`,
    'too-big': `${field} vaut au plus \`20D\`. ${CODE_HELP}`,
    'space-die-code': CODE_HELP,
  };
  return code[e.problem] ?? CODE_HELP;
}

function moveError(e: MoveError): string {
  switch (e.code) {
    case 'E_TOKEN':
      return `${q(e.text)} inconnu au caractère ${e.at}.`;
    case 'E_ZERO':
      return `Un compte de 0 au caractère ${e.at} : les comptes vont de 1 à 99 ; \`stop\` seul est un arrêt net.`;
    case 'E_MIXED':
      return `${q(e.text)} au caractère ${e.at} tourne à gauche et à droite au même point : tournez d’un seul côté (H12).`;
    case 'E_STOP_MIXED':
      return `\`stop\` au caractère ${e.at} doit être seul : un arrêt net ne parcourt aucun hexagone (H8).`;
    case 'E_BIG':
      return e.limit === 'tokens' ? `Trop long : au plus ${e.max} éléments.` : `Trop loin pour tout appareil : au plus ${e.max} hexagones en tout.`;
    case 'E_EMPTY':
      return 'Le trajet est vide.';
    case 'E_SHORT_RUN':
      return `Le virage ${e.turn} vient après ${plural(e.run, 'hexagone en ligne droite', 'hexagones en ligne droite')} ; la distance de virage est ${e.turnDistance} (H10).`;
    case 'E_MULTI_HEXSIDE':
      if (e.needs === null)
        return `Le virage ${e.turn} fait ${e.hexsides} côtés d’hexagone au même point ; le maximum est 3 (H12) : ${e.instead ? `écrivez plutôt ${q(e.instead)}` : 'il finit orienté de la même façon, retirez-le donc'}.`;
      return e.hexsides === 3
        ? `Le virage ${e.turn} est un demi-tour (3 côtés d’hexagone) : il demande une distance de virage de −1 ou moins, et celle de cet appareil est ${signed(e.turnDistance)} (H13).`
        : `Le virage ${e.turn} fait ${e.hexsides} côtés d’hexagone à la fois : il demande une distance de virage de ${e.needs} ou moins, et celle de cet appareil est ${signed(e.turnDistance)} (H12).`;
    case 'E_TOO_MANY_TURNS':
      return `${plural(e.used, 'côté d’hexagone tourné', 'côtés d’hexagone tournés')}, mais le nombre de virages est ${e.turns} (H11).`;
    case 'E_TOO_FAR':
      return `${plural(e.hexes, 'hexagone')}, mais le plein régime est de ${e.fullThrottle}.`;
    case 'E_STOP_KIND':
      return 'Un appareil d’escadrille doit avancer d’au moins 1 hexagone : seuls les Héros et les vaisseaux capitaux peuvent faire un arrêt net (H8).';
    case 'E_STOP_PRIOR':
      return e.prior === 'full'
        ? 'Un arrêt net demande la vitesse d’attaque au tour précédent, et c’était le plein régime (H8).'
        : 'Un arrêt net demande la vitesse d’attaque au tour précédent, et rien n’est enregistré : ajoutez `prior:attack` si c’était le cas (H8).';
    case 'E_OVER_DECLARED':
      return `${plural(e.hexes, 'hexagone')}, mais la vitesse d’attaque a été annoncée et elle est de ${e.attackSpeed} (H9).`;
  }
}

const NOTE: Record<StatNote, string> = {
  'space-zero-no-move': 'Aucun mouvement légal : Espace 0 (H3).',
  'space-zero-stop-only': 'Espace 0 : l’arrêt net est son seul mouvement (H3, H8).',
  'no-turns': 'Ne peut pas tourner : le nombre de virages est 0 (H4).',
  'turn-distance-over-full-throttle': 'Ne peut pas tourner ce tour, à aucune allure : la distance de virage dépasse le plein régime (H5).',
  'double-turns': 'Distance de virage 0 : peut tourner de deux côtés d’hexagone à la fois, sans ligne droite préalable.',
  bootlegger: 'Distance de virage −1 ou moins : peut faire des demi-tours (`B`), sans ligne droite préalable.',
  'bootlegger-needs-turns': 'Distance de virage −1 ou moins, mais un demi-tour coûte 3 virages et il en a moins (H13).',
};

const RECORD: Record<Exclude<RecordNote, 'not-asked'>, (p: { rate: Rate | null; squadron: string | null }) => string> = {
  recorded: ({ rate }) => `Enregistré : ${rate ? THE_RATE[rate] : ''} ce tour.`,
  illegal: () => 'Non enregistré : le mouvement n’est pas légal.',
  inline: () => 'Non enregistré : des caractéristiques données en ligne ne nomment aucun appareil. Ajoutez-le avec `/hex craft add`.',
  squadron: ({ squadron }) => `Non enregistré : ${squadron ?? 'son escadrille'} se déplace à une seule allure (H6). Validez avec \`/hex squadron\`.`,
};

const FORBIDDEN: Record<HexForbiddenAction, string> = { 'close-roster': 'clore la liste', undo: 'annuler' };
const NAME_WHAT = { name: 'Un nom d’appareil', squadron: 'Un nom d’escadrille' } as const;

const REFUSALS: HexRefusalWords = {
  'bad-code': (p) => codeError({ ...p, suggestion: p.suggestion || null }),
  'bad-name': (p) => {
    const what = NAME_WHAT[p.field];
    if (p.problem === 'empty') return `${what} ne peut pas être vide.`;
    if (p.problem === 'too-long') return `${what} fait au plus ${p.max} caractères.`;
    return `${what} ne peut pas contenir \`:\` ni \`;\` (ils séparent les trajets dans \`/hex squadron\`).`;
  },
  'name-taken': (p) => `Il y a déjà un appareil nommé ${q(p.name)} ici. Choisissez un autre nom, ou retirez-le d’abord avec \`/hex craft remove\`.`,
  'unknown-craft': (p) =>
    `Aucun appareil nommé ${q(p.name)}. ${p.known ? `Appareils ici : ${p.known}.` : 'Aucun appareil ici pour l’instant : ajoutez-en un avec `/hex craft add`.'}`,
  'unknown-squadron': (p) =>
    `Aucune escadrille nommée ${q(p.name)}. ${p.known ? `Escadrilles ici : ${p.known}.` : 'Donnez une escadrille aux appareils avec `/hex craft add … squadron:Rouge`.'}`,
  'squadron-kind': (p) => `Un ${KIND[p.kind]} se déplace seul : seuls les appareils d’escadrille rejoignent une escadrille. Retirez ${opt('squadron')}.`,
  'bad-paths': (p) => {
    const how = 'Écrivez un trajet par appareil, comme `Rouge1: 3 L 5; Rouge2: 8`.';
    if (p.problem === 'no-colon') return `${q(p.entry)} n’a pas de \`:\` entre l’appareil et son trajet. ${how}`;
    if (p.problem === 'no-name') return `${q(p.entry)} n’a pas de nom d’appareil avant \`:\`. ${how}`;
    if (p.problem === 'duplicate') return `${q(p.entry)} a deux trajets. ${how}`;
    return `Aucun trajet donné. ${how}`;
  },
  'not-in-squadron': (p) => `${q(p.name)} n’est pas dans ${p.squadron}. Ses appareils : ${p.members}.`,
  'missing-paths': (p) => `Chaque appareil de ${p.squadron} se déplace (H8) : donnez aussi un trajet pour ${p.missing}.`,
  'craft-or-stats': (p) => {
    if (p.problem === 'both')
      return `Donnez soit ${opt('craft')}, soit des caractéristiques en ligne (${['space', 'piloting', 'maneuverability', 'kind'].map(opt).join(', ')}), pas les deux.`;
    if (p.problem === 'incomplete')
      return `Les caractéristiques en ligne demandent aussi ${options(p.missing)}, par ex. \`space:8 piloting:4D+1 maneuverability:3D\`.`;
    return `Nommez un appareil (${opt('craft')}) de la liste, ou donnez des caractéristiques en ligne, par ex. \`space:8 piloting:4D+1 maneuverability:3D\`.`;
  },
  'no-hex-game': () => 'Pas encore de partie hex ici : ajoutez d’abord des appareils avec `/hex craft add`.',
  forbidden: (p) => `Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut ${FORBIDDEN[p.action]}.`,
};

function describe(e: HexEvent): string {
  switch (e.t) {
    case 'started':
      return 'le début du jeu hex ici';
    case 'settings-changed':
      return `le réglage des points (${e.pips === 'drop' ? 'ignorer' : 'arrondir'})`;
    case 'craft-added':
      return `l’ajout de ${e.craft.name}`;
    case 'craft-removed':
      return `le retrait de ${e.name}`;
    case 'rate-committed':
      return `${THE_RATE[e.rate]} de ${e.squadron && e.crafts.length > 1 ? e.squadron : e.crafts.join(', ')}`;
    case 'round-advanced':
      return `le passage au tour ${e.round}`;
    case 'closed':
      return 'la clôture de la liste';
  }
}

const pipsName = (p: Pips) => (p === 'drop' ? 'ignorer (2D+2 → 2)' : 'arrondir (2D+2 → 3, Miniatures Battles)');

const written: HexStrings = {
  rate: (r: Rate) => RATE[r],
  rateShort: (r: Rate) => RATE_SHORT[r],
  kind: (k: CraftKind) => KIND[k],
  facing: (f: Facing) => FACING[f],
  pips: pipsName,
  pathHelp: PATH_HELP,
  codeHelp: CODE_HELP,
  codeError,
  moveError,
  note: (n: StatNote) => NOTE[n],
  record: (r: RecordNote, p: { rate: Rate | null; squadron: string | null }) => (r === 'not-asked' ? null : RECORD[r](p)),
  refusals: REFUSALS,
  describe,

  // Card pieces.
  inlineCraft: 'Appareil en ligne',
  statsTitle: (name: string | null) => `${name ?? 'Appareil en ligne'} : mouvement`,
  addedTitle: (name: string) => `${name} ajouté`,
  removed: (name: string) => `${name} est retiré de la liste.`,
  sheetLine: (kind: CraftKind, space: number, piloting: string, maneuverability: string, squadron: string | null) =>
    `${capital(KIND[kind])}${squadron ? ` de ${squadron}` : ''} · Espace ${space} · pilotage ${piloting} · Manœuvrabilité ${maneuverability}`,
  statFields: (s: Stats) => [
    { name: 'Vitesse d’attaque', value: `${plural(s.attackSpeed, 'hexagone')}` },
    { name: 'Plein régime', value: `${plural(s.fullThrottle, 'hexagone')} · pas de tir` },
    { name: 'Nombre de virages', value: plural(s.turns, 'côté d’hexagone', 'côtés d’hexagone') },
    {
      name: 'Distance de virage',
      value: `${signed(s.turnDistance)}${s.turnDistance <= 0 ? ' (ignorée)' : ` ${word(s.turnDistance, 'hexagone')} en ligne droite avant chaque virage`}`,
    },
    { name: 'Par point de virage', value: s.cap === 1 ? '1 côté d’hexagone' : s.cap === 2 ? '2 côtés d’hexagone à la fois' : '3 (demi-tour `B`)' },
  ],
  statsLine: (s: Stats) => `VA ${s.attackSpeed} · PR ${s.fullThrottle} · ${plural(s.turns, 'virage')} · DV ${signed(s.turnDistance)}`,
  pipsFooter: (p: Pips) => `Points : ${p === 'drop' ? 'ignorés (2D+2 → 2)' : 'arrondis (2D+2 → 3)'} · /hex settings`,
  settingsTitle: 'Escadrilles hex : réglages',
  settingsText: (p: Pips, changed: boolean) =>
    `${changed ? 'Les points sont désormais' : 'Les points étaient déjà'} **${p === 'drop' ? 'ignorés' : 'arrondis'}** : ${p === 'drop' ? '2D+2 compte pour 2 (par défaut, H1).' : '2D+2 compte pour 3, comme dans Miniatures Battles (H1).'} Cela s’applique au pilotage, à la Manœuvrabilité et au nombre de virages.`,
  rosterTitle: (round: number) => `Escadrilles hex · tour ${round}`,
  rosterEmpty: 'Aucun appareil pour l’instant. Ajoutez-en un avec `/hex craft add name:Rouge1 space:8 piloting:4D+1 maneuverability:3D squadron:Rouge`.',
  squadronHeading: (name: string, n: number) => `Escadrille ${name} (${n})`,
  loneHeading: (kind: CraftKind) => ({ squadron: 'Appareils d’escadrille volant seuls', hero: 'Héros', capital: 'Vaisseaux capitaux' })[kind],
  rosterLine: (name: string, codes: string, s: Stats, rate: Rate | null, prior: Rate | null) =>
    `**${name}** · ${codes} → VA ${s.attackSpeed} · PR ${s.fullThrottle} · ${plural(s.turns, 'virage')} · DV ${signed(s.turnDistance)}` +
    ` · ce tour ${rate ? RATE_SHORT[rate] : '—'}, précédent ${prior ? RATE_SHORT[prior] : '—'}`,

  verdictTitle: (name: string | null, rate: Rate | null, parsed: boolean) =>
    `${name ?? 'Appareil en ligne'} : ${!parsed ? '❌ trajet illisible' : rate === 'attack' ? '✅ Vitesse d’attaque' : rate === 'full' ? '⚠️ Plein régime' : '❌ mouvement illégal'}`,
  verdictSummary: (rate: Rate | null, declared: Rate | null, deadStop: boolean) =>
    rate === null
      ? 'Illégal à toute allure.'
      : rate === 'attack'
        ? deadStop
          ? 'Arrêt net : compte comme vitesse d’attaque, peut tirer (H8).'
          : `Légal à la vitesse d’attaque${declared ? ' (annoncée)' : ''} : peut tirer.`
        : `Légal au plein régime${declared ? ' (annoncé)' : ' seulement'} : **ne peut pas tirer pendant cette phase de combat.**`,
  moveLine: (hexes: number, used: number, turns: number, lost: number) =>
    `${plural(hexes, 'hexagone')} · ${used} sur ${plural(turns, 'virage')}${lost > 0 && used <= turns ? ` (${plural(lost, 'perdu')})` : ''}`,
  endLine: (facing: Facing, distance: number) => `Finit orienté ${FACING[facing]}, à ${plural(distance, 'hexagone')} de l’hexagone de départ.`,
  whyNot: 'Pourquoi pas',
  notes: 'Remarques',
  howToWrite: 'Comment écrire un trajet',
  help: {
    title: 'Mouvement des escadrilles hex à cette table',
    roster: 'Vos appareils',
    rosterText:
      '`/hex craft add name: space: piloting:` inscrit un appareil sur la liste de ce salon (`maneuverability:`, `kind:` héros ou vaisseau capital, `squadron:` aussi) ; `/hex craft list` l’affiche, avec le tour et les allures utilisées.',
    check: 'Un mouvement',
    checkText:
      '`/hex check craft: path:` dit si le trajet est permis et à quelle allure ; `commit:true` enregistre l’allure de ce tour. `/hex stats craft:` donne la vitesse d’attaque, le plein régime, le nombre de virages et la distance de virage.',
    squadron: 'Une escadrille',
    squadronText: '`/hex squadron squadron: paths:"Red1: 3 L 5; Red2: 8"` vérifie chaque appareil d’une escadrille à une seule allure (H6).',
    codes: 'Codes de dés',
    round: 'Les tours',
    roundText:
      '`/hex round next` quand chaque appareil a bougé : les allures de ce tour deviennent les précédentes (H8). `/undo` annule le dernier changement ; `/hex end` clôt la liste.',
  },
  priorLine: (prior: Rate | null, source: 'given' | 'recorded' | 'none') =>
    source === 'none'
      ? 'Tour précédent : non enregistré.'
      : `Tour précédent : ${RATE[prior ?? 'attack']} (${source === 'given' ? `d’après ${opt('prior')}` : 'enregistré'}).`,
  squadronMates: (squadron: string) => `${squadron} se déplace à une seule allure : vérifiez toute l’escadrille avec \`/hex squadron\` (H6).`,
  moreErrors: (n: number) => `…et ${n} de plus.`,

  squadronTitle: (name: string, rate: Rate, legal: boolean) =>
    `Escadrille ${name} : ${!legal ? '❌ mouvement illégal' : rate === 'attack' ? '✅ Vitesse d’attaque' : '⚠️ Plein régime'}`,
  squadronSummary: (rate: Rate, legal: boolean, declared: Rate | null, pushedBy: readonly string[]) => {
    const why = declared
      ? 'annoncé'
      : pushedBy.length > 0
        ? `${pushedBy.join(', ')} ${pushedBy.length === 1 ? 'dépasse' : 'dépassent'} la vitesse d’attaque`
        : 'chaque appareil reste dans sa vitesse d’attaque';
    if (!legal) return `${rate === 'attack' ? 'À la vitesse d’attaque' : 'Au plein régime'} (${why}), le trajet de chaque appareil n’est pas légal.`;
    return rate === 'attack'
      ? `Vitesse d’attaque (${why}) : tous peuvent tirer (H6).`
      : `Plein régime (${why}) : **aucun appareil ne tire** pendant cette phase de combat (H6).`;
  },
  memberName: (name: string, legal: boolean) => `${legal ? '✅' : '❌'} ${name}`,
  memberLine: (path: string, hexes: number | null, attackSpeed: number) =>
    hexes === null ? q(path || ' ') : `${q(path)} · ${plural(hexes, 'hexagone')} (VA ${attackSpeed})`,

  roundTitle: (round: number) => `Tour ${round}`,
  priorHeading: 'Allures du tour précédent',
  roundText:
    'Les allures du dernier tour sont désormais celles du tour précédent (H8). Un Héros ou un vaisseau capital ne peut s’arrêter qu’après la vitesse d’attaque.',
  priorEntry: (name: string, prior: Rate | null) => `${name} : ${prior ? RATE_SHORT[prior] : 'non enregistré'}`,

  /** The slash command's descriptions (Discord: at most 100 characters each) and option words. */
  commands: {
    hex: 'Mouvement des escadrilles hex : allures, virages, vérification de trajets (Tales of the Freespirit)',
    settings: 'Comment les codes de dés deviennent des nombres (H1)',
    pips: 'ignorer : 2D+2 compte pour 2 (par défaut) ; arrondir : 2D+2 compte pour 3',
    pipsChoice: pipsName,
    craft: 'La liste des appareils du salon',
    craftAdd: 'Ajouter un appareil à la liste',
    craftRemove: 'Retirer un appareil de la liste',
    craftList: 'Afficher la liste, les allures et le tour',
    name: 'Son nom, par ex. Rouge1 (sans : ni ;)',
    removeName: 'L’appareil à retirer',
    space: 'L’Espace de l’appareil, de 0 à 30',
    piloting: 'Code de dés de pilotage, par ex. 4D+1',
    maneuverability: 'Code de dés de Manœuvrabilité, par ex. 3D (0D par défaut)',
    kind: 'Appareil d’escadrille (par défaut), Héros ou vaisseau capital',
    kindChoice: (k: CraftKind) => capital(KIND[k]),
    squadron: 'Son escadrille, par ex. Rouge (appareils d’escadrille seulement)',
    stats: 'Vitesse d’attaque, plein régime, virages et distance de virage d’un appareil',
    craftPick: 'Un appareil de la liste (ou donnez des caractéristiques en ligne)',
    check: 'Vérifier un trajet, par ex. 3 L 3 R 2, pour un appareil',
    path: 'Hexagones et virages, par ex. 3 L 3 R 2 ; LL/RR, B (demi-tour), stop',
    rate: 'Annoncer une allure (par défaut : la plus basse qui soit légale)',
    rateChoice: (r: Rate) => capital(RATE[r]),
    prior: 'Son allure au tour précédent, si elle n’est pas enregistrée (pour un arrêt net)',
    commit: 'Enregistrer l’allure utilisée ce tour',
    squadronCheck: 'Vérifier toute une escadrille : un trajet par appareil, une seule allure (H6)',
    squadronPick: 'L’escadrille',
    paths: 'Un trajet par appareil, par ex. Rouge1: 3 L 5; Rouge2: 8',
    round: 'Le tour de jeu',
    roundNext: 'Tour suivant : les allures de ce tour deviennent celles du tour précédent (H8)',
    end: 'Clore la liste du salon pour y permettre une autre partie (propriétaire ou Gérer les salons)',
    help: 'Comment jouer le mouvement des escadrilles hex ici (vous seul le voyez)',
    ended: (craft: number, round: number) =>
      `La liste hex est close (${plural(craft, 'appareil')}, tour ${round}). Une autre partie peut commencer dans ce salon.`,
  },

  /** Bad options, said the way to write them. */
  options: {
    name: 'donnez un nom d’au plus 32 caractères, par ex. `Rouge1`',
    space: 'donnez l’Espace en nombre entier de 0 à 30, par ex. `8`',
    code: 'donnez un code de dés d’au plus 12 caractères, comme `4D+1`',
    path: 'donnez un trajet d’au plus 200 caractères, comme `3 L 3 R 2`',
    paths: 'donnez au plus 1000 caractères, comme `Rouge1: 3 L 5; Rouge2: 8`',
    pips: 'utilisez `drop` (ignorer) ou `round` (arrondir)',
    rate: 'utilisez `attack` (vitesse d’attaque) ou `full` (plein régime)',
    kind: 'utilisez `squadron`, `hero` ou `capital`',
    flag: 'utilisez true ou false',
    unknownSubcommand: 'Utilisez `/hex settings`, `/hex craft add|remove|list`, `/hex stats`, `/hex check`, `/hex squadron` ou `/hex round next`.',
  },
};

/** /hex and the core's commands as a French client names them. */
const HEX_PARTS_FR: PartNames = partNamesFirst(partNamesByName(HEX_COMMAND_NAMES_FR), CORE_PARTS_FR);

/** The French words, naming every command they mention as a French client shows it (ruling R72). */
export const fr: HexStrings = withCommandsShown(written, HEX_PARTS_FR);
