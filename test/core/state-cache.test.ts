import { describe, expect, test } from 'vitest';
import { StateCache } from '../../src/core/state-cache.ts';

describe('the cache of decoded states', () => {
  test('keeps one state per game, its newest version: an older one offered later does not replace it', () => {
    const cache = new StateCache(10);
    cache.set(1, 3, 'v3');
    cache.set(1, 4, 'v4');
    expect(cache.get(1, 4)).toBe('v4');
    expect(cache.get(1, 3)).toBeUndefined(); // an older version is gone, not kept beside the newer
    cache.set(1, 3, 'v3 read late'); // a slower reader of version 3
    expect(cache.get(1, 4)).toBe('v4');
    expect(cache.get(1, 3)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  test('holds at most `max` games, forgetting the one stored longest ago', () => {
    const cache = new StateCache(2);
    cache.set(1, 1, 'a');
    cache.set(2, 1, 'b');
    cache.set(1, 2, 'a2'); // game 1 written again: now the most recent
    cache.set(3, 1, 'c');
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 2)).toBe('a2');
    expect(cache.get(3, 1)).toBe('c');
    expect(cache.size).toBe(2);
  });
});
