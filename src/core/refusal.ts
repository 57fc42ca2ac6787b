// Expected refusals are values, not exceptions: a decision returns one, the app writes
// nothing, and the adapter shows its text in a reply only the user sees. Each game
// system names its own codes; the core's are below.

export interface Refusal {
  readonly ok: false;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export function refuse(code: string, params: Record<string, string | number> = {}): Refusal {
  return { ok: false, code, params };
}

export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;

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
  'campaign-game-closed',
] as const;
export type CoreRefusalCode = (typeof CORE_REFUSALS)[number];
