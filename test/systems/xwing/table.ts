import { afterEach, expect } from 'vitest';
import { consoleTable, tempDir } from '../../helpers.ts';

/**
 * A console table on a fresh database for each test, its directory removed after the test.
 * `cleanup` removes the latest table's directory at once (a test that plays twice).
 */
export function tablePerTest(seed = '42') {
  let cleanup = () => {};
  afterEach(() => cleanup());
  return {
    table() {
      const t = tempDir();
      cleanup = t.cleanup;
      return consoleTable(`${t.dir}/game.sqlite`, seed);
    },
    cleanup: () => cleanup(),
  };
}

/** Two TIEs against Luke (bob) and Wedge (carol), brought to the Engagement Phase. */
export async function toEngagement(t: ReturnType<typeof consoleTable>): Promise<void> {
  await t.reply('/game start faction:galactic-empire');
  await t.reply('@bob /join ship:x-wing name:Luke');
  await t.reply('@carol /join ship:x-wing name:Wedge');
  // In initiative order (R54): the dials, then Luke (I1, the players first at equal initiative), the TIEs (I1), Wedge (I3).
  for (const line of [
    '@bob /done',
    '@carol /done',
    '@bob /done ship:Luke',
    '/activate ship:TIE-1 arc:bullseye roll:focus focus',
    '/activate ship:TIE-2 arc:bullseye roll:focus focus',
    '@carol /done ship:Wedge',
  ])
    await t.run(line);
  expect((await t.state())!.phase).toBe('engagement');
}
