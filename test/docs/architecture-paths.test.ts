import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// docs/architecture.md is the map of the code: every path it names (src/…, commands/…,
// test/…, docs/…) must exist, so a file moved or split without the map fails here.

const ROOT = join(import.meta.dirname, '../..');
const PATH = /(?<![\w/.-])((?:src|commands|test|docs|migrations|bench)\/[\w./-]*[\w/])/g;
/** The example move of "Adding a move", a file one would write. */
const EXAMPLES = new Set(['commands/hex/x.ts']);

describe('docs/architecture.md', () => {
  test('every path it names exists', () => {
    const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const named = [...new Set([...text.matchAll(PATH)].map((m) => m[1]!))];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((p) => !EXAMPLES.has(p) && !existsSync(join(ROOT, p)))).toEqual([]);
  });
});
