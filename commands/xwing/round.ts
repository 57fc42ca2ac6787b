import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { XwingContext } from './context.ts';
import type { CommandModule, Invocation, Reply } from '../../src/core/command.ts';
import { refusalReply, UserError, whereOf, toolsOf } from './options.ts';
import { advanceRound } from '../../src/systems/xwing/play/phases.ts';
import type { RoundView } from '../../src/systems/xwing/play/play.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { unfinished } from '../../src/systems/xwing/play/turn-order.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { roundCard, shipTitle } from '../../src/systems/xwing/render/game-cards.ts';
import { campaignPlayStrings } from '../../src/systems/xwing/strings/campaign-play.ts';
import { reinforcementArrivals, roundLimitEnd, type ReinforcementRoll } from '../../src/systems/xwing/bsl/in-game.ts';
import { gameOverNotice } from '../../src/systems/xwing/notices.ts';

// Advancing the round always names the round it advances from (ruling R42): a repeated
// or raced request finds the round moved on and changes nothing. A round whose ships
// have not all activated and engaged asks first.

async function advance(ctx: XwingContext, inv: Invocation, from: number): Promise<Reply> {
  let reinforcements: readonly ReinforcementRoll[] = [];
  const r = await ctx.games.mutate<RoundView | null>(
    whereOf(inv),
    (c) => {
      // Big Shed League C14: at the end of the campaign's round limit the mission game ends instead.
      const end = roundLimitEnd(c.state, from);
      if (end) return { ok: true, events: end, view: null };
      const d = advanceRound(c.state, from, toolsOf(ctx, c));
      if (!d.ok) return d;
      // Big Shed League §7.2: the Reinforcements asset rolls at the end of the End Phase just closed.
      const more = reinforcementArrivals(ctx.catalog, d.view.state, from);
      reinforcements = more.rolls;
      return { ...d, events: [...d.events, ...more.events] };
    },
    {
      announce: (view, state) =>
        view === null
          ? [gameOverNotice(state)]
          : view.wave
            ? [{ t: 'wave', round: view.round, wave: view.wave.wave, arrivals: view.wave.arrivals, ruleset: view.state.ruleset }]
            : [],
    },
  );
  if (!r.ok) return refusalReply(r, inv);
  if (r.view === null) return { content: stringsFor(r.locale).endReason('round-limit') };
  // Big Shed League, Escalating Engagement (§6.5): reinforcements are declared at the start of the Planning Phase.
  const escalating = r.state.scenario === 'campaign' && r.state.campaign?.mission === 6 && !r.state.ended;
  const c = campaignPlayStrings(r.locale);
  const lines = [
    ...reinforcements.map((x) =>
      c.reinforcementRoll(x.ship, x.face, x.arrival?.name ?? null, x.arrival ? shipTitle(ctx.catalog, x.arrival) : null, x.arrival?.side === 'solo'),
    ),
    ...(escalating ? [c.escalating] : []),
  ];
  return { cards: [roundCard(stringsFor(r.locale), r.view)], ...(lines.length ? { content: lines.join('\n') } : {}) };
}

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'round',
    description: 'Move the game on',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'next',
        description: 'End Phase shifts, then the next round: waves, System Phase, activation order',
      },
    ],
  },
  async run(ctx, inv) {
    if (inv.subcommand !== 'next') throw new UserError(stringsFor(inv.locale).replies.useRound);
    const game = await ctx.games.read(inv.channelId);
    if ('ok' in game) return refusalReply(game, inv);
    const state = game.state;
    if (state.ended) return refusalReply(refuse('game-ended', { reason: state.ended.reason }), inv);
    const left = unfinished(state);
    if (state.phase === 'end' || (left.activation.length === 0 && left.engagement.length === 0)) return advance(ctx, inv, state.round);
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
          { id: `round:next:${game.id}:${state.round}`, label: w.startRound(state.round + 1), style: 'danger' },
          { id: `round:keep:${game.id}:${state.round}`, label: w.keepPlaying, style: 'secondary' },
        ],
      ],
    };
  },
  buttons: {
    prefix: 'round',
    async run(ctx, inv) {
      const [, what, gameId, round] = (inv.customId ?? '').split(':');
      if (what === 'keep') return { update: true, content: stringsFor(inv.locale).table.roundGoesOn(Number(round)), buttons: [] };
      const game = await ctx.games.peek(inv.channelId);
      if (what !== 'next' || !game || String(game.id) !== gameId) return refusalReply(refuse('stale-button', { ship: 'the round' }), inv);
      return advance(ctx, inv, Number(round));
    },
  },
};

export default command;
