import { decideStats } from '../../src/systems/hex/moves.ts';
import { statsCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import type { HexPart } from './context.ts';
import { craftChoices, craftOrStats, craftOrStatsOptions, hexMoves, subcommand } from './options.ts';

// /hex stats craft | space piloting maneuverability: the derived values, nothing written.

const stats: HexPart = {
  option: subcommand('stats', en.commands.stats, craftOrStatsOptions()),
  moves: {
    stats(ctx, inv) {
      const o = hexMoves.parse(craftOrStats, inv);
      return hexMoves.look(
        ctx.games,
        inv,
        (state) => decideStats(state, o),
        (seen, t) => ({ cards: [statsCard(t, seen.view)] }),
      );
    },
  },
  autocomplete: craftChoices,
};

export default stats;
