import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { option } from '../../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import { effectiveEvents } from '../../../src/core/log.ts';
import { refuseBsl } from '../../../src/systems/xwing/bsl/refusals.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import { fleetCard, pilotCard, statusCard } from '../../../src/systems/xwing/bsl/render.ts';
import { EDITION_IDS } from '../../../src/systems/xwing/catalog/schema.ts';
import { coreText } from '../../../src/core/strings.ts';
import { LOCALES } from '../../../src/core/locale.ts';
import { bounds, cardOpt, factionOpt, hyperdriveList, textOpt, typeOpt, userOpt, callsignOpt, listWords } from './campaign-options.ts';
import { flag, whole } from '../options.ts';
import { move, type CampaignContext } from './context.ts';
import { LANGUAGE_CHOICES, oneOf, UserError } from '../options.ts';
import { campaignRunner, catalogFor, change, callsign, fleet, parseOptions, readable, refusalReply, userName, words } from './campaign-steps.ts';

// `/campaign` before and between games: the campaign's start, where it stands, its fleets, its
// commanders and the players' roster (big-shed-league.md §2–§3).

/** `/campaign start`'s whole numbers: what the bot takes, and what Discord lets be typed. */
const SCALE = bounds(150, 250);
const STRENGTH = bounds(100, 150);
const ROUNDS = bounds(0, 20);

export const startSchema = z.object({
  faction: factionOpt,
  ai: z.union([factionOpt, z.literal('random')]).default('random'),
  scale: whole(SCALE.min_value, SCALE.max_value).default(200),
  strength: whole(STRENGTH.min_value, STRENGTH.max_value).default(125),
  rounds: whole(ROUNDS.min_value, ROUNDS.max_value).default(12),
  'three-loss': flag.default(false),
  ruleset: z.enum(['v0.2', 'v0.1']).default('v0.2'),
  mode: z.enum(['missions', 'open']).default('missions'),
  language: z.enum(LOCALES).optional(),
  seed: z.coerce.string().trim().min(1).max(40).optional(),
  hyperdrive: hyperdriveList.default([]),
  edition: z.enum(EDITION_IDS, oneOf(EDITION_IDS)).default('2.0'),
});

async function start(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(startSchema, inv);
  const t = words(inv);
  if (o.scale % 10 || o.strength % 5) throw new UserError(t.startSteps);
  if (o.rounds !== 0 && o.rounds < 8) throw new UserError(t.startRounds);
  if (o.ai === o.faction) throw new UserError(t.mirror);
  const seed = o.seed ?? String(randomInt(1, 2 ** 31));
  // hyperdriveOverrides (§1.6): a group's corrections to the hyperdrive table, fixed at creation.
  // The campaign's data, pinned for its life and its games' (ruling C93).
  const edition = ctx.editions.current(o.edition);
  const catalog = ctx.editions.catalog(edition, o.language ?? inv.guildLocale ?? 'en');
  const unknown = o.hyperdrive.find(([id]) => !catalog.ships.some((s) => s.id === id));
  if (unknown) throw new UserError(t.noChassis(unknown[0]));
  return campaignRunner.runCampaign(
    ctx.campaigns,
    inv,
    () => {
      const d = flow.createCampaign({
        createdBy: inv.user.id,
        createdByName: inv.user.name,
        players: o.faction,
        ai: o.ai,
        seed,
        // The campaign's public cards and games: the language asked for, else the server's.
        locale: o.language ?? inv.guildLocale ?? 'en',
        options: {
          pointsScalePct: o.scale,
          aiStrengthPct: o.strength,
          mode: o.mode,
          threeLossRule: o['three-loss'],
          roundLimit: o.rounds,
          ruleset: o.ruleset,
          hyperdriveOverrides: Object.fromEntries(o.hyperdrive),
          edition,
        },
      });
      return d.ok ? { ok: true, events: d.events, view: null } : d;
    },
    (r) => ({ cards: [statusCard(catalog, r.state, r.state.locale)] }),
    { create: true },
  );
}

export const rosterMoves = [
  move({
    path: 'campaign start',
    options: [
      option.text('faction', { required: true, choices: [...factionOpt.options] }),
      option.text('ai', { autocomplete: true }),
      option.int('scale', SCALE),
      option.int('strength', STRENGTH),
      option.int('rounds', ROUNDS),
      option.flag('three-loss'),
      option.text('ruleset', { choices: ['v0.2', 'v0.1'] }),
      option.text('mode', { choices: ['missions', 'open'] }),
      option.text('language', { choices: LANGUAGE_CHOICES }),
      option.text('seed'),
      option.text('hyperdrive'),
      option.text('edition', { choices: ['2.0', 'xwa'] }),
    ],
    run: start,
  }),
  move({
    path: 'campaign status',
    async run(ctx, inv) {
      return campaignRunner.read(readable(ctx, inv), inv, (rec) => ({
        ...(rec.closed ? { content: `🗄️ ${coreText(rec.state.locale).closedCampaign}` } : {}),
        cards: [statusCard(catalogFor(ctx, rec.state), rec.state, rec.state.locale)],
      }));
    },
  }),
  move({
    path: 'campaign fleet',
    options: [option.text('side', { choices: ['players', 'ai'] }), option.text('ship', { autocomplete: true })],
    parse: z.object({ side: z.enum(['players', 'ai']).default('players'), ship: textOpt.optional() }),
    async run(ctx, inv, o) {
      return campaignRunner.read(readable(ctx, inv), inv, async (rec) => {
        if (!o.ship) return { cards: [fleetCard(catalogFor(ctx, rec.state), rec.state, o.side, rec.state.locale)] };
        const side = o.ship.trim().toLowerCase().startsWith('a') && !flow.findEntry(rec.state.fleets.players, o.ship) ? 'ai' : o.side;
        const e = flow.findEntry(rec.state.fleets[side], o.ship);
        if (!e) return refusalReply(refuseBsl('unknown-entry', { ship: o.ship }), inv);
        return { cards: [pilotCard(catalogFor(ctx, rec.state), rec.state, side, e.id, effectiveEvents(await ctx.campaigns.log(rec.id)), rec.state.locale)] };
      });
    },
  }),
  move({
    path: 'campaign commander add',
    options: [option.user('user', { required: true })],
    parse: z.object({ user: userOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.addCommander(c, inv.user.id, o.user, userName(inv, 'user')));
    },
  }),
  move({
    path: 'campaign commander remove',
    options: [option.user('user')],
    parse: z.object({ user: userOpt.optional() }),
    async run(ctx, inv, o) {
      // No user: the commander leaves.
      const user = o.user ?? inv.user.id;
      return change(ctx, inv, (c) => flow.removeCommander(c, inv.user.id, user, o.user ? userName(inv, 'user') : inv.user.name));
    },
  }),
  // A look-up: who may run the campaign's steps, to the asker only (the mentions ping nobody).
  move({
    path: 'campaign commander list',
    run: (ctx, inv) => campaignRunner.read(readable(ctx, inv), inv, (rec) => ({ ephemeral: true, content: words(inv).commanders(rec.state.commanders) })),
  }),
  move({
    path: 'campaign squadron',
    options: [option.text('type', { choices: ['recon', 'standard', 'epic'] }), option.text('card'), option.flag('strike')],
    parse: z.object({ type: typeOpt.optional(), card: cardOpt.optional(), strike: flag.default(false) }),
    async run(ctx, inv, o) {
      if (o.strike && !o.card) throw new UserError(words(inv).strikeWhich);
      if (!o.strike && !o.type) throw new UserError(words(inv).giveType);
      return change(
        ctx,
        inv,
        (c) =>
          o.strike
            ? flow.strikeSquadron(c, inv.user.id, o.card!)
            : o.card
              ? flow.retypeSquadron(c, inv.user.id, o.card, o.type!)
              : flow.formSquadron(c, inv.user.id, o.type!),
        fleet(ctx, 'players'),
      );
    },
  }),
  move({
    path: 'campaign equip',
    options: [option.text('upgrade', { required: true, autocomplete: true }), option.text('to', { required: true, autocomplete: true })],
    parse: z.object({ upgrade: textOpt, to: textOpt }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.moveUpgrade(catalogFor(ctx, c), c, inv.user.id, o.upgrade, o.to), fleet(ctx, 'players'));
    },
  }),
  move({
    path: 'campaign buy',
    options: [
      option.text('chassis', { autocomplete: true }),
      option.text('pilot', { autocomplete: true }),
      option.text('squadron'),
      option.text('upgrades'),
      option.text('callsign'),
      option.text('upgrade', { autocomplete: true }),
      option.text('ship', { autocomplete: true }),
      option.text('replace', { autocomplete: true }),
    ],
    parse: z.object({
      chassis: textOpt.optional(),
      pilot: textOpt.optional(),
      squadron: z.union([cardOpt, z.literal('inventory')]).optional(),
      upgrades: z.coerce.string().optional(),
      callsign: callsignOpt.optional(),
      upgrade: textOpt.optional(),
      ship: textOpt.optional(),
      replace: textOpt.optional(),
    }),
    async run(ctx, inv, o) {
      // `replace:` names a Modification on the ship that takes the new one: never without `ship:`.
      if ((o.replace || o.ship) && (!o.upgrade || !o.ship || o.chassis)) throw new UserError(words(inv).buyWhat);
      // `upgrade:` with `ship:` equips it on a ship the players own (§9 G8, C20).
      if (o.upgrade && o.ship) {
        const input = { user: inv.user.id, upgrade: o.upgrade, ship: o.ship, replace: o.replace };
        return change(ctx, inv, (c) => flow.buyUpgradeFor(catalogFor(ctx, c), c, input), fleet(ctx, 'players'));
      }
      // `upgrade:` alone buys a free upgrade for the inventory.
      if (o.upgrade && !o.chassis) {
        const upgrade = o.upgrade;
        return change(ctx, inv, (c) => flow.buyItem(catalogFor(ctx, c), c, inv.user.id, upgrade), fleet(ctx, 'players'));
      }
      if (!o.chassis || !o.pilot) throw new UserError(words(inv).buyWhat);
      const { chassis, pilot } = o;
      return change(
        ctx,
        inv,
        (c) =>
          flow.buyEntry(catalogFor(ctx, c), c, {
            user: inv.user.id,
            chassis: catalogFor(ctx, c).findShip(chassis, c.fleets.players.faction)?.id ?? chassis,
            pilot,
            squadron: o.squadron === undefined || o.squadron === 'inventory' ? null : o.squadron,
            upgrades: listWords(o.upgrades),
            callsign: o.callsign,
          }),
        fleet(ctx, 'players'),
      );
    },
  }),
  move({
    path: 'campaign assign',
    options: [callsign, option.text('squadron', { required: true })],
    parse: z.object({ ship: textOpt, squadron: z.union([cardOpt, z.literal('inventory')]) }),
    async run(ctx, inv, o) {
      return change(
        ctx,
        inv,
        (c) => flow.assignEntry(catalogFor(ctx, c), c, inv.user.id, o.ship, o.squadron === 'inventory' ? null : o.squadron),
        fleet(ctx, 'players'),
      );
    },
  }),
  move({
    path: 'campaign owner',
    options: [callsign, option.user('user')],
    parse: z.object({ ship: textOpt, user: userOpt.optional() }),
    async run(ctx, inv, o) {
      return change(ctx, inv, (c) => flow.setOwner(c, inv.user.id, o.ship, o.user ?? null, userName(inv, 'user')));
    },
  }),
  move({
    path: 'campaign ready',
    async run(ctx, inv) {
      return change(ctx, inv, (c) => flow.ready(catalogFor(ctx, c), c, inv.user.id), fleet(ctx, 'ai'));
    },
  }),
];
