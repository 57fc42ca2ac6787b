import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { EventRow } from '../core/store.ts';

// A finished game's log folded into one compressed record (deflate of the JSON rows),
// the same bytes in both stores: a finished game costs a few kilobytes.

const ARCHIVE_COLUMNS = ['seq', 'batch', 'v', 'data', 'actor', 'interaction', 'at'] as const;

export function packArchive(rows: readonly EventRow[]): Buffer {
  return deflateRawSync(JSON.stringify(rows.map((r) => ARCHIVE_COLUMNS.map((c) => r[c]))), { level: 9 });
}

/** An archive written before events carried a version holds six columns; those events are version 1. */
export function unpackArchive(blob: Buffer): EventRow[] {
  const rows = JSON.parse(inflateRawSync(blob).toString('utf8')) as unknown[][];
  return rows.map((r) => {
    if (r.length === 6) {
      const [seq, batch, data, actor, interaction, at] = r;
      return { seq, batch, v: 1, data, actor, interaction, at } as EventRow;
    }
    return Object.fromEntries(ARCHIVE_COLUMNS.map((c, i) => [c, r[i]])) as unknown as EventRow;
  });
}

/** How many recent interaction ids an aggregate remembers: Discord redelivers within seconds. */
export const RECENT_INTERACTIONS = 32;

export function nextRecent(previous: readonly string[], interactionId: string | null): string[] {
  return interactionId ? [...previous, interactionId].slice(-RECENT_INTERACTIONS) : [...previous];
}

export function parseRecent(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.some((x) => typeof x !== 'string')) throw new Error('a stored list of interaction ids is malformed');
  return parsed as string[];
}
