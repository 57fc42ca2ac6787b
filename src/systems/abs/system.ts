import { z } from 'zod';
import type { Locale } from '../../core/locale.ts';
import type { Message } from '../../core/message.ts';
import { wordRefusal, type Refusal } from '../../core/refusal.ts';
import type { AbsRefusalParams, AbsWordedCode } from './refusals.ts';
import type { CampaignSystem, GameSystem } from '../../core/system.ts';
import { absCampaignEventSchema, absCampaignStateSchema, evolveCampaign, type AbsCampaignEvent, type AbsCampaignState } from './campaign.ts';
import { evolve, type AbsEvent } from './events.ts';
import { absEventSchema, absStateSchema } from './schema.ts';
import type { AbsState } from './state.ts';
import { tableFromCards } from '../../core/table-view.ts';
import { campaignCard, trackerCard } from './render.ts';
import { en, type Strings } from './strings/en.ts';
import { fr } from './strings/fr.ts';

// A Billion Suns solo play (Independent Contractors) as the core sees it. The game
// never ends by itself (`/abs end` ends it) and posts nothing on its own.

/** The table of a locale: French for fr, English otherwise. */
export function stringsFor(locale: Locale): Strings {
  return locale === 'fr' ? fr : en;
}

/** The system posts no notices: every card answers a command. */
export type AbsNotice = never;

export const absSystem: GameSystem<AbsState, AbsEvent, AbsNotice> = {
  id: 'abs',
  title: en.title,
  schemaVersion: 1,
  stateSchema: absStateSchema,
  eventSchema: absEventSchema,
  noticeSchema: z.never(),
  upgradeEvent: (event) => event,
  evolve,
  follows: () => null,
  ended: (state) => state.phase === 'over',
  noticesFor: () => [],
  encodeState: (state) => JSON.stringify(state),
  decodeState: (text) => JSON.parse(text) as unknown,
  describe: (event, locale) => stringsFor(locale).describe(event),
  renderNotice(notice: never): Message {
    return notice;
  },
  refusalText: (refusal: Refusal, locale: Locale) => wordRefusal<AbsRefusalParams, AbsWordedCode>(stringsFor(locale).refusals, refusal),
  // The live table: the board /abs status shows.
  table: (state, locale) => tableFromCards(stringsFor(locale).title, [trackerCard(stringsFor(locale), state)]),
};

export const absCampaignSystem: CampaignSystem<AbsCampaignState, AbsCampaignEvent> = {
  id: 'abs',
  title: en.campaignSystemTitle,
  schemaVersion: 1,
  stateSchema: absCampaignStateSchema,
  eventSchema: absCampaignEventSchema,
  upgradeEvent: (event) => event,
  evolve: evolveCampaign,
  ended: (state) => state.status === 'over',
  describe: (event, locale) => stringsFor(locale).describeCampaign(event),
  refusalText: (refusal: Refusal, locale: Locale) => wordRefusal<AbsRefusalParams, AbsWordedCode>(stringsFor(locale).refusals, refusal),
  table: (state, locale) => tableFromCards(stringsFor(locale).campaignSystemTitle, [campaignCard(stringsFor(locale), state)]),
};
