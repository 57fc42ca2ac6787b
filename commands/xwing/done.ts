import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move, type XwingContext, type XwingEvent } from './context.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { withLink } from '../../src/core/message.ts';
import { coreText } from '../../src/core/strings.ts';
import { activate } from '../../src/systems/xwing/play/activation.ts';
import { markDone, setDial } from '../../src/systems/xwing/play/phases.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { currentTurn } from '../../src/systems/xwing/play/turn-order.ts';
import { nextStepButtons, nextStepText, trackerMessage, turnPing } from '../../src/systems/xwing/render/tracker.ts';
import { stringsFor, type Strings } from '../../src/systems/xwing/strings/index.ts';
import { activateShip, confirmTurn, confirmTurnV1, decodeGiven, dialSet, shipDone, shipDoneV1 } from '../../src/systems/xwing/render/button-ids.ts';
import { activationReply } from '../../src/systems/xwing/render/activation-reply.ts';
import { actorOf, catalogOf, say, refusalReply, shipChoices, toolsOf, xwingMoves } from './options.ts';
import type { Done } from '../../src/core/moves.ts';
import { withConfirm, withTurnPing } from './turn-reply.ts';

// `/done` and the tracker's buttons (Dial set, Done, Activate): a player says their step
// is over and the bot hands the turn on (play/phases.ts), pinging the next player.

const options = z.object({ ship: z.string().trim().min(1).max(40, say('nameLength', 40)).optional() });

/**
 * What the person who moved the game on sees: public (with the ping, in the game's
 * language) when the next ship is another player's; else the tracker updated in place, or
 * a reply only they see, wholly in their own language.
 */
function moved(ctx: XwingContext, inv: Invocation, r: Done<GameState, XwingEvent, unknown>, said: (t: Strings) => string, fromTracker: boolean): Reply {
  const game = stringsFor(r.locale);
  const ping = turnPing(r.before, r.state, inv.user.id, game);
  if (ping) return { content: `${said(game)}\n${ping.content}`, pings: ping.pings };
  const board = ctx.mission?.rules.board;
  if (fromTracker) {
    const tracker = trackerMessage(game, catalogOf(ctx, r), r.state, r.gameId ?? 0, board, ctx.activity === true);
    // The tracker a press updates keeps its link to the live table, as delivery's edits show it.
    return { update: true, tracker: true, ...withLink(tracker, coreText(r.locale).liveTable, ctx.tableLink?.(inv.channelId)) };
  }
  const t = stringsFor(inv.locale);
  const turn = currentTurn(r.state);
  return { ephemeral: true, content: `${said(t)}\n${nextStepText(t, turn, r.state, board)}`, buttons: nextStepButtons(t, turn, r.state, r.gameId ?? 0, board) };
}

/**
 * A tracker button's game (`pressedIn`): the runner refuses, under the lock, a press from another
 * game than the one the button was drawn for; null for a typed command.
 */
const pressed = (game: number | null) => (game === null ? undefined : { pressedIn: game, stale: refuse('stale-button', { subject: 'game' }) });

async function finish(
  ctx: XwingContext,
  inv: Invocation,
  ship: string | undefined,
  step: 'activation' | 'engagement' | undefined,
  pressedIn: number | null,
  confirmed?: { readonly at: number },
  round?: number,
): Promise<Reply> {
  // In the Planning Phase, /done is the ready check.
  if (pressedIn === null && !ship && (await ctx.games.peek(inv.channelId))?.state.phase === 'planning') return dial(ctx, inv, undefined, null);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) =>
      markDone(
        c.state,
        actorOf(inv),
        { ship, ...(step ? { step } : {}), ...(confirmed ? { confirmed } : {}), ...(round !== undefined ? { round } : {}) },
        c.game?.id ?? null,
      ),
    (r) => moved(ctx, inv, r, (t) => t.table.isDone(r.view.ship.name, r.view.step), pressedIn !== null && !confirmed),
    { ...pressed(pressedIn), refused: withConfirm },
  );
}

/** R54, R55: the game's owner's confirmation of a turn refused until they said so. */
async function confirm(
  ctx: XwingContext,
  inv: Invocation,
  sure: { game: number; at: number; step: string; act: string; given?: string; ship: string },
): Promise<Reply> {
  // The release before's id carried nothing typed: the card asks for it.
  const given = sure.given === undefined ? {} : decodeGiven(sure.given);
  if ((sure.step !== 'activation' && sure.step !== 'engagement') || !given) return refusalReply(refuse('stale-button', { subject: 'turn' }), inv);
  if (sure.act === 'done') return finish(ctx, inv, sure.ship, sure.step, sure.game, { at: sure.at });
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) =>
      activate(
        c.state,
        { ship: sure.ship, tally: given.tally, obstacle: given.obstacle, roll: given.roll, confirmed: { at: sure.at } },
        toolsOf(ctx, c),
        actorOf(inv),
      ),
    (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, false, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
    pressed(sure.game),
  );
}

async function dial(ctx: XwingContext, inv: Invocation, round: number | undefined, pressedIn: number | null): Promise<Reply> {
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => setDial(c.state, actorOf(inv), round),
    (r) => {
      const said = (t: Strings) => {
        const words = r.view.already ? t.table.dialsAlready : t.table.dialsSet;
        return r.state.phase === 'activation' ? t.table.allDials(words) : words;
      };
      return moved(ctx, inv, r, said, pressedIn !== null);
    },
    pressed(pressedIn),
  );
}

/** "Activate TIE-1" on the tracker starts that ship's activation once: a second press (or a second player's) is told it is under way. */
async function activateFromTracker(ctx: XwingContext, inv: Invocation, ship: string, round: number, pressedIn: number): Promise<Reply> {
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) =>
      round >= 0 && c.state && c.state.round !== round
        ? refuse('round-moved', { round: c.state.round })
        : activate(c.state, { ship, start: true }, toolsOf(ctx, c), actorOf(inv)),
    (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, false, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
    { ...pressed(pressedIn), refused: withConfirm },
  );
}

export const done = move({
  path: 'done',
  options: [option.text('ship', { autocomplete: true, max_length: 40 })],
  parse: options,
  async run(ctx, inv, o) {
    return finish(ctx, inv, o.ship, undefined, null);
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.status === 'active');
  },
  buttons: {
    routes: [...new Set([...dialSet.routes, ...activateShip.routes, ...shipDone.routes, ...shipDoneV1.routes, ...confirmTurn.routes, ...confirmTurnV1.routes])],
    async run(ctx, inv) {
      const id = inv.customId ?? '';
      const dialing = dialSet.decode(id);
      if (dialing) return dial(ctx, inv, dialing.round, dialing.game);
      const starting = activateShip.decode(id);
      if (starting) return activateFromTracker(ctx, inv, starting.ship, starting.round, starting.game);
      const sure = confirmTurn.decode(id) ?? confirmTurnV1.decode(id);
      if (sure) return confirm(ctx, inv, sure);
      const finished = shipDone.decode(id);
      if (finished && (finished.step === 'activation' || finished.step === 'engagement'))
        return finish(ctx, inv, finished.ship, finished.step, finished.game, undefined, finished.round);
      // The release before's Done carries no round (R55): it could end a turn of a later round.
      const old = shipDoneV1.decode(id);
      return refusalReply(refuse('stale-button', old ? { ship: old.ship } : { subject: 'game' }), inv);
    },
  },
});
