import type { Path2D, SKRSContext2D } from '@napi-rs/canvas';
import { canvasLibrary } from './canvas.ts';

// Digits and labels are stroked from this small vector table instead of a font. @napi-rs/canvas ships no
// typeface of its own: text falls back to whatever the host has installed, and a container may have none,
// which would leave the speed number (the one thing a player must read) blank or boxed. The symbol font has
// no digits either (its '0'-'9' are maneuver icons). So: SVG path data on a 6-wide, 10-tall cap box,
// baseline at y = 10, stroked with round caps. Latin letters are drawn as capitals; accents are dropped.

type StrokeGlyph = { d: string; w: number };

const G = (d: string, w = 6): StrokeGlyph => ({ d, w });

const O_PATH = 'M3,0 C1,0 0,2 0,5 C0,8 1,10 3,10 C5,10 6,8 6,5 C6,2 5,0 3,0 Z';
const P_PATH = 'M0,10 L0,0 L3.5,0 A2.5,2.5 0 0 1 3.5,5 L0,5';

const GLYPHS: Record<string, StrokeGlyph> = {
  '0': G('M0,3 A3,3 0 0 1 6,3 L6,7 A3,3 0 0 1 0,7 Z'),
  '1': G('M0.8,2.2 L3.6,0 L3.6,10'),
  '2': G('M0.2,2.8 A2.9,2.9 0 0 1 6,3 C6,5.4 0.2,7.4 0,10 L6,10'),
  '3': G('M0.4,0 L5.8,0 L3,4 A3,3 0 1 1 0.4,8.5'),
  '4': G('M4.6,10 L4.6,0 L0,7 L6.2,7', 6.2),
  '5': G('M5.6,0 L1,0 L0.6,4.4 C1.6,3.8 2.4,3.7 3,3.7 C5,3.7 6,5 6,6.9 C6,8.9 4.7,10 3,10 C1.8,10 0.8,9.6 0,8.7'),
  '6': G('M0,7 A3,3 0 1 0 6,7 A3,3 0 1 0 0,7 M0,7 C0,3 2,0.4 5,0'),
  '7': G('M0,0 L6,0 L2,10'),
  '8': G('M3,0 A2.3,2.3 0 1 1 3,4.6 A2.3,2.3 0 1 1 3,0 Z M3,4.6 A2.7,2.7 0 1 1 3,10 A2.7,2.7 0 1 1 3,4.6 Z'),
  '9': G('M6,3 A3,3 0 1 0 0,3 A3,3 0 1 0 6,3 M6,3 C6,7 4,9.6 1,10'),
  A: G('M0,10 L3,0 L6,10 M1,6.7 L5,6.7'),
  B: G('M0,5 L3,5 A2.5,2.5 0 0 0 3,0 L0,0 L0,10 L3.5,10 A2.5,2.5 0 0 0 3.5,5'),
  C: G('M5.8,1.5 C4.8,0.3 3.9,0 3,0 C1,0 0,2 0,5 C0,8 1,10 3,10 C3.9,10 4.8,9.7 5.8,8.5'),
  D: G('M0,0 L0,10 L2.5,10 C5,10 6,8 6,5 C6,2 5,0 2.5,0 Z'),
  E: G('M5.5,0 L0,0 L0,10 L5.5,10 M0,5 L4.5,5', 5.5),
  F: G('M5.5,0 L0,0 L0,10 M0,5 L4.5,5', 5.5),
  G: G('M5.8,1.5 C4.8,0.3 3.9,0 3,0 C1,0 0,2 0,5 C0,8 1,10 3,10 C4.6,10 6,9 6,7 L6,5.6 L3.4,5.6'),
  H: G('M0,0 L0,10 M6,0 L6,10 M0,5 L6,5'),
  I: G('M1,0 L1,10', 2),
  J: G('M5,0 L5,7.3 C5,9.1 4,10 2.5,10 C1,10 0,9 0,7.5', 5),
  K: G('M0,0 L0,10 M5.8,0 L0,6.4 M2.2,4 L6,10'),
  L: G('M0,0 L0,10 L5.5,10', 5.5),
  M: G('M0,10 L0,0 L3.5,7 L7,0 L7,10', 7),
  N: G('M0,10 L0,0 L6,10 L6,0'),
  O: G(O_PATH),
  P: G(P_PATH),
  Q: G(`${O_PATH} M3.6,7 L6.2,10.6`),
  R: G(`${P_PATH} M3,5 L6,10`),
  S: G('M5.6,1.3 C4.8,0.4 4,0 3,0 C1.3,0 0.2,1 0.2,2.6 C0.2,6 5.8,4 5.8,7.4 C5.8,9 4.6,10 3,10 C1.8,10 0.8,9.5 0,8.6'),
  T: G('M0,0 L6,0 M3,0 L3,10'),
  U: G('M0,0 L0,7 C0,9 1.2,10 3,10 C4.8,10 6,9 6,7 L6,0'),
  V: G('M0,0 L3,10 L6,0'),
  W: G('M0,0 L1.8,10 L3.8,3 L5.8,10 L7.6,0', 7.6),
  X: G('M0,0 L6,10 M6,0 L0,10'),
  Y: G('M0,0 L3,5 L6,0 M3,5 L3,10'),
  Z: G('M0,0 L6,0 L0,10 L6,10'),
  ' ': G('', 3),
  '-': G('M0,5.5 L4,5.5', 4),
  '.': G('M0.5,9.9 L0.5,10', 1),
  ',': G('M1,9.4 L0.2,11.6', 1.2),
  ':': G('M0.5,3.4 L0.5,3.5 M0.5,9.9 L0.5,10', 1),
  "'": G('M0.5,0 L0.5,2.8', 1),
  '"': G('M0.5,0 L0.5,2.8 M2.5,0 L2.5,2.8', 3),
  '/': G('M5,0 L0,10', 5),
  '(': G('M2.5,-0.5 C0,2.5 0,7.5 2.5,10.5', 2.5),
  ')': G('M0,-0.5 C2.5,2.5 2.5,7.5 0,10.5', 2.5),
  '?': G('M0.3,2.6 C0.3,1 1.5,0 3,0 C4.6,0 5.7,1 5.7,2.6 C5.7,4.6 3,5 3,7.2 M3,9.9 L3,10'),
  '!': G('M0.5,0 L0.5,7 M0.5,9.9 L0.5,10', 1),
  '+': G('M3,2.5 L3,7.5 M0.5,5 L5.5,5'),
  '*': G('M3,1.5 L3,7.5 M0.4,3 L5.6,6 M5.6,3 L0.4,6'),
  '#': G('M2,0.5 L1,9.5 M5,0.5 L4,9.5 M0,3.5 L6,3.5 M0,6.5 L6,6.5'),
  '&': G('M6,10 L1.4,3.6 C0.6,2.4 1.2,0 3,0 C4.6,0 5.2,2 4,3.2 L1,5.6 C-0.6,7 0.2,10 2.6,10 C4,10 5,9.2 6,7.4'),
};

// The gap between glyphs, in cap-box units; wide enough that stroked letters stay apart at small sizes.
const SPACING = 2.4;

const pathCache = new Map<string, Path2D>();

function glyphOf(ch: string): StrokeGlyph {
  return GLYPHS[ch] ?? GLYPHS['?']!;
}

/** The characters the stroke font can draw: capitals after folding case and dropping accents. */
export function normalizeStrokeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ');
}

function pathOf(ch: string): Path2D {
  let path = pathCache.get(ch);
  if (!path) {
    path = new (canvasLibrary().Path2D)(glyphOf(ch).d);
    pathCache.set(ch, path);
  }
  return path;
}

/** Width in pixels of text drawn with capital height capHeight. */
export function measureStrokeText(text: string, capHeight: number): number {
  const chars = [...normalizeStrokeText(text)];
  if (chars.length === 0) return 0;
  const units = chars.reduce((sum, ch) => sum + glyphOf(ch).w, 0) + SPACING * (chars.length - 1);
  return (units * capHeight) / 10;
}

export type StrokeTextStyle = {
  color: string;
  /** Stroke width as a fraction of the capital height (0.13 reads as a bold face). */
  weight?: number;
  align?: 'left' | 'center' | 'right';
};

/** Draws text with its baseline at y. Returns the drawn width. */
export function drawStrokeText(ctx: SKRSContext2D, text: string, x: number, baseline: number, capHeight: number, style: StrokeTextStyle): number {
  const chars = [...normalizeStrokeText(text)];
  const width = measureStrokeText(text, capHeight);
  const left = style.align === 'center' ? x - width / 2 : style.align === 'right' ? x - width : x;
  const scale = capHeight / 10;
  ctx.save();
  ctx.strokeStyle = style.color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.translate(left, baseline - capHeight);
  ctx.scale(scale, scale);
  ctx.lineWidth = (style.weight ?? 0.13) * 10;
  for (const ch of chars) {
    const glyph = glyphOf(ch);
    if (glyph.d) ctx.stroke(pathOf(ch));
    ctx.translate(glyph.w + SPACING, 0);
  }
  ctx.restore();
  return width;
}

/** Shortens text with a trailing '.' until it fits maxWidth. */
export function fitStrokeText(text: string, capHeight: number, maxWidth: number): string {
  const chars = [...normalizeStrokeText(text).trim()];
  if (measureStrokeText(chars.join(''), capHeight) <= maxWidth) return chars.join('');
  while (chars.length > 1 && measureStrokeText(`${chars.join('').trimEnd()}.`, capHeight) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}.`;
}

/** Breaks text into at most maxLines lines that fit maxWidth, shortening the last one if words remain. */
export function wrapStrokeText(text: string, capHeight: number, maxWidth: number, maxLines: number): string[] {
  const words = normalizeStrokeText(text).trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measureStrokeText(candidate, capHeight) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      current = [candidate, ...words.slice(i + 1)].join(' ');
      break;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(fitStrokeText(current, capHeight, maxWidth));
  return lines.map((line) => fitStrokeText(line, capHeight, maxWidth));
}
