import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { decideRoundNext } from '../../src/systems/hex/decisions.ts';
import { roundCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import { decide, hexRefusal, subcommand } from './options.ts';

// /hex round next: this round's rates become the prior ones (H8); round + 1.

const round: HexPart = {
  option: {
    type: ApplicationCommandOptionType.SubcommandGroup,
    name: 'round',
    description: en.commands.round,
    options: [subcommand('next', en.commands.roundNext)],
  },
  subcommands: ['next'],
  async run(ctx, inv) {
    const r = await decide(ctx, inv, (state) => decideRoundNext(state));
    if (!r.ok) return hexRefusal(r, inv);
    return { cards: [roundCard(hexStrings(r.locale), r.view)] };
  },
};

export default round;
