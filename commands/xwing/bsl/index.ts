import type { CommandModule } from '../../../src/core/command.ts';
import { localize } from '../../../src/core/localize.ts';
import { CAMPAIGN_COMMANDS_FR } from '../../../src/systems/xwing/bsl/strings/commands-fr.ts';
import { XWING_COMMANDS_FR } from '../../../src/systems/xwing/strings/commands-fr.ts';
import campaign from './campaign.ts';
import type { CampaignContext } from './context.ts';
import mission from './mission.ts';

// The Big Shed League's moves: /campaign, and /mission for the reports a mission game owes.
// With French names and descriptions from the strings (/mission's sit with X-Wing's commands').

export const missionCommand: CommandModule<CampaignContext> = { ...mission, definition: localize(mission.definition, XWING_COMMANDS_FR) };
export const campaignCommand: CommandModule<CampaignContext> = { ...campaign, definition: localize(campaign.definition, CAMPAIGN_COMMANDS_FR) };
