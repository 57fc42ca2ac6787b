import type { CommandModule } from '../../src/core/command.ts';
import { CORE_COMMANDS_EN, CORE_COMMANDS_FR, wordsIn } from '../../src/core/command-words.ts';
import { commandsOf } from '../../src/core/declare.ts';
import { parseOptions } from '../../src/core/options.ts';
import { coreText } from '../../src/core/strings.ts';
import { close } from './close.ts';
import type { CoreContext } from './context.ts';
import { undo } from './undo.ts';

/** Commands that work whatever game the channel plays. */
export const coreCommands: readonly CommandModule<CoreContext>[] = commandsOf(
  [undo, close],
  wordsIn(CORE_COMMANDS_EN, { fr: CORE_COMMANDS_FR }, (inv) => coreText(inv.locale).unknownCommand(inv.command), parseOptions),
);
