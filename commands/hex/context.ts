import type { APIApplicationCommandSubcommandGroupOption, APIApplicationCommandSubcommandOption } from 'discord-api-types/v10';
import type { Games } from '../../src/core/app.ts';
import type { Choice, Invocation, Reply } from '../../src/core/command.ts';
import type { HexEvent } from '../../src/systems/hex/events.ts';
import type { HexState } from '../../src/systems/hex/state.ts';
import type { HexNotice } from '../../src/systems/hex/system.ts';

/** What every /hex handler is handed: the channel games of the hex system. */
export interface HexContext {
  readonly games: Games<HexState, HexEvent, HexNotice>;
}

/**
 * One subcommand (or group) of /hex. The adapters hand over only the innermost
 * subcommand's name, so every name is unique across the groups.
 */
export interface HexPart {
  readonly option: APIApplicationCommandSubcommandOption | APIApplicationCommandSubcommandGroupOption;
  /** Its moves, by the subcommand they answer. */
  readonly moves: Readonly<Record<string, (ctx: HexContext, inv: Invocation) => Promise<Reply>>>;
  autocomplete?(ctx: HexContext, inv: Invocation): Promise<Choice[]>;
}
