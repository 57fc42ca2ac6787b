import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { decideAddCraft, decideRemoveCraft, viewRoster } from '../../src/systems/hex/decisions.ts';
import { craftAddedCard, craftRemovedCard, rosterCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import type { HexContext, HexPart } from './context.ts';
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
  rosterChange,
  spaceOption,
  spaceValue,
  squadronChoices,
  subcommand,
} from './options.ts';

// /hex craft add|remove|list: the roster (reference, Bot surface).

const c = en.commands;

const addOptions = z.object({
  name: nameValue,
  space: spaceValue,
  piloting: codeValue,
  maneuverability: codeValue.optional(),
  kind: kindValue.optional(),
  squadron: nameValue.optional(),
});

async function add(ctx: HexContext, inv: Invocation): Promise<Reply> {
  const o = hexMoves.parse(addOptions, inv);
  return hexMoves.run(
    ctx.games,
    inv,
    (x) => decideAddCraft(x.state, o),
    (r, t) => ({ cards: [craftAddedCard(t, r.view)] }),
    rosterChange(inv),
  );
}

async function remove(ctx: HexContext, inv: Invocation): Promise<Reply> {
  const o = hexMoves.parse(z.object({ name: nameValue }), inv);
  return hexMoves.run(
    ctx.games,
    inv,
    (x) => decideRemoveCraft(x.state, o),
    (r, t) => ({ cards: [craftRemovedCard(t, r.view)] }),
    rosterChange(inv),
  );
}

async function list(ctx: HexContext, inv: Invocation): Promise<Reply> {
  return hexMoves.look(ctx.games, inv, viewRoster, (seen, t) => ({ cards: [rosterCard(t, seen.view)] }));
}

const craft: HexPart = {
  option: {
    type: ApplicationCommandOptionType.SubcommandGroup,
    name: 'craft',
    description: c.craft,
    options: [
      subcommand('add', c.craftAdd, [
        { type: ApplicationCommandOptionType.String, name: 'name', description: c.name, required: true, max_length: LIMITS.name },
        spaceOption(true),
        codeOption('piloting', true),
        codeOption('maneuverability', false),
        kindOption,
        { type: ApplicationCommandOptionType.String, name: 'squadron', description: c.squadron, autocomplete: true, max_length: LIMITS.name },
      ]),
      subcommand('remove', c.craftRemove, [craftOption('name', c.removeName, true)]),
      subcommand('list', c.craftList),
    ],
  },
  moves: { add, remove, list },
  autocomplete(ctx, inv) {
    return inv.focused === 'squadron' ? squadronChoices(ctx, inv) : craftChoices(ctx, inv);
  },
};

export default craft;
