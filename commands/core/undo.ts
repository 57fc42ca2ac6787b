import type { Move } from '../../src/core/declare.ts';
import type { CoreContext } from './context.ts';
import { undoLast } from '../../src/core/app.ts';
import { refusalReply, whereOf } from '../../src/core/options.ts';
import { coreText } from '../../src/core/strings.ts';

// /undo works for whatever game the channel plays: the core takes back the last
// command's events; the game's own system says in words what that was.
export const undo: Move<CoreContext> = {
  path: 'undo',
  async run(ctx, inv) {
    const r = await undoLast(ctx.app, whereOf(inv), (game) => game.owner === inv.user.id || inv.canManage);
    if (!r.ok) return refusalReply(r, inv.locale, r.system ? (x, l) => r.system!.refusalText(x, l) : undefined);
    // Taking back the end of a game reopens it: said publicly, since "the game is over" was.
    const reopened = r.before !== null && r.system.ended(r.before) && !r.system.ended(r.state);
    // Public: in the game's language, as the description of what was taken back.
    const w = coreText(r.locale);
    return {
      content: w.tookBack(r.what, reopened),
      // The card that command showed is marked, so nobody plays from it.
      ...(r.interaction ? { retract: { interactionId: r.interaction, note: w.takenBack(inv.user.id) } } : {}),
    };
  },
};
