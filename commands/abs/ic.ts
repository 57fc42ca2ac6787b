import { z } from 'zod';
import { activateIcs, damageIc, loseShips, startTactical } from '../../src/systems/abs/decisions.ts';
import { activationReply, icChangeCard, tacticalCard, trackerCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move } from './context.ts';
import { absMoves, absStep, c, dice, diceOption, id, int, intOption, LIMITS, optInt, shown, textOption } from './options.ts';

// The solo Tactical Phase and IC bookkeeping: /abs tactical, /abs ic activate | damage | lost | list.

const icOption = (required: boolean) => textOption('id', c.icId, LIMITS.id, required, true);

export const icMoves = [
  move({
    path: 'abs tactical',
    description: c.tactical,
    options: [intOption('seize', c.seize, BOUNDS.seize)],
    parse: z.object({ seize: optInt('seize') }),
    run: absStep(
      (s, o) => startTactical(s, { seize: o.seize ?? null }),
      (r, t) => ({ cards: [tacticalCard(t, r.view, r.state)] }),
    ),
  }),
  move({
    path: 'abs ic activate',
    description: c.icActivate,
    options: [icOption(false), diceOption],
    parse: z.object({ id: id.optional(), dice }),
    run: absStep(
      (s, o) => activateIcs(s, { ic: o.id ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
      (r, t) => shown(activationReply(t, r.view, r.state)),
    ),
  }),
  move({
    path: 'abs ic damage',
    description: c.icDamage,
    options: [icOption(true), intOption('tokens', c.tokens, BOUNDS.damage, true)],
    parse: z.object({ id, tokens: int('damage') }),
    run: absStep(
      (s, o) => damageIc(s, { ic: o.id, tokens: o.tokens }),
      (r, t) => ({ cards: [icChangeCard(t, r.view)] }),
    ),
  }),
  move({
    path: 'abs ic lost',
    description: c.icLost,
    options: [icOption(true), intOption('ships', c.ships, BOUNDS.ships, true)],
    parse: z.object({ id, ships: int('ships') }),
    run: absStep(
      (s, o) => loseShips(s, { ic: o.id, ships: o.ships }),
      (r, t) => ({ cards: [icChangeCard(t, r.view)] }),
    ),
  }),
  move({
    path: 'abs ic list',
    description: c.icList,
    run: (ctx, inv) => absMoves.read(ctx.games, inv, (game, t) => ({ cards: [trackerCard(t, game.state)] })),
  }),
];
