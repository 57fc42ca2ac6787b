import { z } from 'zod';
import { decideStats } from '../../src/systems/hex/moves.ts';
import { statsCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import {
  codeOption,
  codeValue,
  craftChoices,
  craftOption,
  currentState,
  hexRefusal,
  kindOption,
  kindValue,
  nameValue,
  parseOptions,
  spaceOption,
  spaceValue,
  subcommand,
} from './options.ts';

// /hex stats craft | space piloting maneuverability: the derived values, nothing written.

export const craftOrStats = z.object({
  craft: nameValue.optional(),
  space: spaceValue.optional(),
  piloting: codeValue.optional(),
  maneuverability: codeValue.optional(),
  kind: kindValue.optional(),
});

export const craftOrStatsOptions = () => [
  craftOption('craft', en.commands.craftPick, false),
  spaceOption(false),
  codeOption('piloting', false),
  codeOption('maneuverability', false),
  kindOption,
];

const stats: HexPart = {
  option: subcommand('stats', en.commands.stats, craftOrStatsOptions()),
  subcommands: ['stats'],
  async run(ctx, inv) {
    const o = parseOptions(craftOrStats, inv);
    const r = decideStats(await currentState(ctx, inv.channelId), o);
    if (!r.ok) return hexRefusal(r, inv);
    return { cards: [statsCard(hexStrings(inv.locale), r.view)] };
  },
  autocomplete: craftChoices,
};

export default stats;
