// One process's memory with the given editions loaded (bench/editions-memory.ts runs it
// bundled, once per case, with the bot's node flags). Prints one JSON line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_DIR } from '../src/paths.ts';
import { loadEditions } from '../src/systems/xwing/catalog/load.ts';
import { catalogFileSchema } from '../src/systems/xwing/catalog/schema.ts';

const mode = process.argv[2] ?? 'none';
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
gc();
const before = process.memoryUsage();
const editions = loadEditions();
const t0 = performance.now();
const keep: unknown[] = [];
if (mode === 'zod') {
  // What the bot did before: the whole 2.0 file parsed with zod at every start.
  keep.push(catalogFileSchema.parse(JSON.parse(readFileSync(join(CATALOG_DIR, '2.0-5531a00.json'), 'utf8'))));
} else {
  if (mode.includes('2.0')) keep.push(editions.catalog(editions.current('2.0')));
  if (mode.includes('xwa')) keep.push(editions.catalog(editions.current('xwa')));
  if (mode.includes('fr')) for (const id of ['2.0', 'xwa'] as const) keep.push(editions.catalog(editions.current(id), 'fr'));
}
const ms = performance.now() - t0;
gc();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    mode,
    loadMs: Math.round(ms * 10) / 10,
    rssMb: mb(after.rss),
    rssDeltaMb: mb(after.rss - before.rss),
    heapUsedMb: mb(after.heapUsed),
    heapDeltaMb: mb(after.heapUsed - before.heapUsed),
    held: keep.length,
  }),
);
