import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

// The bench's one current table in docs/performance.md, between two markers: a run replaces
// the rows of the parts it ran and keeps the others, each row saying when it was measured.

export interface Row {
  readonly part: string;
  readonly measure: string;
  readonly value: string;
  readonly target: string;
}

const BEGIN = '<!-- bench table: written by npm run bench, do not edit by hand -->';
const END = '<!-- end of bench table -->';
const HEADER = ['| part | measure | value | target or ratio | measured |', '| --- | --- | --- | --- | --- |'];

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** Rows already in the table, by part (its first cell; the formatter pads the cells). */
function existingRows(block: string): { part: string; line: string }[] {
  return block
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((line) => ({ part: line.split('|')[1]!.trim(), line }))
    .filter((r) => r.part !== 'part' && !/^-+$/.test(r.part));
}

export async function writeTable(file: string, rows: readonly Row[], partsRun: readonly string[], stamp: string, order: readonly string[] = []): Promise<void> {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `# Performance\n\n${BEGIN}\n${END}\n`;
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${file} has no bench table markers`);
  const kept = existingRows(text.slice(begin + BEGIN.length, end)).filter((r) => !partsRun.includes(r.part));
  const fresh = rows.map((r) => ({ part: r.part, line: `| ${[r.part, r.measure, r.value, r.target, stamp].map(cell).join(' | ')} |` }));
  const rank = (part: string) => (order.includes(part) ? order.indexOf(part) : order.length);
  const all = [...kept, ...fresh].map((r, i) => ({ ...r, i })).sort((a, b) => rank(a.part) - rank(b.part) || a.i - b.i);
  const table = [...HEADER, ...all.map((r) => r.line)].join('\n');
  // Written as the project's formatter would (`npm run lint` checks it).
  const written = `${text.slice(0, begin)}${BEGIN}\n${table}\n${text.slice(end)}`;
  writeFileSync(file, await format(written, { ...(await resolveConfig(file)), filepath: file }));
}
