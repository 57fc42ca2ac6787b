// Reads one xwing-data2 checkout (2.2.1 or master) into the catalogue's file shape.
// Every input file is validated with zod; a malformed dial code or unknown value stops the build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  catalogFileSchema,
  FACTION_IDS,
  type CatalogFile,
  type FactionId,
  type UpgradeGrant,
  type UpgradeRestriction,
} from '../../src/systems/xwing/catalog/schema.ts';
import { parseDialCode } from '../../src/systems/xwing/catalog/dial-code.ts';
import { ACTION_TYPES } from '../../src/systems/xwing/engine/types.ts';

const actionIn = z.object({
  difficulty: z.enum(['White', 'Red', 'Purple']),
  type: z.string(),
  linked: z.object({ difficulty: z.enum(['White', 'Red', 'Purple']), type: z.string() }).optional(),
});
const statIn = z.object({ type: z.enum(['attack', 'agility', 'hull', 'shields', 'energy']), arc: z.string().optional(), value: z.number() });
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
  dial: z.array(z.string()).optional(),
  stats: z.array(statIn),
  actions: z.array(actionIn),
  pilots: z.array(pilotIn),
});
const manifestIn = z.object({
  version: z.string(),
  pilots: z.array(z.object({ faction: z.string(), ships: z.array(z.string()) })),
  upgrades: z.array(z.string()),
});
const restrictionIn = z
  .object({
    factions: z.array(z.string()).optional(),
    ships: z.array(z.string()).optional(),
    sizes: z.array(z.enum(['Small', 'Medium', 'Large', 'Huge'])).optional(),
    names: z.array(z.string()).optional(),
    keywords: z.array(z.string()).optional(),
    action: z.object({ type: z.string(), difficulty: z.string().optional() }).optional(),
    arcs: z.array(z.string()).optional(),
    equipped: z.array(z.string()).optional(),
    force_side: z.array(z.string()).optional(),
    shipAbility: z.array(z.string()).optional(),
    'non-limited': z.boolean().optional(),
    solitary: z.boolean().optional(),
    standardized: z.boolean().optional(),
  })
  .strict();
const grantIn = z.discriminatedUnion('type', [
  z.object({ type: z.literal('slot'), value: z.string(), amount: z.number().optional() }),
  z.object({ type: z.literal('stat'), value: z.string(), amount: z.number() }),
  z.object({ type: z.literal('action'), value: z.object({ type: z.string(), difficulty: z.string() }).loose() }),
  z.object({ type: z.literal('force'), value: z.unknown(), amount: z.number() }),
  z.object({ type: z.literal('arc'), value: z.string() }),
]);
const upgradeIn = z.object({
  name: z.string(),
  xws: z.string(),
  limited: z.number(),
  // Master leaves the cost out of cards whose points only the XWA publishes (read from the points file).
  cost: z
    .union([
      z.object({ value: z.union([z.number(), z.literal('?').transform(() => 0)]) }),
      z.object({ variable: z.enum(['initiative', 'agility', 'size']), values: z.record(z.string(), z.number()) }),
    ])
    .optional(),
  restrictions: z.array(restrictionIn).optional(),
  sides: z.array(
    z.object({
      type: z.string(),
      slots: z.array(z.string()).min(1),
      grants: z.array(grantIn).optional(),
      ability: z.string().optional(),
      charges: z.object({ value: z.number() }).optional(),
      attack: z.object({ arc: z.string(), value: z.number(), minrange: z.number(), maxrange: z.number(), ordnance: z.boolean() }).optional(),
      device: z.object({ type: z.string() }).optional(),
    }),
  ),
});

const ARCS: Record<string, CatalogFile['ships'][number]['attacks'][number]['arc']> = {
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

function restriction(r: z.infer<typeof restrictionIn>, factionId: (xwsFaction: string) => FactionId): UpgradeRestriction {
  const byName = (name: string) => factionId(name.toLowerCase().replace(/[^a-z]/g, ''));
  return {
    ...(r.factions ? { factions: r.factions.map(byName) } : {}),
    ...(r.ships ? { ships: r.ships } : {}),
    ...(r.sizes ? { sizes: r.sizes.map((s) => s.toLowerCase() as 'small') } : {}),
    ...(r.names ? { names: r.names } : {}),
    ...(r.keywords ? { keywords: r.keywords } : {}),
    ...(r.action ? { actions: [r.action] } : {}),
    ...(r.arcs ? { arcs: r.arcs } : {}),
    ...(r.equipped ? { equipped: r.equipped } : {}),
    ...(r.force_side ? { forceSide: r.force_side } : {}),
    ...(r.shipAbility ? { shipAbility: r.shipAbility } : {}),
    ...(r['non-limited'] !== undefined ? { nonLimited: r['non-limited'] } : {}),
    ...(r.solitary !== undefined ? { solitary: r.solitary } : {}),
    ...(r.standardized !== undefined ? { standardized: r.standardized } : {}),
  };
}

function grant(g: z.infer<typeof grantIn>): UpgradeGrant {
  switch (g.type) {
    case 'slot':
      return { type: 'slot', slot: g.value, amount: g.amount ?? 1 };
    case 'stat':
      return { type: 'stat', stat: g.value, amount: g.amount };
    case 'action':
      return { type: 'action', action: g.value.type, difficulty: g.value.difficulty.toLowerCase() };
    case 'force':
      return { type: 'force', amount: g.amount };
    case 'arc':
      return { type: 'arc', arc: g.value };
  }
}

// The Big Shed League's campaign-only upgrades (big-shed-league.md §1.6): costs in seed points,
// scaled by the campaign's points scale; device mines with 1 charge.
const CAMPAIGN_UPGRADES: CatalogFile['upgrades'] = [
  {
    id: 'bsl-customhyperdrive',
    name: 'Custom Hyperdrive',
    slot: 'Modification',
    slots: ['Modification'],
    cost: 2,
    limited: 0,
    restrictions: [],
    grants: [],
    campaign: 'bsl',
  },
  {
    id: 'bsl-customnavcomputer',
    name: 'Custom Navcomputer',
    slot: 'Modification',
    slots: ['Modification'],
    cost: 3,
    limited: 0,
    restrictions: [{ sizes: ['medium', 'large', 'huge'] }],
    grants: [],
    campaign: 'bsl',
  },
  {
    id: 'bsl-gravityfieldmine',
    name: 'Gravity Field Mine',
    slot: 'Device',
    slots: ['Device'],
    cost: 4,
    limited: 0,
    restrictions: [],
    grants: [],
    charges: 1,
    device: 'mine',
    campaign: 'bsl',
  },
  {
    id: 'bsl-navinterferencemine',
    name: 'Navigation Interference Mine',
    slot: 'Device',
    slots: ['Device'],
    cost: 2,
    limited: 0,
    restrictions: [],
    grants: [],
    charges: 1,
    device: 'mine',
    campaign: 'bsl',
  },
];

/** A chassis the engine cannot fly (a huge ship's side arcs, an action it does not know): left out, and said so. */
export interface SkippedShip {
  readonly faction: FactionId;
  readonly ship: string;
  readonly name: string;
  readonly pilots: readonly string[];
  readonly reason: string;
}

export function readXwingData2(sourceRoot: string): { catalog: CatalogFile; skipped: SkippedShip[] } {
  const readJson = (path: string): unknown => JSON.parse(readFileSync(join(sourceRoot, path), 'utf8'));
  const parse = <T>(schema: z.ZodType<T>, path: string): T => {
    const r = schema.safeParse(readJson(path));
    if (!r.success) throw new Error(`${path}: ${z.prettifyError(r.error)}`);
    return r.data;
  };
  const manifest = manifestIn.parse(readJson('data/manifest.json'));
  const factionNames = z.array(z.object({ name: z.string(), xws: z.string() })).parse(readJson('data/factions/factions.json'));
  const factionId = (xwsFaction: string): FactionId => {
    const id = FACTION_IDS.find((f) => f.replaceAll('-', '') === xwsFaction);
    if (!id) throw new Error(`unknown faction ${xwsFaction}`);
    return id;
  };
  const ships: CatalogFile['ships'] = [];
  const skipped: SkippedShip[] = [];
  for (const group of manifest.pilots) {
    const faction = factionId(group.faction);
    for (const path of group.ships) {
      const ship = parse(shipIn, path);
      const unknownArc = ship.stats.find((s) => s.type === 'attack' && !(s.arc! in ARCS))?.arc;
      const unknownAction = [...ship.actions, ...ship.pilots.flatMap((p) => p.shipActions ?? [])]
        .flatMap((a) => [a.type, ...(a.linked ? [a.linked.type] : [])])
        .find((t) => !(ACTION_TYPES as readonly string[]).includes(t));
      if (unknownArc || unknownAction || !ship.dial) {
        const reason = !ship.dial ? 'no dial' : unknownArc ? `arc ${unknownArc}` : `action ${unknownAction}`;
        skipped.push({ faction, ship: ship.xws, name: ship.name, pilots: ship.pilots.map((p) => p.xws), reason: `${ship.size.toLowerCase()} ship, ${reason}` });
        continue;
      }
      const stat = (type: string) => ship.stats.find((s) => s.type === type)?.value ?? 0;
      ships.push({
        id: ship.xws,
        name: ship.name,
        faction,
        size: ship.size.toLowerCase() as 'small',
        // Parsed here only to reject a malformed code; the bot parses them again at load.
        dialCodes: ship.dial.map((code) => (parseDialCode(code, path), code)),
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
  const upgrades: CatalogFile['upgrades'] = [];
  for (const path of manifest.upgrades) {
    for (const u of parse(z.array(upgradeIn), path)) {
      const side = u.sides[0];
      if (!side) throw new Error(`${path}: upgrade ${u.xws} has no side`);
      const deviceType = side.device?.type.toLowerCase();
      upgrades.push({
        id: u.xws,
        name: u.name,
        slot: side.type,
        slots: side.slots,
        cost: !u.cost ? 0 : 'value' in u.cost ? u.cost.value : { variable: u.cost.variable, values: u.cost.values },
        limited: u.limited,
        restrictions: (u.restrictions ?? []).map((r) => restriction(r, factionId)),
        grants: (side.grants ?? []).map(grant),
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
  upgrades.push(...CAMPAIGN_UPGRADES);
  const sourceTxt = readFileSync(join(sourceRoot, 'SOURCE.txt'), 'utf8');
  const commit = /Commit:\s*([0-9a-f]{40})/.exec(sourceTxt)?.[1] ?? 'unknown';
  const catalog = catalogFileSchema.parse({
    source: { name: 'xwing-data2', commit, version: manifest.version, license: 'MIT, Copyright (c) 2018 Guido Kessels' },
    factions: FACTION_IDS.map((id) => ({
      id,
      name: factionNames.find((f) => f.xws === id.replaceAll('-', ''))?.name ?? id,
    })),
    ships,
    upgrades,
  });
  return { catalog, skipped };
}

/** Every upgrade's id, slots, cost and limit, read straight from the source. */
export function upgradeDigest(sourceRoot: string): { xws: string; slots: string[]; cost: unknown; limited: number }[] {
  const out: { xws: string; slots: string[]; cost: unknown; limited: number }[] = [];
  const root = join(sourceRoot, 'data', 'upgrades');
  for (const file of readdirSync(root).sort()) {
    const src = JSON.parse(readFileSync(join(root, file), 'utf8')) as { xws: string; limited: number; cost: unknown; sides: { slots: string[] }[] }[];
    for (const u of src) out.push({ xws: u.xws, slots: u.sides[0]!.slots, cost: u.cost, limited: u.limited });
  }
  return out;
}

/** Every ship file's dial codes and pilot ids, read straight from the source. */
export function sourceDigest(sourceRoot: string): { faction: string; xws: string; dial: string[]; pilots: string[] }[] {
  const out: { faction: string; xws: string; dial: string[]; pilots: string[] }[] = [];
  const pilotsRoot = join(sourceRoot, 'data', 'pilots');
  for (const faction of readdirSync(pilotsRoot).sort())
    for (const file of readdirSync(join(pilotsRoot, faction)).sort()) {
      const src = JSON.parse(readFileSync(join(pilotsRoot, faction, file), 'utf8')) as { xws: string; dial: string[]; pilots: { xws: string }[] };
      out.push({ faction, xws: src.xws, dial: src.dial, pilots: src.pilots.map((p) => p.xws) });
    }
  return out;
}
