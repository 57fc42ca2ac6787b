import type { CommandModule } from '../../src/core/command.ts';
import { localize } from '../../src/core/localize.ts';
import { CORE_COMMANDS_FR } from '../../src/core/strings.ts';
import type { CoreContext } from './context.ts';
import close from './close.ts';
import undo from './undo.ts';

/** Commands that work whatever game the channel plays. */
export const coreCommands: readonly CommandModule<CoreContext>[] = [undo, close].map((c) => ({ ...c, definition: localize(c.definition, CORE_COMMANDS_FR) }));
