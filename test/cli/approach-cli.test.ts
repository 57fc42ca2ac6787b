import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runApproach } from '../../src/cli/approach.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { loadCatalog } from '../../src/systems/xwing/catalog/load.ts';
import { loadPictureFonts } from '../../src/systems/xwing/pictures/fonts.ts';

const root = join(import.meta.dirname, '..', '..');
const catalog = loadCatalog();
const xwa = loadCatalog('xwa');

/** The CLI in process: the same main as `npm run approach`, its output collected. */
function approach(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runApproach(args, { catalog: (edition) => (edition === 'xwa' ? xwa : catalog), out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run approach', () => {
  test('the entry point runs as its own process (one smoke test; the rest run in process)', async () => {
    // Bundled, as `npm start` runs the bot (tsx would compile the sources in every child).
    const entry = await bundledEntry('src/cli/approach-main.ts');
    const r = spawnSync(
      process.execPath,
      [entry, '--faction', 'galactic-empire', '--ship', 'tielnfighter', '--chart', 'bullseye', '--roll', 'blank,blank', '--json'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: SPAWN_TIMEOUT_MS,
        env: childEnv(),
      },
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ chart: 'bullseye', maneuver: { speed: 5, bearing: 'straight' } });
    const bad = spawnSync(process.execPath, [entry, '--faction', 'empire'], {
      cwd: root,
      encoding: 'utf8',
      timeout: SPAWN_TIMEOUT_MS,
      env: childEnv(),
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--faction must be one of/);
  });

  test('--edition xwa flies a ship only in xwing-data2 master by its own dial; 2.0 does not know it; a wrong edition is refused', () => {
    const args = ['--faction', 'first-order', '--ship', 'tiesebomber', '--chart', 'front', '--roll', 'blank,hit', '--json'];
    const r = approach(...args, '--edition', 'xwa');
    expect(r.code).toBe(0);
    const m = (JSON.parse(r.out) as { maneuver: { speed: number; bearing: string; direction: string | null; difficulty: string } }).maneuver;
    expect(xwa.ship('first-order', 'tiesebomber')!.dial).toContainEqual(m);
    expect(approach(...args).err).toMatch(/unknown ship "tiesebomber" in first-order/);
    expect(approach(...args, '--edition', '2.5').err).toMatch(/--edition must be 2.0 or xwa/);
  });

  test('resolves a given roll as JSON with the fields scripts rely on', () => {
    const r = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--chart', 'front', '--roll', 'evade,hit', '--tally-side', 'left', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      chart: 'front',
      roll: { defense: 'evade', attack: 'hit' },
      maneuver: { speed: 3, bearing: 'turn', direction: 'left', difficulty: 'white' },
      attitude: { before: 'balanced', after: 'defensive' },
    });
  });

  test('--table --json prints the 48 entries of the approach sheet', () => {
    const r = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--table', '--json', '--attitude', 'offensive');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { chart: string; attitude: { before: string } }[];
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((x) => x.chart))).toEqual(new Set(['bullseye', 'front', 'side', 'rear']));
    expect(rows.every((x) => x.attitude.before === 'offensive')).toBe(true);
  });

  // The printable sheet and the JSON say "blue" as the reference's rule text and the activation
  // card do (solo-alpha.md: an entry names a speed, "maybe **blue**"), never the charts' shorthand "B".
  test('the sheet and --json write a blue entry as "blue", never a bare "B"', () => {
    const sheet = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--table');
    expect(sheet.code).toBe(0);
    expect(sheet.out).toContain('fastest blue straight');
    expect(sheet.out).not.toMatch(/ B (straight|bank|turn)/);
    const json = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--table', '--json');
    const rows = JSON.parse(json.out) as { entry: string | null; entriesRead: { wording: string }[] }[];
    expect(rows.map((x) => x.entry)).toContain('fastest blue bank or turn, towards tally');
    expect(JSON.stringify(rows)).not.toMatch(/ B (straight|bank|turn)/);
    const fr = approach('--locale', 'fr', '--faction', 'galactic-empire', '--ship', 'tielnfighter', '--table');
    expect(fr.out).toContain('sa manœuvre bleue');
    expect(fr.out).not.toMatch(/ B (straight|bank|turn)/);
  });

  test('human output reads like the card', () => {
    const r = approach('--faction', 'galactic-empire', '--ship', 'tie fighter', '--chart', 'bullseye', '--roll', 'blank,blank');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Maneuver: ↑ 5 straight (white)');
    expect(r.out).toContain('Balanced → Offensive');
    expect(r.out).toContain('shield charge token, blue side up'); // ruling R20: the colour players see
  });

  test('a roll that needs a side says which (exit 3)', () => {
    const r = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--chart', 'front', '--roll', 'evade,hit', '--json');
    expect(r.code).toBe(3);
    expect(JSON.parse(r.out)).toMatchObject({ needs: ['tally'] });
  });

  test('without --roll the dice are rolled, repeatably with --seed', () => {
    const a = approach(
      '--faction',
      'galactic-empire',
      '--ship',
      'tielnfighter',
      '--chart',
      'rear',
      '--tally-side',
      'left',
      '--obstacle-side',
      'right',
      '--seed',
      '7',
      '--json',
    );
    const b = approach(
      '--faction',
      'galactic-empire',
      '--ship',
      'tielnfighter',
      '--chart',
      'rear',
      '--tally-side',
      'left',
      '--obstacle-side',
      'right',
      '--seed',
      '7',
      '--json',
    );
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out)).toEqual(JSON.parse(b.out));
  });

  test.for([
    [['--faction', 'galactic-empire', '--ship', 'nosuchship'], /unknown ship "nosuchship"/],
    [['--faction', 'empire', '--ship', 'tielnfighter'], /--faction must be one of/],
    [['--faction', 'galactic-empire', '--ship', 'tielnfighter', '--roll', 'evade,zap'], /bad attack face "zap"/],
    [['--faction', 'galactic-empire', '--ship', 'tielnfighter', '--roll', 'hit,hit'], /bad defense face "hit"/],
    [['--faction', 'galactic-empire', '--ship', 'tielnfighter', '--tally-side', 'up'], /--tally-side must be left or right/],
    [['--faction', 'galactic-empire', '--ship', 'tielnfighter', '--bogus'], /Unknown option '--bogus'/],
  ] as const)('bad input %j is a one-line error with exit code 2', ([args, message]) => {
    const r = approach(...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });
});

describe('npm run approach -- --table --png (the printable sheet)', () => {
  loadPictureFonts(join(root, 'assets', 'fonts', 'xwing-miniatures'));

  test('draws the sheet of every ship in the catalogue as a PNG, without error', () => {
    let drawn = 0;
    for (const ship of catalog.ships) {
      let png: Uint8Array | null = null;
      const code = runApproach(['--faction', ship.faction, '--ship', ship.id, '--table', '--png', 'sheet.png'], {
        catalog: () => catalog,
        out: () => {},
        err: (l) => expect.fail(`${ship.faction}/${ship.id}: ${l}`),
        writePng: (_file, bytes) => (png = bytes),
      });
      expect(code, `${ship.faction}/${ship.id}`).toBe(0);
      const bytes = Buffer.from(png!);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 1130]);
      drawn++;
    }
    expect(drawn).toBe(90);
  });

  test('--png without --table is bad input', () => {
    const r = approach('--faction', 'galactic-empire', '--ship', 'tielnfighter', '--png', 'x.png');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/use it with --table/);
  });
});
