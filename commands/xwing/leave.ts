import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move } from './context.ts';
import { leaveGame } from '../../src/systems/xwing/play/leave.ts';
import { actorOf, playMoves, say, shipChoices } from './options.ts';
import { withTurnPing } from './turn-reply.ts';

const options = z.object({ ship: z.string().trim().min(1).max(40, say('nameLength', 40)).optional() });

export const leave = move({
  path: 'leave',
  options: [option.text('ship', { autocomplete: true, max_length: 40 })],
  parse: options,
  async run(ctx, inv, o) {
    // Through the registered layer's words too: its game may keep a ship.
    return playMoves(ctx).run(
      ctx.games,
      inv,
      (c) => leaveGame(c.state, actorOf(inv), o.ship, ctx.mission?.rules),
      (r, t) => withTurnPing({ content: t.table.left(r.view.ship.name) }, r.before, r.state, inv.user.id, r.locale),
    );
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.side === 'player');
  },
});
