import { afterAll, afterEach, expect } from 'vitest';
import type { DiscordEmulator } from './emulator.ts';

/**
 * Every test of the file fails if a body the bot sent during it is one Discord would refuse
 * (`emu.invalidBodies`): the bot's answer to a 400 is often to log and go on, so a wrong body
 * would otherwise pass unseen. What the bot sends after the last test is checked once all are done.
 */
export function everyBodyValid(emu: DiscordEmulator): void {
  let seen = 0;
  const fresh = () => {
    const found = emu.invalidBodies.slice(seen);
    seen = emu.invalidBodies.length;
    return found.map((b) => ({ request: `${b.method} ${b.path}`, problems: b.problems }));
  };
  afterAll(() => expect(fresh(), 'bodies Discord would refuse').toEqual([]));
  afterEach(() => expect(fresh(), 'bodies Discord would refuse').toEqual([]));
}
