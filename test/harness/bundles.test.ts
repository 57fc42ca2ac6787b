import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BUNDLE_DIR, pruneOlder } from '../bundles.ts';

// The tests' bundles and worker snapshots are named by their content: without pruning, every
// change of the code left another 11 MB snapshot in dist/tests/.

const names = ['prune-case-old.cjs', 'prune-case-old.blob', 'prune-case-new.cjs', 'prune-case-kept.cjs', 'prune-case-kept.blob', 'other-old.cjs'];
const path = (n: string) => join(BUNDLE_DIR, n);
afterAll(() => {
  for (const n of names) rmSync(path(n), { force: true });
});

test("a day-old bundle or snapshot of another version goes; this version's files, recent ones and other names stay", () => {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const twoDaysAgo = (Date.now() - 2 * 24 * 3600_000) / 1000;
  for (const n of names) {
    writeFileSync(path(n), 'x');
    if (n !== 'prune-case-new.cjs') utimesSync(path(n), twoDaysAgo, twoDaysAgo);
  }
  pruneOlder('prune-case-', path('prune-case-kept.cjs'));
  expect(names.filter((n) => existsSync(path(n)))).toEqual(['prune-case-new.cjs', 'prune-case-kept.cjs', 'prune-case-kept.blob', 'other-old.cjs']);
});
