import type { CommandModule } from '../../src/core/command.ts';
import type { CoreContext } from './context.ts';
import { undoLast } from '../../src/core/app.ts';
import { refusalReply, whereOf } from '../../src/core/options.ts';
import { refuse } from '../../src/core/refusal.ts';

// /undo works for whatever game the channel plays: the core takes back the last
// command's events; the game's own system says in words what that was.
const command: CommandModule<CoreContext> = {
  definition: { name: 'undo', description: 'Take back the last change to this game (owner or Manage Channels)' },
  async run(ctx, inv) {
    // A campaign's game closed by its result is part of the campaign's post-game: reopening it
    // would leave the campaign ahead of its game (the result is one transaction with the game's end).
    const current = await ctx.app.currentGame(inv.channelId);
    if (current && current.record.campaignId !== null && current.system.ended(current.record.state))
      return refusalReply(refuse('campaign-game-closed'), inv.locale);
    const r = await undoLast(ctx.app, whereOf(inv), (game) => game.owner === inv.user.id || inv.canManage);
    if (!r.ok) {
      const current = await ctx.app.currentGame(inv.channelId);
      return refusalReply(r, inv.locale, current ? (x, l) => current.system.refusalText(x, l) : undefined);
    }
    return { content: `↩️ Took back ${r.what}.` };
  },
};

export default command;
