import type { Refusal } from '../../core/refusal.ts';
import type { Decision } from '../../core/system.ts';
import { evolve, type HexEvent } from './events.ts';
import { refuseHex, type NameProblem } from './refusals.ts';
import { parseDieCode, parseSpace, type CodeError } from './rules/die-code.ts';
import { statNotes } from './rules/stats.ts';
import type { CraftKind, Pips } from './rules/terms.ts';
import { craftStats, findCraft, NAME_MAX, NAME_PATTERN, type CraftEntry, type HexState } from './state.ts';
import type { CraftRemovedView, CraftView, RosterView, RoundView, SettingsView } from './views.ts';

// The roster, the setting and the round: each function decides from the state and a
// validated input which events happen, or refuses. Pure: the core stores the events.

export type HexDecision<V> = Decision<HexEvent, V>;

const ok = <V>(events: readonly HexEvent[], view: V): HexDecision<V> => ({ ok: true, events, view });

/** A channel's first write starts its game, with the default setting (H1). */
function begin(state: HexState | null): { state: HexState; events: HexEvent[] } {
  if (state) return { state, events: [] };
  const started: HexEvent = { t: 'started', pips: 'drop' };
  return { state: evolve(null, started), events: [started] };
}

export function codeRefusal(e: CodeError): Refusal {
  return refuseHex('bad-code', { field: e.field, input: e.input, problem: e.problem, suggestion: e.suggestion ?? '' });
}

/** Names are matched without case; `:` and `;` are kept free for `/hex squadron`'s paths. */
export function cleanName(input: string, field: 'name' | 'squadron'): string | Refusal {
  const name = input.trim().replace(/\s+/g, ' ');
  const bad = (problem: NameProblem) => refuseHex('bad-name', { field, input, problem, max: NAME_MAX });
  if (name === '') return bad('empty');
  if (name.length > NAME_MAX) return bad('too-long');
  if (!NAME_PATTERN.test(name)) return bad('characters');
  return name;
}

export function decideSettings(state: HexState | null, input: { readonly pips: Pips }): HexDecision<SettingsView> {
  const { state: now, events } = begin(state);
  if (now.pips === input.pips) return ok(events, { pips: input.pips, changed: false });
  return ok([...events, { t: 'settings-changed', pips: input.pips }], { pips: input.pips, changed: true });
}

export interface CraftAddInput {
  readonly name: string;
  readonly space: string | number;
  readonly piloting: string;
  readonly maneuverability?: string | null;
  readonly kind?: CraftKind | null;
  readonly squadron?: string | null;
}

export function decideAddCraft(state: HexState | null, input: CraftAddInput): HexDecision<CraftView> {
  const name = cleanName(input.name, 'name');
  if (typeof name !== 'string') return name;
  if (findCraft(state, name)) return refuseHex('name-taken', { name });
  const kind = input.kind ?? 'squadron';
  let squadron: string | null = null;
  if (input.squadron != null && input.squadron.trim() !== '') {
    // Heroes and Capital Ships move on their own (the Movement Phase lists them apart from Squadrons).
    if (kind !== 'squadron') return refuseHex('squadron-kind', { kind, squadron: input.squadron });
    const s = cleanName(input.squadron, 'squadron');
    if (typeof s !== 'string') return s;
    // Keep the spelling the squadron already has.
    squadron = state?.crafts.find((c) => c.squadron?.toLowerCase() === s.toLowerCase())?.squadron ?? s;
  }
  const space = parseSpace(input.space);
  if (!space.ok) return codeRefusal(space.error);
  const piloting = parseDieCode(input.piloting, 'piloting');
  if (!piloting.ok) return codeRefusal(piloting.error);
  const maneuverability = parseDieCode(input.maneuverability ?? '', 'maneuverability');
  if (!maneuverability.ok) return codeRefusal(maneuverability.error);

  const entry: CraftEntry = { name, kind, squadron, space: space.value, piloting: piloting.value, maneuverability: maneuverability.value };
  const { state: now, events } = begin(state);
  const added: HexEvent = { t: 'craft-added', craft: entry };
  const after = evolve(now, added);
  const craft = findCraft(after, name)!;
  const stats = craftStats(after, craft);
  return ok([...events, added], { pips: after.pips, craft, stats, notes: statNotes(stats, kind) });
}

export function decideRemoveCraft(state: HexState | null, input: { readonly name: string }): HexDecision<CraftRemovedView> {
  const craft = findCraft(state, input.name);
  if (!state || !craft) return unknownCraft(state, input.name);
  return ok([{ t: 'craft-removed', name: craft.name }], { name: craft.name });
}

export function unknownCraft(state: HexState | null, name: string): Refusal {
  return refuseHex('unknown-craft', { name, known: (state?.crafts ?? []).map((c) => c.name).join(', ') });
}

export function viewRoster(state: HexState | null): HexDecision<RosterView> {
  const crafts = (state?.crafts ?? []).map((craft) => {
    const stats = craftStats(state, craft);
    return { pips: state?.pips ?? 'drop', craft, stats, notes: statNotes(stats, craft.kind) };
  });
  return ok([], { pips: state?.pips ?? 'drop', round: state?.round ?? 1, crafts });
}

/** /hex end: close the roster (its log stays); the channel is free for another game. */
export function decideEnd(state: HexState | null): HexDecision<{ readonly craft: number; readonly round: number }> {
  if (!state || state.closed) return refuseHex('no-hex-game');
  return ok([{ t: 'closed' }], { craft: state.crafts.length, round: state.round });
}

export function decideRoundNext(state: HexState | null): HexDecision<RoundView> {
  if (!state) return refuseHex('no-hex-game');
  const round = state.round + 1;
  return ok([{ t: 'round-advanced', round }], { round, priors: state.crafts.map((c) => ({ name: c.name, kind: c.kind, prior: c.rate })) });
}
