import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { decideRoundNext } from '../../src/systems/hex/decisions.ts';
import { roundCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import type { HexPart } from './context.ts';
import { hexMoves, rosterChange, subcommand } from './options.ts';

// /hex round next: this round's rates become the prior ones (H8); round + 1.

const round: HexPart = {
  option: {
    type: ApplicationCommandOptionType.SubcommandGroup,
    name: 'round',
    description: en.commands.round,
    options: [subcommand('next', en.commands.roundNext)],
  },
  moves: {
    next(ctx, inv) {
      return hexMoves.run(
        ctx.games,
        inv,
        (x) => decideRoundNext(x.state),
        (r, t) => ({ cards: [roundCard(t, r.view)] }),
        rosterChange(inv),
      );
    },
  },
};

export default round;
