import { brotliCompressSync, brotliDecompressSync, constants, inflateRawSync } from 'node:zlib';
import type { EventRow } from '../core/store.ts';

// A finished game's log folded into one compressed record of its JSON rows, the same bytes
// in both stores: a finished game costs a few kilobytes.
//
// Brotli at its best quality (paid once per game) packs these logs smaller than deflate.
// Its archives start with BROTLI_ARCHIVE; raw deflate archives, whose first byte can never
// be that one (block type 3 is reserved in deflate), are read too.

const ARCHIVE_COLUMNS = ['seq', 'batch', 'v', 'data', 'actor', 'interaction', 'at'] as const;

/** Bits 1–2 set: a raw deflate stream starting with this byte would use the reserved block type. */
const BROTLI_ARCHIVE = 0x06;

export function packArchive(rows: readonly EventRow[]): Buffer {
  const json = Buffer.from(JSON.stringify(rows.map((r) => ARCHIVE_COLUMNS.map((c) => r[c]))), 'utf8');
  const packed = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  return Buffer.concat([Buffer.of(BROTLI_ARCHIVE), packed]);
}

/** An archive written before events carried a version holds six columns; those events are version 1. */
export function unpackArchive(blob: Buffer): EventRow[] {
  const json = blob[0] === BROTLI_ARCHIVE ? brotliDecompressSync(blob.subarray(1)) : inflateRawSync(blob);
  const rows = JSON.parse(json.toString('utf8')) as unknown[][];
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
