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
export function choiceWords<P extends string, V extends string>(path: P, names: Readonly<Record<V, string>>): Record<`${P}=${V}`, string> {
  return Object.fromEntries(Object.entries(names).map(([v, n]) => [`${path}=${v}`, n])) as Record<`${P}=${V}`, string>;
}

/**
 * A system's command words in English, by the path of English names: a command's, group's,
 * subcommand's or option's description; under `path=value`, a choice's name. The names are the
 * paths' own words, which Discord always sends.
 */
export type EnglishCommandWords = Readonly<Record<string, string>>;

/**
 * Another language's command words, typed from the English table: every part's name and
 * description (one missing fails the type check), every choice the English names, and any
 * other choice's name.
 */
export type CommandWordsLike<E extends EnglishCommandWords> = {
  readonly [K in keyof E]: K extends `${string}=${string}` ? string : readonly [name: string, description: string];
} & { readonly [choice: `${string}=${string}`]: string };

type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;
type WithLocalizations = { name_localizations?: Record<string, string> | null; description_localizations?: Record<string, string> | null };

type Localized = { readonly name_localizations?: object | null; readonly description_localizations?: object | null };

function words(part: Localized, path: string, table: CommandWords, locale: Locale, used: Set<string>): WithLocalizations {
  const w = table[path];
  if (w === undefined || typeof w === 'string') return {};
  used.add(path);
  return {
    name_localizations: { ...part.name_localizations, [locale]: w[0] },
    description_localizations: { ...part.description_localizations, [locale]: w[1] },
  };
}

function localizeOptions(
  path: string,
  options: readonly APIApplicationCommandOption[] | undefined,
  table: CommandWords,
  locale: Locale,
  used: Set<string>,
): APIApplicationCommandOption[] | undefined {
  return options?.map((o): APIApplicationCommandOption => {
    const at = `${path} ${o.name}`;
    const sub = 'options' in o && o.options ? { options: localizeOptions(at, o.options as APIApplicationCommandOption[], table, locale, used) } : {};
    const choices =
      'choices' in o && o.choices
        ? {
            choices: o.choices.map((c) => {
              const name = table[`${at}=${c.value}`];
              if (typeof name !== 'string') return c;
              used.add(`${at}=${c.value}`);
              return { ...c, name_localizations: { ...c.name_localizations, [locale]: name } };
            }),
          }
        : {};
    return { ...o, ...words(o, at, table, locale, used), ...sub, ...choices } as APIApplicationCommandOption;
  });
}

/** The definition with one language's names and descriptions from its table (throws on a key that names nothing: a stale table). */
export function localize(definition: Definition, table: CommandWords, locale: Locale = 'fr'): Definition {
  const used = new Set<string>();
  const options = localizeOptions(definition.name, definition.options, table, locale, used);
  const out: Definition = { ...definition, ...words(definition, definition.name, table, locale, used), ...(options ? { options } : {}) };
  const stale = Object.keys(table).filter(
    (k) => (k === definition.name || k.startsWith(`${definition.name} `) || k.startsWith(`${definition.name}=`)) && !used.has(k),
  );
  if (stale.length) throw new Error(`Words (${locale}) for no command part: ${stale.join(', ')}`);
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

/**
 * How a client in one language names the parts of the bot's commands: the name of the part
 * at a path of English names ("attack again" → "encore"), or the label of a choice
 * ("game start faction=galactic-empire" → "Empire galactique"); undefined where it shows the
 * English. A path that starts with "*" ("* again") is an option named without its command:
 * it has a name when every command that has it names it alike.
 */
export type PartNames = (path: string) => string | undefined;

/** The parts' names from tables keyed by path (X-Wing's, the campaign's, the core's). */
export function partNamesOf(...tables: readonly CommandWords[]): PartNames {
  const nameOf = (w: CommandWords[string]) => (typeof w === 'string' ? w : w[0]);
  return (path) => {
    if (path.startsWith('* ')) {
      const tail = ` ${path.slice(2)}`;
      const found = new Set(tables.flatMap((t) => Object.entries(t).flatMap(([k, w]) => (k.endsWith(tail) ? [nameOf(w)] : []))));
      return found.size === 1 ? [...found][0] : undefined;
    }
    for (const table of tables) {
      const w = table[path];
      if (w !== undefined) return nameOf(w);
    }
    return undefined;
  };
}

/**
 * The parts' names a `locale` client shows, read from deployed definitions' localizations
 * (every system's at once: what an adapter holds); undefined where it shows the English.
 */
export function partNamesShown(definitions: readonly Definition[], locale: Locale): PartNames {
  if (locale === 'en') return () => undefined;
  const table: Record<string, readonly [string, string] | string> = {};
  const walk = (path: string, options: readonly APIApplicationCommandOption[] | undefined) => {
    for (const o of options ?? []) {
      const at = `${path} ${o.name}`;
      const name = o.name_localizations?.[locale];
      if (name) table[at] = [name, ''];
      if ('choices' in o && o.choices)
        for (const c of o.choices) {
          const label = c.name_localizations?.[locale];
          if (label) table[`${at}=${c.value}`] = label;
        }
      if ('options' in o) walk(at, o.options as APIApplicationCommandOption[] | undefined);
    }
  };
  for (const d of definitions) {
    const name = d.name_localizations?.[locale];
    if (name) table[d.name] = [name, ''];
    walk(d.name, d.options);
  }
  return partNamesOf(table);
}

/** The parts' names from a table keyed by English name (hex, A Billion Suns: a name reads the same wherever it stands). */
export function partNamesByName(names: Readonly<Record<string, string>>): PartNames {
  return (path) => (path.includes('=') ? undefined : names[path.split(' ').at(-1)!]);
}

/** The first of several namings that names a part (a system's commands, then the core's). */
export function partNamesFirst(...namings: readonly PartNames[]): PartNames {
  return (path) => {
    for (const n of namings) {
      const name = n(path);
      if (name !== undefined) return name;
    }
    return undefined;
  };
}

/** `name:value` pairs of the command at `path`: a value runs to the next option (values may hold spaces: `roll:evade hit`). */
function optionsShown(names: PartNames, path: string, text: string): string {
  return text.replace(/(^|\s)([\p{Ll}][\p{Ll}0-9_-]*):(.*?)(?=\s[\p{Ll}][\p{Ll}0-9_-]*:|$)/gsu, (all, space: string, option: string, value: string) => {
    const name = names(`${path} ${option}`);
    if (!name) return all;
    const choice = (v: string) => names(`${path} ${option}=${v.trim()}`);
    // Values to choose from (`topic:approach|charts`): each named when each is a choice.
    const some = value.split('|').map(choice);
    const shownValue = choice(value) ?? (value.includes('|') && some.every(Boolean) ? some.join('|') : value);
    return `${space}${name}:${shownValue}`;
  });
}

/**
 * A command as a client showing `names` shows it: `/attack attacker:TIE-1 again:true` →
 * `/attaque attaquant:TIE-1 encore:true`; an option alone (`again:true`) as any command's. The
 * command, its group and subcommand, each option and each choice's value are looked up; what
 * is not a part (a ship's name, "…", a placeholder) stays as written.
 */
export function commandShown(names: PartNames, text: string): string {
  const m = /^\/([^\s:]+)((?: [^\s:]+(?= |$))*)(.*)$/s.exec(text);
  if (!m) return /^[\p{Ll}][\p{Ll}0-9_-]*:/u.test(text) ? optionsShown(names, '*', text) : text;
  if (!names(m[1]!)) return text;
  let path = m[1]!;
  const shown = [names(path)!];
  const words = m[2]!.split(' ').filter(Boolean);
  let rest = m[3]!;
  for (const [i, word] of words.entries()) {
    const name = names(`${path} ${word}`);
    if (!name) {
      // Subcommands to choose from (`/ship stress|ion|lock`): each named, the path stops there.
      const some = word.split('|').map((w) => names(`${path} ${w}`));
      if (word.includes('|') && some.every(Boolean)) shown.push(some.join('|'));
      else rest = ` ${words.slice(i).join(' ')}${rest}`;
      break;
    }
    path = `${path} ${word}`;
    shown.push(name);
  }
  return `/${shown.join(' ')}${optionsShown(names, path, rest)}`;
}

/** Every command, or option, in a code span (`` `/undo` ``, `` `again:true` ``) of a text as a client showing `names` shows it. */
export function commandsShown(names: PartNames, text: string): string {
  return text.includes('`')
    ? text.replace(/`([^`\n]+)`/g, (all, span: string) => {
        const shown = commandShown(names, span);
        return shown === span ? all : `\`${shown}\``;
      })
    : text;
}

/**
 * A language's string table whose words name commands (`` `/undo` ``, `` `/attack … again:true` ``)
 * as that language's client shows them: its texts, and what its functions return, go through
 * `commandsShown`. A table names a command by its English path, the one key every language
 * has; the client's names come from the same tables Discord is given.
 */
export function withCommandsShown<T>(table: T, names: PartNames): T {
  const shown = (v: unknown): unknown => {
    if (typeof v === 'string') return commandsShown(names, v);
    if (typeof v === 'function') return (...args: unknown[]) => shown((v as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(v)) return v.map(shown);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shown(x)]));
    return v;
  };
  return shown(table) as T;
}
