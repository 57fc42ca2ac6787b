// Regenerates src/systems/xwing/catalog/data/catalog.json from an xwing-data2 checkout.
//   npm run catalog [-- path/to/xwing-data2]     (default: ../shared/data/xwing-data2)
// Every input file is validated; a malformed dial code or unknown value stops the script.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { catalogSchema, FACTION_IDS, type CatalogData, type FactionId } from '../src/systems/xwing/catalog/schema.ts';
import { parseDialCode } from '../src/systems/xwing/catalog/dial-code.ts';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '..');
const sourceRoot = resolve(process.argv[2] ?? join(projectRoot, '..', 'shared', 'data', 'xwing-data2'));
const outFile = join(projectRoot, 'src', 'systems', 'xwing', 'catalog', 'data', 'catalog.json');
// What the catalogue test checks the catalogue against, so the check runs without the source checkout.
const digestFile = join(projectRoot, 'test', 'fixtures', 'xwing-data2-digest.json');

const actionIn = z.object({
  difficulty: z.enum(['White', 'Red', 'Purple']),
  type: z.string(),
  linked: z.object({ difficulty: z.enum(['White', 'Red', 'Purple']), type: z.string() }).optional(),
});
const statIn = z.object({ type: z.enum(['attack', 'agility', 'hull', 'shields']), arc: z.string().optional(), value: z.number() });
const pilotIn = z.object({
  name: z.string(),
  caption: z.string().optional(),
  initiative: z.number(),
  limited: z.number(),
  cost: z.number().optional(),
  xws: z.string(),
  slots: z.array(z.string()).optional(),
  charges: z.object({ value: z.number(), recovers: z.number() }).optional(),
  force: z.object({ value: z.number(), recovers: z.number() }).optional(),
  shipActions: z.array(actionIn).optional(),
});
const shipIn = z.object({
  name: z.string(),
  xws: z.string(),
  size: z.enum(['Small', 'Medium', 'Large', 'Huge']),
  faction: z.string(),
  dial: z.array(z.string()),
  stats: z.array(statIn),
  actions: z.array(actionIn),
  pilots: z.array(pilotIn),
});
const manifestIn = z.object({
  version: z.string(),
  pilots: z.array(z.object({ faction: z.string(), ships: z.array(z.string()) })),
  upgrades: z.array(z.string()),
});
const upgradeIn = z.object({
  name: z.string(),
  xws: z.string(),
  sides: z.array(
    z.object({
      type: z.string(),
      ability: z.string().optional(),
      charges: z.object({ value: z.number() }).optional(),
      attack: z.object({ arc: z.string(), value: z.number(), minrange: z.number(), maxrange: z.number(), ordnance: z.boolean() }).optional(),
      device: z.object({ type: z.string() }).optional(),
    }),
  ),
});

const ARCS: Record<string, CatalogData['ships'][number]['attacks'][number]['arc']> = {
  'Front Arc': 'front',
  'Rear Arc': 'rear',
  'Bullseye Arc': 'bullseye',
  'Full Front Arc': 'full-front',
  'Single Turret Arc': 'single-turret',
  'Double Turret Arc': 'double-turret',
};
function arcOf(name: string | undefined, where: string) {
  const arc = name === undefined ? undefined : ARCS[name];
  if (!arc) throw new Error(`${where}: unknown arc ${JSON.stringify(name)}`);
  return arc;
}

function action(a: z.infer<typeof actionIn>) {
  const difficulty = (d: string) => d.toLowerCase() as 'white' | 'red' | 'purple';
  return {
    type: a.type,
    difficulty: difficulty(a.difficulty),
    ...(a.linked ? { linked: { type: a.linked.type, difficulty: difficulty(a.linked.difficulty) } } : {}),
  };
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(sourceRoot, path), 'utf8'));
}

function build(): CatalogData {
  const manifest = manifestIn.parse(readJson('data/manifest.json'));
  const factionNames = z.array(z.object({ name: z.string(), xws: z.string() })).parse(readJson('data/factions/factions.json'));
  const factionId = (xwsFaction: string): FactionId => {
    const id = FACTION_IDS.find((f) => f.replaceAll('-', '') === xwsFaction);
    if (!id) throw new Error(`unknown faction ${xwsFaction}`);
    return id;
  };
  const ships: CatalogData['ships'] = [];
  for (const group of manifest.pilots) {
    const faction = factionId(group.faction);
    for (const path of group.ships) {
      const ship = shipIn.parse(readJson(path));
      const stat = (type: string) => ship.stats.find((s) => s.type === type)?.value ?? 0;
      ships.push({
        id: ship.xws,
        name: ship.name,
        faction,
        size: ship.size.toLowerCase() as 'small',
        dialCodes: ship.dial,
        dial: ship.dial.map((code) => parseDialCode(code, `${path}`)),
        actions: ship.actions.map(action) as never,
        attacks: ship.stats.filter((s) => s.type === 'attack').map((s) => ({ arc: arcOf(s.arc, path), value: s.value })),
        agility: stat('agility'),
        hull: stat('hull'),
        shields: stat('shields'),
        pilots: ship.pilots.map((p) => ({
          id: p.xws,
          name: p.name,
          ...(p.caption ? { caption: p.caption } : {}),
          initiative: p.initiative,
          limited: p.limited,
          cost: p.cost ?? null,
          ...(p.charges ? { charges: { value: p.charges.value, recovers: p.charges.recovers } } : {}),
          ...(p.force ? { force: { value: p.force.value, recovers: p.force.recovers } } : {}),
          slots: p.slots ?? [],
          ...(p.shipActions ? { actions: p.shipActions.map(action) as never } : {}),
        })),
      });
    }
  }
  const upgrades: CatalogData['upgrades'] = [];
  for (const path of manifest.upgrades) {
    for (const u of z.array(upgradeIn).parse(readJson(path))) {
      const side = u.sides[0];
      if (!side) throw new Error(`${path}: upgrade ${u.xws} has no side`);
      // Only what the solo AI reasons about: special weapons, charges and devices.
      if (!side.attack && !side.device && !['Torpedo', 'Missile', 'Device'].includes(side.type)) continue;
      const deviceType = side.device?.type.toLowerCase();
      upgrades.push({
        id: u.xws,
        name: u.name,
        slot: side.type,
        ...(side.charges ? { charges: side.charges.value } : {}),
        ...(side.attack
          ? {
              attack: {
                arc: arcOf(side.attack.arc, `${path} ${u.xws}`),
                value: side.attack.value,
                minRange: side.attack.minrange,
                maxRange: side.attack.maxrange,
                ordnance: side.attack.ordnance,
                requiresLock: /Attack \(\[Lock\]\)/.test(side.ability ?? ''),
              },
            }
          : {}),
        ...(deviceType === 'bomb' || deviceType === 'mine' || deviceType === 'remote' ? { device: deviceType } : {}),
      });
    }
  }
  const sourceTxt = readFileSync(join(sourceRoot, 'SOURCE.txt'), 'utf8');
  const commit = /Commit:\s*([0-9a-f]{40})/.exec(sourceTxt)?.[1] ?? 'unknown';
  return catalogSchema.parse({
    source: { name: 'xwing-data2', commit, version: manifest.version, license: 'MIT, Copyright (c) 2018 Guido Kessels' },
    factions: FACTION_IDS.map((id) => ({
      id,
      name: factionNames.find((f) => f.xws === id.replaceAll('-', ''))?.name ?? id,
    })),
    ships,
    upgrades,
  });
}

/** Every ship file's dial codes and pilot ids, read straight from the source. */
function sourceDigest(): { faction: string; xws: string; dial: string[]; pilots: string[] }[] {
  const out: { faction: string; xws: string; dial: string[]; pilots: string[] }[] = [];
  const pilotsRoot = join(sourceRoot, 'data', 'pilots');
  for (const faction of readdirSync(pilotsRoot).sort())
    for (const file of readdirSync(join(pilotsRoot, faction)).sort()) {
      const src = JSON.parse(readFileSync(join(pilotsRoot, faction, file), 'utf8')) as { xws: string; dial: string[]; pilots: { xws: string }[] };
      out.push({ faction, xws: src.xws, dial: src.dial, pilots: src.pilots.map((p) => p.xws) });
    }
  return out;
}

if (!existsSync(join(sourceRoot, 'data', 'manifest.json'))) {
  console.error(`No xwing-data2 checkout at ${sourceRoot} (expected data/manifest.json).`);
  process.exit(2);
}
try {
  const catalog = build();
  writeFileSync(outFile, JSON.stringify(catalog) + '\n');
  const licenseOut = join(dirname(outFile), 'LICENSE-xwing-data2');
  writeFileSync(licenseOut, readFileSync(join(sourceRoot, 'LICENSE')), { mode: 0o644 });
  writeFileSync(digestFile, JSON.stringify(sourceDigest()) + '\n');
  const pilots = catalog.ships.reduce((n, s) => n + s.pilots.length, 0);
  console.log(`catalog: ${catalog.ships.length} ships, ${pilots} pilots, ${catalog.upgrades.length} upgrades -> ${outFile}`);
} catch (err) {
  console.error(`catalog build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
