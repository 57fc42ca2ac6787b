import { z } from 'zod';
import { addJumpPoint, removeJumpPoint } from '../../src/systems/abs/decisions.ts';
import { jumpPointCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move } from './context.ts';
import { absStep, c, id, int, intOption, LIMITS, textOption } from './options.ts';

// /abs jumppoint add | remove.

export const jumpPointMoves = [
  move({
    path: 'abs jumppoint add',
    description: c.jumppointAdd,
    options: [intOption('table', c.jumppointTable, BOUNDS.tables, true)],
    parse: z.object({ table: int('tables') }),
    run: absStep(addJumpPoint, (r, t) => ({ cards: [jumpPointCard(t, r.view)] })),
  }),
  move({
    path: 'abs jumppoint remove',
    description: c.jumppointRemove,
    options: [textOption('id', c.jumppointId, LIMITS.id, true, true)],
    parse: z.object({ id }),
    run: absStep(
      (s, o) => removeJumpPoint(s, { jumpPoint: o.id }),
      (r, t) => ({ cards: [jumpPointCard(t, r.view)] }),
    ),
  }),
];
