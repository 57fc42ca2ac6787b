import type { Locale } from './locale.ts';

export interface Where {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly interactionId: string | null;
  readonly userId: string;
}

export interface GameRecord<S> {
  readonly id: number;
  readonly system: string;
  readonly owner: string;
  readonly version: number;
  readonly lastSeq: number;
  readonly locale: Locale;
  readonly campaignId: number | null;
  readonly state: S;
}

export interface CampaignRecord<C> {
  readonly id: number;
  readonly system: string;
  readonly owner: string;
  readonly version: number;
  readonly lastSeq: number;
  readonly state: C;
  /** No longer the channel's: read by a moderator or its owner (Campaigns.readOrClosed). */
  readonly closed?: true;
}
