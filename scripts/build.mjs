// Bundles an entry point into dist/ (dependencies stay in node_modules). `npm start`
// runs the bot from dist/main.mjs: plain JavaScript starts faster and uses less memory
// than compiling TypeScript at run time, and keeps no per-closure name helpers.
//   node scripts/build.mjs [main|bench]
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export const buildBot = (outfile) => buildEntry('main', outfile);

if (process.argv[1]?.endsWith(`${join("scripts", "build.mjs")}`)) {
  await buildEntry(process.argv[2] ?? 'main');
}
