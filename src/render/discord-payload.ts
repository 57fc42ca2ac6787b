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
import { forDiscord, plainText } from '../core/escape.ts';
import { clampCard, type Card, type LinkSpec, type Message } from '../core/message.ts';

// Replies and announcements in Discord's JSON shape: used by the Discord adapter and
// by the console's --json output, so both show exactly the same messages.

/** A card's text with its user text made harmless (src/core/escape.ts), before it is cut to Discord's limits. */
export function cardForDiscord(card: Card): Card {
  return {
    ...card,
    title: forDiscord(card.title),
    ...(card.description !== undefined ? { description: forDiscord(card.description) } : {}),
    fields: card.fields.map((f) => ({ ...f, name: forDiscord(f.name), value: forDiscord(f.value) })),
    ...(card.footer !== undefined ? { footer: forDiscord(card.footer) } : {}),
  };
}

export function toEmbed(card: Card): APIEmbed {
  const c = clampCard(cardForDiscord(card));
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
      .map((b) => ({ type: ComponentType.Button, custom_id: b.id.slice(0, 100), label: plainText(b.label).slice(0, 80), style: STYLES[b.style] })),
  }));
}

/** A link button (style 5): it opens its page in the browser and sends the bot nothing. */
export function linkRow(link: LinkSpec) {
  return {
    type: ComponentType.ActionRow as const,
    components: [{ type: ComponentType.Button as const, style: ButtonStyle.Link as const, label: plainText(link.label).slice(0, 80), url: link.url }],
  };
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

/** Discord's limits on one message: its content, its embeds, and all their text together. */
export const MESSAGE_LIMITS = { content: 2000, embeds: 10, embedTotal: 6000 } as const;

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, Math.max(0, max - 1))}…`);

/** The text Discord counts towards an embed's 6,000 characters. */
function embedLength(e: APIEmbed): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

/**
 * Embeds whose text together fits Discord's 6,000 characters a message: the longest
 * description or field value is shortened (with a visible "…") until it fits, so a message
 * made long by long names is shown shortened rather than rejected.
 */
export function fitEmbeds(embeds: APIEmbed[]): APIEmbed[] {
  let over = embeds.reduce((n, e) => n + embedLength(e), 0) - MESSAGE_LIMITS.embedTotal;
  while (over > 0) {
    let longest: { length: number; set: (s: string) => void; text: string } | null = null;
    for (const e of embeds) {
      if (e.description && (!longest || e.description.length > longest.length))
        longest = { length: e.description.length, text: e.description, set: (s) => (e.description = s) };
      for (const f of e.fields ?? [])
        if (!longest || f.value.length > longest.length) longest = { length: f.value.length, text: f.value, set: (s) => (f.value = s) };
      if (e.title && (!longest || e.title.length > longest.length)) longest = { length: e.title.length, text: e.title, set: (s) => (e.title = s) };
    }
    if (!longest || longest.length <= 1) break;
    // Down by the excess (the "…" included); a part too short for all of it goes to one character, and the next longest follows.
    longest.set(cut(longest.text, Math.max(1, longest.length - over)));
    over = embeds.reduce((n, e) => n + embedLength(e), 0) - MESSAGE_LIMITS.embedTotal;
  }
  return embeds;
}

export function toPayload(reply: Reply | Message): MessagePayload {
  const r = reply as Reply;
  return {
    ...(r.content ? { content: cut(forDiscord(r.content), MESSAGE_LIMITS.content) } : {}),
    embeds: fitEmbeds((r.cards ?? []).slice(0, MESSAGE_LIMITS.embeds).map(toEmbed)),
    ...(r.buttons || r.link ? { components: [...toComponents((r.buttons ?? []).slice(0, r.link ? 4 : 5)), ...(r.link ? [linkRow(r.link)] : [])] } : {}),
    ...(r.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    allowed_mentions: allowedMentions(r.pings),
  };
}

/** The pictures a reply's cards show, as files to attach. */
export function pictureFiles(reply: Reply | Message): { name: string; data: Uint8Array }[] {
  return (reply.cards ?? []).flatMap((c) => (c.picture ? [{ name: c.picture.name, data: c.picture.png }] : []));
}
