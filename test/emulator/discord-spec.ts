import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { SPEC_LAGS } from './spec-lags.ts';

// Request bodies checked against Discord's own OpenAPI description of its API (discord/discord-api-spec,
// pinned in test/fixtures/discord-api-spec/ with the commit it was taken from): a body Discord would
// refuse is refused by the emulator too, whatever the emulator's own hand-written checks cover.
// OpenAPI 3.1 schemas are JSON Schema 2020-12, hence Ajv's 2020 draft. A route's validator is compiled
// the first time a body comes to it: compiling every route up front would make each test process pay
// for the many routes the bot never calls.

const SPEC_FILE = join(PROJECT_ROOT, 'test', 'fixtures', 'discord-api-spec', 'openapi.json');
/** The description's address in Ajv's registry: route schemas' `#/components/...` references are resolved against it. */
const SPEC_ID = 'https://discord.com/api/v10/openapi.json';

type Schema = Record<string, unknown>;
interface Spec {
  readonly paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  readonly components: { schemas: Record<string, Schema & { properties?: Record<string, unknown> }> };
}

/** One problem with a body: where in it (a JSON pointer) and what Discord's description says. */
export interface BodyError {
  readonly at: string;
  readonly code: string;
  readonly message: string;
}

interface Route {
  readonly template: string;
  readonly pattern: RegExp;
  /** Literal segments: `/messages/@original` wins over `/messages/{message_id}`. */
  readonly literals: number;
}

let loaded: { spec: Spec; ajv: Ajv2020; routes: Route[] } | undefined;
const validators = new Map<string, ValidateFunction | null>();

function load() {
  if (loaded) return loaded;
  const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
  for (const lag of SPEC_LAGS) {
    const properties = spec.components.schemas[lag.schema]?.properties;
    if (!properties || !(lag.property in properties)) throw new Error(`spec-lags.ts: ${lag.schema}.${lag.property} is not in the description any more`);
    properties[lag.property] = lag.replacement;
  }
  // Not strict: the description carries OpenAPI's own keywords (x-discord-union) beside JSON Schema's.
  const ajv = new Ajv2020({ strict: false });
  // The description's formats, as OpenAPI defines them (numbers' widths) and as Discord uses its own.
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
  // Discord's own name for a message nonce's string form: its length is the schema's to check.
  ajv.addFormat('nonce', /^.*$/s);
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('date-time', (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(s) && !Number.isNaN(Date.parse(s)));
  ajv.addSchema({ $id: SPEC_ID, components: spec.components });
  const routes = Object.keys(spec.paths).map((template) => {
    const segments = template.split('/');
    const pattern = new RegExp(`^${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
    return { template, pattern, literals: segments.filter((s) => s && !s.startsWith('{')).length };
  });
  loaded = { spec, ajv, routes };
  return loaded;
}

/** The description's path template for a request path (after /api/v10), or null for a route it does not describe. */
export function routeTemplate(path: string): string | null {
  const matches = load().routes.filter((r) => r.pattern.test(path));
  return matches.sort((a, b) => b.literals - a.literals)[0]?.template ?? null;
}

/** The route's schema with its local references pointed at the description in Ajv's registry. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SPEC_ID}${v}` : anchored(v)]),
  );
}

function validator(template: string, method: string, contentType: string): ValidateFunction | null {
  const key = `${method} ${template} ${contentType}`;
  if (validators.has(key)) return validators.get(key)!;
  const { spec, ajv } = load();
  const content = spec.paths[template]?.[method.toLowerCase()]?.requestBody?.content;
  const schema = content?.[contentType]?.schema;
  const compiled = schema ? ajv.compile(anchored(schema) as Schema) : null;
  validators.set(key, compiled);
  return compiled;
}

/**
 * Of the errors of a body that matches no branch of a union (an interaction callback, a component), those of the
 * branch it came closest to: the ones deepest in the body, less those that only say it is not another kind (its
 * `type` is not that branch's), each said once.
 */
function closest(errors: readonly ErrorObject[]): ErrorObject[] {
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const deepest = Math.max(...errors.map(depth));
  const otherKind = (e: ErrorObject) => e.keyword === 'enum' && e.instancePath.endsWith('/type');
  const inner = errors.filter((e) => depth(e) === deepest && e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
  const kept = inner.some((e) => !otherKind(e)) ? inner.filter((e) => !otherKind(e)) : inner.length ? inner : [...errors];
  return kept.filter((e, i) => kept.findIndex((x) => x.instancePath === e.instancePath && x.message === e.message) === i);
}

/**
 * What is wrong with a request body for Discord's description of its route (empty: nothing, or a route or
 * method it describes no body for). A multipart body is checked by its `payload_json`, as Discord reads it.
 */
export function specProblems(method: string, path: string, body: unknown, multipart: boolean): BodyError[] {
  const template = routeTemplate(path);
  if (!template) return [];
  const validate = validator(template, method, multipart ? 'multipart/form-data' : 'application/json');
  if (!validate || validate(body)) return [];
  const errors = closest(validate.errors ?? []);
  return errors.map((e) => ({ at: e.instancePath || '/', code: e.keyword, message: `${e.message ?? 'invalid'}${paramsText(e)}` }));
}

function paramsText(e: ErrorObject): string {
  if (e.keyword === 'enum') return ` (${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)})`;
  return '';
}

/** Problems in Discord's error shape for 50035 "Invalid Form Body": nested by where they are, `_errors` at each place. */
export function discordErrors(problems: readonly BodyError[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    let at = root;
    for (const key of p.at.split('/').filter(Boolean)) at = (at[key] ??= {}) as Record<string, unknown>;
    ((at._errors ??= []) as unknown[]).push({ code: `BASE_${p.code.toUpperCase()}`, message: p.message });
  }
  return root;
}
