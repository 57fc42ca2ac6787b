import { ButtonStyle, ComponentType, MessageFlags, type APIActionRowComponent, type APIButtonComponent, type APIEmbed } from 'discord-api-types/v10';
import type { ButtonSpec, Reply } from '../app/command.ts';
import { clampCard, type Card } from './card.ts';
import type { Message } from './game-cards.ts';

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
    components: row.slice(0, 5).map((b) => ({ type: ComponentType.Button, custom_id: b.id.slice(0, 100), label: b.label.slice(0, 80), style: STYLES[b.style] })),
  }));
}

export interface MessagePayload {
  content?: string;
  embeds: APIEmbed[];
  components?: APIActionRowComponent<APIButtonComponent>[];
  flags?: number;
}

export function toPayload(reply: Reply | Message): MessagePayload {
  const r = reply as Reply;
  return {
    ...(r.content ? { content: r.content.slice(0, 2000) } : {}),
    embeds: (r.cards ?? []).slice(0, 10).map(toEmbed),
    ...(r.buttons ? { components: toComponents(r.buttons) } : {}),
    ...(r.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}
