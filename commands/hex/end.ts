import { whereOf } from '../../src/core/options.ts';
import { refuse } from '../../src/core/refusal.ts';
import { decideEnd } from '../../src/systems/hex/decisions.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import { hexRefusal, subcommand } from './options.ts';

// /hex end: a roster has no end of its own; closing it frees the channel for another game.

const end: HexPart = {
  option: subcommand('end', en.commands.end),
  subcommands: ['end'],
  async run(ctx, inv) {
    const r = await ctx.games.mutate(whereOf(inv), (x) =>
      x.game && x.game.owner !== inv.user.id && !inv.canManage ? refuse('forbidden', { action: hexStrings(inv.locale).forbiddenEnd }) : decideEnd(x.state),
    );
    if (!r.ok) return hexRefusal(r, inv);
    return { content: `🏁 ${hexStrings(r.locale).commands.ended(r.view.craft, r.view.round)}` };
  },
};

export default end;
