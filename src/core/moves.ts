import type { z } from 'zod';
import type { DecideContext, Games, MutateOptions, Outcome } from './app.ts';
import type { Invocation, Reply } from './command.ts';
import type { Locale } from './locale.ts';
import { parseOptions, refusalReply, whereOf } from './options.ts';
import type { Refusal } from './refusal.ts';
import type { Decision, UndoneEvent } from './system.ts';

// The one way from a tap to a rule: parse the options into the user's words, load the
// channel's game under the write lock, decide (pure), append and save in one
// transaction, then render from the state before and after. A system binds this once
// with its words; its commands hand it a decision and a renderer, nothing more.

/** How a system words what the core cannot: its own refusal codes, and its option schemas' messages. */
export interface SystemWords {
  /** A refusal of the system's own in the user's language; undefined for codes it does not know (the core's words then). */
  refusal(r: Refusal, locale: Locale): string | undefined;
  /**
   * An option schema's message in the user's language. Schemas give codes (or, in older
   * schemas, English sentences) as their messages: only this turns them into words.
   */
  option?(message: string, locale: Locale): string | undefined;
}

/** A change that was made: the outcome of the transaction, with the state before it. */
export type Done<S, E, V> = Extract<Outcome<S, E, V>, { ok: true }>;

export interface Moves {
  /** The invocation's options, checked; the first problem is thrown as a UserError in the user's words. */
  parse<Z extends z.ZodType>(schema: Z, inv: Invocation): z.output<Z>;
  /** A refusal as a reply only the user sees, in their language. */
  refusal(r: Refusal, inv: Invocation): Reply;
  /** Decides on the channel's game in one transaction and renders the change, or the refusal. */
  run<S, E extends { readonly t: string }, N, V>(
    games: Games<S, E, N>,
    inv: Invocation,
    decide: (ctx: DecideContext<S, E>) => Decision<E | UndoneEvent, V>,
    render: (done: Done<S, E, V>) => Reply | Promise<Reply>,
    options?: MutateOptions<S, V, N>,
  ): Promise<Reply>;
}

export function moves(words: SystemWords): Moves {
  const option = words.option;
  const refusalText = (r: Refusal, locale: Locale) => words.refusal(r, locale);
  return {
    parse: (schema, inv) => parseOptions(schema, inv, option),
    refusal: (r, inv) => refusalReply(r, inv.locale, refusalText),
    async run(games, inv, decide, render, options) {
      const r = await games.mutate(whereOf(inv), decide, options);
      if (!r.ok) return refusalReply(r, inv.locale, refusalText);
      return render(r);
    },
  };
}

/**
 * An option schema's message as a code, not words: `optionCode('range', 1, 10)`. The
 * system's `option` words render it in the user's language (`optionWords`), so no schema
 * holds a language and no parse depends on whose it is.
 */
export const optionCode = (key: string, ...args: readonly (string | number)[]): string => ['opt', key, ...args].join(':');

type OptionTable = Readonly<Record<string, unknown>>;

/** An option code in the words of `table` (a string, or a function of the code's arguments); undefined for anything else. */
export function optionWords(message: string, table: OptionTable): string | undefined {
  if (!message.startsWith('opt:')) return undefined;
  const [, key = '', ...args] = message.split(':');
  const w = table[key];
  if (typeof w === 'string') return w;
  if (typeof w === 'function') return String((w as (...a: unknown[]) => unknown)(...args.map((a) => (/^-?\d+$/.test(a) ? Number(a) : a))));
  return undefined;
}
