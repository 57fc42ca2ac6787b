import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { decideSquadron } from '../../src/systems/hex/moves.ts';
import { squadronCard } from '../../src/systems/hex/render.ts';
import { en, type HexStrings } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { SquadronView } from '../../src/systems/hex/views.ts';
import { move } from './context.ts';
import { commitOption, flagValue, LIMITS, nameValue, pathsValue, rateOption, rateValue, checkOrCommit, squadronChoices } from './options.ts';

// /hex squadron squadron paths rate? commit?: every craft's verdict, then the squadron's (H6).
// Only a commit writes; without one it is a look-up.

function verdicts(view: SquadronView, t: HexStrings, inv: Invocation): Reply {
  // A path that cannot be read is bad input: only its author sees how to write it.
  const unreadable = view.verdict.members.some((m) => m.verdict.path === null);
  return { ...(unreadable ? { ephemeral: true } : {}), cards: [squadronCard(unreadable ? hexStrings(inv.locale) : t, view)] };
}

export const squadron = move({
  path: 'hex squadron',
  description: en.commands.squadronCheck,
  options: [
    option.text('squadron', { description: en.commands.squadronPick, required: true, autocomplete: true, max_length: LIMITS.name }),
    option.text('paths', { description: en.commands.paths, required: true, max_length: LIMITS.paths }),
    rateOption('rate', en.commands.rate),
    commitOption,
  ],
  parse: z.object({ squadron: nameValue, paths: pathsValue, rate: rateValue.optional(), commit: flagValue.optional() }),
  run(ctx, inv, o) {
    return checkOrCommit(
      ctx,
      inv,
      Boolean(o.commit),
      (state) => decideSquadron(state, o),
      (view, t) => verdicts(view, t, inv),
    );
  },
  autocomplete: squadronChoices,
});
