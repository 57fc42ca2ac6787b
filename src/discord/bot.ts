import { once } from 'node:events';
import { Routes } from 'discord-api-types/v10';
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
import type { Announcer, GameApp } from '../core/app.ts';
import { errorText } from '../core/app.ts';
import type { Invocation, Reply } from '../core/command.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import { localeOf } from '../core/locale.ts';
import type { Logger } from '../core/logger.ts';
import type { Message } from '../core/message.ts';
import { CORE_TEXT } from '../core/strings.ts';
import { pictureFiles, toPayload } from '../render/discord-payload.ts';

// The Discord adapter: interactions in, replies out, and the bot's own messages
// (announcements) posted from the outbox. Nothing here knows the game's rules.

export interface BotOptions {
  readonly token: string;
  /** Replaces Discord's REST base URL (REST proxies, tests). */
  readonly apiUrl?: string | undefined;
  readonly app: GameApp;
  readonly dispatcher: Dispatcher;
  readonly log: Logger;
  /** How often unposted announcements are retried. */
  readonly flushEveryMs?: number;
}

/** Discord errors that mean "this interaction is gone or answered": nothing to do but note it. */
const QUIET_CODES = new Set([10062, 40060]);

export function isQuietDiscordError(err: unknown): boolean {
  return err instanceof DiscordAPIError && typeof err.code === 'number' && QUIET_CODES.has(err.code);
}

function flatten(options: readonly CommandInteractionOption[]): { group: string | null; subcommand: string | null; values: Record<string, unknown> } {
  const first = options[0];
  if (first && (first.type === 1 || first.type === 2)) {
    // Subcommand (1), or subcommand group (2) holding a subcommand.
    const inner = first.type === 2 ? first.options?.[0] : first;
    return {
      group: first.type === 2 ? first.name : null,
      subcommand: inner?.name ?? null,
      values: Object.fromEntries((inner?.options ?? []).map((o) => [o.name, o.value])),
    };
  }
  return { group: null, subcommand: null, values: Object.fromEntries(options.map((o) => [o.name, o.value])) };
}

function invocationOf(i: ChatInputCommandInteraction | AutocompleteInteraction | ButtonInteraction): Invocation {
  const base = {
    id: i.id,
    channelId: i.channelId ?? `dm-${i.user.id}`,
    guildId: i.guildId,
    user: { id: i.user.id, name: (i.member && 'displayName' in i.member ? i.member.displayName : null) ?? i.user.globalName ?? i.user.username },
    locale: localeOf(i.locale),
    guildLocale: i.guildLocale ? localeOf(i.guildLocale) : null,
    canManage: i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false,
  };
  if (i.isButton())
    return { ...base, kind: 'button', command: i.customId.split(':')[0] ?? '', subcommand: null, options: {}, focused: null, customId: i.customId };
  const { group, subcommand, values } = flatten(i.options.data);
  if (i.isAutocomplete())
    return {
      ...base,
      kind: 'autocomplete',
      command: i.commandName,
      group,
      subcommand,
      options: values,
      focused: i.options.getFocused(true).name,
      customId: null,
    };
  return { ...base, kind: 'command', command: i.commandName, group, subcommand, options: values, focused: null, customId: null };
}

function files(reply: Reply | Message) {
  const attached =
    'files' in reply
      ? (reply.files ?? []).map((f) => ({ attachment: typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : Buffer.from(f.content), name: f.name }))
      : [];
  return [...attached, ...pictureFiles(reply).map((p) => ({ attachment: Buffer.from(p.data), name: p.name }))];
}

function replyOptions(reply: Reply) {
  const payload = toPayload(reply);
  const attached = files(reply);
  return {
    ...(payload.content !== undefined ? { content: payload.content } : reply.update ? { content: '' } : {}),
    embeds: payload.embeds,
    components: payload.components ?? [],
    ...(payload.flags ? { flags: payload.flags } : {}),
    allowedMentions: { parse: [], users: payload.allowed_mentions?.users ?? [] },
    ...(attached.length ? { files: attached } : {}),
  };
}

export class DiscordBot implements Announcer {
  readonly client: Client;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BotOptions) {
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
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
    void this.flush();
    this.timer = setInterval(() => void this.flush(), this.options.flushEveryMs ?? 5_000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.client.destroy();
  }

  private async flush(channelId?: string): Promise<void> {
    try {
      await this.options.app.flushAnnouncements(this, channelId);
    } catch (err) {
      this.options.log.error('announcement flush failed', { error: errorText(err) });
    }
  }

  /** The bot's own messages. The nonce makes a repeated post (after a crash) a no-op. */
  async post(channelId: string, message: Message, nonce: string): Promise<void> {
    const p = toPayload(message);
    const attached = pictureFiles(message);
    await this.client.rest.post(Routes.channelMessages(channelId), {
      body: { ...p, nonce: nonce.slice(0, 25), enforce_nonce: true },
      ...(attached.length ? { files: attached.map((f) => ({ name: f.name, data: Buffer.from(f.data) })) } : {}),
    });
  }

  private async onInteraction(i: Interaction): Promise<void> {
    if (i.isModalSubmit() || i.isAnySelectMenu()) {
      // No form or menu of ours is in use: say so rather than leave the user waiting.
      await i
        .reply({ content: `⚠️ ${CORE_TEXT.staleForm}`, flags: 64 })
        .catch((err) => this.options.log.info('reply failed', { interaction: i.id, error: errorText(err) }));
      return;
    }
    if (!i.isChatInputCommand() && !i.isAutocomplete() && !i.isButton()) return;
    const inv = invocationOf(i);
    try {
      if (i.isAutocomplete()) {
        await i.respond((await this.options.dispatcher.autocomplete(inv)).map((c) => ({ name: c.name, value: c.value })));
        return;
      }
      const reply = await this.options.dispatcher.handle(inv);
      if (i.isButton() && reply.update) await i.update(replyOptions(reply));
      else await i.reply(replyOptions(reply));
    } catch (err) {
      if (isQuietDiscordError(err)) {
        this.options.log.info('interaction already answered or expired', { interaction: i.id, code: (err as DiscordAPIError).code });
      } else {
        this.options.log.error('reply failed', { interaction: i.id, command: inv.command, error: errorText(err) });
      }
    }
    await this.flush(inv.channelId);
  }
}
