import type { LoggedEvent } from './system.ts';

// Undo in an event log: an `undone` event takes back the whole command (batch) it
// names, and itself is never taken back. The log is never rewritten.

/** The events that still count. */
export function effectiveEvents<E>(log: readonly LoggedEvent<E>[]): { seq: number; batch: number; event: E }[] {
  const undone = new Set<number>();
  for (const l of log) if (isUndone(l.event)) undone.add(l.event.seq);
  const out: { seq: number; batch: number; event: E }[] = [];
  for (const l of log) if (!isUndone(l.event) && !undone.has(l.batch)) out.push(l as { seq: number; batch: number; event: E });
  return out;
}

function isUndone(e: unknown): e is { t: 'undone'; seq: number } {
  return (e as { t?: unknown }).t === 'undone';
}

/** The batch an undo would take back: the last command still in effect, never the one that started the game. */
export function lastUndoableBatch<E>(log: readonly LoggedEvent<E>[]): number | null {
  const last = effectiveEvents(log).at(-1);
  // The command that creates a game writes its first events, numbered from 1.
  if (!last || last.batch === 1) return null;
  return last.batch;
}

/** Rebuilds a state from its whole log. */
export function replay<S, E>(evolve: (state: S | null, event: E) => S, log: readonly LoggedEvent<E>[]): S | null {
  let state: S | null = null;
  for (const l of effectiveEvents(log)) state = evolve(state, l.event);
  return state;
}
