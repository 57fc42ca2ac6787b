import { z } from 'zod';
import { LOCALES } from '../../../core/locale.ts';
import {
  assetId,
  entrySchema,
  equippedSchema,
  faction,
  historySchema,
  itemSchema,
  kiaSchema,
  linkedShipSchema,
  nominationSchema,
  noteSchema,
  optionsSchema,
  resultCode,
  rngSchema,
  shipResultSchema,
  offersSchema,
  supplySchema,
  side,
  squadronCard,
  squadronType,
  templateSchema,
  xpLevel,
  ASSET_CARDS,
} from './model.ts';

// Every change to a Big Shed League campaign is one of these events (big-shed-league.md §12),
// appended to the campaign's log; `evolve` replays them. Events that drew from the campaign's
// generator carry its new state, so an undone draw redone draws the same (C49).

/**
 * 2: the asset step's reminders are data (`noteSchema`) and a reward names its result, type
 * and card: no English phrases (version-1 events are upcast). The campaign's options may name
 * its data edition (a version-1 campaign plays the frozen 2.0); the bump keeps an older bot
 * from playing an XWA campaign with 2.0 costs.
 * 3: additive (the players' Additional Supplies choice, C97; a set-up's flipped Squadron Limited
 * note, C96): a version-2 event reads unchanged, and an older bot refuses a file that may hold them.
 */
export const BSL_SCHEMA_VERSION = 3;

const card = squadronCard;
const cards = z.array(squadronCard);
const assetCard = z.enum(ASSET_CARDS);

export const aiActionSchema = z.discriminatedUnion('a', [
  z.object({ a: z.literal('form'), card, type: squadronType, template: templateSchema }),
  z.object({ a: z.literal('add'), entry: entrySchema, cost: z.number().int() }),
  z.object({ a: z.literal('recover'), entry: z.string(), cost: z.number().int() }),
  z.object({ a: z.literal('assign'), entry: z.string(), card: card.nullable() }),
  z.object({ a: z.literal('retype'), card, type: squadronType }),
  z.object({ a: z.literal('strike'), card }),
  z.object({ a: z.literal('equip'), item: z.string(), entry: z.string(), slot: z.string() }),
]);

const markTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('entry'), id: z.string() }),
  z.object({ kind: z.literal('upgrade'), entry: z.string(), id: z.string() }),
  z.object({ kind: z.literal('item'), id: z.string() }),
]);

export const postGameStepSchema = z.discriminatedUnion('t', [
  // Since version 2 the reward's result, squadron type and card (version 1: one English phrase, `reason`).
  z.object({ t: z.literal('fp-awarded'), side, amount: z.number().int(), result: resultCode, type: squadronType, card }),
  z.object({
    t: z.literal('casualties'),
    side,
    // 'lost' by 'report': an upgrade the players reported lost (§5.4, C13); widening the enums reads every older event.
    marks: z.array(z.object({ target: markTarget, mark: z.enum(['MIA', 'KIA', 'lost']), cause: z.enum(['fate', 'link', 'report']) })).readonly(),
    leftovers: z.array(z.object({ entry: z.string(), pilot: z.string() })).readonly(),
    kia: z.array(kiaSchema).readonly(),
  }),
  z.object({ t: z.literal('damaged-erased'), side }),
  z.object({
    t: z.literal('experience'),
    side,
    steps: z.array(z.object({ entry: z.string(), from: xpLevel, to: xpLevel })).readonly(),
    eliteOffers: z.array(z.string()).readonly(),
  }),
  z.object({ t: z.literal('damaged-marked'), side, entries: z.array(z.string()).readonly() }),
]);

export const bslEventSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('campaign-created'),
    createdBy: z.string(),
    /** The creator's name, for the readable log (absent in older events). */
    createdByName: z.string().optional(),
    /** Its language; absent in campaigns created before: English. An added optional field reads every older event. */
    locale: z.enum(LOCALES).optional(),
    options: optionsSchema,
    factions: z.object({ players: faction, ai: faction }),
    seed: z.string(),
    rng: rngSchema,
    fp: z.object({ players: z.number().int(), ai: z.number().int() }),
  }),
  // `name`: the user's name when the command knew it, so the readable log names people without mentions (absent in older events).
  z.object({ t: z.literal('commander-added'), user: z.string(), name: z.string().optional() }),
  z.object({ t: z.literal('commander-removed'), user: z.string(), name: z.string().optional() }),
  z.object({ t: z.literal('entry-bought'), side, entry: entrySchema, cost: z.number().int() }),
  z.object({ t: z.literal('item-bought'), side, item: itemSchema, cost: z.number().int() }),
  /** An upgrade bought for an owned ship (§9 G8); `replaced`: the Modification it replaced, lost (C20). */
  z.object({ t: z.literal('upgrade-bought'), side, entry: z.string(), upgrade: equippedSchema, cost: z.number().int(), replaced: z.string().nullable() }),
  z.object({ t: z.literal('upgrade-moved'), side, upgrade: z.string(), to: z.string().nullable(), slot: z.string() }),
  /** C97: the players chose their ship's free Additional Supplies munition (the one given, `id`, becomes `upgrade`). */
  z.object({ t: z.literal('supply-chosen'), entry: z.string(), id: z.string(), upgrade: z.string(), slot: z.string() }),
  /** C98: the players' ship `entry` keeps its Squadron Limited copies in this round's game (a new event: no older shape to upcast). */
  z.object({ t: z.literal('limited-chosen'), entry: z.string() }),
  z.object({ t: z.literal('entry-assigned'), side, entry: z.string(), squadron: card.nullable() }),
  z.object({ t: z.literal('owner-set'), entry: z.string(), owner: z.string().nullable(), name: z.string().optional() }),
  z.object({ t: z.literal('squadron-formed'), side, card, type: squadronType }),
  z.object({ t: z.literal('squadron-retyped'), side, card, type: squadronType }),
  z.object({ t: z.literal('squadron-struck'), side, card }),
  z.object({ t: z.literal('roster-ready') }),
  z.object({ t: z.literal('ai-acted'), why: z.enum(['start', 'post-game']), actions: z.array(aiActionSchema), rng: rngSchema }),
  z.object({
    t: z.literal('round-started'),
    round: z.number().int().min(1),
    active: side,
    tie: z.boolean(),
    fv: z.object({ players: z.number().int(), ai: z.number().int() }),
    rng: rngSchema,
  }),
  z.object({ t: z.literal('squadrons-rested'), side, cards }),
  z.object({ t: z.literal('mission-squadron-drawn'), included: cards, drawn: card, rng: rngSchema }),
  // 0: open mode (§6.7); widening the range reads every older event as it was.
  z.object({ t: z.literal('mission-chosen'), mission: z.number().int().min(0).max(8), rng: rngSchema.optional() }),
  z.object({ t: z.literal('squadrons-drawn'), players: cards, ai: cards, pools: z.object({ players: cards, ai: cards }), rng: rngSchema }),
  z.object({ t: z.literal('assets-selected'), side, cards: z.array(assetCard) }),
  z.object({
    t: z.literal('assets-resolved'),
    /** Both fleets' cards after Fleet Intelligence and Disrupted Command. */
    draws: z.object({ players: cards, ai: cards }),
    supplies: z.array(supplySchema),
    offers: offersSchema,
    effects: z.object({ players: z.array(assetId), ai: z.array(assetId) }),
    spent: z.object({ players: z.array(assetCard), ai: z.array(assetCard) }),
    /** Since version 2: data, never prose (version 1 stored English sentences; events-v1.ts reads them). */
    notes: z.array(noteSchema),
    sabotaged: z.array(z.string()),
    shortage: cards,
    rng: rngSchema,
  }),
  z.object({ t: z.literal('asset-choices'), draws: z.object({ players: cards, ai: cards }) }),
  z.object({ t: z.literal('squadrons-revealed') }),
  z.object({ t: z.literal('nominated'), nomination: nominationSchema, rng: rngSchema.optional() }),
  z.object({ t: z.literal('game-linked'), ships: z.array(linkedShipSchema) }),
  z.object({ t: z.literal('reinforcement-drawn'), side, card, gameRound: z.number().int(), ships: z.array(linkedShipSchema), rng: rngSchema }),
  z.object({
    t: z.literal('result-confirmed'),
    gameId: z.number().int().nullable(),
    ships: z.array(shipResultSchema.extend({ side })),
    conceded: z.boolean(),
    winner: side.nullable(),
    assetAllowed: z.boolean(),
    diff: z.number(),
  }),
  z.object({ t: z.literal('history-recorded'), entry: historySchema }),
  z.object({ t: z.literal('post-game-step'), step: postGameStepSchema }),
  z.object({ t: z.literal('asset-offered'), assets: z.array(assetId) }),
  z.object({ t: z.literal('asset-gained'), side, asset: assetId, card: assetCard, replaced: assetCard.nullable() }),
  z.object({ t: z.literal('asset-declined'), side, asset: assetId.nullable() }),
  z.object({ t: z.literal('elite-taken'), entry: z.string() }),
  z.object({ t: z.literal('promoted'), entry: z.string(), pilot: z.string(), cost: z.number().int(), toInventory: z.array(z.string()) }),
  z.object({ t: z.literal('mia-recovered'), side, entries: z.array(z.string()), items: z.array(z.string()), cost: z.number().int() }),
  z.object({ t: z.literal('players-closed') }),
  z.object({ t: z.literal('fleet-eliminated'), side }),
  z.object({ t: z.literal('campaign-ended'), winner: z.enum(['players', 'ai', 'draw']) }),
]);
export type BslEvent = z.infer<typeof bslEventSchema>;
export type AiActionEvent = z.infer<typeof aiActionSchema>;
