import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generate } from '../../../../scripts/catalog/generate.ts';
import { CATALOG_DIR, PROJECT_ROOT } from '../../../../src/paths.ts';
import { Editions } from '../../../../src/systems/xwing/catalog/editions.ts';

// The editions the bot ships (data/editions.json) and the generator that writes them.
const shared = join(PROJECT_ROOT, '..', 'shared', 'data');
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'editions-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the shipped editions', () => {
  const editions = new Editions(CATALOG_DIR);

  test('2.0 is the frozen xwing-data2 2.2.1; xwa is master with the current XWA revision', () => {
    expect(editions.current('2.0')).toEqual({ id: '2.0', data: '5531a009fff4bd8407ed82c9e330c57e0ff072de', points: null });
    expect(editions.current('xwa')).toEqual({ id: 'xwa', data: '0dc446f936e8a3f586195e372e5c31d6a62b78d4', points: '50P20' });
  });

  test('nothing is read before a game needs it, and each version once', () => {
    const fresh = new Editions(CATALOG_DIR);
    expect(fresh.loaded()).toEqual([]);
    const a = fresh.catalog(fresh.current('xwa'));
    expect(fresh.catalog(fresh.current('xwa'))).toBe(a);
    expect(fresh.loaded()).toEqual([`xwa/0dc446f936e8a3f586195e372e5c31d6a62b78d4/50P20/en`]);
  });

  test('a game stored before editions (no pin) plays the frozen 2.0', () => {
    expect(editions.catalog(undefined).pin).toEqual(editions.current('2.0'));
    expect(editions.catalog(undefined).ships).toHaveLength(90);
  });

  test('xwa: a chassis only in master, its real dial; a reprint flies as the pilot it reprints; XWA costs', () => {
    const xwa = editions.catalog(editions.current('xwa'));
    const old = editions.catalog(undefined);
    expect(old.ship('first-order', 'tiesebomber')).toBeUndefined();
    const tri = xwa.ship('first-order', 'tiesebomber')!;
    expect(tri.dialCodes.length).toBeGreaterThan(10);
    expect(tri.dial).toHaveLength(tri.dialCodes.length);
    const fang = xwa.ship('scum-and-villainy', 'fangfighter')!;
    const reprint = xwa.pilot(fang, 'fennrau-armedanddangerous')!;
    const base = xwa.pilot(fang, 'fennrau')!;
    expect(reprint).toMatchObject({ name: 'Fenn Rau', caption: 'Armed and Dangerous', initiative: base.initiative, legality: 'standard' });
    // 50P20, scumandvillainy.json
    expect(reprint.cost).toBe(
      JSON.parse(readFileSync(join(shared, 'xwing-points/XWA/50P20/scumandvillainy.json'), 'utf8'))['Fang Fighter']['fennrau-armedanddangerous'].cost,
    );
    expect(xwa.pilot(xwa.ship('galactic-empire', 'tielnfighter')!, 'academypilot')!.cost).toBeLessThan(
      old.pilot(old.ship('galactic-empire', 'tielnfighter')!, 'academypilot')!.cost!,
    );
  });

  test('a shipped file that is not the one generated is refused, not played', () => {
    const dir = tmp();
    cpSync(CATALOG_DIR, dir, { recursive: true });
    const file = join(dir, '2.0-5531a00.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Academy Pilot"', '"Academy Pilots"'));
    const tampered = new Editions(dir);
    expect(() => tampered.catalog(undefined)).toThrow(/does not match its digest/);
  });
});

describe('npm run catalog', () => {
  test('every XWA xws id resolves to a pilot or is listed as not yet supported; the counts are reported', () => {
    const out = tmp();
    const { lines } = generate({ shared, out, revision: '50P20', fixtures: null });
    const head = lines.find((l) => l.startsWith('xwa '))!;
    const m = /(\d+) XWA pilots: (\d+) in the data, (\d+) built from the pilot they reprint, (\d+) not yet supported/.exec(head)!;
    expect(Number(m[1])).toBe(Number(m[2]) + Number(m[3]) + Number(m[4]));
    const unsupported = lines.filter((l) => l.includes('not yet supported: ')).map((l) => /\/([^/\s]+) \(/.exec(l)![1]!);
    expect(unsupported).toHaveLength(Number(m[4]));
    const xwa = new Editions(out).catalog(new Editions(out).current('xwa'));
    const have = new Set(xwa.ships.flatMap((s) => s.pilots.filter((p) => p.legality !== 'none').map((p) => `${s.faction.replaceAll('-', '')}/${p.id}`)));
    for (const f of ['rebelalliance', 'galacticempire', 'scumandvillainy', 'resistance', 'firstorder', 'galacticrepublic', 'separatistalliance']) {
      const groups = JSON.parse(readFileSync(join(shared, 'xwing-points/XWA/50P20', `${f}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
      for (const ids of Object.values(groups))
        for (const id of Object.keys(ids)) expect(have.has(`${f}/${id}`) || unsupported.includes(id), `${f}/${id}`).toBe(true);
    }
  });

  test('an update from 50P11 to 50P20 says what changed, and keeps 50P11 for the games pinned to it', () => {
    const out = tmp();
    generate({ shared, out, revision: '50P11', fixtures: null });
    const { lines, manifest } = generate({ shared, out, revision: '50P20', fixtures: null });
    expect(lines).toContain('changes against xwa 0dc446f-50P11:');
    expect(lines.find((l) => l.startsWith('  costs changed: '))).toMatch(/^  costs changed: \d+ \(/);
    expect(lines).toContain('  dials changed: none');
    expect(Object.keys(manifest.editions.xwa!.versions).sort()).toEqual(['0dc446f-50P11', '0dc446f-50P20']);
    expect(manifest.editions.xwa!.current).toBe('0dc446f-50P20');
  });
});
