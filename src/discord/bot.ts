import { once } from 'node:events';
import { routeOf } from '../core/buttons.ts';
import { ApplicationCommandOptionType, InteractionResponseType, Routes } from 'discord-api-types/v10';
import {
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type Interaction,
} from 'discord.js';
import { CannotPost, ChannelGone, type Announcer, type DeliverInstead } from '../core/delivery/announcer.ts';
import type { Delivery } from '../core/delivery/delivery.ts';
import { errorText } from '../core/error-text.ts';
import { ATTACHMENT_MAX_BYTES, type AttachedFile, type Invocation, type Reply } from '../core/command.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import { localeOf } from '../core/locale.ts';
import type { Logger } from '../core/logger.ts';
import type { Message } from '../core/message.ts';
import { coreText } from '../core/strings.ts';
import { pictureFiles, toPayload } from '../render/discord-payload.ts';
import { toV2Payload } from '../render/discord-v2.ts';
import { Admission, type AdmissionLimits } from '../core/admission.ts';
import { admit } from './admit.ts';
import { BOT_CACHES, BOT_SWEEPERS, REST_HANDLER_SWEEP_MS } from './caches.ts';
import { multipartRequest, type OutgoingFile } from './multipart.ts';

// The Discord adapter: interactions in, replies out, and the bot's own messages
// (announcements) posted from the outbox. Nothing here knows the game's rules.

export interface BotOptions {
  readonly token: string;
  /** Replaces Discord's REST base URL (REST proxies, tests). */
  readonly apiUrl?: string | undefined;
  /** What the bot posts and edits by itself (announcements, live trackers): this adapter is its announcer. */
  readonly delivery: Delivery;
  readonly dispatcher: Dispatcher;
  readonly log: Logger;
  /** How often unposted announcements are retried. */
  readonly flushEveryMs?: number;
  /** An answer not ready after this long is deferred and edited in when ready (Discord wants a first response within 3 s). */
  readonly deferAfterMs?: number;
  /** How many interactions are worked on at once (src/core/admission.ts). */
  readonly admission?: AdmissionLimits;
}

/** How long an interaction's answer can still be edited (Discord: 15 minutes), with a margin. */
const ANSWER_EDITABLE_MS = 14 * 60_000;

/** Public messages after the tracker that make it "scrolled far away": it is posted anew below them. */
export const TRACKER_SCROLL_LIMIT = 12;
/** What posting the tracker needs in a channel. */
const TRACKER_PERMISSIONS = PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;

/** Discord's answer when the bot may not post in a channel, as the permission it lacks, or the channel gone. */
function cannotPost(err: unknown): CannotPost | ChannelGone | null {
  if (!(err instanceof DiscordAPIError)) return null;
  if (err.code === 10003) return new ChannelGone();
  if (err.code === 50001) return new CannotPost('View Channel');
  if (err.code === 50013 || err.status === 403) return new CannotPost('Send Messages, Embed Links and Attach Files');
  return null;
}

/** Discord errors that mean "this interaction is gone or answered": nothing to do but note it. */
const QUIET_CODES = new Set([10062, 40060]);

export function isQuietDiscordError(err: unknown): boolean {
  return err instanceof DiscordAPIError && typeof err.code === 'number' && QUIET_CODES.has(err.code);
}

/** A user option's display name beside its id (`user:name`), so a command can write names where a mention would not render (a file). */
function userName(o: CommandInteractionOption): [string, string][] {
  if (o.type !== ApplicationCommandOptionType.User || !o.user) return [];
  const member = o.member && 'displayName' in o.member ? o.member.displayName : null;
  return [[`${o.name}:name`, member ?? o.user.globalName ?? o.user.username]];
}

export function flatten(options: readonly CommandInteractionOption[]): {
  group: string | null;
  subcommand: string | null;
  values: Record<string, unknown>;
  leaves: readonly CommandInteractionOption[];
} {
  const first = options[0];
  if (first && (first.type === 1 || first.type === 2)) {
    // Subcommand (1), or subcommand group (2) holding a subcommand.
    const inner = first.type === 2 ? first.options?.[0] : first;
    const leaves = inner?.options ?? [];
    return {
      group: first.type === 2 ? first.name : null,
      subcommand: inner?.name ?? null,
      values: Object.fromEntries(leaves.flatMap((o) => [[o.name, o.value], ...userName(o)])),
      leaves,
    };
  }
  return { group: null, subcommand: null, values: Object.fromEntries(options.map((o) => [o.name, o.value])), leaves: options };
}

/** How long reading an attached file may take: the first answer is due within 3 seconds. */
const ATTACHMENT_FETCH_MS = 2_000;

/** A response's body as text, or null once it runs past `max` bytes (a declared size can lie). */
async function boundedText(res: Response, max: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.length;
    if (size > max) {
      await res.body?.cancel().catch(() => {});
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The file at `url`, or null: larger than its bound (declared or downloaded), or unreachable. */
async function download(url: string, size: number): Promise<string | null> {
  if (size > ATTACHMENT_MAX_BYTES) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ATTACHMENT_FETCH_MS) });
    return res.ok ? await boundedText(res, ATTACHMENT_MAX_BYTES) : null;
  } catch {
    return null;
  }
}

/** The files given to attachment options (type 11), downloaded only when the command reads them. */
async function readAttachments(i: ChatInputCommandInteraction): Promise<Record<string, AttachedFile> | null> {
  const attached = flatten(i.options.data).leaves.filter((o) => o.type === ApplicationCommandOptionType.Attachment && o.attachment);
  if (!attached.length) return null;
  const out: Record<string, AttachedFile> = {};
  for (const o of attached) {
    const { name, size, url } = o.attachment!;
    out[o.name] = { name, size, read: () => download(url, size) };
  }
  return out;
}

function invocationOf(i: ChatInputCommandInteraction | AutocompleteInteraction | ButtonInteraction): Invocation {
  const button = i.isButton() ? i : null;
  const slash = i.isButton() ? null : i;
  const autocomplete = i.isAutocomplete() ? i : null;
  const { group, subcommand, values } = slash ? flatten(slash.options.data) : { group: null, subcommand: null, values: {} };
  return {
    kind: button ? 'button' : autocomplete ? 'autocomplete' : 'command',
    id: i.id,
    command: slash ? slash.commandName : button ? routeOf(button.customId) : '',
    group,
    subcommand,
    options: values,
    focused: autocomplete ? autocomplete.options.getFocused(true).name : null,
    customId: button ? button.customId : null,
    channelId: i.channelId ?? `dm-${i.user.id}`,
    guildId: i.guildId,
    user: { id: i.user.id, name: (i.member && 'displayName' in i.member ? i.member.displayName : null) ?? i.user.globalName ?? i.user.username },
    locale: localeOf(i.locale),
    guildLocale: i.guildLocale ? localeOf(i.guildLocale) : null,
    canManage: i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false,
    attachments: undefined,
  };
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
function replyData(reply: Reply | Message, attached: readonly OutgoingFile[]) {
  const payload = toPayload(reply);
  return {
    ...payload,
    // An update without content clears the message's old content.
    ...(payload.content === undefined && 'update' in reply && reply.update ? { content: '' } : {}),
    components: payload.components ?? [],
    attachments: attached.map((f, n) => ({ id: String(n), filename: f.name })),
  };
}

export class DiscordBot implements Announcer {
  readonly client: Client;
  /** Public messages the bot has sent in each channel since its tracker there (in this process). */
  private readonly sinceTracker = new Map<string, number>();
  /**
   * Recent public answers, by interaction id: /undo marks the one it took back while Discord
   * still lets us edit it (15 minutes). Kept by the interaction's token, not the interaction:
   * a discord.js interaction holds its member, permissions and webhook, and up to 500 stay.
   */
  private readonly answered = new Map<string, { applicationId: string; token: string; reply: Reply; at: number }>();

  /** Interactions are worked on up to a bound; the excess is answered busy at once. */
  readonly admission: Admission;

  constructor(private readonly options: BotOptions) {
    this.admission = new Admission(options.admission);
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
      // What discord.js may keep (caches.ts): no messages, users or members but the bot's own.
      makeCache: BOT_CACHES,
      sweepers: BOT_SWEEPERS,
      rest: { ...(options.apiUrl ? { api: options.apiUrl } : {}), timeout: 10_000, retries: 3, handlerSweepInterval: REST_HANDLER_SWEEP_MS },
    });
    this.client.on(Events.InteractionCreate, (i) => void admit(this.admission, this.client, i, (x) => this.onInteraction(x), options.log));
    // What a deleted channel, thread or server held is retired (a server the bot is only cut off from sends GuildUnavailable).
    this.client.on(Events.ChannelDelete, (c) => void options.delivery.gone({ channelId: c.id }));
    this.client.on(Events.ThreadDelete, (t) => void options.delivery.gone({ channelId: t.id }));
    this.client.on(Events.GuildDelete, (g) => void options.delivery.gone({ guildId: g.id }));
    this.client.on(Events.Error, (err) => options.log.error('discord client error', { error: errorText(err) }));
  }

  async start(): Promise<void> {
    const ready = once(this.client, Events.ClientReady);
    await this.client.login(this.options.token);
    await ready;
    this.options.log.info('connected to Discord', {
      user: this.client.user?.tag,
      guilds: this.client.guilds.cache.size,
      ...(this.client.shard ? { shards: this.client.shard.ids, of: this.client.shard.count } : {}),
    });
    this.options.delivery.start(this, this.options.flushEveryMs ?? 5_000);
  }

  async stop(): Promise<void> {
    this.options.delivery.stop();
    await this.client.destroy();
  }

  /** The bot's own messages. The nonce makes a repeated post (after a crash) a no-op. */
  async post(channelId: string, message: Message, nonce: string): Promise<void> {
    try {
      await this.send('post', Routes.channelMessages(channelId), message, (data) => ({ ...data, nonce: nonce.slice(0, 25), enforce_nonce: true }), true);
    } catch (err) {
      throw cannotPost(err) ?? err;
    }
    this.countPublic(channelId);
  }

  private countPublic(channelId: string): void {
    this.sinceTracker.set(channelId, (this.sinceTracker.get(channelId) ?? 0) + 1);
  }

  /**
   * The live tracker: edited in place, posted anew when missing or scrolled far away (the old one is then deleted).
   * One Components V2 card (render/discord-v2.ts), or the classic embed when it does not fit V2's limits.
   */
  async track(channelId: string, message: Message, previousId: string | null): Promise<string> {
    const body = toV2Payload(message) ?? toPayload(message);
    try {
      if (previousId && (this.sinceTracker.get(channelId) ?? 0) < TRACKER_SCROLL_LIMIT) {
        try {
          await this.client.rest.patch(Routes.channelMessage(channelId, previousId), { body });
          return previousId;
        } catch (err) {
          // Deleted by someone, or a layout its message cannot take (a V2 card never goes back to an embed): post a new one.
          if (!(err instanceof DiscordAPIError && (err.code === 10008 || err.status === 400))) throw err;
        }
      }
      const posted = (await this.client.rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
      this.sinceTracker.set(channelId, 0);
      if (previousId) await this.client.rest.delete(Routes.channelMessage(channelId, previousId)).catch(() => {});
      return posted.id;
    } catch (err) {
      throw cannotPost(err) ?? err;
    }
  }

  private remember(i: ChatInputCommandInteraction | ButtonInteraction, reply: Reply): void {
    const now = Date.now();
    // Oldest first (a Map keeps insertion order): stop at the first one still kept, rather than walk all 500 each time.
    for (const [id, a] of this.answered) {
      if (now - a.at <= ANSWER_EDITABLE_MS && this.answered.size <= 500) break;
      this.answered.delete(id);
    }
    // Kept without its pictures (a retracted card shows none): up to 500 of them stayed in memory.
    this.answered.set(i.id, {
      applicationId: i.applicationId,
      token: i.token,
      reply: { ...reply, cards: (reply.cards ?? []).map(({ picture: _picture, ...c }) => c) },
      at: now,
    });
  }

  /** Marks an earlier answer as taken back: its cards greyed and titled so, its buttons gone. */
  private async retract(interactionId: string, note: string): Promise<void> {
    const a = this.answered.get(interactionId);
    if (!a || Date.now() - a.at > ANSWER_EDITABLE_MS) return;
    const cards = (a.reply.cards ?? []).map((c) => ({ ...c, title: `↩️ ${c.title}`, colour: 0x9ca3af }));
    const marked: Reply = { content: [note, a.reply.content ? `~~${a.reply.content.split('\n')[0]}~~` : ''].filter(Boolean).join('\n'), cards, buttons: [] };
    // What the interaction's editReply does: edit its original response through the interaction's webhook.
    await this.send('patch', Routes.webhookMessage(a.applicationId, a.token, '@original'), marked, (data) => data, false).catch((err) =>
      this.options.log.info('could not mark an answer as taken back', { interaction: interactionId, error: errorText(err) }),
    );
    this.answered.delete(interactionId);
  }

  /**
   * Arrivals the bot may not post by itself go out as a follow-up to the interaction, with a
   * word for the owner. Kept by the interaction's token, not the interaction: an interaction
   * waits here for its channel's flush, and under load hundreds wait at once.
   */
  private deliverThrough(i: ChatInputCommandInteraction | ButtonInteraction): DeliverInstead {
    const { applicationId, token } = i;
    return async (message, problem) => {
      const warning = coreText(problem.locale).cannotPost(problem.permission, problem.owner);
      const reply: Reply = { ...message, content: [message.content, warning].filter(Boolean).join('\n'), pings: problem.owner ? [problem.owner] : [] };
      await this.followUp(applicationId, token, reply);
    };
  }

  /** Answers an interaction (a message, or an update of the message its button is on), as discord.js's reply and update would. */
  private async answer(i: ChatInputCommandInteraction | ButtonInteraction, reply: Reply, how: 'reply' | 'update'): Promise<void> {
    const type = how === 'update' ? InteractionResponseType.UpdateMessage : InteractionResponseType.ChannelMessageWithSource;
    // The tracker updated by its own button stays one V2 card.
    const v2 = how === 'update' && reply.tracker ? toV2Payload(reply) : null;
    if (v2) await this.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type, data: v2 }, auth: false });
    else await this.send('post', Routes.interactionCallback(i.id, i.token), reply, (data) => ({ type, data }), false);
    i.replied = true;
  }

  /**
   * Acknowledges the interaction ("thinking…") when its answer is not ready in time (a slow
   * or stalled database): Discord drops an interaction not answered within 3 s, and its
   * user would be told it failed while the command may still be applied. True if deferred.
   */
  private async deferIfLate(i: ChatInputCommandInteraction | ButtonInteraction, handled: Promise<Reply>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.options.deferAfterMs ?? 1_500)));
    const first = await Promise.race([handled.then(() => false), late]).finally(() => clearTimeout(timer));
    if (!first) return false;
    const type = i.isButton() ? InteractionResponseType.DeferredMessageUpdate : InteractionResponseType.DeferredChannelMessageWithSource;
    await this.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type }, auth: false });
    i.deferred = true;
    return true;
  }

  /**
   * The answer to a deferred interaction: the "thinking…" message (or the button's message)
   * edited into it; an answer only its user may see goes out as an ephemeral follow-up (a
   * deferred message's visibility is fixed when deferred), the public placeholder removed.
   */
  private async answerDeferred(i: ChatInputCommandInteraction | ButtonInteraction, reply: Reply): Promise<void> {
    const original = Routes.webhookMessage(i.applicationId, i.token, '@original');
    if (i.isButton() ? reply.update : !reply.ephemeral) {
      await this.send('patch', original, reply, (data) => data, false);
      return;
    }
    if (!i.isButton()) await this.client.rest.delete(original, { auth: false }).catch(() => {});
    await this.followUp(i.applicationId, i.token, reply);
  }

  /** A follow-up message to an answered interaction, through its webhook (what discord.js's followUp does). */
  private async followUp(applicationId: string, token: string, reply: Reply): Promise<void> {
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
    return this.client.rest[method](route, { ...(attached.length ? multipartRequest(body, attached) : { body }), auth });
  }

  private async onInteraction(i: Interaction): Promise<void> {
    if (i.isModalSubmit() || i.isAnySelectMenu()) {
      // No form or menu of ours is in use: say so rather than leave the user waiting.
      await i
        .reply({ content: `⚠️ ${coreText(localeOf(i.locale)).staleForm}`, flags: 64, allowedMentions: { parse: [] } })
        .catch((err) => this.options.log.info('reply failed', { interaction: i.id, error: errorText(err) }));
      return;
    }
    if (!i.isChatInputCommand() && !i.isAutocomplete() && !i.isButton()) return;
    if (!i.guildId) {
      // Games live in a server's channels (the commands are registered for guilds only; this covers older registrations).
      if (i.isAutocomplete()) await i.respond([]).catch(() => {});
      else
        await i
          .reply({ content: `⚠️ ${coreText(localeOf(i.locale)).guildOnly}`, flags: 64, allowedMentions: { parse: [] } })
          .catch((err) => this.options.log.info('reply failed', { interaction: i.id, error: errorText(err) }));
      return;
    }
    const inv = invocationOf(i);
    try {
      if (i.isAutocomplete()) {
        await i.respond((await this.options.dispatcher.autocomplete(inv)).map((c) => ({ name: c.name, value: c.value })));
        return;
      }
      const handled = (async () => {
        const attachments = i.isChatInputCommand() ? await readAttachments(i) : null;
        const labels = this.options.dispatcher.optionLabels(inv);
        return this.options.dispatcher.handle({ ...inv, ...(attachments ? { attachments } : {}), ...(labels ? { optionLabels: labels } : {}) });
      })();
      const deferred = await this.deferIfLate(i, handled);
      const reply = await handled;
      if (deferred) await this.answerDeferred(i, reply);
      else await this.answer(i, reply, i.isButton() && reply.update ? 'update' : 'reply');
      if (reply.tracker && reply.update && i.isButton() && !deferred) this.options.delivery.trackerDisplayed(inv.channelId, reply);
      if (!reply.ephemeral && !reply.update) this.countPublic(inv.channelId);
      if (!reply.ephemeral) this.remember(i, reply);
      if (reply.retract) await this.retract(reply.retract.interactionId, reply.retract.note);
      if (reply.followUp) {
        await this.followUp(i.applicationId, i.token, reply.followUp);
        if (!reply.followUp.ephemeral) this.countPublic(inv.channelId);
      }
    } catch (err) {
      if (isQuietDiscordError(err)) {
        this.options.log.info('interaction already answered or expired', { interaction: i.id, code: (err as DiscordAPIError).code });
      } else {
        this.options.log.error('reply failed', { interaction: i.id, command: inv.command, error: errorText(err) });
      }
    }
    // The permissions Discord sent with the interaction tell whether a tracker refused here may be tried again.
    await this.options.delivery.postingPermission(inv.channelId, i.appPermissions ? i.appPermissions.has(TRACKER_PERMISSIONS) : null);
    await this.options.delivery.afterCommand(this, inv.channelId, i.isAutocomplete() ? undefined : this.deliverThrough(i));
  }
}
