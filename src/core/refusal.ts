// Expected refusals are values, not exceptions: the app writes nothing and the adapter shows
// the text to the user alone. A refusal carries codes and data, never words: each language renders it.

export interface Refusal {
  readonly ok: false;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Made by the core (its params are the core's): shown in the core's words, not a system's. */
  readonly byCore?: true;
}

/** Whether a value-or-refusal is the refusal: the one guard for every `T | Refusal` (a value is never `ok: false`). */
export function isRefusal<T>(x: T | Refusal): x is Refusal {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}

export type NoParams = Readonly<Record<string, never>>;

/** The arguments after the code: none needed when the code carries no parameters. */
export type ParamsArgs<P> = P extends NoParams ? [params?: P] : [params: P];

/** The untyped base of every system's refusal maker: call the system's typed maker instead (see `refuser`). */
export function refuse(code: string, params: Record<string, string | number> = {}): Refusal {
  return { ok: false, code, params };
}

/** A system's refusal maker, typed by its map of code → parameters: an undeclared code or a wrong parameter is a compile error. */
export function refuser<M extends object>(): <C extends keyof M & string>(code: C, ...params: ParamsArgs<M[C]>) => Refusal {
  return (code, ...params) => refuse(code, (params[0] ?? {}) as Record<string, string | number>);
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

/** What the core refuses to a user without the right (`forbidden`): each language words it (core/strings.ts). */
export const CORE_FORBIDDEN_ACTIONS = ['undo', 'close'] as const;
export type CoreForbiddenAction = (typeof CORE_FORBIDDEN_ACTIONS)[number];

/** The parameters of each core refusal: system titles are names, the rest codes and numbers. */
export type CoreRefusalParams = {
  'no-game': NoParams;
  'other-system': { system: string; wanted: string };
  'game-exists': { system: string };
  duplicate: NoParams;
  forbidden: { action: CoreForbiddenAction };
  'nothing-to-undo': NoParams;
  'stale-button': NoParams;
  'no-campaign': NoParams;
  'campaign-exists': NoParams;
  'closed-in-campaign': NoParams;
  'too-many-owned': { max: number };
};

/** A refusal the core itself makes (no game, another system's game, a duplicate…), shown in the core's words. */
export function coreRefuse<C extends CoreRefusalCode>(code: C, ...params: ParamsArgs<CoreRefusalParams[C]>): Refusal {
  return { ok: false, code, params: (params[0] ?? {}) as Record<string, string | number>, byCore: true };
}

/** A core refusal a system may word its own way (its words first, the core's when it has none), typed as the core's. */
export const sharedRefuse = refuser<CoreRefusalParams>();

/** One language's words for the refusals of map M it words: a function of each code's parameters, none missing. */
export type RefusalWords<M, C extends keyof M = keyof M> = { readonly [K in C]: (p: M[K]) => string };

/** A refusal in `words`' language; undefined for a code they do not word (the core's words then). */
export function wordRefusal<M, C extends keyof M>(words: RefusalWords<M, C>, r: Refusal): string | undefined {
  return Object.hasOwn(words, r.code) ? (words[r.code as C] as (p: Refusal['params']) => string)(r.params) : undefined;
}
