import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { RULESET_V02, planActions, resolveApproach, type ApproachShip, type ResolvedApproach } from '../../../../src/systems/xwing/engine/index.ts';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import { ACTIVATION_REGIONS, renderActivationPicture } from '../../../../src/systems/xwing/pictures/activation.ts';
import { SCREEN, type Box } from '../../../../src/systems/xwing/pictures/draw.ts';
import { loadPictureFonts } from '../../../../src/systems/xwing/pictures/fonts.ts';
import type { ActivationPicture, Marker } from '../../../../src/systems/xwing/pictures/types.ts';
import { activationPicture, activationPictureOf } from '../../../../src/systems/xwing/render/activation-picture.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';
import { fr } from '../../../../src/systems/xwing/strings/fr.ts';

// The activation picture says what the card's text says (solo-alpha.md "Actions by attitude", step 3B; R20 tokens).

beforeAll(() => {
  loadPictureFonts(join(PROJECT_ROOT, 'assets', 'fonts', 'xwing-miniatures'));
});

const cat = loadCatalog();
const tie = cat.ship('galactic-empire', 'tielnfighter')!;
const ship = (over: Partial<ApproachShip>): ApproachShip => ({
  dial: tie.dial,
  attitude: 'balanced',
  stressed: false,
  ionized: false,
  actionDamage: false,
  reloadWithoutCharge: false,
  ...over,
});
const resolve = (s: ApproachShip, defense: 'evade' | 'focus' | 'blank', attack: 'crit' | 'hit' | 'focus' | 'blank'): ResolvedApproach => {
  const r = resolveApproach(RULESET_V02, s, { chart: 'front', tallySide: 'left', obstacleSide: 'left' }, { defense, attack });
  if (r.kind !== 'resolved') throw new Error('needs a side');
  return r;
};
const plan = (attitude: 'balanced' | 'defensive' | 'offensive' | 'recovery') =>
  planActions({ attitude, bar: tie.actions, stressed: false, ionized: false, hasLockHeaderWeapon: false, inactiveOrdnanceCharge: null, actionDamage: false });

describe('the picture shows the action lines the card gives', () => {
  test('"Barrel Roll if an obstacle is close, otherwise Focus": both lines, the second as the fallback', () => {
    const p = plan('balanced');
    expect(p.steps.map((s) => s.options.map((o) => o.type))).toEqual([['Barrel Roll'], ['Focus']]);
    const picture = activationPictureOf(resolve(ship({}), 'focus', 'hit'), p, 'TIE-1', { when: 'si', otherwise: 'sinon' });
    expect(picture.actions).toEqual([{ name: 'Barrel Roll', red: false }]);
    expect(picture.otherwise).toEqual([[{ name: 'Focus', red: false }]]);
    expect(picture.branchLabels).toEqual({ when: 'si', otherwise: 'sinon' });
  });

  test('a single line has no branch marks', () => {
    const p = planActions({
      attitude: 'balanced',
      bar: tie.actions,
      stressed: false,
      ionized: true,
      hasLockHeaderWeapon: false,
      inactiveOrdnanceCharge: null,
      actionDamage: false,
    });
    const picture = activationPictureOf(resolve(ship({}), 'focus', 'hit'), p);
    expect(picture.actions).toEqual([{ name: 'Focus', red: false }]);
    expect(picture.otherwise).toBeUndefined();
  });

  test('the fallback row is drawn: a branched picture differs from the first line alone, in the actions area', async () => {
    const base: ActivationPicture = {
      defense: 'focus',
      attack: 'hit',
      maneuver: { speed: 2, bearing: 'straight', direction: null, difficulty: 'blue' },
      marker: 'balanced',
      actions: [{ name: 'barrel-roll', red: false }],
    };
    const alone = await decode(renderActivationPicture(base));
    const branched = await decode(renderActivationPicture({ ...base, otherwise: [[{ name: 'focus', red: false }]] }));
    expect(differing(alone, branched, ACTIVATION_REGIONS.actions)).toBeGreaterThan(0.05);
  });
});

describe('the picture shows the dice the chart was read with', () => {
  test('step 3B: an Offensive ship rolling evade reads blank; the rolled evade is kept small beside it', async () => {
    const r = resolve(ship({ attitude: 'offensive' }), 'evade', 'hit');
    expect(r.changes.map((c) => c.reason)).toEqual(['step-3b']);
    const picture = activationPictureOf(r, plan('offensive'));
    expect(picture.defense).toBe('blank');
    expect(picture.rolledDefense).toBe('evade');
    const drawn = await decode(renderActivationPicture(picture));
    const without = await decode(renderActivationPicture({ ...picture, rolledDefense: undefined } as ActivationPicture));
    expect(differing(drawn, without, ACTIVATION_REGIONS.rolledDie)).toBeGreaterThan(0.2);
  });

  test('no change: no small die', () => {
    const picture = activationPictureOf(resolve(ship({}), 'focus', 'hit'), plan('balanced'));
    expect(picture.defense).toBe('focus');
    expect(picture.rolledDefense).toBeUndefined();
  });
});

describe('the picture names the ship', () => {
  test('the name is on the input, drawn across the top, and the file is named for the ship', async () => {
    const r = resolve(ship({}), 'focus', 'hit');
    const p = activationPicture(en, r, plan('balanced'), 'Black Sun Ace 2');
    expect(p.name).toBe('activation-black-sun-ace-2.png');
    expect(p.alt).toContain('Black Sun Ace 2');
    expect(activationPicture(fr, r, plan('balanced'), 'Épée 3').name).toBe('activation-epee-3.png');
    const named = await decode(renderActivationPicture({ ...activationPictureOf(r, null), name: 'TIE-1' }));
    const blank = await decode(renderActivationPicture(activationPictureOf(r, null)));
    expect(differing(named, blank, ACTIVATION_REGIONS.name)).toBeGreaterThan(0.03);
  });
});

describe('R20: the two tokens differ in shape, as the physical ones do', () => {
  /** Per pixel row of the marker area, how wide the token is: its outline, whatever is drawn inside. */
  async function profile(marker: Marker): Promise<number[]> {
    const img = await decode(
      renderActivationPicture({
        defense: 'focus',
        attack: 'hit',
        maneuver: { speed: 2, bearing: 'straight', direction: null, difficulty: 'blue' },
        marker,
        actions: [],
      }),
    );
    const box = ACTIVATION_REGIONS.marker;
    const [br, bg, bb] = [0x1c, 0x1f, 0x26];
    expect(SCREEN.background).toBe('#1c1f26');
    const widths: number[] = [];
    for (let y = box.y; y < box.y + box.h; y++) {
      let first = -1;
      let last = -1;
      for (let x = box.x; x < box.x + box.w; x++) {
        const i = (y * img.width + x) * 4;
        const far = Math.abs(img.data[i]! - br) + Math.abs(img.data[i + 1]! - bg) + Math.abs(img.data[i + 2]! - bb) > 60;
        if (far) {
          if (first < 0) first = x;
          last = x;
        }
      }
      widths.push(first < 0 ? 0 : last - first + 1);
    }
    return widths;
  }
  const apart = (a: number[], b: number[]) => a.reduce((sum, w, i) => sum + Math.abs(w - b[i]!), 0) / a.length;

  test('Defensive (shield charge) and Recovery (standard charge), both red, have different outlines', async () => {
    expect(apart(await profile('defensive'), await profile('recovery'))).toBeGreaterThan(6);
    expect(apart(await profile('offensive'), await profile('balanced'))).toBeGreaterThan(6);
  });

  test('the two sides of one token share its outline', async () => {
    expect(apart(await profile('offensive'), await profile('defensive'))).toBeLessThan(1);
    expect(apart(await profile('balanced'), await profile('recovery'))).toBeLessThan(1);
  });
});

type Decoded = { width: number; data: Uint8ClampedArray };

async function decode(png: Uint8Array): Promise<Decoded> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

function differing(a: Decoded, b: Decoded, box: Box): number {
  let differ = 0;
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * a.width + x) * 4;
      n++;
      if (Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!)) > 40) differ++;
    }
  return differ / n;
}
