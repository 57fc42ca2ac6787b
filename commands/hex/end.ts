import { decideEnd } from '../../src/systems/hex/decisions.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { refuseHex } from '../../src/systems/hex/refusals.ts';
import type { HexPart } from './context.ts';
import { hexMoves, subcommand } from './options.ts';

// /hex end: a roster has no end of its own; closing it frees the channel for another game.

const end: HexPart = {
  option: subcommand('end', en.commands.end),
  moves: {
    end(ctx, inv) {
      return hexMoves.run(
        ctx.games,
        inv,
        (x) => (x.game && x.game.owner !== inv.user.id && !inv.canManage ? refuseHex('forbidden', { action: 'close-roster' }) : decideEnd(x.state)),
        (r, t) => ({ content: `🏁 ${t.commands.ended(r.view.craft, r.view.round)}` }),
      );
    },
  },
};

export default end;
