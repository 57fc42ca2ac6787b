import type { Locale } from '../../core/locale.ts';
import { approachEn, type ApproachStrings } from './approach-en.ts';
import { approachFr } from './approach-fr.ts';

export type { ApproachStrings } from './approach-en.ts';

const TABLES: Readonly<Record<Locale, ApproachStrings>> = { en: approachEn, fr: approachFr };

/** `npm run approach`'s own words in a language (`--locale fr`). */
export function approachStrings(locale: Locale): ApproachStrings {
  return TABLES[locale];
}
