import type { RESTPostAPIChatInputApplicationCommandsJSONBody as Definition } from 'discord-api-types/v10';
import { localize, type CommandWords, type CommandWordsLike, type EnglishCommandWords } from './localize.ts';
import type { z } from 'zod';
import type { Invocation } from './command.ts';
import type { Locale } from './locale.ts';

// The core's own commands (/undo, /close) in each language, and how a system's command words
// in English and French become what its commands are bound with.

export const CORE_COMMANDS_EN = {
  undo: 'Take back the last change to this game (owner or Manage Channels)',
  close: 'End your game or campaign in this channel (Manage Channels: whoever started it)',
  'close what': 'What to end',
  'close what=game': 'The game',
  'close what=campaign': 'The campaign',
} as const satisfies EnglishCommandWords;

export const CORE_COMMANDS_FR: CommandWordsLike<typeof CORE_COMMANDS_EN> = {
  undo: ['annuler', 'Reprendre la dernière modification de cette partie (propriétaire ou Gérer les salons)'],
  close: ['clore', 'Terminer votre partie ou campagne dans ce salon (Gérer les salons : celle de n’importe qui)'],
  'close what': ['quoi', 'Ce qu’il faut terminer'],
  'close what=game': 'La partie',
  'close what=campaign': 'La campagne',
};

/** What a system's commands are shown with: the words its moves leave out, and its other languages. */
export interface CommandWordsIn {
  /** The English description of the command, group, subcommand or option at a path; for a `path=value`, the choice's name. */
  describe(path: string): string | undefined;
  /** The definition with its other languages' names and descriptions (src/core/localize.ts). */
  localize(definition: Definition): Definition;
  /** Said when an invocation names a subcommand no move answers (an older client's list). */
  unknown(inv: Invocation): string;
  /** Reads a move's options by its schema, a problem worded in the user's language (the system's `Moves.parse`). */
  parse<S extends z.ZodType>(schema: S, inv: Invocation): z.output<S>;
}

/**
 * A system's command words as its commands are bound with: English descriptions from `en`, and
 * each other language's names and descriptions from its table (`{ fr: … }`).
 */
export function wordsIn(
  en: EnglishCommandWords,
  others: Readonly<Partial<Record<Exclude<Locale, 'en'>, CommandWords>>>,
  unknown: (inv: Invocation) => string,
  parse: CommandWordsIn['parse'],
): CommandWordsIn {
  const tables = Object.entries(others) as [Exclude<Locale, 'en'>, CommandWords][];
  return { describe: (path) => en[path], localize: (d) => tables.reduce((out, [locale, table]) => localize(out, table, locale), d), unknown, parse };
}
