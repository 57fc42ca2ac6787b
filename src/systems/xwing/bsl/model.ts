import { z } from 'zod';
import { LOCALES } from '../../../core/locale.ts';
import { editionPinSchema, FACTION_IDS } from '../catalog/schema.ts';

// The Big Shed League campaign's stored state (big-shed-league.md §12), as zod schemas: the
// types are read from them, and every stored row is checked against them when read back.
// Derived figures (values, Fleet Value, effective initiative, tokens) are never stored.

export const faction = z.enum(FACTION_IDS);
export const rngSchema = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]).readonly();

export const SQUADRON_CARDS = ['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
export const squadronCard = z.enum(SQUADRON_CARDS);
export type SquadronCard = z.infer<typeof squadronCard>;

export const SQUADRON_TYPES = ['recon', 'standard', 'epic'] as const;
export const squadronType = z.enum(SQUADRON_TYPES);
export type SquadronType = z.infer<typeof squadronType>;

export const ASSET_CARDS = ['J', 'Q', 'K', 'A'] as const;
export const ASSET_IDS = [
  'scouted-area',
  'guarded-approach',
  'fleet-intelligence',
  'sabotage',
  'disrupted-command',
  'double-agent',
  'capital-ship-support',
  'medical-frigate-support',
  'additional-supplies',
  'supply-shortage',
  'reinforcements',
] as const;
export const assetId = z.enum(ASSET_IDS);
export type AssetId = z.infer<typeof assetId>;

export const XP_LEVELS = ['none', 'exp', 'vet', 'elite'] as const;
export const xpLevel = z.enum(XP_LEVELS);
export type XpLevel = z.infer<typeof xpLevel>;

export const SIDES = ['players', 'ai'] as const;
export const side = z.enum(SIDES);
export type Side = z.infer<typeof side>;

export const optionsSchema = z.object({
  pointsScalePct: z.number().int().min(150).max(250).multipleOf(10),
  aiStrengthPct: z.number().int().min(100).max(150).multipleOf(5),
  mode: z.enum(['missions', 'open']),
  threeLossRule: z.boolean(),
  roundLimit: z.number().int().min(0).max(20),
  ruleset: z.enum(['v0.2', 'v0.1']),
  hyperdriveOverrides: z.record(z.string(), z.boolean()),
  /** The data edition and version the campaign and its games play, fixed at creation; absent (campaigns before editions): the frozen 2.0. */
  edition: editionPinSchema.optional(),
});
export type CampaignOptions = z.infer<typeof optionsSchema>;

export const equippedSchema = z.object({ id: z.string(), upgrade: z.string(), slot: z.string() });
export type Equipped = z.infer<typeof equippedSchema>;

export const entrySchema = z.object({
  id: z.string(),
  callsign: z.string(),
  chassis: z.string(),
  pilot: z.string(),
  upgrades: z.array(equippedSchema),
  xp: xpLevel,
  mia: z.boolean(),
  damaged: z.boolean(),
  /** null: in the inventory. */
  squadron: squadronCard.nullable(),
  owner: z.string().nullable(),
  acquired: z.object({ round: z.number().int().min(0), how: z.enum(['bought', 'reinforcements', 'leftover', 'start']) }),
});
export type RosterEntry = z.infer<typeof entrySchema>;

export const itemSchema = z.object({ id: z.string(), upgrade: z.string(), mia: z.boolean() });
export type Item = z.infer<typeof itemSchema>;

/** An AI squadron's shipyard rolls (§2.3): indexes into its faction's P and R options. */
export const templateSchema = z.object({ p: z.number().int().min(0), r: z.number().int().min(0) });
export type Template = z.infer<typeof templateSchema>;

export const squadronSchema = z.object({ card: squadronCard, type: squadronType, template: templateSchema.optional() });
export type Squadron = z.infer<typeof squadronSchema>;

export const assetCardSchema = z.object({ card: z.enum(ASSET_CARDS), asset: assetId, gainedRound: z.number().int().min(0) });
export type AssetCard = z.infer<typeof assetCardSchema>;

export const kiaSchema = z.object({ name: z.string(), xws: z.string(), round: z.number().int() });
export type KiaRecord = z.infer<typeof kiaSchema>;

export const fleetSchema = z.object({
  side,
  faction,
  fp: z.number().int(),
  roster: z.array(entrySchema),
  inventory: z.array(itemSchema),
  kia: z.array(kiaSchema),
  squadrons: z.array(squadronSchema),
  assets: z.array(assetCardSchema),
  lossStreak: z.number().int().min(0),
  eliminated: z.boolean(),
  /** The next roster/item id number (ids are never reused, so the log names one entry for life). */
  nextId: z.number().int().min(1),
});
export type Fleet = z.infer<typeof fleetSchema>;

export const resultCode = z.enum(['V', 'D', 'draw']);
export const historySchema = z.object({
  round: z.number().int(),
  mission: z.number().int().nullable(),
  active: side,
  result: z.object({ players: resultCode, ai: resultCode }),
  lossesNorm: z.object({ players: z.number(), ai: z.number() }),
  fpGained: z.object({ players: z.number().int(), ai: z.number().int() }),
  assetsGained: z.array(assetId),
  gameId: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historySchema>;

/** A ship's fate at the end of a game (§5.2): in play, destroyed, driven off, withdrawn, objective exit. */
export const FATES = ['in-play', 'X', 'D', 'W', 'OBJ'] as const;
export const fate = z.enum(FATES);
export type Fate = z.infer<typeof fate>;

export const shipResultSchema = z.object({ entry: z.string(), fate, damageCards: z.number().int().min(0) });
export type ShipResult = z.infer<typeof shipResultSchema>;

export const PHASES = ['building', 'rest', 'draw', 'mission', 'assets', 'choices', 'nominate', 'game', 'postgame', 'ended'] as const;
export const phase = z.enum(PHASES);
export type Phase = z.infer<typeof phase>;

export const nominationSchema = z.object({ side, role: z.enum(['operative', 'defector', 'supply-ship']), entry: z.string() });
export type Nomination = z.infer<typeof nominationSchema>;

/** The longest callsign a roster entry may have (typed, or in an imported file). */
export const CALLSIGN_MAX = 24;

/** Where a game's ship came from: its roster entry and side (the game's ship names are the callsigns). */
export const linkedShipSchema = z.object({ name: z.string(), entry: z.string(), side });
export type LinkedShip = z.infer<typeof linkedShipSchema>;

export const offersSchema = z.object({ exchange: z.boolean(), disrupt: z.object({ seen: squadronCard, swap: squadronCard }).nullable() });

/** An Additional Supplies munition given for one game (§7.2). */
export const supplySchema = z.object({ side, entry: z.string(), id: z.string(), upgrade: z.string(), slot: z.string() });

/**
 * A reminder of the asset step (§7.1), as data each language puts in words (strings/*.ts):
 * cancellations, Double Agent's turn, Sabotage, Supply Shortage, Additional Supplies, Fleet
 * Intelligence, Disrupted Command; `effect` is an asset's rule on the set-up card (never stored);
 * `text` an old English note the upcaster could not read, shown as written.
 */
export const noteSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('cancels'), asset: assetId, cancelled: assetId }),
  z.object({ k: z.literal('turned'), asset: assetId, owner: side }),
  z.object({ k: z.literal('sabotage'), ship: z.string().nullable(), card: squadronCard }),
  z.object({ k: z.literal('shortage'), card: squadronCard }),
  z.object({ k: z.literal('supplies'), card: squadronCard, got: z.array(z.object({ ship: z.string(), upgrade: z.string() })) }),
  z.object({ k: z.literal('intel-cards'), whose: side, cards: z.array(squadronCard) }),
  z.object({ k: z.literal('intel-exchange'), out: squadronCard, inn: squadronCard }),
  z.object({ k: z.literal('disrupt-forced'), seen: squadronCard, swap: squadronCard }),
  z.object({ k: z.literal('disrupt-offered'), seen: squadronCard }),
  z.object({ k: z.literal('effect'), side, asset: assetId }),
  z.object({ k: z.literal('text'), text: z.string() }),
  // C96: a Squadron Limited copy past its limit in this game, flipped (unused; it still counts for scoring).
  z.object({ k: z.literal('flipped'), side, ship: z.string(), upgrade: z.string() }),
]);
export type Note = z.infer<typeof noteSchema>;

/** What the current round has settled so far (§4). AI hidden choices are stored here and shown at reveal (C15). */
export const roundSchema = z.object({
  active: side,
  rested: z.array(squadronCard),
  drawn: squadronCard.nullable(),
  /** 1–8, or 0: open mode (§6.7). */
  mission: z.number().int().min(0).max(8).nullable(),
  /** The squadrons each fleet plays (the Drawn Squadron included), face down until revealed. */
  draws: z.object({ players: z.array(squadronCard), ai: z.array(squadronCard) }),
  /** Escalating Engagement: cards left to draw during the game. */
  pools: z.object({ players: z.array(squadronCard), ai: z.array(squadronCard) }),
  /** Escalating Engagement: the game rounds in which each fleet drew a reinforcement card (C31). */
  reinforcements: z.object({ players: z.array(z.number().int()), ai: z.array(z.number().int()) }),
  assetsPlayed: z.object({ players: z.array(z.enum(ASSET_CARDS)).nullable(), ai: z.array(z.enum(ASSET_CARDS)).nullable() }),
  /** Assets that took effect after cancellations (§7.1), and the reminders the table must apply. */
  effects: z.object({ players: z.array(assetId), ai: z.array(assetId) }),
  notes: z.array(noteSchema),
  /** The players' own Fleet Intelligence exchange and Disrupted Command swap, open until they choose (P7). */
  offers: offersSchema,
  /** Additional Supplies munitions equipped for this game; they go to the inventory after it. */
  supplies: z.array(supplySchema),
  /** Entries DAMAGED for this game only (Sabotage). */
  sabotaged: z.array(z.string()),
  /**
   * C98: the players' ships picked to keep their Squadron Limited copies this game, the latest pick
   * first (absent: none picked, as in campaigns saved before C98).
   */
  limitedPicks: z.array(z.string()).optional(),
  /** Cards whose ships may not use torpedo, missile or device upgrades (Supply Shortage). */
  shortage: z.array(squadronCard),
  nominations: z.array(nominationSchema),
  revealed: z.boolean(),
  ships: z.array(linkedShipSchema),
  gameLinked: z.boolean(),
  result: z
    .object({
      winner: side.nullable(),
      assetAllowed: z.boolean(),
      diff: z.number(),
      ships: z.array(shipResultSchema.extend({ side })),
      conceded: z.boolean(),
      gameId: z.number().int().nullable(),
    })
    .nullable(),
  /** G3: the players' reward to pick (null: nothing offered or already settled). */
  assetOffer: z.array(assetId).nullable(),
  eliteOffers: z.array(z.string()),
  /** Entries recovered in this post-game (they cannot be promoted in it, §9). */
  recovered: z.array(z.string()),
});
export type RoundState = z.infer<typeof roundSchema>;

export const campaignSchema = z.object({
  createdBy: z.string(),
  /** The language of its public cards and of its mission games; campaigns stored before it read English. */
  locale: z.enum(LOCALES).default('en'),
  options: optionsSchema,
  seed: z.string(),
  rng: rngSchema,
  commanders: z.array(z.string()),
  round: z.number().int().min(0),
  phase,
  fleets: z.object({ players: fleetSchema, ai: fleetSchema }),
  pending: roundSchema.nullable(),
  history: z.array(historySchema),
  winner: z.enum(['players', 'ai', 'draw']).nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
