import { readdirSync, readFileSync } from 'node:fs';

// CPU time of other processes (the bot's, the PostgreSQL server's), from Linux's /proc: user
// and system ticks, 100 a second. A process's own CPU is only counted in its parent once the
// parent has waited for it, so a tree is its root (with the children it reaped) plus the
// children still alive.

interface Stat {
  readonly ppid: number;
  readonly comm: string;
  /** Its own CPU, in ms. */
  readonly ownMs: number;
  /** The CPU of its children that ended and were waited for, in ms. */
  readonly reapedMs: number;
}

function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // ended meanwhile
  }
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const f = text.slice(close + 2).split(' ');
  return { ppid: Number(f[1]), comm, ownMs: (Number(f[11]) + Number(f[12])) * 10, reapedMs: (Number(f[13]) + Number(f[14])) * 10 };
}

/** Every process alive now, by pid (one pass over /proc). */
function processes(): Map<number, Stat> {
  const all = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) all.set(Number(name), s);
  }
  return all;
}

/** The processes alive now whose parent is `ppid`. */
export function childrenOf(ppid: number): number[] {
  return [...processes()].filter(([, s]) => s.ppid === ppid).map(([pid]) => pid);
}

/** The CPU a process has used so far, in ms (0 once it is gone). */
export function ownCpuMs(pid: number): number {
  return stat(pid)?.ownMs ?? 0;
}

/** The CPU a process and its children have used so far, in ms: the root, the children it reaped, and those alive. */
export function treeCpuMs(root: number): number {
  const all = processes();
  const sum = (pid: number): number => {
    const s = all.get(pid);
    if (!s) return 0;
    let ms = s.ownMs + s.reapedMs;
    for (const [child, c] of all) if (c.ppid === pid) ms += sum(child);
    return ms;
  };
  return sum(root);
}

/** The PostgreSQL server this process started (its postmaster: a child named postgres). */
export function postgresServerPid(): number | undefined {
  return [...processes()].find(([, s]) => s.ppid === process.pid && s.comm === 'postgres')?.[0];
}
