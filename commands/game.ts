import { randomInt } from 'node:crypto';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { CommandModule, Invocation, Reply } from '../src/app/command.ts';
import { faction, parseOptions, refusalReply, UserError, whereOf, actorOf } from '../src/app/options.ts';
import type { GameApp } from '../src/app/app.ts';
import { FACTION_IDS } from '../src/catalog/schema.ts';
import { endGame, startGame } from '../src/game/play.ts';
import { refuse } from '../src/game/refusal.ts';
import { en } from '../src/i18n/en.ts';
import { endAnnouncement, startCards, statusCard } from '../src/render/game-cards.ts';

const startOptions = z.object({
  faction,
  scenario: z.enum(['intro', 'custom'], { error: () => 'use intro or custom' }).default('intro'),
  ruleset: z.enum(['v0.2', 'v0.1'], { error: () => 'use v0.2 or v0.1' }).default('v0.2'),
  seed: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(40, 'at most 40 characters')).optional(),
});

function start(app: GameApp, inv: Invocation): Reply {
  const o = parseOptions(startOptions, inv);
  const seed = o.seed ?? String(randomInt(1, 2 ** 31));
  const r = app.mutate(whereOf(inv), (state, tools) => startGame(state, { channelId: inv.channelId, guildId: inv.guildId }, actorOf(inv), { ...o, seed }, tools), { create: true });
  if (!r.ok) return refusalReply(r);
  return { cards: startCards(en, app.catalog, r.view) };
}

function status(app: GameApp, inv: Invocation): Reply {
  const game = app.current(inv.channelId);
  if (!game) return refusalReply(refuse('no-game'));
  return { cards: [statusCard(en, app.catalog, game.state)] };
}

function end(app: GameApp, inv: Invocation): Reply {
  const game = app.current(inv.channelId);
  if (!game) return refusalReply(refuse('no-game'));
  const check = endGame(game.state, actorOf(inv));
  if (!check.ok) return refusalReply(check);
  return {
    ephemeral: true,
    content: `End this game (round ${game.state.round})? It can't be undone; the log stays in the database.`,
    buttons: [[
      { id: `end:${game.id}:yes`, label: 'End the game', style: 'danger' },
      { id: `end:${game.id}:no`, label: 'Keep playing', style: 'secondary' },
    ]],
  };
}

function confirmEnd(app: GameApp, inv: Invocation): Reply {
  const [, gameId, answer] = (inv.customId ?? '').split(':');
  if (answer === 'no') return { update: true, content: 'The game goes on.', buttons: [] };
  const r = app.mutate(
    whereOf(inv),
    (state, tools) => (state && String(tools.gameId) === gameId ? endGame(state, actorOf(inv)) : refuse('stale-button', { ship: 'ending the game' })),
    { retire: true, announce: (_, state) => [endAnnouncement(en, state)] },
  );
  if (!r.ok) return r.code === 'stale-button' ? { ...refusalReply(r), content: '⚠️ That game has already ended.' } : refusalReply(r);
  return { update: true, content: `🏁 Game ended by <@${inv.user.id}> in round ${r.state.round}. \`/game start\` begins a new one.`, buttons: [] };
}

function log(app: GameApp, inv: Invocation): Reply {
  const game = app.current(inv.channelId);
  if (!game) return refusalReply(refuse('no-game'));
  const lines = app.eventLog(game.id).map((e) => JSON.stringify({ seq: e.seq, batch: e.batch, ...e.event }));
  return {
    content: `Event log of this game: ${lines.length} events.`,
    file: { name: `solo-alpha-game-${game.id}.jsonl`, content: lines.join('\n') + '\n' },
  };
}

const command: CommandModule = {
  definition: {
    name: 'game',
    description: 'Start, show or end the co-op game in this channel',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'start',
        description: 'Start a game in this channel against the solo AI',
        options: [
          {
            type: ApplicationCommandOptionType.String,
            name: 'faction',
            description: 'The enemy faction the bot flies',
            required: true,
            choices: FACTION_IDS.map((f) => ({ name: f, value: f })),
          },
          {
            type: ApplicationCommandOptionType.String,
            name: 'scenario',
            description: 'intro (the introductory scenario with waves) or custom',
            choices: [
              { name: 'Introductory scenario', value: 'intro' },
              { name: 'Custom game', value: 'custom' },
            ],
          },
          {
            type: ApplicationCommandOptionType.String,
            name: 'ruleset',
            description: 'Solo Alpha rules version',
            choices: [
              { name: 'v0.2 (default)', value: 'v0.2' },
              { name: 'v0.1', value: 'v0.1' },
            ],
          },
          { type: ApplicationCommandOptionType.String, name: 'seed', description: 'Dice seed, to replay the same game', max_length: 40 },
        ],
      },
      { type: ApplicationCommandOptionType.Subcommand, name: 'status', description: 'The board: round, ships, attitudes, who activates next' },
      { type: ApplicationCommandOptionType.Subcommand, name: 'end', description: 'End this game (owner or Manage Channels)' },
      { type: ApplicationCommandOptionType.Subcommand, name: 'log', description: "This game's event log as a file" },
    ],
  },
  run(app, inv) {
    switch (inv.subcommand) {
      case 'start':
        return start(app, inv);
      case 'status':
        return status(app, inv);
      case 'end':
        return end(app, inv);
      case 'log':
        return log(app, inv);
      default:
        throw new UserError('Use `/game start`, `/game status`, `/game end` or `/game log`.');
    }
  },
  buttons: { prefix: 'end', run: confirmEnd },
};

export default command;
