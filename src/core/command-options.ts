import { ApplicationCommandOptionType as T, type APIApplicationCommandBasicOption, type APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import { z } from 'zod';

// The option definitions and schemas every system's moves share. A description left out is
// filled from the system's command words by the option's path when its command is bound
// (declare.ts), so a system whose words live in a table writes none here.

/** What an option may add to its type and name. */
export interface OptionExtras {
  readonly description?: string;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
  readonly max_length?: number;
  readonly min_value?: number;
  readonly max_value?: number;
  /** Values to choose from: a bare value is named by the command words (`path=value`), else by itself. */
  readonly choices?: readonly (string | APIApplicationCommandOptionChoice<string>)[];
}

const base = <K extends T>(type: K, name: string, x: OptionExtras) => ({
  type,
  name,
  description: x.description ?? '',
  ...(x.required !== undefined ? { required: x.required } : {}),
});

/** Option definitions by type. */
export const option = {
  text: (name: string, x: OptionExtras = {}): APIApplicationCommandBasicOption =>
    ({
      ...base(T.String, name, x),
      ...(x.autocomplete ? { autocomplete: true } : {}),
      ...(x.max_length !== undefined ? { max_length: x.max_length } : {}),
      ...(x.choices ? { choices: x.choices.slice(0, 25).map((c) => (typeof c === 'string' ? { name: c, value: c } : c)) } : {}),
    }) as APIApplicationCommandBasicOption,
  int: (name: string, x: OptionExtras = {}): APIApplicationCommandBasicOption => ({
    ...base(T.Integer, name, x),
    ...(x.min_value !== undefined ? { min_value: x.min_value } : {}),
    ...(x.max_value !== undefined ? { max_value: x.max_value } : {}),
  }),
  flag: (name: string, x: OptionExtras = {}): APIApplicationCommandBasicOption => base(T.Boolean, name, x),
  user: (name: string, x: OptionExtras = {}): APIApplicationCommandBasicOption => base(T.User, name, x),
  file: (name: string, x: OptionExtras = {}): APIApplicationCommandBasicOption => base(T.Attachment, name, x),
};

/**
 * A yes/no option: Discord sends a boolean, the console types `true`, `yes`, `false` or `no`.
 * `error`: the system's option code for a value that is neither.
 */
export const flagSchema = (error: string) =>
  z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no']).transform((s) => s === 'true' || s === 'yes')], { error });
