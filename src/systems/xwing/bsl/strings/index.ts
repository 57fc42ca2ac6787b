import type { Locale } from '../../../../core/locale.ts';
import { wordRefusal, type Refusal } from '../../../../core/refusal.ts';
import { OPEN_MODE_ID } from '../data/missions.ts';
import type { BslEvent } from '../events.ts';
import { en, type BslStrings } from './en.ts';
import { fr } from './fr.ts';

export type { BslStrings } from './en.ts';
export { TYPE_NAMES, XP_NAMES } from './en.ts';

const TABLES: Readonly<Record<Locale, BslStrings>> = { en, fr };

/** The campaign's words in a language: a user's for their own replies, the campaign's for its public cards. */
export function bslStrings(locale: Locale): BslStrings {
  return TABLES[locale];
}

/** A refusal of the campaign's own, in words; undefined for codes it does not know. */
export function bslRefusal(r: Refusal, locale: Locale = 'en'): string | undefined {
  return wordRefusal(bslStrings(locale).refusals, r);
}

/** "Mission 4", or "Open mode". */
export function missionShort(id: number, t: BslStrings): string {
  return id === OPEN_MODE_ID ? t.mission.openShort : t.mission.short(id);
}

/** What an undo takes back, in words. */
export function describeEvent(e: BslEvent, locale: Locale = 'en'): string {
  const t = bslStrings(locale).events;
  switch (e.t) {
    case 'entry-bought':
      return t['entry-bought'](e.entry.callsign);
    case 'squadron-formed':
      return t['squadron-formed'](e.card);
    case 'round-started':
      return t['round-started'](e.round);
    case 'mission-chosen':
      return t['mission-chosen'](missionShort(e.mission, bslStrings(locale)).toLowerCase());
    default: {
      const words = (t as Record<string, unknown>)[e.t];
      return typeof words === 'string' ? words : t.other(e.t);
    }
  }
}
