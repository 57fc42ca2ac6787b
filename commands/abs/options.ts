import { randomInt } from 'node:crypto';
import { flagSchema, option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { nameOption } from '../../src/core/names.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { UserError, whereOf } from '../../src/core/options.ts';
import { moves, optionCode, optionWords } from '../../src/core/moves.ts';
import { parseDice } from '../../src/systems/abs/decisions.ts';
import type { AbsReply } from '../../src/systems/abs/render.ts';
import { BOUNDS, NAME_MAX, type Bounded } from '../../src/systems/abs/rules/setup.ts';
import { en } from '../../src/systems/abs/strings/en.ts';
import { absSystem, stringsFor, type AbsNotice } from '../../src/systems/abs/system.ts';
import type { AbsEvent } from '../../src/systems/abs/events.ts';
import type { AbsState } from '../../src/systems/abs/state.ts';
import type { AbsContext } from './context.ts';

export { UserError, whereOf };

// What the /abs parts share: the moves bound to A Billion Suns' words, option
// definitions and their zod schemas (Discord sends typed values, the console text).

export const c = en.commands;
// Option schemas give codes as their messages (optionCode); the moves word them in the user's language.
const says = (key: string, ...args: number[]) => ({ error: optionCode(key, ...args) });

/** Input limits, the same on Discord (max_length, min/max_value) and in the schemas. */
export const LIMITS = { name: NAME_MAX, id: 8, objectives: 600, dice: 100, note: 100, seed: 40, table: 6 } as const;

/** A Billion Suns' moves: its refusals, its option codes and its strings, in each language. */
export const absMoves = moves({
  refusal: (x, locale) => absSystem.refusalText(x, locale),
  option: (m, locale) => optionWords(m, stringsFor(locale).options),
  strings: stringsFor,
});

type Step<V> = Parameters<typeof absMoves.run<AbsState, AbsEvent, AbsNotice, V>>;

/** A change of the channel's game: the decision on its state and the move's parsed options, and its answer. */
export const absStep =
  <O, V>(decide: (state: AbsState | null, o: O) => ReturnType<Step<V>[2]>, answer: Step<V>[3]) =>
  (ctx: AbsContext, inv: Invocation, o: O): Promise<Reply> =>
    absMoves.run(ctx.games, inv, (x) => decide(x.state, o), answer);

/** The user's own reply: cards and buttons, shown to the channel. */
export const shown = (r: AbsReply, extra: Partial<Reply> = {}): Reply => ({ cards: r.cards, ...(r.buttons?.length ? { buttons: r.buttons } : {}), ...extra });

/** A47: only the game's owner or a member with Manage Channels may end or undo (and spend a campaign's Capital). */
export const mayManage = (owner: string, inv: Invocation) => owner === inv.user.id || inv.canManage;

/** A new game's seed when players give none (rules never draw randomness themselves). */
export const freshSeed = () => String(randomInt(1, 2 ** 31));

// ---------------------------------------------------------------- option definitions

export const intOption = (name: string, description: string, bounds: { min: number; max: number }, required = false) =>
  option.int(name, { description, required, min_value: bounds.min, max_value: bounds.max });

export const textOption = (name: string, description: string, maxLength: number, required = false, autocomplete = false) =>
  option.text(name, { description, required, max_length: maxLength, autocomplete });

export const diceOption = textOption('dice', c.dice, LIMITS.dice);

// ---------------------------------------------------------------- option schemas

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const int = (what: Bounded) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number(says('whole'))
      .int(says('whole'))
      .min(BOUNDS[what].min, says('range', BOUNDS[what].min, BOUNDS[what].max))
      .max(BOUNDS[what].max, says('range', BOUNDS[what].min, BOUNDS[what].max)),
  );

export const optInt = (what: Bounded) => int(what).optional();

export const text = (max: number) => z.string(says('text', max)).trim().min(1, says('text', max)).max(max, says('text', max));

export const id = text(LIMITS.id);

/** A name given to the table (a contract, an objective, a class): a text, then the core's name rules. */
export const nameValue = text(LIMITS.name).pipe(nameOption(LIMITS.name));

export const flag = flagSchema(optionCode('flag'));

export const dice = z
  .string(says('dice'))
  .max(LIMITS.dice, says('dice'))
  .transform((s, x) => {
    const values = parseDice(s);
    if (values === null) {
      x.addIssue({ code: 'custom', message: optionCode('dice') });
      return z.NEVER;
    }
    return values;
  })
  .optional();
