import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';

// French name_localizations and description_localizations for a slash command built in
// English (issue 13). A system gives its French names (keyed by the English name:
// Discord still sends the English names in interactions) and its English → French
// texts, paired key by key from its two string tables; a text without a French twin is
// left unlocalized, which the systems' tests catch.

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

/** Loose view of a command or option: every level has a name, a description, maybe options and choices. */
interface Node {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; name_localizations?: Record<string, string> | null; value: string | number }[];
}

function localize(node: Node, t: Translation): Node {
  const name = t.names[node.name];
  const description = node.description !== undefined ? t.texts.get(node.description) : undefined;
  return {
    ...node,
    ...(name ? { name_localizations: { fr: name } } : {}),
    ...(description ? { description_localizations: { fr: description } } : {}),
    ...(node.options ? { options: node.options.map((o) => localize(o, t)) } : {}),
    ...(node.choices
      ? {
          choices: node.choices.map((c) => {
            const fr = t.texts.get(c.name);
            return fr ? { ...c, name_localizations: { fr } } : c;
          }),
        }
      : {}),
  };
}

/** The command with French localizations at every level the translation covers. */
export function localizeCommand(def: RESTPostAPIChatInputApplicationCommandsJSONBody, t: Translation): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return localize(def as unknown as Node, t) as unknown as RESTPostAPIChatInputApplicationCommandsJSONBody;
}
