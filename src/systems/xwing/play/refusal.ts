import { refuse as coreRefuse, type Refusal } from '../../../core/refusal.ts';

export type { Refusal };

// Expected refusals are values, not exceptions: the adapter renders them as an
// ephemeral message (strings/en.ts) and nothing is written.

export type RefusalCode =
  | 'no-game'
  | 'game-exists'
  | 'game-ended'
  | 'unknown-ship'
  | 'unknown-chassis'
  | 'ambiguous-chassis'
  | 'unknown-pilot'
  | 'chassis-not-in-edition'
  | 'pilot-not-in-edition'
  | 'ship-not-active'
  | 'not-solo'
  | 'already-activated'
  | 'bad-option'
  | 'forbidden'
  | 'name-taken'
  | 'nothing-to-undo'
  | 'stale-button'
  | 'same-ship'
  | 'duplicate'
  | 'unknown-upgrade'
  | 'no-slot'
  | 'wrong-phase'
  | 'no-ship-of-yours'
  | 'already-done'
  | 'round-moved'
  | 'use-activate'
  | 'attack-too-early'
  | 'already-attacked'
  | 'attack-recorded'
  | 'activation-under-way'
  | 'not-a-player-ship'
  | 'arc-fixed'
  | 'out-of-turn'
  | 'turn-of-player'
  | 'wrong-faction'
  | 'other-edition';

/** What only a ship's owner, the game's owner or a channel manager may do (`forbidden`). */
export type ForbiddenAction = 'remove' | 'change' | 'attack-with' | 'end' | 'mark-done' | 'change-language' | 'undo' | 'confirm-turn';
/** What an out-of-date button asked about when it names no ship (`stale-button`). */
export type StaleSubject = 'turn' | 'game' | 'round' | 'attack';
/** What a phase does not allow (`wrong-phase`). */
export type PhaseAction = 'set-dials' | 'be-done' | 'attack';
/** Why a value is not valid (`bad-option`), with what each hint names. */
export type OptionHint =
  | { hint?: undefined }
  | { hint: 'carries'; ship: string; upgrades: string }
  | { hint: 'no-charges' }
  | { hint: 'charges-at-most'; upgrade: string; charges: number }
  | { hint: 'one-of-or-random'; options: string }
  | { hint: 'no-tally-marker' }
  | { hint: 'say-which'; upgrades: string };
/** A turn the game's owner may confirm (R54, R55): what the button does, bound to game `game` at its step `at`. */
type ConfirmableTurn = { step: 'activation' | 'engagement'; act: 'activate' | 'done'; game: number; at: number };
type Phase = 'planning' | 'activation' | 'engagement' | 'end' | 'ended';

/** The parameters of the refusals that carry words: codes each language renders, and names from the game. */
export type RefusalParams = {
  /**
   * `ships`: the game's ships, listed; with none, `add` says which command would add this one
   * (ruling R78): `ship-add` for a name that reads as a solo ship's, else `join`.
   */
  'unknown-ship': { ship: string; ships: string; add?: 'join' | 'ship-add' };
  forbidden: { action: ForbiddenAction; ship?: string };
  'wrong-phase': { phase: Phase; action: PhaseAction };
  'bad-option': { option: string; value: string | number } & OptionHint;
  'stale-button': { ship: string } | { subject: StaleSubject };
  'already-done': { ship: string; step: 'activation' | 'engagement' };
  'no-slot': { upgrade: string; slot: string; pilot: string; slots: string };
  /** Ruling R53: the chart the activation's dice are shown on. */
  'arc-fixed': { ship: string; chart: 'bullseye' | 'front' | 'side' | 'rear' };
  /** Rulings R54, R55: a turn the game's owner may confirm with a button bound to game `game` at step `at`. */
  'out-of-turn': { ship: string; next: string } & ConfirmableTurn;
  'turn-of-player': { ship: string; owner: string } & ConfirmableTurn;
};
type ParamsOf<C extends RefusalCode> = C extends keyof RefusalParams ? RefusalParams[C] : Record<string, string | number>;

/** The X-Wing refusals, typed; the core renders the codes it shares (src/core/strings.ts) when these strings do not. */
export function refuse<C extends RefusalCode>(code: C, ...params: C extends keyof RefusalParams ? [ParamsOf<C>] : [ParamsOf<C>?]): Refusal {
  return coreRefuse(code, (params[0] ?? {}) as Record<string, string | number>);
}
