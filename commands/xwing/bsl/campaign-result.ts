import { z } from 'zod';
import { option } from '../../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import { coreRefuse, isRefusal, type Refusal } from '../../../src/core/refusal.ts';
import { refuseBsl } from '../../../src/systems/xwing/bsl/refusals.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import { arrivalsOf, markersLeft, recordedFate } from '../../../src/systems/xwing/bsl/mission/game-record.ts';
import type { GameState } from '../../../src/systems/xwing/play/state.ts';
import type { Campaign, Fate, Side, SquadronCard } from '../../../src/systems/xwing/bsl/model.ts';
import { fleetCard, statusCard } from '../../../src/systems/xwing/bsl/render.ts';
import { bslStrings, missionShort } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { bounds, damageList, fateList, pickList, textOpt, listWords } from './campaign-options.ts';
import { flag, whole } from '../options.ts';
import { move, type CampaignContext } from './context.ts';
import { campaignRunner, inMissionGame, catalogFor, change, callsign, fleet, parseOptions, refusalReply } from './campaign-steps.ts';

// `/campaign` after a game: its result and the post-game (big-shed-league.md §9).

/** The markers a game may leave: what the bot takes, and what Discord lets be typed. */
const MARKERS = bounds(0, 5);

export const resultSchema = z.object({
  fates: fateList.default([]),
  damage: damageList.default([]),
  markers: whole(MARKERS.min_value, MARKERS.max_value).optional(),
  picks: pickList.default([]),
  conceded: flag.default(false),
  early: flag.default(false),
  lost: z.coerce.string().optional(),
});

/** `/campaign result`: closes the mission game and runs the post-game, in one transaction (§9). */
/** The result's campaign events from what the game recorded (null: the game is gone) and what the players typed. */
function decideResult(
  ctx: CampaignContext,
  inv: Invocation,
  o: z.output<typeof resultSchema>,
  c: Campaign,
  game: { id: number; state: GameState } | null,
): flow.Flow {
  if (!c.pending?.gameLinked) return refuseBsl('no-linked-game');
  const linked = c.pending.ships;
  const byName = new Map(linked.map((s) => [s.name.toLowerCase(), s]));
  const fates = new Map<string, Fate>();
  for (const [k, v] of o.fates) {
    const s = byName.get(k.toLowerCase());
    if (!s) return refuseBsl('bad-ships', { what: k, ships: linked.map((l) => l.name).join(', ') });
    fates.set(s.entry, v);
  }
  const damage = new Map<string, number>();
  for (const [k, v] of o.damage) {
    const s = byName.get(k.toLowerCase());
    if (!s) return refuseBsl('bad-ships', { what: k, ships: linked.map((l) => l.name).join(', ') });
    damage.set(s.entry, v);
  }
  const ships = linked.map((s) => {
    // C63: the game recorded each exit's code (§5.2); `fates:` overrides it.
    const seen: Fate = recordedFate(game?.state.ships.find((z) => z.name === s.name));
    // §5.4: the damage cards default to the last value the game recorded (`/ship hull`).
    const cards = game?.state.ships.find((z) => z.name === s.name)?.damageCards ?? 0;
    return { entry: s.entry, side: s.side as Side, fate: fates.get(s.entry) ?? seen, damageCards: damage.get(s.entry) ?? cards };
  });
  const picks: Partial<Record<SquadronCard, string>> = {};
  for (const [card, callsign] of o.picks) {
    const e = flow.findEntry(c.fleets.players, callsign);
    if (e) picks[card.replace('#', '') as SquadronCard] = e.id;
  }
  const markers = o.markers ?? (game ? markersLeft(game.state) : undefined);
  const arrivals = game ? arrivalsOf(game.state, linked) : [];
  const d = flow.confirmResult(catalogFor(ctx, c), c, {
    user: inv.user.id,
    gameId: game?.id ?? null,
    ships,
    markersLeft: markers,
    conceded: o.conceded,
    picks,
    arrivals,
    lost: listWords(o.lost).map((id) => id.toLowerCase()),
  });
  return d.ok ? d : (d as Refusal);
}

/** `/campaign result`: closes the mission game and runs the post-game, in one transaction (§9). */
async function result(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(resultSchema, inv);
  const rec = await ctx.campaigns.read(inv.channelId);
  if (isRefusal(rec)) return refusalReply(rec, inv);
  const current = await ctx.games.peek(inv.channelId);
  if (current && current.campaignId === rec.id) {
    return inMissionGame(
      ctx,
      inv,
      (c, x) => {
        if (!c || !x.game || !x.state) return refuseBsl('no-linked-game');
        // C83: a game still going is scored only when the players say so (it ends by itself at an End Phase, C14).
        if (!x.state.ended && !o.conceded && !o.early) {
          const inPlay = (side: 'player' | 'solo') => x.state!.ships.filter((s) => s.side === side && s.status === 'active').length;
          return refuseBsl('game-running', { round: x.state.round, players: inPlay('player'), ai: inPlay('solo') });
        }
        const d = decideResult(ctx, inv, o, c, { id: x.game.id, state: x.state });
        if (!d.ok) return d;
        return {
          ok: true,
          events: x.state.ended ? [] : [{ t: 'ended' as const, reason: 'ended-by-players' as const }],
          campaignEvents: d.events,
          view: flow.applied(c, d.events),
        };
      },
      (r) => resulted(ctx, r.view),
    );
  }
  // The mission game is no longer the channel's (another game replaced it): the players' report alone decides.
  return campaignRunner.runCampaign(
    ctx.campaigns,
    inv,
    (x) => {
      if (!x.state) return coreRefuse('no-campaign');
      const d = decideResult(ctx, inv, o, x.state, null);
      return d.ok ? { ok: true, events: d.events, view: null } : d;
    },
    (r) => resulted(ctx, r.state),
  );
}

/** The result's answer: the verdict, and the campaign's cards after the post-game. */
function resulted(ctx: CampaignContext, c: Campaign): Reply {
  const t = bslStrings(c.locale);
  const h = c.history.at(-1);
  const verdict = h ? t.replies.verdict(h.mission === null ? '' : missionShort(h.mission, t), h.result.players, h.result.ai) : '';
  return {
    content: verdict,
    cards: [
      statusCard(catalogFor(ctx, c), c, c.locale),
      fleetCard(catalogFor(ctx, c), c, 'players', c.locale),
      fleetCard(catalogFor(ctx, c), c, 'ai', c.locale),
    ],
  };
}

export const resultMoves = [
  move({
    path: 'campaign result',
    options: [
      option.text('fates'),
      option.text('damage'),
      option.int('markers', MARKERS),
      option.text('picks'),
      option.flag('conceded'),
      option.flag('early'),
      option.text('lost'),
    ],
    run: result,
  }),
  move({
    path: 'campaign elite',
    options: [callsign],
    parse: z.object({ ship: textOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.takeElite(c, inv.user.id, o.ship));
    },
  }),
  move({
    path: 'campaign promote',
    options: [callsign, option.text('pilot', { required: true, autocomplete: true })],
    parse: z.object({ ship: textOpt, pilot: textOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.promote(catalogFor(ctx, c), c, inv.user.id, o.ship, o.pilot), fleet(ctx, 'players'));
    },
  }),
  move({
    path: 'campaign recover',
    options: [callsign],
    parse: z.object({ ship: textOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.recoverMia(catalogFor(ctx, c), c, inv.user.id, o.ship), fleet(ctx, 'players'));
    },
  }),
  move({
    path: 'campaign done',
    options: [option.flag('force')],
    parse: z.object({ force: flag.default(false) }),
    async run(ctx, inv, o) {
      return change(
        ctx,
        inv,
        // G9 strikes squadrons still in breach and the muster may end the campaign: unless
        // force:true, the players are told first so they can fix them (C88).
        (c) => flow.closePostGame(catalogFor(ctx, c), c, inv.user.id, o.force),
        fleet(ctx, 'ai'),
      );
    },
  }),
];
