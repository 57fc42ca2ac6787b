import { describe, expect, test } from 'vitest';
import { WARM_UP_SCRIPT, warmUp } from '../src/warm-up.ts';
import { loadEditions } from '../src/systems/xwing/catalog/load.ts';
import type { Logger } from '../src/core/logger.ts';

// The bot plays this game in memory before it connects (src/main.ts), so that a player's
// first command after a start runs warm code. A script that no longer plays (a renamed
// option, a new confirmation) would warm nothing: the warm-up says so instead.
describe('the warm-up game', () => {
  test.each([true, false])('plays every line of its script without a refusal (pictures: %s)', async (pictures) => {
    expect(WARM_UP_SCRIPT.some((l) => l.startsWith('/activate'))).toBe(true);
    await expect(warmUp({ pictures })).resolves.toBeGreaterThan(0);
  });

  test('stops at a refused line and names it with the refusal', async () => {
    await expect(warmUp({ pictures: false, script: ['/game start faction:galactic-empire', '/activate ship:TIE-9'] })).rejects.toThrow(
      /"\/activate ship:TIE-9" was refused: .*TIE-9/,
    );
    await expect(warmUp({ pictures: false, script: ['/game start faction:galactic-empire', '/activate ship:TIE-1 arc:sideways'] })).rejects.toThrow(
      /Bad `arc` \(sideways\)/,
    );
  });

  test("a handler that crashes reaches the bot's log with its stack, and stops the warm-up", async () => {
    // A catalogue whose every method throws once armed: composition (synchronous, before the
    // warm-up's first await) sees a sound one, the commands a broken one.
    const editions = loadEditions();
    const real = editions.catalog(undefined);
    let armed = false;
    const broken = new Proxy(real, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        return armed
          ? () => {
              throw new Error(`broken at ${String(key)}`);
            }
          : value.bind(target);
      },
    });
    const errors: { msg: string; fields?: Record<string, unknown> }[] = [];
    const log: Logger = { error: (msg, fields) => errors.push({ msg, fields }), warn() {}, info() {}, debug() {} };
    const withBroken = new Proxy(editions, { get: (target, key) => (key === 'catalog' ? () => broken : Reflect.get(target, key)) });
    const warming = warmUp({ pictures: false, editions: withBroken, log });
    armed = true;
    await expect(warming).rejects.toThrow(/"\/game start faction:galactic-empire" was refused/);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe('warm-up: command failed');
    expect(String(errors[0]!.fields?.error)).toMatch(/broken at/);
    expect(String(errors[0]!.fields?.stack)).toMatch(/broken at/);
  });
});
