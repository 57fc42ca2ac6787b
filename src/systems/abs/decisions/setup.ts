import { isRefusal, type Refusal } from '../../../core/refusal.ts';
import { seedRng } from '../../../core/random.ts';
import type { AbsCampaignState } from '../campaign.ts';
import { evolve, type AbsEvent, type PlacedObjective } from '../events.ts';
import type { DiceFactory, DieRoll } from '../rules/dice.ts';
import { NAME_MAX, redrawSuggested, rollTable, type ObjectiveEntry } from '../rules/setup.ts';
import {
  findClass,
  findContract,
  findJumpPoint,
  findObjective,
  contractId,
  jumpPointId,
  objectiveId,
  type AbsState,
  type Contract,
  type JumpPoint,
  type Objective,
  type ShipClass,
} from '../state.ts';
import { ok, outOfRange, playing, rolling, type AbsDecision } from './common.ts';
import { refuseAbs } from '../refusals.ts';

// Set-up and the table's bookkeeping: contracts, objectives, jump points, classes.

export interface StartedView {
  readonly state: AbsState;
}

export interface NewGameInput {
  readonly scale: number;
  readonly tables: number;
  readonly maxRevenue?: number | null;
  readonly campaign?: boolean;
  /** The command picks one when players give none (rules never draw randomness). */
  readonly seed: string;
}

/** `/abs new`. A28: a game joins the channel's campaign only while it is active. */
export function newGame(existing: AbsState | null, input: NewGameInput, campaign: AbsCampaignState | null = null): AbsDecision<StartedView> {
  if (existing && existing.phase !== 'over') return refuseAbs('game-exists', { round: existing.round });
  const bad = outOfRange('scale', input.scale) ?? outOfRange('tables', input.tables) ?? outOfRange('maxRevenue', input.maxRevenue, 'max_revenue');
  if (bad) return bad;
  const seed = input.seed.trim();
  if (seed === '' || seed.length > 40) return refuseAbs('bad-name', { option: 'seed', max: 40 });
  if (input.campaign) {
    if (!campaign) return refuseAbs('no-campaign');
    if (campaign.status === 'over') return refuseAbs('campaign-over', { corp: campaign.corp });
  }
  const started: AbsEvent = {
    t: 'started',
    scale: input.scale,
    tables: input.tables,
    maxRevenue: input.maxRevenue ?? null,
    campaign: input.campaign ?? false,
    seed,
    rng: seedRng(seed),
  };
  return ok([started], { state: evolve(null, started) });
}

function checkName(name: string, option = 'name'): string | Refusal {
  const n = name.trim();
  if (n === '' || n.length > NAME_MAX) return refuseAbs('bad-name', { option, max: NAME_MAX });
  return n;
}

function checkTable(state: AbsState, table: number): Refusal | null {
  if (!Number.isInteger(table) || table < 1 || table > state.tables) return refuseAbs('bad-table', { table, tables: state.tables });
  return null;
}

// ---------------------------------------------------------------- contracts

export interface ContractView {
  readonly contract: Contract;
  readonly objectives: readonly PlacedObjective[];
}

export interface AddContractInput {
  readonly name: string;
  readonly objectives: readonly ObjectiveEntry[];
  readonly cards?: number | null;
  readonly dice?: readonly number[];
}

/** `/abs contract add`. A5: one D*T* per objective, in the order entered, unless pinned. */
export function addContract(state: AbsState | null, input: AddContractInput, source?: DiceFactory): AbsDecision<ContractView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const name = checkName(input.name);
  if (typeof name !== 'string') return name;
  const bad = outOfRange('cards', input.cards);
  if (bad) return bad;
  if (input.objectives.length > 20) return refuseAbs('bad-objectives', {});
  for (const o of input.objectives) {
    const n = checkName(o.name, 'objectives');
    if (typeof n !== 'string') return n;
    if (o.table !== null) {
      const t = checkTable(s, o.table);
      if (t) return t;
    }
  }
  return rolling(s, input.dice, source, (dice) => {
    const id = contractId(s.next.contract);
    const contract: Contract = { id, name, exhausted: false, cards: input.cards ?? null, redraw: redrawSuggested(name) };
    const objectives = input.objectives.map((entry, i): PlacedObjective => {
      const placed = entry.table !== null ? { table: entry.table, roll: null } : rollTable(s.tables, dice);
      return {
        objective: { id: objectiveId(s.next.objective + i), contract: id, name: entry.name.trim(), table: placed.table, inPlay: true, carried: false },
        roll: placed.roll,
      };
    });
    return ok([{ t: 'contract-added', contract, objectives, rng: dice.state }], { contract, objectives });
  });
}

export interface ContractChangeView {
  readonly contract: Contract;
  readonly change: 'redrawn' | 'kept' | 'exhausted' | 'unexhausted';
}

/** A29's buttons: Redraw removes the contract and its objectives, Keep clears the suggestion. */
export function answerRedraw(state: AbsState | null, input: { readonly contract: string; readonly redraw: boolean }): AbsDecision<ContractChangeView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const contract = findContract(s, input.contract);
  if (!contract) return refuseAbs('unknown-contract', { contract: input.contract, contracts: s.contracts.map((c) => c.id).join(', ') });
  if (!contract.redraw) return refuseAbs('no-redraw', { contract: contract.id });
  return input.redraw
    ? ok([{ t: 'contract-redrawn', contract: contract.id }], { contract, change: 'redrawn' })
    : ok([{ t: 'contract-kept', contract: contract.id }], { contract: { ...contract, redraw: false }, change: 'kept' });
}

/** `/abs contract exhaust` / `unexhaust`. */
export function setExhausted(state: AbsState | null, input: { readonly contract: string; readonly exhausted: boolean }): AbsDecision<ContractChangeView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const contract = findContract(s, input.contract);
  if (!contract) return refuseAbs('unknown-contract', { contract: input.contract, contracts: s.contracts.map((c) => c.id).join(', ') });
  if (contract.exhausted === input.exhausted) return refuseAbs('nothing-to-change', { id: contract.id });
  return ok([{ t: 'contract-exhausted', contract: contract.id, exhausted: input.exhausted }], {
    contract: { ...contract, exhausted: input.exhausted },
    change: input.exhausted ? 'exhausted' : 'unexhausted',
  });
}

// ---------------------------------------------------------------- objectives

export interface ObjectiveView {
  readonly objective: Objective;
  readonly roll: DieRoll | null;
  readonly change: 'added' | 'changed';
}

export interface AddObjectiveInput {
  readonly contract: string;
  readonly name: string;
  readonly table: number | 'random';
  readonly dice?: readonly number[];
}

/** `/abs objective add`: A5, a later objective follows its contract; `random` rolls one D*T*. */
export function addObjective(state: AbsState | null, input: AddObjectiveInput, source?: DiceFactory): AbsDecision<ObjectiveView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const contract = findContract(s, input.contract);
  if (!contract) return refuseAbs('unknown-contract', { contract: input.contract, contracts: s.contracts.map((c) => c.id).join(', ') });
  const name = checkName(input.name);
  if (typeof name !== 'string') return name;
  if (input.table !== 'random') {
    const t = checkTable(s, input.table);
    if (t) return t;
  }
  return rolling(s, input.dice, source, (dice) => {
    const placed = input.table === 'random' ? rollTable(s.tables, dice) : { table: input.table, roll: null };
    const objective: Objective = { id: objectiveId(s.next.objective), contract: contract.id, name, table: placed.table, inPlay: true, carried: false };
    return ok([{ t: 'objective-added', objective, roll: placed.roll, rng: dice.state }], { objective, roll: placed.roll, change: 'added' });
  });
}

export interface ChangeObjectiveInput {
  readonly objective: string;
  readonly inPlay?: boolean | null;
  readonly carried?: boolean | null;
  readonly table?: number | null;
}

/** `/abs objective set`: leaves play, is carried or dropped, changes table. */
export function changeObjective(state: AbsState | null, input: ChangeObjectiveInput): AbsDecision<ObjectiveView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const found = findObjective(s, input.objective);
  if (!found) return refuseAbs('unknown-objective', { objective: input.objective, objectives: s.objectives.map((o) => o.id).join(', ') });
  if (input.table !== undefined && input.table !== null) {
    const t = checkTable(s, input.table);
    if (t) return t;
  }
  const objective: Objective = { ...found, inPlay: input.inPlay ?? found.inPlay, carried: input.carried ?? found.carried, table: input.table ?? found.table };
  if (objective.inPlay === found.inPlay && objective.carried === found.carried && objective.table === found.table)
    return refuseAbs('nothing-to-change', { id: found.id });
  return ok([{ t: 'objective-changed', objective: found.id, inPlay: objective.inPlay, carried: objective.carried, table: objective.table }], {
    objective,
    roll: null,
    change: 'changed',
  });
}

// ---------------------------------------------------------------- jump points and classes

export interface JumpPointView {
  readonly jumpPoint: JumpPoint;
  readonly change: 'added' | 'removed';
  /** A7: the table already had a jump point in play, so this one may go anywhere in play. */
  readonly anywhere: boolean;
}

export function addJumpPoint(state: AbsState | null, input: { readonly table: number }): AbsDecision<JumpPointView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const t = checkTable(s, input.table);
  if (t) return t;
  const jumpPoint: JumpPoint = { id: jumpPointId(s.next.jumpPoint), table: input.table, inPlay: true, round: s.round };
  const anywhere = s.jumpPoints.some((j) => j.inPlay && j.table === input.table);
  return ok([{ t: 'jumppoint-added', jumpPoint }], { jumpPoint, change: 'added', anywhere });
}

export function removeJumpPoint(state: AbsState | null, input: { readonly jumpPoint: string }): AbsDecision<JumpPointView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const jp = findJumpPoint(s, input.jumpPoint);
  if (!jp)
    return refuseAbs('unknown-jumppoint', {
      jumppoint: input.jumpPoint,
      jumppoints: s.jumpPoints
        .filter((j) => j.inPlay)
        .map((j) => j.id)
        .join(', '),
    });
  if (!jp.inPlay) return refuseAbs('jumppoint-out', { jumppoint: jp.id });
  return ok([{ t: 'jumppoint-removed', jumpPoint: jp.id }], { jumpPoint: { ...jp, inPlay: false }, change: 'removed', anywhere: false });
}

export interface ClassView {
  readonly class: ShipClass;
  readonly previous: ShipClass | null;
}

export interface SetClassInput {
  readonly name: string;
  readonly mass: number;
  readonly thrust?: number | null;
}

/** A41: the event that records a class (any case matches; a known Thrust is kept), or null when it changes nothing. */
export function classEvent(s: AbsState, input: SetClassInput): Extract<AbsEvent, { t: 'class-set' }> | null {
  const previous = findClass(s, input.name) ?? null;
  const shipClass: ShipClass = { name: input.name.trim(), mass: input.mass, thrust: input.thrust ?? previous?.thrust ?? null };
  if (previous && previous.name === shipClass.name && previous.mass === shipClass.mass && previous.thrust === shipClass.thrust) return null;
  return { t: 'class-set', class: shipClass, previous };
}

/** `/abs class set`: Mass (and Thrust) players give; a new value replaces the old for later rolls. */
export function setClass(state: AbsState | null, input: SetClassInput): AbsDecision<ClassView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const name = checkName(input.name);
  if (typeof name !== 'string') return name;
  const bad = outOfRange('mass', input.mass) ?? outOfRange('thrust', input.thrust);
  if (bad) return bad;
  const e = classEvent(s, { ...input, name });
  if (!e) return refuseAbs('nothing-to-change', { id: name });
  return ok([e], { class: e.class, previous: e.previous });
}
