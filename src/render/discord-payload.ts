import {
  AllowedMentionsTypes,
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type APIActionRowComponent,
  type APIAllowedMentions,
  type APIButtonComponent,
  type APIEmbed,
} from 'discord-api-types/v10';
import type { ButtonSpec, Reply } from '../core/command.ts';
import { clampCard, type Card, type Message } from '../core/message.ts';

// Replies and announcements in Discord's JSON shape: used by the Discord adapter and
// by the console's --json output, so both show exactly the same messages.

export function toEmbed(card: Card): APIEmbed {
  const c = clampCard(card);
  return {
    title: c.title,
    ...(c.description ? { description: c.description } : {}),
    ...(c.colour !== undefined ? { color: c.colour } : {}),
    ...(c.fields.length ? { fields: c.fields.map((f) => ({ name: f.name, value: f.value, ...(f.inline ? { inline: true } : {}) })) } : {}),
    ...(c.footer ? { footer: { text: c.footer } } : {}),
    ...(card.picture ? { image: { url: `attachment://${card.picture.name}` } } : {}),
  };
}

const STYLES: Record<ButtonSpec['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export function toComponents(rows: readonly (readonly ButtonSpec[])[]): APIActionRowComponent<APIButtonComponent>[] {
  return rows.slice(0, 5).map((row) => ({
    type: ComponentType.ActionRow,
    components: row
      .slice(0, 5)
      .map((b) => ({ type: ComponentType.Button, custom_id: b.id.slice(0, 100), label: b.label.slice(0, 80), style: STYLES[b.style] })),
  }));
}

export interface MessagePayload {
  content?: string;
  embeds: APIEmbed[];
  components?: APIActionRowComponent<APIButtonComponent>[];
  flags?: number;
  allowed_mentions?: APIAllowedMentions;
}

/** Only the users a message means to ping, never @everyone, @here or roles, whatever its text says. */
export function allowedMentions(pings: readonly string[] | undefined): APIAllowedMentions {
  return { parse: [] as AllowedMentionsTypes[], users: [...new Set(pings ?? [])].slice(0, 100) };
}

export function toPayload(reply: Reply | Message): MessagePayload {
  const r = reply as Reply;
  return {
    ...(r.content ? { content: r.content.slice(0, 2000) } : {}),
    embeds: (r.cards ?? []).slice(0, 10).map(toEmbed),
    ...(r.buttons ? { components: toComponents(r.buttons) } : {}),
    ...(r.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    allowed_mentions: allowedMentions(r.pings),
  };
}

/** The pictures a reply's cards show, as files to attach. */
export function pictureFiles(reply: Reply | Message): { name: string; data: Uint8Array }[] {
  return (reply.cards ?? []).flatMap((c) => (c.picture ? [{ name: c.picture.name, data: c.picture.png }] : []));
}
