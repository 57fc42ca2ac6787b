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

  test('holds at most `maxBytes` of stored text, forgetting the oldest states first; a state over the whole budget is not kept', () => {
    const cache = new StateCache(100, 1000);
    cache.set(1, 1, 'a', 400);
    cache.set(2, 1, 'b', 400);
    cache.set(3, 1, 'c', 400); // 1,200 bytes: the oldest goes
    expect(cache.get(1, 1)).toBeUndefined();
    expect([cache.get(2, 1), cache.get(3, 1)]).toEqual(['b', 'c']);
    expect(cache.bytes).toBe(800);
    cache.set(2, 2, 'b2', 100); // a new version replaces the old one's size
    expect(cache.bytes).toBe(500);
    cache.set(4, 1, 'huge', 1001);
    expect(cache.get(4, 1)).toBeUndefined();
    expect([cache.get(2, 2), cache.get(3, 1)]).toEqual(['b2', 'c']);
    expect(cache.bytes).toBe(500);
  });

  test('a thousand huge states never hold more than the budget', () => {
    const cache = new StateCache(2000, 64 * 1024);
    for (let id = 1; id <= 1000; id++) cache.set(id, 1, { id }, 10_000);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBe(6);
    expect(cache.get(1000, 1)).toEqual({ id: 1000 });
  });
});
