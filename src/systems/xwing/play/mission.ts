import type { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import type { ButtonSpec, Card, CardField } from '../../../core/message.ts';
import type { Refusal } from '../../../core/refusal.ts';
import type { Decision } from '../../../core/system.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { shapedState } from './codec.ts';
import { evolve, type GameEvent } from './events.ts';
import type { Actor, EndReason, FleetSide, GameState, LeaveEdge, ShipState } from './state.ts';

// The extension point a mission layer plugs into: a campaign's rules inside a game (the
// Big Shed League's missions) add event kinds to the game's log, with how each changes the
// game and its words, and steps of their own to the game's moves (the end of an End Phase,
// a ship leaving, an activation card). The game defines this and never imports a layer: the
// composition registers one once (compose.ts: the system, and the commands' context), the
// game's moves call it when there is one and play a plain game when there is none, and the
// layer's own decisions use `evolveWith`.

/** A layer's event as the game sees it: a kind it does not read itself. */
export type LayerEvent = { readonly t: string };

/** What a layer's step has to tell the table, worded when the reply is (the game's language and catalogue). */
export type LayerWords = (locale: Locale, catalog: Catalog) => readonly string[];

/** One event kind a layer adds: its stored form is a zod object with a literal `t`. */
export type MissionEventSchema = z.ZodObject<{ t: z.ZodLiteral<string> } & z.ZodRawShape>;

export interface MissionRules<M extends { readonly t: string }> {
  /** The stored forms of its events, joined to the game's own in one discriminated union (schema.ts). */
  readonly eventSchemas: readonly MissionEventSchema[];
  /** Whether an event is one of its kinds. */
  owns(event: { readonly t: string }): event is M;
  /** Applies one of its events to a started game; pure (`evolveWith` counts the step and shapes the state). */
  evolve(state: GameState, event: M): GameState;
  /** What /undo takes back, in words. */
  describe(event: M, locale: Locale): string;
  /** The event's line in `/game log`, in words. */
  logLine(event: M, locale: Locale): string;
  /** Its marks and words on the game's own cards. */
  readonly board: MissionBoard;
}

/** A layer's marks and words on the game's own cards (the live tracker, `/game status`, the log), in its games; nothing elsewhere. */
export interface MissionBoard {
  /** After a ship in play on the live tracker (" · Runner · 🌀1/3"); '' for none. */
  trackerMarks(state: GameState, ship: ShipState, locale: Locale): string;
  /** On a ship's line of `/game status`. */
  statusMarks(state: GameState, ship: ShipState, locale: Locale): readonly string[];
  /** How a ship that left counts, in place of the game's "fled"; null: the game's words. */
  exitText(state: GameState, ship: ShipState, locale: Locale): string | null;
  /** Its field on the tracker and `/game status`; null with nothing to say. */
  field(state: GameState, locale: Locale): CardField | null;
  /** A game going on that ends at this round's End Phase (a fleet gone): what comes next and the label of the button that closes the round; null otherwise. */
  endsNow(state: GameState, locale: Locale): { readonly next: string; readonly closeRound: string } | null;
  /** Why a game ended, where the game's own reasons do not say it (a fleet gone at an End Phase); null: the game's words. */
  endText(ended: { readonly reason: EndReason; readonly round: number; readonly gone?: readonly FleetSide[] }, locale: Locale): string | null;
}

/**
 * What a layer adds at the very end of the End Phase of round `round`, before the next round
 * starts (a campaign's Reinforcements and its end check): its events, the game after them
 * (an ended game starts no next round), and what it tells the table.
 */
export type EndOfEndPhase<M extends LayerEvent> = (
  catalog: Catalog,
  afterEndPhase: GameState,
  round: number,
) => {
  readonly events: readonly (GameEvent | M)[];
  readonly state: GameState;
  readonly words: LayerWords;
};

/** A ship leaving the play area: by which edge, or by a hyperspace jump. */
export interface ShipLeaving {
  readonly ship: string;
  readonly edge: LeaveEdge | null;
  readonly jump: boolean;
}

/**
 * A mission layer as the game's moves call it. `C`: the state of the campaign its games
 * belong to; a step that reads it is handed the game's campaign, read in the same
 * transaction as the game (null for a game outside one).
 */
export interface MissionLayer<M extends LayerEvent, C = unknown> extends MissionRules<M> {
  readonly endOfEndPhase: EndOfEndPhase<M>;
  /** A ship fled in one of its games: how it leaves (or stays at the edge) and what follows; null in a game not its own (a plain flee). */
  leave(current: GameState | null, actor: Actor, input: ShipLeaving, campaign: C | null): Decision<GameEvent | M, LayerWords> | null;
  /** What follows the game's own change `events` (a ship destroyed, or fled in a plain game) in one of its games. */
  afterExit(before: GameState, events: readonly GameEvent[], campaign: C | null): { readonly events: readonly (GameEvent | M)[]; readonly words: LayerWords };
  /** The damage cards a ship has now, as the table reports them. */
  setDamageCards(current: GameState | null, actor: Actor, input: { readonly ship: string; readonly cards: number }): Decision<GameEvent | M, LayerWords>;
  /** Its marks on a solo ship's activation card (or approach question), and the buttons it adds, bound to the stored game `gameId` (R55). */
  activationCard(
    card: Card,
    ship: ShipState,
    state: GameState | null,
    locale: Locale,
    gameId?: number | null,
  ): { readonly card: Card; readonly buttons: readonly ButtonSpec[] };
  /** A choice it offers before a ship's approach dice (a jump instead of the roll): the question and its button, or null. */
  approachChoice(state: GameState, ship: ShipState, pendingId: number, locale: Locale): { readonly question: string; readonly button: ButtonSpec } | null;
  /** Its own refusals in words; undefined for a code it does not know. */
  refusalText(refusal: Refusal, locale: Locale): string | undefined;
  /** Why a new game may not replace its campaign's current one (a mission game awaiting its result); null: it may. */
  gameHeld(campaign: C): Refusal | null;
  /** Why a player ship may not simply /leave one of its games (its fate counts for the campaign); null: it may. */
  shipStays(state: GameState, ship: ShipState): Refusal | null;
}

/** The game's evolve with a layer's events added: the layer's own kinds go to it, every other to the game. */
export function evolveWith<M extends { readonly t: string }>(
  mission: Pick<MissionRules<M>, 'owns' | 'evolve'> | undefined,
): (state: GameState | null, e: GameEvent | M) => GameState {
  if (!mission) return evolve as (state: GameState | null, e: GameEvent | M) => GameState;
  return (state, e) => {
    if (!mission.owns(e)) return evolve(state, e as GameEvent);
    if (!state) throw new Error(`event ${e.t} before the game started`);
    const next = mission.evolve(state, e);
    return shapedState(next, next.ships, state.step + 1);
  };
}
