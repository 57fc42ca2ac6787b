import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sourceFiles } from '../source-files.ts';

// The core's comments say why, so they stay few: at most boardgame.io's ratio of comment
// lines to code lines. The rule is simple on purpose: a line whose trimmed text starts with
// `//`, `/*`, `*` or `*/` is a comment line; any other line that is not blank is code.

const CORE = join(import.meta.dirname, '../../src/core');
const MAX_COMMENTS_PER_CODE_LINE = 0.21;

export function countLines(text: string): { comment: number; code: number } {
  let comment = 0;
  let code = 0;
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t === '') continue;
    if (t.startsWith('//') || t.startsWith('/*') || t.startsWith('*')) comment++;
    else code++;
  }
  return { comment, code };
}

describe('comment density of src/core', () => {
  test('the counting rule', () => {
    expect(countLines('// why\n/**\n * more\n */\nconst a = 1; // trailing\n\n  return a;\n')).toEqual({ comment: 4, code: 2 });
  });

  test(`at most ${MAX_COMMENTS_PER_CODE_LINE} comment lines per code line`, () => {
    let comment = 0;
    let code = 0;
    for (const file of sourceFiles(CORE)) {
      const n = countLines(readFileSync(file, 'utf8'));
      comment += n.comment;
      code += n.code;
    }
    expect(code).toBeGreaterThan(0);
    expect(Number((comment / code).toFixed(3))).toBeLessThanOrEqual(MAX_COMMENTS_PER_CODE_LINE);
  });
});
