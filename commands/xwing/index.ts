import type { CommandModule } from '../../src/core/command.ts';
import activate from './activate.ts';
import attack from './attack.ts';
import campaign from './campaign.ts';
import type { XwingContext } from './context.ts';
import done from './done.ts';
import game from './game.ts';
import help from './help.ts';
import join from './join.ts';
import leave from './leave.ts';
import round from './round.ts';
import rules from './rules.ts';
import ship from './ship.ts';

/** The X-Wing Solo Alpha slash commands, in the order Discord lists them. */
export const xwingCommands: readonly CommandModule<XwingContext>[] = [game, join, leave, activate, done, ship, attack, round, campaign, rules, help];
