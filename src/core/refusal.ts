// Expected refusals are values, not exceptions: a decision returns one, the app writes
// nothing, and the adapter shows its text in a reply only the user sees. Each game
// system names its own codes; the core's are below.

export interface Refusal {
  readonly ok: false;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Made by the core (its params are the core's): shown in the core's words, not a system's. */
  readonly byCore?: true;
}

export function refuse(code: string, params: Record<string, string | number> = {}): Refusal {
  return { ok: false, code, params };
}

/** A refusal the core itself makes (no game, another system's game, a duplicate…). */
export function coreRefuse(code: CoreRefusalCode, params: Record<string, string | number> = {}): Refusal {
  return { ok: false, code, params, byCore: true };
}

/** Refusals any system can meet: the core renders these itself. */
export const CORE_REFUSALS = [
  'no-game',
  'other-system',
  'game-exists',
  'duplicate',
  'forbidden',
  'nothing-to-undo',
  'stale-button',
  'no-campaign',
  'campaign-exists',
  'closed-in-campaign',
  'too-many-owned',
] as const;
export type CoreRefusalCode = (typeof CORE_REFUSALS)[number];
