import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { XwingContext } from './context.ts';
import type { CommandModule } from '../../src/core/command.ts';
import { refusalReply, UserError, whereOf, toolsOf } from './options.ts';
import { nextRound } from '../../src/systems/xwing/play/play.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { roundCard } from '../../src/systems/xwing/render/game-cards.ts';

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'round',
    description: 'Move the game on',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'next',
        description: 'End Phase shifts, then the next round: waves, System Phase, activation order',
      },
    ],
  },
  async run(ctx, inv) {
    if (inv.subcommand !== 'next') throw new UserError('Use `/round next`.');
    const r = await ctx.games.mutate(whereOf(inv), (c) => nextRound(c.state, toolsOf(ctx, c)), {
      announce: (view) =>
        view.wave ? [{ t: 'wave', round: view.round, wave: view.wave.wave, arrivals: view.wave.arrivals, ruleset: view.state.ruleset }] : [],
    });
    if (!r.ok) return refusalReply(r, inv);
    return { cards: [roundCard(en, r.view)] };
  },
};

export default command;
