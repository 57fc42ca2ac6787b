import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { decideAddCraft, decideRemoveCraft, viewRoster } from '../../src/systems/hex/decisions.ts';
import { craftAddedCard, craftRemovedCard, rosterCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { move } from './context.ts';
import {
  codeOption,
  codeValue,
  craftChoices,
  craftOption,
  hexMoves,
  kindOption,
  kindValue,
  LIMITS,
  nameValue,
  rosterStep,
  spaceOption,
  spaceValue,
  squadronChoices,
} from './options.ts';

// /hex craft add|remove|list: the roster (reference, Bot surface).

const c = en.commands;

export const craftMoves = [
  move({
    path: 'hex craft add',
    description: c.craftAdd,
    options: [
      option.text('name', { description: c.name, required: true, max_length: LIMITS.name }),
      spaceOption(true),
      codeOption('piloting', true),
      codeOption('maneuverability', false),
      kindOption,
      option.text('squadron', { description: c.squadron, autocomplete: true, max_length: LIMITS.name }),
    ],
    parse: z.object({
      name: nameValue,
      space: spaceValue,
      piloting: codeValue,
      maneuverability: codeValue.optional(),
      kind: kindValue.optional(),
      squadron: nameValue.optional(),
    }),
    run: rosterStep(decideAddCraft, craftAddedCard),
    autocomplete: squadronChoices,
  }),
  move({
    path: 'hex craft remove',
    description: c.craftRemove,
    options: [craftOption('name', c.removeName, true)],
    parse: z.object({ name: nameValue }),
    run: rosterStep(decideRemoveCraft, craftRemovedCard),
    autocomplete: craftChoices,
  }),
  move({
    path: 'hex craft list',
    description: c.craftList,
    run(ctx, inv) {
      return hexMoves.look(ctx.games, inv, viewRoster, (seen, t) => ({ cards: [rosterCard(t, seen.view)] }));
    },
  }),
];
