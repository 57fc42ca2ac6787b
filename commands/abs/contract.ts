import { userText } from '../../src/core/escape.ts';
import { nameOption } from '../../src/core/names.ts';
import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { addContract, answerRedraw, setExhausted } from '../../src/systems/abs/decisions.ts';
import { contractChangeCard, contractReply, type AbsButton } from '../../src/systems/abs/render.ts';
import { BOUNDS, parseObjectiveList } from '../../src/systems/abs/rules/setup.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import type { AbsContext, AbsPart } from './context.ts';
import { act, c, dice, diceOption, group, id, intOption, LIMITS, optInt, parseOptions, shown, sub, text, textOption, UserError } from './options.ts';

// /abs contract add | exhaust | unexhaust, and the Redraw / Keep buttons (A29).

const addOptions = z.object({ name: text(LIMITS.name).pipe(nameOption(LIMITS.name)), objectives: text(LIMITS.objectives), cards: optInt('cards'), dice });

async function add(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(addOptions, inv);
  const objectives = parseObjectiveList(o.objectives);
  if (!objectives) throw new UserError(stringsFor(inv.locale).options.badObjectives(userText(o.objectives.slice(0, 40))));
  return act(
    ctx,
    inv,
    (s) => addContract(s, { name: o.name, objectives, cards: o.cards ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
    (v, s, game, t) => shown(contractReply(t, v, s, game)),
  );
}

const contractOptions = z.object({ contract: id });

async function exhaust(ctx: AbsContext, inv: Invocation, exhausted: boolean): Promise<Reply> {
  const o = parseOptions(contractOptions, inv);
  return act(
    ctx,
    inv,
    (s) => setExhausted(s, { contract: o.contract, exhausted }),
    (v, _s, _game, t) => ({ cards: [contractChangeCard(t, v)] }),
  );
}

async function click(ctx: AbsContext, inv: Invocation, b: AbsButton): Promise<Reply> {
  const t = stringsFor(inv.locale);
  if (b.kind === 'notyet') return { update: true, content: t.notYet(b.contract), buttons: [] };
  if (b.kind !== 'redraw' && b.kind !== 'keep' && b.kind !== 'exhaust') throw new Error(`not a contract button: ${b.kind}`);
  const contract = b.contract;
  return act(
    ctx,
    inv,
    (s) => (b.kind === 'exhaust' ? setExhausted(s, { contract, exhausted: true }) : answerRedraw(s, { contract, redraw: b.kind === 'redraw' })),
    (v) => ({ update: true, cards: [contractChangeCard(t, v)], buttons: [] }),
    b,
  );
}

export const contractPart: AbsPart = {
  options: [
    group('contract', c.contract, [
      sub('add', c.contractAdd, [
        textOption('name', c.contractName, LIMITS.name, true),
        textOption('objectives', c.objectives, LIMITS.objectives, true),
        intOption('cards', c.cards, BOUNDS.cards),
        diceOption,
      ]),
      sub('exhaust', c.contractExhaust, [textOption('contract', c.contractId, LIMITS.id, true, true)]),
      sub('unexhaust', c.contractUnexhaust, [textOption('contract', c.contractId, LIMITS.id, true, true)]),
    ]),
  ],
  subcommands: ['contract add', 'contract exhaust', 'contract unexhaust'],
  run(ctx, inv) {
    if (inv.subcommand === 'add') return add(ctx, inv);
    return exhaust(ctx, inv, inv.subcommand === 'exhaust');
  },
  buttons: ['redraw', 'keep', 'exhaust', 'notyet'],
  click,
};
