import { isRefusal } from '../../../core/refusal.ts';
import { activate, type ActivationOutcome } from '../rules/activation.ts';
import { byIdNumber } from '../rules/choice.ts';
import type { DiceFactory, DieRoll } from '../rules/dice.ts';
import { rollScatter } from '../rules/scatter.ts';
import { findClass, findIc, objectiveFacts, readyIcs, type AbsState, type Ic, type Scatter } from '../state.ts';
import { Batch, ok, outOfRange, playing, rolling, type AbsDecision } from './common.ts';
import { refuseAbs } from '../refusals.ts';

// The solo Tactical Phase: Seize Initiative, Activate ICs, Remaining Activations; and
// the IC bookkeeping players report (damage, losses, scatter).

export interface TacticalView {
  readonly seize: number | null;
  readonly ready: readonly string[];
  readonly waiting: readonly string[];
}

/** `/abs tactical`: A18, the bot records the tokens spent and enforces nothing. */
export function startTactical(state: AbsState | null, input: { readonly seize?: number | null } = {}): AbsDecision<TacticalView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const bad = outOfRange('seize', input.seize);
  if (bad) return bad;
  const seize = input.seize ?? null;
  const batch = new Batch(s);
  batch.push({ t: 'tactical-started', seize });
  const after = batch.state;
  return ok(batch.events, {
    seize,
    ready: readyIcs(after).map((i) => i.id),
    waiting: after.ics.filter((i) => i.waits).map((i) => i.id),
  });
}

export interface ActivationView {
  readonly activations: readonly { readonly ic: Ic; readonly outcome: ActivationOutcome }[];
  /** Every IC has activated (or waits): the Remaining Activations prompt. */
  readonly remaining: boolean;
}

/** `/abs ic activate`: one IC, or all not yet activated in ascending IC# order (A19). Dice per IC: D*n*?, D3. */
export function activateIcs(
  state: AbsState | null,
  input: { readonly ic?: string | null; readonly dice?: readonly number[] } = {},
  source?: DiceFactory,
): AbsDecision<ActivationView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  if (s.phase !== 'tactical') return refuseAbs('not-tactical', { phase: s.phase });
  let order: Ic[];
  if (input.ic) {
    const ic = findIc(s, input.ic);
    if (!ic) return refuseAbs('unknown-ic', { ic: input.ic, ics: s.ics.map((i) => i.id).join(', ') });
    if (ic.activated) return refuseAbs('ic-activated', { ic: ic.id });
    if (ic.waits) return refuseAbs('ic-waits', { ic: ic.id });
    order = [ic];
  } else {
    order = readyIcs(s).sort((a, b) => byIdNumber(a.id, b.id));
    if (order.length === 0) return refuseAbs('no-ic-ready', {});
  }
  return rolling(s, input.dice, source, (dice) => {
    const batch = new Batch(s);
    const activations = order.map((ic) => {
      const outcome = activate(ic, objectiveFacts(batch.state), findClass(batch.state, ic.class)?.thrust ?? null, dice);
      batch.push({
        t: 'ic-activated',
        ic: ic.id,
        choice: outcome.choice,
        d3: outcome.d3,
        discarded: outcome.discarded,
        damage: outcome.damage,
        rng: dice.state,
      });
      return { ic: findIc(batch.state, ic.id) ?? ic, outcome };
    });
    return ok(batch.events, { activations, remaining: readyIcs(batch.state).length === 0 });
  });
}

export interface IcChangeView {
  readonly id: string;
  /** null: its last ship was lost and it is removed. */
  readonly ic: Ic | null;
  readonly change: 'damage' | 'lost';
  readonly amount: number;
}

/** `/abs ic damage`: tokens given (+) or discarded (−); the count never goes below 0. */
export function damageIc(state: AbsState | null, input: { readonly ic: string; readonly tokens: number }): AbsDecision<IcChangeView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const bad = outOfRange('damage', input.tokens, 'tokens');
  if (bad) return bad;
  if (input.tokens === 0) return refuseAbs('nothing-to-change', { id: input.ic });
  const ic = findIc(s, input.ic);
  if (!ic) return refuseAbs('unknown-ic', { ic: input.ic, ics: s.ics.map((i) => i.id).join(', ') });
  const damage = Math.max(0, ic.damage + input.tokens);
  return ok([{ t: 'ic-damaged', ic: ic.id, tokens: input.tokens, damage }], { id: ic.id, ic: { ...ic, damage }, change: 'damage', amount: input.tokens });
}

/** `/abs ic lost`: ships destroyed; the battlegroup is removed at 0. */
export function loseShips(state: AbsState | null, input: { readonly ic: string; readonly ships: number }): AbsDecision<IcChangeView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const bad = outOfRange('ships', input.ships);
  if (bad) return bad;
  const ic = findIc(s, input.ic);
  if (!ic) return refuseAbs('unknown-ic', { ic: input.ic, ics: s.ics.map((i) => i.id).join(', ') });
  // A32: more losses than ships is a typo, not "all of them".
  if (input.ships > ic.ships) return refuseAbs('too-many-lost', { ic: ic.id, ships: ic.ships, lost: input.ships });
  const left = ic.ships - input.ships;
  return ok([{ t: 'ic-lost', ic: ic.id, ships: input.ships, left }], {
    id: ic.id,
    ic: left === 0 ? null : { ...ic, ships: left },
    change: 'lost',
    amount: input.ships,
  });
}

export interface ScatterView {
  readonly scatter: Scatter;
  readonly rolls: readonly DieRoll[];
}

/** `/abs scatter` (or an arrival card's button): A36, a new placement replaces the last; one D8 (A16). */
export function scatter(
  state: AbsState | null,
  input: { readonly ic?: string | null; readonly dice?: readonly number[] } = {},
  source?: DiceFactory,
): AbsDecision<ScatterView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  let icRef: string | null = null;
  if (input.ic) {
    const ic = findIc(s, input.ic);
    if (!ic) return refuseAbs('unknown-ic', { ic: input.ic, ics: s.ics.map((i) => i.id).join(', ') });
    icRef = ic.id;
  }
  return rolling(s, input.dice, source, (dice) => {
    const r = rollScatter([], dice);
    if (!r.direction) throw new Error('a first scatter always has a direction');
    const batch = new Batch(s);
    batch.push({ t: 'scatter-rolled', scatter: s.next.scatter, ic: icRef, rolls: r.rolls, direction: r.direction, rng: dice.state });
    return ok(batch.events, { scatter: batch.state.scatter!, rolls: r.rolls });
  });
}

/** The *spot invalid* button: A17, re-roll, and re-roll at once any direction already invalid (from the generator unless dice are given, A48). */
export function reportInvalid(
  state: AbsState | null,
  input: { readonly scatter: number; readonly dice?: readonly number[] },
  source?: DiceFactory,
): AbsDecision<ScatterView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const current = s.scatter;
  if (!current || current.id !== input.scatter) return refuseAbs('stale-button');
  if (!current.direction) return refuseAbs('no-scatter', {});
  const invalid = current.direction;
  return rolling(s, input.dice, source, (dice) => {
    const r = rollScatter([...current.invalid, invalid], dice);
    const batch = new Batch(s);
    batch.push({ t: 'scatter-invalid', scatter: current.id, invalid, rolls: r.rolls, direction: r.direction, rng: dice.state });
    return ok(batch.events, { scatter: batch.state.scatter!, rolls: r.rolls });
  });
}
