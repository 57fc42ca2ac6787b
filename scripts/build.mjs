// Bundles an entry point into dist/ (dependencies stay in node_modules). `npm start`
// runs the bot from dist/main.mjs: plain JavaScript starts faster and uses less memory
// than compiling TypeScript at run time, and keeps no per-closure name helpers.
//   node scripts/build.mjs [main|bench]
import { build } from 'esbuild';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root, found upwards (this file may itself be bundled elsewhere).
function findRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations')))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the project root');
    dir = up;
  }
  return dir;
}
const root = findRoot();
const BOT = join(root, 'src', 'main.ts');
const BENCH = join(root, 'bench', 'run.ts');
/** The live table page's script: bundled for browsers, dependencies included (no CDN). */
const CLIENT = join(root, 'src', 'web', 'client', 'table.ts');
export const CLIENT_SCRIPT = join(root, 'dist', 'table.js');
/** The Discord Activity's script, with Discord's Embedded App SDK bundled in. */
const ACTIVITY = join(root, 'src', 'web', 'client', 'activity.ts');

/** A page's script (the live table's, the Activity's): bundled for browsers with its dependencies, minified. */
async function buildBrowserScript(entry, outfile) {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: true,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export const buildActivity = (outfile = join(root, 'dist', 'activity.js')) => buildBrowserScript(ACTIVITY, outfile);

export const buildClient = (outfile = CLIENT_SCRIPT) => buildBrowserScript(CLIENT, outfile);

/** A Node program bundled from its entry: its dependencies imported from node_modules, source maps beside it. */
const NODE_PROGRAM = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
};

/** The bench: one Node program with the bot's options (no starter: it loads the bot's code in process). */
async function buildBench(outfile = join(root, 'dist', 'bench.mjs')) {
  await build({ ...NODE_PROGRAM, entryPoints: [BENCH], outfile });
  return outfile;
}

/**
 * Replaces every character outside ASCII by its escape: esbuild escapes strings and templates
 * itself, and leaves such characters in regular expression literals, where `\uXXXX` for
 * each UTF-16 unit means the same character. V8 keeps a module's
 * source text for as long as the module lives (to compile its functions when first
 * called), and one character above U+00FF makes it keep the whole file at two bytes a
 * character.
 */
function asciiOnly(code) {
  let out = '';
  for (const ch of code) {
    const c = ch.codePointAt(0);
    if (c < 0x80) out += ch;
    else for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * The bot: its code in `<outfile without .mjs>.app.mjs`, and at `outfile` the file Node
 * starts, which loads the dependencies first and turns source maps on only then. Stack
 * traces still name the TypeScript sources, but Node does not read and keep the source maps
 * the dependencies ship (a few MB of the heap, with the sources of their TypeScript).
 */
export async function buildBot(outfile = join(root, 'dist', 'main.mjs')) {
  const app = outfile.replace(/\.mjs$/, '.app.mjs');
  const result = await build({
    ...NODE_PROGRAM,
    entryPoints: [BOT],
    // No comments, no indentation: V8 keeps the source text; the source map keeps the lines.
    minifyWhitespace: true,
    outfile: app,
    metafile: true,
    write: false,
  });
  mkdirSync(dirname(outfile), { recursive: true });
  for (const f of result.outputFiles) writeFileSync(f.path, f.path === app ? asciiOnly(f.text) : f.contents);
  const dependencies = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && i.kind === 'import-statement' && !i.path.startsWith('node:'))
    .map((i) => i.path);
  writeFileSync(
    outfile,
    [
      '// Written by scripts/build.mjs: the dependencies first, without their source maps; then the bot with its own.',
      ...[...new Set(dependencies)].map((d) => `import ${JSON.stringify(d)};`),
      'process.setSourceMapsEnabled(true);',
      `await import(${JSON.stringify(`./${basename(app)}`)});`,
      '',
    ].join('\n'),
  );
  return outfile;
}

if (process.argv[1]?.endsWith(`${join('scripts', 'build.mjs')}`)) {
  if (process.argv[2] === 'bench') await buildBench();
  // The bot serves the live table's page (when HTTP_PORT is set): its script is built with it.
  else await Promise.all([buildBot(), buildClient(), buildActivity()]);
}
