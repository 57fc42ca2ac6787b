import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Locale } from './locale.ts';

// Command names and descriptions in another language: Discord shows a French
// user `name_localizations.fr` / `description_localizations.fr`, and still sends the
// command's own (English) names, so handlers need no change. One helper for every system:
// a table keyed by the path of English names (`localize`), written by hand (X-Wing, the
// core) or paired from a system's two string tables (`pairedWords`: hex, A Billion Suns).

/**
 * One language's words for a set of commands, keyed by the path of English names:
 * "game" → [name, description]; "game start faction" → [name, description];
 * "game start faction=galactic-empire" → the choice's name.
 */
export type CommandWords = Readonly<Record<string, readonly [name: string, description: string] | string>>;

/** The words of an option's choices, by the option's path: `{ v: name }` → `{ 'path=v': name }`. */
export function choiceWords(path: string, names: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([v, n]) => [`${path}=${v}`, n]));
}

type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;
type WithLocalizations = { name_localizations?: Record<string, string> | null; description_localizations?: Record<string, string> | null };

function words(path: string, table: CommandWords, used: Set<string>): WithLocalizations {
  const w = table[path];
  if (w === undefined || typeof w === 'string') return {};
  used.add(path);
  return { name_localizations: { fr: w[0] }, description_localizations: { fr: w[1] } };
}

function localizeOptions(path: string, options: readonly APIApplicationCommandOption[] | undefined, table: CommandWords, used: Set<string>) {
  return options?.map((o): APIApplicationCommandOption => {
    const at = `${path} ${o.name}`;
    const sub = 'options' in o && o.options ? { options: localizeOptions(at, o.options as APIApplicationCommandOption[], table, used) } : {};
    const choices =
      'choices' in o && o.choices
        ? {
            choices: o.choices.map((c) => {
              const name = table[`${at}=${c.value}`];
              if (typeof name !== 'string') return c;
              used.add(`${at}=${c.value}`);
              return { ...c, name_localizations: { fr: name } };
            }),
          }
        : {};
    return { ...o, ...words(at, table, used), ...sub, ...choices } as APIApplicationCommandOption;
  });
}

/** The definition with French names and descriptions from `fr` (throws on a key that names nothing: a stale table). */
export function localize(definition: Definition, fr: CommandWords): Definition {
  const used = new Set<string>();
  const options = localizeOptions(definition.name, definition.options, fr, used);
  const out: Definition = { ...definition, ...words(definition.name, fr, used), ...(options ? { options } : {}) };
  const stale = Object.keys(fr).filter(
    (k) => (k === definition.name || k.startsWith(`${definition.name} `) || k.startsWith(`${definition.name}=`)) && !used.has(k),
  );
  if (stale.length) throw new Error(`French words for no command part: ${stale.join(', ')}`);
  return out;
}

/**
 * A system's French by English name and English text: its French names (keyed by the
 * English name) and its English → French texts (descriptions and choice names), paired key
 * by key from its two string tables.
 */
export interface Translation {
  /** English command, group, subcommand or option name → French name (lowercase, Discord's pattern). */
  readonly names: Readonly<Record<string, string>>;
  /** English description or choice name → French. */
  readonly texts: ReadonlyMap<string, string>;
}

/** The string values two tables of the same shape hold under the same key: English → French. */
export function pairTexts(en: Readonly<Record<string, unknown>>, fr: Readonly<Record<string, unknown>>, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(en)) {
    const twin = fr[key];
    if (typeof value === 'string' && typeof twin === 'string' && !into.has(value)) into.set(value, twin);
  }
  return into;
}

/**
 * The path-keyed words of a definition from a Translation: a part gets its French when
 * both its name and its description have a twin (a part without is left unlocalized, which
 * the systems' tests catch); a choice when its name has one.
 */
export function pairedWords(definition: Definition, t: Translation): CommandWords {
  const out: Record<string, readonly [string, string] | string> = {};
  const add = (path: string, name: string, description: string | undefined) => {
    const frName = t.names[name];
    const frDescription = description !== undefined ? t.texts.get(description) : undefined;
    if (frName && frDescription) out[path] = [frName, frDescription];
  };
  const walk = (path: string, options: readonly APIApplicationCommandOption[] | undefined) => {
    for (const o of options ?? []) {
      const at = `${path} ${o.name}`;
      add(at, o.name, o.description);
      if ('choices' in o && o.choices)
        for (const c of o.choices) {
          const fr = t.texts.get(c.name);
          if (fr) out[`${at}=${c.value}`] = fr;
        }
      if ('options' in o) walk(at, o.options as APIApplicationCommandOption[] | undefined);
    }
  };
  add(definition.name, definition.name, definition.description);
  walk(definition.name, definition.options);
  return out;
}

/**
 * The names a `locale` user sees for the options of a command's subcommand (by English name),
 * from the definition's localizations; null when every name reads as it is (English, or none localized).
 */
export function optionLabels(
  definition: Definition,
  group: string | null | undefined,
  subcommand: string | null,
  locale: Locale,
): Readonly<Record<string, string>> | null {
  if (locale === 'en') return null;
  let options: readonly APIApplicationCommandOption[] = definition.options ?? [];
  for (const step of [group, subcommand]) {
    if (!step) continue;
    const o = options.find((x) => x.name === step);
    options = o && 'options' in o ? ((o.options ?? []) as APIApplicationCommandOption[]) : [];
  }
  const labels = Object.fromEntries(options.flatMap((o) => (o.name_localizations?.[locale] ? [[o.name, o.name_localizations[locale]]] : [])));
  return Object.keys(labels).length ? labels : null;
}
