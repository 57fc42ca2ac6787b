import { once } from 'node:events';
import { routeOf } from '../core/buttons.ts';
import { ApplicationCommandOptionType, ApplicationIntegrationType, InteractionContextType, InteractionResponseType, Routes } from 'discord-api-types/v10';
import {
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  Options,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type Interaction,
} from 'discord.js';
import { CannotPost, MessageGone, TokenGone, type Announcer, type DeliverInstead } from '../core/delivery/announcer.ts';
import type { Via } from '../core/surfaces.ts';
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
}

/** What posting the tracker needs in a channel. */
const TRACKER_PERMISSIONS = PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;

/** Discord's answer when the bot may not post in a channel, as the permission it lacks. */
function cannotPost(err: unknown): CannotPost | null {
  if (!(err instanceof DiscordAPIError)) return null;
  if (err.code === 50001) return new CannotPost('View Channel');
  if (err.code === 50013 || err.status === 403) return new CannotPost('Send Messages, Embed Links and Attach Files');
  return null;
}

/** Discord's answer when an interaction's webhook no longer takes a message, or the message is gone. */
function viaProblem(err: unknown): Error | null {
  if (!(err instanceof DiscordAPIError)) return null;
  if (err.code === 50027 || err.code === 10015 || err.status === 401) return new TokenGone();
  if (err.code === 10008) return new MessageGone();
  return null;
}

/**
 * Where the bot may not post by itself and every message must ride an interaction: a DM or
 * group DM, or a server that has the app only installed by a user (no server install among
 * the interaction's authorizing integrations).
 */
export function throughInteractions(i: Interaction): boolean {
  if (i.context === InteractionContextType.BotDM || i.context === InteractionContextType.PrivateChannel) return true;
  if (i.context === InteractionContextType.Guild) return !i.authorizingIntegrationOwners?.[ApplicationIntegrationType.GuildInstall];
  return !i.guildId;
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

/** Reads the files given to attachment options (type 11), so the command gets their text. */
async function readAttachments(i: ChatInputCommandInteraction): Promise<Record<string, AttachedFile> | null> {
  const attached = flatten(i.options.data).leaves.filter((o) => o.type === ApplicationCommandOptionType.Attachment && o.attachment);
  if (!attached.length) return null;
  const out: Record<string, AttachedFile> = {};
  for (const o of attached) {
    const a = o.attachment!;
    let text: string | null = null;
    if (a.size <= ATTACHMENT_MAX_BYTES) {
      try {
        const res = await fetch(a.url, { signal: AbortSignal.timeout(ATTACHMENT_FETCH_MS) });
        if (res.ok) text = await boundedText(res, ATTACHMENT_MAX_BYTES);
      } catch {
        text = null;
      }
    }
    out[o.name] = { name: a.name, size: a.size, text };
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

  constructor(private readonly options: BotOptions) {
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
      // The bot never reads a cached message, but discord.js keeps the message of every button
      // clicked (up to 200 per channel, ~60 objects each: 300 of them were 18,000 of the heap's
      // 356,000 objects after the footprint bench), and a long-running bot in many channels
      // would hold them all against its 128 MB heap. Messages are not cached at all.
      makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
      rest: { ...(options.apiUrl ? { api: options.apiUrl } : {}), timeout: 10_000, retries: 3 },
    });
    this.client.on(Events.InteractionCreate, (i) => void this.onInteraction(i));
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
    await this.options.delivery.countPublic(channelId);
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
          await this.client.rest.patch(Routes.channelMessage(channelId, previousId), { body });
          return previousId;
        } catch (err) {
          // Deleted by someone, or a layout its message cannot take (a V2 card never goes back to an embed): post a new one.
          if (!(err instanceof DiscordAPIError && (err.code === 10008 || err.status === 400))) throw err;
        }
      }
      const posted = (await this.client.rest.post(Routes.channelMessages(channelId), { body: { ...body, nonce, enforce_nonce: true } })) as { id: string };
      if (previousId) await this.client.rest.delete(Routes.channelMessage(channelId, previousId)).catch(() => {});
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
          ? await this.client.rest.post(Routes.webhook(via.application, via.token), { body: v2, auth: false })
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
      if (v2) await this.client.rest.patch(route, { body: v2, auth: false });
      else await this.send('patch', route, message, (data) => data, false);
    } catch (err) {
      throw viaProblem(err) ?? err;
    }
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
      await this.followUpReply(applicationId, token, reply);
    };
  }

  /** Answers an interaction (a message, or an update of the message its button is on), as discord.js's reply and update would. */
  private async answer(i: ChatInputCommandInteraction | ButtonInteraction, reply: Reply, how: 'reply' | 'update'): Promise<void> {
    // A button that opens the application's Activity (the live table in Discord): Discord launches it; the words are for elsewhere.
    if (reply.launchActivity && i.isButton()) {
      await this.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: InteractionResponseType.LaunchActivity }, auth: false });
      i.replied = true;
      return;
    }
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
      // A deferred tap's @original is the button's message: the tracker stays one V2 card, as `answer` keeps it.
      const v2 = i.isButton() && reply.tracker ? toV2Payload(reply) : null;
      if (v2) await this.client.rest.patch(original, { body: v2, auth: false });
      else await this.send('patch', original, reply, (data) => data, false);
      return;
    }
    if (!i.isButton()) await this.client.rest.delete(original, { auth: false }).catch(() => {});
    await this.followUpReply(i.applicationId, i.token, reply);
  }

  /** A follow-up message to an answered interaction, through its webhook (what discord.js's followUp does). */
  private async followUpReply(applicationId: string, token: string, reply: Reply): Promise<void> {
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
    const inv = invocationOf(i);
    const delivery = this.options.delivery;
    // Where the bot may not post, the channel's table rides its interactions (delivery's interaction card).
    const via = !i.isAutocomplete() && throughInteractions(i) ? { application: i.applicationId, token: i.token } : null;
    let used = 0;
    try {
      if (via) await delivery.interactionArrived(inv.channelId, via);
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
      // A deferred command whose answer only its user may see went out as a follow-up.
      if (deferred && !i.isButton() && reply.ephemeral) used++;
      const tapped = i.isButton() && reply.update;
      if (reply.tracker && tapped && !deferred) {
        if (via) await delivery.cardDisplayed(inv.channelId, via, reply);
        else delivery.trackerDisplayed(inv.channelId, reply);
      }
      if (!reply.ephemeral && !reply.update) await delivery.countPublic(inv.channelId);
      // /undo marks an answer by editing its interaction's original response: for a tap, the message its button is on.
      // That is the answer when the tap updated it, but the live tracker must stay live, and a deferred tap's answer of
      // its own is a follow-up beside it.
      const markable = !i.isButton() || (reply.update ? !reply.tracker : !deferred);
      if (!reply.ephemeral && markable) await delivery.answered(inv.channelId, i.id, { application: i.applicationId, token: i.token }, reply);
      if (reply.retract) await delivery.retract(this, reply.retract.interactionId, reply.retract.note);
      if (reply.followUp) {
        await this.followUpReply(i.applicationId, i.token, reply.followUp);
        used++;
        if (!reply.followUp.ephemeral) await delivery.countPublic(inv.channelId);
      }
    } catch (err) {
      if (isQuietDiscordError(err)) {
        this.options.log.info('interaction already answered or expired', { interaction: i.id, code: (err as DiscordAPIError).code });
      } else {
        this.options.log.error('reply failed', { interaction: i.id, command: inv.command, error: errorText(err) });
      }
    }
    try {
      if (via && !i.isAutocomplete() && (i.replied || i.deferred)) await delivery.interactionAnswered(inv.channelId, via, used);
    } catch (err) {
      this.options.log.error('could not note the interaction for delivery', { interaction: i.id, error: errorText(err) });
    }
    // The permissions Discord sent with the interaction tell whether a tracker refused here may be tried again.
    if (!via) await this.options.delivery.postingPermission(inv.channelId, i.appPermissions ? i.appPermissions.has(TRACKER_PERMISSIONS) : null);
    await this.options.delivery.afterCommand(this, inv.channelId, i.isAutocomplete() ? undefined : this.deliverThrough(i));
  }
}
