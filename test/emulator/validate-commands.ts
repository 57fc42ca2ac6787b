import { ApplicationCommandOptionType, type APIApplicationCommandOption, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';

// Discord's limits for chat input command registration (Application Commands docs:
// "Registering a command", "Application Command Naming"), checked the way Discord
// rejects a PUT: the first problem found, per command.

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function checkName(where: string, name: unknown, problems: string[]): void {
  if (typeof name !== 'string' || !NAME.test(name)) problems.push(`${where}: name ${JSON.stringify(name)} must be 1-32 characters of letters, digits, - or _`);
  else if (name !== name.toLowerCase()) problems.push(`${where}: name ${JSON.stringify(name)} must be lowercase`);
}
function checkDescription(where: string, d: unknown, problems: string[]): void {
  if (typeof d !== 'string' || d.length < 1 || d.length > 100)
    problems.push(`${where}: description must be 1-100 characters (got ${typeof d === 'string' ? d.length : typeof d})`);
}

type Localized = {
  name_localizations?: Partial<Record<string, string | null>> | null;
  description_localizations?: Partial<Record<string, string | null>> | null;
};

/** Localized names and descriptions follow the same rules as the defaults; only those present are checked. */
function checkLocalizations(where: string, o: Localized, problems: string[]): void {
  for (const [locale, name] of Object.entries(o.name_localizations ?? {})) if (name != null) checkName(`${where} [${locale}]`, name, problems);
  for (const [locale, d] of Object.entries(o.description_localizations ?? {})) if (d != null) checkDescription(`${where} [${locale}]`, d, problems);
}

/** Discord counts the longest of a field's default and localized values towards a command's 4000 characters. */
function longest(base: string, localized: Partial<Record<string, string | null>> | null | undefined): number {
  return Math.max(base.length, ...Object.values(localized ?? {}).map((v) => v?.length ?? 0));
}

function checkOptions(where: string, options: readonly APIApplicationCommandOption[] | undefined, problems: string[], depth: number): number {
  if (!options) return 0;
  let chars = 0;
  if (options.length > 25) problems.push(`${where}: at most 25 options (got ${options.length})`);
  const subs = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup);
  if (subs.length && subs.length !== options.length) problems.push(`${where}: subcommands cannot be mixed with other options`);
  const names = new Set<string>();
  let optionalSeen = false;
  for (const o of options) {
    const at = `${where} > ${o.name}`;
    checkName(at, o.name, problems);
    checkDescription(at, o.description, problems);
    checkLocalizations(at, o, problems);
    if (names.has(o.name)) problems.push(`${at}: duplicate option name`);
    names.add(o.name);
    chars += longest(o.name, o.name_localizations) + longest(o.description, o.description_localizations);
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
      if (depth >= 2 || (o.type === ApplicationCommandOptionType.SubcommandGroup && depth >= 1)) problems.push(`${at}: subcommands nested too deep`);
      chars += checkOptions(at, o.options as APIApplicationCommandOption[] | undefined, problems, depth + 1);
      continue;
    }
    const required = 'required' in o && o.required === true;
    if (required && optionalSeen) problems.push(`${at}: required options must come before optional ones`);
    if (!required) optionalSeen = true;
    const choices = 'choices' in o ? o.choices : undefined;
    if (choices) {
      if (choices.length > 25) problems.push(`${at}: at most 25 choices (got ${choices.length})`);
      for (const c of choices) {
        if (c.name.length < 1 || c.name.length > 100) problems.push(`${at}: choice name must be 1-100 characters`);
        for (const [locale, n] of Object.entries(c.name_localizations ?? {}))
          if (n != null && (n.length < 1 || n.length > 100)) problems.push(`${at} = ${String(c.value)} [${locale}]: choice name must be 1-100 characters`);
        if (typeof c.value === 'string' && c.value.length > 100) problems.push(`${at}: choice value must be at most 100 characters`);
        chars += longest(c.name, c.name_localizations) + String(c.value).length;
      }
      if ('autocomplete' in o && o.autocomplete) problems.push(`${at}: autocomplete cannot be used with choices`);
    }
  }
  return chars;
}

export function validateCommand(cmd: RESTPostAPIChatInputApplicationCommandsJSONBody): string[] {
  const problems: string[] = [];
  const where = `/${cmd.name}`;
  checkName(where, cmd.name, problems);
  checkDescription(where, cmd.description, problems);
  checkLocalizations(where, cmd, problems);
  const chars =
    longest(cmd.name, cmd.name_localizations) + longest(cmd.description ?? '', cmd.description_localizations) + checkOptions(where, cmd.options, problems, 0);
  if (chars > 4000) problems.push(`${where}: names, descriptions and choices total ${chars} characters (at most 4000)`);
  return problems;
}

export function validateCommands(cmds: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[]): string[] {
  const problems = cmds.flatMap(validateCommand);
  if (cmds.length > 100) problems.push(`at most 100 commands (got ${cmds.length})`);
  const names = cmds.map((c) => c.name);
  for (const n of new Set(names)) if (names.filter((x) => x === n).length > 1) problems.push(`duplicate command /${n}`);
  return problems;
}
