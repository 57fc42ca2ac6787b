import type { REST } from '@discordjs/rest';
import { InteractionResponseType, Routes } from 'discord-api-types/v10';
import type { Reply } from '../core/command.ts';
import { CannotPost, ChannelGone, MessageGone, TokenGone, type Announcer, type DeliverInstead } from '../core/delivery/announcer.ts';
import type { Delivery } from '../core/delivery/delivery.ts';
import type { Message } from '../core/message.ts';
import { coreText } from '../core/strings.ts';
import type { Via } from '../core/surfaces.ts';
import { pictureFiles, toPayload } from '../render/discord-payload.ts';
import { toV2Payload } from '../render/discord-v2.ts';
import { discordError } from './api-error.ts';
import { multipartRequest, type OutgoingFile } from './multipart.ts';

// What the bot sends to Discord over REST, whichever way its interactions come in (the
// gateway or HTTP): delivery's Announcer (posts, the live tracker, an interaction card's
// follow-ups and edits) and the answers to interactions after their first response.

/** Discord's answer when the bot may not post in a channel, as the permission it lacks, or the channel gone. */
function cannotPost(err: unknown): CannotPost | ChannelGone | null {
  const e = discordError(err);
  if (!e) return null;
  if (e.code === 10003) return new ChannelGone();
  if (e.code === 50001) return new CannotPost('View Channel');
  if (e.code === 50013 || e.status === 403) return new CannotPost('Send Messages, Embed Links and Attach Files');
  return null;
}

/** Discord's answer when an interaction's webhook no longer takes a message, or the message is gone. */
function viaProblem(err: unknown): Error | null {
  const e = discordError(err);
  if (!e) return null;
  if (e.code === 50027 || e.code === 10015 || e.status === 401) return new TokenGone();
  if (e.code === 10008) return new MessageGone();
  return null;
}

/** A reply's files: those it carries and its cards' pictures. */
function files(reply: Reply | Message): OutgoingFile[] {
  const attached =
    'files' in reply
      ? (reply.files ?? []).map((f) => ({ name: f.name, data: typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content }))
      : [];
  return [...attached, ...pictureFiles(reply)];
}

/** A reply or message as Discord's API takes it, its files listed as attachments. */
export function replyData(reply: Reply | Message, attached: readonly OutgoingFile[] = []) {
  const payload = toPayload(reply);
  return {
    ...payload,
    // An update without content clears the message's old content.
    ...(payload.content === undefined && 'update' in reply && reply.update ? { content: '' } : {}),
    components: payload.components ?? [],
    attachments: attached.map((f, n) => ({ id: String(n), filename: f.name })),
  };
}

/** Whether a reply carries files (they go in a multipart body). */
export const hasFiles = (reply: Reply | Message): boolean => files(reply).length > 0;

/** An interaction's first response as a body (no files): the tracker updated by its own button stays one V2 card. */
export function firstResponse(reply: Reply, how: 'reply' | 'update'): { type: number; data?: object } {
  // A button that opens the application's Activity (the live table in Discord): Discord launches it; the words are for elsewhere.
  if (reply.launchActivity) return { type: InteractionResponseType.LaunchActivity };
  const type = how === 'update' ? InteractionResponseType.UpdateMessage : InteractionResponseType.ChannelMessageWithSource;
  const v2 = how === 'update' && reply.tracker ? toV2Payload(reply) : null;
  return { type, data: v2 ?? replyData(reply) };
}

/** An interaction's first response as the body of the HTTP answer to Discord's POST: JSON, or multipart with its files. */
export function firstResponseBody(reply: Reply, how: 'reply' | 'update'): { body: string | Buffer; contentType: string } {
  const attached = files(reply);
  if (!attached.length) return { body: JSON.stringify(firstResponse(reply, how)), contentType: 'application/json' };
  const m = multipartRequest({ type: firstResponse(reply, how).type, data: replyData(reply, attached) }, attached);
  return { body: m.body, contentType: m.headers['Content-Type']! };
}

export class DiscordOut implements Announcer {
  constructor(
    private readonly rest: REST,
    private readonly delivery: Delivery,
  ) {}

  /** The bot's own messages. The nonce makes a repeated post (after a crash) a no-op. */
  async post(channelId: string, message: Message, nonce: string): Promise<void> {
    try {
      await this.send('post', Routes.channelMessages(channelId), message, (data) => ({ ...data, nonce: nonce.slice(0, 25), enforce_nonce: true }), true);
    } catch (err) {
      throw cannotPost(err) ?? err;
    }
    await this.delivery.countPublic(channelId);
  }

  /**
   * The live tracker: edited in place, posted anew when missing or scrolled far away (the old one is then deleted).
   * One Components V2 card (render/discord-v2.ts), or the classic embed when it does not fit V2's limits.
   */
  async track(channelId: string, message: Message, previousId: string | null, scrolled: boolean, nonce: string): Promise<string> {
    const body = toV2Payload(message) ?? toPayload(message);
    try {
      if (previousId && !scrolled) {
        try {
          await this.rest.patch(Routes.channelMessage(channelId, previousId), { body });
          return previousId;
        } catch (err) {
          // Deleted by someone, or a layout its message cannot take (a V2 card never goes back to an embed): post a new one.
          const e = discordError(err);
          if (!(e && (e.code === 10008 || e.status === 400))) throw err;
        }
      }
      const posted = (await this.rest.post(Routes.channelMessages(channelId), { body: { ...body, nonce, enforce_nonce: true } })) as { id: string };
      if (previousId) await this.rest.delete(Routes.channelMessage(channelId, previousId)).catch(() => {});
      return posted.id;
    } catch (err) {
      throw cannotPost(err) ?? err;
    }
  }

  /** A follow-up through an interaction's webhook, where the bot may not post by itself: the live tracker as one V2 card. */
  async followUp(via: Via, message: Message, tracker: boolean): Promise<string> {
    const v2 = tracker ? toV2Payload(message) : null;
    try {
      const sent = (
        v2
          ? await this.rest.post(Routes.webhook(via.application, via.token), { body: v2, auth: false })
          : await this.send('post', Routes.webhook(via.application, via.token), message, (data) => data, false)
      ) as { id: string };
      return sent.id;
    } catch (err) {
      throw viaProblem(err) ?? err;
    }
  }

  /** Edits a message sent through an interaction's webhook ('@original': the interaction's own answer). */
  async editVia(via: Via, address: string, message: Message, tracker: boolean): Promise<void> {
    const route = Routes.webhookMessage(via.application, via.token, address);
    const v2 = tracker ? toV2Payload(message) : null;
    try {
      if (v2) await this.rest.patch(route, { body: v2, auth: false });
      else await this.send('patch', route, message, (data) => data, false);
    } catch (err) {
      throw viaProblem(err) ?? err;
    }
  }

  /**
   * Arrivals the bot may not post by itself go out as a follow-up to the interaction, with a
   * word for the owner. Kept by the interaction's token, not the interaction: an interaction
   * waits here for its channel's flush, and under load many wait at once.
   */
  deliverThrough(applicationId: string, token: string): DeliverInstead {
    return async (message, problem) => {
      const warning = coreText(problem.locale).cannotPost(problem.permission, problem.owner);
      const reply: Reply = { ...message, content: [message.content, warning].filter(Boolean).join('\n'), pings: problem.owner ? [problem.owner] : [] };
      await this.followUpReply(applicationId, token, reply);
    };
  }

  /** An interaction's first response through Discord's callback route (the gateway's way). */
  async callback(id: string, token: string, reply: Reply, how: 'reply' | 'update'): Promise<void> {
    const route = Routes.interactionCallback(id, token);
    if (!hasFiles(reply)) await this.rest.post(route, { body: firstResponse(reply, how), auth: false });
    else await this.send('post', route, reply, (data) => ({ type: firstResponse(reply, how).type, data }), false);
  }

  /** Acknowledges an interaction whose answer is not ready in time ("thinking…", or a tap's quiet update). */
  async deferCallback(id: string, token: string, button: boolean): Promise<void> {
    const type = button ? InteractionResponseType.DeferredMessageUpdate : InteractionResponseType.DeferredChannelMessageWithSource;
    await this.rest.post(Routes.interactionCallback(id, token), { body: { type }, auth: false });
  }

  /**
   * The answer to a deferred interaction: the "thinking…" message (or the button's message)
   * edited into it; an answer only its user may see goes out as an ephemeral follow-up (a
   * deferred message's visibility is fixed when deferred), the public placeholder removed.
   */
  async answerDeferred(applicationId: string, token: string, button: boolean, reply: Reply): Promise<void> {
    const original = Routes.webhookMessage(applicationId, token, '@original');
    if (button ? reply.update : !reply.ephemeral) {
      // A deferred tap's @original is the button's message: the tracker stays one V2 card, as the first response keeps it.
      const v2 = button && reply.tracker ? toV2Payload(reply) : null;
      if (v2) await this.rest.patch(original, { body: v2, auth: false });
      else await this.send('patch', original, reply, (data) => data, false);
      return;
    }
    if (!button) await this.rest.delete(original, { auth: false }).catch(() => {});
    await this.followUpReply(applicationId, token, reply);
  }

  /** A follow-up message to an answered interaction, through its webhook (what discord.js's followUp does). */
  async followUpReply(applicationId: string, token: string, reply: Reply): Promise<void> {
    await this.send('post', Routes.webhook(applicationId, token), reply, (data) => data, false);
  }

  /**
   * Every reply, follow-up, post and edit of a message goes out here: the JSON alone, or with
   * its files (an activation card's picture) as one multipart body (multipart.ts). `wrap`
   * puts the message into its request's body; interaction endpoints take no bot token.
   */
  private send(
    method: 'post' | 'patch',
    route: `/${string}`,
    reply: Reply | Message,
    wrap: (data: ReturnType<typeof replyData>) => object,
    auth: boolean,
  ): Promise<unknown> {
    const attached = files(reply);
    const body = wrap(replyData(reply, attached));
    return this.rest[method](route, { ...(attached.length ? multipartRequest(body, attached) : { body }), auth });
  }
}
