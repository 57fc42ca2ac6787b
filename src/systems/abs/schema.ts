import { z } from 'zod';
import type { RngState } from '../../core/random.ts';
import type { AbsEvent } from './events.ts';
import { IC_CLASSES, type ActivityRoll, type Trigger } from './rules/activity.ts';
import type { RandomChoice } from './rules/choice.ts';
import type { DieRoll } from './rules/dice.ts';
import { MARGIN_RESULTS } from './rules/margin.ts';
import { DIRECTIONS } from './rules/scatter.ts';
import { PHASES, type AbsState, type Contract, type GameResult, type Ic, type JumpPoint, type Objective, type ShipClass } from './state.ts';

// The stored form of a game's state and events, checked by the core on every write
// and read. Typed against state.ts and events.ts, so the two cannot drift apart.

const int = z.number().int();
const count = int.min(0);
const uint32 = int.min(0).max(0xffffffff);
const text = z.string().max(200);

export const rngSchema: z.ZodType<RngState> = z.tuple([uint32, uint32, uint32, uint32]);

export const dieRollSchema: z.ZodType<DieRoll> = z.object({ sides: int.min(1), value: int.min(1), typed: z.boolean() });

const choiceSchema: z.ZodType<RandomChoice> = z.object({ candidates: z.array(z.string()), roll: dieRollSchema.nullable(), chosen: z.string().nullable() });

const triggerSchema: z.ZodType<Trigger> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('jump-in'), class: text, mass: count, jumpPoint: z.string() }),
  z.object({ kind: z.literal('round'), round: int.min(2), jumpPoint: z.string() }),
]);

const activitySchema: z.ZodType<ActivityRoll> = z.object({
  d6: dieRollSchema,
  modifier: count,
  total: int,
  d3: dieRollSchema.nullable(),
  class: z.enum(IC_CLASSES),
  count: int.min(1),
});

const contractSchema: z.ZodType<Contract> = z.object({ id: z.string(), name: text, exhausted: z.boolean(), cards: count.nullable(), redraw: z.boolean() });
const objectiveSchema: z.ZodType<Objective> = z.object({
  id: z.string(),
  contract: z.string(),
  name: text,
  table: int.min(1),
  inPlay: z.boolean(),
  carried: z.boolean(),
});
const jumpPointSchema: z.ZodType<JumpPoint> = z.object({ id: z.string(), table: int.min(1), inPlay: z.boolean(), round: int.min(1) });
const classSchema: z.ZodType<ShipClass> = z.object({ name: text, mass: count, thrust: count.nullable() });

const icSchema: z.ZodType<Ic> = z.object({
  id: z.string(),
  class: z.enum(IC_CLASSES),
  ships: int.min(1),
  table: int.min(1),
  damage: count,
  activated: z.boolean(),
  waits: z.boolean(),
  trigger: triggerSchema,
  roll: activitySchema,
  objective: choiceSchema,
});

const direction = z.enum(DIRECTIONS);

const resultSchema: z.ZodType<GameResult> = z.object({
  credits: int,
  maxRevenue: int.min(1),
  tenths: int,
  result: z.enum(MARGIN_RESULTS),
  capital: count,
  resoundingPays: count.nullable(),
  source: z.enum(['typed', 'example']),
  scale: int.min(1),
});

export const absStateSchema: z.ZodType<AbsState> = z.object({
  kind: z.literal('abs-solo'),
  scale: int.min(1),
  tables: int.min(1),
  round: int.min(1),
  phase: z.enum(PHASES),
  maxRevenue: int.min(1).nullable(),
  credits: int,
  seed: z.string(),
  rng: rngSchema,
  campaign: z.boolean(),
  classes: z.array(classSchema),
  contracts: z.array(contractSchema),
  objectives: z.array(objectiveSchema),
  jumpPoints: z.array(jumpPointSchema),
  ics: z.array(icSchema),
  next: z.object({ contract: int.min(1), objective: int.min(1), jumpPoint: int.min(1), ic: int.min(1), scatter: int.min(1) }),
  seize: count.nullable(),
  claims: z.array(z.object({ contract: z.string(), icMass: count, friendlyMass: count, discarded: z.boolean() })),
  claimsDone: z.boolean(),
  scatter: z.object({ id: int.min(1), ic: z.string().nullable(), direction: direction.nullable(), invalid: z.array(direction) }).nullable(),
  result: resultSchema.nullable(),
});

const placedSchema = z.object({ objective: objectiveSchema, roll: dieRollSchema.nullable() });

export const absEventSchema: z.ZodType<AbsEvent> = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('started'),
    scale: int.min(1),
    tables: int.min(1),
    maxRevenue: int.min(1).nullable(),
    campaign: z.boolean(),
    seed: z.string(),
    rng: rngSchema,
  }),
  z.object({ t: z.literal('contract-added'), contract: contractSchema, objectives: z.array(placedSchema), rng: rngSchema }),
  z.object({ t: z.literal('contract-redrawn'), contract: z.string() }),
  z.object({ t: z.literal('contract-kept'), contract: z.string() }),
  z.object({ t: z.literal('contract-exhausted'), contract: z.string(), exhausted: z.boolean() }),
  z.object({ t: z.literal('objective-added'), objective: objectiveSchema, roll: dieRollSchema.nullable(), rng: rngSchema }),
  z.object({ t: z.literal('objective-changed'), objective: z.string(), inPlay: z.boolean(), carried: z.boolean(), table: int.min(1) }),
  z.object({ t: z.literal('jumppoint-added'), jumpPoint: jumpPointSchema }),
  z.object({ t: z.literal('jumppoint-removed'), jumpPoint: z.string() }),
  z.object({ t: z.literal('class-set'), class: classSchema, previous: classSchema.nullable() }),
  z.object({ t: z.literal('round-started'), round: int.min(2) }),
  z.object({ t: z.literal('ic-deployed'), ic: icSchema, rng: rngSchema }),
  z.object({ t: z.literal('tactical-started'), seize: count.nullable() }),
  z.object({ t: z.literal('ic-activated'), ic: z.string(), choice: choiceSchema, d3: dieRollSchema, discarded: count, damage: count, rng: rngSchema }),
  z.object({ t: z.literal('ic-damaged'), ic: z.string(), tokens: int, damage: count }),
  z.object({ t: z.literal('ic-lost'), ic: z.string(), ships: int.min(1), left: count }),
  z.object({ t: z.literal('scatter-rolled'), scatter: int.min(1), ic: z.string().nullable(), rolls: z.array(dieRollSchema), direction, rng: rngSchema }),
  z.object({
    t: z.literal('scatter-invalid'),
    scatter: int.min(1),
    invalid: direction,
    rolls: z.array(dieRollSchema),
    direction: direction.nullable(),
    rng: rngSchema,
  }),
  z.object({ t: z.literal('endphase-started') }),
  z.object({ t: z.literal('claim-answered'), contract: z.string(), icMass: count, friendlyMass: count, discarded: z.boolean(), cards: count.nullable() }),
  z.object({ t: z.literal('claims-done') }),
  z.object({ t: z.literal('credits-changed'), delta: int, note: text.nullable(), total: int }),
  z.object({ t: z.literal('ended'), result: resultSchema }),
]);
