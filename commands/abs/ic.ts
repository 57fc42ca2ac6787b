import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { activateIcs, damageIc, loseShips, startTactical } from '../../src/systems/abs/decisions.ts';
import { activationReply, icChangeCard, tacticalCard, trackerCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, dice, diceOption, id, int, intOption, LIMITS, optInt, shown, textOption } from './options.ts';

// The solo Tactical Phase and IC bookkeeping: /abs tactical, /abs ic activate | damage | lost | list.

async function tactical(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ seize: optInt('seize') }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => startTactical(x.state, { seize: o.seize ?? null }),
    (r, t) => ({ cards: [tacticalCard(t, r.view, r.state)] }),
  );
}

async function activate(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ id: id.optional(), dice }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => activateIcs(x.state, { ic: o.id ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
    (r, t) => shown(activationReply(t, r.view, r.state)),
  );
}

async function damage(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ id, tokens: int('damage') }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => damageIc(x.state, { ic: o.id, tokens: o.tokens }),
    (r, t) => ({ cards: [icChangeCard(t, r.view)] }),
  );
}

async function lost(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ id, ships: int('ships') }), inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => loseShips(x.state, { ic: o.id, ships: o.ships }),
    (r, t) => ({ cards: [icChangeCard(t, r.view)] }),
  );
}

async function list(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  return absMoves.read(ctx.games, inv, (game, t) => ({ cards: [trackerCard(t, game.state)] }));
}

export const icMoves = [
  move({ path: 'abs tactical', description: c.tactical, options: [intOption('seize', c.seize, BOUNDS.seize)], run: tactical }),
  move({ path: 'abs ic activate', description: c.icActivate, options: [textOption('id', c.icId, LIMITS.id, false, true), diceOption], run: activate }),
  move({
    path: 'abs ic damage',
    description: c.icDamage,
    options: [textOption('id', c.icId, LIMITS.id, true, true), intOption('tokens', c.tokens, BOUNDS.damage, true)],
    run: damage,
  }),
  move({
    path: 'abs ic lost',
    description: c.icLost,
    options: [textOption('id', c.icId, LIMITS.id, true, true), intOption('ships', c.ships, BOUNDS.ships, true)],
    run: lost,
  }),
  move({ path: 'abs ic list', description: c.icList, run: list }),
];
