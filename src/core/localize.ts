import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';

// Command names and descriptions in another language (issue 13): Discord shows a French
// user `name_localizations.fr` / `description_localizations.fr`, and still sends the
// command's own (English) names, so handlers need no change.

/**
 * One language's words for a set of commands, keyed by the path of English names:
 * "game" → [name, description]; "game start faction" → [name, description];
 * "game start faction=galactic-empire" → the choice's name.
 */
export type CommandWords = Readonly<Record<string, readonly [name: string, description: string] | string>>;

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
