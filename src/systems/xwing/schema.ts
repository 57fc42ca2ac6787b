import { z } from 'zod';
import { editionPinSchema, FACTION_IDS } from './catalog/schema.ts';
import { BEARINGS, DIFFICULTIES } from './engine/types.ts';
import type { GameEvent } from './play/events.ts';
import type { MissionRules } from './play/mission.ts';
import type { GameState, PendingApproach, ShipState } from './play/state.ts';
import type { XwingNotice } from './notices.ts';

// The stored forms of an X-Wing Solo Alpha game, checked whenever a row is read back.
// Schema version 1 is the form release 0.1.0 wrote. Version 2 adds, for the rules by the
// book, the players' faction to 'started' (optional: older games take the
// natural opponent, ruling R29), each ship's charges by upgrade (`upgradeEvent` gives
// older ships none: as printed) and the System Phase's 'system-checked' event; and for
// the round run by the bot the events dial-set, done, phase-opened and
// ship-removed, the End phase, each ship's `engaged` and the game's `ready` (additive: a
// ship in an old event has not engaged; an older state is rebuilt from its log).
// Version 3 adds the Big Shed League mission game (big-shed-league.md §5): the scenario
// 'campaign' with the mission and first player on 'started', each campaign ship's role,
// exit, tracking tokens and VET reroll (all optional), and the events ship-left,
// role-changed, marker-scanned, mine-detonated, turbolaser-fired, tracking-token-placed,
// vet-reroll-used, damage-set and reinforcements-rolled, and the end reason 'round-limit'. Purely additive: a version-2 event reads unchanged; the bump keeps an
// older bot from opening a game it cannot read.
// Version 4 adds the data edition and version the game plays ('started', the state, the
// wave notice): optional, a game stored before it plays the frozen 2.0 (nothing to upcast;
// the bump keeps an older bot from playing an XWA game with 2.0 data).
// Version 5 adds the event pings-set and the game's `quiet` players, the dice and maneuver on 'activated' and the
// player's name on 'dial-set' (all optional), additive likewise.
export const XWING_SCHEMA_VERSION = 6;

const attitude = z.enum(['offensive', 'balanced', 'defensive', 'recovery']);
const side = z.enum(['left', 'right']);
const chart = z.enum(['bullseye', 'front', 'side', 'rear']);
const faction = z.enum(FACTION_IDS);
export const count = z.number().int().min(0);
export const rng = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]);
const setupSchema = z.object({ patrol: count, reinforcement: count, ace: z.boolean(), transport: z.boolean() });
export const attackFace = z.enum(['hit', 'crit', 'focus', 'blank']);
const roll = z.object({ defense: z.enum(['evade', 'focus', 'blank']), attack: attackFace });
const scenario = z.enum(['intro', 'custom', 'campaign']);
export const campaignRole = z.enum(['line', 'ace', 'runner', 'scout', 'evader', 'withdrawing']);
const leaveEdge = z.enum(['A', 'O', 'N1', 'N2']);
export const shipLeft = z.object({ edge: leaveEdge.nullable(), via: z.enum(['maneuver', 'jump']), code: z.enum(['W', 'D', 'X', 'OBJ']) });
const campaignPlay = z.object({
  // 0: open mode (§6.7, C81).
  mission: z.number().int().min(0).max(8).nullable(),
  active: z.enum(['player', 'solo']),
  firstPlayer: z.enum(['player', 'solo']),
  scans: z.array(z.object({ marker: z.number().int().min(1).max(5), ship: z.string(), round: z.number().int() })),
  roundLimit: z.number().int().min(1).optional(),
  reinforcements: z.array(z.enum(['player', 'solo'])).optional(),
  ambush: z.object({ roll: z.number().int().min(1).max(4), edges: z.tuple([z.string(), z.string()]) }).optional(),
  flank: z.object({ card: z.string(), n1: z.array(z.string()), n2: z.array(z.string()) }).optional(),
});
export const rolls = z.array(z.array(attackFace));

const pending: z.ZodType<PendingApproach> = z.object({
  id: z.number().int(),
  chart: chart.nullable(),
  roll: roll.nullable(),
  tallySide: side.nullable(),
  obstacleSide: side.nullable(),
});

export const shipSchema: z.ZodType<ShipState> = z.object({
  name: z.string().min(1),
  side: z.enum(['player', 'solo']),
  role: z.enum(['player', 'patrol', 'reinforcement', 'custom', 'transport']),
  owner: z.string().nullable(),
  faction,
  chassis: z.string(),
  pilot: z.string().nullable(),
  initiative: z.number().int(),
  attitude,
  stress: count,
  ion: count,
  disarm: count,
  locks: z.array(z.string()),
  tally: z.string().nullable(),
  actionDamage: z.boolean(),
  upgrades: z.array(z.string()),
  ordnanceCharges: count.nullable(),
  charges: z.record(z.string(), count),
  status: z.enum(['active', 'destroyed', 'fled']),
  activated: z.boolean(),
  engaged: z.boolean().default(false),
  attacks: count,
  defenses: count,
  pending: pending.nullable(),
  campaignRole: campaignRole.optional(),
  left: shipLeft.optional(),
  tracking: z.object({ tokens: count, needed: z.number().int().min(1) }).optional(),
  vetReroll: z.boolean().optional(),
  damageCards: count.optional(),
  destroyedRound: z.number().int().optional(),
  reinforcementOf: z.string().optional(),
  offline: z.array(z.string()).optional(),
});

const endReason = z.enum(['players-gone', 'solo-destroyed', 'ended-by-players', 'round-limit']);
// Optional (no version bump): the fleets gone when a campaign mission game ended at its End Phase (C14, C74).
const fleetSide = z.enum(['player', 'solo']);

export const stateSchema: z.ZodType<GameState> = z.object({
  channelId: z.string(),
  guildId: z.string().nullable(),
  owner: z.string(),
  ruleset: z.enum(['v0.2', 'v0.1']),
  scenario,
  faction,
  playerFaction: faction,
  setup: setupSchema.optional(),
  campaign: campaignPlay.optional(),
  edition: editionPinSchema.optional(),
  seed: z.string(),
  rng,
  round: z.number().int().min(1),
  phase: z.enum(['planning', 'activation', 'engagement', 'end', 'ended']),
  ships: z.array(shipSchema),
  ended: z.object({ reason: endReason, round: z.number().int(), gone: z.array(fleetSide).optional() }).nullable(),
  ready: z.array(z.string()).default([]),
  quiet: z.array(z.string()).optional(),
  step: z.number().int(),
});

const patch = z
  .object({
    attitude,
    stress: count,
    ion: count,
    disarm: count,
    locks: z.array(z.string()),
    tally: z.string().nullable(),
    actionDamage: z.boolean(),
    ordnanceCharges: count.nullable(),
    charges: z.record(z.string(), count),
    status: z.enum(['active', 'destroyed', 'fled']),
    tracking: z.object({ tokens: count, needed: z.number().int().min(1) }),
    damageCards: count,
    offline: z.array(z.string()),
  })
  .partial();

/** The game's own events' stored forms; a mission layer adds its own (`eventSchemaWith`). */
const xwingEventSchemas = [
  z.object({
    t: z.literal('started'),
    channelId: z.string(),
    guildId: z.string().nullable(),
    owner: z.string(),
    ruleset: z.enum(['v0.2', 'v0.1']),
    scenario,
    faction,
    playerFaction: faction.optional(),
    setup: setupSchema.optional(),
    campaign: campaignPlay.optional(),
    edition: editionPinSchema.optional(),
    seed: z.string(),
    rng,
  }),
  z.object({ t: z.literal('ship-added'), ship: shipSchema, rng: rng.optional() }),
  z.object({ t: z.literal('approach-pending'), ship: z.string(), pending, rng: rng.optional() }),
  z.object({
    t: z.literal('activated'),
    ship: z.string(),
    attitude,
    rng: rng.optional(),
    roll: roll.optional(),
    maneuver: z
      .object({ speed: z.number().int(), bearing: z.enum(BEARINGS), direction: z.enum(['left', 'right']).nullable(), difficulty: z.enum(DIFFICULTIES) })
      .optional(),
  }),
  z.object({ t: z.literal('ship-changed'), ship: z.string(), patch }),
  z.object({
    t: z.literal('attacked'),
    attacker: z.string(),
    defender: z.string(),
    damage: count,
    attackerAttitude: attitude,
    defenderAttitude: attitude,
    cards: count.optional(),
  }),
  z.object({ t: z.literal('round-started'), round: z.number().int(), attitudes: z.record(z.string(), attitude) }),
  z.object({ t: z.literal('ended'), reason: endReason, gone: z.array(fleetSide).optional() }),
  z.object({ t: z.literal('system-checked'), ship: z.string(), device: z.string(), rolls: z.array(attackFace), rng }),
  z.object({ t: z.literal('dial-set'), user: z.string(), name: z.string().optional() }),
  z.object({ t: z.literal('done'), ship: z.string(), step: z.enum(['activation', 'engagement']) }),
  z.object({ t: z.literal('phase-opened'), phase: z.enum(['activation', 'engagement', 'end']) }),
  z.object({ t: z.literal('ship-removed'), ship: z.string() }),
  z.object({ t: z.literal('pings-set'), user: z.string(), on: z.boolean() }),
  z.object({ t: z.literal('attitude-rolled'), ship: z.string(), face: z.enum(['evade', 'focus', 'blank']), rng }),
] as const;

export const eventSchema: z.ZodType<GameEvent> = z.discriminatedUnion('t', xwingEventSchemas);

/** The game's events and a mission layer's, in one discriminated union (a stored event of either kind parses). */
export function eventSchemaWith<M extends { readonly t: string }>(mission: MissionRules<M> | undefined): z.ZodType<GameEvent | M> {
  return mission ? (z.discriminatedUnion('t', [...xwingEventSchemas, ...mission.eventSchemas]) as unknown as z.ZodType<GameEvent | M>) : eventSchema;
}

/** Brings an event written at an older schema version up to this one. */
export function upgradeXwingEvent(event: unknown, fromVersion: number): unknown {
  // 2 → 3 → 4 → 5 → 6 are additive: nothing to change (an attack of v5 or before carries no `cards`: its damage was not counted on the ship).
  if (fromVersion >= 2) return event;
  // Version 1 ships had no charges by upgrade: none tracked, so each is as printed.
  const e = event as { t?: string; ship?: Record<string, unknown> };
  if (e.t === 'ship-added' && e.ship && !('charges' in e.ship)) return { ...e, ship: { ...e.ship, charges: {} } };
  return event;
}

const arrival = z.object({ ship: shipSchema, arrival: z.object({ marker: z.enum(['A', 'B']), face: z.enum(['hit', 'crit', 'focus', 'blank']) }) });

export const noticeSchema: z.ZodType<XwingNotice> = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('wave'),
    round: z.number().int(),
    wave: z.enum(['round-4-patrols', 'round-4-mixed', 'round-7', 'round-7-extra']),
    arrivals: z.array(arrival),
    ruleset: z.enum(['v0.2', 'v0.1']).optional(),
    edition: editionPinSchema.optional(),
  }),
  z.object({
    t: z.literal('game-over'),
    round: z.number().int(),
    reason: endReason,
    gone: z.array(fleetSide).optional(),
    soloDestroyed: count,
    playersLost: z.array(z.string()),
    playersFled: z.array(z.string()),
  }),
]);
