import { fc, test } from '@fast-check/vitest';
import { brotliCompressSync, deflateRawSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import type { EventRow } from '../../src/core/store.ts';
import { packArchive, unpackArchive } from '../../src/storage/archive.ts';

// A finished game's log as one record (src/storage/archive.ts): brotli now, and the raw
// deflate archives written by earlier releases still read.

const columns = {
  seq: fc.nat(),
  batch: fc.nat(),
  v: fc.integer({ min: 1, max: 9 }),
  data: fc.json(),
  actor: fc.option(fc.string(), { nil: null }),
  interaction: fc.option(fc.string(), { nil: null }),
  at: fc.nat(),
};
const row = fc.record(columns) satisfies fc.Arbitrary<EventRow>;
/** Data texts JSON.stringify would not write so: spaces, 1.0, -0, any string. */
const oddData = fc.oneof(fc.string(), fc.constantFrom('{"a": 1}', '{"a":1.0}', '[1]', 'null', '"x"', '{"b":-0}', '{"a":1e3}'));

function sampleLog(n: number): EventRow[] {
  return Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    batch: i + 1,
    v: 2,
    data: JSON.stringify({
      t: 'activated',
      ship: `TIE-${(i % 4) + 1}`,
      roll: { defense: 'focus', attack: i % 2 ? 'hit' : 'blank' },
      rng: [i * 7919, i * 104729, 3, 4],
    }),
    actor: 'user-you',
    interaction: `1300000000000${String(i).padStart(6, '0')}`,
    at: 1795377196269 + i * 1000,
  }));
}

describe('game archives', () => {
  test.prop([fc.array(row, { maxLength: 30 })])('any log reads back as it was written', (rows) => {
    expect(unpackArchive(packArchive(rows))).toEqual(rows);
  });

  test.prop([fc.array(fc.record({ ...columns, data: oddData }), { maxLength: 30 })])(
    'a data text that is not JSON as JSON.stringify writes it reads back as the same text',
    (rows) => {
      expect(unpackArchive(packArchive(rows))).toEqual(rows);
    },
  );

  test('an archive of the release before (brotli, whole rows) reads back', () => {
    const rows = sampleLog(5);
    const json = Buffer.from(JSON.stringify(rows.map((r) => [r.seq, r.batch, r.v, r.data, r.actor, r.interaction, r.at])));
    const old = Buffer.concat([Buffer.of(0x06), brotliCompressSync(json)]);
    expect(unpackArchive(old)).toEqual(rows);
  });

  test('an archive of an earlier release (raw deflate, seven columns) reads back', () => {
    const rows = sampleLog(5);
    const old = deflateRawSync(JSON.stringify(rows.map((r) => [r.seq, r.batch, r.v, r.data, r.actor, r.interaction, r.at])), { level: 9 });
    expect(unpackArchive(old)).toEqual(rows);
  });

  test('an archive from before events carried a version (six columns) reads back as version 1', () => {
    const rows = sampleLog(3);
    const old = deflateRawSync(JSON.stringify(rows.map((r) => [r.seq, r.batch, r.data, r.actor, r.interaction, r.at])), { level: 9 });
    expect(unpackArchive(old)).toEqual(rows.map((r) => ({ ...r, v: 1 })));
  });

  test('new archives are marked and smaller than the whole-row brotli ones they replace', () => {
    const rows = sampleLog(50);
    const packed = packArchive(rows);
    const whole = brotliCompressSync(Buffer.from(JSON.stringify(rows.map((r) => [r.seq, r.batch, r.v, r.data, r.actor, r.interaction, r.at]))));
    expect(packed[0]).toBe(0x07);
    expect(packed.length).toBeLessThan(whole.length + 1);
  });
});
