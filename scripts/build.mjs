// Bundles an entry point into dist/ (dependencies stay in node_modules). `npm start`
// runs the bot from dist/main.mjs: plain JavaScript starts faster and uses less memory
// than compiling TypeScript at run time, and keeps no per-closure name helpers.
//   node scripts/build.mjs [main|bench]
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root, found upwards (this file may itself be bundled elsewhere).
function findRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations')))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the project root');
    dir = up;
  }
  return dir;
}
const root = findRoot();
const ENTRIES = { main: join(root, 'src', 'main.ts'), bench: join(root, 'bench', 'run.ts') };
/** The live table page's script: bundled for browsers, dependencies included (no CDN). */
const CLIENT = join(root, 'src', 'web', 'client', 'table.ts');
export const CLIENT_SCRIPT = join(root, 'dist', 'table.js');
/** The Discord Activity's script, with Discord's Embedded App SDK bundled in. */
const ACTIVITY = join(root, 'src', 'web', 'client', 'activity.ts');

/** A page's script (the live table's, the Activity's): bundled for browsers with its dependencies, minified. */
async function buildBrowserScript(entry, outfile) {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: true,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export const buildActivity = (outfile = join(root, 'dist', 'activity.js')) => buildBrowserScript(ACTIVITY, outfile);

export const buildClient = (outfile = CLIENT_SCRIPT) => buildBrowserScript(CLIENT, outfile);

export async function buildEntry(name = 'main', outfile = join(root, 'dist', `${name}.mjs`)) {
  await build({
    entryPoints: [ENTRIES[name]],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export const buildBot = (outfile) => buildEntry('main', outfile);

if (process.argv[1]?.endsWith(`${join('scripts', 'build.mjs')}`)) {
  const name = process.argv[2] ?? 'main';
  await buildEntry(name);
  // The bot serves the live table's page (when HTTP_PORT is set): its script is built with it.
  if (name === 'main') await Promise.all([buildClient(), buildActivity()]);
}
