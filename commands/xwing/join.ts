import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move } from './context.ts';
import { nameOption } from '../../src/core/names.ts';
import { mimicsSoloName } from '../../src/systems/xwing/play/ship-names.ts';
import { actorOf, catalogOf, chassisChoices, chassisName, pilotChoices, toolsOf, xwingMoves } from './options.ts';
import { joinGame } from '../../src/systems/xwing/play/joining.ts';
import { shipLine } from '../../src/systems/xwing/render/game-cards.ts';

const options = z.object({
  ship: chassisName,
  pilot: z.string().trim().min(1).max(60).optional(),
  name: nameOption(32, mimicsSoloName).optional(),
});

export const join = move({
  path: 'join',
  options: [
    option.text('ship', { required: true, autocomplete: true, max_length: 60 }),
    option.text('pilot', { autocomplete: true, max_length: 60 }),
    option.text('name', { max_length: 32 }),
  ],
  parse: options,
  async run(ctx, inv, o) {
    return xwingMoves.run(
      ctx.games,
      inv,
      (c) => joinGame(c.state, actorOf(inv), { chassis: o.ship, pilot: o.pilot, name: o.name }, toolsOf(ctx, c)),
      (r, t) => ({ content: t.table.joined(shipLine(t, catalogOf(ctx, r), r.view.ship, r.state.ruleset)) }),
    );
  },
  autocomplete(ctx, inv) {
    return inv.focused === 'pilot' ? pilotChoices(ctx, inv, 'ship') : chassisChoices(ctx, inv);
  },
});
