import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sourceFiles } from './source-files.ts';

// A file of code holds one concept, small enough to read at once: none in src/ or commands/
// runs past 500 lines. A system's string tables (strings/ folders) are data, not code, and
// are left out.

const ROOT = join(import.meta.dirname, '..');
const MAX_LINES = 500;

describe('file length', () => {
  test(`no file of code in src/ or commands/ runs past ${MAX_LINES} lines`, () => {
    const long = ['src', 'commands']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((rel) => !/(^|\/)strings\//.test(rel))
      .map((rel) => ({ rel, lines: readFileSync(join(ROOT, rel), 'utf8').trimEnd().split('\n').length }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.rel}: ${f.lines}`);
    expect(long).toEqual([]);
  });
});
