import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { XwingContext } from './context.ts';
import type { CommandModule, Invocation, Reply } from '../../src/core/command.ts';
import { activate } from '../../src/systems/xwing/play/play.ts';
import { markDone, setDial } from '../../src/systems/xwing/play/phases.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { currentTurn } from '../../src/systems/xwing/play/turn-order.ts';
import { nextStepButtons, nextStepText, trackerMessage, turnPing } from '../../src/systems/xwing/render/tracker.ts';
import type { Locale } from '../../src/core/locale.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { activationReply } from './activate.ts';
import { actorOf, parseOptions, refusalReply, shipChoices, toolsOf, whereOf } from './options.ts';
import { withTurnPing } from './turn-reply.ts';

// `/done` and the tracker's buttons (Dial set, Done, Activate): a player says their step
// is over and the bot hands the turn on (play/phases.ts), pinging the next player.

const options = z.object({ ship: z.string().trim().min(1).max(40, 'names are at most 40 characters').optional() });

/** What the person who moved the game on sees: public (with the ping) when the next ship is another player's. */
function moved(
  ctx: XwingContext,
  inv: Invocation,
  before: GameState | null,
  state: GameState,
  gameId: number,
  said: string,
  fromTracker: boolean,
  locale: Locale,
): Reply {
  const ping = turnPing(before, state, inv.user.id, stringsFor(locale));
  if (ping) return { content: `${said}\n${ping.content}`, pings: ping.pings };
  if (fromTracker) return { update: true, tracker: true, ...trackerMessage(stringsFor(locale), ctx.catalog, state, gameId) };
  const t = stringsFor(inv.locale);
  const turn = currentTurn(state);
  return { ephemeral: true, content: `${said}\n${nextStepText(t, turn, state)}`, buttons: nextStepButtons(t, turn, state, gameId) };
}

async function done(
  ctx: XwingContext,
  inv: Invocation,
  ship: string | undefined,
  step: 'activation' | 'engagement' | undefined,
  fromTracker: boolean,
): Promise<Reply> {
  const game = await ctx.games.peek(inv.channelId);
  // In the Planning Phase, /done is the ready check.
  if (!fromTracker && game?.state.phase === 'planning' && !ship) return dial(ctx, inv, undefined, false);
  let before: GameState | null = null;
  const r = await ctx.games.mutate(whereOf(inv), (c) => ((before = c.state), markDone(c.state, actorOf(inv), { ship, ...(step ? { step } : {}) })));
  if (!r.ok) return refusalReply(r, inv);
  const v = r.view;
  return moved(ctx, inv, before, r.state, r.gameId ?? 0, stringsFor(r.locale).table.isDone(v.ship.name, v.step), fromTracker, r.locale);
}

async function dial(ctx: XwingContext, inv: Invocation, round: number | undefined, fromTracker: boolean): Promise<Reply> {
  let before: GameState | null = null;
  const r = await ctx.games.mutate(whereOf(inv), (c) => ((before = c.state), setDial(c.state, actorOf(inv), round)));
  if (!r.ok) return refusalReply(r, inv);
  const said = r.view.already ? stringsFor(r.locale).table.dialsAlready : stringsFor(r.locale).table.dialsSet;
  return moved(
    ctx,
    inv,
    before,
    r.state,
    r.gameId ?? 0,
    r.state.phase === 'activation' ? stringsFor(r.locale).table.allDials(said) : said,
    fromTracker,
    r.locale,
  );
}

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'done',
    description: "Your ship's turn is over (Planning: your dials are set); the bot says who is next",
    options: [
      { type: ApplicationCommandOptionType.String, name: 'ship', description: 'Which ship (default: yours that is up)', autocomplete: true, max_length: 40 },
    ],
  },
  async run(ctx, inv) {
    const o = parseOptions(options, inv);
    return done(ctx, inv, o.ship, undefined, false);
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.status === 'active');
  },
  buttons: {
    prefix: 'turn',
    async run(ctx, inv) {
      const [, what, gameId, a, ...rest] = (inv.customId ?? '').split(':');
      const game = await ctx.games.peek(inv.channelId);
      if (!game || String(game.id) !== gameId) return refusalReply(refuse('stale-button', { ship: 'this game' }), inv);
      if (what === 'dial') return dial(ctx, inv, Number(a), true);
      if (what === 'done' && (a === 'activation' || a === 'engagement')) return done(ctx, inv, rest.join(':'), a, true);
      if (what === 'act') {
        const ship = [a, ...rest].join(':');
        let before: GameState | null = null;
        const r = await ctx.games.mutate(whereOf(inv), (c) => ((before = c.state), activate(c.state, { ship }, toolsOf(ctx, c))));
        if (!r.ok) return refusalReply(r, inv);
        return withTurnPing(activationReply(ctx, r.view, false, r.locale), before, r.state, inv.user.id, r.locale);
      }
      return refusalReply(refuse('stale-button', { ship: 'this game' }), inv);
    },
  },
};

export default command;
