import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/paths.ts';

// The fault suite's figures, as docs/reliability.md shows them: each run prints its row
// (FAULT …); with WRITE_DOCS=1 the suite writes the rows it measured into the document's one
// table (between its markers), keeping the rows of faults this run did not reach (the full
// disk needs root), so an ordinary test run never changes the tree.

export interface FaultRow {
  /** The fault, as the table's first column names it (the row's key: no figures in it). */
  readonly fault: string;
  readonly happened: string;
  readonly alive: boolean;
  /** Other channels' answers during the fault, measured. */
  readonly others: string;
  /** Commands whose users were told they failed, and how many of those were applied. */
  readonly toldFailed: { readonly told: number; readonly applied: number };
  /** What was acknowledged before the fault and was missing after it. */
  readonly lost: number;
}

const START = '<!-- fault-table:start (written by test/reliability/faults.test.ts with WRITE_DOCS=1) -->';
const END = '<!-- fault-table:end -->';
const DOC = join(PROJECT_ROOT, 'docs', 'reliability.md');
const HEADER = [
  '| Fault | What happened | Process alive | Other channels | Applied though its user was told it failed | Acknowledged and lost |',
  '| --- | --- | --- | --- | --- | --- |',
];

const rows: FaultRow[] = [];

const cells = (r: FaultRow) =>
  `| ${r.fault} | ${r.happened} | ${r.alive ? 'yes' : '**no**'} | ${r.others} | ${r.toldFailed.applied} of ${r.toldFailed.told} | ${r.lost} |`;

export function recordFault(row: FaultRow): void {
  rows.push(row);
  console.log(`FAULT ${cells(row)}`);
}

/** With WRITE_DOCS=1: the measured rows into docs/reliability.md's table (others kept as they were). */
export function writeFaultTable(when = new Date()): void {
  if (process.env.WRITE_DOCS !== '1' || rows.length === 0) return;
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no fault table markers`);
  const old = doc
    .slice(from + START.length, to)
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Fault |') && !l.startsWith('| ---'));
  const measured = new Map(rows.map((r) => [r.fault, cells(r)]));
  const kept = old.filter((l) => !measured.has(l.slice(2, l.indexOf(' | '))));
  const table = [...HEADER, ...measured.values(), ...kept];
  const day = when.toISOString().slice(0, 10);
  const body = `\nMeasured ${day} on the development machine (the shared 2-core host); rows written by the run that measured them.\n\n${table.join('\n')}\n`;
  writeFileSync(DOC, doc.slice(0, from + START.length) + body + doc.slice(to));
}
