import { describe, expect, test } from 'vitest';
import { cardToTextWith } from '../../src/core/message.ts';

// A card as the console and the text files print it.

describe('a card as text', () => {
  test('a continuation field (no name, or the zero-width space Discord needs) goes on under the one before; a symbol-only name takes no colon', () => {
    const text = cardToTextWith(
      {
        title: 'Status',
        fields: [
          { name: 'Ships', value: 'TIE-1' },
          { name: '\u200b', value: 'TIE-2' },
          { name: '', value: 'TIE-3' },
          { name: '⚠️', value: 'Easy Target\nOut of coherence' },
        ],
      },
      ':',
    );
    expect(text).toBe('Status\nShips: TIE-1\n  TIE-2\n  TIE-3\n⚠️\n  Easy Target\n  Out of coherence');
  });
});
