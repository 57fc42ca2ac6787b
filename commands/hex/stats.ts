import { decideStats } from '../../src/systems/hex/moves.ts';
import { statsCard } from '../../src/systems/hex/render.ts';
import { move } from './context.ts';
import { craftChoices, craftOrStats, craftOrStatsOptions, hexMoves } from './options.ts';

// /hex stats craft | space piloting maneuverability: the derived values, nothing written.

export const stats = move({
  path: 'hex stats',
  options: craftOrStatsOptions(),
  parse: craftOrStats,
  run(ctx, inv, o) {
    return hexMoves.look(
      ctx.games,
      inv,
      (state) => decideStats(state, o),
      (seen, t) => ({ cards: [statsCard(t, seen.view)] }),
    );
  },
  autocomplete: craftChoices,
});
