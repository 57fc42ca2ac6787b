import { randomInt } from 'node:crypto';
import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord-api-types/v10';
import { z } from 'zod';
import type { CommandModule, Invocation, Reply, Choice } from '../../src/core/command.ts';
import { effectiveEvents, lastUndoableBatch } from '../../src/core/log.ts';
import { refuse, type Refusal } from '../../src/core/refusal.ts';
import { refusalReply as coreRefusalReply } from '../../src/core/options.ts';
import * as flow from '../../src/systems/xwing/bsl/flow.ts';
import type { BslEvent } from '../../src/systems/xwing/bsl/events.ts';
import { createMissionGame, reinforcementShips } from '../../src/systems/xwing/bsl/game-setup.ts';
import { arrivalsOf, markersLeft, recordedFate } from '../../src/systems/xwing/bsl/in-game.ts';
import { reportsCard } from './mission.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { entryValue } from '../../src/systems/xwing/bsl/values.ts';
import type { Campaign, Fate, RoundState, Side, SquadronCard } from '../../src/systems/xwing/bsl/model.ts';
import { fleetCard, pilotCard, setupCard, statusCard } from '../../src/systems/xwing/bsl/render.ts';
import { bslRefusal } from '../../src/systems/xwing/bsl/strings/en.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import {
  assetCardList,
  assetPick,
  cardList,
  cardOpt,
  damageList,
  factionOpt,
  fateList,
  flagOpt,
  hyperdriveList,
  intOpt,
  opt,
  pickList,
  textOpt,
  typeOpt,
  userOpt,
} from './campaign-options.ts';
import type { XwingContext } from './context.ts';
import { parseOptions, UserError, whereOf } from './options.ts';

// `/campaign`: the Big Shed League (big-shed-league.md). Each subcommand parses its options,
// runs one pure decision of the campaign's flow in one transaction, and answers with the
// campaign's status card, which always says what comes next and who decides.

function refusalReply(r: Refusal, inv: Invocation): Reply {
  return coreRefusalReply(r, inv.locale, (x) => bslRefusal(x) ?? en.refusal(x.code, x.params));
}

type Decide = (c: Campaign) => flow.Flow;

async function change(ctx: XwingContext, inv: Invocation, decide: Decide, extra: (c: Campaign) => Reply['cards'] = () => []): Promise<Reply> {
  const r = await ctx.campaigns.mutate(whereOf(inv), (x) => {
    if (!x.state) return refuse('no-campaign');
    const d = decide(x.state);
    return d.ok ? { ok: true, events: d.events, view: null } : d;
  });
  if (!r.ok) return refusalReply(r, inv);
  return { cards: [statusCard(ctx.catalog, r.state), ...(extra(r.state) ?? [])] };
}

const startSchema = z.object({
  faction: factionOpt,
  ai: z.union([factionOpt, z.literal('random')]).default('random'),
  scale: intOpt(150, 250).default(200),
  strength: intOpt(100, 150).default(125),
  rounds: intOpt(0, 20).default(12),
  'three-loss': flagOpt.default(false),
  ruleset: z.enum(['v0.2', 'v0.1']).default('v0.2'),
  seed: z.coerce.string().trim().min(1).max(40).optional(),
  hyperdrive: hyperdriveList.default([]),
});

async function start(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(startSchema, inv);
  if (o.scale % 10 || o.strength % 5) throw new UserError('The points scale goes in steps of 10 and the AI strength in steps of 5 (§1.2).');
  if (o.rounds !== 0 && o.rounds < 8) throw new UserError('The round limit is 0 (none) or 8–20.');
  if (o.ai === o.faction) throw new UserError('A mirror match: pick another AI faction (or leave it random).');
  const seed = o.seed ?? String(randomInt(1, 2 ** 31));
  // hyperdriveOverrides (§1.6): a group's corrections to the hyperdrive table, fixed at creation.
  const unknown = o.hyperdrive.find(([id]) => !ctx.catalog.ships.some((s) => s.id === id));
  if (unknown) throw new UserError(`No chassis “${unknown[0]}” (use ids such as tielnfighter).`);
  const r = await ctx.campaigns.mutate(
    whereOf(inv),
    () => {
      const d = flow.createCampaign({
        createdBy: inv.user.id,
        players: o.faction,
        ai: o.ai,
        seed,
        options: {
          pointsScalePct: o.scale,
          aiStrengthPct: o.strength,
          mode: 'missions',
          threeLossRule: o['three-loss'],
          roundLimit: o.rounds,
          ruleset: o.ruleset,
          hyperdriveOverrides: Object.fromEntries(o.hyperdrive),
        },
      });
      return d.ok ? { ok: true, events: d.events, view: null } : d;
    },
    { create: true },
  );
  if (!r.ok) return refusalReply(r, inv);
  return { cards: [statusCard(ctx.catalog, r.state)] };
}

const split = (s: string | undefined) => (s ?? '').split(/[\s,;]+/).filter(Boolean);

const HANDLERS: Record<string, (ctx: XwingContext, inv: Invocation) => Promise<Reply>> = {
  start,
  async status(ctx, inv) {
    const rec = await ctx.campaigns.read(inv.channelId);
    if ('ok' in rec) return refusalReply(rec, inv);
    return { cards: [statusCard(ctx.catalog, rec.state)] };
  },
  async fleet(ctx, inv) {
    const o = parseOptions(z.object({ side: z.enum(['players', 'ai']).default('players'), ship: textOpt.optional() }), inv);
    const rec = await ctx.campaigns.read(inv.channelId);
    if ('ok' in rec) return refusalReply(rec, inv);
    if (!o.ship) return { cards: [fleetCard(ctx.catalog, rec.state, o.side)] };
    const side = o.ship.trim().toLowerCase().startsWith('a') && !flow.findEntry(rec.state.fleets.players, o.ship) ? 'ai' : o.side;
    const e = flow.findEntry(rec.state.fleets[side], o.ship);
    if (!e) return refusalReply(refuse('unknown-entry', { ship: o.ship }), inv);
    return { cards: [pilotCard(ctx.catalog, rec.state, side, e.id, effectiveEvents(await ctx.campaigns.log(rec.id)))] };
  },
  async commander(ctx, inv) {
    const o = parseOptions(z.object({ user: userOpt }), inv);
    return change(ctx, inv, (c) => flow.addCommander(c, inv.user.id, o.user));
  },
  async squadron(ctx, inv) {
    const o = parseOptions(z.object({ type: typeOpt.optional(), card: cardOpt.optional(), strike: flagOpt.default(false) }), inv);
    if (o.strike && !o.card) throw new UserError('Say which squadron to strike: `/campaign squadron card:3 strike:true`.');
    if (!o.strike && !o.type) throw new UserError('Give a type: `/campaign squadron type:standard` (add `card:` to retype one).');
    return change(
      ctx,
      inv,
      (c) =>
        o.strike
          ? flow.strikeSquadron(c, inv.user.id, o.card!)
          : o.card
            ? flow.retypeSquadron(c, inv.user.id, o.card, o.type!)
            : flow.formSquadron(c, inv.user.id, o.type!),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async equip(ctx, inv) {
    const o = parseOptions(z.object({ upgrade: textOpt, to: textOpt }), inv);
    return change(
      ctx,
      inv,
      (c) => flow.moveUpgrade(ctx.catalog, c, inv.user.id, o.upgrade, o.to),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async buy(ctx, inv) {
    const o = parseOptions(
      z.object({
        chassis: textOpt.optional(),
        pilot: textOpt.optional(),
        squadron: z.union([cardOpt, z.literal('inventory')]).optional(),
        upgrades: z.coerce.string().optional(),
        callsign: textOpt.optional(),
        upgrade: textOpt.optional(),
      }),
      inv,
    );
    // `upgrade:` alone buys a free upgrade for the inventory.
    if (o.upgrade && !o.chassis) {
      const upgrade = o.upgrade;
      return change(
        ctx,
        inv,
        (c) => flow.buyItem(ctx.catalog, c, inv.user.id, upgrade),
        (c) => [fleetCard(ctx.catalog, c, 'players')],
      );
    }
    if (!o.chassis || !o.pilot) throw new UserError('Give `chassis:` and `pilot:` (a ship), or `upgrade:` alone (an upgrade for the inventory).');
    const { chassis, pilot } = o;
    return change(
      ctx,
      inv,
      (c) =>
        flow.buyEntry(ctx.catalog, c, {
          user: inv.user.id,
          chassis: ctx.catalog.findShip(chassis, c.fleets.players.faction)?.id ?? chassis,
          pilot,
          squadron: o.squadron === undefined || o.squadron === 'inventory' ? null : o.squadron,
          upgrades: split(o.upgrades),
          callsign: o.callsign,
        }),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async assign(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, squadron: z.union([cardOpt, z.literal('inventory')]) }), inv);
    return change(
      ctx,
      inv,
      (c) => flow.assignEntry(ctx.catalog, c, inv.user.id, o.ship, o.squadron === 'inventory' ? null : o.squadron),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async owner(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, user: userOpt.optional() }), inv);
    return change(ctx, inv, (c) => flow.setOwner(c, inv.user.id, o.ship, o.user ?? null));
  },
  async ready(ctx, inv) {
    return change(
      ctx,
      inv,
      (c) => flow.ready(ctx.catalog, c, inv.user.id),
      (c) => [fleetCard(ctx.catalog, c, 'ai')],
    );
  },
  async rest(ctx, inv) {
    const o = parseOptions(z.object({ cards: cardList.default([]) }), inv);
    return change(ctx, inv, (c) => flow.rest(c, inv.user.id, o.cards));
  },
  async draw(ctx, inv) {
    const o = parseOptions(z.object({ include: cardList.default([]) }), inv);
    return change(ctx, inv, (c) => flow.drawMission(c, inv.user.id, o.include));
  },
  async mission(ctx, inv) {
    const o = parseOptions(z.object({ id: intOpt(1, 8) }), inv);
    return change(ctx, inv, (c) => flow.chooseMission(ctx.catalog, c, inv.user.id, o.id));
  },
  async assets(ctx, inv) {
    const o = parseOptions(z.object({ play: assetCardList.default([]), swap: pickList.optional(), disrupt: flagOpt.default(false) }), inv);
    const swap = o.swap?.[0];
    if (swap && !/^(10|[2-9])$/.test(swap[0].replace('#', ''))) throw new UserError('Write the exchange as `swap:3=5` (your card in play = your spare card).');
    const exchange = swap ? ([swap[0].replace('#', ''), swap[1].replace('#', '')] as [SquadronCard, SquadronCard]) : null;
    return change(ctx, inv, (c) =>
      c.phase === 'choices' ? flow.assetChoices(ctx.catalog, c, inv.user.id, exchange, o.disrupt) : flow.playAssets(ctx.catalog, c, inv.user.id, o.play),
    );
  },
  async nominate(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    const r = await change(ctx, inv, (c) => flow.nominate(ctx.catalog, c, inv.user.id, o.ship));
    // The nomination is secret: only the commander sees the answer (§6.2).
    return r.ephemeral ? r : { ephemeral: true, content: `Nominated **${o.ship}** in secret.` };
  },
  game: createGame,
  reinforce,
  result,
  async asset(ctx, inv) {
    const o = parseOptions(z.object({ pick: assetPick, replace: z.enum(['J', 'Q', 'K', 'A']).optional() }), inv);
    return change(ctx, inv, (c) => flow.pickAsset(c, inv.user.id, o.pick === 'none' ? null : o.pick, o.replace ?? null));
  },
  async elite(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    return change(ctx, inv, (c) => flow.takeElite(c, inv.user.id, o.ship));
  },
  async promote(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, pilot: textOpt }), inv);
    return change(
      ctx,
      inv,
      (c) => flow.promote(ctx.catalog, c, inv.user.id, o.ship, o.pilot),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async recover(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    return change(
      ctx,
      inv,
      (c) => flow.recoverMia(ctx.catalog, c, inv.user.id, o.ship),
      (c) => [fleetCard(ctx.catalog, c, 'players')],
    );
  },
  async done(ctx, inv) {
    const o = parseOptions(z.object({ force: flagOpt.default(false) }), inv);
    return change(
      ctx,
      inv,
      (c) => {
        const problems = flow.rosterProblems(ctx.catalog, c);
        // G9 strikes squadrons still in breach; the players are told first so they can fix them.
        if (problems.length && !o.force) return refuse('roster-invalid', { problems: `${problems.join('; ')} (add \`force:true\` to let G9 strike them)` });
        return flow.closePostGame(ctx.catalog, c, inv.user.id);
      },
      (c) => [fleetCard(ctx.catalog, c, 'ai')],
    );
  },
  undo,
  async export(ctx, inv) {
    const c = await ctx.campaigns.read(inv.channelId);
    if ('ok' in c) return refusalReply(c, inv);
    // The log holds the AI's hidden choices (draws, asset picks, carrier): not before they are revealed (C15).
    if (['assets', 'nominate', 'game'].includes(c.state.phase)) return refusalReply(refuse('hidden-now'), inv);
    const log = await ctx.campaigns.log(c.id);
    const body = JSON.stringify({ system: bslSystem.id, version: bslSystem.schemaVersion, events: log }, null, 1);
    return { ephemeral: true, content: `The campaign’s whole log (${log.length} events).`, files: [{ name: `big-shed-league-${c.id}.json`, content: body }] };
  },
};

async function createGame(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  let cards: Reply['cards'] = [];
  let effects: RoundState['effects'] = { players: [], ai: [] };
  const r = await ctx.games.mutateWithCampaign(
    whereOf(inv),
    bslSystem,
    (x) => {
      const c = x.campaign?.state;
      if (!c) return refuse('no-campaign');
      if (!c.commanders.includes(inv.user.id)) return refuse('not-commander');
      // An AI carrier with no legal candidate (all MIA) leaves the round at 'nominate': the game goes on without one.
      const ready = c.phase === 'game' || (c.phase === 'nominate' && c.pending?.active === 'ai');
      if (!ready || !c.pending || c.pending.gameLinked) return refuse('not-now', { phase: c.phase });
      const made = createMissionGame(ctx.catalog, c, { channelId: inv.channelId, guildId: inv.guildId, owner: inv.user.id });
      cards = [setupCard(ctx.catalog, c, made.setup)];
      effects = c.pending.effects;
      return { ok: true, events: made.game, campaignEvents: made.campaign, view: null };
    },
    { create: { locale: inv.guildLocale ?? 'en', inCampaign: true } },
  );
  if (!r.ok) return refusalReply(r, inv);
  const pings = r.state.ships.flatMap((s) => (s.owner ? [s.owner] : []));
  cards = [...(cards ?? []), reportsCard(r.state, effects, r.locale)];
  return { content: pings.length ? pings.map((p) => `<@${p}>`).join(' ') : undefined, cards, pings };
}

/** `/campaign reinforce` (Escalating Engagement, §6.5): declarations at the start of a Planning Phase; drawn ships join the game. */
async function reinforce(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ declare: flagOpt.default(true) }), inv);
  let drawn: { side: Side; card: SquadronCard }[] = [];
  const r = await ctx.games.mutateWithCampaign(whereOf(inv), bslSystem, (x) => {
    const c = x.campaign?.state;
    if (!c || !x.campaign) return refuse('no-campaign');
    if (!x.game || !x.state || x.game.campaignId !== x.campaign.id || !c.pending?.gameLinked) return refuse('no-linked-game');
    const inPlay = { players: 0, ai: 0 };
    for (const s of c.pending.ships) {
      const g = x.state.ships.find((z) => z.name === s.name);
      const e = c.fleets[s.side].roster.find((z) => z.id === s.entry);
      if (g?.status === 'active' && e) inPlay[s.side] += entryValue(ctx.catalog, c.fleets[s.side].faction, e, c.options);
    }
    const d = flow.reinforce(c, { user: inv.user.id, gameRound: x.state.round, inPlay, declare: o.declare });
    if (!d.ok) return d;
    drawn = d.draws;
    const game = d.draws.flatMap((w) => reinforcementShips(ctx.catalog, c, w.side, w.card).game);
    return { ok: true, events: game, campaignEvents: d.events, view: null };
  });
  if (!r.ok) return refusalReply(r, inv);
  if (!drawn.length) return { content: 'No reinforcements this round.' };
  return {
    content: drawn
      .map(
        (w) =>
          `${w.side === 'players' ? 'Players' : 'AI'} draw squadron #${w.card}: its ships deploy touching their edge${w.side === 'ai' ? ' (Offensive)' : ''}.`,
      )
      .join('\n'),
  };
}

const resultSchema = z.object({
  fates: fateList.default([]),
  damage: damageList.default([]),
  markers: intOpt(0, 5).optional(),
  picks: pickList.default([]),
  conceded: flagOpt.default(false),
});

/** `/campaign result`: closes the mission game and runs the post-game, in one transaction (§9). */
/** The result's campaign events from what the game recorded (null: the game is gone) and what the players typed. */
function decideResult(
  ctx: XwingContext,
  inv: Invocation,
  o: z.output<typeof resultSchema>,
  c: Campaign,
  game: { id: number; state: GameState } | null,
): flow.Flow {
  if (!c.pending?.gameLinked) return refuse('no-linked-game');
  const linked = c.pending.ships;
  const byName = new Map(linked.map((s) => [s.name.toLowerCase(), s]));
  const fates = new Map<string, Fate>();
  for (const [k, v] of o.fates) {
    const s = byName.get(k.toLowerCase());
    if (!s) return refuse('bad-ships', { what: k, hint: `the mission’s ships are ${linked.map((l) => l.name).join(', ')}` });
    fates.set(s.entry, v);
  }
  const damage = new Map<string, number>();
  for (const [k, v] of o.damage) {
    const s = byName.get(k.toLowerCase());
    if (!s) return refuse('bad-ships', { what: k, hint: `the mission’s ships are ${linked.map((l) => l.name).join(', ')}` });
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
  const d = flow.confirmResult(ctx.catalog, c, {
    user: inv.user.id,
    gameId: game?.id ?? null,
    ships,
    markersLeft: markers,
    conceded: o.conceded,
    picks,
    arrivals,
  });
  return d.ok ? d : (d as Refusal);
}

/** `/campaign result`: closes the mission game and runs the post-game, in one transaction (§9). */
async function result(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(resultSchema, inv);
  let after: Campaign | null = null;
  const rec = await ctx.campaigns.read(inv.channelId);
  if ('ok' in rec) return refusalReply(rec, inv);
  const current = await ctx.games.peek(inv.channelId);
  let r: { ok: true } | Refusal;
  if (current && current.campaignId === rec.id) {
    r = await ctx.games.mutateWithCampaign(whereOf(inv), bslSystem, (x) => {
      const c = x.campaign?.state;
      if (!c || !x.campaign) return refuse('no-campaign');
      if (!x.game || !x.state || x.game.campaignId !== x.campaign.id) return refuse('no-linked-game');
      const d = decideResult(ctx, inv, o, c, { id: x.game.id, state: x.state });
      if (!d.ok) return d;
      after = flow.applied(c, d.events);
      return { ok: true, events: x.state.ended ? [] : [{ t: 'ended', reason: 'ended-by-players' }], campaignEvents: d.events, view: null };
    });
  } else {
    // The mission game is no longer the channel's (another game replaced it): the players' report alone decides.
    r = await ctx.campaigns.mutate(whereOf(inv), (x) => {
      if (!x.state) return refuse('no-campaign');
      const d = decideResult(ctx, inv, o, x.state, null);
      if (!d.ok) return d;
      after = flow.applied(x.state, d.events);
      return { ok: true, events: d.events, view: null };
    });
  }
  if (!r.ok) return refusalReply(r, inv);
  const c = after as Campaign | null;
  if (!c) return { content: 'Done.' };
  const h = c.history.at(-1);
  const verdict = h ? `Mission ${h.mission}: players ${h.result.players}, AI ${h.result.ai}.` : '';
  return { content: verdict, cards: [statusCard(ctx.catalog, c), fleetCard(ctx.catalog, c, 'players'), fleetCard(ctx.catalog, c, 'ai')] };
}

const BLOCKED = new Set(['campaign-created', 'game-linked', 'result-confirmed']);

/** `/campaign undo`: takes back the last step (C49: its draws come back the same when redone). */
async function undo(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  let what = '';
  const r = await ctx.campaigns.mutate(
    whereOf(inv),
    (x) => {
      if (!x.state) return refuse('no-campaign');
      if (!x.state.commanders.includes(inv.user.id)) return refuse('not-commander');
      const batch = lastUndoableBatch(x.log);
      if (batch === null) return refuse('nothing-to-undo');
      const taken = x.log.filter((l) => l.batch === batch);
      const blocked = taken.find((l) => BLOCKED.has(l.event.t));
      if (blocked) return refuse('undo-blocked', { what: bslSystem.describe(blocked.event as BslEvent, 'en') });
      what = bslSystem.describe(taken[0]!.event as BslEvent, 'en');
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: null };
    },
    { log: true },
  );
  if (!r.ok) return refusalReply(r, inv);
  return { content: `Took back ${what}.`, cards: [statusCard(ctx.catalog, r.state)] };
}

const sub = (name: string, description: string, options: APIApplicationCommandBasicOption[] = []) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  name,
  description,
  options,
});

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'campaign',
    description: 'Big Shed League: a co-op campaign against the AI’s fleet',
    options: [
      sub('start', 'Start a campaign in this channel', [
        opt.choice('faction', 'The players’ faction', [...factionOpt.options], true),
        opt.choice('ai', 'The AI’s faction (default: random)', [...factionOpt.options, 'random']),
        opt.int('scale', 'Points scale % (150–250, default 200)'),
        opt.int('strength', 'AI strength % (100–150, default 125)'),
        opt.int('rounds', 'Round limit per game (0 = none, 8–20; default 12)'),
        opt.bool('three-loss', 'Three losses in a row eliminate a fleet'),
        opt.choice('ruleset', 'Solo Alpha ruleset', ['v0.2', 'v0.1']),
        opt.str('seed', 'Seed for the campaign’s dice'),
        opt.str('hyperdrive', 'Corrections to the hyperdrive table, e.g. tielnfighter=yes'),
      ]),
      sub('status', 'Where the campaign stands and what comes next'),
      sub('fleet', 'A fleet: pilots by squadron, status, value; or one pilot’s history', [
        opt.choice('side', 'Whose fleet', ['players', 'ai']),
        opt.str('ship', 'A callsign: that pilot’s history', false, true),
      ]),
      sub('commander', 'Add a commander (they make the team’s choices)', [opt.user('user', 'Who', true)]),
      sub('squadron', 'Form a squadron; with card: retype it, or strike it (ships to the inventory)', [
        opt.choice('type', 'Type', ['recon', 'standard', 'epic']),
        opt.str('card', 'Card to retype or strike'),
        opt.bool('strike', 'Strike that squadron'),
      ]),
      sub('equip', 'Move a free upgrade to a ship or the inventory', [
        opt.str('upgrade', 'Upgrade id (see the fleet card)', true, true),
        opt.str('to', 'Callsign or inventory', true, true),
      ]),
      sub('buy', 'Buy a pilot with its ship, or (upgrade: alone) an upgrade for the inventory', [
        opt.str('chassis', 'Ship type', false, true),
        opt.str('pilot', 'Pilot', false, true),
        opt.str('squadron', 'Squadron card (or inventory)'),
        opt.str('upgrades', 'Upgrade ids, space-separated'),
        opt.str('callsign', 'Callsign'),
        opt.str('upgrade', 'An upgrade id for the inventory', false, true),
      ]),
      sub('assign', 'Move a ship to a squadron or the inventory', [opt.str('ship', 'Callsign', true, true), opt.str('squadron', 'Card or inventory', true)]),
      sub('owner', 'Who flies a ship (pinged in games)', [opt.str('ship', 'Callsign', true, true), opt.user('user', 'Owner (empty: any commander)')]),
      sub('ready', 'The roster is complete: the AI builds, round 1 starts'),
      sub('rest', 'Rest 0–2 squadrons (Active players)', [opt.str('cards', 'Cards, e.g. 3 5')]),
      sub('draw', 'Draw the Drawn Squadron (Active players)', [opt.str('include', 'Cards to include (empty: all)')]),
      sub('mission', 'Choose the mission (Active players)', [opt.int('id', 'Mission 1–8', true)]),
      sub('assets', 'Play 0–2 fleet assets; then your Fleet Intelligence / Disrupted Command choices', [
        opt.str('play', 'Asset cards, e.g. J Q'),
        opt.str('swap', 'Fleet Intelligence: your card in play = your spare card, e.g. 3=5'),
        opt.bool('disrupt', 'Disrupted Command: force the swap the bot shows'),
      ]),
      sub('nominate', 'Secretly nominate the carrier', [opt.str('ship', 'Callsign', true, true)]),
      sub('game', 'Create the mission’s game in this channel'),
      sub('reinforce', 'Escalating Engagement: declare (or not) a reinforcement draw; the AI decides too', [
        opt.bool('declare', 'The players draw (default true)'),
      ]),
      sub('result', 'End the mission game and run the post-game', [
        opt.str('fates', 'Fates besides what the game recorded, e.g. P1=X A3=D P4=W'),
        opt.str('damage', 'Damage cards of surviving ships, e.g. P3=2 A10=2'),
        opt.int('markers', 'Mission 1: objective markers left'),
        opt.str('picks', 'If you did not win: one pilot per squadron, e.g. 2=P5 4=P11'),
        opt.bool('conceded', 'The players concede'),
      ]),
      sub('asset', 'Pick the reward asset', [
        opt.str('pick', 'Asset id or none', true),
        opt.choice('replace', 'Card to replace when 4 are held', ['J', 'Q', 'K', 'A']),
      ]),
      sub('elite', 'A winning VET becomes ELITE', [opt.str('ship', 'Callsign', true, true)]),
      sub('promote', 'Promote an EXP or VET pilot', [opt.str('ship', 'Callsign', true, true), opt.str('pilot', 'New pilot', true, true)]),
      sub('recover', 'Recover an MIA ship or item at half its value', [opt.str('ship', 'Callsign or item id', true, true)]),
      sub('done', 'Close the post-game: the AI buys, checks, next round', [opt.bool('force', 'Let G9 strike squadrons out of band')]),
      sub('undo', 'Take back the last step'),
      sub('export', 'The whole campaign log as a file'),
    ],
  },
  async run(ctx, inv) {
    const h = inv.subcommand && Object.hasOwn(HANDLERS, inv.subcommand) ? HANDLERS[inv.subcommand] : undefined;
    if (!h) throw new UserError('Use `/campaign status` to see where the campaign stands.');
    return h(ctx, inv);
  },
  async autocomplete(ctx, inv): Promise<Choice[]> {
    const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
    const rec = await ctx.campaigns.read(inv.channelId);
    const c = 'ok' in rec ? null : rec.state;
    const faction = c?.fleets.players.faction;
    if (inv.focused === 'chassis')
      return ctx.catalog
        .searchShips(typed, faction, 25)
        .map((s) => ({ name: s.name, value: s.id }))
        .slice(0, 25);
    if (inv.focused === 'pilot') {
      // /campaign promote: the pilots of that ship's chassis; /campaign buy: of the chassis typed.
      const entry = c && inv.subcommand === 'promote' ? flow.findEntry(c.fleets.players, String(inv.options.ship ?? '')) : undefined;
      const ship = entry ? ctx.catalog.ship(c!.fleets.players.faction, entry.chassis) : ctx.catalog.findShip(String(inv.options.chassis ?? ''), faction);
      return (ship?.pilots ?? [])
        .filter((p) => p.name.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((p) => ({ name: `${p.name} (I${p.initiative}, ${p.cost ?? '?'})`, value: p.id }));
    }
    if (inv.focused === 'upgrade' && inv.subcommand === 'buy')
      return ctx.catalog.upgrades
        .filter(
          (u) =>
            (u.name.toLowerCase().includes(typed) || u.id.includes(typed)) &&
            (!u.restrictions.some((r) => r.factions) || u.restrictions.some((r) => faction && r.factions?.includes(faction))),
        )
        .slice(0, 25)
        .map((u) => ({ name: `${u.name} (${u.slot}, ${typeof u.cost === 'number' ? u.cost : 'varies'})`, value: u.id }));
    if (!c) return [];
    const f = c.fleets.players;
    if (inv.focused === 'upgrade')
      return [
        ...f.roster.flatMap((e) => e.upgrades.map((u) => ({ name: `${ctx.catalog.upgrade(u.upgrade)?.name ?? u.upgrade} on ${e.callsign}`, value: u.id }))),
        ...f.inventory.map((i) => ({ name: `${ctx.catalog.upgrade(i.upgrade)?.name ?? i.upgrade} (inventory)`, value: i.id })),
      ]
        .filter((x) => x.name.toLowerCase().includes(typed))
        .slice(0, 25);
    if (inv.focused === 'ship' || inv.focused === 'to')
      return [
        ...(inv.focused === 'to' ? [{ name: 'inventory', value: 'inventory' }] : []),
        ...f.roster.map((e) => ({
          name: `${e.callsign} — ${ctx.catalog.ship(f.faction, e.chassis)?.pilots.find((p) => p.id === e.pilot)?.name ?? e.pilot}${e.mia ? ' (MIA)' : ''}`,
          value: e.callsign,
        })),
      ]
        .filter((x) => x.name.toLowerCase().includes(typed))
        .slice(0, 25);
    return [];
  },
};

export default command;
