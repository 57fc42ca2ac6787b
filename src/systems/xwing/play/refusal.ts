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
  | 'mission-awaits-result'
  | 'mission-ship-stays';

/** The X-Wing refusals, typed; the core renders the codes it shares (src/core/strings.ts) when these strings do not. */
export function refuse(code: RefusalCode, params: Record<string, string | number> = {}): Refusal {
  return coreRefuse(code, params);
}
