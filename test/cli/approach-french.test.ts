import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, test } from 'vitest';
import { runApproach } from '../../src/cli/approach.ts';
import { approachEn, type ApproachStrings } from '../../src/cli/strings/approach-en.ts';
import { approachFr } from '../../src/cli/strings/approach-fr.ts';
import { loadCatalog } from '../../src/systems/xwing/catalog/load.ts';
import { sheetCellBox } from '../../src/systems/xwing/pictures/approach-sheet.ts';
import type { Box } from '../../src/systems/xwing/pictures/draw.ts';
import { loadPictureFonts } from '../../src/systems/xwing/pictures/fonts.ts';
import { normalizeStrokeText } from '../../src/systems/xwing/pictures/stroke-font.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { catalogNames, englishLines, keyDifference } from '../systems/french-checks.ts';

// `npm run approach -- --locale fr` prints its usage, refusals, table and card in
// French, and draws the printable sheet with French labels; English is unchanged
// (test/cli/approach-cli.test.ts). `--json` stays the same in every language.

const root = join(import.meta.dirname, '..', '..');
const catalog = loadCatalog();
const names = catalogNames(catalog);

/** Each text of the table with sample parameters: a key without a sample here fails tsc. */
const SAMPLES: { [K in Exclude<keyof ApproachStrings, 'rules'>]: (t: ApproachStrings) => string } = {
  faction: (t) => t.faction('galactic-empire', 'Galactic Empire'),
  colon: (t) => t.colon,
  usage: (t) => t.usage,
  badInput: (t) => t.badInput('§'),
  argumentProblem: (t) => t.argumentProblem('ERR_PARSE_ARGS_UNKNOWN_OPTION', '--x', "Unknown option '--x'"),
  factionOneOf: (t) => t.factionOneOf('§'),
  shipRequired: (t) => t.shipRequired,
  attitudeOneOf: (t) => t.attitudeOneOf,
  rulesetOneOf: (t) => t.rulesetOneOf,
  editionOneOf: (t) => t.editionOneOf,
  sideOneOf: (t) => t.sideOneOf('tally-side'),
  chartOneOf: (t) => t.chartOneOf('§'),
  pngNeedsFile: (t) => t.pngNeedsFile,
  badOption: (t) => t.badOption,
  rollFormat: (t) => t.rollFormat('§'),
  badDefenseFace: (t) => t.badDefenseFace('§'),
  badAttackFace: (t) => t.badAttackFace('§'),
  unknownShip: (t) => t.unknownShip('§', '§', '§'),
  unknownPilot: (t) => t.unknownPilot('§', '§'),
  noSuchAttitude: (t) => t.noSuchAttitude('§', '§'),
  pngNeedsTable: (t) => t.pngNeedsTable,
  pngCannotWrite: (t) => t.pngCannotWrite,
  sheetWritten: (t) => t.sheetWritten('§'),
  tableHeading: (t) => t.tableHeading('§', '§', '§', true),
  tableSides: (t) => t.tableSides('left', 'right'),
  ionRoll: (t) => t.ionRoll,
  entry: (t) => t.entry('slowest B bank or turn, away from obstacle'),
  dieChange: (t) => t.dieChange('blank', 'focus'),
  fallback: (t) => t.fallback('slowest-straight'),
  needsSide: (t) => t.needsSide('§', '§', 'obstacle'),
  runAgain: (t) => t.runAgain('§', 'tally'),
  sheetTitle: (t) => t.sheetTitle('§', '§', '§'),
  sheetLabels: (t) => Object.values(t.sheetLabels).join('\n'),
  sheetDieChange: (t) => t.sheetDieChange('blank', 'focus'),
  sheetFallback: (t) => Object.values(t.sheetFallback).join('\n'),
};
// The same in both languages: the title's pattern (ship - ruleset - attitude), and the word « Obstacle » itself.
const SHARED_KEYS = new Set(['sheetTitle']);

/** The English table's phrases the French one does not share: what must not show in French. */
const ENGLISH_PHRASES = Object.entries(SAMPLES).flatMap(([key, sample]) => {
  const french = sample(approachFr);
  return sample(approachEn)
    .split(/§|\n/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}{3,}/u.test(p) && !french.includes(p) && p !== 'Obstacle' && !SHARED_KEYS.has(key));
});
const englishIn = (output: string) => ENGLISH_PHRASES.filter((p) => output.includes(p));

function approach(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let png: Uint8Array | null = null;
  const code = runApproach(args, { catalog: () => catalog, out: (l) => out.push(l), err: (l) => err.push(l), writePng: (_f, bytes) => (png = bytes) });
  return { code, out: out.join('\n'), err: err.join('\n'), png };
}

const TIE = ['--faction', 'galactic-empire', '--ship', 'tielnfighter'];
// Runs that make the CLI speak in its own words: usage, the table (die changes, the ion fallback), the card,
// a roll that needs a side, the sheet written, and each kind of bad input.
const RUNS: string[][] = [
  ['--help'],
  [...TIE, '--table', '--stressed'],
  [...TIE, '--table', '--ionized', '--attitude', 'offensive', '--ruleset', 'v0.1'],
  ['--faction', 'rebel-alliance', '--ship', 't65xwing', '--chart', 'bullseye', '--roll', 'blank,blank'],
  [...TIE, '--chart', 'front', '--roll', 'evade,hit'],
  [...TIE, '--table', '--png', 'sheet.png'],
  ['--faction', 'empire', '--ship', 'tielnfighter'],
  ['--faction', 'galactic-empire'],
  [...TIE, '--attitude', 'calm'],
  [...TIE, '--ruleset', 'v9'],
  [...TIE, '--edition', '2.5'],
  [...TIE, '--tally-side', 'up'],
  [...TIE, '--chart', 'top'],
  [...TIE, '--roll', 'evade'],
  [...TIE, '--roll', 'hit,hit'],
  [...TIE, '--roll', 'evade,zap'],
  ['--faction', 'galactic-empire', '--ship', 'nosuchship'],
  [...TIE, '--pilot', 'nobody'],
  [...TIE, '--attitude', 'recovery', '--ruleset', 'v0.1'],
  [...TIE, '--png', 'x.png'],
  [...TIE, '--bogus'],
  [...TIE, '--seed'],
  [...TIE, '--json=1'],
  [...TIE, 'stray'],
  [...TIE, '--locale'],
];

function all(locale: 'en' | 'fr'): { out: string; err: string } {
  const runs = RUNS.map((args) => approach(...(locale === 'fr' ? ['--locale', 'fr', ...args] : args)));
  return { out: runs.map((r) => r.out).join('\n'), err: runs.map((r) => r.err).join('\n') };
}

type Decoded = { width: number; data: Uint8ClampedArray };
async function decode(png: Uint8Array): Promise<Decoded> {
  const image = await loadImage(Buffer.from(png));
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, data: ctx.getImageData(0, 0, image.width, image.height).data };
}
function differingShare(a: Decoded, b: Decoded, box: Box): number {
  let differ = 0;
  let total = 0;
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.h); y++)
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.w); x++) {
      const i = (y * a.width + x) * 4;
      if (Math.max(...[0, 1, 2].map((c) => Math.abs(a.data[i + c]! - b.data[i + c]!))) > 40) differ++;
      total++;
    }
  return differ / total;
}

beforeAll(() => loadPictureFonts(join(root, 'assets', 'fonts', 'xwing-miniatures')));

describe('npm run approach -- --locale fr', () => {
  test('the French table has the English keys (tsc checks it too), and its texts differ from the English ones', () => {
    const { rules: _en, ...en } = approachEn;
    const { rules: _fr, ...fr } = approachFr;
    expect(keyDifference(en, fr)).toEqual({ onlyA: [], onlyB: [] });
    const same = Object.entries(SAMPLES).filter(([key, sample]) => sample(approachEn) === sample(approachFr) && !SHARED_KEYS.has(key));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  test('every run in French shows none of the CLI’s English phrases; the same runs in English do', () => {
    const fr = all('fr');
    const en = all('en');
    expect(englishIn(fr.out + '\n' + fr.err)).toEqual([]);
    // The table and the card are the rules' French words too (names aside).
    expect(englishLines(fr.out.split('Utilisation')[0]!.replace(/^[\s\S]*?cette aide\n[^\n]*\n/, ''), names)).toEqual([]);
    for (const phrase of [
      'feuille d’approche',
      'Contrepartie à gauche',
      'Arc plein centre',
      'Évasion→Concentration',
      '(ionique)',
      'Manœuvre :',
      'cette entrée demande',
      'Feuille d’approche écrite dans sheet.png',
    ])
      expect(fr.out).toContain(phrase);
    // One French line per bad input, each its own words.
    const refusals = fr.err.split('\n').filter(Boolean);
    expect(refusals).toHaveLength(RUNS.length - 6);
    expect(fr.err).toContain('approach : --locale attend une valeur'); // `--locale fr --locale`: the first one asked
    expect(refusals.every((l) => l.startsWith('approach : '))).toBe(true);
    expect(new Set(refusals).size).toBe(refusals.length);
    // The check finds English when it is there.
    expect(englishIn(en.out + '\n' + en.err).length).toBeGreaterThan(20);
  });

  test('--roll takes the faces’ French names as well as their values, and a bad face is told with the French names (ruling R80)', () => {
    const french = approach('--locale', 'fr', ...TIE, '--chart', 'front', '--roll', 'Évasion,touche');
    const values = approach('--locale', 'fr', ...TIE, '--chart', 'front', '--roll', 'evade,hit');
    expect(french.err).toBe('');
    expect([french.code, french.out]).toEqual([values.code, values.out]);
    expect(french.out).toContain('Évasion + Touche');
    expect(approach('--locale', 'fr', ...TIE, '--roll', 'evade,zap').err).toContain('critique, touche, concentration ou vierge');
  });

  test('--json is the same in both languages (it is for scripts)', () => {
    const args = [...TIE, '--table', '--json', '--stressed'];
    expect(approach('--locale', 'fr', ...args).out).toBe(approach(...args).out);
  });

  test('the printable sheet: French headings, legend and notes; the same maneuvers in the same cells', async () => {
    const args = [...TIE, '--table', '--stressed', '--png', 'sheet.png'];
    const en = await decode(approach(...args).png!);
    const fr = await decode(approach('--locale', 'fr', ...args).png!);
    for (const chart of ['bullseye', 'front', 'side', 'rear'] as const) {
      // The chart's heading: the band above its column of attack dice.
      const cell = sheetCellBox(chart, 'evade', 'crit');
      const heading: Box = { x: cell.x - 78, y: cell.y - 128, w: 4 * cell.w + 78, h: 58 };
      expect(differingShare(en, fr, heading), chart).toBeGreaterThan(0.01);
      // A cell without a note (the focus row: no die changed) is drawn the same; a cell with one differs in its note.
      expect(differingShare(en, fr, sheetCellBox(chart, 'focus', 'hit')), chart).toBe(0);
      const noted = sheetCellBox(chart, 'blank', 'hit');
      expect(differingShare(en, fr, { ...noted, y: noted.y + noted.h - 44, h: 40 }), chart).toBeGreaterThan(0.01);
    }
    // The legend (top right) and the title.
    expect(differingShare(en, fr, { x: 1600 - 28 - 420, y: 28, w: 420, h: 30 })).toBeGreaterThan(0.01);
    expect(differingShare(en, fr, { x: 28, y: 28, w: 1000, h: 50 })).toBeGreaterThan(0.01);
  });

  test('the sheet’s French words are drawable by its stroke font (capitals, digits and its punctuation; accents dropped)', () => {
    const drawable = /^[A-Z0-9 \-.,:'"/()?!+*#&]*$/;
    const words = [...Object.values(approachFr.sheetLabels), ...Object.values(approachFr.sheetFallback), approachFr.sheetDieChange('evade', 'focus')];
    for (const w of words) expect(normalizeStrokeText(w), w).toMatch(drawable);
  });

  test('as its own process: French table, and a mistyped option refused in French (exit 2)', async () => {
    // Bundled, as `npm start` runs the bot (tsx would compile the sources in every child).
    const entry = await bundledEntry('src/cli/approach-main.ts');
    const run = (args: string[]) =>
      spawnSync(process.execPath, [entry, '--locale', 'fr', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: childEnv(),
        timeout: SPAWN_TIMEOUT_MS,
      });
    const r = run([...TIE, '--table']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('feuille d’approche, Solo Alpha v0.2, Équilibrée');
    expect(englishIn(r.stdout)).toEqual([]);
    const bad = run([...TIE, '--colour', 'red']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('approach : option --colour inconnue (--help liste les options)');
  });
});
