import { ApplicationCommandOptionType, ApplicationIntegrationType, InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import { routeOf } from '../core/buttons.ts';
import { ATTACHMENT_MAX_BYTES, type AttachedFile, type Invocation } from '../core/command.ts';
import { localeOf } from '../core/locale.ts';

// An interaction as the dispatcher takes it (an Invocation), from Discord's own payload:
// the same reading for an interaction from the gateway (through discord.js) and one POSTed
// over HTTP.

/** A command option as Discord sends it (the gateway's discord.js objects and the raw payload share these fields). */
export interface OptionLike {
  readonly name: string;
  readonly type: number;
  readonly value?: unknown;
  readonly focused?: boolean;
  readonly options?: readonly OptionLike[];
}

/**
 * A command's options, its subcommand and group; `nameOf` gives a user option's display
 * name, written beside its id (`user:name`) so a command can write names where a mention
 * would not render (a file).
 */
export function flatten<O extends OptionLike>(
  options: readonly O[],
  nameOf: (o: O) => string | null = () => null,
): { group: string | null; subcommand: string | null; values: Record<string, unknown>; leaves: readonly O[] } {
  const userName = (o: O): [string, unknown][] => {
    const name = o.type === ApplicationCommandOptionType.User ? nameOf(o) : null;
    return name ? [[`${o.name}:name`, name]] : [];
  };
  const first = options[0];
  if (first && (first.type === ApplicationCommandOptionType.Subcommand || first.type === ApplicationCommandOptionType.SubcommandGroup)) {
    const inner = (first.type === ApplicationCommandOptionType.SubcommandGroup ? first.options?.[0] : first) as O | undefined;
    const leaves = (inner?.options ?? []) as readonly O[];
    return {
      group: first.type === ApplicationCommandOptionType.SubcommandGroup ? first.name : null,
      subcommand: inner?.name ?? null,
      values: Object.fromEntries(leaves.flatMap((o) => [[o.name, o.value], ...userName(o)])),
      leaves,
    };
  }
  return { group: null, subcommand: null, values: Object.fromEntries(options.map((o) => [o.name, o.value])), leaves: options };
}

/** The fields of an interaction payload the bot reads (checked at the HTTP boundary by http/interaction-schema.ts). */
export interface RawInteraction {
  readonly id: string;
  readonly application_id: string;
  readonly type: number;
  readonly token: string;
  readonly guild_id?: string | undefined;
  readonly channel_id?: string | undefined;
  readonly context?: number | undefined;
  readonly authorizing_integration_owners?: Readonly<Record<string, string>> | undefined;
  readonly app_permissions?: string | undefined;
  readonly locale?: string | undefined;
  readonly guild_locale?: string | undefined;
  readonly user?: RawUser | undefined;
  readonly member?: { readonly user?: RawUser | undefined; readonly nick?: string | null | undefined; readonly permissions?: string | undefined } | undefined;
  readonly data?:
    | {
        readonly name?: string | undefined;
        readonly custom_id?: string | undefined;
        readonly options?: readonly OptionLike[] | undefined;
        readonly resolved?:
          | {
              readonly users?: Readonly<Record<string, RawUser>> | undefined;
              readonly members?: Readonly<Record<string, { readonly nick?: string | null | undefined }>> | undefined;
              readonly attachments?: Readonly<Record<string, { readonly filename: string; readonly size: number; readonly url: string }>> | undefined;
            }
          | undefined;
      }
    | undefined;
}

interface RawUser {
  readonly id: string;
  readonly username: string;
  readonly global_name?: string | null | undefined;
}

/** What posting the live tracker needs in a channel (the interaction's app permissions say whether the bot has it). */
export const TRACKER_PERMISSIONS = PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;

/** Interaction types: 2 a command, 3 a component, 4 autocomplete. */
export const RAW_TYPES = { ping: 1, command: 2, component: 3, autocomplete: 4, modal: 5 } as const;

/**
 * Where the bot may not post by itself and every message must ride an interaction: a DM or
 * group DM, or a server that has the app only installed by a user (no server install among
 * the interaction's authorizing integrations). Read from the fields Discord sends, which
 * discord.js's interaction and the raw payload both carry.
 */
export function throughInteractions(i: {
  readonly context?: number | null | undefined;
  /** The installs the interaction was authorized by (keyed by integration type: '0' server, '1' user). */
  readonly owners?: { readonly [ApplicationIntegrationType.GuildInstall]?: string | undefined } | null | undefined;
  readonly guildId?: string | null | undefined;
}): boolean {
  if (i.context === InteractionContextType.BotDM || i.context === InteractionContextType.PrivateChannel) return true;
  if (i.context === InteractionContextType.Guild) return !i.owners?.[ApplicationIntegrationType.GuildInstall];
  return !i.guildId;
}

/** A raw interaction as the dispatcher takes it. */
export function rawInvocation(i: RawInteraction): Invocation {
  const user = i.member?.user ?? i.user!;
  const button = i.type === RAW_TYPES.component;
  const autocomplete = i.type === RAW_TYPES.autocomplete;
  const resolved = i.data?.resolved;
  const { group, subcommand, values, leaves } = button
    ? { group: null, subcommand: null, values: {}, leaves: [] }
    : flatten(i.data?.options ?? [], (o) => {
        const id = String(o.value);
        const u = resolved?.users?.[id];
        return resolved?.members?.[id]?.nick ?? u?.global_name ?? u?.username ?? null;
      });
  const permissions = i.member?.permissions ? BigInt(i.member.permissions) : 0n;
  return {
    kind: button ? 'button' : autocomplete ? 'autocomplete' : 'command',
    id: i.id,
    command: button ? routeOf(i.data?.custom_id ?? '') : (i.data?.name ?? ''),
    group,
    subcommand,
    options: values,
    focused: autocomplete ? (leaves.find((o) => o.focused)?.name ?? null) : null,
    customId: button ? (i.data?.custom_id ?? null) : null,
    channelId: i.channel_id ?? `dm-${user.id}`,
    guildId: i.guild_id ?? null,
    user: { id: user.id, name: i.member?.nick ?? user.global_name ?? user.username },
    locale: localeOf(i.locale ?? 'en-US'),
    guildLocale: i.guild_locale ? localeOf(i.guild_locale) : null,
    canManage: (permissions & PermissionFlagsBits.ManageChannels) !== 0n || (permissions & PermissionFlagsBits.Administrator) !== 0n,
    attachments: undefined,
  };
}

/** The attachment options of a raw command, as their files are listed in `resolved`. */
export function rawAttachments(i: RawInteraction): { name: string; attachment: { name: string; size: number; url: string } }[] {
  const { leaves } = flatten(i.data?.options ?? []);
  return leaves.flatMap((o) => {
    const a = o.type === ApplicationCommandOptionType.Attachment ? i.data?.resolved?.attachments?.[String(o.value)] : undefined;
    return a ? [{ name: o.name, attachment: { name: a.filename, size: a.size, url: a.url } }] : [];
  });
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

/** The files given to attachment options (type 11), downloaded only when the command reads them (after its cheap checks). */
export async function readAttachments(
  attached: readonly { readonly name: string; readonly attachment: { readonly name: string; readonly size: number; readonly url: string } }[],
): Promise<Record<string, AttachedFile> | null> {
  if (!attached.length) return null;
  const out: Record<string, AttachedFile> = {};
  for (const o of attached) {
    const { name, size, url } = o.attachment;
    out[o.name] = { name, size, read: () => download(url, size) };
  }
  return out;
}
