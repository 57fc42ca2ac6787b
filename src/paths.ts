import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project's own files (catalogue, migrations) are found from the project root,
// so the same code runs from src/ under tsx and from a bundle in dist/.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the project root (package.json with migrations/ beside it)');
    dir = up;
  }
}

export const PROJECT_ROOT = findRoot();
/** The editions' data files and data/editions.json, their manifest. */
export const CATALOG_DIR = join(PROJECT_ROOT, 'src', 'systems', 'xwing', 'catalog', 'data');
export const MIGRATIONS_PATH = join(PROJECT_ROOT, 'migrations');
