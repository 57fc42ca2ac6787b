// npm run cards: draws every kind of card picture into docs/cards/, as a 360-pixel phone shows it (the
// printable approach sheet at a tablet's width), so a change to the pictures can be looked at before it ships.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canvasLibrary } from '../src/systems/xwing/pictures/canvas.ts';
import { loadPictureFonts } from '../src/systems/xwing/pictures/fonts.ts';
import { renderActivationPicture } from '../src/systems/xwing/pictures/activation.ts';
import { renderApproachSheet } from '../src/systems/xwing/pictures/approach-sheet.ts';
import { mv, SAMPLE_SHEET } from '../src/systems/xwing/pictures/samples.ts';
import type { ActivationPicture } from '../src/systems/xwing/pictures/types.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'cards');
const PHONE = 360;
const TABLET = 800;

/** One activation per thing the picture can say, named for what it shows. */
const ACTIVATIONS: Record<string, { input: ActivationPicture; shows: string }> = {
  'offensive-lock': {
    input: {
      name: 'TIE-1',
      defense: 'blank',
      attack: 'hit',
      maneuver: mv(4, 'koiogran-turn', 'red'),
      marker: 'offensive',
      actions: [{ name: 'lock', red: false }],
    },
    shows: 'Offensive: the shield charge token, blue side; one action.',
  },
  'defensive-branches': {
    input: {
      name: 'TIE-2',
      defense: 'evade',
      attack: 'crit',
      maneuver: mv(3, 'bank', 'white', 'left'),
      marker: 'defensive',
      actions: [
        { name: 'barrel-roll', red: false },
        { name: 'boost', red: false },
      ],
      otherwise: [[{ name: 'focus', red: false }]],
    },
    shows: 'Defensive: the shield charge token, red side; "Barrel Roll / Boost if in an enemy arc, otherwise Focus".',
  },
  'balanced-linked': {
    input: {
      name: 'Howlrunner',
      defense: 'focus',
      attack: 'focus',
      maneuver: mv(2, 'straight', 'blue'),
      marker: 'balanced',
      actions: [{ name: 'barrel-roll', red: false, linked: { name: 'lock', red: true } }],
    },
    shows: 'Balanced: the standard charge token, gold side; a linked action with its red second half.',
  },
  'recovery-step-3b': {
    input: {
      name: 'TIE/in-3',
      defense: 'focus',
      rolledDefense: 'evade',
      attack: 'blank',
      maneuver: mv(2, 'segnors-loop', 'purple', 'right'),
      marker: 'recovery',
      actions: [{ name: 'damage-card-action', red: false }],
      otherwise: [[{ name: 'rotate-arc', red: false }], [{ name: 'focus', red: false }]],
    },
    shows:
      "Recovery: the standard charge token, red side; an evade changed to focus by step 3B (the rolled face small beside the one read); the damage card's own action asked first.",
  },
  ionized: {
    input: {
      name: 'Scimitar 2',
      defense: null,
      attack: null,
      maneuver: mv(1, 'straight', 'blue'),
      marker: 'offensive',
      actions: [{ name: 'focus', red: false }],
    },
    shows: 'Ionized: no roll, the ion maneuver, Focus only.',
  },
  'stressed-no-action': {
    input: { name: 'Academy Pilot 4', defense: 'blank', attack: 'blank', maneuver: mv(1, 'turn', 'white', 'right'), marker: 'offensive', actions: [] },
    shows: 'Stressed after a red maneuver: no action.',
  },
  'french-long-name': {
    input: {
      name: 'Intercepteur Épée-Noire 12',
      defense: 'evade',
      attack: 'hit',
      maneuver: mv(5, 'straight', 'white'),
      marker: 'defensive',
      actions: [
        { name: 'rotate-arc', red: false },
        { name: 'boost', red: false },
        { name: 'barrel-roll', red: true },
      ],
      otherwise: [[{ name: 'lock', red: false }], [{ name: 'reload', red: true }], [{ name: 'focus', red: false }]],
      branchLabels: { when: 'si', otherwise: 'sinon' },
    },
    shows: 'A long French name cut to fit; four lines with the French branch words.',
  },
};

/** The picture drawn smaller, as a screen of that width shows it. */
async function atWidth(png: Uint8Array, width: number): Promise<Uint8Array> {
  const { loadImage, createCanvas } = canvasLibrary();
  const image = await loadImage(Buffer.from(png));
  const height = Math.round((image.height * width) / image.width);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encodeSync('png');
}

loadPictureFonts(join(ROOT, 'assets', 'fonts', 'xwing-miniatures'));
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const lines = ['# Card pictures', '', 'Made by `npm run cards` (scripts/card-gallery.ts); do not edit by hand.', ''];
for (const [name, { input, shows }] of Object.entries(ACTIVATIONS)) {
  writeFileSync(join(OUT, `activation-${name}.png`), await atWidth(renderActivationPicture(input), PHONE));
  lines.push(`## activation-${name}.png`, '', shows, '', `![${name}](activation-${name}.png)`, '');
}
writeFileSync(join(OUT, 'approach-sheet.png'), await atWidth(renderApproachSheet(SAMPLE_SHEET), TABLET));
lines.push(
  '## approach-sheet.png',
  '',
  `The printable approach sheet (\`/rules sheet\`), at ${TABLET} pixels wide.`,
  '',
  '![approach sheet](approach-sheet.png)',
  '',
);
writeFileSync(join(OUT, 'README.md'), lines.join('\n'));
const total = readdirSync(OUT).reduce((sum, f) => sum + statSync(join(OUT, f)).size, 0);
console.log(`docs/cards: ${readdirSync(OUT).length} files, ${total} bytes`);
