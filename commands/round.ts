import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { CommandModule } from '../src/app/command.ts';
import { refusalReply, UserError, whereOf } from '../src/app/options.ts';
import { nextRound } from '../src/game/play.ts';
import { en } from '../src/i18n/en.ts';
import { roundCard, waveAnnouncement } from '../src/render/game-cards.ts';

const command: CommandModule = {
  definition: {
    name: 'round',
    description: 'Move the game on',
    options: [{ type: ApplicationCommandOptionType.Subcommand, name: 'next', description: 'End Phase shifts, then the next round: waves, System Phase, activation order' }],
  },
  run(app, inv) {
    if (inv.subcommand !== 'next') throw new UserError('Use `/round next`.');
    const r = app.mutate(whereOf(inv), (state, tools) => nextRound(state, tools), {
      announce: (view) => (view.wave ? [waveAnnouncement(en, app.catalog, view.round, view.wave)] : []),
    });
    if (!r.ok) return refusalReply(r);
    return { cards: [roundCard(en, r.view)] };
  },
};

export default command;
