// npm run -s approach -- --faction galactic-empire --ship tielnfighter [--roll evade,hit] [--table] [--json] [--locale fr] [--help]
// Resolves Solo Alpha approaches without Discord. Exit codes: 0 ok, 2 bad input,
// 3 the roll needs a side that was not given (the output says which). The entry
// point is approach-main.ts; tests call runApproach in process. Its own words are in
// strings/approach-{en,fr}.ts (`--locale fr`).
import { parseArgs } from 'node:util';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { FACTION_IDS, type Catalog, type EditionId } from '../systems/xwing/catalog/catalog.ts';
import { EDITION_IDS } from '../systems/xwing/catalog/schema.ts';
import { shipProfile } from '../systems/xwing/catalog/profile.ts';
import {
  ATTACK_FACES,
  CHART_NAMES,
  DEFENSE_FACES,
  GivenDice,
  RULESET_IDS,
  SeededDice,
  determineApproach,
  planActions,
  stressAfterManeuver,
  resolveApproach,
  ruleset,
  seedRng,
  type ApproachOutcome,
  type ApproachShip,
  type ResolvedApproach,
} from '../systems/xwing/engine/index.ts';
import { approachCard } from '../systems/xwing/render/approach-card.ts';
import { cardToTextWith } from '../core/message.ts';
import { localeOf } from '../core/locale.ts';
import { renderApproachSheet } from '../systems/xwing/pictures/approach-sheet.ts';
import { approachSheetOf } from '../systems/xwing/render/approach-sheet.ts';
import type { ApproachSheet } from '../systems/xwing/pictures/types.ts';
import { approachStrings, type ApproachStrings } from './strings/approach-index.ts';
import { en } from '../systems/xwing/strings/en.ts';
import { typedAttackFace, typedDefenseFace } from '../systems/xwing/strings/index.ts';

export interface CliIo {
  /** The catalogue of a data edition (`--edition`, default 2.0), read when asked for. */
  readonly catalog: (edition: EditionId) => Catalog;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where `--png FILE` goes (the entry point writes the file; tests keep the bytes). */
  readonly writePng?: (file: string, png: Uint8Array) => void;
}

class InputError extends Error {}

const optionsSchema = (t: ApproachStrings) =>
  z.object({
    faction: z.enum(FACTION_IDS, { error: () => t.factionOneOf(FACTION_IDS.join(', ')) }),
    ship: z.string({ error: t.shipRequired }).min(1),
    pilot: z.string().optional(),
    attitude: z.enum(['offensive', 'balanced', 'defensive', 'recovery'], { error: () => t.attitudeOneOf }).default('balanced'),
    ruleset: z.enum(RULESET_IDS, { error: () => t.rulesetOneOf }).default('v0.2'),
    'tally-side': z.enum(['left', 'right'], { error: () => t.sideOneOf('tally-side') }).optional(),
    'obstacle-side': z.enum(['left', 'right'], { error: () => t.sideOneOf('obstacle-side') }).optional(),
    chart: z.enum(CHART_NAMES, { error: () => t.chartOneOf(CHART_NAMES.join(', ')) }).default('front'),
    roll: z.string().optional(),
    seed: z.string().optional(),
    stressed: z.boolean().default(false),
    ionized: z.boolean().default(false),
    'action-damage': z.boolean().default(false),
    'no-ordnance-charge': z.boolean().default(false),
    table: z.boolean().default(false),
    png: z.string().min(1, t.pngNeedsFile).optional(),
    json: z.boolean().default(false),
    locale: z.string().optional(),
    edition: z.enum(EDITION_IDS, { error: () => t.editionOneOf }).default('2.0'),
    help: z.boolean().default(false),
  });

function parseRoll(text: string, t: ApproachStrings) {
  const [d, a, ...extra] = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  if (!d || !a || extra.length) throw new InputError(t.rollFormat(text));
  // The faces by their values or their names in either language (ruling R80).
  const defense = typedDefenseFace(d);
  if (!defense) throw new InputError(t.badDefenseFace(d));
  const attack = typedAttackFace(a);
  if (!attack) throw new InputError(t.badAttackFace(a));
  return { defense, attack };
}

function toJson(r: ApproachOutcome, extra: Record<string, unknown> = {}) {
  if (r.kind === 'needs-side') return { chart: r.chart, roll: r.roll, needs: r.needs, ...extra };
  return {
    chart: r.chart,
    roll: r.roll,
    final: r.final,
    changes: r.changes,
    // Words as players read them ("blue", not the charts' "B"), the same in every language.
    entry: r.entriesRead.length ? en.entryWording(r.entriesRead.at(-1)!.wording) : null,
    entriesRead: r.entriesRead.map((e) => ({ defense: e.defense, attack: e.attack, wording: en.entryWording(e.wording) })),
    maneuver: r.maneuver,
    fallback: r.fallback,
    attitude: r.attitude,
    marker: { token: r.marker.token, side: r.marker.side, colour: r.marker.colour },
    ...extra,
  };
}

const OPTIONS = {
  faction: { type: 'string' },
  ship: { type: 'string' },
  pilot: { type: 'string' },
  attitude: { type: 'string' },
  ruleset: { type: 'string' },
  'tally-side': { type: 'string' },
  'obstacle-side': { type: 'string' },
  chart: { type: 'string' },
  roll: { type: 'string' },
  seed: { type: 'string' },
  stressed: { type: 'boolean' },
  ionized: { type: 'boolean' },
  'action-damage': { type: 'boolean' },
  'no-ordnance-charge': { type: 'boolean' },
  table: { type: 'boolean' },
  png: { type: 'string' },
  json: { type: 'boolean' },
  locale: { type: 'string' },
  edition: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The language asked for, read leniently so that a refusal of the rest of the line already speaks it. */
function localeIn(argv: string[]) {
  // The first `--locale` given a value: a bare `--locale` (refused by the strict parse) asks for none.
  const { tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, tokens: true });
  const given = tokens.find((t) => t.kind === 'option' && t.name === 'locale' && typeof t.value === 'string');
  return localeOf(given?.kind === 'option' ? given.value : undefined);
}

function main(argv: string[], io: CliIo, t: ApproachStrings): number {
  const console = { log: io.out };
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, options: OPTIONS }));
  } catch (err) {
    if (!(err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) throw err;
    throw new InputError(t.argumentProblem(String(err.code), /'([^']+)'/.exec(err.message)?.[1]?.split(' ')[0] ?? err.message, err.message));
  }
  if (values.help) {
    console.log(t.usage);
    return 0;
  }
  const parsed = optionsSchema(t).safeParse(values);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message ?? t.badOption);
  const o = parsed.data;
  const xw = t.rules;
  const cat = io.catalog(o.edition);
  const ship = cat.ship(o.faction, o.ship) ?? cat.findShip(o.ship, o.faction);
  if (!ship) throw new InputError(t.unknownShip(o.ship, o.faction, cat.ships.find((s) => s.faction === o.faction)?.id ?? ''));
  const pilot = o.pilot ? cat.pilot(ship, o.pilot) : undefined;
  if (o.pilot && !pilot) throw new InputError(t.unknownPilot(o.pilot, ship.name));
  const profile = shipProfile(ship, pilot ?? null);
  const rules = ruleset(o.ruleset);
  if (!rules.attitudes.includes(o.attitude)) throw new InputError(t.noSuchAttitude(rules.id, o.attitude));
  const approachShip: ApproachShip = {
    dial: ship.dial,
    attitude: o.attitude,
    stressed: o.stressed,
    ionized: o.ionized,
    actionDamage: o['action-damage'],
    reloadWithoutCharge: profile.hasReload && o['no-ordnance-charge'],
  };
  const plan = (r: ResolvedApproach) =>
    planActions({
      attitude: r.attitude.after,
      bar: profile.actionBar,
      // Ruling R22: the action step sees the ship after its maneuver (one stress assumed when --stressed).
      stressed: stressAfterManeuver(o.stressed ? 1 : 0, r.maneuver) > 0,
      ionized: r.fallback === 'ion',
      hasLockHeaderWeapon: profile.hasLockHeaderWeapon,
      inactiveOrdnanceCharge: profile.hasReload ? o['no-ordnance-charge'] : null,
      actionDamage: o['action-damage'],
    });
  const title = `${pilot ? `${pilot.name} — ` : ''}${ship.name} (${t.faction(ship.faction, cat.factionName(ship.faction))})`;
  if (o.png && !o.table) throw new InputError(t.pngNeedsTable);

  if (o.table) {
    const sides = { tallySide: o['tally-side'] ?? 'left', obstacleSide: o['obstacle-side'] ?? 'left' } as const;
    const results: ResolvedApproach[] = [];
    for (const chart of CHART_NAMES)
      for (const defense of DEFENSE_FACES)
        for (const attack of ATTACK_FACES) {
          const r = approachShip.ionized
            ? determineApproach(rules, approachShip, { chart }, new GivenDice({}))
            : resolveApproach(rules, approachShip, { chart, ...sides }, { defense, attack });
          if (r.kind !== 'resolved') throw new Error('a table entry with both sides given needed a side');
          results.push(r);
        }
    if (o.png) {
      if (!io.writePng) throw new InputError(t.pngCannotWrite);
      io.writePng(o.png, renderApproachSheet(sheetIn(t, approachSheetOf(t.sheetTitle(ship.name, rules.id, xw.attitude(o.attitude)), rules, results), results)));
      console.log(t.sheetWritten(o.png));
    } else if (o.json) {
      console.log(JSON.stringify(results.map((r) => toJson(r))));
    } else {
      console.log(t.tableHeading(title, rules.id, xw.attitude(o.attitude), o.stressed));
      console.log(t.tableSides(sides.tallySide, sides.obstacleSide));
      // Columns as wide as their longest word in this language (English: 5, 28 and 9, as ever).
      const width = (words: readonly string[], least: number) => Math.max(least, ...words.map((w) => w.length));
      const defenseW = width(DEFENSE_FACES.map(xw.defenseFace), 5);
      const attackW = width(ATTACK_FACES.map(xw.attackFace), 5);
      const maneuverW = width(
        results.map((r) => xw.maneuver(r.maneuver)),
        28,
      );
      const attitudeW = width(
        results.map((r) => xw.attitude(r.attitude.after)),
        9,
      );
      let chart = '';
      for (const r of results) {
        if (r.chart !== chart) {
          chart = r.chart;
          console.log(`\n${xw.chart(r.chart)}`);
        }
        const roll = r.roll
          ? `${xw.defenseFace(r.roll.defense).padEnd(defenseW)} ${xw.attackFace(r.roll.attack).padEnd(attackW)}`
          : t.ionRoll.padEnd(defenseW + attackW + 1);
        const wording = r.entriesRead.at(-1)?.wording;
        const entry = wording ? t.entry(wording) : '';
        const mod = r.changes.length ? ` [${r.changes.map((c) => t.dieChange(c.from, c.to)).join(', ')}]` : '';
        console.log(
          `  ${roll} ${xw.maneuverArrow(r.maneuver)} ${xw.maneuver(r.maneuver).padEnd(maneuverW)} ${xw.attitude(r.attitude.after).padEnd(attitudeW)} ${entry}${mod}${r.fallback ? ` (${t.fallback(r.fallback)})` : ''}`,
        );
      }
    }
    return 0;
  }

  let dice;
  let seed: string | null = null;
  if (o.roll) {
    const roll = parseRoll(o.roll, t);
    dice = new GivenDice({ defense: [roll.defense], attack: [roll.attack] });
  } else {
    seed = o.seed ?? String(randomInt(2 ** 31));
    dice = new SeededDice(seedRng(seed));
  }
  const r = determineApproach(rules, approachShip, { chart: o.chart, tallySide: o['tally-side'] ?? null, obstacleSide: o['obstacle-side'] ?? null }, dice);
  if (o.json) {
    console.log(JSON.stringify(toJson(r, seed ? { seed } : {})));
  } else if (r.kind === 'needs-side') {
    console.log(t.needsSide(xw.defenseFace(r.roll.defense), xw.attackFace(r.roll.attack), r.needs[0]!));
    console.log(t.runAgain(`${r.roll.defense},${r.roll.attack}`, r.needs[0]!));
  } else {
    console.log(cardToTextWith(approachCard(xw, title, r, plan(r)), t.colon));
  }
  return r.kind === 'needs-side' ? 3 : 0;
}

/** Runs the CLI on its arguments; returns the exit code. Bad input is one line on `err`. */
export function runApproach(argv: string[], io: CliIo): number {
  const t = approachStrings(localeIn(argv));
  try {
    return main(argv, io, t);
  } catch (err) {
    if (err instanceof InputError) {
      io.err(t.badInput(err.message));
      return 2;
    }
    throw err;
  }
}

/**
 * The sheet with this language's labels, and its cells' notes (a die the rules changed, a
 * fallback) reworded: approachSheetOf writes them in English from the same results.
 */
export function sheetIn(t: ApproachStrings, sheet: ApproachSheet, results: readonly ResolvedApproach[]): ApproachSheet {
  for (const r of results) {
    const roll = r.roll ?? { defense: 'blank', attack: 'blank' };
    const cell = sheet.cells[r.chart][roll.defense][roll.attack];
    const notes = [...r.changes.map((c) => t.sheetDieChange(c.from, c.to)), ...(r.fallback ? [t.sheetFallback[r.fallback]] : [])];
    if (notes.length) cell.note = notes.join(', ');
  }
  return { ...sheet, labels: t.sheetLabels };
}
