import { z } from 'zod';
import { ACTION_TYPES, BEARINGS, DIFFICULTIES } from '../engine/types.ts';

// The shape of the catalogue the project ships (src/catalog/data/catalog.json).
// It is validated when loaded, so a hand-edited or stale file fails loudly.

export const FACTION_IDS = [
  'rebel-alliance',
  'galactic-empire',
  'scum-and-villainy',
  'resistance',
  'first-order',
  'galactic-republic',
  'separatist-alliance',
] as const;
export type FactionId = (typeof FACTION_IDS)[number];

const actionDifficulty = z.enum(['white', 'red', 'purple']);
export const shipActionSchema = z.object({
  type: z.enum(ACTION_TYPES),
  difficulty: actionDifficulty,
  linked: z.object({ type: z.enum(ACTION_TYPES), difficulty: actionDifficulty }).optional(),
});

export const maneuverSchema = z.object({
  speed: z.number().int().min(0).max(5),
  bearing: z.enum(BEARINGS),
  direction: z.enum(['left', 'right']).nullable(),
  difficulty: z.enum(DIFFICULTIES),
});

export const ARC_IDS = ['front', 'rear', 'bullseye', 'full-front', 'single-turret', 'double-turret'] as const;
export type ArcId = (typeof ARC_IDS)[number];

export const pilotSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  caption: z.string().optional(),
  initiative: z.number().int().min(0).max(8),
  limited: z.number().int().min(0).max(3),
  cost: z.number().int().nullable(),
  charges: z.object({ value: z.number().int(), recovers: z.number().int() }).optional(),
  force: z.object({ value: z.number().int(), recovers: z.number().int() }).optional(),
  slots: z.array(z.string()),
  actions: z.array(shipActionSchema).optional(),
});
export type Pilot = z.infer<typeof pilotSchema>;

export const shipSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  faction: z.enum(FACTION_IDS),
  size: z.enum(['small', 'medium', 'large', 'huge']),
  dialCodes: z.array(z.string()),
  dial: z.array(maneuverSchema).min(1),
  actions: z.array(shipActionSchema),
  attacks: z.array(z.object({ arc: z.enum(ARC_IDS), value: z.number().int() })),
  agility: z.number().int(),
  hull: z.number().int(),
  shields: z.number().int(),
  pilots: z.array(pilotSchema),
});
export type Ship = z.infer<typeof shipSchema>;

/** What an upgrade costs: a fixed figure, or a figure read from the ship (xwing-data2 `cost.variable`). */
export const upgradeCostSchema = z.union([
  z.number().int(),
  z.object({ variable: z.enum(['initiative', 'agility', 'size']), values: z.record(z.string(), z.number().int()) }),
]);
export type UpgradeCost = z.infer<typeof upgradeCostSchema>;

/** One restriction line: the upgrade may be equipped if any alternative of every line holds. */
export const upgradeRestrictionSchema = z.object({
  factions: z.array(z.enum(FACTION_IDS)).optional(),
  ships: z.array(z.string()).optional(),
  sizes: z.array(z.enum(['small', 'medium', 'large', 'huge'])).optional(),
  names: z.array(z.string()).optional(),
  actions: z.array(z.object({ type: z.string(), difficulty: z.string().optional() })).optional(),
  arcs: z.array(z.string()).optional(),
  equipped: z.array(z.string()).optional(),
  forceSide: z.array(z.string()).optional(),
  shipAbility: z.array(z.string()).optional(),
  nonLimited: z.boolean().optional(),
  solitary: z.boolean().optional(),
  standardized: z.boolean().optional(),
});
export type UpgradeRestriction = z.infer<typeof upgradeRestrictionSchema>;

/** What an upgrade adds to its ship (front side). */
export const upgradeGrantSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('slot'), slot: z.string(), amount: z.number().int() }),
  z.object({ type: z.literal('stat'), stat: z.string(), amount: z.number().int() }),
  z.object({ type: z.literal('action'), action: z.string(), difficulty: z.string() }),
  z.object({ type: z.literal('force'), amount: z.number().int() }),
  z.object({ type: z.literal('arc'), arc: z.string() }),
]);
export type UpgradeGrant = z.infer<typeof upgradeGrantSchema>;

export const upgradeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The card type (front side); what the play code reads. */
  slot: z.string(),
  /** The slots it occupies (Admiral Ozzel: Command and Crew). */
  slots: z.array(z.string()).min(1),
  cost: upgradeCostSchema,
  limited: z.number().int().min(0).max(3),
  restrictions: z.array(upgradeRestrictionSchema),
  grants: z.array(upgradeGrantSchema),
  /** Set on upgrades that exist only in a campaign ('bsl': Big Shed League §1.6; cost in seed points, scaled by the campaign). */
  campaign: z.literal('bsl').optional(),
  charges: z.number().int().optional(),
  attack: z
    .object({
      arc: z.enum(ARC_IDS),
      value: z.number().int(),
      minRange: z.number().int(),
      maxRange: z.number().int(),
      ordnance: z.boolean(),
      requiresLock: z.boolean(),
    })
    .optional(),
  device: z.enum(['bomb', 'mine', 'remote']).optional(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

export const catalogSchema = z.object({
  source: z.object({ name: z.string(), commit: z.string(), version: z.string(), license: z.string() }),
  factions: z.array(z.object({ id: z.enum(FACTION_IDS), name: z.string() })),
  ships: z.array(shipSchema),
  upgrades: z.array(upgradeSchema),
});
export type CatalogData = z.infer<typeof catalogSchema>;
