import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import { declare } from '../../src/core/declare.ts';
import { refusalReply, whereOf } from '../../src/core/options.ts';
import { coreRefuse } from '../../src/core/refusal.ts';
import { coreText } from '../../src/core/strings.ts';
import type { CoreContext } from './context.ts';

// A way to free a channel, whatever holds it: its owner ends their own game or campaign (a
// campaign has no end of its own before its last round, ruling C101), and a moderator ends
// one someone started and left (or started to hold the channel), or one the bot cannot read.
// It is retired, not deleted: it stays as history, as an ended one does.
export const close = declare<CoreContext>()({
  path: 'close',
  parse: z.object({ what: z.enum(['game', 'campaign']) }),
  options: [option.text('what', { required: true, choices: ['game', 'campaign'] })],
  async run(ctx, inv, o) {
    const where = whereOf(inv);
    const closed = await ctx.app.retireCurrent(
      inv.channelId,
      o.what,
      { actor: where.userId, interactionId: where.interactionId },
      undefined,
      (row) => inv.canManage || row.owner === inv.user.id,
    );
    if (closed === 'forbidden') return refusalReply(coreRefuse('forbidden', { action: 'close' }), inv.locale);
    if (closed === 'none') return refusalReply(coreRefuse(o.what === 'game' ? 'no-game' : 'no-campaign'), inv.locale);
    // In the language of whoever closed it, who reads the answer, as their refusals are: not the server's.
    return { content: coreText(inv.locale).closed(o.what, inv.user.id) };
  },
});
