import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { escapeMarkdown, unescapeMarkdown } from '../../src/core/escape.ts';

// What the payload builder does to user text for Discord, undone for the console's terminal:
// every character comes back except the backtick, shown as its look-alike.

test.prop([fc.string({ unit: fc.constantFrom('a', ' ', '\\', '*', '_', '~', '|', '>', '<', '@', '`', 'é', '#', '[', ']', '(', ')') })])(
  'escaped for Discord, then unescaped, any text reads as it was written',
  (text) => {
    expect(unescapeMarkdown(escapeMarkdown(text))).toBe(text.replace(/`/g, '\u02cb'));
  },
);
