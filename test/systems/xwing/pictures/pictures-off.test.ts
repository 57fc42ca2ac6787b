import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../../../child-env.ts';
import { tempDir } from '../../../helpers.ts';

// PICTURES=off (src/config.ts): activation cards without a picture, and the drawing library's
// native code never loaded into the process (about 20 MB of it). Each case runs in its own
// process, because the test runner's own process may have loaded the library for other tests.
function playOneActivation(pictures: boolean): { nativeCanvas: boolean; picture: boolean; card: string } {
  const tmp = tempDir('pictures-off-');
  const script = `
    const { composeApp } = await import(${JSON.stringify(join(PROJECT_ROOT, 'src', 'compose.ts'))});
    const { silentLogger } = await import(${JSON.stringify(join(PROJECT_ROOT, 'src', 'core', 'logger.ts'))});
    const { ConsoleSession } = await import(${JSON.stringify(join(PROJECT_ROOT, 'src', 'console', 'session.ts'))});
    const { app, delivery, dispatcher, store } = composeApp(${JSON.stringify(join(tmp.dir, 'db.sqlite'))}, silentLogger, {}, { pictures: ${pictures} });
    await store.ready;
    let picture = false;
    const session = new ConsoleSession(delivery, dispatcher, { seed: 'off', onPicture: () => { picture = true; } });
    await session.run('/game start faction:galactic-empire');
    await session.run('/join ship:x-wing name:Luke');
    const out = await session.run('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    await store.close();
    const objects = process.report.getReport().sharedObjects;
    console.log(JSON.stringify({ nativeCanvas: objects.some((o) => /canvas/i.test(o)), picture, card: JSON.stringify(out) }));
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    env: childEnv(),
    encoding: 'utf8',
    timeout: SPAWN_TIMEOUT_MS,
  });
  tmp.cleanup();
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { nativeCanvas: boolean; picture: boolean; card: string };
}

describe('activation pictures can be turned off', () => {
  test('pictures on: the card has its picture and the drawing library is loaded', () => {
    const on = playOneActivation(true);
    expect(on.picture).toBe(true);
    expect(on.nativeCanvas).toBe(true);
  });

  test('pictures off: the card is complete without a picture and the drawing library is never loaded', () => {
    const off = playOneActivation(false);
    expect(off.picture).toBe(false);
    expect(off.card).toContain('Maneuver');
    expect(off.nativeCanvas).toBe(false);
  });
});
