import { ButtonStyle, ComponentType, MessageFlags, type APIAllowedMentions, type APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { ButtonSpec, Reply } from '../core/command.ts';
import type { Card, LinkSpec, Message } from '../core/message.ts';
import { forDiscord, plainText } from '../core/escape.ts';
import { allowedMentions, cardForDiscord, linkRow } from './discord-payload.ts';

// A message as one Components V2 card (Discord's IS_COMPONENTS_V2 layout): a container per card with its text
// and its buttons inside it, so on a phone the buttons sit under what they answer and nothing is cut into an
// embed's narrow fields. Used for the live tracker (edited in place all game). Discord refuses a V2 message that
// breaks its limits, so they are checked here and a message that does not fit is left to the classic embed
// payload (discord-payload.ts) by returning null: the caller falls back, nothing is cut silently.

/** Discord's limits on a Components V2 message (its documentation, "Components"). */
export const V2_LIMITS = {
  /** Every component counts, nested ones included (a button in a row in a container is three). */
  components: 40,
  /** All the text of all its components together. */
  text: 4000,
  topLevel: 10,
  inContainer: 10,
  buttonsPerRow: 5,
  label: 80,
  customId: 100,
} as const;

export interface V2Payload {
  flags: number;
  components: APIMessageTopLevelComponent[];
  allowed_mentions: APIAllowedMentions;
}

const STYLES: Record<ButtonSpec['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

function text(content: string) {
  return { type: ComponentType.TextDisplay as const, content };
}

/** A card's words: the title as a heading, the description, each field as a bold name over its value, the footer small. */
function cardText(marked: Card): string {
  const card = cardForDiscord(marked);
  const parts = [`### ${card.title}`];
  if (card.description) parts.push(card.description);
  for (const f of card.fields) parts.push(f.name ? `**${f.name}**\n${f.value}` : f.value);
  if (card.footer) parts.push(`-# ${card.footer}`);
  return parts.join('\n');
}

function rows(buttons: readonly (readonly ButtonSpec[])[], link?: LinkSpec) {
  return [
    ...buttons
      .filter((row) => row.length > 0)
      .map((row) => ({
        type: ComponentType.ActionRow as const,
        components: row.map((b) => ({ type: ComponentType.Button as const, custom_id: b.id, label: plainText(b.label), style: STYLES[b.style] })),
      })),
    ...(link ? [linkRow(link)] : []),
  ];
}

/** How many components a payload holds, nested ones included, and how much text. */
export function v2Size(components: readonly unknown[]): { components: number; text: number } {
  let count = 0;
  let chars = 0;
  const walk = (list: readonly unknown[]) => {
    for (const c of list as { content?: string; components?: unknown[]; accessory?: unknown }[]) {
      count++;
      if (typeof c.content === 'string') chars += c.content.length;
      if (c.components) walk(c.components);
      if (c.accessory) walk([c.accessory]);
    }
  };
  walk(components);
  return { components: count, text: chars };
}

/**
 * The message as a V2 payload, or null when it cannot be one within Discord's limits (too much text, too many
 * components or buttons, a label or id too long) or shows a picture (a V2 message shows an attachment only through a
 * media component, which the card pictures do not need on the tracker): the caller then sends the classic payload.
 */
export function toV2Payload(message: Message | Reply): V2Payload | null {
  const r = message as Reply;
  const cards = r.cards ?? [];
  if (cards.some((c) => c.picture)) return null;
  const buttons = r.buttons ?? [];
  if (
    buttons.some(
      (row) => row.length > V2_LIMITS.buttonsPerRow || row.some((b) => plainText(b.label).length > V2_LIMITS.label || b.id.length > V2_LIMITS.customId),
    )
  )
    return null;
  const top: APIMessageTopLevelComponent[] = [];
  if (r.content) top.push(text(forDiscord(r.content)));
  cards.forEach((card, i) => {
    // The buttons go in the last card's container, under the words they answer.
    const inside = [text(cardText(card)), ...(i === cards.length - 1 ? rows(buttons, r.link) : [])];
    top.push({ type: ComponentType.Container, ...(card.colour !== undefined ? { accent_color: card.colour } : {}), components: inside });
  });
  if (cards.length === 0) top.push(...rows(buttons, r.link));
  if (top.length === 0 || top.length > V2_LIMITS.topLevel) return null;
  if (top.some((c) => c.type === ComponentType.Container && c.components.length > V2_LIMITS.inContainer)) return null;
  const size = v2Size(top);
  if (size.components > V2_LIMITS.components || size.text > V2_LIMITS.text) return null;
  return { flags: MessageFlags.IsComponentsV2 | (r.ephemeral ? MessageFlags.Ephemeral : 0), components: top, allowed_mentions: allowedMentions(r.pings) };
}
