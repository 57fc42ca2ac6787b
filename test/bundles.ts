import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { PROJECT_ROOT } from '../src/paths.ts';

// The project's entry points as plain JavaScript for the processes the tests start: a child
// then starts in a fraction of the CPU tsx takes to load and compile the TypeScript sources.
// In this checkout's dist/tests/, not node_modules/ (possibly another checkout's): a bundle finds
// the project's files (catalogue, migrations) upwards from where it is. Each file is named by its
// content and written whole (a rename), so test processes that run at once share it.
export const BUNDLE_DIR = join(PROJECT_ROOT, 'dist', 'tests');

const made = new Map<string, Promise<string>>();

/** Bundles with `options` (no entry point: stdin or entryPoints) into BUNDLE_DIR/`name`-<hash>.`ext`; returns the file. */
export function bundleOnce(name: string, ext: 'mjs' | 'cjs', options: BuildOptions): Promise<string> {
  const key = `${name}.${ext}`;
  let file = made.get(key);
  if (!file) {
    file = (async () => {
      const built = await build({
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: ext === 'mjs' ? 'esm' : 'cjs',
        logLevel: 'silent',
        ...options,
        write: false,
      });
      const code = built.outputFiles[0]!.contents;
      mkdirSync(BUNDLE_DIR, { recursive: true });
      const out = join(BUNDLE_DIR, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.${ext}`);
      if (!existsSync(out)) {
        writeAtomic(out, code);
        pruneOlder(`${name}-`, out);
      }
      return out;
    })();
    made.set(key, file);
  }
  return file;
}

/**
 * Each change of the code makes new files here (a bundle named by its content, its worker's
 * snapshot of about 11 MB beside it, a bot bundle per test process): the ones named
 * `prefix`… other than `keep` and a day old are earlier runs' and go.
 */
export function pruneOlder(prefix: string, keep: string, maxAgeMs = 24 * 3600_000): void {
  const before = Date.now() - maxAgeMs;
  const kept = keep.slice(BUNDLE_DIR.length + 1);
  for (const f of readdirSync(BUNDLE_DIR)) {
    if (!f.startsWith(prefix) || f.startsWith(kept.replace(/\.[^.]+$/, ''))) continue;
    const path = join(BUNDLE_DIR, f);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
    } catch {
      // Gone already (another test process pruning at the same time).
    }
  }
}

export function writeAtomic(file: string, data: Uint8Array): void {
  writeFileSync(`${file}.${process.pid}`, data);
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * Modules of the project (paths from the project root, e.g. 'src/console/main.ts') as one ES
 * module file exporting what they export, their packages left in node_modules as `npm start`'s
 * bundle leaves them.
 */
export function bundledEntry(...paths: string[]): Promise<string> {
  const name = paths
    .map((p) =>
      p
        .replace(/^src\//, '')
        .replace(/\.ts$/, '')
        .replace(/[^a-z0-9]+/gi, '-'),
    )
    .join('+');
  const only = paths.length === 1 ? paths[0]! : undefined;
  return bundleOnce(name, 'mjs', {
    ...(only
      ? { entryPoints: [join(PROJECT_ROOT, only)] }
      : { stdin: { contents: paths.map((p) => `export * from ${JSON.stringify(join(PROJECT_ROOT, p))};`).join('\n'), resolveDir: PROJECT_ROOT } }),
    packages: 'external',
  });
}
