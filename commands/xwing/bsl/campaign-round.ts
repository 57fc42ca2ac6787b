import { z } from 'zod';
import { option } from '../../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import { coreRefuse, isRefusal } from '../../../src/core/refusal.ts';
import { refuseBsl } from '../../../src/systems/xwing/bsl/refusals.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import { createMissionGame, reinforcementShips } from '../../../src/systems/xwing/bsl/game-setup.ts';
import { reportsCard } from '../../../src/systems/xwing/bsl/mission/reports-card.ts';
import { entryValue } from '../../../src/systems/xwing/bsl/values.ts';
import type { SquadronCard } from '../../../src/systems/xwing/bsl/model.ts';
import { setupCard } from '../../../src/systems/xwing/bsl/render.ts';
import { mission } from '../../../src/systems/xwing/bsl/data/missions.ts';
import { bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { bslSystem } from '../../../src/systems/xwing/bsl/system.ts';
import { type Locale } from '../../../src/core/locale.ts';
import { assetCardList, assetPick, cardList, MISSION_CHOICES, missionOpt, pickList, textOpt } from './campaign-options.ts';
import { flag } from '../options.ts';
import { move, type CampaignContext } from './context.ts';
import { UserError } from '../options.ts';
import { campaignRunner, inMissionGame, catalogFor, change, callsign, fleet, parseOptions, step, words } from './campaign-steps.ts';

// `/campaign` through a campaign round: rest, the draw, the mission, the assets, the secret
// carrier, then the mission game and its reinforcements (big-shed-league.md §4–§6).

async function createGame(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  // The mission game speaks the campaign's language.
  const rec = await ctx.campaigns.read(inv.channelId);
  const locale: Locale = isRefusal(rec) ? (inv.guildLocale ?? 'en') : rec.state.locale;
  return campaignRunner.runWithCampaign(
    ctx.games,
    bslSystem,
    inv,
    (x) => {
      const c = x.campaign?.state;
      if (!c) return coreRefuse('no-campaign');
      if (!c.commanders.includes(inv.user.id)) return refuseBsl('not-commander');
      // An AI carrier with no legal candidate (all MIA) leaves the round at 'nominate': the game goes on without one.
      const ready = c.phase === 'game' || (c.phase === 'nominate' && c.pending?.active === 'ai');
      if (!ready || !c.pending || c.pending.gameLinked) return refuseBsl('not-now', { phase: c.phase });
      const made = createMissionGame(catalogFor(ctx, c), c, { channelId: inv.channelId, guildId: inv.guildId, owner: inv.user.id });
      return { ok: true, events: made.game, campaignEvents: made.campaign, view: { campaign: c, setup: made.setup, effects: c.pending.effects } };
    },
    (r) => {
      const { campaign: c, setup, effects } = r.view;
      const pings = r.state.ships.flatMap((s) => (s.owner ? [s.owner] : []));
      const cards = [setupCard(catalogFor(ctx, c), c, setup, c.locale), reportsCard(r.state, effects, r.locale)];
      return { content: pings.length ? pings.map((p) => `<@${p}>`).join(' ') : undefined, cards, pings };
    },
    { create: { locale, inCampaign: true } },
  );
}

/** `/campaign reinforce` (Escalating Engagement, §6.5): declarations at the start of a Planning Phase; drawn ships join the game. */
async function reinforce(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ declare: flag.default(true) }), inv);
  return inMissionGame(
    ctx,
    inv,
    (c, x) => {
      if (!c?.pending?.gameLinked || !x.state) return refuseBsl('no-linked-game');
      const inPlay = { players: 0, ai: 0 };
      for (const s of c.pending.ships) {
        const g = x.state.ships.find((z) => z.name === s.name);
        const e = c.fleets[s.side].roster.find((z) => z.id === s.entry);
        if (g?.status === 'active' && e) inPlay[s.side] += entryValue(catalogFor(ctx, c), c.fleets[s.side].faction, e, c.options);
      }
      const d = flow.reinforce(c, { user: inv.user.id, gameRound: x.state.round, inPlay, declare: o.declare });
      if (!d.ok) return d;
      const game = d.draws.flatMap((w) => reinforcementShips(catalogFor(ctx, c), c, w.side, w.card).game);
      // Worded in the campaign's language.
      return { ok: true, events: game, campaignEvents: d.events, view: { drawn: d.draws, locale: c.locale } };
    },
    (r) => {
      const t = bslStrings(r.view.locale).replies;
      if (!r.view.drawn.length) return { content: t.noReinforcements };
      return { content: r.view.drawn.map((w) => t.reinforcement(w.side, w.card)).join('\n') };
    },
  );
}

export const roundMoves = [
  move({
    path: 'campaign rest',
    options: [option.text('cards')],
    parse: z.object({ cards: cardList.default([]) }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.rest(c, inv.user.id, o.cards));
    },
  }),
  move({
    path: 'campaign draw',
    options: [option.text('include')],
    parse: z.object({ include: cardList.default([]) }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.drawMission(c, inv.user.id, o.include));
    },
  }),
  move({
    path: 'campaign mission',
    options: [
      option.text('id', { required: true, choices: MISSION_CHOICES.map((v) => (v === 'open' ? v : { name: `${v} ${mission(Number(v)).name}`, value: v })) }),
    ],
    parse: z.object({ id: missionOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.chooseMission(catalogFor(ctx, c), c, inv.user.id, o.id));
    },
  }),
  move({
    path: 'campaign assets',
    options: [
      option.text('play'),
      option.text('swap'),
      option.flag('disrupt'),
      option.text('pick'),
      option.text('replace', { choices: ['J', 'Q', 'K', 'A'] }),
      option.text('supply', { autocomplete: true }),
      option.text('munition', { autocomplete: true }),
      option.text('limited', { autocomplete: true }),
    ],
    parse: z.object({
      play: assetCardList.default([]),
      swap: pickList.optional(),
      disrupt: flag.default(false),
      pick: assetPick.optional(),
      replace: z.enum(['J', 'Q', 'K', 'A']).optional(),
      supply: textOpt.optional(),
      munition: textOpt.optional(),
      limited: textOpt.optional(),
    }),
    async run(ctx, inv, o) {
      // C98: the players pick which of their ships keeps its Squadron Limited copies this game.
      if (o.limited) {
        const limited = o.limited;
        return change(ctx, inv, (c) => flow.chooseLimited(c, inv.user.id, limited), fleet(ctx, 'players'));
      }
      // C97: the players' Additional Supplies: the free munition one of their ships takes this game.
      if (o.supply || o.munition) {
        if (!o.supply || !o.munition) throw new UserError(words(inv).supplyWhat);
        const { supply, munition } = o;
        return change(ctx, inv, (c) => flow.chooseSupply(catalogFor(ctx, c), c, inv.user.id, supply, munition), fleet(ctx, 'players'));
      }
      // The post-game's reward asset (§9): `pick:` (and `replace:` when four are held).
      if (o.pick) return change(ctx, inv, (c) => flow.pickAsset(c, inv.user.id, o.pick === 'none' ? null : o.pick!, o.replace ?? null));
      const swap = o.swap?.[0];
      if (swap && !/^(10|[2-9])$/.test(swap[0].replace('#', ''))) throw new UserError(words(inv).swapFormat);
      const exchange = swap ? ([swap[0].replace('#', ''), swap[1].replace('#', '')] as [SquadronCard, SquadronCard]) : null;
      return change(ctx, inv, (c) =>
        c.phase === 'choices'
          ? flow.assetChoices(catalogFor(ctx, c), c, inv.user.id, exchange, o.disrupt)
          : // A swap typed before any asset offers one is refused, never taken as "no assets".
            exchange || o.disrupt
            ? refuseBsl('no-choice', { what: exchange ? 'exchange' : 'disrupt' })
            : flow.playAssets(catalogFor(ctx, c), c, inv.user.id, o.play),
      );
    },
  }),
  move({
    path: 'campaign nominate',
    options: [callsign],
    parse: z.object({ ship: textOpt }),
    async run(ctx, inv, o) {
      // The nomination is secret: only the commander sees the answer (§6.2).
      return campaignRunner.runCampaign(
        ctx.campaigns,
        inv,
        step((c) => flow.nominate(catalogFor(ctx, c), c, inv.user.id, o.ship)),
        () => ({ ephemeral: true, content: words(inv).nominated(o.ship) }),
      );
    },
  }),
  move({ path: 'campaign game', run: createGame }),
  move({ path: 'campaign reinforce', options: [option.flag('declare')], run: reinforce }),
];
