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
  await buildEntry(process.argv[2] ?? 'main');
}
