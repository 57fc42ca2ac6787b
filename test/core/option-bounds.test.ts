import { describe, expect, test } from 'vitest';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { z } from 'zod';
import type { Move } from '../../src/core/declare.ts';
// The commands in the order the app loads them (their modules import one another).
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { activate } from '../../commands/xwing/activate.ts';
import { attack } from '../../commands/xwing/attack.ts';
import { campaignMoves } from '../../commands/xwing/bsl/campaign.ts';
import { resultSchema } from '../../commands/xwing/bsl/campaign-result.ts';
import { startSchema } from '../../commands/xwing/bsl/campaign-roster.ts';
import { missionMoves } from '../../commands/xwing/bsl/index.ts';
import { done } from '../../commands/xwing/done.ts';
import { gameMoves } from '../../commands/xwing/game.ts';
import { join } from '../../commands/xwing/join.ts';
import { roundNext } from '../../commands/xwing/round.ts';
import { shipMoves } from '../../commands/xwing/ship.ts';

// Discord bounds a whole number only by the min_value and max_value the registered definition
// carries: each must be the bound the option's schema enforces, so a number Discord lets
// through is one the bot takes, and a phone's number pad stops where the bot would refuse.

type Def = {
  readonly type?: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The number schema inside optional, default and pipe wrappers, with its bounds; null if none. */
function bounds(schema: z.ZodType): { min: number | null; max: number | null } | null {
  const def = defOf(schema);
  if (def.type === 'number') {
    const n = schema as unknown as { minValue: number | null; maxValue: number | null };
    const finite = (v: number | null) => (v === null || !Number.isFinite(v) || Math.abs(v) >= Number.MAX_SAFE_INTEGER ? null : v);
    return { min: finite(n.minValue), max: finite(n.maxValue) };
  }
  const inner = def.innerType ?? def.in;
  return inner ? bounds(inner) : null;
}

const MOVES: readonly Move<never>[] = [...gameMoves, join, activate, done, ...shipMoves, attack, roundNext, ...missionMoves, ...campaignMoves] as Move<never>[];

/** The schemas of moves that parse their options in `run` (no `parse`), by path. */
const SCHEMAS: Readonly<Record<string, z.ZodType>> = { 'campaign start': startSchema, 'campaign result': resultSchema };

const cases = MOVES.flatMap((m) =>
  (m.options ?? [])
    .filter((o) => o.type === ApplicationCommandOptionType.Integer || o.type === ApplicationCommandOptionType.Number)
    .flatMap((o) => {
      const schema = m.parse ?? SCHEMAS[m.path];
      const field = schema ? defOf(schema).shape?.[o.name] : undefined;
      // An option whose schema this test cannot see (parsed by hand in `run`) is left out.
      return field ? [[`${m.path} ${o.name}`, o as { min_value?: number; max_value?: number }, field] as const] : [];
    }),
);

/** An option of the definitions the bot deploys, by its path of English names (`campaign start scale`). */
function deployed(path: string): { min_value?: number; max_value?: number } | undefined {
  const [command, ...names] = path.split(' ');
  let part: { options?: readonly unknown[] } | undefined = COMMAND_DEFINITIONS.find((d) => d.name === command);
  for (const name of names) part = (part?.options as readonly { name: string; options?: readonly unknown[] }[] | undefined)?.find((o) => o.name === name);
  return part as { min_value?: number; max_value?: number } | undefined;
}

describe('whole-number options: the registered bounds are the schema’s', () => {
  test('there are such options, the campaign’s among them', () => {
    expect(cases.map(([path]) => path)).toEqual(
      expect.arrayContaining(['campaign start scale', 'campaign start strength', 'campaign start rounds', 'campaign result markers']),
    );
  });

  test.each(cases)('%s', (path, declared, field) => {
    const b = bounds(field);
    expect(b).not.toBeNull();
    const registered = deployed(path);
    expect(registered).toBeDefined();
    for (const o of [declared, registered!])
      expect({ min_value: o.min_value ?? null, max_value: o.max_value ?? null }).toEqual({ min_value: b?.min ?? null, max_value: b?.max ?? null });
  });
});
