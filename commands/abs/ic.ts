import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { activateIcs, damageIc, loseShips, startTactical } from '../../src/systems/abs/decisions.ts';
import { activationReply, icChangeCard, tacticalCard, trackerCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import type { AbsContext, AbsPart } from './context.ts';
import { absRefusal, act, c, dice, diceOption, group, id, int, intOption, LIMITS, optInt, parseOptions, shown, sub, textOption } from './options.ts';

// The solo Tactical Phase and IC bookkeeping: /abs tactical, /abs ic activate | damage | lost | list.

async function tactical(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ seize: optInt('seize') }), inv);
  return act(
    ctx,
    inv,
    (s) => startTactical(s, { seize: o.seize ?? null }),
    (v, s, _game, t) => ({ cards: [tacticalCard(t, v, s)] }),
  );
}

async function activate(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ id: id.optional(), dice }), inv);
  return act(
    ctx,
    inv,
    (s) => activateIcs(s, { ic: o.id ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
    (v, s, _game, t) => shown(activationReply(t, v, s)),
  );
}

async function damage(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ id, tokens: int('damage') }), inv);
  return act(
    ctx,
    inv,
    (s) => damageIc(s, { ic: o.id, tokens: o.tokens }),
    (v, _s, _game, t) => ({ cards: [icChangeCard(t, v)] }),
  );
}

async function lost(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ id, ships: int('ships') }), inv);
  return act(
    ctx,
    inv,
    (s) => loseShips(s, { ic: o.id, ships: o.ships }),
    (v, _s, _game, t) => ({ cards: [icChangeCard(t, v)] }),
  );
}

async function list(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const game = await ctx.games.read(inv.channelId);
  if ('ok' in game) return absRefusal(game, inv);
  return { cards: [trackerCard(stringsFor(game.locale), game.state)] };
}

export const icPart: AbsPart = {
  options: [
    sub('tactical', c.tactical, [intOption('seize', c.seize, BOUNDS.seize)]),
    group('ic', c.ic, [
      sub('activate', c.icActivate, [textOption('id', c.icId, LIMITS.id, false, true), diceOption]),
      sub('damage', c.icDamage, [textOption('id', c.icId, LIMITS.id, true, true), intOption('tokens', c.tokens, BOUNDS.damage, true)]),
      sub('lost', c.icLost, [textOption('id', c.icId, LIMITS.id, true, true), intOption('ships', c.ships, BOUNDS.ships, true)]),
      sub('list', c.icList),
    ]),
  ],
  subcommands: ['tactical', 'ic activate', 'ic damage', 'ic lost', 'ic list'],
  run(ctx, inv) {
    switch (inv.subcommand) {
      case 'tactical':
        return tactical(ctx, inv);
      case 'activate':
        return activate(ctx, inv);
      case 'damage':
        return damage(ctx, inv);
      case 'lost':
        return lost(ctx, inv);
      default:
        return list(ctx, inv);
    }
  },
};
