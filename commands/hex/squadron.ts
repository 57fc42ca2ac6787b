import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import { decideSquadron } from '../../src/systems/hex/moves.ts';
import { squadronCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import {
  commitOption,
  decide,
  flagValue,
  hexRefusal,
  LIMITS,
  nameValue,
  parseOptions,
  pathsValue,
  rateOption,
  rateValue,
  squadronChoices,
  subcommand,
} from './options.ts';

// /hex squadron squadron paths rate? commit?: every craft's verdict, then the squadron's (H6).

const squadronOptions = z.object({ squadron: nameValue, paths: pathsValue, rate: rateValue.optional(), commit: flagValue.optional() });

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
  subcommands: ['squadron'],
  async run(ctx, inv) {
    const o = parseOptions(squadronOptions, inv);
    const r = await decide(ctx, inv, (state) => decideSquadron(state, o));
    if (!r.ok) return hexRefusal(r, inv);
    const unreadable = r.view.verdict.members.some((m) => m.verdict.path === null);
    return { ...(unreadable ? { ephemeral: true } : {}), cards: [squadronCard(hexStrings(unreadable ? inv.locale : r.locale), r.view)] };
  },
  autocomplete: squadronChoices,
};

export default squadron;
