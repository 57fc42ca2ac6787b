import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { decideCheck } from '../../src/systems/hex/moves.ts';
import { verdictCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import { commitOption, craftChoices, decide, flagValue, hexRefusal, LIMITS, parseOptions, pathValue, rateOption, rateValue, subcommand } from './options.ts';
import { craftOrStats, craftOrStatsOptions } from './stats.ts';

// /hex check path craft|inline stats rate? prior? commit?: one craft's verdict card.

const checkOptions = craftOrStats.extend({
  path: pathValue,
  rate: rateValue.optional(),
  prior: rateValue.optional(),
  commit: flagValue.optional(),
});

const check: HexPart = {
  option: subcommand('check', en.commands.check, [
    { type: ApplicationCommandOptionType.String, name: 'path', description: en.commands.path, required: true, max_length: LIMITS.path },
    ...craftOrStatsOptions(),
    rateOption('rate', en.commands.rate),
    rateOption('prior', en.commands.prior),
    commitOption,
  ]),
  subcommands: ['check'],
  async run(ctx, inv) {
    const o = parseOptions(checkOptions, inv);
    const r = await decide(ctx, inv, (state) => decideCheck(state, o));
    if (!r.ok) return hexRefusal(r, inv);
    // A path that cannot be read is bad input: only its author sees how to write it.
    const unreadable = r.view.verdict.path === null;
    return { ...(unreadable ? { ephemeral: true } : {}), cards: [verdictCard(hexStrings(unreadable ? inv.locale : r.locale), r.view)] };
  },
  autocomplete: craftChoices,
};

export default check;
