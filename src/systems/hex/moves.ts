import { isRefusal, type Refusal } from '../../core/refusal.ts';
import { codeRefusal, unknownCraft, type HexDecision } from './decisions.ts';
import type { HexEvent } from './events.ts';
import { refuseHex } from './refusals.ts';
import { checkMove } from './rules/check.ts';
import { parseDieCode, parseSpace } from './rules/die-code.ts';
import { checkSquadron, parseSquadronPaths } from './rules/squadron.ts';
import { statNotes } from './rules/stats.ts';
import type { CraftKind, Rate } from './rules/terms.ts';
import { craftStats, findCraft, sameName, squadronMembers, squadronNames, type CraftEntry, type HexCraft, type HexState } from './state.ts';
import type { RecordNote, SquadronView, StatsView, VerdictView } from './views.ts';

// Stats and move checks. Only `commit:true` writes: the rate a legal move used.

export interface CraftOrStats {
  readonly craft?: string | null;
  readonly space?: string | number | null;
  readonly piloting?: string | null;
  readonly maneuverability?: string | null;
  /** For inline stats only; squadron craft when not given. */
  readonly kind?: CraftKind | null;
}

const given = (x: unknown): boolean => x !== undefined && x !== null && x !== '';

/** The craft a command is about: a roster entry, or stats typed inline. */
function subjectOf(state: HexState | null, input: CraftOrStats): { view: StatsView; craft: HexCraft | null } | Refusal {
  const inline = (['space', 'piloting', 'maneuverability', 'kind'] as const).filter((k) => given(input[k]));
  if (given(input.craft)) {
    if (inline.length > 0) return refuseHex('craft-or-stats', { problem: 'both', missing: '' });
    const craft = findCraft(state, String(input.craft));
    if (!craft) return unknownCraft(state, String(input.craft).trim());
    return { view: statsView(state, craft, craft.name), craft };
  }
  const missing = (['space', 'piloting'] as const).filter((k) => !given(input[k]));
  if (missing.length > 0) return refuseHex('craft-or-stats', { problem: inline.length ? 'incomplete' : 'neither', missing: missing.join(', ') });
  const space = parseSpace(input.space!);
  if (!space.ok) return codeRefusal(space.error);
  const piloting = parseDieCode(String(input.piloting), 'piloting');
  if (!piloting.ok) return codeRefusal(piloting.error);
  const maneuverability = parseDieCode(input.maneuverability ?? '', 'maneuverability');
  if (!maneuverability.ok) return codeRefusal(maneuverability.error);
  const entry = {
    name: '',
    kind: input.kind ?? 'squadron',
    squadron: null,
    space: space.value,
    piloting: piloting.value,
    maneuverability: maneuverability.value,
  };
  return { view: statsView(state, entry, null), craft: null };
}

function statsView(state: HexState | null, entry: CraftEntry, name: string | null): StatsView {
  const stats = craftStats(state, entry);
  const { kind, space, piloting, maneuverability } = entry;
  return { name, kind, space, piloting, maneuverability, pips: state?.pips ?? 'drop', stats, notes: statNotes(stats, kind) };
}

export function decideStats(state: HexState | null, input: CraftOrStats): HexDecision<StatsView> {
  const subject = subjectOf(state, input);
  if (isRefusal(subject)) return subject;
  return { ok: true, events: [], view: subject.view };
}

export interface CheckInput extends CraftOrStats {
  readonly path: string;
  /** The declared rate (H9). */
  readonly rate?: Rate | null;
  /** Overrides the recorded prior-round rate (reference, Bot surface). */
  readonly prior?: Rate | null;
  readonly commit?: boolean | null;
}

export function decideCheck(state: HexState | null, input: CheckInput): HexDecision<VerdictView> {
  const subject = subjectOf(state, input);
  if (isRefusal(subject)) return subject;
  const { view, craft } = subject;
  const prior = input.prior ?? craft?.prior ?? null;
  const priorSource = input.prior ? 'given' : craft?.prior ? 'recorded' : 'none';
  const verdict = checkMove({ stats: view.stats, kind: view.kind, prior, path: input.path, declared: input.rate ?? null });
  const mates = craft?.squadron ? squadronMembers(state, craft.squadron) : [];
  const squadron = mates.length > 1 ? craft!.squadron : null;
  const events: HexEvent[] = [];
  let record: RecordNote = 'not-asked';
  if (input.commit) {
    if (!craft) record = 'inline';
    else if (!verdict.rate) record = 'illegal';
    // H6: a squadron's rate belongs to all of it; `/hex squadron` commits it.
    else if (squadron) record = 'squadron';
    else {
      events.push({ t: 'rate-committed', crafts: [craft.name], squadron: craft.squadron, rate: verdict.rate });
      record = 'recorded';
    }
  }
  return { ok: true, events, view: { subject: view, typed: input.path, verdict, prior, priorSource, record, squadron } };
}

export interface SquadronInput {
  readonly squadron: string;
  readonly paths: string;
  readonly rate?: Rate | null;
  readonly commit?: boolean | null;
}

export function decideSquadron(state: HexState | null, input: SquadronInput): HexDecision<SquadronView> {
  const members = squadronMembers(state, input.squadron);
  const first = members[0];
  if (!first) return refuseHex('unknown-squadron', { name: input.squadron.trim(), known: squadronNames(state).join(', ') });
  const squadron = first.squadron!;
  const parsed = parseSquadronPaths(input.paths);
  if (!parsed.ok) return refuseHex('bad-paths', { problem: parsed.problem, entry: parsed.entry });
  const names = members.map((m) => m.name).join(', ');
  const stranger = parsed.entries.find((e) => !members.some((m) => sameName(m.name, e.name)));
  if (stranger) return refuseHex('not-in-squadron', { name: stranger.name, squadron, members: names });
  // H8: squadron craft cannot stop, so a craft left out would have no legal move.
  const missing = members.filter((m) => !parsed.entries.some((e) => sameName(m.name, e.name)));
  if (missing.length > 0) return refuseHex('missing-paths', { squadron, missing: missing.map((m) => m.name).join(', ') });

  const typed = members.map((m) => ({ name: m.name, path: parsed.entries.find((e) => sameName(m.name, e.name))!.path.trim() }));
  const verdict = checkSquadron(
    typed.map((t, i) => ({ name: t.name, stats: craftStats(state, members[i]!), path: t.path })),
    input.rate ?? null,
  );
  const events: HexEvent[] = [];
  let record: RecordNote = 'not-asked';
  if (input.commit) {
    if (!verdict.legal) record = 'illegal';
    else {
      events.push({ t: 'rate-committed', crafts: members.map((m) => m.name), squadron, rate: verdict.rate });
      record = 'recorded';
    }
  }
  return { ok: true, events, view: { squadron, pips: state?.pips ?? 'drop', verdict, typed, record } };
}
