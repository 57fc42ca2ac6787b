import type { z } from 'zod';
import type { CampaignContext, CampaignDecision, CampaignRecord, Campaigns, DecideContext, Games, MutateOptions, Outcome } from './app.ts';
import type { Invocation, Reply } from './command.ts';
import type { Locale } from './locale.ts';
import { parseOptions, refusalReply, whereOf } from './options.ts';
import { coreRefuse, isRefusal, type Refusal } from './refusal.ts';
import type { CampaignSystem, Decision, LoggedEvent, UndoneEvent } from './system.ts';

// The one way from a tap to a rule: parse the options into the user's words, load the
// channel's game under the write lock, decide (pure), append and save in one
// transaction, then render from the state before and after. A system binds this once
// with its words; its commands hand it a decision and a renderer, nothing more.

/** How a system words what the core cannot: its own refusal codes, and its option schemas' messages. */
export interface SystemWords<T = void> {
  /** A refusal of the system's own in the user's language; undefined for codes it does not know (the core's words then). */
  refusal(r: Refusal, locale: Locale): string | undefined;
  /**
   * An option schema's message in the user's language. Schemas give codes (or, in older
   * schemas, English sentences) as their messages: only this turns them into words.
   */
  option?(message: string, locale: Locale): string | undefined;
  /** The system's strings in a language: renderers are handed them in the language of what they show, so none looks them up itself. */
  strings?(locale: Locale): T;
}

/** A change that was made: the outcome of the transaction, with the state before it. */
export type Done<S, E, V> = Extract<Outcome<S, E, V>, { ok: true }>;

export interface RunOptions<S, V, N> extends MutateOptions<S, V, N> {
  /** The game a pressed button was drawn for: a press from another game (an earlier one in the channel) is stale, checked under the lock. */
  readonly pressedIn?: number;
  /** What a stale press is told (a system may say what the button asked about); default: the core's stale-button. */
  readonly stale?: Refusal;
  /** A refusal the move answers in its own way (a second press of a button whose work is done); undefined: the refusal's words. */
  readonly refused?: Refused;
}

type Refused = (r: Refusal, inv: Invocation) => Reply | undefined;

/** What a decision on a campaign alone sees: the channel's campaign of the system (if any) and, if asked, its log. */
export interface CampaignDecideContext<C, CE> {
  readonly state: C | null;
  readonly campaign: CampaignRecord<C> | null;
  readonly nextSeq: number;
  readonly log: readonly LoggedEvent<CE>[];
}

/** A campaign's change that was made: its view and the campaign after it. */
export interface CampaignDone<C, V> {
  readonly ok: true;
  readonly view: V;
  readonly state: C;
  readonly campaignId: number;
}

/** What a look-up decides: a view, or a refusal. It writes nothing (a decision with events is not a look-up). */
export type Look<V> = { readonly ok: true; readonly view: V; readonly events?: readonly unknown[] } | Refusal;

/** What a look-up saw: its view, the state it saw (null: no game of the system), and the language of the game (the user's with none). */
export interface Seen<S, V> {
  readonly view: V;
  readonly state: S | null;
  readonly locale: Locale;
}

export interface Moves<T = void> {
  /** The invocation's options, checked; the first problem is thrown as a UserError in the user's words. */
  parse<Z extends z.ZodType>(schema: Z, inv: Invocation): z.output<Z>;
  /** A refusal as a reply only the user sees, in their language. */
  refusal(r: Refusal, inv: Invocation): Reply;
  /** Decides on the channel's game in one transaction and renders the change (with the strings of the game's language), or the refusal. */
  run<S, E extends { readonly t: string }, N, V>(
    games: Games<S, E, N>,
    inv: Invocation,
    decide: (ctx: DecideContext<S, E>) => Decision<E | UndoneEvent, V>,
    render: (done: Done<S, E, V>, t: T) => Reply | Promise<Reply>,
    options?: RunOptions<S, V, N>,
  ): Promise<Reply>;
  /** `run` for a decision that also reads (and may change) the game's campaign, in the same transaction. */
  runWithCampaign<S, E extends { readonly t: string }, N, C, CE extends { readonly t: string }, V>(
    games: Games<S, E, N>,
    campaign: CampaignSystem<C, CE> | null,
    inv: Invocation,
    decide: (ctx: DecideContext<S, E> & CampaignContext<C>) => CampaignDecision<E, CE, V>,
    render: (done: Done<S, E, V>, t: T) => Reply | Promise<Reply>,
    options?: RunOptions<S, V, N>,
  ): Promise<Reply>;
  /** `run` for a change of the channel's campaign alone (its set-up, its steps between games). */
  runCampaign<C, CE extends { readonly t: string }, V>(
    campaigns: Campaigns<C, CE>,
    inv: Invocation,
    decide: (ctx: CampaignDecideContext<C, CE>) => Decision<CE | UndoneEvent, V>,
    render: (done: CampaignDone<C, V>, t: T) => Reply | Promise<Reply>,
    options?: Parameters<Campaigns<C, CE>['mutate']>[2],
  ): Promise<Reply>;
  /** A change made another way (one the runner does not make itself): its render, or the refusal in the user's words (or the move's own answer to it). */
  answer<O extends { readonly ok: true }>(
    outcome: Promise<O | Refusal>,
    inv: Invocation,
    render: (done: O, t: T) => Reply | Promise<Reply>,
    refused?: Refused,
  ): Promise<Reply>;
  /**
   * A look-up of the channel's game (or campaign) as it is: read without the write lock, and
   * nothing is written. None (or another system's) is the core's refusal.
   */
  read<R extends object>(
    source: { read(channelId: string): Promise<R | Refusal> },
    inv: Invocation,
    render: (record: R, t: T) => Reply | Promise<Reply>,
  ): Promise<Reply>;
  /** A look-up that answers with no game going too: a pure view of the channel's game of this system, or of none. */
  look<S, V>(
    games: Pick<Games<S, { readonly t: string }, unknown>, 'peek'>,
    inv: Invocation,
    see: (state: S | null) => Look<V>,
    render: (seen: Seen<S, V>, t: T) => Reply | Promise<Reply>,
  ): Promise<Reply>;
}

/** The language of a game (its record or outcome); a campaign's records carry none. */
const localeOf = (x: object): Locale | undefined => ('locale' in x ? (x.locale as Locale) : undefined);

export function moves<T = void>(words: SystemWords<T>): Moves<T> {
  const option = words.option;
  const refusalText = (r: Refusal, locale: Locale) => words.refusal(r, locale);
  const strings = (locale: Locale): T => (words.strings ? words.strings(locale) : (undefined as T));
  const refusal = (r: Refusal, inv: Invocation) => refusalReply(r, inv.locale, refusalText);
  const answer = async <O extends { readonly ok: true }>(
    outcome: Promise<O | Refusal>,
    inv: Invocation,
    render: (done: O, t: T) => Reply | Promise<Reply>,
    refused?: Refused,
  ): Promise<Reply> => {
    const r = await outcome;
    if (!r.ok) return refused?.(r, inv) ?? refusal(r, inv);
    return render(r, strings(localeOf(r) ?? inv.locale));
  };
  /** A decision that first refuses a press from another game than the one its button was drawn for. */
  const pressed = <X extends { readonly game: { readonly id: number } | null }, D>(
    decide: (x: X) => D,
    options?: { readonly pressedIn?: number; readonly stale?: Refusal },
  ) => {
    const game = options?.pressedIn;
    if (game === undefined) return decide;
    return (x: X): D | Refusal => (x.game?.id === game ? decide(x) : (options?.stale ?? coreRefuse('stale-button')));
  };
  return {
    parse: (schema, inv) => parseOptions(schema, inv, option),
    refusal,
    answer,
    run: (games, inv, decide, render, options) =>
      answer(games.mutate(whereOf(inv), pressed(decide, options) as typeof decide, options), inv, render, options?.refused),
    runWithCampaign: (games, campaign, inv, decide, render, options) =>
      answer(games.mutateWithCampaign(whereOf(inv), campaign, pressed(decide, options) as typeof decide, options), inv, render, options?.refused),
    runCampaign: (campaigns, inv, decide, render, options) => answer(campaigns.mutate(whereOf(inv), decide, options), inv, render),
    async read(source, inv, render) {
      const r = await source.read(inv.channelId);
      if (isRefusal(r)) return refusal(r, inv);
      const record = r as Exclude<typeof r, Refusal>;
      return render(record, strings(localeOf(record) ?? inv.locale));
    },
    async look(games, inv, see, render) {
      const game = await games.peek(inv.channelId);
      const state = game?.state ?? null;
      const d = see(state);
      if (!d.ok) return refusal(d, inv);
      // A look-up is read without the write lock: one that would write is a bug, not a refusal.
      if (d.events?.length) throw new Error('a look-up decided to write');
      const locale = game?.locale ?? inv.locale;
      return render({ view: d.view, state, locale }, strings(locale));
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
