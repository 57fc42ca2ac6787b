import type { CommandModule, Invocation } from '../../../src/core/command.ts';
import { campaignPlayStrings } from '../../../src/systems/xwing/bsl/mission/campaign-play.ts';
import { wordsIn } from '../../../src/core/command-words.ts';
import { commandsOf } from '../../../src/core/declare.ts';
import { CAMPAIGN_COMMANDS_EN } from '../../../src/systems/xwing/bsl/strings/commands-en.ts';
import { CAMPAIGN_COMMANDS_FR } from '../../../src/systems/xwing/bsl/strings/commands-fr.ts';
import { bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { campaignMoves } from './campaign.ts';
import type { CampaignContext } from './context.ts';
import { missionMoves } from './mission.ts';
import { parseOptions } from './campaign-steps.ts';

// The Big Shed League's moves: /mission for the reports a mission game owes (its words sit with
// X-Wing's commands'), and /campaign, bound here with the campaign's command words.

export { missionMoves };

/** What /mission says of a subcommand it does not have. */
export const missionUsage = (inv: Invocation) => campaignPlayStrings(inv.locale).missionUsage;

export const campaignCommands: readonly CommandModule<CampaignContext>[] = commandsOf(
  campaignMoves,
  wordsIn(CAMPAIGN_COMMANDS_EN, { fr: CAMPAIGN_COMMANDS_FR }, (inv) => bslStrings(inv.locale).replies.useStatus, parseOptions),
);
