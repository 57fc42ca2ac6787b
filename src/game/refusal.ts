// Expected refusals are values, not exceptions: the adapter renders them as an
// ephemeral message (src/i18n) and nothing is written.

export type RefusalCode =
  | 'no-game'
  | 'game-exists'
  | 'game-ended'
  | 'unknown-ship'
  | 'unknown-chassis'
  | 'ambiguous-chassis'
  | 'unknown-pilot'
  | 'ship-not-active'
  | 'not-solo'
  | 'already-activated'
  | 'bad-option'
  | 'forbidden'
  | 'name-taken'
  | 'nothing-to-undo'
  | 'stale-button'
  | 'same-ship'
  | 'duplicate';

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  readonly params: Readonly<Record<string, string | number>>;
}

export function refuse(code: RefusalCode, params: Record<string, string | number> = {}): Refusal {
  return { ok: false, code, params };
}
