import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript file under `dir`, its folders included: what the tests about the code itself read. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}
