import type { CommandModule } from '../../src/core/command.ts';
import { localize } from '../../src/core/localize.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';
import activate from './activate.ts';
import attack from './attack.ts';
import { campaignCommand, missionCommand } from './bsl/index.ts';
import type { CampaignContext } from './bsl/context.ts';
import done from './done.ts';
import game from './game.ts';
import help from './help.ts';
import join from './join.ts';
import leave from './leave.ts';
import round from './round.ts';
import rules from './rules.ts';
import ship from './ship.ts';

const localized = <C>(c: CommandModule<C>): CommandModule<C> => ({ ...c, definition: localize(c.definition, XWING_COMMANDS_FR) });

/** The X-Wing Solo Alpha slash commands and the Big Shed League's (bsl/), in the order Discord lists them. */
// With French names and descriptions from the strings: Discord still sends the English names.
export const xwingCommands: readonly CommandModule<CampaignContext>[] = [
  ...[game, join, leave, activate, done, ship, attack, round].map(localized),
  missionCommand,
  ...[rules, help].map(localized),
  campaignCommand,
];
