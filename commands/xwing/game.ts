import { randomInt } from 'node:crypto';
import { endAnswer, openBoard } from '../../src/systems/xwing/render/button-ids.ts';
import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move, type XwingContext } from './context.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import {
  actorOf,
  catalogOf,
  channelCatalog,
  faction,
  flag,
  LANGUAGE_CHOICES,
  oneOf,
  playMoves,
  say,
  whole,
  refusalReply,
  toolsOf,
  xwingMoves,
} from './options.ts';
import { INTRO_FACTION_TABLE } from '../../src/systems/xwing/play/intro.ts';
import { gameOverNotice } from '../../src/systems/xwing/notices.ts';
import { EDITION_IDS, FACTION_IDS } from '../../src/systems/xwing/catalog/schema.ts';
import { endGame } from '../../src/systems/xwing/play/game-end.ts';
import { startGame } from '../../src/systems/xwing/play/game-start.ts';
import { setPings } from '../../src/systems/xwing/play/phases.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { isRefusal } from '../../src/core/refusal.ts';
import { LOCALES } from '../../src/core/locale.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { startCards, statusCard } from '../../src/systems/xwing/render/game-cards.ts';
import { damageTaken, machineLog, readableLog } from '../../src/systems/xwing/render/log-text.ts';

const startOptions = z.object({
  faction,
  players: faction.optional(),
  patrol: z.string().trim().min(1).max(40).optional(),
  reinforcement: z.string().trim().min(1).max(40).optional(),
  ace: flag.optional(),
  points: whole(20, 1000).optional(),
  size: z.enum(['intro', 'standard'], oneOf(['intro', 'standard'])).optional(),
  transport: flag.optional(),
  scenario: z.enum(['intro', 'custom'], oneOf(['intro', 'custom'])).default('intro'),
  ruleset: z.enum(['v0.2', 'v0.1'], oneOf(['v0.2', 'v0.1'])).default('v0.2'),
  seed: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(40, say('longest', 40)))
    .optional(),
  language: z.enum(LOCALES, oneOf(LOCALES)).optional(),
  edition: z.enum(EDITION_IDS, oneOf(EDITION_IDS)).optional(),
});
const languageOptions = z.object({ language: z.enum(LOCALES, oneOf(LOCALES)) });

async function start(ctx: XwingContext, inv: Invocation, { language, edition, ...o }: z.output<typeof startOptions>): Promise<Reply> {
  const seed = o.seed ?? String(randomInt(1, 2 ** 31));
  // A campaign's mission game waiting for its result is not replaced: the result would be lost (C84).
  const current = await ctx.games.peek(inv.channelId);
  if (current?.campaignId != null && ctx.mission) {
    const c = await ctx.mission.campaigns.read(inv.channelId);
    const held = !isRefusal(c) && c.id === current.campaignId ? ctx.mission.rules.gameHeld(c.state) : null;
    if (held) return playMoves(ctx).refusal(held, inv);
  }
  // The game's language (its public messages): chosen, else the server's, else English.
  const locale = language ?? inv.guildLocale ?? 'en';
  // The new game's data: the edition asked for (default 2.0) at the version the bot ships now, pinned for its life.
  const catalog = ctx.editions.catalog(ctx.editions.current(edition), locale);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => startGame(c.state, { channelId: inv.channelId, guildId: inv.guildId }, actorOf(inv), { ...o, seed }, { ...toolsOf(ctx, c), catalog }),
    (r, t) => ({ cards: startCards(t, ctx.editions.catalog(r.view.state.edition, r.locale), r.view) }),
    { create: { locale } },
  );
}

/** The owner (or Manage Channels) changes the language of the game's public messages; the tracker follows. */
async function language(ctx: XwingContext, inv: Invocation, { language: locale }: z.output<typeof languageOptions>): Promise<Reply> {
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) =>
      !c.game || !c.state
        ? refuse('no-game')
        : c.game.owner === inv.user.id || inv.canManage
          ? { ok: true as const, events: [], view: null }
          : refuse('forbidden', { action: 'change-language' }),
    () => ({ content: stringsFor(locale).languageSet }),
    { locale },
  );
}

async function status(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  // Only the asker sees it, in their language: the live tracker is the table's shared picture.
  return xwingMoves.read(ctx.games, inv, async (game) => ({
    ephemeral: true,
    cards: [statusCard(stringsFor(inv.locale), catalogOf(ctx, game), game.state, damageTaken(await ctx.games.log(game.id)), ctx.mission?.rules.board)],
  }));
}

/** `/game board`: the live table's link, to the asker only (a link opens the table to whoever has it, read-only, for a day). */
function board(ctx: XwingContext, inv: Invocation): Reply {
  const t = stringsFor(inv.locale).live;
  return { ephemeral: true, content: ctx.tableLink ? t.link(ctx.tableLink(inv.channelId)) : t.notServed };
}

/** The tracker's "live table in Discord" button: it launches the Activity; where that cannot be, the link (or why there is none). */
function launchBoard(ctx: XwingContext, inv: Invocation): Reply {
  return { ...board(ctx, inv), ...(ctx.activity ? { launchActivity: true } : {}) };
}

/** `/game pings off|on`: only the asker's own pings in this game. */
async function pings(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => setPings(c.state, actorOf(inv), inv.subcommand === 'on'),
    // Only the asker sees it, in their language.
    (r) => ({ ephemeral: true, content: stringsFor(inv.locale).table.pingsSet(r.view.on) }),
  );
}

async function end(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  return xwingMoves.read(ctx.games, inv, (game) => {
    const check = endGame(game.state, actorOf(inv));
    if (!check.ok) return refusalReply(check, inv);
    const t = stringsFor(inv.locale).table;
    return {
      ephemeral: true,
      content: t.endAsk(game.state.round),
      buttons: [
        [
          { id: endAnswer.encode({ game: game.id, answer: 'yes' }), label: t.endGame, style: 'danger' },
          { id: endAnswer.encode({ game: game.id, answer: 'no' }), label: t.keepPlaying, style: 'secondary' },
        ],
      ],
    };
  });
}

async function confirmEnd(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const pressed = endAnswer.decode(inv.customId ?? '');
  if (pressed?.answer === 'no') return { update: true, content: stringsFor(inv.locale).table.gameGoesOn, buttons: [] };
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => (c.state && !c.state.ended && c.game?.id === pressed?.game ? endGame(c.state, actorOf(inv)) : refuse('stale-button', { subject: 'game' })),
    (r) => ({ update: true, content: stringsFor(inv.locale).table.endedBy(inv.user.id, r.state.round), buttons: [] }),
    // Not retired: an ended game stays the channel's, shown by /game status and /game log, until a new one starts.
    {
      announce: (_, state) => [gameOverNotice(state)],
      // A second press (or another player's) finds the game over: it is told so, not warned.
      refused: (r, inv) => (r.code === 'stale-button' ? { ...refusalReply(r, inv), content: stringsFor(inv.locale).table.alreadyEnded } : undefined),
    },
  );
}

async function log(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  return xwingMoves.read(ctx.games, inv, async (game) => {
    const events = await ctx.games.log(game.id);
    // A readable account first, in the reader's language; the machine log second, without the dice generator's state.
    return {
      ephemeral: true,
      content: stringsFor(inv.locale).table.logIntro(events.length),
      files: [
        { name: `solo-alpha-game-${game.id}.txt`, content: readableLog(stringsFor(inv.locale), catalogOf(ctx, game), events, ctx.mission?.rules) },
        { name: `solo-alpha-game-${game.id}.jsonl`, content: machineLog(events) },
      ],
    };
  });
}

export const gameMoves = [
  move({
    path: 'game start',
    options: [
      option.text('faction', { required: true, choices: FACTION_IDS }),
      // The players' faction is shown by its id in English.
      option.text('players', { choices: FACTION_IDS.map((f) => ({ name: f, value: f })) }),
      option.text('patrol', { autocomplete: true }),
      option.text('reinforcement', { autocomplete: true }),
      option.flag('ace'),
      option.flag('transport'),
      option.int('points', { min_value: 20, max_value: 1000 }),
      option.text('size', { choices: ['intro', 'standard'] }),
      option.text('scenario', { choices: ['intro', 'custom'] }),
      option.text('ruleset', { choices: ['v0.2', 'v0.1'] }),
      option.text('seed', { max_length: 40 }),
      option.text('edition', { choices: ['2.0', 'xwa'] }),
      option.text('language', { choices: LANGUAGE_CHOICES }),
    ],
    parse: startOptions,
    run: start,
    async autocomplete(ctx, inv) {
      // The seed's ship types for the role, in the enemy faction's row.
      const role = inv.focused === 'reinforcement' ? 'reinforcement' : 'patrol';
      const enemy = FACTION_IDS.find((f) => f === inv.options.faction);
      if (!enemy) return [{ name: 'random', value: 'random' }];
      const catalog = await channelCatalog(ctx, inv);
      return [
        ...INTRO_FACTION_TABLE[enemy][role].map((o) => ({ name: catalog.ship(o.faction, o.ship)?.name ?? o.ship, value: o.ship })),
        { name: 'random', value: 'random' },
      ];
    },
  }),
  move({ path: 'game language', options: [option.text('language', { required: true, choices: LANGUAGE_CHOICES })], parse: languageOptions, run: language }),
  move({ path: 'game status', run: status }),
  move({ path: 'game board', run: board, buttons: { routes: openBoard.routes, run: launchBoard } }),
  move({ path: 'game end', run: end, buttons: { routes: endAnswer.routes, run: confirmEnd } }),
  move({ path: 'game log', run: log }),
  move({ path: 'game pings off', run: pings }),
  move({ path: 'game pings on', run: pings }),
];
