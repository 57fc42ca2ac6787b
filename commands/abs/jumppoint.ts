import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { addJumpPoint, removeJumpPoint } from '../../src/systems/abs/decisions.ts';
import { jumpPointCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, id, int, intOption, LIMITS, textOption } from './options.ts';

// /abs jumppoint add | remove.

async function add(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ table: int('tables') }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => addJumpPoint(x.state, { table: o.table }),
    (r, t) => ({ cards: [jumpPointCard(t, r.view)] }),
  );
}

async function remove(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ id }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => removeJumpPoint(x.state, { jumpPoint: o.id }),
    (r, t) => ({ cards: [jumpPointCard(t, r.view)] }),
  );
}

export const jumpPointMoves = [
  move({ path: 'abs jumppoint add', description: c.jumppointAdd, options: [intOption('table', c.jumppointTable, BOUNDS.tables, true)], run: add }),
  move({ path: 'abs jumppoint remove', description: c.jumppointRemove, options: [textOption('id', c.jumppointId, LIMITS.id, true, true)], run: remove }),
];
