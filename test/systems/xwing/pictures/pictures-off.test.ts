import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import { bundledEntry } from '../../../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../../../child-env.ts';
import { tempDir } from '../../../helpers.ts';

// PICTURES=off (src/config.ts): activation cards without a picture, and the drawing library's
// native code never loaded into the process (about 20 MB of it). Each case runs in its own
// process, because the test runner's own process may have loaded the library for other tests.
// The modules bundled (tsx would compile the sources in the child): the bundle leaves the drawing
// library in node_modules, loaded only if a picture is drawn, as `npm start`'s bundle does.
async function playOneActivation(pictures: boolean): Promise<{ nativeCanvas: boolean; picture: boolean; card: string }> {
  const tmp = tempDir('pictures-off-');
  const modules = pathToFileURL(await bundledEntry('src/compose.ts', 'src/core/logger.ts', 'src/console/session.ts')).href;
  const script = `
    const { composeApp, silentLogger, ConsoleSession } = await import(${JSON.stringify(modules)});
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
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
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
  test('pictures on: the card has its picture and the drawing library is loaded', async () => {
    const on = await playOneActivation(true);
    expect(on.picture).toBe(true);
    expect(on.nativeCanvas).toBe(true);
  });

  test('pictures off: the card is complete without a picture and the drawing library is never loaded', async () => {
    const off = await playOneActivation(false);
    expect(off.picture).toBe(false);
    expect(off.card).toContain('Maneuver');
    expect(off.nativeCanvas).toBe(false);
  });
});
