import type { SKRSContext2D } from '@napi-rs/canvas';
import { SCREEN, actionWidth, drawAction, drawDie, drawManeuver, drawMarker, reusableSurface, roundRect, type Box, type Palette } from './draw.ts';
import { drawStrokeText, fitStrokeText, measureStrokeText } from './stroke-font.ts';
import { SYMBOL_FAMILY } from './fonts.ts';
import { encodeOpaquePng } from './png.ts';
import type { ActionPicture, ActivationPicture, DefenseFace, RenderOptions } from './types.ts';

export const ACTIVATION_WIDTH = 600;
export const ACTIVATION_HEIGHT = 340;

// Regions of the activation picture, exported so tests can compare the symbol areas pixel by pixel.
// The ship's name across the top, then left to right in the order a player reads them: the roll, the maneuver to
// dial, then the attitude marker and the action. The maneuver gets the most room because it is what the player must
// set across the table. Sizes are chosen for a 360-pixel phone, where the picture shows at a little over half size.
export const ACTIVATION_REGIONS = {
  name: { x: 20, y: 10, w: 560, h: 30 },
  defenseDie: { x: 16, y: 62, w: 108, h: 108 },
  rolledDie: { x: 128, y: 62, w: 30, h: 30 },
  attackDie: { x: 16, y: 206, w: 108, h: 108 },
  maneuverPanel: { x: 164, y: 54, w: 216, h: 276 },
  maneuver: { x: 176, y: 86, w: 192, h: 212 },
  marker: { x: 440, y: 52, w: 104, h: 100 },
  actions: { x: 392, y: 164, w: 200, h: 168 },
} as const;

const surface = reusableSurface(ACTIVATION_WIDTH, ACTIVATION_HEIGHT);

/**
 * The activation result as a PNG: the ship's name, the dice the chart was read with (the rolled face small beside a
 * changed one), the maneuver as its dial symbol, the attitude token and the action lines as the card gives them.
 */
export function renderActivationPicture(input: ActivationPicture, options: RenderOptions = {}): Uint8Array {
  const family = options.symbolFamily ?? SYMBOL_FAMILY;
  const palette = SCREEN;
  const R = ACTIVATION_REGIONS;
  const { canvas, ctx } = surface();

  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, ACTIVATION_WIDTH, ACTIVATION_HEIGHT);

  if (input.name) {
    const cap = R.name.h * 0.8;
    drawStrokeText(ctx, fitStrokeText(input.name, cap, R.name.w), R.name.x, R.name.y + (R.name.h + cap) / 2, cap, { color: palette.ink, weight: 0.14 });
  }

  drawDie(ctx, family, 'defense', input.defense, R.defenseDie);
  if (input.rolledDefense && input.defense && input.rolledDefense !== input.defense) drawRolledDie(ctx, family, input.rolledDefense, palette);
  drawDie(ctx, family, 'attack', input.attack, R.attackDie);

  roundRect(ctx, R.maneuverPanel, 22);
  ctx.fillStyle = palette.panel;
  ctx.fill();
  drawManeuver(ctx, family, input.maneuver, R.maneuver, palette, 'beside');

  if (input.marker) drawMarker(ctx, input.marker, R.marker);

  drawActionLines(ctx, family, input, R.actions, palette);

  return encodeOpaquePng(canvas.data(), ACTIVATION_WIDTH, ACTIVATION_HEIGHT);
}

/** The face as rolled, small, with an arrow to the face the chart was read with. */
function drawRolledDie(ctx: SKRSContext2D, family: string, face: DefenseFace, palette: Palette): void {
  const box = ACTIVATION_REGIONS.rolledDie;
  ctx.globalAlpha = 0.85;
  drawDie(ctx, family, 'defense', face, box);
  ctx.globalAlpha = 1;
  const y = box.y + box.h + 14;
  const left = ACTIVATION_REGIONS.defenseDie.x + ACTIVATION_REGIONS.defenseDie.w + 4;
  const right = box.x + box.w - 2;
  ctx.beginPath();
  ctx.moveTo(right, y);
  ctx.lineTo(left + 6, y);
  ctx.moveTo(left + 12, y - 6);
  ctx.lineTo(left + 5, y);
  ctx.lineTo(left + 12, y + 6);
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.ink;
  ctx.stroke();
}

/** How many rendered activation pictures are kept. */
export const ACTIVATION_CACHE_SIZE = 64;
const rendered = new Map<string, Uint8Array>();

/**
 * The activation picture of `input`, from the most recently used renders when it was drawn before. A picture
 * depends on nothing but its input, and inputs repeat: a ship type's dice, chart entries and markers give a few
 * dozen different pictures, so a table sees the same ones again and again. The bytes are shared: never change them.
 */
export function cachedActivationPicture(input: ActivationPicture): Uint8Array {
  const key = JSON.stringify(input);
  let png = rendered.get(key);
  if (png) rendered.delete(key);
  else {
    png = renderActivationPicture(input);
    if (rendered.size >= ACTIVATION_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
  }
  rendered.set(key, png);
  return png;
}

/** Room a slash between two alternatives takes, in icon sizes. */
const SLASH = 0.45;

function rowUnits(row: readonly ActionPicture[]): number {
  return row.reduce((sum, a) => sum + actionWidth(a, 1), 0) + SLASH * Math.max(0, row.length - 1);
}

/**
 * The action lines, one row each, as large as the box allows. A row's alternatives are separated by a slash (one of
 * them, in order of preference, never all); when the card gives fallbacks, the first row is marked as conditional
 * and the others as what to do otherwise.
 */
function drawActionLines(ctx: SKRSContext2D, family: string, input: ActivationPicture, box: Box, palette: Palette): void {
  const rows = [input.actions, ...(input.otherwise ?? [])].filter((row) => row.length > 0);
  if (rows.length === 0) return;
  const branched = rows.length > 1;
  const labels = input.branchLabels ?? { when: 'if', otherwise: 'else' };
  const rowH = box.h / rows.length;
  const cap = Math.min(16, rowH * 0.32);
  const labelW = branched ? Math.max(measureStrokeText(labels.when, cap), measureStrokeText(labels.otherwise, cap)) + 8 : 0;
  const iconsW = box.w - labelW;
  rows.forEach((row, i) => {
    const cy = box.y + rowH * (i + 0.5);
    if (branched) drawStrokeText(ctx, i === 0 ? labels.when : labels.otherwise, box.x, cy + cap / 2, cap, { color: palette.ink, weight: 0.16 });
    const size = Math.min(rowH * (branched ? 0.78 : 0.8), iconsW / rowUnits(row), 84);
    let x = box.x + labelW + (iconsW - rowUnits(row) * size) / 2;
    row.forEach((action, j) => {
      if (j > 0) {
        const slashCap = size * 0.5;
        drawStrokeText(ctx, '/', x + (SLASH * size - measureStrokeText('/', slashCap)) / 2, cy + slashCap / 2, slashCap, {
          color: palette.muted,
          weight: 0.12,
        });
        x += SLASH * size;
      }
      drawAction(ctx, family, action, x, cy, size, palette);
      x += actionWidth(action, 1) * size;
    });
  });
}
