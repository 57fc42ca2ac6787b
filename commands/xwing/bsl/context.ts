import { declare } from '../../../src/core/declare.ts';
import type { Campaigns, Games } from '../../../src/core/app.ts';
import type { BslEvent } from '../../../src/systems/xwing/bsl/events.ts';
import type { MissionGameEvent } from '../../../src/systems/xwing/bsl/mission/events.ts';
import type { Campaign } from '../../../src/systems/xwing/bsl/model.ts';
import type { XwingNotice } from '../../../src/systems/xwing/notices.ts';
import type { GameState } from '../../../src/systems/xwing/play/state.ts';
import type { XwingContext } from '../context.ts';

/** What the Big Shed League's commands are handed: X-Wing's, with the channel's campaign and the mission game's own events. */
export interface CampaignContext extends XwingContext {
  readonly games: Games<GameState, MissionGameEvent, XwingNotice>;
  readonly campaigns: Campaigns<Campaign, BslEvent>;
}

/** Declares a Big Shed League move (src/core/declare.ts). */
export const move = declare<CampaignContext>();
