import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { XwingContext } from './context.ts';
import type { ButtonSpec, CommandModule, Invocation, Reply } from '../../src/core/command.ts';
import { actorOf, parseOptions, refusalReply, shipChoices, shipName, whereOf, toolsOf, UserError } from './options.ts';
import { attackAndMark } from '../../src/systems/xwing/play/phases.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { findShip, type GameState } from '../../src/systems/xwing/play/state.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { attackCard } from '../../src/systems/xwing/render/game-cards.ts';
import { attackPreview, defendersFor } from '../../src/systems/xwing/render/attack-preview.ts';
import { withTurnPing } from './turn-reply.ts';

// `/attack attacker:X` alone shows the weapon and target priority with buttons for the
// defender, then for the damage; `/attack attacker defender damage` records at once.
// Recording always needs the damage: nothing is recorded as a silent 0.

const damage = z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20');
const options = z.object({ attacker: shipName, defender: shipName.optional(), damage: damage.optional() });

async function record(ctx: XwingContext, inv: Invocation, o: { attacker: string; defender: string; damage: number }): Promise<Reply> {
  let before: GameState | null = null;
  const r = await ctx.games.mutate(whereOf(inv), (c) => ((before = c.state), attackAndMark(c.state, actorOf(inv), o, toolsOf(ctx, c))));
  if (!r.ok) return refusalReply(r, inv);
  return withTurnPing({ cards: [attackCard(stringsFor(r.locale), r.view)] }, before, r.state, inv.user.id, r.locale);
}

const rows = (buttons: ButtonSpec[]): ButtonSpec[][] =>
  Array.from({ length: Math.ceil(buttons.length / 5) }, (_, i) => buttons.slice(i * 5, i * 5 + 5)).slice(0, 5);

async function preview(ctx: XwingContext, inv: Invocation, attackerName: string, defenderName?: string): Promise<Reply> {
  const game = await ctx.games.read(inv.channelId);
  if ('ok' in game) return refusalReply(game, inv);
  const attacker = findShip(game.state, attackerName);
  if (!attacker) return refusalReply(refuse('unknown-ship', { ship: attackerName, ships: game.state.ships.map((s) => s.name).join(', ') }), inv);
  const id = (...parts: (string | number)[]) => ['atk', game.id, ...parts].join(':');
  const t = stringsFor(inv.locale);
  if (defenderName) {
    const defender = findShip(game.state, defenderName);
    if (!defender) return refusalReply(refuse('unknown-ship', { ship: defenderName, ships: game.state.ships.map((s) => s.name).join(', ') }), inv);
    if (defender.name === attacker.name) return refusalReply(refuse('same-ship', { ship: attacker.name }), inv);
    // Defender known: the damage, as buttons.
    const dmg = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({
      id: id('d', n, attacker.name, defenderName),
      label: t.attack.damageButton(n),
      style: n ? ('danger' as const) : ('secondary' as const),
    }));
    return { ephemeral: true, content: t.attack.howMuch(defenderName, attacker.name), buttons: rows(dmg) };
  }
  const defenders = defendersFor(game.state, attacker).map((s) => ({
    id: id('t', attacker.name, s.name),
    label: s.name.slice(0, 80),
    style: 'primary' as const,
  }));
  return { ephemeral: true, cards: [attackPreview(t, ctx.catalog, game.state, attacker)], buttons: rows(defenders) };
}

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'attack',
    description: 'An attack: the attacker alone shows its weapon and target; with defender and damage it is recorded',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'attacker', description: 'The attacking ship', required: true, autocomplete: true, max_length: 40 },
      { type: ApplicationCommandOptionType.String, name: 'defender', description: 'The defending ship', autocomplete: true, max_length: 40 },
      {
        type: ApplicationCommandOptionType.Integer,
        name: 'damage',
        description: 'Damage cards dealt to the defender (0 if it missed)',
        min_value: 0,
        max_value: 20,
      },
    ],
  },
  async run(ctx, inv) {
    const o = parseOptions(options, inv);
    if (o.defender === undefined) {
      if (o.damage !== undefined) throw new UserError(stringsFor(inv.locale).attack.giveDefender);
      return preview(ctx, inv, o.attacker);
    }
    if (o.damage === undefined) return preview(ctx, inv, o.attacker, o.defender);
    return record(ctx, inv, { attacker: o.attacker, defender: o.defender, damage: o.damage });
  },
  autocomplete(ctx, inv) {
    if (inv.focused !== 'defender') return shipChoices(ctx, inv, (s) => s.status === 'active');
    // Never the attacker itself.
    const attacker = String(inv.options.attacker ?? '')
      .trim()
      .toLowerCase();
    return shipChoices(ctx, inv, (s) => s.status === 'active' && s.name.toLowerCase() !== attacker);
  },
  buttons: {
    prefix: 'atk',
    async run(ctx, inv) {
      const [, gameId, kind, ...rest] = (inv.customId ?? '').split(':');
      const game = await ctx.games.peek(inv.channelId);
      if (!game || String(game.id) !== gameId) return refusalReply(refuse('stale-button', { ship: 'this attack' }), inv);
      if (kind === 't') return { ...(await preview(ctx, inv, rest[0] ?? '', rest.slice(1).join(':'))), update: true };
      if (kind === 'd') {
        const [n, attacker, ...defender] = rest;
        return record(ctx, inv, { attacker: attacker ?? '', defender: defender.join(':'), damage: Number(n) });
      }
      return refusalReply(refuse('stale-button', { ship: 'this attack' }), inv);
    },
  },
};

export default command;
