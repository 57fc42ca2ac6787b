import { z } from 'zod';
import { ACTION_TYPES, BEARINGS, DIFFICULTIES } from '../engine/types.ts';

// The shape of the catalogue the project ships (data/, one file per edition and data
// version, listed in data/editions.json). `npm run catalog` validates what it writes with
// these schemas; the bot checks each file against its digest in the manifest instead
// (editions.ts), so a hand-edited or stale file still fails loudly.

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
  /** XWA: the loadout value its upgrades may cost in all. */
  loadout: z.number().int().optional(),
  /** The English name, set only in a translated catalogue at run time (editions.ts). */
  en: z.string().optional(),
  /** XWA: the widest format it is legal in ('none': not in the points); absent in 2.0, where every pilot is. */
  legality: z.enum(['standard', 'extended', 'epic', 'none']).optional(),
});
export type Pilot = z.infer<typeof pilotSchema>;

export const storedShipSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The English name, set only in a translated catalogue at run time (editions.ts). */
  en: z.string().optional(),
  faction: z.enum(FACTION_IDS),
  size: z.enum(['small', 'medium', 'large', 'huge']),
  dialCodes: z.array(z.string()).min(1),
  actions: z.array(shipActionSchema),
  attacks: z.array(z.object({ arc: z.enum(ARC_IDS), value: z.number().int() })),
  agility: z.number().int(),
  hull: z.number().int(),
  shields: z.number().int(),
  pilots: z.array(pilotSchema),
});
/** A chassis as the bot holds it: the file's, with its dial codes read once at load (dial-code.ts). */
export type Ship = z.infer<typeof storedShipSchema> & { readonly dial: readonly z.infer<typeof maneuverSchema>[] };

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
  /** Master: a pilot keyword the ship must have ("Bounty Hunter"); kept for the record, not checked (the bot holds no pilot keywords). */
  keywords: z.array(z.string()).optional(),
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
  /** The English name, set only in a translated catalogue at run time (editions.ts). */
  en: z.string().optional(),
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

export const EDITION_IDS = ['2.0', 'xwa'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** Which data a game or campaign plays with, for its whole life: the edition, the xwing-data2 commit and the points revision. */
export const editionPinSchema = z.object({
  id: z.enum(EDITION_IDS),
  data: z.string().min(1),
  /** The XWA points revision ("50P20"); null in 2.0, whose costs are the data's own. */
  points: z.string().min(1).nullable(),
});
export type EditionPin = z.infer<typeof editionPinSchema>;

const sourceSchema = z.object({ name: z.string(), commit: z.string(), version: z.string(), license: z.string() });

/** One edition's ships and upgrades from one xwing-data2 commit (its costs are 2.0's; XWA's come from a points file). */
export const catalogFileSchema = z.object({
  source: sourceSchema,
  factions: z.array(z.object({ id: z.enum(FACTION_IDS), name: z.string() })),
  ships: z.array(storedShipSchema),
  upgrades: z.array(upgradeSchema),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;

const pointsEntrySchema = z.object({
  cost: z.number().int(),
  loadout: z.number().int(),
  /** Absent: the base file's slots. */
  slots: z.array(z.string()).optional(),
  legality: z.enum(['standard', 'extended', 'epic', 'none']),
  /** A reprint the data lacks: built from this pilot of the same ship (its initiative, dial and bar), under its own name. */
  reprintOf: z.string().optional(),
  name: z.string().optional(),
  caption: z.string().optional(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** One XWA points revision: by faction, ship id and pilot xws id, what it lays over the base file, and the reprints it adds. */
export const pointsFileSchema = z.object({
  revision: z.string().min(1),
  effective: z.string(),
  pilots: z.record(z.enum(FACTION_IDS), z.record(z.string(), z.record(z.string(), pointsEntrySchema))),
  upgrades: z.record(z.string(), z.number().int()),
});
export type PointsFile = z.infer<typeof pointsFileSchema>;

const fileRef = z.object({ file: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
/** data/editions.json: every shipped data version of every edition, its files and their digests. */
export const manifestSchema = z.object({
  editions: z.record(
    z.enum(EDITION_IDS),
    z.object({
      /** The version new games and campaigns pin. */
      current: z.string(),
      versions: z.record(z.string(), z.object({ data: z.string(), points: z.string().nullable(), base: fileRef, pointsFile: fileRef.optional() })),
    }),
  ),
  names: z.object({ fr: fileRef }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** English name -> French name by xws id (xwing-data2's translation.json), for ships, pilots and upgrades. */
export const namesFileSchema = z.record(z.string(), z.string());

/** What a Catalog is built from: one edition's data at one version, costs merged. */
export interface CatalogData {
  readonly source: z.infer<typeof sourceSchema>;
  readonly factions: CatalogFile['factions'];
  readonly ships: readonly Ship[];
  readonly upgrades: readonly Upgrade[];
  readonly pin: EditionPin;
  /** The points revision's date, for /rules data. */
  readonly effective?: string;
}
