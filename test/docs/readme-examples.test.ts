import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { consoleTable, tempDir, text } from '../helpers.ts';

// The README's examples are typed by new players as they are written: each must be a command the bot takes.

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

let cleanup = () => {};
afterEach(() => cleanup());

type Option = { type: number; name: string; required?: boolean; options?: Option[] };

/** Every `/abs …` example in the README that names options, with the subcommand's required options it lacks. */
function absExamplesMissingOptions(): string[] {
  const abs = COMMAND_DEFINITIONS.find((c) => c.name === 'abs')!.options as Option[];
  const subcommand = (words: string[]): Option | undefined => {
    const first = abs.find((o) => o.name === words[0]);
    if (first?.type === 1) return first;
    return first?.options?.find((o) => o.name === words[1] && o.type === 1);
  };
  const problems: string[] = [];
  for (const m of README.matchAll(/`\/abs ([^`]+)`/g)) {
    const example = m[1]!;
    const sub = subcommand(example.split(/\s+/));
    if (!sub) {
      if (!/\|/.test(example)) problems.push(`${example}: no such subcommand`);
      continue;
    }
    const given = [...example.matchAll(/(?:^|\s)([a-z_]+):/g)].map((g) => g[1]);
    const missing = (sub.options ?? []).filter((o) => o.required && !given.includes(o.name)).map((o) => o.name);
    if (given.length && missing.length) problems.push(`${example}: missing ${missing.join(', ')}`);
  }
  return problems;
}

describe('README examples', () => {
  test('the A Billion Suns steps: every example with options gives the required ones; the jump-in and the Tactical Phase are there', () => {
    expect(absExamplesMissingOptions()).toEqual([]);
    expect(README).toMatch(/`\/abs jumpin class:\S+ jumppoint:\S+`/);
    expect(README).toContain('`/abs tactical`');
  });

  test('no stale "not yet in the bot" list; /campaign start without ai: says the AI faction is random', () => {
    expect(README).not.toContain('Not yet in the bot');
    expect(README).toMatch(/`ai:galactic-empire` — without it the\s+bot picks the AI's faction at random/);
  });

  test('the hex squadron example, quotes and all, runs in the console as it is written', async () => {
    const example = /`(\/hex squadron squadron:Red paths:"[^"]+" commit:true)`/.exec(README)?.[1];
    expect(example).toBeDefined();
    const dir = tempDir();
    cleanup = dir.cleanup;
    const t = consoleTable(`${dir.dir}/game.sqlite`);
    await t.reply('/hex craft add name:Red1 space:8 piloting:4D+1 maneuverability:2D squadron:Red');
    await t.reply('/hex craft add name:Red2 space:9 piloting:3D maneuverability:2D squadron:Red');
    const r = text(await t.reply(example!));
    expect(r).toContain('✅ Red1: 4 L 4');
    expect(r).toContain('✅ Red2: 7');
    await t.store.close();
  });
});
