import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { addJumpPoint, removeJumpPoint } from '../../src/systems/abs/decisions.ts';
import { jumpPointCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import type { AbsContext, AbsPart } from './context.ts';
import { act, c, group, id, int, intOption, LIMITS, parseOptions, sub, textOption } from './options.ts';

// /abs jumppoint add | remove.

async function add(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ table: int('tables') }), inv);
  return act(
    ctx,
    inv,
    (s) => addJumpPoint(s, { table: o.table }),
    (v, _s, _game, t) => ({ cards: [jumpPointCard(t, v)] }),
  );
}

async function remove(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ id }), inv);
  return act(
    ctx,
    inv,
    (s) => removeJumpPoint(s, { jumpPoint: o.id }),
    (v, _s, _game, t) => ({ cards: [jumpPointCard(t, v)] }),
  );
}

export const jumpPointPart: AbsPart = {
  options: [
    group('jumppoint', c.jumppoint, [
      sub('add', c.jumppointAdd, [intOption('table', c.jumppointTable, BOUNDS.tables, true)]),
      sub('remove', c.jumppointRemove, [textOption('id', c.jumppointId, LIMITS.id, true, true)]),
    ]),
  ],
  subcommands: ['jumppoint add', 'jumppoint remove'],
  run: (ctx, inv) => (inv.subcommand === 'add' ? add(ctx, inv) : remove(ctx, inv)),
};
