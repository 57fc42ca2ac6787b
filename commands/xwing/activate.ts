import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move } from './context.ts';
import { actorOf, catalogOf, refusalReply, roll, say, shipChoices, shipName, side, toolsOf, UserError, xwingMoves } from './options.ts';
import { ATTACK_FACES, DEFENSE_FACES } from '../../src/systems/xwing/engine/index.ts';
import { activate as activateShip, answerPending, type ActivateInput } from '../../src/systems/xwing/play/activation.ts';
import { TALLY_POSITIONS } from '../../src/systems/xwing/play/tally.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { activationReply } from '../../src/systems/xwing/render/activation-reply.ts';
import { withConfirm, withTurnPing } from './turn-reply.ts';
import { answerQuestion } from '../../src/systems/xwing/render/button-ids.ts';

const options = z.object({
  ship: shipName,
  // "arc": the arc its tally is in (one word for one thing; "tally" is the ship). `tally` is the old name, still read.
  // A refusal lists the values as the reader's client names them (ruling R80).
  arc: z.enum(TALLY_POSITIONS, { error: () => say('arcs') }).optional(),
  tally: z.enum(TALLY_POSITIONS, { error: () => say('arcs') }).optional(),
  obstacle: side.optional(),
  roll: roll.optional(),
  // The physical dice as two choices (phones), or `roll` typed as "evade hit".
  defense: z.enum(DEFENSE_FACES, { error: () => say('defenseFaces') }).optional(),
  attack: z.enum(ATTACK_FACES, { error: () => say('attackFaces') }).optional(),
});

export const activate = move({
  path: 'activate',
  options: [
    option.text('ship', { required: true, autocomplete: true, max_length: 40 }),
    option.text('arc', { choices: TALLY_POSITIONS.map((arc) => ({ name: en.activation.arc(arc), value: arc })) }),
    option.text('obstacle', { choices: ['left', 'right'] }),
    option.text('defense', { choices: DEFENSE_FACES.map((f) => ({ name: en.defenseFace(f), value: f })) }),
    option.text('attack', { choices: ATTACK_FACES.map((f) => ({ name: en.attackFace(f), value: f })) }),
    option.text('roll', { max_length: 20 }),
  ],
  parse: options,
  async run(ctx, inv, { ship, obstacle, roll, defense, attack, arc, tally: oldArc }) {
    // Ruling R77: the dice are typed (`roll`) or picked (`defense` and `attack`), one way, never both.
    if (roll !== undefined && (defense !== undefined || attack !== undefined)) throw new UserError(stringsFor(inv.locale).replies.rollOrDice);
    if ((defense === undefined) !== (attack === undefined)) throw new UserError(stringsFor(inv.locale).replies.giveBothDice);
    // One literal: the rules read it at sites that a spread's varying shapes make slow (see play/codec.ts).
    const o: ActivateInput = { ship, tally: arc ?? oldArc, obstacle, roll: defense && attack ? { defense, attack } : roll };
    return xwingMoves.run(
      ctx.games,
      inv,
      (c) => activateShip(c.state, o, toolsOf(ctx, c), actorOf(inv)),
      (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, false, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
      // R54: the owner's "Activate now" activates with what was typed (the arc, the obstacle, the dice).
      { refused: (r, i) => withConfirm(r, i, { tally: o.tally, obstacle: o.obstacle, roll: o.roll }) },
    );
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.side === 'solo' && s.status === 'active');
  },
  buttons: {
    routes: answerQuestion.routes,
    async run(ctx, inv) {
      const a = answerQuestion.decode(inv.customId ?? '');
      const field = a?.field;
      if (!a || (field !== 'arc' && field !== 'tally' && field !== 'obstacle'))
        return refusalReply(refuse('stale-button', a?.ship ? { ship: a.ship } : { subject: 'game' }), inv);
      return xwingMoves.run(
        ctx.games,
        inv,
        (c) => answerPending(c.state, { ship: a.ship, pendingId: a.pending, field, value: a.value }, toolsOf(ctx, c)),
        // A completed card hands the turn on: the next player is pinged (a new message; an edit pings nobody).
        (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, true, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
      );
    },
  },
});
