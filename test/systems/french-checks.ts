import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';

// What every system's French table must satisfy, shared by the hex and
// A Billion Suns tests: same keys as English, no English left, and Discord's rules for
// localized command names and descriptions (Discord rejects a whole deployment for one
// bad entry).

/** Every key path of a table, recursively (functions and strings are leaves). */
export function keyPaths(table: unknown, prefix = ''): string[] {
  if (table === null || typeof table !== 'object' || Array.isArray(table)) return [prefix];
  return Object.entries(table as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Key paths in one table and not the other, both ways. */
export function keyDifference(a: unknown, b: unknown): { onlyA: string[]; onlyB: string[] } {
  const ka = new Set(keyPaths(a));
  const kb = new Set(keyPaths(b));
  return { onlyA: [...ka].filter((k) => !kb.has(k)), onlyB: [...kb].filter((k) => !ka.has(k)) };
}

/** The string leaves of a table with their key paths. */
export function stringLeaves(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]];
  if (table === null || typeof table !== 'object') return [];
  return Object.entries(table as Record<string, unknown>).flatMap(([k, v]) => stringLeaves(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * Texts French and English may share: proper nouns, symbols, numbers. A text made only of
 * these (and punctuation, digits, markdown, commands in backticks) is not "still English".
 */
const SHARED = /^(?:A Billion Suns|Claim Jump|High-G|Classes|Acceptable|Placement|Capital|Notes?|Tables?|Table|Miniatures Battles|Hex|hex|Stats|ID|—)$/;

/** True when a French text is still English: identical to its English twin and not trivially shared. */
export function stillEnglish(en: string, fr: string): boolean {
  if (en !== fr) return false;
  const words = en.replace(/`[^`]*`/g, ' ').match(/\p{L}{3,}/gu) ?? [];
  return words.length > 0 && !SHARED.test(en.trim());
}

/** The names a French game shows as the catalogue has them: ships, pilots, upgrades; longest first. */
export function catalogNames(catalog: {
  readonly ships: readonly { readonly name: string; readonly pilots: readonly { readonly name: string }[] }[];
  readonly upgrades: readonly { readonly name: string }[];
}): string[] {
  const names = [...catalog.ships.flatMap((s) => [s.name, ...s.pilots.map((p) => p.name)]), ...catalog.upgrades.map((u) => u.name)];
  return [...new Set(names)].filter((n) => n.length > 2).sort((a, b) => b.length - a.length);
}

/**
 * The text without what every language shares: names (the catalogue's, and `extra`: the
 * ships' own), commands in backticks, mentions, and "Solo Alpha v0.x".
 */
export function withoutNames(text: string, names: readonly string[], extra: RegExp = /(?!)/): string {
  let out = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/<@[^>]+>/g, ' ')
    .replace(/Solo Alpha v0\.[12]/g, ' ');
  for (const n of names) if (out.includes(n)) out = out.split(n).join(' ');
  return out.replace(new RegExp(extra.source, 'g'), ' ');
}

// Common English words, whole words only (French letters are letters: « Noté » is not "not").
const ENGLISH_WORDS =
  /(?<!\p{L})(?:the|and|is|are|its|it|of|with|has|have|to|at|in|or|not|from|towards|away|ship|ships|round|attack|attacks|damage|game|player|players|enemy|your|this|that|which|when|if|then|no|none|took|back|over|arrives)(?!\p{L})/iu;

/** The lines of a text that still hold an English word once names, commands and mentions are gone. */
export function englishLines(text: string, names: readonly string[], extra?: RegExp): string[] {
  return withoutNames(text, names, extra)
    .split('\n')
    .filter((l) => ENGLISH_WORDS.test(l))
    .map((l) => l.trim());
}

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

interface Node {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; name_localizations?: Record<string, string> | null }[];
}

/** Every breach of Discord's rules for the French localizations of a command, as readable lines. */
export function frenchCommandProblems(def: RESTPostAPIChatInputApplicationCommandsJSONBody): string[] {
  const problems: string[] = [];
  const check = (n: Node, path: string) => {
    const name = n.name_localizations?.fr;
    const description = n.description_localizations?.fr;
    if (name === undefined) problems.push(`${path}: no French name`);
    else if (name !== name.toLowerCase() || !NAME.test(name)) problems.push(`${path}: bad French name ${JSON.stringify(name)}`);
    if (description === undefined) problems.push(`${path}: no French description`);
    else if (description.length < 1 || description.length > 100) problems.push(`${path}: French description of ${description.length} characters`);
    const siblings = (n.options ?? []).map((o) => o.name_localizations?.fr ?? o.name);
    const twice = siblings.filter((s, i) => siblings.indexOf(s) !== i);
    if (twice.length) problems.push(`${path}: French names used twice: ${twice.join(', ')}`);
    for (const c of n.choices ?? []) {
      const fr = c.name_localizations?.fr;
      if (fr === undefined) problems.push(`${path} choice ${c.name}: no French name`);
      else if (fr.length < 1 || fr.length > 100) problems.push(`${path} choice ${c.name}: French name of ${fr.length} characters`);
    }
    for (const o of n.options ?? []) check(o, `${path} ${o.name}`);
  };
  check(def as unknown as Node, `/${def.name}`);
  return problems;
}

// The words of a refusal or an option error that give its language away, beyond ENGLISH_WORDS:
// what the old regex translators and verbatim parameters let through ("(undo)", "give a marker").
const REPLY_ENGLISH =
  /(?<!\p{L})(?:the|and|is|are|its|it|of|with|has|have|to|at|in|or|not|from|ship|ships|round|attack|game|player|players|your|this|that|no|none|undo|give|use|set|dials|done|mark|most|least|number|whole|characters|names|charges|carries|upgrade|upgrades|random|marker|markers|change|only|owner|can|out|order|file|damaged|event|nothing|valid|class|bad)(?!\p{L})/iu;
const REPLY_FRENCH =
  /[àâçéèêëîïôûùœ«»]|(?<!\p{L})(?:le|la|les|des|du|une|est|pas|vous|donnez|tapez|partie|vaisseau|vaisseaux|manche|plus|moins|ou|avec|pour|dans|incorrecte|valeurs|nombre|entier|marqueur|salon|cela|annuler|seul)(?!\p{L})/iu;

/** A reply's text without what every language shares: commands, mentions, ids (`rebel-alliance`, `TIE-1`), an option's name and the value shown, and `names`. */
function replyWords(text: string, names: readonly string[]): string {
  return withoutNames(text, names)
    .replace(/(Option|Bad|Missing) \S+/g, '$1')
    .replace(/\/[a-z]+|\S+:\S*/g, ' ')
    .replace(/\([^)]*\)\s*:/g, ' :')
    .replace(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu, ' ');
}

/** The English words left in a reply a French user reads. */
export function englishInReply(text: string, names: readonly string[] = []): string[] {
  return [...replyWords(text, names).matchAll(new RegExp(REPLY_ENGLISH.source, 'giu'))].map((m) => m[0]);
}

/** The French words (or letters) left in a reply an English user reads. */
export function frenchInReply(text: string, names: readonly string[] = []): string[] {
  return [...replyWords(text, names).matchAll(new RegExp(REPLY_FRENCH.source, 'giu'))].map((m) => m[0]);
}
