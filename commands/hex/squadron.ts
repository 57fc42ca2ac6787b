import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { decideSquadron } from '../../src/systems/hex/moves.ts';
import { squadronCard } from '../../src/systems/hex/render.ts';
import { en, type HexStrings } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { SquadronView } from '../../src/systems/hex/views.ts';
import type { HexPart } from './context.ts';
import {
  commitOption,
  flagValue,
  hexMoves,
  LIMITS,
  nameValue,
  pathsValue,
  rateOption,
  rateValue,
  checkOrCommit,
  squadronChoices,
  subcommand,
} from './options.ts';

// /hex squadron squadron paths rate? commit?: every craft's verdict, then the squadron's (H6).
// Only a commit writes; without one it is a look-up.

const squadronOptions = z.object({ squadron: nameValue, paths: pathsValue, rate: rateValue.optional(), commit: flagValue.optional() });

function verdicts(view: SquadronView, t: HexStrings, inv: Invocation): Reply {
  // A path that cannot be read is bad input: only its author sees how to write it.
  const unreadable = view.verdict.members.some((m) => m.verdict.path === null);
  return { ...(unreadable ? { ephemeral: true } : {}), cards: [squadronCard(unreadable ? hexStrings(inv.locale) : t, view)] };
}

const squadron: HexPart = {
  option: subcommand('squadron', en.commands.squadronCheck, [
    {
      type: ApplicationCommandOptionType.String,
      name: 'squadron',
      description: en.commands.squadronPick,
      required: true,
      autocomplete: true,
      max_length: LIMITS.name,
    },
    { type: ApplicationCommandOptionType.String, name: 'paths', description: en.commands.paths, required: true, max_length: LIMITS.paths },
    rateOption('rate', en.commands.rate),
    commitOption,
  ]),
  moves: {
    squadron(ctx, inv) {
      const o = hexMoves.parse(squadronOptions, inv);
      return checkOrCommit(
        ctx,
        inv,
        Boolean(o.commit),
        (state) => decideSquadron(state, o),
        (view, t) => verdicts(view, t, inv),
      );
    },
  },
  autocomplete: squadronChoices,
};

export default squadron;
