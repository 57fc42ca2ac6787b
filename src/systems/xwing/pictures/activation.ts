import type { SKRSContext2D } from '@napi-rs/canvas';
import { SCREEN, actionWidth, drawAction, drawDie, drawManeuver, drawMarker, reusableSurface, roundRect, type Box, type Palette } from './draw.ts';
import { SYMBOL_FAMILY } from './fonts.ts';
import { encodeOpaquePng } from './png.ts';
import type { ActivationPicture, RenderOptions } from './types.ts';

export const ACTIVATION_WIDTH = 600;
export const ACTIVATION_HEIGHT = 300;

// Regions of the activation picture, exported so tests can compare the symbol areas pixel by pixel.
// Left to right in the order a player reads them: the roll, the maneuver to dial, then the attitude marker
// and the action. The maneuver gets the most room because it is what the player must set across the table.
export const ACTIVATION_REGIONS = {
  defenseDie: { x: 20, y: 26, w: 112, h: 112 },
  attackDie: { x: 20, y: 162, w: 112, h: 112 },
  maneuverPanel: { x: 150, y: 16, w: 228, h: 268 },
  maneuver: { x: 164, y: 44, w: 200, h: 212 },
  marker: { x: 436, y: 18, w: 108, h: 102 },
  actions: { x: 392, y: 134, w: 196, h: 152 },
} as const;

const surface = reusableSurface(ACTIVATION_WIDTH, ACTIVATION_HEIGHT);

/** The activation result as a PNG: dice as rolled, the maneuver as its dial symbol, the attitude token and the action icons. */
export function renderActivationPicture(input: ActivationPicture, options: RenderOptions = {}): Uint8Array {
  const family = options.symbolFamily ?? SYMBOL_FAMILY;
  const palette = SCREEN;
  const R = ACTIVATION_REGIONS;
  const { canvas, ctx } = surface();

  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, ACTIVATION_WIDTH, ACTIVATION_HEIGHT);

  drawDie(ctx, family, 'defense', input.defense, R.defenseDie);
  drawDie(ctx, family, 'attack', input.attack, R.attackDie);

  roundRect(ctx, R.maneuverPanel, 22);
  ctx.fillStyle = palette.panel;
  ctx.fill();
  drawManeuver(ctx, family, input.maneuver, R.maneuver, palette, 'beside');

  if (input.marker) drawMarker(ctx, family, input.marker, R.marker);

  drawActions(ctx, family, input.actions, R.actions, palette);

  return encodeOpaquePng(canvas.data(), ACTIVATION_WIDTH, ACTIVATION_HEIGHT);
}

/** How many rendered activation pictures are kept (about 30 KB each). */
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

/**
 * The planned actions, as large as the box allows: side by side when they fit that way, otherwise one per row
 * (a planned list longer than the box shrinks rather than spills).
 */
function drawActions(ctx: SKRSContext2D, family: string, actions: ActivationPicture['actions'], box: Box, palette: Palette): void {
  if (actions.length === 0) return;
  const cap = 84;
  const gapShare = 0.35;
  const rowUnits = actions.reduce((sum, a) => sum + actionWidth(a, 1), 0) + gapShare * (actions.length - 1);
  const inRow = Math.min(box.h * 0.8, box.w / rowUnits, cap);
  const rowH = box.h / actions.length;
  const widest = Math.max(...actions.map((a) => actionWidth(a, 1)));
  const stacked = Math.min(rowH * 0.8, box.w / widest, cap);
  if (inRow >= stacked) {
    let x = box.x + (box.w - rowUnits * inRow) / 2;
    for (const action of actions) {
      drawAction(ctx, family, action, x, box.y + box.h / 2, inRow, palette);
      x += (actionWidth(action, 1) + gapShare) * inRow;
    }
    return;
  }
  actions.forEach((action, i) => {
    const w = actionWidth(action, stacked);
    drawAction(ctx, family, action, box.x + (box.w - w) / 2, box.y + rowH * (i + 0.5), stacked, palette);
  });
}
