import type { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { shapedState } from './codec.ts';
import { evolve, type GameEvent } from './events.ts';
import type { GameState } from './state.ts';

// The extension point a mission layer plugs into: a campaign's rules inside a game (the
// Big Shed League's missions) add event kinds to the game's log, with how each changes the
// game and its words. The game defines this and never imports a layer: the composition
// hands one to the system (compose.ts), and the layer's own decisions use `evolveWith`.

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
}

/**
 * What a layer adds at the very end of an End Phase, before the next round starts (a
 * campaign's Reinforcements and its end check): its events, and the game after them.
 */
export type EndOfEndPhase<M extends { readonly t: string }> = (afterEndPhase: GameState) => {
  readonly events: readonly (GameEvent | M)[];
  readonly state: GameState;
};

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
