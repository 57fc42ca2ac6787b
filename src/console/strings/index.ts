import type { Locale } from '../../core/locale.ts';
import { consoleEn, type ConsoleStrings } from './en.ts';
import { consoleFr } from './fr.ts';

export type { ConsoleStrings } from './en.ts';

const TABLES: Readonly<Record<Locale, ConsoleStrings>> = { en: consoleEn, fr: consoleFr };

/** The console's own words in a language (`--locale fr`). */
export function consoleStrings(locale: Locale): ConsoleStrings {
  return TABLES[locale];
}
