import { deflateSync } from 'node:zlib';

// A PNG writer for opaque pictures, used instead of Skia's encoder on the command path:
// Skia tries five row filters and deflates at level 6; rows stored unfiltered and deflated
// by Node's zlib at level 3 cost a fraction of that for a file of similar size
// (docs/performance.md). Pure-JS PNG libraries deflate in JavaScript and are slower still.

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

let scratch = Buffer.alloc(0);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

/**
 * An 8-bit RGBA PNG of `width × height` pixels given as RGBA bytes, row by row. Callers paint
 * an opaque background first, so the premultiplied pixels a canvas holds are the plain colours
 * (each row is copied as it is: no per-pixel work in JavaScript).
 */
export function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const row = width * 4;
  if (rgba.length !== row * height) throw new Error(`expected ${row * height} bytes of RGBA, got ${rgba.length}`);
  // Each row: filter type 0 (none), then its pixels. The scratch buffer is reused (this runs
  // synchronously): a new buffer per picture would keep the garbage collector busy.
  const size = (1 + row) * height;
  if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
  const raw = scratch.subarray(0, size);
  for (let y = 0; y < height; y++) {
    raw[y * (1 + row)] = 0;
    raw.set(rgba.subarray(y * row, (y + 1) * row), y * (1 + row) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // compression, filter method and interlace: 0
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 3 })), chunk('IEND', new Uint8Array(0))]);
}
