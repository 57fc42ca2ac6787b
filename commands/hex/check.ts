import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { decideCheck } from '../../src/systems/hex/moves.ts';
import { verdictCard } from '../../src/systems/hex/render.ts';
import type { HexStrings } from '../../src/systems/hex/strings/en.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import type { VerdictView } from '../../src/systems/hex/views.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import {
  commitOption,
  craftChoices,
  craftOrStats,
  craftOrStatsOptions,
  flagValue,
  hexMoves,
  LIMITS,
  pathValue,
  rateOption,
  rateValue,
  checkOrCommit,
  subcommand,
} from './options.ts';

// /hex check path craft|inline stats rate? prior? commit?: one craft's verdict card. Only a
// roster craft's commit writes; anything else is a look-up.

const checkOptions = craftOrStats.extend({
  path: pathValue,
  rate: rateValue.optional(),
  prior: rateValue.optional(),
  commit: flagValue.optional(),
});

function verdict(view: VerdictView, t: HexStrings, inv: Invocation): Reply {
  // A path that cannot be read is bad input: only its author sees how to write it.
  const unreadable = view.verdict.path === null;
  return { ...(unreadable ? { ephemeral: true } : {}), cards: [verdictCard(unreadable ? hexStrings(inv.locale) : t, view)] };
}

const check: HexPart = {
  option: subcommand('check', en.commands.check, [
    { type: ApplicationCommandOptionType.String, name: 'path', description: en.commands.path, required: true, max_length: LIMITS.path },
    ...craftOrStatsOptions(),
    rateOption('rate', en.commands.rate),
    rateOption('prior', en.commands.prior),
    commitOption,
  ]),
  moves: {
    check(ctx, inv) {
      const o = hexMoves.parse(checkOptions, inv);
      // Only a roster craft's rate can be recorded: inline stats name none.
      return checkOrCommit(
        ctx,
        inv,
        Boolean(o.commit && o.craft),
        (state) => decideCheck(state, o),
        (view, t) => verdict(view, t, inv),
      );
    },
  },
  autocomplete: craftChoices,
};

export default check;
