import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../core/locale.ts';
import { Catalog } from './catalog.ts';
import { mergeEdition } from './merge.ts';
import { manifestSchema, type CatalogData, type CatalogFile, type EditionId, type EditionPin, type Manifest, type PointsFile } from './schema.ts';

// The editions the bot ships (data/editions.json): each version's files are read the first
// time a game or campaign uses it, checked against the digest `npm run catalog` wrote (the
// generator validated them with zod; parsing the whole catalogue with zod at every start
// cost more than a fifth of a process's start-up CPU), and kept. A French catalogue is the
// same data with French names, built once when a French game first needs it.

/** Games stored before editions existed play the frozen 2.0 data. */
export const DEFAULT_EDITION: EditionId = '2.0';

export class Editions {
  private manifestCache: Manifest | null = null;
  private readonly catalogs = new Map<string, Catalog>();
  private frNames: Readonly<Record<string, string>> | null = null;

  constructor(private readonly dir: string) {}

  private get manifest(): Manifest {
    return (this.manifestCache ??= manifestSchema.parse(JSON.parse(readFileSync(join(this.dir, 'editions.json'), 'utf8'))));
  }

  /** The version a new game or campaign of this edition pins. */
  current(id: EditionId = DEFAULT_EDITION): EditionPin {
    const e = this.manifest.editions[id];
    if (!e) throw new Error(`edition ${id} is not shipped (data/editions.json)`);
    const v = e.versions[e.current]!;
    return { id, data: v.data, points: v.points };
  }

  /**
   * The catalogue of a pinned version (absent: the frozen 2.0 of games stored before editions),
   * in a language. A version no longer shipped plays on its edition's current data.
   */
  catalog(pin: EditionPin | undefined, locale: Locale = 'en'): Catalog {
    const p = pin ?? this.current(DEFAULT_EDITION);
    const key = `${p.id}/${p.data}/${p.points}/${locale}`;
    const hit = this.catalogs.get(key);
    if (hit) return hit;
    let made: Catalog;
    if (locale !== 'en') made = new Catalog(translate(this.data(p), this.names()));
    else made = new Catalog(this.data(p));
    this.catalogs.set(key, made);
    return made;
  }

  /** The versions loaded so far (memory: only what games use). */
  loaded(): string[] {
    return [...this.catalogs.keys()];
  }

  private data(pin: EditionPin): CatalogData {
    const edition = this.manifest.editions[pin.id];
    if (!edition) throw new Error(`edition ${pin.id} is not shipped (data/editions.json)`);
    const v = Object.values(edition.versions).find((x) => x.data === pin.data && x.points === pin.points) ?? edition.versions[edition.current]!;
    const base = this.read<CatalogFile>(v.base);
    const points = v.pointsFile ? this.read<PointsFile>(v.pointsFile) : null;
    return mergeEdition(base, points, { id: pin.id, data: v.data, points: v.points });
  }

  private names(): Readonly<Record<string, string>> {
    return (this.frNames ??= this.read<Record<string, string>>(this.manifest.names.fr));
  }

  /** A shipped file, if it is byte for byte the one the generator validated. */
  private read<T>(ref: { file: string; sha256: string }): T {
    const text = readFileSync(join(this.dir, ref.file), 'utf8');
    const digest = createHash('sha256').update(text).digest('hex');
    if (digest !== ref.sha256) throw new Error(`${ref.file} does not match its digest in editions.json: regenerate it with npm run catalog`);
    return JSON.parse(text) as T;
  }
}

/** The same catalogue with French names (xwing-data2's translation.json) where there is one, English kept beside them. */
function translate(data: CatalogData, fr: Readonly<Record<string, string>>): CatalogData {
  // Reprints and faction variants ("fennrau-armedanddangerous") share their pilot's name.
  const byName = new Map<string, string>();
  for (const s of data.ships) for (const p of s.pilots) if (fr[p.id]) byName.set(p.name, fr[p.id]!);
  const name = (id: string, en: string) => fr[id] ?? byName.get(en) ?? en;
  return {
    ...data,
    ships: data.ships.map((s) => ({
      ...s,
      name: name(s.id, s.name),
      en: s.name,
      pilots: s.pilots.map((p) => ({ ...p, name: name(p.id, p.name), en: p.name })),
    })),
    upgrades: data.upgrades.map((u) => ({
      ...u,
      name: fr[u.id] ?? u.name,
      en: u.name,
      // A restriction to a named pilot names it as the pilots are named.
      restrictions: u.restrictions.map((r) => (r.names ? { ...r, names: r.names.map((n) => byName.get(n) ?? n) } : r)),
    })),
  };
}
