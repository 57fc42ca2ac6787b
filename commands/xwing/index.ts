import type { CommandModule } from '../../src/core/command.ts';
import { localize } from '../../src/core/localize.ts';
import { CAMPAIGN_COMMANDS_FR } from '../../src/systems/xwing/bsl/strings/commands-fr.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';
import activate from './activate.ts';
import attack from './attack.ts';
import campaign from './campaign.ts';
import type { XwingContext } from './context.ts';
import done from './done.ts';
import game from './game.ts';
import help from './help.ts';
import join from './join.ts';
import leave from './leave.ts';
import mission from './mission.ts';
import round from './round.ts';
import rules from './rules.ts';
import ship from './ship.ts';

/** The X-Wing Solo Alpha slash commands, in the order Discord lists them. */
// With French names and descriptions from the strings: Discord still sends the English names.
export const xwingCommands: readonly CommandModule<XwingContext>[] = [
  ...[game, join, leave, activate, done, ship, attack, round, mission, rules, help].map((c) => ({
    ...c,
    definition: localize(c.definition, XWING_COMMANDS_FR),
  })),
  { ...campaign, definition: localize(campaign.definition, CAMPAIGN_COMMANDS_FR) },
];
