// Text from users (display names, names they type) goes into messages other people
// read: it must neither format the message nor ping anyone. allowed_mentions already
// stops the ping on Discord (src/render/discord-payload.ts); these keep the text itself
// harmless too, so "@everyone" reads as a name and not as a server-wide mention.

// The characters that format text wherever they stand (a leading # or - never occurs: names are shown mid-line).
const MARKDOWN = /[\\*_~`|>]/g;
const ZERO_WIDTH = '\u200b';

/** Escapes Discord markdown and breaks mentions (@everyone, @here, <@id>, <#id>) in user text shown in a message. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKDOWN, (c) => `\\${c}`)
    .replace(/@/g, `@${ZERO_WIDTH}`)
    .replace(/</g, `<${ZERO_WIDTH}`);
}

/**
 * A name made from a user's display name, to be used as an identifier players type
 * (`/ship ship:Luke`): without markdown, mention or command characters, trimmed,
 * at most `max` characters; `fallback` when nothing is left.
 */
export function safeName(text: string, max = 32, fallback = 'Pilot'): string {
  const cleaned = text
    .normalize('NFKC')
    .replace(/[@#:`*_~|>\\<[\](){}]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return cleaned || fallback;
}

/** Characters a typed name may not hold (the same set `safeName` removes). */
export const UNSAFE_NAME_CHARACTERS = /[@#:`*_~|>\\<[\](){}]/;

/**
 * What a user typed, echoed back in a reply: without format controls (right-to-left
 * overrides, zero-width characters: they would reorder or hide the rest of the line) and
 * with markdown and mentions made harmless.
 */
export function echoed(text: string): string {
  return escapeMarkdown(text.replace(/\p{Cf}/gu, ''));
}
