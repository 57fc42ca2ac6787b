import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

// A move is a declaration plus its place in its system's list (commands/<system>/index.ts).
// The line is easy to forget and nothing else would say so: the file compiles, its tests
// call it directly, and Discord simply never offers it. So every command or part a file
// of commands/ exports must be reachable from what the bot deploys.

interface Named {
  readonly name: string;
  readonly options?: readonly Named[];
}

const isCommand = (x: unknown): x is { definition: Named; run: unknown } =>
  typeof x === 'object' && x !== null && 'definition' in x && 'run' in x && typeof (x as { run: unknown }).run === 'function';
/** A declared move (src/core/declare.ts): deployed at its path. */
const isMove = (x: unknown): x is { path: string } =>
  typeof x === 'object' && x !== null && typeof (x as { path?: unknown }).path === 'string' && ('run' in x || 'buttons' in x || 'autocomplete' in x);
const isPart = (x: unknown): x is { moves: object; option?: Named; options?: readonly Named[] } =>
  typeof x === 'object' && x !== null && 'moves' in x && ('option' in x || 'options' in x);

/** Every path a deployed command answers: `hex`, `hex check`, `abs contract add`… */
function deployedPaths(): Set<string> {
  const paths = new Set<string>();
  const walk = (prefix: string, o: Named) => {
    const path = prefix ? `${prefix} ${o.name}` : o.name;
    paths.add(path);
    for (const child of o.options ?? []) if ('options' in child || (child as { type?: number }).type === 1) walk(path, child);
  };
  for (const d of COMMAND_DEFINITIONS) walk('', d as Named);
  return paths;
}

const folders = readdirSync(join(PROJECT_ROOT, 'commands'));

describe('every move a file of commands/ declares is deployed', () => {
  const deployed = deployedPaths();
  for (const folder of folders) {
    it(`commands/${folder}`, async () => {
      const files = (readdirSync(join(PROJECT_ROOT, 'commands', folder), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
      const missing: string[] = [];
      let seen = 0;
      for (const file of files) {
        const mod = (await import(join(PROJECT_ROOT, 'commands', folder, file))) as Record<string, unknown>;
        for (const [exported, value] of Object.entries(mod)) {
          const moves = Array.isArray(value) ? value.filter(isMove) : isMove(value) ? [value] : [];
          for (const m of moves) {
            seen++;
            if (!deployed.has(m.path)) missing.push(`${file}: ${exported} (/${m.path})`);
          }
          if (isCommand(value)) {
            seen++;
            if (!deployed.has(value.definition.name)) missing.push(`${file}: ${exported} (/${value.definition.name})`);
          } else if (isPart(value)) {
            seen++;
            // A part is a subcommand (or group) of the one slash command its folder is named for.
            for (const o of value.option ? [value.option] : (value.options ?? []))
              if (!deployed.has(`${folder} ${o.name}`)) missing.push(`${file}: ${exported} (/${folder} ${o.name})`);
          }
        }
      }
      expect(seen, `no command or part found in commands/${folder}`).toBeGreaterThan(0);
      expect(missing, 'list these in the folder’s index.ts').toEqual([]);
    });
  }
});
