// Text from users (names they type, display names, notes) goes into messages other people
// read: it must neither format the message nor ping anyone. allowed_mentions already stops
// the ping on Discord (src/render/discord-payload.ts); the text itself is made harmless in
// one place, the payload builders, so no renderer can forget it: a renderer wraps what a
// user wrote in `userText`, and the builder escapes exactly that, wherever it stands (bold,
// a code span, a title), and leaves the bot's own markdown alone.

// Private-use characters no name may hold (src/core/names.ts refuses them) mark where user text starts and ends.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKERS = /[\uE000\uE001]/g;
/** A marked span; one cut short (a label sliced to its limit) runs to the end of the text. */
const MARKED = /\uE000([^\uE000\uE001]*)(?:\uE001|$)/g;

// The characters that format text wherever they stand (a leading # or - never occurs: names are shown mid-line).
const MARKDOWN = /[\\*_~|>]/g;
const ZERO_WIDTH = '\u200b';

/** What a user wrote, marked for the payload builder to make harmless (see `forDiscord`). */
export function userText(text: string): string {
  return `${OPEN}${text.replace(MARKERS, '')}${CLOSE}`;
}

/**
 * Escapes Discord markdown and breaks mentions (@everyone, @here, <@id>, <#id>) and masked links
 * (`[text](url)`: a link that shows other words than where it goes) in user text. A backtick
 * becomes its look-alike ˋ: a backslash does not escape it inside a code span, where names are
 * often shown; for the same reason a masked link is broken by a zero-width space after its `]`.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKDOWN, (c) => `\\${c}`)
    .replace(/`/g, '\u02cb')
    .replace(/[@<\]]/g, (c) => `${c}${ZERO_WIDTH}`);
}

/**
 * `escapeMarkdown` undone, for a terminal (which formats nothing) showing what was built for
 * Discord: the backslashes and zero-width spaces it added go; the backtick's look-alike stays.
 */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~|>])/g, '$1').replace(new RegExp(`([@<\\]])${ZERO_WIDTH}`, 'g'), '$1');
}

/**
 * Text with its user text made harmless for Discord: what the payload builders send. The bot
 * never sends a masked link of its own, so one anywhere (a stored name a refusal lists without
 * marking it) is broken too.
 */
export function forDiscord(text: string): string {
  const unlinked = text.includes('](') ? text.replace(/\]\(/g, `]${ZERO_WIDTH}(`) : text;
  if (!unlinked.includes(OPEN) && !unlinked.includes(CLOSE)) return unlinked;
  return unlinked.replace(MARKED, (_, user: string) => escapeMarkdown(user)).replace(MARKERS, '');
}

/** Text with its user text shown as written: for terminals, which format nothing. */
export function plainText(text: string): string {
  return text.replace(MARKERS, '');
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
 * overrides, zero-width characters: they would reorder or hide the rest of the line),
 * marked as user text.
 */
export function echoed(text: string): string {
  return userText(text.replace(/\p{Cf}/gu, ''));
}
