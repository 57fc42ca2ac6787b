import { z } from 'zod';
import { errorText } from './error-text.ts';
import { LOCALES } from './locale.ts';
import { replay } from './log.ts';
import type { AggregateRow, EventRow, NewEvent } from './store.ts';
import type { LoggedEvent, UndoneEvent } from './system.ts';

/** Thrown inside a transaction that needs the log it did not load: the app runs it again with the log. */
export class NeedsLog extends Error {}

/**
 * A stored row that cannot be read: it is set aside and the command runs again with the channel free, so one bad
 * row never stops a channel. A row of a newer version of the bot is not set aside: that version reads it.
 */
export class Unreadable extends Error {
  constructor(
    readonly kind: 'game' | 'campaign',
    readonly id: number,
    readonly problem: unknown,
  ) {
    super(`${kind} ${id} cannot be read: ${errorText(problem)}`);
  }
}

export function readOrSetAside<T>(kind: 'game' | 'campaign', id: number, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof NeedsLog || /by a newer version/.test(errorText(err))) throw err;
    throw new Unreadable(kind, id, err);
  }
}

export const undoneSchema: z.ZodType<UndoneEvent> = z.object({ t: z.literal('undone'), seq: z.number().int().positive() });
export const localeSchema = z.enum(LOCALES);

export interface Versioned<E> {
  readonly id: string;
  readonly schemaVersion: number;
  readonly eventSchema: z.ZodType<E>;
  upgradeEvent(event: unknown, fromVersion: number): unknown;
}

/** Stored event rows → checked events of the current schema version. */
export function readEvents<E>(system: Versioned<E>, rows: readonly EventRow[]): LoggedEvent<E>[] {
  return rows.map((r) => {
    const raw: unknown = JSON.parse(r.data);
    const via = r.interaction ? { interaction: r.interaction } : {};
    if ((raw as { t?: unknown }).t === 'undone') return { seq: r.seq, batch: r.batch, event: undoneSchema.parse(raw), ...via };
    if (r.v > system.schemaVersion) throw new Error(`event ${r.seq} was written by a newer version of ${system.id} (${r.v} > ${system.schemaVersion})`);
    const current = r.v < system.schemaVersion ? system.upgradeEvent(raw, r.v) : raw;
    const checked = system.eventSchema.safeParse(current);
    if (!checked.success)
      throw new Error(
        `event ${r.seq} of ${system.id} does not match its schema: ${checked.error.issues[0]?.message} at ${checked.error.issues[0]?.path.join('.')}`,
      );
    return { seq: r.seq, batch: r.batch, event: checked.data, ...via };
  });
}

export function newEvents<E>(system: Versioned<E>, firstSeq: number, events: readonly (E | UndoneEvent)[]): { logged: LoggedEvent<E>[]; rows: NewEvent[] } {
  const logged: LoggedEvent<E>[] = [];
  const rows: NewEvent[] = [];
  events.forEach((event, i) => {
    // Checked before it is written: a malformed event fails its command instead of every later read.
    const checked = (event as { t: string }).t === 'undone' ? undoneSchema.parse(event) : system.eventSchema.parse(event);
    const seq = firstSeq + i;
    logged.push({ seq, batch: firstSeq, event: checked });
    rows.push({ seq, batch: firstSeq, v: system.schemaVersion, data: JSON.stringify(checked) });
  });
  return { logged, rows };
}

/**
 * A stored state: parsed when this version stored it; replayed from the log when an older one did or it keeps no
 * state (`fromLog`), the log read first if needed (NeedsLog); refused when a newer version did.
 */
export function storedState<S, E>(
  kind: 'game' | 'campaign',
  system: Versioned<E> & { evolve(state: S | null, event: E): S },
  row: AggregateRow,
  logRows: readonly EventRow[] | null,
  fromLog: boolean,
  parse: () => S,
): S {
  if (fromLog || row.stateVersion < system.schemaVersion) {
    if (!logRows || (logRows.length === 0 && row.lastSeq > 0)) throw new NeedsLog();
    const replayed = replay(system.evolve.bind(system), readEvents(system, logRows));
    if (replayed === null) throw new Error(`${kind} ${row.id} has neither state nor log`);
    return replayed;
  }
  if (row.stateVersion > system.schemaVersion) throw new Error(`${kind} ${row.id} was stored by a newer version of ${system.id}`);
  return parse();
}
