import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { addObjective, changeObjective } from '../../src/systems/abs/decisions.ts';
import { objectiveCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { optionCode } from '../../src/core/moves.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, absStep, c, dice, diceOption, flag, id, int, intOption, LIMITS, optInt, textOption, UserError, nameValue } from './options.ts';

// /abs objective add | set.

const tableOrRandom = z.union([z.literal('random'), int('tables')], { error: optionCode('table') });

const addOptions = z.object({
  contract: id,
  name: nameValue,
  table: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), tableOrRandom),
  dice,
});

const setOptions = z.object({ id, in_play: flag.optional(), carried: flag.optional(), table: optInt('tables') });

async function set(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(setOptions, inv);
  if (o.in_play === undefined && o.carried === undefined && o.table === undefined) throw new UserError(stringsFor(inv.locale).options.updateSomething);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => changeObjective(x.state, { objective: o.id, inPlay: o.in_play ?? null, carried: o.carried ?? null, table: o.table ?? null }),
    (r, t) => ({ cards: [objectiveCard(t, r.view)] }),
  );
}

export const objectiveMoves = [
  move({
    path: 'abs objective add',
    description: c.objectiveAdd,
    options: [
      textOption('contract', c.contractId, LIMITS.id, true, true),
      textOption('name', c.objectiveName, LIMITS.name, true),
      textOption('table', c.objectiveTable, LIMITS.table, true),
      diceOption,
    ],
    parse: addOptions,
    run: absStep(
      (s, o) => addObjective(s, { contract: o.contract, name: o.name, table: o.table, ...(o.dice ? { dice: o.dice } : {}) }),
      (r, t) => ({ cards: [objectiveCard(t, r.view)] }),
    ),
  }),
  move({
    path: 'abs objective set',
    description: c.objectiveSet,
    options: [
      textOption('id', c.objectiveId, LIMITS.id, true, true),
      option.flag('in_play', { description: c.inPlay }),
      option.flag('carried', { description: c.carried }),
      intOption('table', c.newTable, BOUNDS.tables),
    ],
    run: set,
  }),
];
