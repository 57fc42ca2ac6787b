import { isRefusal } from '../../../core/refusal.ts';
import { rollCompetitorActivity, triggerModifier, type Trigger } from '../rules/activity.ts';
import { byIdNumber } from '../rules/choice.ts';
import { deploy, type Placement } from '../rules/deploy.ts';
import type { DiceFactory, DiceSource } from '../rules/dice.ts';
import { NAME_MAX } from '../rules/setup.ts';
import { findClass, findJumpPoint, icId, objectiveFacts, type Ic, type ShipClass } from '../state.ts';
import type { AbsState } from '../state.ts';
import { Batch, ok, outOfRange, playing, rolling, type AbsDecision } from './common.ts';
import { classEvent } from './setup.ts';
import { refuseAbs } from '../refusals.ts';

// Competitor Activity: the two hooks where ICs arrive, a jump-in (a) and a round's start (b).

export interface ArrivalView {
  readonly ic: Ic;
  readonly placement: Placement;
}

/** One roll on the table and its deployment, resolved at once (A8, A9). Dice: D6, D3?, D*n*?. */
function arrive(batch: Batch, trigger: Trigger, table: number, dice: DiceSource): ArrivalView {
  const s = batch.state;
  const roll = rollCompetitorActivity(triggerModifier(trigger), dice);
  const deployment = deploy(trigger, table, objectiveFacts(s), dice);
  const ic: Ic = {
    id: icId(s.next.ic),
    class: roll.class,
    ships: roll.count,
    table,
    damage: 0,
    activated: false,
    // A19, A46: a jump-in during Remaining Activations is past the Activate ICs step.
    waits: s.phase === 'tactical',
    trigger,
    roll,
    objective: deployment.choice,
  };
  batch.push({ t: 'ic-deployed', ic, rng: dice.state });
  return { ic, placement: deployment.placement };
}

export interface JumpInView {
  readonly arrival: ArrivalView;
  /** The class's Mass as players gave it now, and what it replaced (logged). */
  readonly classChange: { readonly class: ShipClass; readonly previous: ShipClass | null } | null;
}

export interface JumpInInput {
  readonly class: string;
  readonly mass?: number | null;
  readonly jumpPoint: string;
  readonly dice?: readonly number[];
}

/** `/abs jumpin`: trigger (a), D6 + the class's Mass (A8, A10). */
export function jumpIn(state: AbsState | null, input: JumpInInput, source?: DiceFactory): AbsDecision<JumpInView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const name = input.class.trim();
  if (name === '' || name.length > NAME_MAX) return refuseAbs('bad-name', { option: 'class', max: NAME_MAX });
  const bad = outOfRange('mass', input.mass);
  if (bad) return bad;
  const jp = findJumpPoint(s, input.jumpPoint);
  if (!jp) return refuseAbs('unknown-jumppoint', { jumppoint: input.jumpPoint, jumppoints: inPlayJumpPoints(s) });
  if (!jp.inPlay) return refuseAbs('jumppoint-out', { jumppoint: jp.id });
  const known = findClass(s, name);
  const mass = input.mass ?? known?.mass;
  if (mass === undefined || mass === null) return refuseAbs('mass-needed', { class: name });
  const classSet = input.mass !== undefined && input.mass !== null ? classEvent(s, { name, mass: input.mass }) : null;
  return rolling(s, input.dice, source, (dice) => {
    const batch = new Batch(s);
    if (classSet) batch.push(classSet);
    const shipClass = findClass(batch.state, name)?.name ?? name;
    const arrival = arrive(batch, { kind: 'jump-in', class: shipClass, mass, jumpPoint: jp.id }, jp.table, dice);
    return ok(batch.events, { arrival, classChange: classSet ? { class: classSet.class, previous: classSet.previous } : null });
  });
}

function inPlayJumpPoints(s: AbsState): string {
  return s.jumpPoints
    .filter((j) => j.inPlay)
    .map((j) => j.id)
    .join(', ');
}

export interface RoundView {
  readonly round: number;
  readonly arrivals: readonly ArrivalView[];
}

/** `/abs round next`: trigger (b) once per jump point in play, in ascending JP# order (A9). */
export function nextRound(state: AbsState | null, input: { readonly dice?: readonly number[] } = {}, source?: DiceFactory): AbsDecision<RoundView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  return rolling(s, input.dice, source, (dice) => {
    const batch = new Batch(s);
    const round = s.round + 1;
    batch.push({ t: 'round-started', round });
    const jumpPoints = batch.state.jumpPoints.filter((j) => j.inPlay).sort((a, b) => byIdNumber(a.id, b.id));
    // Each IC is deployed before the next roll (A9): later rolls see it in the state.
    const arrivals = jumpPoints.map((jp) => arrive(batch, { kind: 'round', round, jumpPoint: jp.id }, jp.table, dice));
    return ok(batch.events, { round, arrivals });
  });
}
