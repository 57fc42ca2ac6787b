import { option } from '../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { decideCheck } from '../../src/systems/hex/moves.ts';
import { verdictCard } from '../../src/systems/hex/render.ts';
import { en, type HexStrings } from '../../src/systems/hex/strings/en.ts';
import type { VerdictView } from '../../src/systems/hex/views.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import { move } from './context.ts';
import {
  commitOption,
  craftChoices,
  craftOrStats,
  craftOrStatsOptions,
  flagValue,
  LIMITS,
  pathValue,
  rateOption,
  rateValue,
  checkOrCommit,
} from './options.ts';

// /hex check path craft|inline stats rate? prior? commit?: one craft's verdict card. Only a
// roster craft's commit writes; anything else is a look-up.

function verdict(view: VerdictView, t: HexStrings, inv: Invocation): Reply {
  // A path that cannot be read is bad input: only its author sees how to write it.
  const unreadable = view.verdict.path === null;
  return { ...(unreadable ? { ephemeral: true } : {}), cards: [verdictCard(unreadable ? hexStrings(inv.locale) : t, view)] };
}

export const check = move({
  path: 'hex check',
  options: [
    option.text('path', { description: en.commands.path, required: true, max_length: LIMITS.path }),
    ...craftOrStatsOptions(),
    rateOption('rate', en.commands.rate),
    rateOption('prior', en.commands.prior),
    commitOption,
  ],
  parse: craftOrStats.extend({ path: pathValue, rate: rateValue.optional(), prior: rateValue.optional(), commit: flagValue.optional() }),
  run(ctx, inv, o) {
    // Only a roster craft's rate can be recorded: inline stats name none.
    return checkOrCommit(
      ctx,
      inv,
      Boolean(o.commit && o.craft),
      (state) => decideCheck(state, o),
      (view, t) => verdict(view, t, inv),
    );
  },
  autocomplete: craftChoices,
});
