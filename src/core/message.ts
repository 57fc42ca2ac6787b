import { plainText } from './escape.ts';

// What the bot shows, wherever it is shown: a message is text and cards (an embed on Discord, text in a terminal).

export interface CardField {
  readonly name: string;
  readonly value: string;
  readonly inline?: boolean;
}

export interface Card {
  readonly title: string;
  readonly description?: string;
  readonly colour?: number;
  readonly fields: readonly CardField[];
  readonly footer?: string;
  readonly picture?: Picture;
}

export interface Picture {
  readonly name: string;
  readonly png: Uint8Array;
  /** What it shows, for screen readers and the console. */
  readonly alt: string;
}

export interface ButtonSpec {
  readonly id: string;
  readonly label: string;
  readonly style: 'primary' | 'secondary' | 'success' | 'danger';
}

export interface Message {
  readonly content?: string;
  readonly cards?: readonly Card[];
  readonly buttons?: readonly (readonly ButtonSpec[])[];
  /** User ids the message may ping; nobody else, never @everyone or roles. */
  readonly pings?: readonly string[];
  /** A page it links to, shown as a link button after its buttons (the live table). */
  readonly link?: LinkSpec;
}

export interface LinkSpec {
  readonly label: string;
  readonly url: string;
}

/** `message` with a link to the channel's live table, when the table is served (`url`). */
export function withLink<M extends Message>(message: M, label: string, url: string | undefined): M {
  return url ? { ...message, link: { label, url } } : message;
}

/** Discord's embed limits, applied once here so no card is ever rejected. */
export const EMBED_LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048 } as const;

/** A list, one line per item, as one field or, past Discord's field limit, several (the others unnamed): never cut. */
export function listFields(name: string, lines: readonly string[], empty: string): CardField[] {
  if (lines.length === 0) return [{ name, value: empty }];
  const fields: CardField[] = [];
  let value = '';
  for (const line of lines) {
    const item = clip(line, EMBED_LIMITS.fieldValue);
    if (value && value.length + 1 + item.length > EMBED_LIMITS.fieldValue) {
      fields.push({ name: fields.length ? '' : name, value });
      value = '';
    }
    value = value ? `${value}\n${item}` : item;
  }
  fields.push({ name: fields.length ? '' : name, value });
  return fields;
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max - 1) + '…';
}

/** At most Discord's number of fields: the last names those it stands for over a "…", so a long list never loses items silently. */
function withinFieldCount(fields: readonly CardField[]): readonly CardField[] {
  if (fields.length <= EMBED_LIMITS.fields) return fields;
  const kept = fields.slice(0, EMBED_LIMITS.fields - 1);
  const left = fields.slice(EMBED_LIMITS.fields - 1);
  // Their names go in the field's name, which a message too long for Discord keeps (fitEmbeds shortens values).
  return [...kept, { name: left.map((f) => f.name || '…').join(' · '), value: '…' }];
}

export function clampCard(card: Card): Card {
  return {
    title: clip(card.title, EMBED_LIMITS.title),
    ...(card.description !== undefined ? { description: clip(card.description, EMBED_LIMITS.description) } : {}),
    ...(card.colour !== undefined ? { colour: card.colour } : {}),
    fields: withinFieldCount(card.fields).map((f) => ({
      name: clip(f.name || '\u200b', EMBED_LIMITS.fieldName),
      value: clip(f.value || '\u200b', EMBED_LIMITS.fieldValue),
      ...(f.inline ? { inline: true } : {}),
    })),
    ...(card.footer !== undefined ? { footer: clip(card.footer, EMBED_LIMITS.footer) } : {}),
  };
}

export function cardToText(card: Card): string {
  return cardToTextWith(card, ':');
}

/** cardToText with `colon` after each field's name (French writes ' :'). */
export function cardToTextWith(card: Card, colon: string): string {
  const strip = (s: string) => plainText(s).replace(/\*\*|__|~~|`/g, '');
  const lines = [strip(card.title)];
  if (card.description) lines.push(strip(card.description));
  for (const f of card.fields) {
    const value = strip(f.value);
    const name = strip(f.name);
    // A list's continuation (listFields) has no name of its own (Discord's payload gives it a zero-width
    // space): its lines go on under the one before.
    if (!name.replace(/[\s\u200b]/g, '')) {
      lines.push(`  ${value.replace(/\n/g, '\n  ')}`);
      continue;
    }
    // A name that is only a symbol (⚠️) heads its lines without a colon after it.
    const head = /[\p{L}\p{N}]/u.test(name) ? `${name}${colon}` : name;
    lines.push(value.includes('\n') ? `${head}\n  ${value.replace(/\n/g, '\n  ')}` : `${head} ${value}`);
  }
  if (card.footer) lines.push(strip(card.footer));
  return lines.join('\n');
}
