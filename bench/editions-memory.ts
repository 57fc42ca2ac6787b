// RSS and load time of the data editions, each case in its own process, bundled and run
// with the bot's node flags (package.json "start"):
//   npx tsx bench/editions-memory.ts
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../src/paths.ts';

// In dist/ (not node_modules/.cache): the bundle finds the project root from where it lies.
const out = join(PROJECT_ROOT, 'dist', `editions-load-${process.pid}.mjs`);
await build({
  entryPoints: [join(PROJECT_ROOT, 'bench', 'editions-load.ts')],
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
const flags = ['--max-semi-space-size=2', '--no-parallel-scavenge', '--max-old-space-size=128', '--expose-gc'];
for (const mode of ['none', '2.0', 'xwa', '2.0+xwa', '2.0+xwa+fr', 'zod'])
  for (let i = 0; i < 3; i++) process.stdout.write(execFileSync(process.execPath, [...flags, out, mode], { cwd: PROJECT_ROOT, encoding: 'utf8' }));
rmSync(out, { force: true });
