import type { CommandModule } from '../../src/core/command.ts';
import type { CoreContext } from './context.ts';
import undo from './undo.ts';

/** Commands that work whatever game the channel plays. */
export const coreCommands: readonly CommandModule<CoreContext>[] = [undo];
