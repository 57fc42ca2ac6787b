import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { consoleEn } from '../../src/console/strings/en.ts';
import { consoleFr } from '../../src/console/strings/fr.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { tempDir } from '../helpers.ts';

// The console with HTTP_PORT set says where the live table is served, in its own words; a
// port already taken is told as the setting to change (HTTP_PORT), not as Node's error.

const tmp = tempDir('console-serve-');
let entry = '';
beforeAll(async () => {
  entry = await bundledEntry('src/console/main.ts');
});
afterAll(() => tmp.cleanup());

function runConsole(env: Record<string, string>, args: string[] = [], input = '') {
  return spawnSync(process.execPath, [entry, '--db', join(tmp.dir, `${Object.values(env).join('-').replace(/\W/g, '_')}.sqlite`), ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    input,
    encoding: 'utf8',
    env: childEnv(env),
    timeout: SPAWN_TIMEOUT_MS,
  });
}

describe('the console serving the live table (HTTP_PORT)', () => {
  test('it says once, at start, where the table is served; in French with --locale fr; on stderr under --json', () => {
    const en = runConsole({ HTTP_PORT: '0' });
    expect(en.status, en.stderr).toBe(0);
    const served = en.stdout.split('\n').filter((l) => l.includes('🌐'));
    expect(served).toHaveLength(1);
    expect(served[0]).toMatch(/^🌐 Live table served at http:\/\/127\.0\.0\.1:\d+: \/game board gives a channel's link\.$/);

    const fr = runConsole({ HTTP_PORT: '0', PUBLIC_URL: 'https://x.org/solo/' }, ['--locale', 'fr']);
    expect(fr.status, fr.stderr).toBe(0);
    expect(fr.stdout).toMatch(/🌐 Table en direct servie sur http:\/\/127\.0\.0\.1:\d+ \(ses liens mènent à https:\/\/x\.org\/solo\/\) : \/partie table/);

    const json = runConsole({ HTTP_PORT: '0' }, ['--json'], '/game start faction:galactic-empire\n');
    expect(json.status, json.stderr).toBe(0);
    expect(json.stderr).toContain('🌐 Live table served at http://127.0.0.1:');
    for (const line of json.stdout.trim().split('\n')) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  test('without HTTP_PORT it says nothing of a table', () => {
    const r = runConsole({});
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain('🌐');
  });

  test('a port already taken is told as HTTP_PORT to change, in the console’s language, and the console stops (exit 1)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const en = runConsole({ HTTP_PORT: String(port) });
      expect(en.status).toBe(1);
      expect(en.stderr.trim()).toBe(consoleEn.portInUse('127.0.0.1', port));
      expect(en.stderr).toContain('HTTP_PORT');
      expect(en.stderr).not.toContain('EADDRINUSE');
      const fr = runConsole({ HTTP_PORT: String(port) }, ['--locale', 'fr']);
      expect(fr.status).toBe(1);
      expect(fr.stderr.trim()).toBe(consoleFr.portInUse('127.0.0.1', port));
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
