import type { z } from 'zod';
import type { Locale } from './locale.ts';
import type { Message } from './message.ts';
import type { Refusal } from './refusal.ts';
import type { TableView } from './table-view.ts';

// The contract every game system fulfils (boardgame.io's `Game` object is the model).
// A system is plain data and pure functions: it knows nothing of Discord, SQL or the
// clock. The core stores its games, checks its events and notices against its schemas,
// replays and undoes them, and renders what it says through it.

/** What the surfaces showing a tracker offer besides the game: the live table as a Discord Activity (a button launches it). */
export interface TrackerSurface {
  readonly activity: boolean;
}

/** A command's decision: the events that happen (and what to show), or a refusal. */
export type Decision<E, V> = { readonly ok: true; readonly events: readonly E[]; readonly view: V } | Refusal;

/** The core's own event, reserved in every log: it takes back the command whose first event is `seq`. */
export interface UndoneEvent {
  readonly t: 'undone';
  readonly seq: number;
}

export interface LoggedEvent<E> {
  readonly seq: number;
  /** The seq of the first event of the command that wrote it: undo takes back a whole command. */
  readonly batch: number;
  readonly event: E | UndoneEvent;
  /** The interaction that wrote it (on the first event of a command), when known. */
  readonly interaction?: string | null;
}

export interface GameSystem<S = unknown, E extends { readonly t: string } = { readonly t: string }, N = unknown> {
  /** Stored on every game row; never changes once games exist ('xwing-solo', 'hex', 'abs'). */
  readonly id: string;
  readonly title: string;
  /** The version of its stored form: an older event goes through `upgradeEvent`, an older state is rebuilt by replaying the log. */
  readonly schemaVersion: number;
  readonly stateSchema: z.ZodType<S>;
  readonly eventSchema: z.ZodType<E>;
  /** What it asks the bot to post by itself (wave arrivals, the end): stored, rendered when posted. */
  readonly noticeSchema: z.ZodType<N>;
  /** Brings an event stored at `fromVersion` up to `schemaVersion` (the identity when nothing changed). */
  upgradeEvent(event: unknown, fromVersion: number): unknown;
  /** Applies one event; pure. `null` state: the event must start the game. */
  evolve(state: S | null, event: E): S;
  /** After every change: an event the game adds by itself (its own end), or null. */
  follows(state: S): E | null;
  /** Whether the game has ended (its log is then archived). */
  ended(state: S): boolean;
  /** Notices that an event the game added by itself (`follows`) asks to post. */
  noticesFor(event: E, state: S): readonly N[];
  /** The stored text of a state, and back (a compact codec, or plain JSON). */
  encodeState(state: S): string;
  decodeState(text: string): unknown;
  /** What an undo takes back, in words ("TIE-1's activation"). */
  describe(event: E, locale: Locale): string;
  renderNotice(notice: N, locale: Locale): Message;
  /** The live tracker (whose turn it is), posted once and edited after every change; null: nothing to show. */
  tracker?(state: S, locale: Locale, gameId: number, surface?: TrackerSurface): Message | null;
  /** The live table's view (the page outside Discord): only what the players may see. Absent: its tracker is shown. */
  table?(state: S, locale: Locale, log: readonly LoggedEvent<E>[]): TableView | null;
  /** A refusal of this system's own, in words; undefined for codes it does not know. */
  refusalText(refusal: Refusal, locale: Locale): string | undefined;
}

/** A campaign groups games of a channel and carries state from one to the next. */
export interface CampaignSystem<C = unknown, CE extends { readonly t: string } = { readonly t: string }> {
  readonly id: string;
  readonly title: string;
  readonly schemaVersion: number;
  readonly stateSchema: z.ZodType<C>;
  readonly eventSchema: z.ZodType<CE>;
  upgradeEvent(event: unknown, fromVersion: number): unknown;
  evolve(state: C | null, event: CE): C;
  ended(state: C): boolean;
  describe(event: CE, locale: Locale): string;
  refusalText(refusal: Refusal, locale: Locale): string | undefined;
  /** Throws when a state that decodes cannot be shown (a pilot its catalogue lacks): the campaign is then set aside, not every command failing. */
  check?(state: C): void;
  /** The live table's view of the campaign: only what its players may see now (its hidden draws stay hidden). */
  table?(state: C, locale: Locale): TableView | null;
}

/** Erased forms, for registries that hold systems of every kind. */
export type AnyGameSystem = GameSystem<any, any, any>;
export type AnyCampaignSystem = CampaignSystem<any, any>;
