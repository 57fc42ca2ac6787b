// The languages the bot speaks. A user's Discord locale picks the language of replies
// only they see; a game's own language picks that of its public messages.
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language under its own name (not translated: a reader finds their own), as the commands offer them. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { fr: 'Français', en: 'English' };

/** Discord's locale tag ("fr", "en-US", "en-GB", …) → ours: French for fr, else English. */
export function localeOf(tag: string | null | undefined): Locale {
  return tag && tag.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
