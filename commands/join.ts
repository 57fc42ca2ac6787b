import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { CommandModule } from '../src/app/command.ts';
import { actorOf, chassisChoices, chassisName, parseOptions, pilotChoices, refusalReply, whereOf } from '../src/app/options.ts';
import { joinGame } from '../src/game/play.ts';
import { en } from '../src/i18n/en.ts';
import { shipLine } from '../src/render/game-cards.ts';

const options = z.object({
  ship: chassisName,
  pilot: z.string().trim().min(1).max(60).optional(),
  name: z.string().trim().min(1).max(32, 'at most 32 characters').regex(/^[^@#:`]+$/, 'no @, #, : or ` in names').optional(),
});

const command: CommandModule = {
  definition: {
    name: 'join',
    description: 'Add your ship to the game in this channel',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'ship', description: 'Your ship type, e.g. T-65 X-wing', required: true, autocomplete: true },
      { type: ApplicationCommandOptionType.String, name: 'pilot', description: 'Your pilot (sets your initiative)', autocomplete: true },
      { type: ApplicationCommandOptionType.String, name: 'name', description: 'What to call your ship (default: your name)', max_length: 32 },
    ],
  },
  run(app, inv) {
    const o = parseOptions(options, inv);
    const r = app.mutate(whereOf(inv), (state, tools) => joinGame(state, actorOf(inv), { chassis: o.ship, pilot: o.pilot, name: o.name }, tools));
    if (!r.ok) return refusalReply(r);
    return { content: `Joined: ${shipLine(en, app.catalog, r.view.ship, r.state.ruleset)}` };
  },
  autocomplete(app, inv) {
    return inv.focused === 'pilot' ? pilotChoices(app, inv, 'ship') : chassisChoices(app, inv);
  },
};

export default command;
