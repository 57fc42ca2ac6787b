import { LOCALES, type Locale } from '../../../core/locale.ts';
import { ATTACK_FACES, DEFENSE_FACES, type AttackFace, type DefenseFace } from '../engine/types.ts';
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

/** A typed word compared without case or accents: "Évasion", "évasion" and "evasion" are one. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function facesNamed<F extends string>(faces: readonly F[], name: (t: Strings, f: F) => string): ReadonlyMap<string, F> {
  const named = new Map<string, F>();
  for (const f of faces) {
    named.set(f, f);
    for (const locale of LOCALES) named.set(folded(name(TABLES[locale], f)), f);
  }
  return named;
}

const DEFENSE_NAMED = facesNamed(DEFENSE_FACES, (t, f) => t.defenseFace(f));
const ATTACK_NAMED = facesNamed(ATTACK_FACES, (t, f) => t.attackFace(f));

/** Ruling R80: a defense die's face as a player types it, by its value (`evade`, R48) or its name in any language (`évasion`); null if none. */
export function typedDefenseFace(text: string): DefenseFace | null {
  return DEFENSE_NAMED.get(folded(text)) ?? null;
}

/** Ruling R80: an attack die's face as a player types it, by its value (`hit`) or its name in any language (`touche`); null if none. */
export function typedAttackFace(text: string): AttackFace | null {
  return ATTACK_NAMED.get(folded(text)) ?? null;
}
