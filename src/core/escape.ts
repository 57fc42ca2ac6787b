// User text (typed names, display names, notes) must neither format a message nor ping anyone.
// It is made harmless in one place, the payload builders, so no renderer can forget: a renderer
// wraps it in `userText`, and the builder escapes exactly that and leaves the bot's markdown alone.

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

/** Escapes markdown, mentions and masked links in user text; a backtick becomes ˋ: a backslash does not escape it in a code span. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKDOWN, (c) => `\\${c}`)
    .replace(/`/g, '\u02cb')
    .replace(/[@<\]]/g, (c) => `${c}${ZERO_WIDTH}`);
}

/** `escapeMarkdown` undone, for a terminal showing what was built for Discord (the backtick's look-alike stays). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~|>])/g, '$1').replace(new RegExp(`([@<\\]])${ZERO_WIDTH}`, 'g'), '$1');
}

/** Text with its user text made harmless for Discord; any masked link is broken too (the bot never sends one of its own). */
export function forDiscord(text: string): string {
  const unlinked = text.includes('](') ? text.replace(/\]\(/g, `]${ZERO_WIDTH}(`) : text;
  if (!unlinked.includes(OPEN) && !unlinked.includes(CLOSE)) return unlinked;
  return unlinked.replace(MARKED, (_, user: string) => escapeMarkdown(user)).replace(MARKERS, '');
}

export function plainText(text: string): string {
  return text.replace(MARKERS, '');
}

export const UNSAFE_NAME_CHARACTERS = /[@#:`*_~|>\\<[\](){}]/;

/** What a user typed, echoed back: marked as user text, without format controls (they would reorder or hide the line). */
export function echoed(text: string): string {
  return userText(text.replace(/\p{Cf}/gu, ''));
}
