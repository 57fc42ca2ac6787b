// npm run -s approach -- --faction galactic-empire --ship tielnfighter [--roll evade,hit] [--table] [--json]
// Resolves Solo Alpha approaches without Discord. Exit codes: 0 ok, 2 bad input,
// 3 the roll needs a side that was not given (the output says which). The entry
// point is approach-main.ts; tests call runApproach in process.
import { parseArgs } from 'node:util';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { FACTION_IDS, type Catalog } from '../systems/xwing/catalog/catalog.ts';
import { shipProfile } from '../systems/xwing/catalog/profile.ts';
import {
  ATTACK_FACES,
  CHART_NAMES,
  DEFENSE_FACES,
  GivenDice,
  RULESET_IDS,
  SeededDice,
  determineApproach,
  isAttackFace,
  isDefenseFace,
  planActions,
  stressAfterManeuver,
  resolveApproach,
  ruleset,
  seedRng,
  type ApproachOutcome,
  type ApproachShip,
  type ResolvedApproach,
} from '../systems/xwing/engine/index.ts';
import { en } from '../systems/xwing/strings/en.ts';
import { approachCard } from '../systems/xwing/render/approach-card.ts';
import { cardToText } from '../core/message.ts';
import { renderApproachSheet } from '../systems/xwing/pictures/approach-sheet.ts';
import { approachSheetOf } from '../systems/xwing/render/approach-sheet.ts';

export interface CliIo {
  readonly catalog: Catalog;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where `--png FILE` goes (the entry point writes the file; tests keep the bytes). */
  readonly writePng?: (file: string, png: Uint8Array) => void;
}

class InputError extends Error {}

const optionsSchema = z.object({
  faction: z.enum(FACTION_IDS, { error: () => `--faction must be one of: ${FACTION_IDS.join(', ')}` }),
  ship: z.string({ error: '--ship is required (an xwing-data2 ship id such as tielnfighter)' }).min(1),
  pilot: z.string().optional(),
  attitude: z
    .enum(['offensive', 'balanced', 'defensive', 'recovery'], { error: () => '--attitude must be offensive, balanced, defensive or recovery' })
    .default('balanced'),
  ruleset: z.enum(RULESET_IDS, { error: () => '--ruleset must be v0.2 or v0.1' }).default('v0.2'),
  'tally-side': z.enum(['left', 'right'], { error: () => '--tally-side must be left or right' }).optional(),
  'obstacle-side': z.enum(['left', 'right'], { error: () => '--obstacle-side must be left or right' }).optional(),
  chart: z.enum(CHART_NAMES, { error: () => `--chart must be one of: ${CHART_NAMES.join(', ')}` }).default('front'),
  roll: z.string().optional(),
  seed: z.string().optional(),
  stressed: z.boolean().default(false),
  ionized: z.boolean().default(false),
  'action-damage': z.boolean().default(false),
  'no-ordnance-charge': z.boolean().default(false),
  table: z.boolean().default(false),
  png: z.string().min(1, '--png needs a file name').optional(),
  json: z.boolean().default(false),
});

function parseRoll(text: string) {
  const [d, a, ...extra] = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  if (!d || !a || extra.length) throw new InputError(`--roll takes "<defense>,<attack>", e.g. evade,hit (got ${JSON.stringify(text)})`);
  if (!isDefenseFace(d)) throw new InputError(`bad defense face ${JSON.stringify(d)}: use evade, focus or blank`);
  if (!isAttackFace(a)) throw new InputError(`bad attack face ${JSON.stringify(a)}: use crit, hit, focus or blank`);
  return { defense: d, attack: a };
}

function toJson(r: ApproachOutcome, extra: Record<string, unknown> = {}) {
  if (r.kind === 'needs-side') return { chart: r.chart, roll: r.roll, needs: r.needs, ...extra };
  return {
    chart: r.chart,
    roll: r.roll,
    final: r.final,
    changes: r.changes,
    entry: r.entriesRead.at(-1)?.wording ?? null,
    entriesRead: r.entriesRead.map((e) => ({ defense: e.defense, attack: e.attack, wording: e.wording })),
    maneuver: r.maneuver,
    fallback: r.fallback,
    attitude: r.attitude,
    marker: { token: r.marker.token, side: r.marker.side, colour: r.marker.colour },
    ...extra,
  };
}

function main(argv: string[], io: CliIo): number {
  const console = { log: io.out };
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
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
    },
  });
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message ?? 'bad option');
  const o = parsed.data;
  const cat = io.catalog;
  const ship = cat.ship(o.faction, o.ship) ?? cat.findShip(o.ship, o.faction);
  if (!ship)
    throw new InputError(
      `unknown ship ${JSON.stringify(o.ship)} in ${o.faction}: use an xwing-data2 ship id such as ${cat.ships.find((s) => s.faction === o.faction)?.id}`,
    );
  const pilot = o.pilot ? cat.pilot(ship, o.pilot) : undefined;
  if (o.pilot && !pilot) throw new InputError(`unknown pilot ${JSON.stringify(o.pilot)} for ${ship.name}`);
  const profile = shipProfile(ship, pilot ?? null);
  const rules = ruleset(o.ruleset);
  if (!rules.attitudes.includes(o.attitude)) throw new InputError(`${rules.id} has no ${o.attitude} attitude`);
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
  const title = `${pilot ? `${pilot.name} — ` : ''}${ship.name} (${cat.factionName(ship.faction)})`;
  if (o.png && !o.table) throw new InputError('--png draws the whole sheet: use it with --table');

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
      if (!io.writePng) throw new InputError('--png cannot write files here');
      io.writePng(o.png, renderApproachSheet(approachSheetOf(`${ship.name} - ${rules.id} - ${en.attitude(o.attitude)}`, rules, results)));
      console.log(`Approach sheet written to ${o.png}`);
    } else if (o.json) {
      console.log(JSON.stringify(results.map((r) => toJson(r))));
    } else {
      console.log(`${title} — approach sheet, Solo Alpha ${rules.id}, ${en.attitude(o.attitude)}${o.stressed ? ', stressed' : ''}`);
      console.log(`Tally on the ${sides.tallySide}, nearest obstacle on the ${sides.obstacleSide}.`);
      let chart = '';
      for (const r of results) {
        if (r.chart !== chart) {
          chart = r.chart;
          console.log(`\n${en.chart(r.chart)}`);
        }
        const roll = r.roll ? `${en.defenseFace(r.roll.defense).padEnd(5)} ${en.attackFace(r.roll.attack).padEnd(5)}` : 'ion        ';
        const entry = r.entriesRead.at(-1)?.wording ?? '';
        const mod = r.changes.length ? ` [${r.changes.map((c) => `${c.from}→${c.to}`).join(', ')}]` : '';
        console.log(
          `  ${roll} ${en.maneuverArrow(r.maneuver)} ${en.maneuver(r.maneuver).padEnd(28)} ${en.attitude(r.attitude.after).padEnd(9)} ${entry}${mod}${r.fallback ? ` (${r.fallback})` : ''}`,
        );
      }
    }
    return 0;
  }

  let dice;
  let seed: string | null = null;
  if (o.roll) {
    const roll = parseRoll(o.roll);
    dice = new GivenDice({ defense: [roll.defense], attack: [roll.attack] });
  } else {
    seed = o.seed ?? String(randomInt(2 ** 31));
    dice = new SeededDice(seedRng(seed));
  }
  const r = determineApproach(rules, approachShip, { chart: o.chart, tallySide: o['tally-side'] ?? null, obstacleSide: o['obstacle-side'] ?? null }, dice);
  if (o.json) {
    console.log(JSON.stringify(toJson(r, seed ? { seed } : {})));
  } else if (r.kind === 'needs-side') {
    console.log(
      `Rolled ${en.defenseFace(r.roll.defense)} + ${en.attackFace(r.roll.attack)}: this entry needs the ${r.needs[0] === 'tally' ? "tally's side" : "nearest obstacle's side"}.`,
    );
    console.log(`Run again with --roll ${r.roll.defense},${r.roll.attack} --${r.needs[0]}-side left|right`);
  } else {
    console.log(cardToText(approachCard(en, title, r, plan(r))));
  }
  return r.kind === 'needs-side' ? 3 : 0;
}

/** Runs the CLI on its arguments; returns the exit code. Bad input is one line on `err`. */
export function runApproach(argv: string[], io: CliIo): number {
  try {
    return main(argv, io);
  } catch (err) {
    if (err instanceof InputError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
      io.err(`approach: ${err.message}`);
      return 2;
    }
    throw err;
  }
}
