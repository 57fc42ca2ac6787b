import { plainText } from './escape.ts';
import type { Card } from './message.ts';

// The live table's view of a game or a campaign (the page outside Discord): what a system shows
// a viewer, as plain data already in the game's language; the web adapter turns it into HTML.

/** An attitude marker as the table sees it: its colour and shape drawn, its name read out. */
export interface TableMarker {
  readonly colour: 'blue' | 'red' | 'gold';
  readonly shape: 'shield' | 'circle';
  /** What it is, in words (screen readers, and anyone who cannot tell the colours apart). */
  readonly name: string;
}

/** A row's place in the turn: done, up now, still to come, or out of play. */
export type TableMark = 'done' | 'next' | 'waiting' | 'out';

export interface TableRow {
  readonly text: string;
  readonly marker?: TableMarker;
  readonly mark?: TableMark;
  /** The mark in words (shown to screen readers and beside the symbol). */
  readonly markName?: string;
  /** Further lines under the row (hull and damage, the last activation). */
  readonly detail?: readonly string[];
}

export interface TableSection {
  readonly heading: string;
  readonly rows: readonly TableRow[];
}

export interface TableView {
  readonly title: string;
  readonly subtitle?: string;
  readonly sections: readonly TableSection[];
}

/** Discord's markup made plain: no bold or strike marks, a mention as a person's sign (the page knows no names). */
export function tableText(text: string): string {
  return plainText(text)
    .replace(/<@[!&]?[^>\s]+>/g, '👤')
    .replace(/<#\d+>/g, '#')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/\u200b/g, '')
    .trim();
}

/** Cards as a table view: each card a section headed by its title, each field a row ("name: value"). */
export function tableFromCards(title: string, cards: readonly Card[], colon = ': '): TableView {
  return {
    title,
    sections: cards.map((card) => ({
      heading: tableText(card.title),
      rows: [
        ...(card.description ? [{ text: tableText(card.description) }] : []),
        ...card.fields.map((f) => {
          const name = tableText(f.name);
          const lines = tableText(f.value).split('\n').filter(Boolean);
          return lines.length <= 1
            ? { text: name ? `${name}${colon}${lines[0] ?? ''}` : (lines[0] ?? '') }
            : { text: name || (lines[0] ?? ''), detail: name ? lines : lines.slice(1) };
        }),
        ...(card.footer ? [{ text: tableText(card.footer) }] : []),
      ],
    })),
  };
}
