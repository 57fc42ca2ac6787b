import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { XwingContext } from './context.ts';
import type { CommandModule } from '../../src/core/command.ts';
import { actorOf, parseOptions, refusalReply, shipChoices, shipName, whereOf, toolsOf } from './options.ts';
import { attackAndMark } from '../../src/systems/xwing/play/phases.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { withTurnPing } from './turn-reply.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { attackCard } from '../../src/systems/xwing/render/game-cards.ts';

const options = z.object({
  attacker: shipName,
  defender: shipName,
  damage: z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20').default(0),
});

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'attack',
    description: 'Record an attack (solo ships: shows weapon and target priority first)',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'attacker', description: 'The attacking ship', required: true, autocomplete: true },
      { type: ApplicationCommandOptionType.String, name: 'defender', description: 'The defending ship', required: true, autocomplete: true },
      { type: ApplicationCommandOptionType.Integer, name: 'damage', description: 'Damage cards dealt to the defender', min_value: 0, max_value: 20 },
    ],
  },
  async run(ctx, inv) {
    const o = parseOptions(options, inv);
    let before: GameState | null = null;
    const r = await ctx.games.mutate(whereOf(inv), (c) => ((before = c.state), attackAndMark(c.state, actorOf(inv), o, toolsOf(ctx, c))));
    if (!r.ok) return refusalReply(r, inv);
    return withTurnPing({ cards: [attackCard(en, r.view)] }, before, r.state, inv.user.id);
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.status === 'active');
  },
};

export default command;
