import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { answerClaim, closeClaims, startEndPhase } from '../../src/systems/abs/decisions.ts';
import { claimReply } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, flag, id, intOption, LIMITS, optInt, shown, textOption, UserError } from './options.ts';

// The End Phase: /abs endphase, /abs claim (A24).

async function endphase(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  return absMoves.run(
    ctx.games,
    inv,
    (x) => startEndPhase(x.state),
    (r, t) => shown(claimReply(t, r.view, r.state, r.gameId ?? 0)),
  );
}

const claimOptions = z.object({ contract: id.optional(), ic_mass: optInt('claimMass'), friendly_mass: optInt('claimMass'), done: flag.optional() });

async function claim(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(claimOptions, inv);
  const answer = o.contract !== undefined && o.ic_mass !== undefined && o.friendly_mass !== undefined;
  const done = o.done === true && o.contract === undefined && o.ic_mass === undefined && o.friendly_mass === undefined;
  if (answer === done) throw new UserError(stringsFor(inv.locale).options.claim);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => (answer ? answerClaim(x.state, { contract: o.contract!, icMass: o.ic_mass!, friendlyMass: o.friendly_mass! }) : closeClaims(x.state)),
    (r, t) => shown(claimReply(t, r.view, r.state, r.gameId ?? 0)),
  );
}

export const endPhaseMoves = [
  move({ path: 'abs endphase', description: c.endphase, run: endphase }),
  move({
    path: 'abs claim',
    description: c.claim,
    options: [
      textOption('contract', c.contractId, LIMITS.id, false, true),
      intOption('ic_mass', c.icMass, BOUNDS.claimMass),
      intOption('friendly_mass', c.friendlyMass, BOUNDS.claimMass),
      option.flag('done', { description: c.done }),
    ],
    run: claim,
  }),
];
