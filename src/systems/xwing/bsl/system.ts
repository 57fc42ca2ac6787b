import type { CampaignSystem } from '../../../core/system.ts';
import { bslEventSchema, BSL_SCHEMA_VERSION, type BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import { upgradeBslEvent } from './events-v1.ts';
import { BSL_SYSTEM_ID } from './export.ts';
import { campaignSchema, type Campaign } from './model.ts';
import { bslRefusal, describeEvent } from './strings/index.ts';

/** The Big Shed League as a campaign system of the core (big-shed-league.md). */
export const bslSystem: CampaignSystem<Campaign, BslEvent> = {
  id: BSL_SYSTEM_ID,
  title: 'Big Shed League',
  schemaVersion: BSL_SCHEMA_VERSION,
  stateSchema: campaignSchema,
  eventSchema: bslEventSchema,
  upgradeEvent: upgradeBslEvent,
  evolve: evolveCampaign,
  ended: (c) => c.phase === 'ended',
  describe: (e, locale) => describeEvent(e, locale),
  refusalText: (r, locale) => bslRefusal(r, locale),
};
