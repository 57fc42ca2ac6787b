import { randomInt } from 'node:crypto';
import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord-api-types/v10';
import { z } from 'zod';
import type { CommandModule, Invocation, Reply, Choice } from '../../../src/core/command.ts';
import { effectiveEvents, lastUndoableBatch } from '../../../src/core/log.ts';
import type { Decision } from '../../../src/core/system.ts';
import { coreRefuse, isRefusal, type Refusal } from '../../../src/core/refusal.ts';
import { refuseBsl, UNDO_BLOCKED_STEPS, type UndoBlockedStep } from '../../../src/systems/xwing/bsl/refusals.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import type { BslEvent } from '../../../src/systems/xwing/bsl/events.ts';
import { createMissionGame, reinforcementShips } from '../../../src/systems/xwing/bsl/game-setup.ts';
import { arrivalsOf, markersLeft, recordedFate } from '../../../src/systems/xwing/bsl/mission/game-record.ts';
import { reportsCard } from './mission.ts';
import type { GameState } from '../../../src/systems/xwing/play/state.ts';
import { entryValue } from '../../../src/systems/xwing/bsl/values.ts';
import type { Campaign, Fate, Side, SquadronCard } from '../../../src/systems/xwing/bsl/model.ts';
import { fleetCard, pilotCard, setupCard, statusCard } from '../../../src/systems/xwing/bsl/render.ts';
import { mission } from '../../../src/systems/xwing/bsl/data/missions.ts';
import { EDITION_IDS, FACTION_IDS } from '../../../src/systems/xwing/catalog/schema.ts';
import { exportFile } from '../../../src/systems/xwing/bsl/export.ts';
import { campaignLogText } from '../../../src/systems/xwing/bsl/log-text.ts';
import { IMPORT_LIMITS, readImport } from '../../../src/systems/xwing/bsl/import.ts';
import { missionShort } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { coreText } from '../../../src/core/strings.ts';
import { bslRefusal, bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { bslSystem } from '../../../src/systems/xwing/bsl/system.ts';
import { LOCALES, type Locale } from '../../../src/core/locale.ts';
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
  MISSION_CHOICES,
  missionOpt,
  opt,
  pickList,
  textOpt,
  typeOpt,
  userOpt,
  callsignOpt,
} from './campaign-options.ts';
import type { CampaignContext } from './context.ts';
import { channelCatalog, LANGUAGE_CHOICES, missionCampaign, oneOf, UserError, whereOf, xwingWords } from '../options.ts';
import { moves, optionWords, type CampaignDecideContext } from '../../../src/core/moves.ts';

// `/campaign`: the Big Shed League (big-shed-league.md). Each subcommand parses its options,
// runs one pure decision of the campaign's flow in one transaction, and answers with the
// campaign's status card, which always says what comes next and who decides.

/** The campaign's moves: its own refusals and option words first, X-Wing's for the rest. */
const campaignMoves = moves({
  refusal: (x, locale) => bslRefusal(x, locale) ?? xwingWords.refusal(x, locale),
  option: (m, locale) => optionWords(m, bslStrings(locale).options) ?? xwingWords.option!(m, locale),
});
const parseOptions = campaignMoves.parse;
const refusalReply = campaignMoves.refusal;

/** The replies only the user sees, in their language. */
const words = (inv: Invocation) => bslStrings(inv.locale).replies;

type Decide = (c: Campaign) => flow.Flow;

/** A campaign's catalogue: the edition it was started with, in its language. */
const catalogFor = (ctx: CampaignContext, c: Campaign) => ctx.editions.catalog(c.options.edition, c.locale);

/** Where a look-up reads the campaign: a moderator, or its owner, also reads the one closed last in the channel (C103). */
const readable = (ctx: CampaignContext, inv: Invocation) => ({
  read: (channelId: string) => ctx.campaigns.readOrClosed(channelId, (owner) => inv.canManage || owner === inv.user.id),
});

/** A side's fleet card after a step, beside the status card. */
const fleet = (ctx: CampaignContext, side: Side) => (c: Campaign) => [fleetCard(catalogFor(ctx, c), c, side, c.locale)];

/** A step of the campaign's flow as a decision on the channel's campaign (with none, refused). */
const step =
  (decide: Decide) =>
  (x: CampaignDecideContext<Campaign, BslEvent>): Decision<BslEvent, null> => {
    if (!x.state) return coreRefuse('no-campaign');
    const d = decide(x.state);
    return d.ok ? { ok: true, events: d.events, view: null } : d;
  };

/** A step of the campaign's flow, answered with its status card (and what `extra` adds). */
function change(ctx: CampaignContext, inv: Invocation, decide: Decide, extra: (c: Campaign) => Reply['cards'] = () => []): Promise<Reply> {
  // Public cards read the campaign's language.
  return campaignMoves.runCampaign(ctx.campaigns, inv, step(decide), (r) => ({
    cards: [statusCard(catalogFor(ctx, r.state), r.state, r.state.locale), ...(extra(r.state) ?? [])],
  }));
}

const startSchema = z.object({
  faction: factionOpt,
  ai: z.union([factionOpt, z.literal('random')]).default('random'),
  scale: intOpt(150, 250).default(200),
  strength: intOpt(100, 150).default(125),
  rounds: intOpt(0, 20).default(12),
  'three-loss': flagOpt.default(false),
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
  return campaignMoves.runCampaign(
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

/** The last lines of a text that fit in `room` characters, in a code block (a message holds 2000). */
function tailOf(text: string, room: number): string {
  const lines = text.trimEnd().split('\n');
  const kept: string[] = [];
  let size = 8;
  for (const line of lines.reverse()) {
    if (size + line.length + 1 > room) break;
    kept.unshift(line);
    size += line.length + 1;
  }
  return '```\n' + kept.join('\n') + '\n```';
}

const split = (s: string | undefined) => (s ?? '').split(/[\s,;]+/).filter(Boolean);

/**
 * The name of the user given to a user option, kept in the event so the readable log names
 * people without mentions: the console types `@name`; Discord's adapter passes the member's
 * display name beside the id (`user:name`); the invoker's own name is always known.
 */
function userName(inv: Invocation, option: string): string | undefined {
  const raw = inv.options[option];
  const given = inv.options[`${option}:name`];
  if (typeof given === 'string' && given) return given;
  if (typeof raw === 'string' && raw.startsWith('@')) return raw.slice(1);
  if (raw === inv.user.id) return inv.user.name;
  return undefined;
}

const HANDLERS: Record<string, (ctx: CampaignContext, inv: Invocation) => Promise<Reply>> = {
  start,
  async status(ctx, inv) {
    return campaignMoves.read(readable(ctx, inv), inv, (rec) => ({
      ...(rec.closed ? { content: `🗄️ ${coreText(rec.state.locale).closedCampaign}` } : {}),
      cards: [statusCard(catalogFor(ctx, rec.state), rec.state, rec.state.locale)],
    }));
  },
  async fleet(ctx, inv) {
    const o = parseOptions(z.object({ side: z.enum(['players', 'ai']).default('players'), ship: textOpt.optional() }), inv);
    return campaignMoves.read(readable(ctx, inv), inv, async (rec) => {
      if (!o.ship) return { cards: [fleetCard(catalogFor(ctx, rec.state), rec.state, o.side, rec.state.locale)] };
      const side = o.ship.trim().toLowerCase().startsWith('a') && !flow.findEntry(rec.state.fleets.players, o.ship) ? 'ai' : o.side;
      const e = flow.findEntry(rec.state.fleets[side], o.ship);
      if (!e) return refusalReply(refuseBsl('unknown-entry', { ship: o.ship }), inv);
      return { cards: [pilotCard(catalogFor(ctx, rec.state), rec.state, side, e.id, effectiveEvents(await ctx.campaigns.log(rec.id)), rec.state.locale)] };
    });
  },
  async 'commander add'(ctx, inv) {
    const o = parseOptions(z.object({ user: userOpt }), inv);
    return change(ctx, inv, (c) => flow.addCommander(c, inv.user.id, o.user, userName(inv, 'user')));
  },
  async 'commander remove'(ctx, inv) {
    const o = parseOptions(z.object({ user: userOpt.optional() }), inv);
    // No user: the commander leaves.
    const user = o.user ?? inv.user.id;
    return change(ctx, inv, (c) => flow.removeCommander(c, inv.user.id, user, o.user ? userName(inv, 'user') : inv.user.name));
  },
  async squadron(ctx, inv) {
    const o = parseOptions(z.object({ type: typeOpt.optional(), card: cardOpt.optional(), strike: flagOpt.default(false) }), inv);
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
  async equip(ctx, inv) {
    const o = parseOptions(z.object({ upgrade: textOpt, to: textOpt }), inv);
    return change(ctx, inv, (c) => flow.moveUpgrade(catalogFor(ctx, c), c, inv.user.id, o.upgrade, o.to), fleet(ctx, 'players'));
  },
  async buy(ctx, inv) {
    const o = parseOptions(
      z.object({
        chassis: textOpt.optional(),
        pilot: textOpt.optional(),
        squadron: z.union([cardOpt, z.literal('inventory')]).optional(),
        upgrades: z.coerce.string().optional(),
        callsign: callsignOpt.optional(),
        upgrade: textOpt.optional(),
        ship: textOpt.optional(),
        replace: textOpt.optional(),
      }),
      inv,
    );
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
          upgrades: split(o.upgrades),
          callsign: o.callsign,
        }),
      fleet(ctx, 'players'),
    );
  },
  async assign(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, squadron: z.union([cardOpt, z.literal('inventory')]) }), inv);
    return change(
      ctx,
      inv,
      (c) => flow.assignEntry(catalogFor(ctx, c), c, inv.user.id, o.ship, o.squadron === 'inventory' ? null : o.squadron),
      fleet(ctx, 'players'),
    );
  },
  async owner(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, user: userOpt.optional() }), inv);
    return change(ctx, inv, (c) => flow.setOwner(c, inv.user.id, o.ship, o.user ?? null, userName(inv, 'user')));
  },
  async ready(ctx, inv) {
    return change(ctx, inv, (c) => flow.ready(catalogFor(ctx, c), c, inv.user.id), fleet(ctx, 'ai'));
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
    const o = parseOptions(z.object({ id: missionOpt }), inv);
    return change(ctx, inv, (c) => flow.chooseMission(catalogFor(ctx, c), c, inv.user.id, o.id));
  },
  async assets(ctx, inv) {
    const o = parseOptions(
      z.object({
        play: assetCardList.default([]),
        swap: pickList.optional(),
        disrupt: flagOpt.default(false),
        pick: assetPick.optional(),
        replace: z.enum(['J', 'Q', 'K', 'A']).optional(),
        supply: textOpt.optional(),
        munition: textOpt.optional(),
        limited: textOpt.optional(),
      }),
      inv,
    );
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
  async nominate(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    // The nomination is secret: only the commander sees the answer (§6.2).
    return campaignMoves.runCampaign(
      ctx.campaigns,
      inv,
      step((c) => flow.nominate(catalogFor(ctx, c), c, inv.user.id, o.ship)),
      () => ({ ephemeral: true, content: words(inv).nominated(o.ship) }),
    );
  },
  game: createGame,
  reinforce,
  result,
  async elite(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    return change(ctx, inv, (c) => flow.takeElite(c, inv.user.id, o.ship));
  },
  async promote(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt, pilot: textOpt }), inv);
    return change(ctx, inv, (c) => flow.promote(catalogFor(ctx, c), c, inv.user.id, o.ship, o.pilot), fleet(ctx, 'players'));
  },
  async recover(ctx, inv) {
    const o = parseOptions(z.object({ ship: textOpt }), inv);
    return change(ctx, inv, (c) => flow.recoverMia(catalogFor(ctx, c), c, inv.user.id, o.ship), fleet(ctx, 'players'));
  },
  async done(ctx, inv) {
    const o = parseOptions(z.object({ force: flagOpt.default(false) }), inv);
    return change(
      ctx,
      inv,
      // G9 strikes squadrons still in breach and the muster may end the campaign: unless
      // force:true, the players are told first so they can fix them (C88).
      (c) => flow.closePostGame(catalogFor(ctx, c), c, inv.user.id, o.force),
      fleet(ctx, 'ai'),
    );
  },
  undo,
  async log(ctx, inv) {
    return campaignMoves.read(readable(ctx, inv), inv, async (c) => {
      const log = await ctx.campaigns.log(c.id);
      // In the reader's language; what the rules hide stays hidden until its round is over (§12, C91).
      const text = campaignLogText(catalogFor(ctx, c.state), log, inv.locale);
      const intro = words(inv).logIntro(log.length);
      return {
        ephemeral: true,
        content: `${intro}\n${tailOf(text, 1900 - intro.length)}`,
        files: [{ name: `big-shed-league-${c.id}-log.txt`, content: text }],
      };
    });
  },
  async 'file export'(ctx, inv) {
    return campaignMoves.read(readable(ctx, inv), inv, async (c) => {
      // The log holds the AI's hidden choices (draws, asset picks, carrier): not before they are revealed (C15).
      if (['assets', 'nominate', 'game'].includes(c.state.phase)) return refusalReply(refuseBsl('hidden-now'), inv);
      const log = await ctx.campaigns.log(c.id);
      return {
        ephemeral: true,
        content: words(inv).exported(log.length),
        files: [{ name: `big-shed-league-${c.id}.json`, content: exportFile(log) }],
      };
    });
  },
  'file import': importCampaign,
};

/** `/campaign file import`: the file `/campaign file export` wrote becomes this channel's campaign, its log replayed (C80). */
async function importCampaign(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const file = inv.attachments?.file;
  if (!file) throw new UserError(words(inv).attachFile);
  if (file.size > IMPORT_LIMITS.bytes) return refusalReply(refuseBsl('import-too-large', { kb: IMPORT_LIMITS.bytes / 1024 }), inv);
  // The cheap refusals before the file is downloaded, parsed and replayed.
  const refused = await ctx.campaigns.refuseNew(whereOf(inv));
  if (refused) return refusalReply(refused, inv);
  const text = await file.read();
  if (text === null) return refusalReply(refuseBsl('import-unreadable', { name: file.name }), inv);
  // The file is not a campaign yet: it is read against the default edition.
  const read = readImport(ctx.editions.catalog(undefined, inv.locale), text, inv.user.id, bslSystem.upgradeEvent);
  if (!read.ok) return refusalReply(read, inv);
  // A restore is a change the runner does not make itself (the log is written as it came).
  return campaignMoves.answer(ctx.campaigns.restore(whereOf(inv), read.log), inv, (r) => {
    const locale = r.state.locale;
    return { content: bslStrings(locale).replies.imported(file.name, read.log.length), cards: [statusCard(catalogFor(ctx, r.state), r.state, locale)] };
  });
}

async function createGame(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  // The mission game speaks the campaign's language.
  const rec = await ctx.campaigns.read(inv.channelId);
  const locale: Locale = isRefusal(rec) ? (inv.guildLocale ?? 'en') : rec.state.locale;
  return campaignMoves.runWithCampaign(
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
  const o = parseOptions(z.object({ declare: flagOpt.default(true) }), inv);
  return campaignMoves.runWithCampaign(
    ctx.games,
    bslSystem,
    inv,
    (x) => {
      if (!x.campaign) return coreRefuse('no-campaign');
      const c = missionCampaign(x);
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

const resultSchema = z.object({
  fates: fateList.default([]),
  damage: damageList.default([]),
  markers: intOpt(0, 5).optional(),
  picks: pickList.default([]),
  conceded: flagOpt.default(false),
  early: flagOpt.default(false),
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
    lost: split(o.lost).map((id) => id.toLowerCase()),
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
    return campaignMoves.runWithCampaign(
      ctx.games,
      bslSystem,
      inv,
      (x) => {
        if (!x.campaign) return coreRefuse('no-campaign');
        const c = missionCampaign(x);
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
  return campaignMoves.runCampaign(
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

/** `/campaign undo`: takes back the last step (C49: its draws come back the same when redone). */
async function undo(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  return campaignMoves.runCampaign(
    ctx.campaigns,
    inv,
    (x) => {
      if (!x.state) return coreRefuse('no-campaign');
      if (!x.state.commanders.includes(inv.user.id)) return refuseBsl('not-commander');
      const batch = lastUndoableBatch(x.log);
      if (batch === null) return refuseBsl('nothing-to-undo');
      const taken = x.log.filter((l) => l.batch === batch);
      const blocked = taken.map((l) => l.event.t).find((t): t is UndoBlockedStep => (UNDO_BLOCKED_STEPS as readonly string[]).includes(t));
      if (blocked) return refuseBsl('undo-blocked', { step: blocked });
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: taken[0]!.event as BslEvent };
    },
    // The campaign's language is set when it starts, which no undo takes back.
    (r) => ({
      content: bslStrings(r.state.locale).replies.tookBack(bslSystem.describe(r.view, r.state.locale)),
      cards: [statusCard(catalogFor(ctx, r.state), r.state, r.state.locale)],
    }),
    { log: true },
  );
}

const sub = (name: string, description: string, options: APIApplicationCommandBasicOption[] = []) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  name,
  description,
  options,
});

const command: CommandModule<CampaignContext> = {
  definition: {
    name: 'campaign',
    // Terse: Discord counts the longest language of every name and description towards 4000 characters a command.
    description: 'Big Shed League: co-op campaign vs the AI fleet',
    options: [
      sub('start', 'Start a campaign here', [
        opt.choice('faction', 'Players’ faction', [...factionOpt.options], true),
        opt.str('ai', 'AI faction (default random)', false, true),
        opt.int('scale', 'Points scale %, 150–250 (200)'),
        opt.int('strength', 'AI strength %, 100–150 (125)'),
        opt.int('rounds', 'Round limit: 0 or 8–20 (12)'),
        opt.bool('three-loss', 'Three losses in a row eliminate'),
        opt.choice('ruleset', 'Solo Alpha ruleset', ['v0.2', 'v0.1']),
        opt.choice('mode', 'missions, or open (§6.7)', ['missions', 'open']),
        {
          type: ApplicationCommandOptionType.String,
          name: 'language',
          description: 'Cards’ language (default: server’s)',
          choices: LANGUAGE_CHOICES,
        },
        opt.str('seed', 'Dice seed'),
        opt.str('hyperdrive', 'Hyperdrive fixes, e.g. tielnfighter=yes'),
        opt.choice('edition', 'Ship data and points: 2.0 (FFG, default) or xwa (X-Wing Alliance 2.5)', ['2.0', 'xwa']),
      ]),
      sub('status', 'Where the campaign stands, what’s next'),
      sub('fleet', 'A fleet, or one pilot’s history', [
        opt.choice('side', 'Whose fleet', ['players', 'ai']),
        opt.str('ship', 'Callsign: its history', false, true),
      ]),
      {
        type: ApplicationCommandOptionType.SubcommandGroup,
        name: 'commander',
        description: 'Add or remove a commander',
        options: [sub('add', 'Add a commander', [opt.user('user', 'Who', true)]), sub('remove', 'Remove a commander', [opt.user('user', 'Who (empty: you)')])],
      },
      sub('squadron', 'Form a squadron; card: retype or strike it', [
        opt.choice('type', 'Type', ['recon', 'standard', 'epic']),
        opt.str('card', 'Card to retype or strike'),
        opt.bool('strike', 'Strike it'),
      ]),
      sub('equip', 'Move a free upgrade', [opt.str('upgrade', 'Upgrade id', true, true), opt.str('to', 'Callsign or inventory', true, true)]),
      sub('buy', 'Buy a ship, or an upgrade', [
        opt.str('chassis', 'Ship type', false, true),
        opt.str('pilot', 'Pilot', false, true),
        opt.str('squadron', 'Card or inventory'),
        opt.str('upgrades', 'Upgrade ids'),
        opt.str('callsign', 'Callsign'),
        opt.str('upgrade', 'Upgrade: for ship:, or the inventory', false, true),
        opt.str('ship', 'Owned ship that takes upgrade:', false, true),
        opt.str('replace', 'Modification it replaces (lost)', false, true),
      ]),
      sub('assign', 'Move a ship', [opt.str('ship', 'Callsign', true, true), opt.str('squadron', 'Card or inventory', true)]),
      sub('owner', 'Who flies a ship', [opt.str('ship', 'Callsign', true, true), opt.user('user', 'Owner (empty: none)')]),
      sub('ready', 'Roster done: the AI builds, round 1'),
      sub('rest', 'Rest 0–2 squadrons', [opt.str('cards', 'e.g. 3 5')]),
      sub('draw', 'Draw the Drawn Squadron', [opt.str('include', 'Cards (empty: all)')]),
      sub('mission', 'Choose the mission or open mode', [
        {
          type: ApplicationCommandOptionType.String,
          name: 'id',
          description: 'Mission',
          required: true,
          choices: MISSION_CHOICES.map((v) => ({ name: v === 'open' ? 'Open mode' : `${v} ${mission(Number(v)).name}`, value: v })),
        },
      ]),
      sub('assets', 'Play assets, their choices, or a reward pick', [
        opt.str('play', 'Cards, e.g. J Q'),
        opt.str('swap', 'Fleet Intelligence, e.g. 3=5'),
        opt.bool('disrupt', 'Disrupted Command swap'),
        opt.str('pick', 'Reward asset id or none'),
        opt.choice('replace', 'Card replaced when 4 held', ['J', 'Q', 'K', 'A']),
        opt.str('supply', 'Additional Supplies: the ship (callsign) that takes munition:', false, true),
        opt.str('munition', 'Additional Supplies: its free torpedo, missile or device', false, true),
        opt.str('limited', 'Squadron Limited: the ship (callsign) that keeps its copy this game', false, true),
      ]),
      sub('nominate', 'Secret carrier', [opt.str('ship', 'Callsign', true, true)]),
      sub('game', 'Create the mission game'),
      sub('reinforce', 'Escalating: reinforcement draw', [opt.bool('declare', 'Draw (default true)')]),
      sub('result', 'End the game, run the post-game', [
        opt.str('fates', 'e.g. P1=X A3=D P4=W'),
        opt.str('damage', 'e.g. P3=2 A10=2'),
        opt.int('markers', 'Mission 1: markers left'),
        opt.str('picks', 'No win: e.g. 2=P5 4=P11'),
        opt.bool('conceded', 'Players concede'),
        opt.bool('early', 'Score a game still going'),
        opt.str('lost', 'Upgrades lost, e.g. p3.1 a5.2'),
      ]),
      sub('elite', 'Winning VET → ELITE', [opt.str('ship', 'Callsign', true, true)]),
      sub('promote', 'Promote an EXP/VET pilot', [opt.str('ship', 'Callsign', true, true), opt.str('pilot', 'New pilot', true, true)]),
      sub('recover', 'Recover an MIA at half value', [opt.str('ship', 'Callsign or item id', true, true)]),
      sub('done', 'Close the post-game', [opt.bool('force', 'Let G9 strike squadrons')]),
      sub('undo', 'Take back the last step'),
      sub('log', 'The campaign round by round, and as a file'),
      {
        type: ApplicationCommandOptionType.SubcommandGroup,
        name: 'file',
        description: 'Export or import the campaign',
        options: [sub('export', 'The log as a file'), sub('import', 'Restore an exported campaign here', [opt.file('file', 'The .json file', true)])],
      },
    ],
  },
  async run(ctx, inv) {
    // `/campaign file export|import` sit in the group `file` (Discord allows 25 subcommands and groups a command).
    const name = inv.group ? `${inv.group} ${inv.subcommand}` : inv.subcommand;
    const h = name && Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!h) throw new UserError(words(inv).useStatus);
    return h(ctx, inv);
  },
  async autocomplete(ctx, inv): Promise<Choice[]> {
    const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
    const rec = await ctx.campaigns.read(inv.channelId);
    const c = isRefusal(rec) ? null : rec.state;
    const faction = c?.fleets.players.faction;
    const catalog = c ? catalogFor(ctx, c) : await channelCatalog(ctx, inv);
    if (inv.focused === 'ai')
      return [...FACTION_IDS, 'random' as const]
        .filter((f) => f !== inv.options.faction)
        .map((f) => ({ name: f === 'random' ? bslStrings(inv.locale).choices.random : catalog.factionName(f), value: f }))
        .filter((x) => x.name.toLowerCase().includes(typed) || x.value.includes(typed));
    if (inv.focused === 'chassis')
      return catalog
        .searchShips(typed, faction, 25)
        .map((s) => ({ name: s.name, value: s.id }))
        .slice(0, 25);
    if (inv.focused === 'pilot') {
      // /campaign promote: the pilots of that ship's chassis; /campaign buy: of the chassis typed.
      const entry = c && inv.subcommand === 'promote' ? flow.findEntry(c.fleets.players, String(inv.options.ship ?? '')) : undefined;
      const ship = entry ? catalog.ship(c!.fleets.players.faction, entry.chassis) : catalog.findShip(String(inv.options.chassis ?? ''), faction);
      return (ship?.pilots ?? [])
        .filter((p) => p.name.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((p) => ({ name: `${p.name} (I${p.initiative}, ${p.cost ?? '?'})`, value: p.id }));
    }
    if (inv.focused === 'munition')
      // C97: the torpedoes, missiles and devices (a ship's own slots are checked when chosen).
      return catalog.upgrades
        .filter(
          (u) => ['Torpedo', 'Missile', 'Device'].includes(u.slot) && u.slots.length === 1 && (u.name.toLowerCase().includes(typed) || u.id.includes(typed)),
        )
        .slice(0, 25)
        .map((u) => ({ name: `${u.name} (${u.slot})`, value: u.id }));
    if (inv.focused === 'upgrade' && inv.subcommand === 'buy') {
      // With `ship:` typed first: only what that ship has a slot for and may carry (§3).
      const owned = c && inv.options.ship ? flow.findEntry(c.fleets.players, String(inv.options.ship)) : undefined;
      const fits = owned ? flow.upgradeFits(catalog, c!.fleets.players, owned) : () => true;
      return catalog.upgrades
        .filter(
          (u) =>
            (u.name.toLowerCase().includes(typed) || u.id.includes(typed)) &&
            (!u.restrictions.some((r) => r.factions) || u.restrictions.some((r) => faction && r.factions?.includes(faction))) &&
            fits(u),
        )
        .slice(0, 25)
        .map((u) => ({ name: `${u.name} (${u.slot}, ${typeof u.cost === 'number' ? u.cost : bslStrings(inv.locale).choices.varies})`, value: u.id }));
    }
    if (!c) return [];
    if (inv.focused === 'replace') {
      // The Modifications on the ship named in `ship:` (C20).
      const e = flow.findEntry(c.fleets.players, String(inv.options.ship ?? ''));
      return (e?.upgrades ?? [])
        .filter((u) => (catalog.upgrade(u.upgrade)?.slots ?? [u.slot]).includes('Modification'))
        .map((u) => ({ name: bslStrings(inv.locale).choices.on(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, e!.callsign), value: u.id }))
        .filter((x) => x.name.toLowerCase().includes(typed) || x.value.includes(typed));
    }
    const f = c.fleets.players;
    if (inv.focused === 'upgrade')
      return [
        ...f.roster.flatMap((e) =>
          e.upgrades.map((u) => ({ name: bslStrings(inv.locale).choices.on(catalog.upgrade(u.upgrade)?.name ?? u.upgrade, e.callsign), value: u.id })),
        ),
        ...f.inventory.map((i) => ({
          name: `${catalog.upgrade(i.upgrade)?.name ?? i.upgrade} (${bslStrings(inv.locale).choices.inventory})`,
          value: i.id,
        })),
      ]
        .filter((x) => x.name.toLowerCase().includes(typed))
        .slice(0, 25);
    if (inv.focused === 'ship' || inv.focused === 'to' || inv.focused === 'supply' || inv.focused === 'limited')
      return [
        ...(inv.focused === 'to' ? [{ name: bslStrings(inv.locale).choices.inventory, value: 'inventory' }] : []),
        ...f.roster.map((e) => ({
          name: `${e.callsign} — ${catalog.ship(f.faction, e.chassis)?.pilots.find((p) => p.id === e.pilot)?.name ?? e.pilot}${e.mia ? ' (MIA)' : ''}`,
          value: e.callsign,
        })),
      ]
        .filter((x) => x.name.toLowerCase().includes(typed))
        .slice(0, 25);
    return [];
  },
};

export default command;
