import type { FactionId } from '../../systems/xwing/catalog/catalog.ts';
import type { Fallback } from '../../systems/xwing/engine/approach.ts';
import type { DefenseFace } from '../../systems/xwing/engine/types.ts';
import { DEFAULT_SHEET_LABELS } from '../../systems/xwing/pictures/approach-sheet.ts';
import { en } from '../../systems/xwing/strings/en.ts';

// What `npm run approach` itself prints: usage, refusals, the sheet's headings and the
// printable sheet's labels. The rules' words (charts, faces, maneuvers, the card) come from
// the X-Wing tables (`rules`). French beside it in approach-fr.ts. `--json`
// output is for scripts and the same in every language.

type Side = 'left' | 'right';

export const approachEn = {
  rules: en,
  /** A faction in the card's title: the catalogue's (English) name. */
  faction: (_id: FactionId, catalogName: string) => catalogName,
  /** After a field's name on the card, as text. */
  colon: ':',
  usage: [
    'Usage: npm run -s approach -- --faction FACTION --ship SHIP [options]',
    'Resolves Solo Alpha approaches without Discord.',
    '  --faction FACTION          galactic-empire, rebel-alliance, scum-and-villainy, … (xwing-data2 ids)',
    '  --ship SHIP                an xwing-data2 ship id or name, e.g. tielnfighter',
    '  --pilot PILOT              a pilot id of that ship (its action bar)',
    '  --chart CHART              bullseye, front (default), side or rear: the arc the tally is in',
    '  --roll DEFENSE,ATTACK      the dice you rolled, e.g. evade,hit; without it the dice are rolled',
    '  --seed N                   repeatable dice when they are rolled',
    '  --tally-side left|right    where the tally is, when the entry needs it',
    '  --obstacle-side left|right where the nearest obstacle is, when the entry needs it',
    '  --attitude ATTITUDE        offensive, balanced (default), defensive or recovery',
    '  --ruleset v0.2|v0.1        the rules version (default v0.2)',
    '  --stressed, --ionized, --action-damage, --no-ordnance-charge   the ship’s state',
    '  --table                    the whole approach sheet (every chart × every roll)',
    '  --png FILE                 with --table: draw the sheet as a PNG to print',
    '  --json                     JSON for scripts (the same in every language)',
    '  --locale fr                French text and sheet labels',
    '  --edition 2.0|xwa          the ship data: 2.0 (FFG, default) or xwa (X-Wing Alliance 2.5, xwing-data2 master)',
    '  --help                     this help',
    'Exit codes: 0 done, 2 bad input, 3 the roll needs a side that was not given.',
  ].join('\n'),
  /** One line on stderr for bad input. */
  badInput: (problem: string) => `approach: ${problem}`,
  /** Node's own message for a mistyped command line (English already). */
  argumentProblem: (_code: string, _arg: string, message: string) => message,
  factionOneOf: (ids: string) => `--faction must be one of: ${ids}`,
  shipRequired: '--ship is required (an xwing-data2 ship id such as tielnfighter)',
  attitudeOneOf: '--attitude must be offensive, balanced, defensive or recovery',
  rulesetOneOf: '--ruleset must be v0.2 or v0.1',
  editionOneOf: '--edition must be 2.0 or xwa',
  sideOneOf: (option: string) => `--${option} must be left or right`,
  chartOneOf: (names: string) => `--chart must be one of: ${names}`,
  pngNeedsFile: '--png needs a file name',
  badOption: 'bad option',
  rollFormat: (text: string) => `--roll takes "<defense>,<attack>", e.g. evade,hit (got ${JSON.stringify(text)})`,
  badDefenseFace: (face: string) => `bad defense face ${JSON.stringify(face)}: use evade, focus or blank`,
  badAttackFace: (face: string) => `bad attack face ${JSON.stringify(face)}: use crit, hit, focus or blank`,
  unknownShip: (ship: string, faction: string, example: string) =>
    `unknown ship ${JSON.stringify(ship)} in ${faction}: use an xwing-data2 ship id such as ${example}`,
  unknownPilot: (pilot: string, ship: string) => `unknown pilot ${JSON.stringify(pilot)} for ${ship}`,
  noSuchAttitude: (ruleset: string, attitude: string) => `${ruleset} has no ${attitude} attitude`,
  pngNeedsTable: '--png draws the whole sheet: use it with --table',
  pngCannotWrite: '--png cannot write files here',
  sheetWritten: (file: string) => `Approach sheet written to ${file}`,
  tableHeading: (title: string, ruleset: string, attitude: string, stressed: boolean) =>
    `${title} — approach sheet, Solo Alpha ${ruleset}, ${attitude}${stressed ? ', stressed' : ''}`,
  tableSides: (tally: Side, obstacle: Side) => `Tally on the ${tally}, nearest obstacle on the ${obstacle}.`,
  ionRoll: 'ion',
  /** A chart entry in the table, as players read it: "blue", as the rule text and the card say, not the charts' "B". */
  entry: en.entryWording,
  dieChange: (from: DefenseFace, to: DefenseFace) => `${from}→${to}`,
  fallback: (f: NonNullable<Fallback>): string => f,
  needsSide: (defense: string, attack: string, needs: 'tally' | 'obstacle') =>
    `Rolled ${defense} + ${attack}: this entry needs the ${needs === 'tally' ? "tally's side" : "nearest obstacle's side"}.`,
  runAgain: (roll: string, needs: 'tally' | 'obstacle') => `Run again with --roll ${roll} --${needs}-side left|right`,
  sheetTitle: (ship: string, ruleset: string, attitude: string) => `${ship} - ${ruleset} - ${attitude}`,
  /** The printable sheet's headings and legend (the stroke font draws A–Z, digits and ' - . , : ? ! ( ) / + * # &; accents are dropped). */
  sheetLabels: DEFAULT_SHEET_LABELS,
  /** A cell's note on the sheet: the die the rules changed, a fallback. */
  sheetDieChange: (from: DefenseFace, to: DefenseFace) => `${from} to ${to}`,
  sheetFallback: { 'slowest-straight': 'slowest straight', ion: 'ion' } satisfies Record<NonNullable<Fallback>, string>,
};

export type ApproachStrings = typeof approachEn;
