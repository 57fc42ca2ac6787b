import { describe, expect, test } from 'vitest';
import { WARM_UP_SCRIPT, warmUp } from '../src/warm-up.ts';

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
});
