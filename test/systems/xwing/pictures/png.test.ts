import { createCanvas, loadImage } from '@napi-rs/canvas';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { encodeOpaquePng } from '../../../../src/systems/xwing/pictures/png.ts';

// The activation picture's PNG writer (src/systems/xwing/pictures/png.ts): checked against an
// independent CRC (Node's zlib.crc32) and an independent decoder (Skia's, through loadImage).

function chunks(png: Buffer): { type: string; data: Buffer; crc: number; body: Buffer }[] {
  const out = [];
  for (let o = 8; o < png.length;) {
    const length = png.readUInt32BE(o);
    const body = png.subarray(o + 4, o + 8 + length);
    out.push({ type: body.subarray(0, 4).toString('latin1'), data: body.subarray(4), crc: png.readUInt32BE(o + 8 + length), body });
    o += 12 + length;
  }
  return out;
}

function picture(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1c1f26';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#e5484d';
  ctx.beginPath();
  ctx.arc(width / 3, height / 2, height / 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = '20px sans-serif';
  ctx.fillRect(width / 2, 2, width / 3, height / 4);
  // A copy: canvas.data() views the canvas's own pixels, which go when the canvas is collected.
  return Uint8Array.from(canvas.data());
}

describe('encodeOpaquePng', () => {
  test('chunks in order with valid CRCs, the size in IHDR, rows unfiltered', () => {
    const rgba = picture(37, 11);
    const png = Buffer.from(encodeOpaquePng(rgba, 37, 11));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const cs = chunks(png);
    expect(cs.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of cs) expect(c.crc).toBe(crc32(c.body));
    expect([cs[0]!.data.readUInt32BE(0), cs[0]!.data.readUInt32BE(4), cs[0]!.data[8], cs[0]!.data[9]]).toEqual([37, 11, 8, 6]);
    const raw = inflateSync(cs[1]!.data);
    expect(raw.length).toBe(11 * (1 + 37 * 4));
    for (let y = 0; y < 11; y++) {
      expect(raw[y * (1 + 37 * 4)]).toBe(0);
      expect(raw.subarray(y * 149 + 1, (y + 1) * 149)).toEqual(Buffer.from(rgba.subarray(y * 148, (y + 1) * 148)));
    }
  });

  test('decodes to the same pixels', async () => {
    const rgba = picture(120, 60);
    const image = await loadImage(Buffer.from(encodeOpaquePng(rgba, 120, 60)));
    expect([image.width, image.height]).toEqual([120, 60]);
    const back = createCanvas(120, 60);
    back.getContext('2d').drawImage(image, 0, 0);
    expect(Buffer.from(Uint8Array.from(back.data()))).toEqual(Buffer.from(rgba));
  });

  test('refuses pixels that do not match the size', () => {
    expect(() => encodeOpaquePng(new Uint8Array(10), 2, 2)).toThrow(/expected 16 bytes/);
  });
});
