// Regenerates every edition's data files and data/editions.json from ../shared/data (or a
// path), validated with zod as they are written, and says what changed: pilots added or no
// longer priced, costs changed, dials changed (a dial change changes how the solo AI flies).
// Versions already listed stay, so a game pinned to one keeps its data.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { mergeEdition } from '../../src/systems/xwing/catalog/merge.ts';
import {
  catalogFileSchema,
  manifestSchema,
  namesFileSchema,
  pointsFileSchema,
  type CatalogData,
  type EditionId,
  type Manifest,
} from '../../src/systems/xwing/catalog/schema.ts';
import { currentRevision, readPoints } from './xwa-points.ts';
import { readXwingData2, sourceDigest, upgradeDigest } from './xwing-data2.ts';

export interface GenerateOptions {
  /** The folder holding xwing-data2/, xwing-data2-master/ and xwing-points/. */
  readonly shared: string;
  /** Where the data files and editions.json go. */
  readonly out: string;
  /** The XWA points revision (default: the current one named by XWA/points-revisions.json). */
  readonly revision?: string;
  /** Where the 2.0 source digests for the catalogue test go (null: not written). */
  readonly fixtures?: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function write(out: string, file: string, value: unknown): { file: string; sha256: string } {
  const text = JSON.stringify(value) + '\n';
  writeFileSync(join(out, file), text);
  return { file, sha256: sha256(text) };
}

function readManifest(out: string): Manifest | null {
  const path = join(out, 'editions.json');
  return existsSync(path) ? manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/** A listed version, read back from its files (to compare the new one with). */
function readVersion(out: string, manifest: Manifest | null, edition: EditionId): CatalogData | null {
  const e = manifest?.editions[edition];
  const v = e?.versions[e.current];
  if (!v || !existsSync(join(out, v.base.file))) return null;
  const base = catalogFileSchema.parse(JSON.parse(readFileSync(join(out, v.base.file), 'utf8')));
  const points = v.pointsFile ? pointsFileSchema.parse(JSON.parse(readFileSync(join(out, v.pointsFile.file), 'utf8'))) : null;
  return mergeEdition(base, points, { id: edition, data: v.data, points: v.points });
}

export function generate(o: GenerateOptions): { lines: string[]; manifest: Manifest } {
  const lines: string[] = [];
  const before = readManifest(o.out);
  const previous = { '2.0': readVersion(o.out, before, '2.0'), xwa: readVersion(o.out, before, 'xwa') };

  // 2.0: xwing-data2 2.2.1, frozen.
  const frozen = readXwingData2(join(o.shared, 'xwing-data2'));
  if (frozen.skipped.length) throw new Error(`2.0: ships left out: ${frozen.skipped.map((s) => s.ship).join(', ')}`);
  const key20 = frozen.catalog.source.commit.slice(0, 7);
  const base20 = write(o.out, `2.0-${key20}.json`, frozen.catalog);
  const v20 = { data: frozen.catalog.source.commit, points: null, base: base20 };
  const cat20 = mergeEdition(frozen.catalog, null, { id: '2.0', data: v20.data, points: null });
  lines.push(`2.0 ${key20}: ${frozen.catalog.ships.length} ships, ${count(cat20)} pilots, ${frozen.catalog.upgrades.length} upgrades`);

  // XWA: xwing-data2 master and the points revision.
  const master = readXwingData2(join(o.shared, 'xwing-data2-master'));
  const revision = o.revision ?? currentRevision(join(o.shared, 'xwing-points'));
  const { points, unsupported, reprints, priced: inData } = readPoints(join(o.shared, 'xwing-points'), revision, master.catalog, master.skipped);
  const keyXwa = `${master.catalog.source.commit.slice(0, 7)}-${revision}`;
  const baseXwa = write(o.out, `xwa-${master.catalog.source.commit.slice(0, 7)}.json`, master.catalog);
  const pointsXwa = write(o.out, `xwa-points-${revision}.json`, points);
  const vXwa = { data: master.catalog.source.commit, points: revision, base: baseXwa, pointsFile: pointsXwa };
  const catXwa = mergeEdition(master.catalog, points, { id: 'xwa', data: vXwa.data, points: revision });
  const priced = catXwa.ships.flatMap((s) => s.pilots).filter((p) => p.legality !== 'none').length;
  lines.push(
    `xwa ${keyXwa} (${points.effective}): ${catXwa.ships.length} ships, ${count(catXwa)} pilots (${priced} priced), ${inData + reprints + unsupported.length} XWA pilots: ` +
      `${inData} in the data, ${reprints} built from the pilot they reprint, ${unsupported.length} not yet supported`,
  );
  for (const u of unsupported) lines.push(`  not yet supported: ${u.faction}/${u.ship}/${u.id} (${u.reason})`);
  for (const s of master.skipped) lines.push(`  chassis left out: ${s.faction}/${s.ship} (${s.reason})`);
  lines.push(...changes(previous.xwa ?? cat20, catXwa, previous.xwa ? `xwa ${before!.editions.xwa!.current}` : '2.0'));
  // 2.0 is frozen: said only if its data moved.
  const moved = previous['2.0'] ? changes(previous['2.0'], cat20, `2.0 ${before!.editions['2.0']!.current}`) : [];
  if (moved.slice(1).some((l) => !l.endsWith(': none'))) lines.push(...moved);

  // French names (xwing-data2 master's translation.json), for both editions.
  const translation = z
    .record(z.string(), z.object({ en: z.string(), fr: z.string() }).loose())
    .parse(JSON.parse(readFileSync(join(o.shared, 'xwing-data2-master', 'data', 'translation.json'), 'utf8')));
  const fr = namesFileSchema.parse(Object.fromEntries(Object.entries(translation).flatMap(([id, t]) => (t.fr && t.fr !== t.en ? [[id, t.fr]] : []))));
  const names = write(o.out, 'names-fr.json', fr);
  lines.push(`names: ${Object.keys(fr).length} French names`);

  writeFileSync(join(o.out, 'LICENSE-xwing-data2'), readFileSync(join(o.shared, 'xwing-data2', 'LICENSE')), { mode: 0o644 });
  if (o.fixtures) {
    writeFileSync(join(o.fixtures, 'xwing-data2-digest.json'), JSON.stringify(sourceDigest(join(o.shared, 'xwing-data2'))) + '\n');
    writeFileSync(join(o.fixtures, 'xwing-data2-upgrades-digest.json'), JSON.stringify(upgradeDigest(join(o.shared, 'xwing-data2'))) + '\n');
  }

  const manifest = manifestSchema.parse({
    editions: {
      '2.0': { current: key20, versions: { ...before?.editions['2.0']?.versions, [key20]: v20 } },
      xwa: { current: keyXwa, versions: { ...before?.editions.xwa?.versions, [keyXwa]: vXwa } },
    },
    names: { fr: names },
  } satisfies Manifest);
  writeFileSync(join(o.out, 'editions.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { lines, manifest };
}

const count = (c: CatalogData) => c.ships.reduce((n, s) => n + s.pilots.length, 0);

/** What a new version changes against an older one, pilot by pilot and dial by dial. */
export function changes(old: CatalogData, now: CatalogData, against: string): string[] {
  const pilots = (c: CatalogData) =>
    new Map(c.ships.flatMap((s) => s.pilots.filter((p) => p.legality !== 'none').map((p) => [`${s.faction}/${s.id}/${p.id}`, p] as const)));
  const a = pilots(old);
  const b = pilots(now);
  const added = [...b.keys()].filter((k) => !a.has(k));
  const dropped = [...a.keys()].filter((k) => !b.has(k));
  const costs = [...b].filter(([k, p]) => a.has(k) && a.get(k)!.cost !== p.cost).map(([k, p]) => `${k} ${a.get(k)!.cost} -> ${p.cost}`);
  const dials = now.ships.flatMap((s) => {
    const o = old.ships.find((x) => x.faction === s.faction && x.id === s.id);
    return o && o.dialCodes.join(' ') !== s.dialCodes.join(' ') ? [`${s.faction}/${s.id}: ${o.dialCodes.join(' ')} -> ${s.dialCodes.join(' ')}`] : [];
  });
  const initiative = [...b]
    .filter(([k, p]) => a.has(k) && a.get(k)!.initiative !== p.initiative)
    .map(([k, p]) => `${k} I${a.get(k)!.initiative} -> I${p.initiative}`);
  const few = (xs: string[]) => (xs.length > 8 ? `${xs.slice(0, 8).join('; ')}; … (${xs.length - 8} more)` : xs.join('; '));
  return [
    `changes against ${against}:`,
    `  pilots added: ${added.length ? `${added.length} (${few(added)})` : 'none'}`,
    `  pilots no longer priced: ${dropped.length ? `${dropped.length} (${few(dropped)})` : 'none'}`,
    `  costs changed: ${costs.length ? `${costs.length} (${few(costs)})` : 'none'}`,
    `  initiative changed: ${initiative.length ? few(initiative) : 'none'}`,
    // Every dial change in full: the solo AI flies by the dial.
    ...(dials.length ? dials.map((d) => `  DIAL CHANGED (the solo AI flies differently): ${d}`) : ['  dials changed: none']),
  ];
}
