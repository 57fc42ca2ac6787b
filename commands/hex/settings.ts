import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import { decideSettings } from '../../src/systems/hex/decisions.ts';
import { settingsCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import { decide, hexRefusal, parseOptions, pipsChoices, pipsValue, subcommand } from './options.ts';

// /hex settings pips:drop|round (H1).

const settings: HexPart = {
  option: subcommand('settings', en.commands.settings, [
    { type: ApplicationCommandOptionType.String, name: 'pips', description: en.commands.pips, required: true, choices: pipsChoices },
  ]),
  subcommands: ['settings'],
  async run(ctx, inv) {
    const { pips } = parseOptions(z.object({ pips: pipsValue }), inv);
    const r = await decide(ctx, inv, (state) => decideSettings(state, { pips }));
    if (!r.ok) return hexRefusal(r, inv);
    return { cards: [settingsCard(hexStrings(r.locale), r.view)] };
  },
};

export default settings;
