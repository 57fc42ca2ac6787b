import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { Admission, BUSY_RETRY_SECONDS } from '../core/admission.ts';
import { localeOf } from '../core/locale.ts';
import { coreText } from '../core/strings.ts';
import { answerInteraction, type AnsweringDeps } from '../discord/answering.ts';
import {
  RAW_TYPES,
  TRACKER_PERMISSIONS,
  rawAttachments,
  rawInvocation,
  throughInteractions,
  readAttachments,
  type RawInteraction,
} from '../discord/invocation.ts';
import { firstResponseBody } from '../discord/outbound.ts';
import type { Routes } from './server.ts';

// Discord's interactions over HTTP (the Interactions Endpoint URL): each one POSTed, signed
// with the application's key, to any replica behind a load balancer. Checked before
// anything is read or run: the body's size, the signature (Ed25519, node:crypto), the
// timestamp's age. Then the same flow as the gateway's, the first response going back in
// the HTTP answer.

/** A body over this many bytes is refused before it is read (a command's payload is a few KB; its files come by URL). */
export const MAX_INTERACTION_BYTES = 64 * 1024;
/** A signature whose timestamp is further than this from now is refused (a replayed request). */
export const MAX_SKEW_S = 5 * 60;

/** The application's public key (hex) as a key node:crypto verifies with. */
export function publicKeyOf(hex: string): KeyObject {
  // An Ed25519 public key in SubjectPublicKeyInfo (DER): a fixed prefix, then the 32 bytes.
  return createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

/** Whether Discord signed `body` sent at `timestamp`. */
export function signedByDiscord(key: KeyObject, signature: string | undefined, timestamp: string | undefined, body: Uint8Array): boolean {
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), body]), key, Buffer.from(signature, 'hex'));
}

const option: z.ZodType<{ name: string; type: number; value?: unknown; focused?: boolean; options?: unknown[] }> = z.lazy(() =>
  z.object({
    name: z.string().max(100),
    type: z.number().int(),
    value: z.unknown().optional(),
    focused: z.boolean().optional(),
    options: z.array(option).max(25).optional(),
  }),
);
const user = z.object({ id: z.string().max(25), username: z.string().max(100), global_name: z.string().max(100).nullish() });
const interactionSchema = z.object({
  id: z.string().max(25),
  application_id: z.string().max(25),
  type: z.number().int(),
  token: z.string().max(500),
  guild_id: z.string().max(25).optional(),
  channel_id: z.string().max(25).optional(),
  context: z.number().int().optional(),
  authorizing_integration_owners: z.record(z.string(), z.string()).optional(),
  app_permissions: z.string().max(40).optional(),
  locale: z.string().max(20).optional(),
  guild_locale: z.string().max(20).optional(),
  user: user.optional(),
  member: z.object({ user: user.optional(), nick: z.string().max(100).nullish(), permissions: z.string().max(40).optional() }).optional(),
  data: z
    .object({
      name: z.string().max(100).optional(),
      custom_id: z.string().max(100).optional(),
      options: z.array(option).max(25).optional(),
      resolved: z
        .object({
          users: z.record(z.string(), user).optional(),
          members: z.record(z.string(), z.object({ nick: z.string().max(100).nullish() })).optional(),
          attachments: z.record(z.string(), z.object({ filename: z.string().max(300), size: z.number(), url: z.string().max(2000) })).optional(),
        })
        .optional(),
    })
    .optional(),
});

/** What a replica serving interactions keeps count of, so it can stop without dropping one (SIGTERM). */
export class InFlight {
  private count = 0;
  private idle: (() => void)[] = [];
  draining = false;

  track<T>(work: Promise<T>): Promise<T> {
    this.count++;
    return work.finally(() => {
      if (--this.count === 0) this.idle.splice(0).forEach((f) => f());
    });
  }

  /** Resolves once nothing is under way. */
  settled(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }
}

export function interactionRoutes(options: {
  readonly publicKey: string;
  readonly deps: AnsweringDeps;
  readonly inFlight: InFlight;
  /** How many interactions are worked on at once: past it, the excess is answered busy at once. */
  readonly admission?: Admission;
  readonly now?: () => number;
}): Routes {
  const key = publicKeyOf(options.publicKey);
  const now = options.now ?? Date.now;
  const { deps, inFlight } = options;
  const admission = options.admission ?? new Admission();
  return (app: Hono) => {
    app.get('/healthz', (c) => (inFlight.draining ? c.text('draining', 503) : c.text('ok')));
    app.post('/interactions', bodyLimit({ maxSize: MAX_INTERACTION_BYTES, onError: (c) => c.text('Payload Too Large', 413) }), async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      const timestamp = c.req.header('x-signature-timestamp');
      if (!signedByDiscord(key, c.req.header('x-signature-ed25519'), timestamp, body)) return c.text('invalid request signature', 401);
      if (Math.abs(now() / 1000 - Number(timestamp)) > MAX_SKEW_S) return c.text('stale request', 401);
      let parsed: RawInteraction;
      try {
        parsed = interactionSchema.parse(JSON.parse(Buffer.from(body).toString('utf8'))) as RawInteraction;
      } catch {
        return c.text('bad interaction', 400);
      }
      if (parsed.type === RAW_TYPES.ping) return c.json({ type: 1 });
      // More waiting than can be answered in Discord's time: answered busy (or dropped) before any work.
      const how = admission.enter();
      if (how === 'drop') return c.text('busy', 503);
      if (how === 'shed') {
        admission.done(how);
        if (parsed.type === RAW_TYPES.autocomplete) return c.json({ type: 8, data: { choices: [] } });
        return ephemeral(`⏳ ${coreText(localeOf(parsed.locale ?? 'en-US')).busy(BUSY_RETRY_SECONDS)}`);
      }
      let left = false;
      const leave = () => {
        if (!left) admission.done('admit');
        left = true;
      };
      try {
        return await answer(parsed, leave);
      } catch (err) {
        leave();
        throw err;
      }
    });
  };

  /**
   * A command or button run, its first response the HTTP answer; `leave` once its work is over. A replica that is
   * draining has stopped accepting connections (the load balancer tries another on the refusal); one that reached it
   * on a connection already open is still answered.
   */
  async function answer(parsed: RawInteraction, leave: () => void): Promise<Response> {
    const inv = rawInvocation(parsed);
    if (parsed.type === RAW_TYPES.autocomplete) {
      const choices = await deps.dispatcher.autocomplete(inv).finally(leave);
      return Response.json({ type: 8, data: { choices: choices.map((x) => ({ name: x.name, value: x.value })) } });
    }
    if (parsed.type !== RAW_TYPES.command && parsed.type !== RAW_TYPES.component) {
      leave();
      // No form or menu of ours is in use: say so rather than leave the user waiting.
      return ephemeral(`⚠️ ${coreText(localeOf(parsed.locale ?? 'en-US')).staleForm}`);
    }
    const button = parsed.type === RAW_TYPES.component;
    let respond!: (r: Response) => void;
    const first = new Promise<Response>((resolve) => (respond = resolve));
    const attached = button ? [] : rawAttachments(parsed);
    void inFlight
      .track(
        answerInteraction(
          deps,
          {
            inv,
            applicationId: parsed.application_id,
            token: parsed.token,
            button,
            throughInteractions: throughInteractions({ context: parsed.context, owners: parsed.authorizing_integration_owners, guildId: parsed.guild_id }),
            mayPost: parsed.app_permissions ? (BigInt(parsed.app_permissions) & TRACKER_PERMISSIONS) === TRACKER_PERMISSIONS : null,
            ...(attached.length ? { attachments: () => readAttachments(attached) } : {}),
          },
          {
            answer: async (reply, how) => {
              const { body: out, contentType } = firstResponseBody(reply, how);
              respond(new Response(out, { headers: { 'content-type': contentType } }));
            },
            defer: async () => respond(Response.json({ type: button ? 6 : 5 })),
          },
        ),
      )
      // Answered by now, or failed before any answer: then the user is told so rather than left waiting (a no-op otherwise).
      .finally(() => {
        leave();
        respond(ephemeral(`⚠️ ${coreText(inv.locale).failed(inv.id)}`));
      });
    return first;
  }
}

/** An answer only its user sees, that pings nobody. */
function ephemeral(content: string): Response {
  return Response.json({ type: 4, data: { content, flags: 64, allowed_mentions: { parse: [] } } });
}
