import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// A file of code holds one concept, small enough to read at once: none in src/ runs past
// 500 lines. A system's string tables (strings/ folders) are data, not code, and are left out.

const SRC = join(import.meta.dirname, '../src');
const MAX_LINES = 500;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('file length', () => {
  test(`no file of code in src/ runs past ${MAX_LINES} lines`, () => {
    const long = files(SRC)
      .map((path) => relative(SRC, path))
      .filter((rel) => !/(^|\/)strings\//.test(rel))
      .map((rel) => ({ rel, lines: readFileSync(join(SRC, rel), 'utf8').trimEnd().split('\n').length }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.rel}: ${f.lines}`);
    expect(long).toEqual([]);
  });
});
