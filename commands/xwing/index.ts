import type { CommandModule, Invocation } from '../../src/core/command.ts';
import { wordsIn } from '../../src/core/command-words.ts';
import { commandsOf } from '../../src/core/declare.ts';
import { XWING_COMMANDS_EN } from '../../src/systems/xwing/strings/commands-en.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { activate } from './activate.ts';
import { attack } from './attack.ts';
import { campaignCommands, missionMoves, missionUsage } from './bsl/index.ts';
import type { CampaignContext } from './bsl/context.ts';
import { done } from './done.ts';
import { gameMoves } from './game.ts';
import { help } from './help.ts';
import { join } from './join.ts';
import { leave } from './leave.ts';
import { parseOptions } from './options.ts';
import { roundNext } from './round.ts';
import { rules } from './rules.ts';
import { shipMoves } from './ship.ts';

/** What a command says of a subcommand it does not have: how to use it. */
function usage(inv: Invocation): string {
  if (inv.command === 'mission') return missionUsage(inv);
  const r = stringsFor(inv.locale).replies;
  return inv.command === 'round' ? r.useRound : inv.command === 'ship' ? r.useShip : r.useGame;
}

/**
 * The X-Wing Solo Alpha slash commands and the Big Shed League's (bsl/), in the order Discord
 * lists them, with their words from the English and French command tables: Discord still sends
 * the English names.
 */
export const xwingCommands: readonly CommandModule<CampaignContext>[] = [
  ...commandsOf(
    [...gameMoves, join, leave, activate, done, ...shipMoves, attack, roundNext, ...missionMoves, rules, help],
    wordsIn(XWING_COMMANDS_EN, { fr: XWING_COMMANDS_FR }, usage, parseOptions),
  ),
  ...campaignCommands,
];
