import type { APIApplicationCommandSubcommandGroupOption, APIApplicationCommandSubcommandOption } from 'discord-api-types/v10';
import type { Campaigns, Games } from '../../src/core/app.ts';
import type { Choice, Invocation, Reply } from '../../src/core/command.ts';
import type { AbsCampaignEvent, AbsCampaignState } from '../../src/systems/abs/campaign.ts';
import type { AbsEvent } from '../../src/systems/abs/events.ts';
import type { AbsButton } from '../../src/systems/abs/buttons.ts';
import type { AbsState } from '../../src/systems/abs/state.ts';
import type { AbsNotice } from '../../src/systems/abs/system.ts';

/** What every /abs handler is handed: the channel games and campaigns of A Billion Suns. */
export interface AbsContext {
  readonly games: Games<AbsState, AbsEvent, AbsNotice>;
  readonly campaigns: Campaigns<AbsCampaignState, AbsCampaignEvent>;
}

/** One or more subcommands or groups of /abs, and the `group subcommand` keys it answers. */
export interface AbsPart {
  readonly options: readonly (APIApplicationCommandSubcommandOption | APIApplicationCommandSubcommandGroupOption)[];
  /** Its moves, by the group (if any) and subcommand they answer: `new`, `contract add`… */
  readonly moves: Readonly<Record<string, (ctx: AbsContext, inv: Invocation) => Promise<Reply>>>;
  /** The button kinds it answers. */
  readonly buttons?: readonly AbsButton['kind'][];
  click?(ctx: AbsContext, inv: Invocation, button: AbsButton): Promise<Reply>;
  autocomplete?(ctx: AbsContext, inv: Invocation): Promise<Choice[]>;
}
