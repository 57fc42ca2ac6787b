// The footprint's breakdown: where a process's resident memory is, from the kernel's map of
// it (/proc/PID/smaps) and from the process itself (bench/memory-probe.mjs, loaded into the
// bot with `node --import`, answers SIGUSR2 with its V8 and malloc figures).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/paths.ts';

export const MEMORY_PROBE = join(PROJECT_ROOT, 'bench', 'memory-probe.mjs');

const MB = 1024 * 1024;

/** Resident MB by what the pages belong to. */
export interface Smaps {
  rss: number;
  /** The node binary's pages (its code, and the ICU data behind Intl). */
  node: number;
  /** Native addons (`*.node`): Skia under @napi-rs/canvas, SQLite under better-sqlite3. */
  addons: Record<string, number>;
  /** Shared libraries (libc, libstdc++…) and any other file. */
  otherFiles: number;
  /** Anonymous memory: malloc's main heap ([heap]), and the mappings without a name (V8's heap, malloc's thread arenas, stacks). */
  brk: number;
  anonymous: number;
}

export function smaps(pid: number): Smaps {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const out: Smaps = { rss: 0, node: 0, addons: {}, otherFiles: 0, brk: 0, anonymous: 0 };
  let name = '';
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1]!;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const mb = Number(rss[1]) / 1024;
    out.rss += mb;
    if (name === '' || name.startsWith('[anon') || name === '[stack]') out.anonymous += mb;
    else if (name === '[heap]') out.brk += mb;
    else if (name.startsWith('[')) out.otherFiles += mb;
    else if (name.endsWith('.node')) {
      const addon = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? name;
      out.addons[addon] = (out.addons[addon] ?? 0) + mb;
    } else if (/\/node$/.test(name) || name === process.execPath) out.node += mb;
    else out.otherFiles += mb;
  }
  return out;
}

/** What the bot says of its own memory (bench/memory-probe.mjs). */
export interface Probe {
  usage: NodeJS.MemoryUsage;
  heap: Record<string, number>;
  spaces: { name: string; size: number; used: number; physical: number }[];
  sharedObjects: string[];
  handles: number;
  workers: number;
}

export async function probe(pid: number, file: string): Promise<Probe> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const until = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error('the bot did not answer the memory probe');
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(file, 'utf8')) as Probe;
}

/** The breakdown the footprint reports, in MB. */
export function breakdown(m: Smaps, p: Probe) {
  const r = (x: number) => Math.round(x * 10) / 10;
  const v8Physical = p.heap.total_physical_size! / MB;
  return {
    rss: r(m.rss),
    node_binary: r(m.node),
    addons: Object.fromEntries(Object.entries(m.addons).map(([k, v]) => [k, r(v)])),
    other_files: r(m.otherFiles),
    v8_heap_physical: r(v8Physical),
    v8_heap_used: r(p.heap.used_heap_size! / MB),
    // Buffers and typed arrays live outside V8's heap, in malloc's.
    external: r(p.usage.external / MB),
    // The rest of the anonymous memory: malloc (SQLite's page cache, Skia, undici, the worker thread's isolate…) and stacks.
    malloc_and_other_anon: r(m.brk + m.anonymous - v8Physical),
    workers: p.workers,
    handles: p.handles,
  };
}
