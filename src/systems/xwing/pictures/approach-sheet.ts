import type { SKRSContext2D } from '@napi-rs/canvas';
import { PAPER, drawAskMark, drawDie, drawManeuver, fitGlyph, reusableSurface, type Box, type Palette } from './draw.ts';
import { SYMBOL_FAMILY } from './fonts.ts';
import { ICONS, maneuverIcon, takesDirection, type IconName } from './glyphs.ts';
import { drawStrokeText, fitStrokeText, measureStrokeText, wrapStrokeText } from './stroke-font.ts';
import type { ApproachCell, ApproachSheet, AttackFace, Chart, DefenseFace, RenderOptions, SheetLabel } from './types.ts';

// A printable sheet: A4 landscape proportions, white paper. The four charts in the order the tally is looked
// for (bullseye, front, side, rear), each a grid of defense rows by attack columns in the rules' reading order.

export const SHEET_WIDTH = 1600;
export const SHEET_HEIGHT = 1130;

export const CHARTS: readonly Chart[] = ['bullseye', 'front', 'side', 'rear'];
export const DEFENSE_ROWS: readonly DefenseFace[] = ['evade', 'focus', 'blank'];
export const ATTACK_COLUMNS: readonly AttackFace[] = ['crit', 'hit', 'focus', 'blank'];

/** The sheet's labels when its input brings none: the English ones (the approach CLI's English table uses them). */
export const DEFAULT_SHEET_LABELS: Readonly<Record<SheetLabel, string>> = {
  bullseye: 'Bullseye',
  front: 'Front',
  side: 'Side',
  rear: 'Rear',
  tally: 'Tally',
  obstacle: 'Obstacle',
  mirror: 'On the other side? Mirror it',
};

const ARCS: Record<Chart, readonly IconName[]> = {
  bullseye: ['bullseyearc'],
  front: ['frontarc'],
  side: ['leftarc', 'rightarc'],
  rear: ['reararc'],
};

const MARGIN = 28;
const TITLE_H = 72;
const GAP = 26;
const BLOCK_W = (SHEET_WIDTH - 2 * MARGIN - GAP) / 2;
const BLOCK_H = (SHEET_HEIGHT - 2 * MARGIN - TITLE_H - GAP) / 2;
const HEADER_H = 58;
const ROW_HEAD_W = 78;
const COL_HEAD_H = 70;
const CELL_W = (BLOCK_W - ROW_HEAD_W) / ATTACK_COLUMNS.length;
const CELL_H = (BLOCK_H - HEADER_H - COL_HEAD_H) / DEFENSE_ROWS.length;

function blockBox(index: number): Box {
  const col = index % 2;
  const row = Math.floor(index / 2);
  return { x: MARGIN + col * (BLOCK_W + GAP), y: MARGIN + TITLE_H + row * (BLOCK_H + GAP), w: BLOCK_W, h: BLOCK_H };
}

/** Where a roll's cell sits on the sheet, exported so tests can look at one cell's pixels. */
export function sheetCellBox(chart: Chart, defense: DefenseFace, attack: AttackFace): Box {
  const block = blockBox(CHARTS.indexOf(chart));
  return {
    x: block.x + ROW_HEAD_W + ATTACK_COLUMNS.indexOf(attack) * CELL_W,
    y: block.y + HEADER_H + COL_HEAD_H + DEFENSE_ROWS.indexOf(defense) * CELL_H,
    w: CELL_W,
    h: CELL_H,
  };
}

const surface = reusableSurface(SHEET_WIDTH, SHEET_HEIGHT);

/** A ship's whole approach sheet (4 charts × 12 rolls) as a PNG to print. */
export function renderApproachSheet(sheet: ApproachSheet, options: RenderOptions = {}): Uint8Array {
  const family = options.symbolFamily ?? SYMBOL_FAMILY;
  const palette = PAPER;
  const { canvas, ctx } = surface();
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, SHEET_WIDTH, SHEET_HEIGHT);

  const legendW = drawLegend(ctx, family, sheet, palette);
  const title = fitStrokeText(sheet.title, 38, SHEET_WIDTH - 2 * MARGIN - legendW - 30);
  drawStrokeText(ctx, title, MARGIN, MARGIN + 44, 38, { color: palette.ink, weight: 0.13 });

  CHARTS.forEach((chart, i) => drawChart(ctx, family, sheet, chart, blockBox(i), palette));
  return canvas.encodeSync('png');
}

const label = (sheet: ApproachSheet, key: SheetLabel): string => sheet.labels?.[key] ?? DEFAULT_SHEET_LABELS[key];

/** Top right: what the two object symbols mean, and that a picture drawn turning right is mirrored for the left. */
function drawLegend(ctx: SKRSContext2D, family: string, sheet: ApproachSheet, palette: Palette): number {
  const cap = 15;
  const icon = 26;
  const right = SHEET_WIDTH - MARGIN;
  const tally = fitStrokeText(label(sheet, 'tally'), cap, 220);
  const obstacle = fitStrokeText(label(sheet, 'obstacle'), cap, 220);
  const mirror = fitStrokeText(label(sheet, 'mirror'), cap, 420);
  const line1 = icon + 8 + measureStrokeText(tally, cap) + 28 + icon + 8 + measureStrokeText(obstacle, cap);
  const width = Math.max(line1, measureStrokeText(mirror, cap));
  let x = right - line1;
  const y1 = MARGIN + 22;
  drawObject(ctx, family, 'tally', { x, y: y1 - cap / 2 - icon / 2, w: icon, h: icon }, palette);
  x += icon + 8;
  x += drawStrokeText(ctx, tally, x, y1, cap, { color: palette.ink, weight: 0.12 }) + 28;
  drawObject(ctx, family, 'obstacle', { x, y: y1 - cap / 2 - icon / 2, w: icon, h: icon }, palette);
  x += icon + 8;
  drawStrokeText(ctx, obstacle, x, y1, cap, { color: palette.ink, weight: 0.12 });
  drawStrokeText(ctx, mirror, right, MARGIN + 50, cap, { color: palette.ink, weight: 0.12, align: 'right' });
  return width;
}

function drawChart(ctx: SKRSContext2D, family: string, sheet: ApproachSheet, chart: Chart, block: Box, palette: Palette): void {
  // Heading: the arc symbol(s) then the chart's name.
  const arcs = ARCS[chart];
  const arcSize = 46;
  arcs.forEach((icon, i) => fitGlyph(ctx, family, ICONS[icon], { x: block.x + i * (arcSize + 6), y: block.y + 4, w: arcSize, h: arcSize }, palette.ink));
  const heading = label(sheet, chart);
  const labelX = block.x + arcs.length * (arcSize + 6) + 10;
  drawStrokeText(ctx, fitStrokeText(heading, 28, block.w - (labelX - block.x)), labelX, block.y + 4 + arcSize / 2 + 14, 28, {
    color: palette.ink,
    weight: 0.14,
  });

  const grid: Box = { x: block.x, y: block.y + HEADER_H, w: block.w, h: block.h - HEADER_H };
  const die = 52;
  ATTACK_COLUMNS.forEach((attack, c) => {
    const x = grid.x + ROW_HEAD_W + c * CELL_W + (CELL_W - die) / 2;
    drawDie(ctx, family, 'attack', attack, { x, y: grid.y + (COL_HEAD_H - die) / 2, w: die, h: die });
  });
  DEFENSE_ROWS.forEach((defense, r) => {
    const y = grid.y + COL_HEAD_H + r * CELL_H + (CELL_H - die) / 2;
    drawDie(ctx, family, 'defense', defense, { x: grid.x + (ROW_HEAD_W - die) / 2, y, w: die, h: die });
  });

  // Cell rules: light, so they guide the eye without competing with the symbols.
  ctx.strokeStyle = '#c9c9c9';
  ctx.lineWidth = 1.5;
  for (let r = 0; r <= DEFENSE_ROWS.length; r++) {
    const y = grid.y + COL_HEAD_H + r * CELL_H;
    ctx.beginPath();
    ctx.moveTo(grid.x, y);
    ctx.lineTo(grid.x + grid.w, y);
    ctx.stroke();
  }
  for (let c = 0; c <= ATTACK_COLUMNS.length; c++) {
    const x = grid.x + ROW_HEAD_W + c * CELL_W;
    ctx.beginPath();
    ctx.moveTo(x, grid.y);
    ctx.lineTo(x, grid.y + grid.h);
    ctx.stroke();
  }

  for (const defense of DEFENSE_ROWS) {
    for (const attack of ATTACK_COLUMNS) {
      drawCell(ctx, family, sheet.cells[chart][defense][attack], sheetCellBox(chart, defense, attack), palette);
    }
  }
}

const RELATIVE_ICONS: Record<'tally' | 'obstacle', IconName> = { tally: 'token-lock', obstacle: 'obstacle-coreasteroid5' };

function drawCell(ctx: SKRSContext2D, family: string, cell: ApproachCell, box: Box, palette: Palette): void {
  const pad = 10;
  const noteCap = 12;
  const noteLead = noteCap + 7;
  const note = cell.note?.trim() ? wrapStrokeText(cell.note, noteCap, box.w - 2 * pad, 2) : [];
  const body: Box = { x: box.x + pad, y: box.y + pad, w: box.w - 2 * pad, h: box.h - 2 * pad - note.length * noteLead };

  if (cell.maneuver === null) {
    const size = Math.min(body.h, 60);
    drawAskMark(ctx, { x: body.x + (body.w - size) / 2, y: body.y + (body.h - size) / 2, w: size, h: size }, palette.ink);
  } else {
    const m = cell.maneuver;
    const rel = cell.relative && takesDirection(m.bearing) ? cell.relative : null;
    const maneuverH = Math.min(body.h, 74);
    const objectW = rel ? 34 : 0;
    const objectGap = rel ? 12 : 0;
    const maneuverW = Math.min(body.w - objectW - objectGap, 108);
    const total = maneuverW + objectW + objectGap;
    let x = body.x + (body.w - total) / 2;
    const y = body.y + (body.h - maneuverH) / 2;
    const objectBox = (left: number): Box => ({ x: left, y: y + maneuverH * 0.22, w: objectW, h: maneuverH * 0.56 });
    // The object sits on the side the drawn symbol turns to for "towards", the other side for "away".
    const turnsRight = maneuverIcon(m.bearing, m.direction).endsWith('right');
    const objectOnRight = rel ? (rel.sense === 'towards') === turnsRight : false;
    if (rel && !objectOnRight) {
      drawObject(ctx, family, rel.object, objectBox(x), palette);
      x += objectW + objectGap;
    }
    drawManeuver(ctx, family, m, { x, y, w: maneuverW, h: maneuverH }, palette, 'beside');
    if (rel && objectOnRight) drawObject(ctx, family, rel.object, objectBox(x + maneuverW + objectGap), palette);
  }

  note.forEach((line, i) => {
    const baseline = box.y + box.h - pad - (note.length - 1 - i) * noteLead;
    drawStrokeText(ctx, line, box.x + box.w / 2, baseline, noteCap, { color: palette.ink, weight: 0.12, align: 'center' });
  });
}

function drawObject(ctx: SKRSContext2D, family: string, object: 'tally' | 'obstacle', box: Box, palette: Palette): void {
  fitGlyph(ctx, family, ICONS[RELATIVE_ICONS[object]], box, object === 'tally' ? palette.difficulty.red : palette.muted);
}
