import type { CommandModule } from '../../src/core/command.ts';
import { commandsOf } from '../../src/core/declare.ts';
import { localize, pairedWords } from '../../src/core/localize.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import { check } from './check.ts';
import type { HexContext } from './context.ts';
import { craftMoves } from './craft.ts';
import { end } from './end.ts';
import { help } from './help.ts';
import { hexFrench } from './french.ts';
import { hexMoves } from './options.ts';
import { roundNext } from './round.ts';
import { settings } from './settings.ts';
import { squadron } from './squadron.ts';
import { stats } from './stats.ts';

// /hex: one slash command, its moves in the order Discord lists them. Its words are the
// system's string tables: a part's English description under its name in `en.commands`,
// its French paired from `fr.commands` and the French names (french.ts).

const words = en.commands as unknown as Readonly<Record<string, unknown>>;

/** The hex squadrons slash commands (one, /hex), for the composition root. */
export const hexCommands: readonly CommandModule<HexContext>[] = commandsOf([check, squadron, stats, ...craftMoves, roundNext, settings, end, help], {
  describe: (path) => {
    const w = words[path.split(' ').at(-1)!];
    return typeof w === 'string' ? w : undefined;
  },
  localize: (d) => localize(d, pairedWords(d, hexFrench)),
  unknown: (inv) => hexStrings(inv.locale).options.unknownSubcommand,
  parse: hexMoves.parse,
});

export const hexCommand = hexCommands[0]!;
