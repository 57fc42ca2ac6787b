import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import { lastUndoableBatch } from '../../src/core/log.ts';
import { coreRefuse, isRefusal } from '../../src/core/refusal.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { changeCredits, endGame, newGame } from '../../src/systems/abs/decisions.ts';
import { buttonId, type AbsButton } from '../../src/systems/abs/buttons.ts';
import { refuseAbs } from '../../src/systems/abs/refusals.ts';
import { creditsCard, marginCard, newGameCard, trackerCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { absCampaignSystem, stringsFor } from '../../src/systems/abs/system.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, flag, freshSeed, intOption, LIMITS, mayManage, optInt, int, text, textOption } from './options.ts';

// The game as a whole: /abs new, status, credits, end, undo, log.

const newOptions = z.object({
  scale: int('scale'),
  tables: int('tables'),
  max_revenue: optInt('maxRevenue'),
  campaign: flag.optional(),
  seed: z.union([z.string(), z.number()]).transform(String).pipe(text(LIMITS.seed)).optional(),
});

async function start(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(newOptions, inv);
  const input = { scale: o.scale, tables: o.tables, maxRevenue: o.max_revenue ?? null, campaign: o.campaign ?? false, seed: o.seed ?? freshSeed() };
  return absMoves.runWithCampaign(
    ctx.games,
    absCampaignSystem,
    inv,
    (x) => {
      const d = newGame(x.state, input, x.campaign?.state ?? null);
      // The card names the campaign's corporation the game is played for.
      return d.ok ? { ...d, view: { corp: input.campaign ? (x.campaign?.state.corp ?? null) : null } } : d;
    },
    (r, t) => ({ cards: [newGameCard(t, r.state, r.view.corp)] }),
    { create: { locale: inv.guildLocale ?? inv.locale, inCampaign: input.campaign } },
  );
}

async function status(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  return absMoves.read(ctx.games, inv, (game, t) => ({ cards: [trackerCard(t, game.state)] }));
}

const creditsOptions = z.object({ add: optInt('credits'), set: optInt('credits'), note: text(LIMITS.note).optional() });

async function credits(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(creditsOptions, inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => changeCredits(x.state, { add: o.add ?? null, set: o.set ?? null, note: o.note ?? null }),
    (r, t) => ({ cards: [creditsCard(t, r.view)] }),
  );
}

const endOptions = z.object({ credits: optInt('credits'), max_revenue: optInt('maxRevenue') });

/** /abs end: the Margin as it would stand, shown to the user with a confirmation. */
async function end(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(endOptions, inv);
  return absMoves.read(ctx.games, inv, async (game) => {
    if (!mayManage(game.owner, inv)) return absMoves.refusal(refuseAbs('forbidden', { action: 'end-game' }), inv);
    const campaign = await ctx.campaigns.read(inv.channelId);
    const preview = endGame(game.state, { credits: o.credits ?? null, maxRevenue: o.max_revenue ?? null }, isRefusal(campaign) ? null : campaign.state);
    if (!preview.ok) return absMoves.refusal(preview, inv);
    // Only the user sees the preview: in their language.
    const t = stringsFor(inv.locale);
    const r = preview.view.result;
    return {
      ephemeral: true,
      content: t.endConfirm,
      cards: [marginCard(t, preview.view)],
      buttons: [
        [
          {
            id: buttonId({ game: game.id, kind: 'end', credits: r.credits, maxRevenue: r.source === 'typed' ? r.maxRevenue : null }),
            label: t.endButton,
            style: 'danger',
          },
          { id: buttonId({ game: game.id, kind: 'stay' }), label: t.stayButton, style: 'secondary' },
        ],
      ],
    };
  });
}

async function confirmEnd(ctx: AbsContext, inv: Invocation, b: AbsButton): Promise<Reply> {
  const t = stringsFor(inv.locale);
  if (b.kind === 'stay') return { update: true, content: t.stayed, cards: [], buttons: [] };
  if (b.kind !== 'end') throw new Error(`not an end button: ${b.kind}`);
  return absMoves.runWithCampaign(
    ctx.games,
    absCampaignSystem,
    inv,
    (x) => {
      if (!x.game) return coreRefuse('stale-button');
      if (!mayManage(x.game.owner, inv)) return refuseAbs('forbidden', { action: 'end-game' });
      const d = endGame(x.state, { credits: b.credits, maxRevenue: b.maxRevenue }, x.campaign?.state ?? null);
      return d.ok ? { ...d, campaignEvents: d.view.campaign?.events ?? [] } : d;
    },
    // The Margin is for the whole table: posted in the channel, the confirmation cleared.
    (r, tGame) => ({ content: tGame.ended(`<@${inv.user.id}>`), cards: [marginCard(tGame, r.view)] }),
    { pressedIn: b.game },
  );
}

async function undo(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  return absMoves.run(
    ctx.games,
    inv,
    (x) => {
      if (!x.game || !x.state) return refuseAbs('no-game');
      if (!mayManage(x.game.owner, inv)) return refuseAbs('forbidden', { action: 'undo' });
      // A39: the Margin may have changed the campaign, which an undo of the game cannot reach.
      if (x.state.phase === 'over') return refuseAbs('game-over');
      const batch = lastUndoableBatch(x.log);
      if (batch === null) return refuseAbs('nothing-to-undo');
      // The whole command is taken back: every event it wrote is named (one /abs ic activate activates several ICs).
      const taken = x.log.filter((l) => l.batch === batch && l.event.t !== 'undone').map((l) => l.event as Exclude<typeof l.event, { t: 'undone' }>);
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: { taken } };
    },
    (r, t) => ({
      content: t.undone([...new Set(r.view.taken.map((e) => ctx.games.system.describe(e, r.locale)).filter(Boolean))].join(', ')),
      cards: [trackerCard(t, r.state)],
    }),
    { log: true },
  );
}

async function log(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  return absMoves.read(ctx.games, inv, async (game, t) => {
    const events = await ctx.games.log(game.id);
    const lines = events.map((e) => JSON.stringify({ seq: e.seq, batch: e.batch, ...e.event }));
    const undone = new Set(events.flatMap((e) => (e.event.t === 'undone' ? [e.event.seq] : [])));
    const recent = events
      .filter((e) => e.event.t !== 'undone')
      .slice(-20)
      .map(
        (e) =>
          `${e.seq}. ${undone.has(e.batch) ? '~~' : ''}${e.event.t === 'undone' ? '' : ctx.games.system.describe(e.event, game.locale)}${undone.has(e.batch) ? '~~' : ''}`,
      );
    return {
      content: [t.logSummary(events.length), ...recent].join('\n').slice(0, 1900),
      files: [{ name: `abs-game-${game.id}.jsonl`, content: lines.join('\n') + '\n' }],
    };
  });
}

export const gameMoves = [
  move({
    path: 'abs new',
    description: c.new,
    options: [
      intOption('scale', c.scale, BOUNDS.scale, true),
      intOption('tables', c.tables, BOUNDS.tables, true),
      intOption('max_revenue', c.maxRevenue, BOUNDS.maxRevenue),
      option.flag('campaign', { description: c.campaign }),
      textOption('seed', c.seed, LIMITS.seed),
    ],
    run: start,
  }),
  move({ path: 'abs status', description: c.status, run: status }),
  move({
    path: 'abs credits',
    description: c.credits,
    options: [intOption('add', c.add, BOUNDS.credits), intOption('set', c.set, BOUNDS.credits), textOption('note', c.note, LIMITS.note)],
    run: credits,
  }),
  move({
    path: 'abs end',
    description: c.end,
    options: [intOption('credits', c.endCredits, BOUNDS.credits), intOption('max_revenue', c.maxRevenue, BOUNDS.maxRevenue)],
    run: end,
  }),
  move({ path: 'abs undo', description: c.undo, run: undo }),
  move({ path: 'abs log', description: c.log, run: log }),
];

/** The confirmation of /abs end. */
export const gameClicks = { end: confirmEnd, stay: confirmEnd };
