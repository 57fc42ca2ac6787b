import { z } from 'zod';
import { MAX_DICE, MAX_SPACE } from './rules/die-code.ts';
import { CRAFT_KINDS, PIPS_SETTINGS, RATES } from './rules/terms.ts';
import type { HexEvent } from './events.ts';
import { NAME_MAX, NAME_PATTERN, type HexState } from './state.ts';

// The stored forms, checked by the core on every write and read.

const name = z.string().min(1).max(NAME_MAX).regex(NAME_PATTERN);
const pips = z.enum(PIPS_SETTINGS);
const rate = z.enum(RATES);
const dieCode = z.object({ dice: z.number().int().min(0).max(MAX_DICE), pips: z.union([z.literal(0), z.literal(1), z.literal(2)]) });

const craftEntry = z.object({
  name,
  kind: z.enum(CRAFT_KINDS),
  squadron: name.nullable(),
  space: z.number().int().min(0).max(MAX_SPACE),
  piloting: dieCode,
  maneuverability: dieCode,
});

export const hexStateSchema: z.ZodType<HexState> = z.object({
  pips,
  round: z.number().int().min(1),
  crafts: z.array(craftEntry.extend({ rate: rate.nullable(), prior: rate.nullable() })),
  closed: z.boolean().optional(),
});

export const hexEventSchema: z.ZodType<HexEvent> = z.discriminatedUnion('t', [
  z.object({ t: z.literal('started'), pips }),
  z.object({ t: z.literal('settings-changed'), pips }),
  z.object({ t: z.literal('craft-added'), craft: craftEntry }),
  z.object({ t: z.literal('craft-removed'), name }),
  z.object({ t: z.literal('rate-committed'), crafts: z.array(name).min(1), squadron: name.nullable(), rate }),
  z.object({ t: z.literal('round-advanced'), round: z.number().int().min(2) }),
  z.object({ t: z.literal('closed') }),
]);

/** The system posts nothing by itself. */
export const hexNoticeSchema = z.never();
