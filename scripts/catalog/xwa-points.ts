// Reads one X-Wing Alliance points revision (xwing-points/XWA/<rev>/) against the XWA base
// catalogue: every priced pilot resolves to a pilot of the data, to a reprint built from the
// base pilot it reprints (same chassis, so the same initiative, dial and bar), or is listed
// as not supported with the reason. Nothing is dropped silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FACTION_IDS, pointsFileSchema, type CatalogFile, type FactionId, type PointsEntry, type PointsFile } from '../../src/systems/xwing/catalog/schema.ts';
import type { SkippedShip } from './xwing-data2.ts';

type StoredShip = CatalogFile['ships'][number];

const yesNo = z.union([z.boolean(), z.enum(['Yes', 'No']).transform((v) => v === 'Yes')]);
const pilotIn = z.object({
  name: z.string(),
  subtitle: z.string().optional(),
  cost: z.number().int(),
  loadout: z.number().int(),
  slots: z.array(z.string()),
  standard: yesNo,
  extended: yesNo,
  epic: yesNo,
});
const factionFileIn = z.record(z.string(), z.record(z.string(), pilotIn));
const upgradesIn = z.record(z.string(), z.object({ cost: z.number().int() }));
const revisionIn = z.object({ effective_date: z.string(), files: z.record(z.string(), z.string()) });
const revisionsIn = z.object({ current_revision: z.string(), revision_history: z.array(z.string()) });

export interface Unsupported {
  readonly faction: FactionId;
  readonly ship: string;
  readonly id: string;
  readonly reason: string;
}

const norm = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The current revision's name ("50P20"), from XWA/points-revisions.json. */
export function currentRevision(pointsRoot: string): string {
  const r = revisionsIn.parse(JSON.parse(readFileSync(join(pointsRoot, 'XWA', 'points-revisions.json'), 'utf8')));
  const m = /^XWA\/([^/]+)\/revision\.json$/.exec(r.current_revision);
  if (!m) throw new Error(`points-revisions.json: unexpected current_revision ${r.current_revision}`);
  return m[1]!;
}

export function readPoints(
  pointsRoot: string,
  revision: string,
  base: CatalogFile,
  skipped: readonly SkippedShip[],
): { points: PointsFile; unsupported: Unsupported[]; reprints: number; priced: number } {
  const readJson = (path: string, schema: z.ZodType) => {
    const r = schema.safeParse(JSON.parse(readFileSync(join(pointsRoot, path), 'utf8')));
    if (!r.success) throw new Error(`${path}: ${z.prettifyError(r.error)}`);
    return r.data;
  };
  const rev = readJson(join('XWA', revision, 'revision.json'), revisionIn) as z.infer<typeof revisionIn>;
  const pilots: Record<string, Record<string, Record<string, PointsEntry>>> = {};
  const put = (faction: FactionId, ship: string, id: string, e: PointsEntry) => (((pilots[faction] ??= {})[ship] ??= {})[id] = e);
  let priced = 0;
  const unsupported: Unsupported[] = [];
  let reprints = 0;
  for (const faction of FACTION_IDS) {
    const file = rev.files[faction.replaceAll('-', '')];
    if (!file) throw new Error(`${revision}: no points file for ${faction}`);
    const groups = readJson(file, factionFileIn) as z.infer<typeof factionFileIn>;
    const ships = base.ships.filter((s) => s.faction === faction);
    for (const [shipName, entries] of Object.entries(groups)) {
      const ids = Object.keys(entries);
      // The data's chassis for the XWA group: the one holding most of its pilots (or the pilots they
      // reprint: "zoriibliss" for "zoriibliss-wartime"), else the one of the same name.
      const most = (held: (s: StoredShip) => number) => ships.reduce<StoredShip | undefined>((a, s) => (held(s) > (a ? held(a) : 0) ? s : a), undefined);
      const bare = ids.map((id) => id.split('-')[0]!);
      const ship =
        most((s) => s.pilots.filter((p) => ids.includes(p.id)).length) ??
        most((s) => s.pilots.filter((p) => bare.includes(p.id)).length) ??
        ships.find((s) => norm(s.name) === norm(shipName));
      for (const [id, e] of Object.entries(entries)) {
        const legality = e.standard ? 'standard' : e.extended ? 'extended' : e.epic ? 'epic' : 'none';
        const entry = { cost: e.cost, loadout: e.loadout, legality } as const;
        const skip = skipped.find((s) => s.faction === faction && (s.pilots.includes(id) || norm(s.name) === norm(shipName)));
        if (!ship) {
          unsupported.push({ faction, ship: shipName, id, reason: skip ? skip.reason : 'chassis not in the data' });
          continue;
        }
        const own = ship.pilots.find((p) => p.id === id);
        if (own) {
          put(faction, ship.id, id, { ...entry, ...(sameSlots(own.slots, e.slots) ? {} : { slots: e.slots }) });
          priced++;
          continue;
        }
        // A reprint ("fennrau-armedanddangerous"): the same pilot of the same chassis, by name; the bare id first.
        const sameName = ship.pilots.filter((p) => norm(p.name) === norm(e.name) && !p.id.includes('-'));
        const basePilot = sameName.find((p) => p.id === id.split('-')[0]) ?? sameName[0];
        if (!basePilot) {
          unsupported.push({ faction, ship: ship.id, id, reason: `no ${e.name} on the ${ship.name} to build it from` });
          continue;
        }
        reprints++;
        put(faction, ship.id, id, {
          ...entry,
          slots: e.slots,
          reprintOf: basePilot.id,
          name: e.name,
          ...(e.subtitle ? { caption: e.subtitle } : {}),
        });
      }
    }
  }
  const upgrades = readJson(rev.files.upgrades ?? join('XWA', revision, 'upgrades.json'), upgradesIn) as z.infer<typeof upgradesIn>;
  const points = pointsFileSchema.parse({
    revision,
    effective: rev.effective_date,
    pilots,
    upgrades: Object.fromEntries(Object.entries(upgrades).map(([id, u]) => [id, u.cost])),
  });
  return { points, unsupported, reprints, priced };
}

function sameSlots(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}
