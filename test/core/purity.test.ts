import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sourceFiles } from '../source-files.ts';

// Rules are pure: a system's folders read no environment and no clock (the Date and
// randomness they need come from the game's stored state). The adapters inside a system
// (its pictures and its catalogue loader) are the named exceptions; dependency-cruiser
// checks the imports (no node built-ins), this checks what an import check cannot see.

const root = join(import.meta.dirname, '../../src/systems');
const ADAPTERS = /^xwing\/(pictures|catalog)\//;
const IMPURE = [/\bprocess\.env\b/, /\bDate\.now\(/, /\bnew Date\(\s*\)/, /\bMath\.random\(/, /\bperformance\.now\(/];

describe('systems are pure', () => {
  test('no system file outside its adapters reads the environment, the clock or Math.random', () => {
    const found = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((rel) => !ADAPTERS.test(rel))
      .flatMap((rel) => IMPURE.filter((re) => re.test(readFileSync(join(root, rel), 'utf8'))).map((re) => `${rel}: ${re.source}`));
    expect(found).toEqual([]);
  });

  test('the check sees what it looks for', () => {
    expect(IMPURE.some((re) => re.test('const t = Date.now();'))).toBe(true);
    expect(IMPURE.some((re) => re.test('if (process.env.X) {}'))).toBe(true);
  });
});
