import { once } from 'node:events';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import {
  Client,
  Events,
  GatewayIntentBits,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type Interaction,
} from 'discord.js';
import type { Delivery } from '../core/delivery/delivery.ts';
import { errorText } from '../core/error-text.ts';
import type { Invocation } from '../core/command.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import { routeOf } from '../core/buttons.ts';
import { localeOf } from '../core/locale.ts';
import type { Logger } from '../core/logger.ts';
import { coreText } from '../core/strings.ts';
import { Admission, type AdmissionLimits } from '../core/admission.ts';
import { admit } from './admit.ts';
import { answerInteraction } from './answering.ts';
import { BOT_CACHES, BOT_SWEEPERS, REST_HANDLER_SWEEP_MS } from './caches.ts';
import { flatten as flattenOptions, readAttachments, throughInteractions, TRACKER_PERMISSIONS } from './invocation.ts';
import { DiscordOut } from './outbound.ts';

// The Discord adapter over the gateway: interactions in through discord.js, answered by the
// shared flow (answering.ts), and the bot's own messages sent over REST (outbound.ts).
// Nothing here knows the game's rules.

export interface BotOptions {
  readonly token: string;
  /** Replaces Discord's REST base URL (REST proxies, tests). */
  readonly apiUrl?: string | undefined;
  /** What the bot posts and edits by itself (announcements, live trackers). */
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

/** A user option's display name (the member's nickname, else the user's global name, else the user name). */
const displayName = (o: CommandInteractionOption): string | null => {
  if (o.type !== ApplicationCommandOptionType.User || !o.user) return null;
  const member = o.member && 'displayName' in o.member ? o.member.displayName : null;
  return member ?? o.user.globalName ?? o.user.username;
};

/** A command's options, subcommand and group, each user option's name beside its id. */
export function flatten(options: readonly CommandInteractionOption[]) {
  return flattenOptions(options, displayName);
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

export class DiscordBot {
  readonly client: Client;
  /** What the bot sends over REST: delivery's announcer and the answers after a first response. */
  readonly out: DiscordOut;
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
    this.out = new DiscordOut(this.client.rest, options.delivery);
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
    this.options.delivery.start(this.out, this.options.flushEveryMs ?? 5_000);
  }

  async stop(): Promise<void> {
    this.options.delivery.stop();
    await this.client.destroy();
  }

  private async onInteraction(i: Interaction): Promise<void> {
    if (i.isModalSubmit() || i.isAnySelectMenu()) {
      // No form or menu of ours is in use: say so rather than leave the user waiting.
      await i
        .reply({ content: `⚠️ ${coreText(localeOf(i.locale)).staleForm}`, flags: 64, allowedMentions: { parse: [] } })
        .catch((err) => this.options.log.info('reply failed', { interaction: i.id, error: errorText(err) }));
      return;
    }
    if (i.isAutocomplete()) {
      const inv = invocationOf(i);
      try {
        await i.respond((await this.options.dispatcher.autocomplete(inv)).map((c) => ({ name: c.name, value: c.value })));
      } catch (err) {
        this.options.log.info('autocomplete failed', { interaction: i.id, error: errorText(err) });
      }
      return;
    }
    if (!i.isChatInputCommand() && !i.isButton()) return;
    const inv = invocationOf(i);
    const out = this.out;
    await answerInteraction(
      { out, delivery: this.options.delivery, dispatcher: this.options.dispatcher, log: this.options.log, deferAfterMs: this.options.deferAfterMs ?? 1_500 },
      {
        inv,
        applicationId: i.applicationId,
        token: i.token,
        button: i.isButton(),
        throughInteractions: throughInteractions({ context: i.context, owners: i.authorizingIntegrationOwners, guildId: i.guildId }),
        mayPost: i.appPermissions ? i.appPermissions.has(TRACKER_PERMISSIONS) : null,
        ...(i.isChatInputCommand()
          ? {
              attachments: () =>
                readAttachments(
                  flatten(i.options.data)
                    .leaves.filter((o) => o.type === ApplicationCommandOptionType.Attachment && o.attachment)
                    .map((o) => ({ name: o.name, attachment: { name: o.attachment!.name, size: o.attachment!.size, url: o.attachment!.url } })),
                ),
            }
          : {}),
      },
      {
        answer: async (reply, how) => {
          await out.callback(i.id, i.token, reply, how);
          i.replied = true;
        },
        defer: async () => {
          await out.deferCallback(i.id, i.token, i.isButton());
          i.deferred = true;
        },
      },
    );
  }
}
