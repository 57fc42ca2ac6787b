import { keepPlaying, nextRound } from '../../src/systems/xwing/render/button-ids.ts';
import { move, type XwingContext } from './context.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { catalogOf, refusalReply, toolsOf, xwingMoves } from './options.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { unfinished } from '../../src/systems/xwing/play/turn-order.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { endText, roundCard } from '../../src/systems/xwing/render/game-cards.ts';
import { advanceRound } from '../../src/systems/xwing/play/phases.ts';
import { gameOverNotice } from '../../src/systems/xwing/notices.ts';
import { withTurnPing } from './turn-reply.ts';

// Advancing the round always names the round it advances from (ruling R42): a repeated
// or raced request finds the round moved on and changes nothing. A round whose ships
// have not all activated and engaged asks first.

/** `pressedIn`: the game a round button was drawn for (a press from another game is out of date). */
async function advance(ctx: XwingContext, inv: Invocation, from: number, pressedIn?: number): Promise<Reply> {
  // The registered mission layer closes the End Phase too (the Big Shed League: Reinforcements and the end check, C14, C71, C72, C74).
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => advanceRound(c.state, from, toolsOf(ctx, c)),
    (r, t) => {
      const lines = [...(r.view.missionWords?.(r.locale, catalogOf(ctx, r)) ?? [])];
      const ended = r.view.state.ended;
      if (ended) return { content: [...lines, endText(t, ended, ctx.mission?.rules.board)].join('\n') };
      // The new round's Planning pings the players who must set a dial (ruling R51).
      return withTurnPing({ cards: [roundCard(t, r.view)], ...(lines.length ? { content: lines.join('\n') } : {}) }, r.before, r.state, inv.user.id, r.locale);
    },
    {
      ...(pressedIn !== undefined ? { pressedIn, stale: refuse('stale-button', { subject: 'round' }) } : {}),
      announce: (view, state) =>
        view.state.ended
          ? [gameOverNotice(state)]
          : view.wave
            ? [
                {
                  t: 'wave' as const,
                  round: view.round,
                  wave: view.wave.wave,
                  arrivals: view.wave.arrivals,
                  ruleset: view.state.ruleset,
                  edition: view.state.edition,
                },
              ]
            : [],
    },
  );
}

export const roundNext = move({
  path: 'round next',
  async run(ctx, inv) {
    return xwingMoves.read(ctx.games, inv, (game) => {
      const state = game.state;
      if (state.ended) return refusalReply(refuse('game-ended', { reason: state.ended.reason }), inv);
      const left = unfinished(state);
      if (state.phase === 'end' || (left.activation.length === 0 && left.engagement.length === 0)) return advance(ctx, inv, state.round);
      // Only the asker sees the question, in their language.
      const w = stringsFor(inv.locale).table;
      const lines = [
        ...(left.activation.length ? [w.notActivated(left.activation.join(', '))] : []),
        ...(left.engagement.length ? [w.notEngaged(left.engagement.join(', '))] : []),
      ];
      return {
        ephemeral: true,
        content: w.roundNotOver(state.round, lines.join(' ')),
        buttons: [
          [
            { id: nextRound.encode({ game: game.id, round: state.round }), label: w.startRound(state.round + 1), style: 'danger' },
            { id: keepPlaying.encode({ game: game.id, round: state.round }), label: w.keepPlaying, style: 'secondary' },
          ],
        ],
      };
    });
  },
  buttons: {
    routes: [...nextRound.routes, ...keepPlaying.routes],
    async run(ctx, inv) {
      const id = inv.customId ?? '';
      const keep = keepPlaying.decode(id);
      if (keep) return { update: true, content: stringsFor(inv.locale).table.roundGoesOn(keep.round), buttons: [] };
      const next = nextRound.decode(id);
      if (!next) return refusalReply(refuse('stale-button', { subject: 'round' }), inv);
      return advance(ctx, inv, next.round, next.game);
    },
  },
});
