import type { RefusalWords } from '../../../core/refusal.ts';
import type { HexEvent } from '../events.ts';
import type { HexForbiddenAction, HexRefusalParams } from '../refusals.ts';
import type { MoveError } from '../rules/check.ts';
import type { CodeError, CodeField, CodeProblem } from '../rules/die-code.ts';
import type { Facing } from '../rules/hex-grid.ts';
import type { Stats, StatNote } from '../rules/stats.ts';
import type { CraftKind, Pips, Rate } from '../rules/terms.ts';
import type { RecordNote } from '../views.ts';

// Every word of the hex squadrons system a player reads, in English. A French table
// will sit beside it with the same shape: functions of plain data only.

/** One language's words for every hex refusal. */
export type HexRefusalWords = RefusalWords<HexRefusalParams>;

const RATE: Record<Rate, string> = { attack: 'Attack Speed', full: 'Full Throttle' };
const RATE_SHORT: Record<Rate, string> = { attack: 'AS', full: 'FT' };
const KIND: Record<CraftKind, string> = { squadron: 'squadron craft', hero: 'Hero', capital: 'Capital Ship' };
const FACING: Record<Facing, string> = { 0: 'ahead', 1: '1 right', 2: '2 right', 3: 'reversed', 4: '2 left', 5: '1 left' };
const FIELD: Record<CodeField, string> = { space: 'Space', piloting: 'Piloting', maneuverability: 'Maneuverability' };

const PATH_HELP =
  'Write a path as hexes and turns, e.g. `3 L 3 R 2`: a number moves that many hexes ahead, `L`/`R` turn one hexside, ' +
  '`LL`/`RR` turn two at once, `B` is a bootlegger (180°), and `stop` alone is a dead stop.';
const CODE_HELP = 'Write a die code like `4D+1`, `3D` or `4` (pips are +1 or +2).';
const SPACE_HELP = 'Space is a whole number of hexes from 0 to 30, like `8`.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Negative numbers with a true minus sign, as the reference writes them. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const q = (s: string | number) => `\`${String(s).replace(/`/g, "'")}\``;

function codeError(e: Pick<CodeError, 'field' | 'input' | 'problem' | 'suggestion'>): string {
  const field = FIELD[e.field] ?? 'A die code';
  const said = q(e.input);
  const s = e.suggestion ? q(e.suggestion) : null;
  if (e.field === 'space') {
    const space: Record<CodeProblem, string> = {
      empty: `Give the craft's Space. ${SPACE_HELP}`,
      format: `${said} is not a Space. ${SPACE_HELP}`,
      negative: 'Space cannot be negative (H5): write `0` for a craft that cannot move.',
      'minus-pips': `${said} is not a Space. ${SPACE_HELP}`,
      fraction: `Space is a whole number, like \`8\`: Attack Speed halves it and rounds down for you (H2).`,
      'too-many-pips': `${said} is not a Space. ${SPACE_HELP}`,
      'too-big': `Space is at most 30. ${SPACE_HELP}`,
      'space-die-code': `Space is a plain number of hexes, not a die code: write ${s ?? '`8`'}.`,
    };
    return space[e.problem] ?? SPACE_HELP;
  }
  const code: Record<CodeProblem, string> = {
    empty: `${field} needs a die code: write \`0D\` for none. ${CODE_HELP}`,
    format: `${said} is not a die code${s ? `: write ${s}` : ''}. ${CODE_HELP}`,
    negative: `${field} cannot be negative (H5): write \`0D\` for none.`,
    'minus-pips': `${said}: pips are +1 or +2 only${s ? `; three pips make a die, so write ${s}` : ''}. ${CODE_HELP}`,
    fraction: `Die codes have no fractions. ${CODE_HELP}`,
    'too-many-pips': s ? `${said} has 3 or more pips: three pips make a die, so write ${s} (H1).` : `${said} has too many pips: ${CODE_HELP}`,
    'too-big': `${field} is at most \`20D\`. ${CODE_HELP}`,
    'space-die-code': CODE_HELP,
  };
  return code[e.problem] ?? CODE_HELP;
}

function moveError(e: MoveError): string {
  switch (e.code) {
    case 'E_TOKEN':
      return `Unknown ${q(e.text)} at character ${e.at}.`;
    case 'E_ZERO':
      return `A count of 0 at character ${e.at}: counts are 1 to 99; \`stop\` alone is a dead stop.`;
    case 'E_MIXED':
      return `${q(e.text)} at character ${e.at} turns left and right at one point: turn one way (H12).`;
    case 'E_STOP_MIXED':
      return `\`stop\` at character ${e.at} must stand alone: a dead stop moves no hex (H8).`;
    case 'E_BIG':
      return e.limit === 'tokens' ? `Too long: at most ${e.max} tokens.` : `Too far for any craft: at most ${e.max} hexes in all.`;
    case 'E_EMPTY':
      return 'The path is empty.';
    case 'E_SHORT_RUN':
      return `Turn ${e.turn} comes after ${plural(e.run, 'straight hex', 'straight hexes')}; Turn Distance is ${e.turnDistance} (H10).`;
    case 'E_MULTI_HEXSIDE':
      if (e.needs === null)
        return `Turn ${e.turn} is ${e.hexsides} hexsides at one point; the most is 3 (H12): ${e.instead ? `write ${q(e.instead)} instead` : 'it ends facing the same way, so leave it out'}.`;
      return e.hexsides === 3
        ? `Turn ${e.turn} is a bootlegger (3 hexsides): it needs Turn Distance −1 or less, and this craft's is ${signed(e.turnDistance)} (H13).`
        : `Turn ${e.turn} is ${e.hexsides} hexsides at once: it needs Turn Distance ${e.needs} or less, and this craft's is ${signed(e.turnDistance)} (H12).`;
    case 'E_TOO_MANY_TURNS':
      return `${plural(e.used, 'hexside')} turned, but # of Turns is ${e.turns} (H11).`;
    case 'E_TOO_FAR':
      return `${plural(e.hexes, 'hex', 'hexes')}, but Full Throttle is ${e.fullThrottle}.`;
    case 'E_STOP_KIND':
      return 'Squadron craft must move at least 1 hex: only Heroes and Capital Ships may come to a dead stop (H8).';
    case 'E_STOP_PRIOR':
      return e.prior === 'full'
        ? 'A dead stop needs Attack Speed in the prior round, and it was Full Throttle (H8).'
        : 'A dead stop needs Attack Speed in the prior round, and none is recorded: add `prior:attack` if it was (H8).';
    case 'E_OVER_DECLARED':
      return `${plural(e.hexes, 'hex', 'hexes')}, but Attack Speed was declared and it is ${e.attackSpeed} (H9).`;
  }
}

const NOTE: Record<StatNote, string> = {
  'space-zero-no-move': 'No legal move: Space 0 (H3).',
  'space-zero-stop-only': 'Space 0: a dead stop is its only move (H3, H8).',
  'no-turns': 'Cannot turn: # of Turns is 0 (H4).',
  'turn-distance-over-full-throttle': 'Cannot turn this move at any rate: Turn Distance is more than Full Throttle (H5).',
  'double-turns': 'Turn Distance 0: may turn two hexsides at once, with no straight run needed.',
  bootlegger: 'Turn Distance −1 or less: may make bootlegger turns (`B`), with no straight run needed.',
  'bootlegger-needs-turns': 'Turn Distance −1 or less, but a bootlegger spends 3 turns and it has fewer (H13).',
};

const RECORD: Record<Exclude<RecordNote, 'not-asked'>, (p: { rate: Rate | null; squadron: string | null }) => string> = {
  recorded: ({ rate }) => `Recorded: ${rate ? RATE[rate] : ''} this round.`,
  illegal: () => 'Not recorded: the move is not legal.',
  inline: () => 'Not recorded: inline stats name no craft. Add it with `/hex craft add`.',
  squadron: ({ squadron }) => `Not recorded: ${squadron ?? 'its squadron'} moves at one rate (H6). Commit with \`/hex squadron\`.`,
};

const FORBIDDEN: Record<HexForbiddenAction, string> = { 'close-roster': 'close the roster', undo: 'undo' };
const NAME_WHAT = { name: 'A craft name', squadron: 'A squadron name' } as const;

const REFUSALS: HexRefusalWords = {
  'bad-code': (p) => codeError({ ...p, suggestion: p.suggestion || null }),
  'bad-name': (p) => {
    const what = NAME_WHAT[p.field];
    if (p.problem === 'empty') return `${what} cannot be empty.`;
    if (p.problem === 'too-long') return `${what} is at most ${p.max} characters.`;
    return `${what} cannot hold \`:\` or \`;\` (they separate paths in \`/hex squadron\`).`;
  },
  'name-taken': (p) => `There is already a craft named ${q(p.name)} here. Pick another name, or \`/hex craft remove\` it first.`,
  'unknown-craft': (p) => `No craft named ${q(p.name)}. ${p.known ? `Craft here: ${p.known}.` : 'No craft here yet: add one with `/hex craft add`.'}`,
  'unknown-squadron': (p) =>
    `No squadron named ${q(p.name)}. ${p.known ? `Squadrons here: ${p.known}.` : 'Give craft a squadron with `/hex craft add … squadron:Red`.'}`,
  'squadron-kind': (p) => `A ${KIND[p.kind]} moves on its own: only squadron craft join a squadron. Leave out \`squadron\`.`,
  'bad-paths': (p) => {
    const how = 'Write one path per craft, like `Red1: 3 L 5; Red2: 8`.';
    if (p.problem === 'no-colon') return `${q(p.entry)} has no \`:\` between the craft and its path. ${how}`;
    if (p.problem === 'no-name') return `${q(p.entry)} has no craft name before \`:\`. ${how}`;
    if (p.problem === 'duplicate') return `${q(p.entry)} has two paths. ${how}`;
    return `No paths given. ${how}`;
  },
  'not-in-squadron': (p) => `${q(p.name)} is not in ${p.squadron}. Its craft: ${p.members}.`,
  'missing-paths': (p) => `Every craft of ${p.squadron} moves (H8): give a path for ${p.missing} too.`,
  'craft-or-stats': (p) => {
    if (p.problem === 'both') return 'Give either `craft` or inline stats (`space`, `piloting`, `maneuverability`, `kind`), not both.';
    if (p.problem === 'incomplete') return `Inline stats need ${p.missing} too, e.g. \`space:8 piloting:4D+1 maneuverability:3D\`.`;
    return 'Name a `craft` from the roster, or give inline stats, e.g. `space:8 piloting:4D+1 maneuverability:3D`.';
  },
  'no-hex-game': () => 'No hex game here yet: add craft with `/hex craft add` first.',
  forbidden: (p) => `Only the game's owner or someone with Manage Channels can ${FORBIDDEN[p.action]}.`,
};

function describe(e: HexEvent): string {
  switch (e.t) {
    case 'started':
      return 'the start of hex play here';
    case 'settings-changed':
      return `the pips setting (${e.pips})`;
    case 'craft-added':
      return `adding ${e.craft.name}`;
    case 'craft-removed':
      return `removing ${e.name}`;
    case 'rate-committed':
      return `${e.squadron && e.crafts.length > 1 ? e.squadron : e.crafts.join(', ')}'s ${RATE[e.rate]}`;
    case 'round-advanced':
      return `the move to round ${e.round}`;
    case 'closed':
      return 'closing the roster';
  }
}

export const en = {
  rate: (r: Rate) => RATE[r],
  rateShort: (r: Rate) => RATE_SHORT[r],
  kind: (k: CraftKind) => KIND[k],
  facing: (f: Facing) => FACING[f],
  pips: (p: Pips): string => (p === 'drop' ? 'drop (2D+2 → 2)' : 'round (2D+2 → 3, Miniatures Battles)'),
  pathHelp: PATH_HELP,
  codeHelp: CODE_HELP,
  codeError,
  moveError,
  note: (n: StatNote) => NOTE[n],
  record: (r: RecordNote, p: { rate: Rate | null; squadron: string | null }) => (r === 'not-asked' ? null : RECORD[r](p)),
  refusals: REFUSALS,
  describe,

  // Card pieces.
  inlineCraft: 'Inline craft',
  statsTitle: (name: string | null) => `${name ?? 'Inline craft'}: movement`,
  addedTitle: (name: string) => `Added ${name}`,
  removed: (name: string) => `Removed ${name} from the roster.`,
  sheetLine: (kind: CraftKind, space: number, piloting: string, maneuverability: string, squadron: string | null) =>
    `${capital(KIND[kind])}${squadron ? ` of ${squadron}` : ''} · Space ${space} · piloting ${piloting} · Maneuverability ${maneuverability}`,
  statFields: (s: Stats) => [
    { name: 'Attack Speed', value: `${plural(s.attackSpeed, 'hex', 'hexes')}` },
    { name: 'Full Throttle', value: `${plural(s.fullThrottle, 'hex', 'hexes')} · no firing` },
    { name: '# of Turns', value: plural(s.turns, 'hexside') },
    {
      name: 'Turn Distance',
      value: `${signed(s.turnDistance)}${s.turnDistance <= 0 ? ' (ignored)' : ` straight ${s.turnDistance === 1 ? 'hex' : 'hexes'} before each turn`}`,
    },
    { name: 'Per turn point', value: s.cap === 1 ? '1 hexside' : s.cap === 2 ? '2 hexsides at once' : '3 (bootlegger `B`)' },
  ],
  statsLine: (s: Stats) => `AS ${s.attackSpeed} · FT ${s.fullThrottle} · ${plural(s.turns, 'turn')} · TD ${signed(s.turnDistance)}`,
  pipsFooter: (p: Pips) => `Pips: ${p === 'drop' ? 'drop (2D+2 → 2)' : 'round (2D+2 → 3)'} · /hex settings`,
  settingsTitle: 'Hex squadrons: settings',
  settingsText: (p: Pips, changed: boolean) =>
    `${changed ? 'Pips are now' : 'Pips were already'} **${p === 'drop' ? 'dropped' : 'rounded'}**: ${p === 'drop' ? '2D+2 counts as 2 (the default, H1).' : '2D+2 counts as 3, as in Miniatures Battles (H1).'} This applies to piloting, Maneuverability and # of Turns.`,
  rosterTitle: (round: number) => `Hex squadrons · round ${round}`,
  rosterEmpty: 'No craft yet. Add one with `/hex craft add name:Red1 space:8 piloting:4D+1 maneuverability:3D squadron:Red`.',
  squadronHeading: (name: string, n: number) => `Squadron ${name} (${n})`,
  loneHeading: (kind: CraftKind) => ({ squadron: 'Squadron craft flying alone', hero: 'Heroes', capital: 'Capital Ships' })[kind],
  rosterLine: (name: string, codes: string, s: Stats, rate: Rate | null, prior: Rate | null) =>
    `**${name}** · ${codes} → AS ${s.attackSpeed} · FT ${s.fullThrottle} · ${plural(s.turns, 'turn')} · TD ${signed(s.turnDistance)}` +
    ` · now ${rate ? RATE_SHORT[rate] : '—'}, last ${prior ? RATE_SHORT[prior] : '—'}`,

  verdictTitle: (name: string | null, rate: Rate | null, parsed: boolean) =>
    `${name ?? 'Inline craft'}: ${!parsed ? "❌ can't read the path" : rate === 'attack' ? '✅ Attack Speed' : rate === 'full' ? '⚠️ Full Throttle' : '❌ illegal move'}`,
  verdictSummary: (rate: Rate | null, declared: Rate | null, deadStop: boolean) =>
    rate === null
      ? 'Not legal at any rate.'
      : rate === 'attack'
        ? deadStop
          ? 'Dead stop: counts as Attack Speed, may fire (H8).'
          : `Legal at Attack Speed${declared ? ' (declared)' : ''}: may fire.`
        : `Legal at Full Throttle${declared ? ' (declared)' : ' only'}: **may not fire this Combat Phase.**`,
  moveLine: (hexes: number, used: number, turns: number, lost: number) =>
    `${plural(hexes, 'hex', 'hexes')} · ${used} of ${plural(turns, 'turn')}${lost > 0 && used <= turns ? ` (${lost} lost)` : ''}`,
  endLine: (facing: Facing, distance: number) => `Ends facing ${FACING[facing]}, ${plural(distance, 'hex', 'hexes')} from the start hex.`,
  whyNot: 'Why not',
  notes: 'Notes',
  howToWrite: 'How to write a path',
  /** `/hex help`: how to play, only the asker sees it. */
  help: {
    title: 'Hex squadron movement at this table',
    roster: 'Your craft',
    rosterText:
      '`/hex craft add name: space: piloting:` puts a craft on this channel’s roster (`maneuverability:`, `kind:` hero or capital, `squadron:` too); `/hex craft list` shows it, with the round and the rates used.',
    check: 'A move',
    checkText:
      '`/hex check craft: path:` says whether the path is legal and at which rate; `commit:true` records the rate for this round. `/hex stats craft:` gives Attack Speed, Full Throttle, turns and Turn Distance.',
    squadron: 'A squadron',
    squadronText: '`/hex squadron squadron: paths:"Red1: 3 L 5; Red2: 8"` checks every craft of a squadron at one rate (H6).',
    codes: 'Die codes',
    round: 'Rounds',
    roundText:
      '`/hex round next` once every craft has moved: this round’s rates become the prior ones (H8). `/undo` takes back the last change; `/hex end` closes the roster.',
  },
  priorLine: (prior: Rate | null, source: 'given' | 'recorded' | 'none') =>
    source === 'none' ? 'Prior round: not recorded.' : `Prior round: ${RATE[prior ?? 'attack']} (${source}).`,
  squadronMates: (squadron: string) => `${squadron} moves at one rate: check the whole squadron with \`/hex squadron\` (H6).`,
  moreErrors: (n: number) => `…and ${n} more.`,

  squadronTitle: (name: string, rate: Rate, legal: boolean) =>
    `Squadron ${name}: ${!legal ? '❌ illegal move' : rate === 'attack' ? '✅ Attack Speed' : '⚠️ Full Throttle'}`,
  squadronSummary: (rate: Rate, legal: boolean, declared: Rate | null, pushedBy: readonly string[]) => {
    const why = declared
      ? 'declared'
      : pushedBy.length > 0
        ? `${pushedBy.join(', ')} ${pushedBy.length === 1 ? 'goes' : 'go'} past Attack Speed`
        : 'every craft within its own Attack Speed';
    if (!legal) return `At ${RATE[rate]} (${why}), not every craft's path is legal.`;
    return rate === 'attack' ? `Attack Speed (${why}): all may fire (H6).` : `Full Throttle (${why}): **no craft fires** this Combat Phase (H6).`;
  },
  memberName: (name: string, legal: boolean) => `${legal ? '✅' : '❌'} ${name}`,
  memberLine: (path: string, hexes: number | null, attackSpeed: number) =>
    hexes === null ? q(path || ' ') : `${q(path)} · ${plural(hexes, 'hex', 'hexes')} (AS ${attackSpeed})`,

  roundTitle: (round: number) => `Round ${round}`,
  priorHeading: 'Prior-round rates',
  roundText: "Last round's rates are now the prior ones (H8). A Hero or Capital Ship may stop only after Attack Speed.",
  priorEntry: (name: string, prior: Rate | null) => `${name}: ${prior ? RATE_SHORT[prior] : 'not recorded'}`,

  /** The slash command's descriptions (Discord: at most 100 characters each) and option words. */
  commands: {
    hex: 'Hex squadron movement: rates, turns and path checks (Tales of the Freespirit)',
    settings: 'How die codes become numbers (H1)',
    pips: 'drop: 2D+2 counts as 2 (default); round: 2D+2 counts as 3',
    pipsChoice: (p: Pips): string => (p === 'drop' ? 'drop (2D+2 → 2)' : 'round (2D+2 → 3, Miniatures Battles)'),
    craft: "The channel's craft roster",
    craftAdd: 'Add a craft to the roster',
    craftRemove: 'Remove a craft from the roster',
    craftList: 'Show the roster, rates and round',
    name: 'Its name, e.g. Red1 (no : or ;)',
    removeName: 'The craft to remove',
    space: "The craft's Space, 0 to 30",
    piloting: 'Piloting die code, e.g. 4D+1',
    maneuverability: 'Maneuverability die code, e.g. 3D (default 0D)',
    kind: 'Squadron craft (default), Hero or Capital Ship',
    kindChoice: (k: CraftKind) => capital(KIND[k]),
    squadron: 'Its squadron, e.g. Red (squadron craft only)',
    stats: "A craft's Attack Speed, Full Throttle, turns and Turn Distance",
    craftPick: 'A craft from the roster (or give inline stats)',
    check: 'Check a path, e.g. 3 L 3 R 2, for one craft',
    path: 'Hexes and turns, e.g. 3 L 3 R 2; LL/RR, B (bootlegger), stop',
    rate: 'Declare a rate (default: the lowest legal one)',
    rateChoice: (r: Rate) => RATE[r],
    prior: 'Its rate last round, if not recorded (for a dead stop)',
    commit: 'Record the rate used this round',
    squadronCheck: 'Check a whole squadron: one path per craft, one rate (H6)',
    squadronPick: 'The squadron',
    paths: 'One path per craft, e.g. Red1: 3 L 5; Red2: 8',
    round: 'The game round',
    roundNext: 'Next round: this round’s rates become the prior ones (H8)',
    end: 'Close this channel’s roster, so another game can start here (owner or Manage Channels)',
    help: 'How to play hex squadron movement here (only you see it)',
    ended: (craft: number, round: number) => `The hex roster is closed (${craft} craft, round ${round}). Another game can start in this channel.`,
  },

  /** Bad options, said the way to write them. */
  options: {
    name: 'give a name of at most 32 characters, e.g. `Red1`',
    space: 'give the Space as a whole number from 0 to 30, e.g. `8`',
    code: 'give a die code of at most 12 characters, like `4D+1`',
    path: 'give a path of at most 200 characters, like `3 L 3 R 2`',
    paths: 'give at most 1000 characters, like `Red1: 3 L 5; Red2: 8`',
    pips: 'use `drop` or `round`',
    rate: 'use `attack` or `full`',
    kind: 'use `squadron`, `hero` or `capital`',
    flag: 'use true or false',
    unknownSubcommand: 'Use `/hex settings`, `/hex craft add|remove|list`, `/hex stats`, `/hex check`, `/hex squadron` or `/hex round next`.',
  },
};

export type HexStrings = typeof en;
