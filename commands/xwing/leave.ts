import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { XwingContext } from './context.ts';
import type { CommandModule } from '../../src/core/command.ts';
import { leaveGame } from '../../src/systems/xwing/play/leave.ts';
import { actorOf, parseOptions, playMoves, say, shipChoices } from './options.ts';
import { withTurnPing } from './turn-reply.ts';

const options = z.object({ ship: z.string().trim().min(1).max(40, say('nameLength', 40)).optional() });

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'leave',
    description: 'Take your ship out of this game (the owner or Manage Channels: any player ship)',
    options: [{ type: ApplicationCommandOptionType.String, name: 'ship', description: 'Which ship (default: yours)', autocomplete: true, max_length: 40 }],
  },
  async run(ctx, inv) {
    const o = parseOptions(options, inv);
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
};

export default command;
