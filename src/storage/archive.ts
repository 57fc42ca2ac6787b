import { brotliCompressSync, brotliDecompressSync, constants, inflateRawSync } from 'node:zlib';
import type { EventRow } from '../core/store.ts';

// A finished game's log folded into one compressed record, the same bytes in both stores: a
// finished game costs a few kilobytes, two to a 4 KB page.
//
// Brotli at its best quality (paid once per game) packs these logs smaller than deflate.
// Each row is written as the differences a log repeats least: its seq from the previous row's,
// its batch from its own seq, its time from the previous row's, and its data as JSON itself
// rather than a string of it (no escaped quotes); a data text that would not read back the
// same stays a string. Archives start with DELTA_ARCHIVE; the earlier brotli ones (whole rows)
// with BROTLI_ARCHIVE; raw deflate archives, whose first byte can never be either (block type
// 3 is reserved in deflate), are read too.

const ARCHIVE_COLUMNS = ['seq', 'batch', 'v', 'data', 'actor', 'interaction', 'at'] as const;

/** Bits 1–2 set: a raw deflate stream starting with either byte would use the reserved block type. */
const BROTLI_ARCHIVE = 0x06;
const DELTA_ARCHIVE = 0x07;

/** The data as JSON to nest in the archive, or its text where reading that back would not give the same text. */
function nested(data: string): unknown {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && JSON.stringify(value) === data ? value : data;
  } catch {
    return data;
  }
}

export function packArchive(rows: readonly EventRow[]): Buffer {
  let seq = 0;
  let at = 0;
  const packedRows = rows.map((r) => {
    const row = [r.seq - seq, r.seq - r.batch, r.v, nested(r.data), r.actor, r.interaction, r.at - at];
    seq = r.seq;
    at = r.at;
    return row;
  });
  const json = Buffer.from(JSON.stringify(packedRows), 'utf8');
  const packed = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  return Buffer.concat([Buffer.of(DELTA_ARCHIVE), packed]);
}

function unpackDeltas(rows: unknown[][]): EventRow[] {
  let seq = 0;
  let at = 0;
  return rows.map(([dSeq, back, v, data, actor, interaction, dAt]) => {
    seq += dSeq as number;
    at += dAt as number;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    return { seq, batch: seq - (back as number), v, data: text, actor, interaction, at } as EventRow;
  });
}

/** An archive written before events carried a version holds six columns; those events are version 1. */
export function unpackArchive(blob: Buffer): EventRow[] {
  if (blob[0] === DELTA_ARCHIVE) return unpackDeltas(JSON.parse(brotliDecompressSync(blob.subarray(1)).toString('utf8')) as unknown[][]);
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
