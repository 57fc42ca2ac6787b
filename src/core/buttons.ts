// A button's custom id is all Discord gives back when it is pressed, and it outlives the
// process that made it. So every id is written and read by one typed codec (a route, a
// version, its fields in order); an older version is read by the codec's `legacy` reader or
// refused as stale, never reaching a handler half-parsed.

/** Discord's limit on a component's custom id. */
export const CUSTOM_ID_MAX = 100;

/** A field's kind: a whole number, text, or a bounded count (an id with a count out of bounds is not the bot's: it reads as nothing). */
type Kind = 'int' | 'text' | { readonly min: number; readonly max: number };
type Value<K extends Kind> = K extends 'text' ? string : number;
export type Fields = Readonly<Record<string, Kind>>;
export type Decoded<F extends Fields> = { readonly [K in keyof F]: Value<F[K]> };

export interface ButtonCodec<F extends Fields> {
  /** What the dispatcher routes on: the part of the id before the first ':' (and before its '.version'). */
  readonly route: string;
  readonly version: number;
  encode(value: Decoded<F>): string;
  /** Whether the id of these fields is within Discord's length (encode throws past it). */
  fits(value: Decoded<F>): boolean;
  /** The fields of an id this codec wrote (or its legacy reader reads); null for anything else. */
  decode(customId: string): Decoded<F> | null;
  /** Every route its ids may come back on: its own, and the legacy ids' route. */
  readonly routes: readonly string[];
}

/** Ids written before versions existed (`route:a:b`, split on ':'): their route, and a reader of the parts after it. */
export interface LegacyIds<F extends Fields> {
  readonly route: string;
  read(parts: readonly string[]): Decoded<F> | null;
}

/** The route of a custom id (`atk.2:…` → `atk`; an unversioned `atk:…` → `atk`). */
export function routeOf(customId: string): string {
  const head = customId.split(':', 1)[0] ?? '';
  return head.replace(/\.\d+$/, '');
}

// ':' separates fields and '%' escapes: names may hold either.
const escapeField = (s: string) => s.replace(/%/g, '%25').replace(/:/g, '%3A');
const unescapeField = (s: string) => s.replace(/%3A/g, ':').replace(/%25/g, '%');

export function buttonCodec<F extends Fields>(route: string, version: number, fields: F, legacy?: LegacyIds<F>): ButtonCodec<F> {
  if (!/^[a-z][a-z0-9-]*$/.test(route)) throw new Error(`a button route must be lower-case letters, digits and '-': ${route}`);
  const names = Object.keys(fields) as (keyof F & string)[];
  const head = `${route}.${version}`;
  const idOf = (value: Decoded<F>): string => {
    const parts = names.map((n) => {
      const v = value[n];
      const kind = fields[n]!;
      if (kind !== 'text' && !Number.isSafeInteger(v)) throw new Error(`button ${route}: ${n} must be a whole number`);
      if (typeof kind === 'object' && ((v as number) < kind.min || (v as number) > kind.max))
        throw new Error(`button ${route}: ${n} must be from ${kind.min} to ${kind.max}`);
      return escapeField(String(v));
    });
    return [head, ...parts].join(':');
  };
  return {
    route,
    version,
    routes: legacy && legacy.route !== route ? [route, legacy.route] : [route],
    encode(value) {
      const id = idOf(value);
      if (id.length > CUSTOM_ID_MAX) throw new Error(`button ${route}: its id is ${id.length} characters, over Discord's ${CUSTOM_ID_MAX}`);
      return id;
    },
    fits(value) {
      return idOf(value).length <= CUSTOM_ID_MAX;
    },
    decode(customId) {
      if (customId.length > CUSTOM_ID_MAX) return null;
      const [first, ...rest] = customId.split(':');
      if (legacy && first === legacy.route) return legacy.read(rest);
      if (first !== head || rest.length !== names.length) return null;
      const out: Record<string, string | number> = {};
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        const raw = unescapeField(rest[i]!);
        const kind = fields[name]!;
        if (kind !== 'text') {
          if (!/^-?\d{1,15}$/.test(raw)) return null;
          const n = Number(raw);
          if (typeof kind === 'object' && (n < kind.min || n > kind.max)) return null;
          out[name] = n;
        } else out[name] = raw;
      }
      return out as Decoded<F>;
    },
  };
}
