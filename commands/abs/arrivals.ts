import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { jumpIn, nextRound, reportInvalid, scatter } from '../../src/systems/abs/decisions.ts';
import type { AbsButton } from '../../src/systems/abs/buttons.ts';
import { jumpInReply, roundReply, scatterReply } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, absStep, c, dice, diceOption, id, intOption, LIMITS, optInt, shown, textOption, nameValue } from './options.ts';

// Where ICs arrive and move: /abs jumpin, /abs round next, /abs scatter, and the
// Scatter and Spot invalid buttons.

async function click(ctx: AbsContext, inv: Invocation, b: AbsButton): Promise<Reply> {
  if (b.kind !== 'scatter' && b.kind !== 'invalid') throw new Error(`not a scatter button: ${b.kind}`);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => (b.kind === 'scatter' ? scatter(x.state, { ic: b.ic }) : reportInvalid(x.state, { scatter: b.scatter })),
    (r, t) => {
      const reply = shown(scatterReply(t, r.view, r.gameId ?? 0));
      // The re-roll replaces the scatter card it was pressed on; a new scatter is a new card.
      return b.kind === 'invalid' ? { ...reply, update: true, buttons: reply.buttons ?? [] } : reply;
    },
    { pressedIn: b.game },
  );
}

export const arrivalsMoves = [
  move({
    path: 'abs jumpin',
    description: c.jumpin,
    options: [
      textOption('class', c.jumpinClass, LIMITS.name, true, true),
      textOption('jumppoint', c.jumpinJumppoint, LIMITS.id, true, true),
      intOption('mass', c.jumpinMass, BOUNDS.mass),
      diceOption,
    ],
    parse: z.object({ class: nameValue, mass: optInt('mass'), jumppoint: id, dice }),
    run: absStep(
      (s, o) => jumpIn(s, { class: o.class, mass: o.mass ?? null, jumpPoint: o.jumppoint, ...(o.dice ? { dice: o.dice } : {}) }),
      (r, t) => shown(jumpInReply(t, r.view, r.state, r.gameId ?? 0)),
    ),
  }),
  move({
    path: 'abs round next',
    description: c.roundNext,
    options: [diceOption],
    parse: z.object({ dice }),
    run: absStep(
      (s, o) => nextRound(s, o.dice ? { dice: o.dice } : {}),
      (r, t) => shown(roundReply(t, r.view, r.state, r.gameId ?? 0)),
    ),
  }),
  move({
    path: 'abs scatter',
    description: c.scatter,
    options: [textOption('ic', c.scatterIc, LIMITS.id, false, true), diceOption],
    parse: z.object({ ic: id.optional(), dice }),
    run: absStep(
      (s, o) => scatter(s, { ic: o.ic ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
      (r, t) => shown(scatterReply(t, r.view, r.gameId ?? 0)),
    ),
  }),
];

/** The buttons of a scatter (A25) and of an invalid one. */
export const arrivalsClicks = { scatter: click, invalid: click };
