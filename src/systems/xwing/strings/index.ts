import type { Locale } from '../../../core/locale.ts';
import { en, type Strings } from './en.ts';
import { fr } from './fr.ts';

export type { Strings } from './en.ts';

const TABLES: Readonly<Record<Locale, Strings>> = { en, fr };

/** The X-Wing strings in a language: a user's for their own replies, the game's for public messages. */
export function stringsFor(locale: Locale): Strings {
  return TABLES[locale];
}

/** The language a string table is (cards handed a table find the campaign words of the same language). */
export function localeOf(t: Strings): Locale {
  return (Object.keys(TABLES) as Locale[]).find((l) => TABLES[l] === t) ?? 'en';
}
