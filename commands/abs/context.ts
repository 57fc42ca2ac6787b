import type { Campaigns, Games } from '../../src/core/app.ts';
import { declare } from '../../src/core/declare.ts';
import type { AbsCampaignEvent, AbsCampaignState } from '../../src/systems/abs/campaign.ts';
import type { AbsEvent } from '../../src/systems/abs/events.ts';
import type { AbsState } from '../../src/systems/abs/state.ts';
import type { AbsNotice } from '../../src/systems/abs/system.ts';

/** What every /abs move is handed: the channel games and campaigns of A Billion Suns. */
export interface AbsContext {
  readonly games: Games<AbsState, AbsEvent, AbsNotice>;
  readonly campaigns: Campaigns<AbsCampaignState, AbsCampaignEvent>;
}

/** Declares an /abs move (src/core/declare.ts). */
export const move = declare<AbsContext>();
