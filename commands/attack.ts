import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { CommandModule } from '../src/app/command.ts';
import { actorOf, parseOptions, refusalReply, shipChoices, shipName, whereOf } from '../src/app/options.ts';
import { recordAttack } from '../src/game/play.ts';
import { en } from '../src/i18n/en.ts';
import { attackCard } from '../src/render/game-cards.ts';

const options = z.object({
  attacker: shipName,
  defender: shipName,
  damage: z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20').default(0),
});

const command: CommandModule = {
  definition: {
    name: 'attack',
    description: 'Record an attack (solo ships: shows weapon and target priority first)',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'attacker', description: 'The attacking ship', required: true, autocomplete: true },
      { type: ApplicationCommandOptionType.String, name: 'defender', description: 'The defending ship', required: true, autocomplete: true },
      { type: ApplicationCommandOptionType.Integer, name: 'damage', description: 'Damage cards dealt to the defender', min_value: 0, max_value: 20 },
    ],
  },
  run(app, inv) {
    const o = parseOptions(options, inv);
    const r = app.mutate(whereOf(inv), (state, tools) => recordAttack(state, actorOf(inv), o, tools));
    if (!r.ok) return refusalReply(r);
    return { cards: [attackCard(en, r.view)] };
  },
  autocomplete(app, inv) {
    return shipChoices(app, inv, (s) => s.status === 'active');
  },
};

export default command;
