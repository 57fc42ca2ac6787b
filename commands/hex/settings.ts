import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import { decideSettings } from '../../src/systems/hex/decisions.ts';
import { settingsCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import type { HexPart } from './context.ts';
import { hexMoves, pipsChoices, pipsValue, rosterChange, subcommand } from './options.ts';

// /hex settings pips:drop|round (H1).

const settings: HexPart = {
  option: subcommand('settings', en.commands.settings, [
    { type: ApplicationCommandOptionType.String, name: 'pips', description: en.commands.pips, required: true, choices: pipsChoices },
  ]),
  moves: {
    settings(ctx, inv) {
      const { pips } = hexMoves.parse(z.object({ pips: pipsValue }), inv);
      return hexMoves.run(
        ctx.games,
        inv,
        (x) => decideSettings(x.state, { pips }),
        (r, t) => ({ cards: [settingsCard(t, r.view)] }),
        rosterChange(inv),
      );
    },
  },
};

export default settings;
