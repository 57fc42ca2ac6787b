import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { tempDir } from '../helpers.ts';

const root = join(import.meta.dirname, '..', '..');
const tmp = tempDir();
afterAll(() => tmp.cleanup());

// The entry points bundled, as `npm start` runs the bot (tsx would compile the sources in every child).
const bundles = new Map<string, string>();
beforeAll(async () => {
  for (const entry of ['src/console/main.ts', 'src/main.ts']) bundles.set(entry, await bundledEntry(entry));
});

function run(script: string, [entry, ...args]: string[], env: Record<string, string> = {}, cwd = root) {
  return spawnSync(process.execPath, [bundles.get(entry!)!, ...args], {
    cwd,
    input: script,
    encoding: 'utf8',
    env: childEnv(env),
    timeout: SPAWN_TIMEOUT_MS,
  });
}

describe('npm run console', () => {
  test('--json prints every message as one JSON object per line: replies, refusals (flags 64) and announcements', () => {
    const script = [
      '/game start faction:galactic-empire',
      '/activate ship:TIE-1 arc:bullseye roll:focus crit',
      '/activate ship:TIE-1',
      // Not every ship has had its turn: each /round next asks first, and the click confirms (ruling R42).
      '/round next',
      'click 1',
      '/round next',
      'click 1',
      '/round next',
      'click 1',
    ].join('\n');
    const r = run(script, ['src/console/main.ts', '--json', '--seed', '3', '--db', join(tmp.dir, 'console.sqlite')]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; flags: number; embeds: { title: string; color?: number }[]; content?: string });
    expect(lines.map((l) => l.type)).toEqual(['reply', 'reply', 'reply', 'reply', 'reply', 'reply', 'reply', 'reply', 'reply', 'announcement']);
    expect(lines[3]!.flags).toBe(64);
    expect(lines[3]!.content).toContain('Round 1 is not over. Not activated yet: TIE-2.');
    expect(lines[8]!.embeds[0]!.title).toBe('Round 4 begins');
    expect(lines[1]!.embeds[0]!.title).toBe('TIE-1 — TIE/ln Fighter (Academy Pilot, I1)');
    expect(lines[1]!.embeds[0]!.color).toBe(0xeab308);
    expect(lines[2]!.flags).toBe(64);
    expect(lines[2]!.content).toContain('Already activated');
    expect(lines[9]!.content).toContain("They're coming in!");
  });

  test('--images DIR writes the picture of every activation card there, one file per card', () => {
    const images = join(tmp.dir, 'pictures');
    const script = [
      '/game start faction:galactic-empire',
      '/activate ship:TIE-1 arc:bullseye roll:focus crit',
      '/activate ship:TIE-2 arc:bullseye roll:focus crit',
      '/round next',
      'click 1',
      '/activate ship:TIE-1 arc:bullseye roll:evade hit',
    ].join('\n');
    const r = run(`${script}\n`, ['src/console/main.ts', '--images', images, '--db', join(tmp.dir, 'images.sqlite')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('🖼️ activation-tie-1.png');
    expect(readdirSync(images).sort()).toEqual(['001-activation-tie-1.png', '002-activation-tie-2.png', '003-activation-tie-1.png']);
    const png = readFileSync(join(images, '001-activation-tie-1.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 340]);
  });

  test('mentions print as @name, a reply that says "press Start round 2" carries that button, and /game log writes its files to --files DIR', () => {
    const files = join(tmp.dir, 'files');
    const script = [
      '/game start faction:galactic-empire scenario:custom',
      '/ship add chassis:tielnfighter',
      '/join ship:x-wing name:Luke',
      '/done',
      // In initiative order (R54): Luke (I1, the players first at equal initiative), then TIE-1.
      '/done',
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit',
      '/done ship:Luke',
      '/done ship:TIE-1',
      'click 1',
      '/game log',
    ].join('\n');
    const r = run(`${script}\n`, ['src/console/main.ts', '--files', files, '--db', join(tmp.dir, 'files.sqlite')]);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('<@');
    expect(r.stdout).toContain('Joined: 👤 Luke · T-65 X-wing (Cavern Angels Zealot, I1) · @you');
    expect(r.stdout).toMatch(/press Start round 2 for the End Phase shifts and the next round\.\n\[1\] Start round 2/);
    expect(r.stdout).toContain('Round 2 begins');
    expect(readdirSync(files).sort()).toEqual(['solo-alpha-game-1.jsonl', 'solo-alpha-game-1.txt']);
    expect(readFileSync(join(files, 'solo-alpha-game-1.txt'), 'utf8')).toContain('Dials set: you.');
    expect(r.stdout).toContain(`📎 solo-alpha-game-1.txt (13 lines) → saved as ${join(files, 'solo-alpha-game-1.txt')}`);
  });

  test('in a checkout, a session’s files (/game log, /campaign file export) go to data/files/, which the lint ignores: nothing lands at the root', () => {
    // A copy of the checkout's files the lint reads, and the console run there with its defaults (no --db, no --files).
    const checkout = join(tmp.dir, 'checkout');
    mkdirSync(checkout);
    for (const f of ['package.json', '.prettierrc.json', '.prettierignore']) copyFileSync(join(root, f), join(checkout, f));
    const script = [
      '/game start faction:galactic-empire',
      '/activate ship:TIE-1 arc:bullseye roll:focus crit',
      '/game log',
      '#camp /campaign start faction:rebel-alliance ai:galactic-empire seed:files',
      '#camp /campaign file export',
    ].join('\n');
    const r = run(`${script}\n`, ['src/console/main.ts'], {}, checkout);
    expect(r.status).toBe(0);
    expect(readdirSync(checkout).sort()).toEqual(['.prettierignore', '.prettierrc.json', 'data', 'package.json']);
    const saved = readdirSync(join(checkout, 'data', 'files')).sort();
    expect(saved).toEqual(['big-shed-league-1.json', 'solo-alpha-game-1.jsonl', 'solo-alpha-game-1.txt']);
    expect(r.stdout).toContain(`→ saved as ${join('data', 'files', 'solo-alpha-game-1.txt')}`);
    const lint = spawnSync(process.execPath, [join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.'], {
      cwd: checkout,
      encoding: 'utf8',
      env: childEnv(),
      timeout: SPAWN_TIMEOUT_MS,
    });
    expect(lint.stderr).toBe('');
    expect(lint.status).toBe(0);
  });

  test('--seed makes the dice repeatable', () => {
    const script = '/game start faction:rebel-alliance\n/activate ship:Z95-1 arc:bullseye obstacle:left\n';
    const a = run(script, ['src/console/main.ts', '--json', '--seed', '11', '--db', join(tmp.dir, 'a.sqlite')]);
    const b = run(script, ['src/console/main.ts', '--json', '--seed', '11', '--db', join(tmp.dir, 'b.sqlite')]);
    expect(a.stdout).toBe(b.stdout);
  });
});

describe('npm start', () => {
  test('with no token and no terminal it exits 1 with a clear message', () => {
    const r = run('', ['src/main.ts'], { DATABASE_PATH: join(tmp.dir, 'start.sqlite') });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No DISCORD_TOKEN set and no terminal');
  });
});
