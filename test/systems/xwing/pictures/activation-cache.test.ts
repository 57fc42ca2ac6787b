import { beforeAll, describe, expect, test } from 'vitest';
import { ACTIVATION_CACHE_SIZE, cachedActivationPicture, renderActivationPicture } from '../../../../src/systems/xwing/pictures/activation.ts';
import { loadPictureFonts } from '../../../../src/systems/xwing/pictures/fonts.ts';
import type { ActivationPicture, Difficulty, Marker } from '../../../../src/systems/xwing/pictures/types.ts';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import { join } from 'node:path';

// Rendered activation pictures are kept by input (src/systems/xwing/pictures/activation.ts):
// the same bytes as a fresh render, the most recently used ones kept.

beforeAll(() => {
  loadPictureFonts(join(PROJECT_ROOT, 'assets', 'fonts', 'xwing-miniatures'));
});

const DIFFICULTIES: Difficulty[] = ['white', 'red', 'blue', 'purple'];
const MARKERS: Marker[] = ['offensive', 'balanced', 'defensive', 'recovery'];

/** More different inputs than the cache holds. */
const inputs: ActivationPicture[] = [1, 2, 3, 4, 5].flatMap((speed) =>
  DIFFICULTIES.flatMap((difficulty) =>
    MARKERS.map((marker) => ({
      defense: 'focus' as const,
      attack: 'hit' as const,
      maneuver: { speed, bearing: 'bank' as const, direction: 'left' as const, difficulty },
      marker,
      actions: [{ name: 'focus', red: false }],
    })),
  ),
);

describe('the activation picture cache', () => {
  test('gives the bytes a fresh render gives, and the same picture for the same input', () => {
    expect(inputs.length).toBeGreaterThan(ACTIVATION_CACHE_SIZE);
    for (const input of inputs.slice(0, 5)) {
      const cached = cachedActivationPicture(input);
      expect(Buffer.from(cached)).toEqual(Buffer.from(renderActivationPicture(input)));
      expect(cachedActivationPicture(structuredClone(input))).toBe(cached);
    }
    // Different inputs, different pictures.
    expect(Buffer.from(cachedActivationPicture(inputs[0]!))).not.toEqual(Buffer.from(cachedActivationPicture(inputs[1]!)));
  });

  test('keeps the most recently used pictures and lets the oldest go', () => {
    const first = cachedActivationPicture(inputs[0]!);
    const second = cachedActivationPicture(inputs[1]!);
    for (const input of inputs.slice(2, ACTIVATION_CACHE_SIZE)) cachedActivationPicture(input);
    // The cache is full: using the first again keeps it; the next new input pushes out the second.
    expect(cachedActivationPicture(inputs[0]!)).toBe(first);
    cachedActivationPicture(inputs[ACTIVATION_CACHE_SIZE]!);
    expect(cachedActivationPicture(inputs[0]!)).toBe(first);
    const again = cachedActivationPicture(inputs[1]!);
    expect(again).not.toBe(second);
    expect(Buffer.from(again)).toEqual(Buffer.from(second));
  });
});
