import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HEIGHT, SHEET_WIDTH, renderApproachSheet, sheetCellBox } from '../../../../src/systems/xwing/pictures/approach-sheet.ts';
import { PAPER, type Box } from '../../../../src/systems/xwing/pictures/draw.ts';
import { loadPictureFonts } from '../../../../src/systems/xwing/pictures/fonts.ts';
import { measureRender } from '../../../../src/systems/xwing/pictures/measure.ts';
import { SAMPLE_SHEET, sheetKeys } from '../../../../src/systems/xwing/pictures/samples.ts';
import type { ApproachSheet } from '../../../../src/systems/xwing/pictures/types.ts';

const FONT_DIR = fileURLToPath(new URL('../../../../assets/fonts/xwing-miniatures/', import.meta.url));

type Decoded = { width: number; height: number; data: Uint8ClampedArray };

function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function decode(png: Uint8Array): Promise<Decoded> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

function differingShare(a: Decoded, b: Decoded, box: Box): number {
  let differ = 0;
  let total = 0;
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.h); y++) {
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.w); x++) {
      const i = (y * a.width + x) * 4;
      const d = Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!));
      if (d > 40) differ++;
      total++;
    }
  }
  return differ / total;
}

function inkShare(img: Decoded, box: Box): number {
  let ink = 0;
  let total = 0;
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.h); y++) {
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.w); x++) {
      const i = (y * img.width + x) * 4;
      if (img.data[i]! < 200 || img.data[i + 1]! < 200 || img.data[i + 2]! < 200) ink++;
      total++;
    }
  }
  return ink / total;
}

/** The inside of a cell, clear of its rules. */
const inner = (box: Box): Box => ({ x: box.x + 4, y: box.y + 4, w: box.w - 8, h: box.h - 8 });

beforeAll(() => {
  loadPictureFonts(FONT_DIR);
});

describe('renderApproachSheet', () => {
  it('renders a whole sheet of 48 cells as a printable PNG', async () => {
    expect(sheetKeys()).toHaveLength(48);
    const png = renderApproachSheet(SAMPLE_SHEET);
    expect(pngSize(png)).toEqual({ width: SHEET_WIDTH, height: SHEET_HEIGHT });
    // A4 landscape proportions, and small enough to send as an attachment.
    expect(SHEET_WIDTH / SHEET_HEIGHT).toBeCloseTo(Math.SQRT2, 1);
    expect(png.byteLength).toBeLessThan(300 * 1024);
    const img = await decode(png);
    expect([img.width, img.height]).toEqual([SHEET_WIDTH, SHEET_HEIGHT]);
    for (const { chart, defense, attack } of sheetKeys()) {
      expect(inkShare(img, inner(sheetCellBox(chart, defense, attack))), `${chart} ${defense} ${attack}`).toBeGreaterThan(0.03);
    }
  });

  it("draws the cells' symbols from the icon font, not fallback letters or boxes", async () => {
    const withFont = await decode(renderApproachSheet(SAMPLE_SHEET));
    const fallback = await decode(renderApproachSheet(SAMPLE_SHEET, { symbolFamily: 'NoSuchSymbolFontAlias' }));
    for (const { chart, defense, attack } of sheetKeys()) {
      expect(differingShare(withFont, fallback, inner(sheetCellBox(chart, defense, attack))), `${chart} ${defense} ${attack}`).toBeGreaterThan(0.01);
    }
  });

  it('marks an unknown cell with an ask mark, prints notes, and places the object by its sense', async () => {
    const sheet: ApproachSheet = structuredClone(SAMPLE_SHEET);
    sheet.cells.front.blank.crit = { maneuver: null };
    sheet.cells.side.evade.blank = { ...sheet.cells.side.evade.blank, note: 'If stressed: 2 straight' };
    sheet.cells.bullseye.evade.crit = {
      maneuver: { speed: 2, bearing: 'bank', direction: null, difficulty: 'blue' },
      relative: { sense: 'towards', object: 'obstacle' },
    };
    const base = await decode(renderApproachSheet(SAMPLE_SHEET));
    const changed = await decode(renderApproachSheet(sheet));
    for (const [chart, defense, attack] of [
      ['front', 'blank', 'crit'],
      ['side', 'evade', 'blank'],
      ['bullseye', 'evade', 'crit'],
    ] as const) {
      expect(differingShare(base, changed, inner(sheetCellBox(chart, defense, attack))), `${chart} ${defense} ${attack}`).toBeGreaterThan(0.01);
    }
    // Untouched cells stay as they were.
    expect(differingShare(base, changed, inner(sheetCellBox('rear', 'blank', 'blank')))).toBe(0);
  });

  it('prints white maneuvers black on paper, and red and blue in their colours', async () => {
    const img = await decode(renderApproachSheet(SAMPLE_SHEET));
    const count = (box: Box, colour: string) => {
      const n = Number.parseInt(colour.slice(1), 16);
      const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
      let hits = 0;
      for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.h); y++) {
        for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.w); x++) {
          const i = (y * img.width + x) * 4;
          if ([0, 1, 2].every((c) => Math.abs(img.data[i + c]! - rgb[c]!) <= 20)) hits++;
        }
      }
      return hits;
    };
    // The speed digits are ink-coloured too, so look only at the right half of the cell, where the symbol is.
    const symbolHalf = (box: Box): Box => ({ x: box.x + box.w * 0.5, y: box.y, w: box.w * 0.45, h: box.h });
    expect(count(symbolHalf(sheetCellBox('bullseye', 'blank', 'blank')), PAPER.difficulty.white)).toBeGreaterThan(200); // 5 straight, white
    expect(count(sheetCellBox('bullseye', 'blank', 'crit'), PAPER.difficulty.red)).toBeGreaterThan(200); // 4 K-turn, red
    expect(count(sheetCellBox('bullseye', 'focus', 'crit'), PAPER.difficulty.blue)).toBeGreaterThan(200); // 3 straight, blue
  });

  it('takes chart headings and legend words from the caller', async () => {
    const english = await decode(renderApproachSheet(SAMPLE_SHEET));
    const french = await decode(renderApproachSheet({ ...SAMPLE_SHEET, labels: { rear: 'Arrière', tally: 'Cible' } }));
    expect(differingShare(english, french, { x: 0, y: 0, w: SHEET_WIDTH, h: SHEET_HEIGHT })).toBeGreaterThan(0);
  });

  it('has a benchmark helper for sheets too (timing not asserted)', () => {
    const t = measureRender(1, 'sheet');
    expect(t.p99).toBeGreaterThanOrEqual(t.p50);
  });
});
