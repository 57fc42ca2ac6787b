// Regenerates the editions the bot ships (src/systems/xwing/catalog/data) from the shared data.
//   npm run catalog [-- [--shared path/to/shared/data] [--revision 50P20] [--out dir]]
// See docs/catalog-update.md for the procedure and what to review.
import { join, resolve, dirname } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate } from './catalog/generate.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { shared: { type: 'string' }, revision: { type: 'string' }, out: { type: 'string' } },
});
const shared = resolve(values.shared ?? positionals[0] ?? join(projectRoot, '..', 'shared', 'data'));
const out = resolve(values.out ?? join(projectRoot, 'src', 'systems', 'xwing', 'catalog', 'data'));
for (const need of ['xwing-data2', 'xwing-data2-master', 'xwing-points'])
  if (!existsSync(join(shared, need))) {
    console.error(`No ${need} in ${shared} (give --shared path/to/data).`);
    process.exit(2);
  }
try {
  const { lines } = generate({
    shared,
    out,
    ...(values.revision ? { revision: values.revision } : {}),
    fixtures: values.out ? null : join(projectRoot, 'test', 'fixtures'),
  });
  for (const l of lines) console.log(l);
  console.log(`-> ${out}`);
} catch (err) {
  console.error(`catalog build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
