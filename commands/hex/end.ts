import { decideEnd } from '../../src/systems/hex/decisions.ts';
import { refuseHex } from '../../src/systems/hex/refusals.ts';
import { move } from './context.ts';
import { hexMoves } from './options.ts';

// /hex end: a roster has no end of its own; closing it frees the channel for another game.

export const end = move({
  path: 'hex end',
  run(ctx, inv) {
    return hexMoves.run(
      ctx.games,
      inv,
      (x) => (x.game && x.game.owner !== inv.user.id && !inv.canManage ? refuseHex('forbidden', { action: 'close-roster' }) : decideEnd(x.state)),
      (r, t) => ({ content: `🏁 ${t.commands.ended(r.view.craft, r.view.round)}` }),
    );
  },
});
