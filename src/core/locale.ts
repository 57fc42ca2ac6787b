// The languages the bot speaks. A user's Discord locale picks the language of replies
// only they see; a game's own language picks that of its public messages.
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Discord's locale tag ("fr", "en-US", "en-GB", …) → ours: French for fr, else English. */
export function localeOf(tag: string | null | undefined): Locale {
  return tag && tag.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
