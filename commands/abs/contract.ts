import { userText } from '../../src/core/escape.ts';
import { normaliseName, refuseNameProblem } from '../../src/core/names.ts';
import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { addContract, answerRedraw, setExhausted } from '../../src/systems/abs/decisions.ts';
import type { AbsButton } from '../../src/systems/abs/buttons.ts';
import { contractChangeCard, contractReply } from '../../src/systems/abs/render.ts';
import { BOUNDS, NAME_MAX, parseObjectiveList } from '../../src/systems/abs/rules/setup.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, dice, diceOption, id, intOption, LIMITS, optInt, shown, text, textOption, UserError, nameValue } from './options.ts';

// /abs contract add | exhaust | unexhaust, and the Redraw / Keep buttons (A29).

/** Each objective is a name: one that could ping or break the card is refused as a contract's name is (its `@N` table aside). */
const objectiveNames = text(LIMITS.objectives).pipe(
  z.string().superRefine((typed, ctx) => {
    for (const part of typed.split(',')) {
      const name = normaliseName(part.replace(/@\s*\d+\s*$/, ''));
      if (name) refuseNameProblem(name, ctx, NAME_MAX);
    }
  }),
);

const addOptions = z.object({ name: nameValue, objectives: objectiveNames, cards: optInt('cards'), dice });

async function add(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(addOptions, inv);
  const objectives = parseObjectiveList(o.objectives);
  const count = /^\s*(\d+)\s*$/.exec(o.objectives)?.[1];
  if (count) throw new UserError(stringsFor(inv.locale).options.objectivesCount(count));
  if (!objectives) throw new UserError(stringsFor(inv.locale).options.badObjectives(userText(o.objectives.slice(0, 40))));
  return absMoves.run(
    ctx.games,
    inv,
    (x) => addContract(x.state, { name: o.name, objectives, cards: o.cards ?? null, ...(o.dice ? { dice: o.dice } : {}) }),
    (r, t) => shown(contractReply(t, r.view, r.state, r.gameId ?? 0)),
  );
}

const contractOptions = z.object({ contract: id });

async function exhaust(ctx: AbsContext, inv: Invocation, exhausted: boolean): Promise<Reply> {
  const o = absMoves.parse(contractOptions, inv);
  return absMoves.run(
    ctx.games,
    inv,
    (x) => setExhausted(x.state, { contract: o.contract, exhausted }),
    (r, t) => ({ cards: [contractChangeCard(t, r.view)] }),
  );
}

async function click(ctx: AbsContext, inv: Invocation, b: AbsButton): Promise<Reply> {
  const t = stringsFor(inv.locale);
  if (b.kind === 'notyet') return { update: true, content: t.notYet(b.contract), buttons: [] };
  if (b.kind !== 'redraw' && b.kind !== 'keep' && b.kind !== 'exhaust') throw new Error(`not a contract button: ${b.kind}`);
  const contract = b.contract;
  return absMoves.run(
    ctx.games,
    inv,
    (x) => (b.kind === 'exhaust' ? setExhausted(x.state, { contract, exhausted: true }) : answerRedraw(x.state, { contract, redraw: b.kind === 'redraw' })),
    // The card is the table's: in the game's language, whoever pressed.
    (r, tGame) => ({ update: true, cards: [contractChangeCard(tGame, r.view)], buttons: [] }),
    { pressedIn: b.game },
  );
}

export const contractMoves = [
  move({
    path: 'abs contract add',
    description: c.contractAdd,
    options: [
      textOption('name', c.contractName, LIMITS.name, true),
      textOption('objectives', c.objectives, LIMITS.objectives, true),
      intOption('cards', c.cards, BOUNDS.cards),
      diceOption,
    ],
    run: add,
  }),
  move({
    path: 'abs contract exhaust',
    description: c.contractExhaust,
    options: [textOption('contract', c.contractId, LIMITS.id, true, true)],
    run: (ctx, inv) => exhaust(ctx, inv, true),
  }),
  move({
    path: 'abs contract unexhaust',
    description: c.contractUnexhaust,
    options: [textOption('contract', c.contractId, LIMITS.id, true, true)],
    run: (ctx, inv) => exhaust(ctx, inv, false),
  }),
];

/** The Redraw / Keep / Exhaust / Not yet buttons of a contract (A29). */
export const contractClicks = { redraw: click, keep: click, exhaust: click, notyet: click };
