import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { canvasLibrary } from './canvas.ts';
import { ICONS, actionIcon, attackGlyph, defenseGlyph, maneuverIcon } from './glyphs.ts';
import { drawStrokeText, measureStrokeText } from './stroke-font.ts';
import type { ActionPicture, AttackFace, DefenseFace, Difficulty, ManeuverPicture, Marker } from './types.ts';

// Drawing primitives shared by the activation picture and the approach sheet.

export type Palette = {
  background: string;
  ink: string;
  muted: string;
  panel: string;
  difficulty: Record<Difficulty, string>;
  /** Colour of the speed digits. */
  speed: string;
  redAction: string;
};

/** On screen: a dark card, maneuvers coloured as on the physical dial (white arrows on black). */
export const SCREEN: Palette = {
  background: '#1c1f26',
  ink: '#f2f2f2',
  muted: '#7d8594',
  panel: '#08090b',
  difficulty: { white: '#ffffff', red: '#ff3b3b', blue: '#35a7ff', purple: '#c77dff' },
  speed: '#ffffff',
  redAction: '#ff3b3b',
};

/** On paper: white, so it prints cheaply; a white maneuver prints black. */
export const PAPER: Palette = {
  background: '#ffffff',
  ink: '#111111',
  muted: '#8a8a8a',
  panel: '#f1f1f1',
  difficulty: { white: '#111111', red: '#d4161c', blue: '#0a6fd6', purple: '#7a2fbf' },
  speed: '#111111',
  redAction: '#d4161c',
};

export const DIE_COLOURS = { defense: '#1f9d4a', attack: '#d1232a', pip: '#ffffff' } as const;

/**
 * R20: players see colours, so each attitude is its token and the colour that is up. The two tokens differ in shape
 * as the physical ones do: a shield charge is drawn as a shield, a standard charge as a round token with a bolt, so
 * Defensive and Recovery (both red) never look alike.
 */
export const MARKER_TOKENS: Record<Marker, { token: 'shield' | 'charge'; colour: string }> = {
  offensive: { token: 'shield', colour: '#2f86ff' },
  defensive: { token: 'shield', colour: '#e3262e' },
  balanced: { token: 'charge', colour: '#f2b705' },
  recovery: { token: 'charge', colour: '#e3262e' },
};

const ION_COLOUR = '#59b8ff';

export type Box = { x: number; y: number; w: number; h: number };

/**
 * A drawing surface of one size, created on first use and reused by every render after it. A canvas's pixels live
 * outside the JavaScript heap, so a fresh canvas per picture piles up native memory until a garbage collection that
 * a small heap rarely triggers. Rendering is synchronous, so one surface per size and thread is never shared by two
 * renders at once.
 */
export function reusableSurface(width: number, height: number): () => { canvas: Canvas; ctx: SKRSContext2D } {
  let canvas: Canvas | null = null;
  return () => {
    canvas ??= canvasLibrary().createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    resetContext(ctx, width, height);
    return { canvas, ctx };
  };
}

/** Drops whatever state the previous render left (transform, dash, font, pixels) before drawing again. */
function resetContext(ctx: SKRSContext2D, width: number, height: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.setLineDash([]);
  ctx.lineDashOffset = 0;
  ctx.lineWidth = 1;
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'miter';
  ctx.miterLimit = 10;
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
  ctx.font = '10px sans-serif';
  ctx.textAlign = 'start';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#000000';
  ctx.strokeStyle = '#000000';
  ctx.clearRect(0, 0, width, height);
}

function quoted(family: string): string {
  return `"${family.replace(/["\\]/g, '')}"`;
}

/**
 * Draws one symbol scaled so its ink fits the box and centred on it. The glyphs' own boxes differ a lot (a straight
 * is tall and thin, a hit wide), so measuring the ink is what keeps them the same visual size. With a reference
 * glyph the scale is the one that makes the reference fill the box's height instead, so a family of symbols keeps
 * the font's proportions (the stop square stays small beside the arrows), still shrunk if it would not fit.
 */
export function fitGlyph(ctx: SKRSContext2D, family: string, ch: string, box: Box, colour: string, reference?: string): void {
  const probe = 100;
  ctx.font = `${probe}px ${quoted(family)}`;
  const m = ctx.measureText(ch);
  const inkW = m.actualBoundingBoxLeft + m.actualBoundingBoxRight;
  const inkH = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
  if (inkW <= 0 || inkH <= 0) return;
  let scale = Math.min(box.w / inkW, box.h / inkH);
  if (reference !== undefined) {
    const r = ctx.measureText(reference);
    const refH = r.actualBoundingBoxAscent + r.actualBoundingBoxDescent;
    if (refH > 0) scale = Math.min(scale, box.h / refH);
  }
  const size = probe * scale;
  ctx.font = `${size}px ${quoted(family)}`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const x = box.x + (box.w - inkW * scale) / 2 + m.actualBoundingBoxLeft * scale;
  const y = box.y + (box.h - inkH * scale) / 2 + m.actualBoundingBoxAscent * scale;
  ctx.fillText(ch, x, y);
}

export function roundRect(ctx: SKRSContext2D, box: Box, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, radius);
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, w: box.w - 2 * by, h: box.h - 2 * by };
}

/** A die face: its colour, the rolled symbol in white, nothing for a blank; a dashed slot with the ion token when not rolled. */
export function drawDie(ctx: SKRSContext2D, family: string, kind: 'defense' | 'attack', face: DefenseFace | AttackFace | null, box: Box): void {
  const radius = box.w * 0.18;
  if (face === null) {
    roundRect(ctx, inset(box, 2), radius);
    ctx.setLineDash([box.w * 0.08, box.w * 0.06]);
    ctx.lineWidth = Math.max(2, box.w * 0.03);
    // The die's own colour, so the empty slot still says which die was not rolled.
    ctx.strokeStyle = DIE_COLOURS[kind];
    ctx.stroke();
    ctx.setLineDash([]);
    fitGlyph(ctx, family, ICONS['token-ion'], inset(box, box.w * 0.2), ION_COLOUR);
    return;
  }
  roundRect(ctx, box, radius);
  ctx.fillStyle = DIE_COLOURS[kind];
  ctx.fill();
  // A lighter rim so a blank face still reads as a die, not a coloured square.
  roundRect(ctx, inset(box, box.w * 0.06), radius * 0.7);
  ctx.lineWidth = Math.max(1.5, box.w * 0.025);
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.stroke();
  const glyph = kind === 'defense' ? defenseGlyph(face as DefenseFace) : attackGlyph(face as AttackFace);
  if (glyph) fitGlyph(ctx, family, glyph, inset(box, box.w * 0.19), DIE_COLOURS.pip);
}

export type ManeuverLayout = 'beside' | 'below';

/**
 * The maneuver as it looks in the dial window: the bearing symbol in its difficulty colour and the speed as a
 * stroked number (see stroke-font.ts for why it is not text), to the left of the symbol or under it.
 */
export function drawManeuver(ctx: SKRSContext2D, family: string, m: ManeuverPicture, box: Box, palette: Palette, layout: ManeuverLayout): void {
  const colour = palette.difficulty[m.difficulty];
  const glyph = ICONS[maneuverIcon(m.bearing, m.direction)];
  const speed = String(Math.max(0, Math.trunc(Math.abs(m.speed))));
  if (layout === 'beside') {
    const cap = box.h * 0.56;
    const digitsW = measureStrokeText(speed, cap);
    const gap = box.w * 0.1;
    const glyphW = Math.min(box.w - digitsW - gap, box.h * 0.95);
    const total = digitsW + gap + glyphW;
    const left = box.x + (box.w - total) / 2;
    drawStrokeText(ctx, speed, left, box.y + (box.h + cap) / 2, cap, { color: palette.speed, weight: 0.14 });
    fitGlyph(ctx, family, glyph, { x: left + digitsW + gap, y: box.y, w: glyphW, h: box.h }, colour, ICONS.straight);
  } else {
    const cap = box.h * 0.24;
    const gap = box.h * 0.07;
    const glyphH = box.h - cap - gap;
    fitGlyph(ctx, family, glyph, { x: box.x, y: box.y, w: box.w, h: glyphH }, colour, ICONS.straight);
    drawStrokeText(ctx, speed, box.x + box.w / 2, box.y + box.h, cap, { color: palette.speed, weight: 0.15, align: 'center' });
  }
}

/** An attitude marker as its token's silhouette in the side's colour, with a white emblem (see MARKER_TOKENS). */
export function drawMarker(ctx: SKRSContext2D, marker: Marker, box: Box): void {
  const token = MARKER_TOKENS[marker];
  const size = Math.min(box.w, box.h);
  const x = box.x + (box.w - size) / 2;
  const y = box.y + (box.h - size) / 2;
  const at = (u: number, v: number): [number, number] => [x + u * size, y + v * size];
  ctx.beginPath();
  if (token.token === 'shield') {
    // A heater shield: flat top with rounded shoulders, sides curving in to a point at the bottom.
    ctx.moveTo(...at(0.12, 0.06));
    ctx.lineTo(...at(0.88, 0.06));
    ctx.quadraticCurveTo(...at(0.94, 0.06), ...at(0.94, 0.14));
    ctx.lineTo(...at(0.94, 0.42));
    ctx.bezierCurveTo(...at(0.94, 0.72), ...at(0.72, 0.86), ...at(0.5, 0.97));
    ctx.bezierCurveTo(...at(0.28, 0.86), ...at(0.06, 0.72), ...at(0.06, 0.42));
    ctx.lineTo(...at(0.06, 0.14));
    ctx.quadraticCurveTo(...at(0.06, 0.06), ...at(0.12, 0.06));
  } else {
    ctx.arc(x + size / 2, y + size / 2, size * 0.46, 0, Math.PI * 2);
  }
  ctx.closePath();
  ctx.fillStyle = token.colour;
  ctx.fill();
  ctx.lineWidth = Math.max(2, size * 0.035);
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
  ctx.beginPath();
  if (token.token === 'shield') {
    // The inner rim of the shield.
    ctx.moveTo(...at(0.2, 0.17));
    ctx.lineTo(...at(0.8, 0.17));
    ctx.lineTo(...at(0.8, 0.42));
    ctx.bezierCurveTo(...at(0.8, 0.64), ...at(0.64, 0.76), ...at(0.5, 0.84));
    ctx.bezierCurveTo(...at(0.36, 0.76), ...at(0.2, 0.64), ...at(0.2, 0.42));
    ctx.closePath();
    ctx.lineWidth = Math.max(2, size * 0.05);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  } else {
    // The charge bolt.
    ctx.moveTo(...at(0.56, 0.16));
    ctx.lineTo(...at(0.32, 0.54));
    ctx.lineTo(...at(0.49, 0.54));
    ctx.lineTo(...at(0.42, 0.84));
    ctx.lineTo(...at(0.68, 0.44));
    ctx.lineTo(...at(0.51, 0.44));
    ctx.closePath();
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }
}

/** An "ask" mark: a question mark in a ring, stroked so it needs no font. */
export function drawAskMark(ctx: SKRSContext2D, box: Box, colour: string): void {
  const r = Math.min(box.w, box.h) / 2;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.9, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1.5, r * 0.1);
  ctx.strokeStyle = colour;
  ctx.stroke();
  const cap = r * 1.0;
  drawStrokeText(ctx, '?', cx, cy + cap / 2, cap, { color: colour, weight: 0.16, align: 'center' });
}

/** One action symbol, red when the action is red; an unknown action is an ask mark rather than a wrong symbol. */
export function drawActionIcon(ctx: SKRSContext2D, family: string, name: string, red: boolean, box: Box, palette: Palette): void {
  const icon = actionIcon(name);
  const colour = red ? palette.redAction : palette.ink;
  if (icon) fitGlyph(ctx, family, ICONS[icon], box, colour);
  else drawAskMark(ctx, box, colour);
}

/** Width needed for an action (with its linked action) at a given icon size. */
export function actionWidth(action: ActionPicture, size: number): number {
  return action.linked ? size * 2 + size * 0.55 : size;
}

/** An action, and when linked the link chevron and the linked action after it, left to right from x. */
export function drawAction(ctx: SKRSContext2D, family: string, action: ActionPicture, x: number, cy: number, size: number, palette: Palette): void {
  drawActionIcon(ctx, family, action.name, action.red, { x, y: cy - size / 2, w: size, h: size }, palette);
  if (!action.linked) return;
  const link = size * 0.55;
  fitGlyph(ctx, family, ICONS.linked, { x: x + size + link * 0.2, y: cy - link * 0.3, w: link * 0.6, h: link * 0.6 }, palette.ink);
  drawActionIcon(ctx, family, action.linked.name, action.linked.red, { x: x + size + link, y: cy - size / 2, w: size, h: size }, palette);
}
