import { z } from 'zod';
import { replay } from '../../../core/log.ts';
import type { Refusal } from '../../../core/refusal.ts';
import { refuseBsl } from './refusals.ts';
import type { LoggedEvent } from '../../../core/system.ts';
import { BSL_SCHEMA_VERSION, bslEventSchema, type BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import { campaignSchema, type Campaign } from './model.ts';

// The campaign's export (`/campaign file export`) and its import (`/campaign file import`): the whole
// log as JSON, with the system and the version its events were written at. An import checks
// the file, brings older events up to date and replays them (ruling C80).

export const BSL_SYSTEM_ID = 'bsl';

/** The file `/campaign file export` writes. */
export function exportFile(log: readonly LoggedEvent<BslEvent>[]): string {
  return JSON.stringify({ system: BSL_SYSTEM_ID, version: BSL_SCHEMA_VERSION, events: log }, null, 1);
}

const fileSchema = z.object({
  system: z.string(),
  version: z.number().int().min(1),
  events: z
    .array(
      z.object({
        seq: z.number().int().positive(),
        batch: z.number().int().positive(),
        event: z.looseObject({ t: z.string() }),
        interaction: z.string().nullish(),
      }),
    )
    .min(1),
});

const undoneSchema = z.object({ t: z.literal('undone'), seq: z.number().int().positive() });

export type Imported = { ok: true; log: LoggedEvent<BslEvent>[]; state: Campaign };

/**
 * A file's campaign, or why it is not one: not JSON, not an export, another system's,
 * written by a newer version, events out of order or not the campaign's, or a log that
 * does not replay (a file edited by hand).
 */
export function readExport(text: string, upgradeEvent: (event: unknown, fromVersion: number) => unknown = (e) => e): Imported | Refusal {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuseBsl('import-not-json');
  }
  const parsed = parseExport(json, upgradeEvent);
  return parsed.ok ? replayExport(parsed.log) : parsed;
}

/** An export's events, checked and brought up to date, not yet replayed. */
export function parseExport(
  json: unknown,
  upgradeEvent: (event: unknown, fromVersion: number) => unknown = (e) => e,
): { ok: true; log: LoggedEvent<BslEvent>[] } | Refusal {
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    const issue = file.error.issues[0];
    return refuseBsl('import-not-export', { where: issue?.path.join('.') ?? '' });
  }
  const { system, version, events } = file.data;
  if (system !== BSL_SYSTEM_ID) return refuseBsl('import-foreign', { system });
  if (version > BSL_SCHEMA_VERSION) return refuseBsl('import-newer', { version, ours: BSL_SCHEMA_VERSION });
  const log: LoggedEvent<BslEvent>[] = [];
  const batches = new Set<number>();
  for (const [i, l] of events.entries()) {
    // Numbered 1, 2, 3…; a batch is the number of its first event, and an undo names an earlier batch.
    if (l.seq !== i + 1 || l.batch > l.seq || (l.batch !== l.seq && !batches.has(l.batch)) || (i > 0 && l.batch < log[i - 1]!.batch))
      return refuseBsl('import-bad-event', { seq: l.seq, problem: 'order' });
    batches.add(l.batch);
    if (l.event.t === 'undone') {
      const u = undoneSchema.safeParse(l.event);
      if (!u.success || !batches.has(u.data.seq) || u.data.seq >= l.batch) return refuseBsl('import-bad-event', { seq: l.seq, problem: 'undo-of-nothing' });
      log.push({ seq: l.seq, batch: l.batch, event: u.data });
      continue;
    }
    const raw = version < BSL_SCHEMA_VERSION ? upgradeEvent(l.event, version) : l.event;
    const checked = bslEventSchema.safeParse(raw);
    if (!checked.success) return refuseBsl('import-bad-event', { seq: l.seq, problem: 'not-an-event', event: l.event.t });
    log.push({ seq: l.seq, batch: l.batch, event: checked.data });
  }
  if (log[0]?.event.t !== 'campaign-created') return refuseBsl('import-bad-event', { seq: 1, problem: 'no-creation' });
  return { ok: true, log };
}

/** The campaign a checked log replays to, or why it replays to none. */
export function replayExport(log: LoggedEvent<BslEvent>[]): Imported | Refusal {
  let state: Campaign | null;
  try {
    state = replay(evolveCampaign, log);
  } catch {
    return refuseBsl('import-bad-event', { seq: log.length, problem: 'no-replay' });
  }
  // A log edited by hand can replay to a state no campaign has.
  const valid = campaignSchema.safeParse(state);
  if (!state || !valid.success) return refuseBsl('import-bad-event', { seq: log.length, problem: 'invalid' });
  return { ok: true, log, state };
}
