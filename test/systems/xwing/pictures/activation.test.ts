import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_HEIGHT, ACTIVATION_REGIONS, ACTIVATION_WIDTH, renderActivationPicture } from '../../../../src/systems/xwing/pictures/activation.ts';
import { MARKER_TOKENS, SCREEN, type Box } from '../../../../src/systems/xwing/pictures/draw.ts';
import { SYMBOL_FAMILY, loadPictureFonts, pictureFontsLoaded } from '../../../../src/systems/xwing/pictures/fonts.ts';
import { ICONS, actionIcon, glyphFor, maneuverIcon, takesDirection } from '../../../../src/systems/xwing/pictures/glyphs.ts';
import { measureRender } from '../../../../src/systems/xwing/pictures/measure.ts';
import { SAMPLE_ACTIVATIONS } from '../../../../src/systems/xwing/pictures/samples.ts';
import { drawStrokeText, measureStrokeText, normalizeStrokeText, wrapStrokeText } from '../../../../src/systems/xwing/pictures/stroke-font.ts';
import type { ActivationPicture, Bearing, Difficulty, Direction, Marker } from '../../../../src/systems/xwing/pictures/types.ts';

const FONT_DIR = fileURLToPath(new URL('../../../../assets/fonts/xwing-miniatures/', import.meta.url));
const UPSTREAM_MAP = join(import.meta.dirname, '..', '..', '..', '..', 'assets', 'fonts', 'xwing-miniatures', 'icons-map.json');
const MISSING = 'NoSuchSymbolFontAlias';

type Decoded = { width: number; height: number; data: Uint8ClampedArray };

function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...png.subarray(0, 8)]).toEqual(signature);
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

function* pixels(img: Decoded, box: Box): Generator<[number, number, number]> {
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.h); y++) {
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.w); x++) {
      const i = (y * img.width + x) * 4;
      yield [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    }
  }
}

/** Share of the box's pixels that differ noticeably between two pictures. */
function differingShare(a: Decoded, b: Decoded, box: Box): number {
  const pa = [...pixels(a, box)];
  const pb = [...pixels(b, box)];
  let differ = 0;
  pa.forEach((p, i) => {
    const q = pb[i]!;
    if (Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2])) > 40) differ++;
  });
  return differ / pa.length;
}

function hex(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** How many pixels in the box are close to a colour. */
function countColour(img: Decoded, box: Box, colour: string, tolerance = 30): number {
  const [r, g, b] = hex(colour);
  let n = 0;
  for (const [pr, pg, pb] of pixels(img, box)) if (Math.abs(pr - r) <= tolerance && Math.abs(pg - g) <= tolerance && Math.abs(pb - b) <= tolerance) n++;
  return n;
}

const base: ActivationPicture = SAMPLE_ACTIVATIONS[0]!;

beforeAll(() => {
  loadPictureFonts(FONT_DIR);
});

describe('fonts', () => {
  it('registers the shipped symbol font under its alias, and refuses a directory without it', () => {
    expect(pictureFontsLoaded()).toBe(true);
    expect(loadPictureFonts(FONT_DIR)).toBe(SYMBOL_FAMILY);
    expect(() => loadPictureFonts('/nonexistent-font-dir')).toThrow(/not found/);
    expect(pictureFontsLoaded(MISSING)).toBe(false);
  });

  it('ships the licence and attribution beside the font', () => {
    expect(readFileSync(`${FONT_DIR}LICENSE`, 'utf8')).toMatch(/MIT License/);
    expect(readFileSync(`${FONT_DIR}SOURCE.txt`, 'utf8')).toMatch(/geordanr\/xwing-miniatures-font/);
  });
});

describe('glyph table', () => {
  it("matches the font's icons-map.json for every icon it embeds", () => {
    const upstream = (JSON.parse(readFileSync(UPSTREAM_MAP, 'utf8')) as { icons: Record<string, string> }).icons;
    for (const [name, ch] of Object.entries(ICONS)) expect([name, ch]).toEqual([name, upstream[name]]);
  });

  it('maps dice faces, bearings and actions to the right icons', () => {
    expect(glyphFor('hit')).toBe('d');
    expect(glyphFor('crit')).toBe('c');
    expect(maneuverIcon('bank', 'left')).toBe('bankleft');
    expect(maneuverIcon('turn', 'right')).toBe('turnright');
    expect(maneuverIcon('segnors-loop', 'left')).toBe('sloopleft');
    expect(maneuverIcon('tallon-roll', 'right')).toBe('trollright');
    expect(maneuverIcon('reverse-bank', 'left')).toBe('reversebankleft');
    expect(maneuverIcon('koiogran-turn', null)).toBe('kturn');
    expect(maneuverIcon('stationary', null)).toBe('stop');
    expect(maneuverIcon('reverse-straight', null)).toBe('reversestraight');
    expect(actionIcon('barrel-roll')).toBe('barrelroll');
    expect(actionIcon('Rotate Arc')).toBe('rotatearc');
    expect(actionIcon('reinforce')).toBe('reinforce');
    expect(actionIcon('no-such-action')).toBeNull();
  });
});

describe('stroke font', () => {
  it('folds text to the capitals it can draw', () => {
    expect(normalizeStrokeText('Élite  tie/ln')).toBe('ELITE TIE/LN');
    expect(measureStrokeText('', 10)).toBe(0);
    expect(measureStrokeText('88', 20)).toBeGreaterThan(measureStrokeText('8', 20));
    expect(wrapStrokeText('if stressed take the two straight instead', 12, 150, 2)).toHaveLength(2);
  });

  it('draws every digit differently, with no font at all', async () => {
    const images: Decoded[] = [];
    for (let d = 0; d <= 9; d++) {
      const canvas = createCanvas(40, 60);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 40, 60);
      drawStrokeText(ctx, String(d), 8, 50, 40, { color: '#000000' });
      images.push(await decode(canvas.encodeSync('png')));
    }
    const box = { x: 0, y: 0, w: 40, h: 60 };
    for (let a = 0; a < 10; a++) {
      expect(differingShare(images[a]!, { ...images[a]!, data: new Uint8ClampedArray(images[a]!.data.length).fill(255) }, box), `${a} has ink`).toBeGreaterThan(
        0.05,
      );
      for (let b = a + 1; b < 10; b++) expect(differingShare(images[a]!, images[b]!, box), `${a} vs ${b}`).toBeGreaterThan(0.02);
    }
  });
});

describe('renderActivationPicture', () => {
  it('is a PNG of the stated size, under 100 KB', async () => {
    for (const sample of SAMPLE_ACTIVATIONS) {
      const png = renderActivationPicture(sample);
      expect(png).toBeInstanceOf(Uint8Array);
      expect(pngSize(png)).toEqual({ width: ACTIVATION_WIDTH, height: ACTIVATION_HEIGHT });
      expect(png.byteLength).toBeLessThan(100 * 1024);
      const img = await decode(png);
      expect([img.width, img.height]).toEqual([600, 340]);
    }
  });

  it('draws the symbols from the icon font, not fallback letters or boxes', async () => {
    const input: ActivationPicture = { ...base, defense: 'focus', attack: 'hit', marker: 'balanced' };
    const withFont = await decode(renderActivationPicture(input));
    const fallback = await decode(renderActivationPicture(input, { symbolFamily: MISSING }));
    const R = ACTIVATION_REGIONS;
    // The attitude marker is drawn as a vector shape (the token's silhouette), so it needs no font.
    for (const [name, box] of Object.entries({ defense: R.defenseDie, attack: R.attackDie, maneuver: R.maneuver, actions: R.actions })) {
      expect(differingShare(withFont, fallback, box), name).toBeGreaterThan(0.02);
    }
  });

  it('is the same picture for the same input, whatever was rendered before on the reused canvas', () => {
    const first = Buffer.from(renderActivationPicture(base));
    renderActivationPicture(SAMPLE_ACTIVATIONS[3]!);
    renderActivationPicture(base, { symbolFamily: MISSING });
    expect(Buffer.from(renderActivationPicture(base)).equals(first)).toBe(true);
  });

  const bearings: Bearing[] = ['straight', 'bank', 'turn', 'koiogran-turn', 'segnors-loop', 'tallon-roll', 'stationary', 'reverse-straight', 'reverse-bank'];
  const difficulties: Difficulty[] = ['white', 'red', 'blue', 'purple'];

  it('renders every bearing × direction × difficulty in its dial colour, mirrored by direction', async () => {
    for (const bearing of bearings) {
      const directions: (Direction | null)[] = takesDirection(bearing) ? ['left', 'right'] : [null];
      for (const difficulty of difficulties) {
        const drawn: Decoded[] = [];
        for (const direction of directions) {
          const speed = bearing === 'stationary' ? 0 : 2;
          const png = renderActivationPicture({ ...base, maneuver: { speed, bearing, direction, difficulty } });
          expect(pngSize(png)).toEqual({ width: ACTIVATION_WIDTH, height: ACTIVATION_HEIGHT });
          const img = await decode(png);
          const label = `${speed} ${bearing} ${direction ?? ''} ${difficulty}`;
          expect(countColour(img, ACTIVATION_REGIONS.maneuver, SCREEN.difficulty[difficulty], 20), label).toBeGreaterThan(300);
          drawn.push(img);
        }
        if (drawn.length === 2) expect(differingShare(drawn[0]!, drawn[1]!, ACTIVATION_REGIONS.maneuver), `${bearing} left vs right`).toBeGreaterThan(0.02);
      }
    }
  });

  it('shows each attitude as its token in the R20 colour', async () => {
    const markers: Marker[] = ['offensive', 'balanced', 'defensive', 'recovery'];
    const images = new Map<Marker, Decoded>();
    for (const marker of markers) {
      const img = await decode(renderActivationPicture({ ...base, marker }));
      expect(countColour(img, ACTIVATION_REGIONS.marker, MARKER_TOKENS[marker].colour, 12), marker).toBeGreaterThan(2000);
      images.set(marker, img);
    }
    // Same colour, different token: Defensive is a shield charge, Recovery a standard charge.
    expect(differingShare(images.get('defensive')!, images.get('recovery')!, ACTIVATION_REGIONS.marker)).toBeGreaterThan(0.05);
    const none = await decode(renderActivationPicture({ ...base, marker: null }));
    expect(countColour(none, ACTIVATION_REGIONS.marker, SCREEN.background, 4)).toBe(ACTIVATION_REGIONS.marker.w * ACTIVATION_REGIONS.marker.h);
  });

  it('draws red actions in red, and a linked pair as two icons', async () => {
    const white = await decode(renderActivationPicture({ ...base, actions: [{ name: 'boost', red: false }] }));
    const red = await decode(renderActivationPicture({ ...base, actions: [{ name: 'boost', red: true }] }));
    expect(countColour(white, ACTIVATION_REGIONS.actions, SCREEN.redAction)).toBe(0);
    expect(countColour(red, ACTIVATION_REGIONS.actions, SCREEN.redAction)).toBeGreaterThan(200);
    const linked = await decode(renderActivationPicture({ ...base, actions: [{ name: 'boost', red: false, linked: { name: 'focus', red: true } }] }));
    expect(countColour(linked, ACTIVATION_REGIONS.actions, SCREEN.redAction)).toBeGreaterThan(100);
    expect(countColour(linked, ACTIVATION_REGIONS.actions, SCREEN.ink)).toBeGreaterThan(100);
  });

  it('renders every action the font has a symbol for, an unknown one, none, and an ionized ship that rolled nothing', () => {
    const names = [
      'focus',
      'barrel-roll',
      'boost',
      'lock',
      'evade',
      'rotate-arc',
      'reload',
      'cloak',
      'coordinate',
      'jam',
      'slam',
      'calculate',
      'reinforce',
      'mystery',
    ];
    for (const name of names) expect(pngSize(renderActivationPicture({ ...base, actions: [{ name, red: false }] })).width).toBe(600);
    expect(pngSize(renderActivationPicture({ ...base, actions: [] })).width).toBe(600);
    const ionized = renderActivationPicture({
      defense: null,
      attack: null,
      maneuver: { speed: 1, bearing: 'straight', direction: null, difficulty: 'blue' },
      marker: null,
      actions: [{ name: 'focus', red: false }],
    });
    expect(pngSize(ionized)).toEqual({ width: ACTIVATION_WIDTH, height: ACTIVATION_HEIGHT });
  });

  it('shows the rolled faces on the dice', async () => {
    const blank = await decode(renderActivationPicture({ ...base, defense: 'blank', attack: 'blank' }));
    const rolled = await decode(renderActivationPicture({ ...base, defense: 'evade', attack: 'crit' }));
    const hit = await decode(renderActivationPicture({ ...base, defense: 'evade', attack: 'hit' }));
    expect(differingShare(blank, rolled, ACTIVATION_REGIONS.defenseDie)).toBeGreaterThan(0.05);
    expect(differingShare(blank, rolled, ACTIVATION_REGIONS.attackDie)).toBeGreaterThan(0.05);
    expect(differingShare(rolled, hit, ACTIVATION_REGIONS.attackDie)).toBeGreaterThan(0.02);
  });
});

describe('measureRender', () => {
  it('returns percentiles (for the benchmark; speed is not asserted here)', () => {
    const t = measureRender(3);
    expect(t.n).toBe(3);
    expect(t.p50).toBeGreaterThanOrEqual(0);
    expect(t.p99).toBeGreaterThanOrEqual(t.p50);
    expect(t.bytes).toBeGreaterThan(0);
  });
});
