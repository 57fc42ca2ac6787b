import { jsonShapeProblem, withoutBom } from '../../../core/bounded-json.ts';
import { nameProblem, normaliseName } from '../../../core/names.ts';
import type { Refusal } from '../../../core/refusal.ts';
import { refuseBsl, type ImportBadEventParams, type ImportProblem, type PlainProblem } from './refusals.ts';
import type { LoggedEvent } from '../../../core/system.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { mimicsSoloName } from '../play/ship-names.ts';
import type { BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import { parseExport, type Imported } from './export.ts';
import { buyEntry, buyItem, chooseLimited, chooseSupply, createCampaign, formSquadron } from './flow.ts';
import { CALLSIGN_MAX, campaignSchema, type Campaign } from './model.ts';

// `/campaign file import` of a file nobody vouches for. The file is bounded before it is
// parsed, who may import is settled before anything is replayed, and the log is accepted
// only if the rules could have written it: each command's events are made again by the
// same functions the live commands call, from what the event says was asked, and must come
// out the same. Nothing is trusted because the file says so: the copy's only commander is
// its importer (the file's commanders cannot be checked), and it is refused at the first
// event the rules would not have written, named by its number in the file.

/**
 * Sized from a real campaign's export (test/hostile/import.test.ts) with room for a long
 * campaign; the event count bounds the time the replay takes (docs/performance.md).
 */
export const IMPORT_LIMITS = { bytes: 512 * 1024, depth: 16, containers: 20_000, events: 1_000 } as const;

/** The events the copy keeps: the importer created it, and no commander is added from the file. */
function asImporters(log: readonly LoggedEvent<BslEvent>[], importer: string): { log: LoggedEvent<BslEvent>[]; fileSeq: number[] } {
  const dropped = new Set<number>();
  for (const l of log) if (l.event.t === 'commander-added' || l.event.t === 'commander-removed') dropped.add(l.seq);
  // A batch of nothing but dropped events goes, and so does an undo of it.
  const batchKept = new Map<number, boolean>();
  for (const l of log) batchKept.set(l.batch, (batchKept.get(l.batch) ?? false) || !dropped.has(l.seq));
  for (const l of log) if (l.event.t === 'undone' && batchKept.get(l.event.seq) === false) dropped.add(l.seq);
  // Numbered again from 1; a batch is numbered by its first kept event.
  const firstKept = new Map<number, number>();
  const out: LoggedEvent<BslEvent>[] = [];
  const fileSeq: number[] = [];
  for (const l of log) {
    if (dropped.has(l.seq)) continue;
    const seq = out.length + 1;
    const batch = firstKept.get(l.batch) ?? seq;
    firstKept.set(l.batch, batch);
    let event = l.event;
    if (event.t === 'campaign-created' && event.createdBy !== importer) {
      // The copy is the importer's: the original creator's name goes with their id.
      const { createdByName: _name, ...created } = event;
      event = { ...created, createdBy: importer };
    }
    const undoes = (l.event as { t: string; seq?: number }).t === 'undone' ? (l.event as unknown as { seq: number }).seq : null;
    if (undoes !== null) event = { t: 'undone', seq: firstKept.get(undoes)! } as unknown as BslEvent;
    out.push({ seq, batch, event });
    fileSeq.push(l.seq);
  }
  return { log: out, fileSeq };
}

/** The refusal naming event `seq` (of type `event`) and its problem; a live rule's refusal goes in as `rule` and `rule.<param>`. */
export function badEvent(seq: number, event: string, p: ImportProblem): Refusal {
  if (p.problem !== 'refused') return refuseBsl('import-bad-event', { seq, event, ...p });
  const params: ImportBadEventParams = { seq, event, problem: p.problem, rule: p.rule.code };
  for (const [k, v] of Object.entries(p.rule.params)) params[`rule.${k}`] = v;
  return refuseBsl('import-bad-event', params);
}

const problem = (p: PlainProblem): ImportProblem => ({ problem: p });

/** What a live command would have written for this event, in this state: null when it writes the same. */
function ruleProblem(catalog: Catalog, c: Campaign | null, e: BslEvent, user: string): ImportProblem | null {
  if (e.t === 'campaign-created') {
    if (c) return problem('second-creation');
    const asked = {
      createdBy: e.createdBy,
      ...(e.createdByName ? { createdByName: e.createdByName } : {}),
      players: e.factions.players,
      options: e.options,
      seed: e.seed,
      ...(e.locale ? { locale: e.locale } : {}),
    };
    const made = [createCampaign({ ...asked, ai: e.factions.ai }), createCampaign({ ...asked, ai: 'random' })];
    return made.some((m) => m.ok && sameData(m.events[0], e)) ? null : problem('creation-not-made');
  }
  if (!c) return problem('before-creation');
  if (c.phase === 'ended') return problem('after-end');
  const again = (made: ReturnType<typeof buyEntry>): ImportProblem | null =>
    !made.ok ? { problem: 'refused', rule: made } : sameData(made.events, [e]) ? null : problem('not-as-made');
  switch (e.t) {
    case 'entry-bought': {
      if (e.side !== 'players') return problem('for-the-ai');
      // As a typed callsign is checked: normalised first (full-width "ＴＩＥ-１" is "TIE-1"); a stored form no typing makes is refused.
      const typed = normaliseName(e.entry.callsign);
      const name =
        nameProblem(typed, CALLSIGN_MAX, (n) => n !== e.entry.id.toUpperCase() && mimicsSoloName(n)) ?? (typed === e.entry.callsign ? null : 'characters');
      if (name) return { problem: 'callsign', name, max: CALLSIGN_MAX };
      const input = { user, chassis: e.entry.chassis, pilot: e.entry.pilot, squadron: e.entry.squadron, upgrades: e.entry.upgrades.map((u) => u.upgrade) };
      return again(buyEntry(catalog, c, { ...input, callsign: e.entry.callsign }));
    }
    case 'item-bought':
      return e.side !== 'players' ? problem('for-the-ai') : again(buyItem(catalog, c, user, e.item.upgrade));
    case 'squadron-formed':
      return e.side !== 'players' ? problem('for-the-ai') : again(formSquadron(c, user, e.type));
    case 'supply-chosen':
      return again(chooseSupply(catalog, c, user, e.entry, e.upgrade));
    // C98: a pick is checked as the command would make it (a ship of this game carrying a copy, before the game).
    case 'limited-chosen':
      return again(chooseLimited(c, user, e.entry));
    case 'result-confirmed':
      return c.phase === 'game' && c.pending?.gameLinked ? null : problem('no-game');
    // A campaign ends only when a post-game step finds a fleet that cannot muster.
    case 'fleet-eliminated':
    case 'campaign-ended':
      return c.phase === 'postgame' ? null : problem('end-outside-postgame');
    default:
      return null;
  }
}

/** The events that put ships on a roster (the whole roster is checked after them). */
const ADDS_SHIPS = new Set<string>(['entry-bought', 'ai-acted', 'promoted']);

/** Fleet Points never below zero, every ship in the catalogue: what no command leaves otherwise. */
function stateProblem(catalog: Catalog, c: Campaign, ships: boolean): ImportProblem | null {
  for (const side of ['players', 'ai'] as const) {
    const f = c.fleets[side];
    if (f.fp < 0) return { problem: 'fp-below-zero', side };
    if (!ships) continue;
    for (const e of f.roster) {
      const ship = catalog.ship(f.faction, e.chassis);
      if (!ship || !catalog.pilot(ship, e.pilot)) return { problem: 'unknown-ship', side, chassis: e.chassis.slice(0, 60), pilot: e.pilot.slice(0, 60) };
    }
  }
  return null;
}

/** The campaign a file holds, checked through the rules for `importer`, or why not. */
export function readImport(
  catalog: Catalog,
  text: string,
  importer: string,
  upgradeEvent: (event: unknown, fromVersion: number) => unknown,
): Imported | Refusal {
  const body = withoutBom(text);
  const shape = jsonShapeProblem(body, { maxBytes: IMPORT_LIMITS.bytes, maxDepth: IMPORT_LIMITS.depth, maxContainers: IMPORT_LIMITS.containers });
  if (shape) return refuseBsl('import-too-large', { kb: Math.ceil(IMPORT_LIMITS.bytes / 1024) });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuseBsl('import-not-json');
  }
  const count = (json as { events?: unknown } | null)?.events;
  if (Array.isArray(count) && count.length > IMPORT_LIMITS.events) return refuseBsl('import-too-large', { kb: Math.ceil(IMPORT_LIMITS.bytes / 1024) });
  const parsed = parseExport(json, upgradeEvent);
  if (!parsed.ok) return parsed;
  // Who may import, before anything is replayed: one of the commanders the file names.
  const named = parsed.log.flatMap((l) => (l.event.t === 'campaign-created' ? [l.event.createdBy] : l.event.t === 'commander-added' ? [l.event.user] : []));
  if (!named.includes(importer)) return refuseBsl('import-not-commander');
  const { log, fileSeq } = asImporters(parsed.log, importer);
  // Each command's events against the state before it, as the live command met it. Undone
  // commands were checked when made and count for nothing: only those in effect are replayed.
  const undone = new Set<number>();
  for (const l of log) if (l.event.t === 'undone') undone.add((l.event as unknown as { seq: number }).seq);
  let c: Campaign | null = null;
  for (let i = 0; i < log.length; i++) {
    const l = log[i]!;
    if (l.event.t === 'undone' || undone.has(l.batch)) continue;
    const bad = (p: ImportProblem) => badEvent(fileSeq[i]!, l.event.t, p);
    const problem = ruleProblem(catalog, c, l.event, importer);
    if (problem) return bad(problem);
    try {
      c = evolveCampaign(c, l.event);
    } catch {
      return bad({ problem: 'no-replay' });
    }
    const wrong = stateProblem(catalog, c, ADDS_SHIPS.has(l.event.t) || l.event.t === 'campaign-created');
    if (wrong) return bad(wrong);
  }
  // The state checked above is the log's replay (the commands in effect, in order): not replayed twice.
  const valid = c && campaignSchema.safeParse(c);
  if (!c || !valid?.success) return refuseBsl('import-bad-event', { seq: fileSeq.at(-1) ?? 1, problem: 'invalid' });
  return { ok: true, log, state: c };
}

/** Plain data (JSON values) equal field by field, whatever the order of their keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
