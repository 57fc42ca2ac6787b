import type { RngState } from '../../core/random.ts';
import type { RandomChoice } from './rules/choice.ts';
import type { DieRoll } from './rules/dice.ts';
import type { Direction } from './rules/scatter.ts';
import type { AbsState, Contract, GameResult, Ic, JumpPoint, Objective, ShipClass } from './state.ts';

// Every change to a game is one of these events. Events carry their dice and the
// generator state after them (`rng`), so replaying a log needs no dice and an undo
// (the core replays the log without the last command) never re-rolls. The name
// `undone` is the core's.

export interface PlacedObjective {
  readonly objective: Objective;
  /** The D*T* that placed it (A5), or null when pinned or with one table. */
  readonly roll: DieRoll | null;
}

export type AbsEvent =
  | {
      readonly t: 'started';
      readonly scale: number;
      readonly tables: number;
      readonly maxRevenue: number | null;
      readonly campaign: boolean;
      readonly seed: string;
      readonly rng: RngState;
    }
  | { readonly t: 'contract-added'; readonly contract: Contract; readonly objectives: readonly PlacedObjective[]; readonly rng: RngState }
  | { readonly t: 'contract-redrawn'; readonly contract: string }
  | { readonly t: 'contract-kept'; readonly contract: string }
  | { readonly t: 'contract-exhausted'; readonly contract: string; readonly exhausted: boolean }
  | ({ readonly t: 'objective-added'; readonly rng: RngState } & PlacedObjective)
  | { readonly t: 'objective-changed'; readonly objective: string; readonly inPlay: boolean; readonly carried: boolean; readonly table: number }
  | { readonly t: 'jumppoint-added'; readonly jumpPoint: JumpPoint }
  | { readonly t: 'jumppoint-removed'; readonly jumpPoint: string }
  | { readonly t: 'class-set'; readonly class: ShipClass; readonly previous: ShipClass | null }
  | { readonly t: 'round-started'; readonly round: number }
  | { readonly t: 'ic-deployed'; readonly ic: Ic; readonly rng: RngState }
  | { readonly t: 'tactical-started'; readonly seize: number | null }
  | {
      readonly t: 'ic-activated';
      readonly ic: string;
      readonly choice: RandomChoice;
      readonly d3: DieRoll;
      readonly discarded: number;
      readonly damage: number;
      readonly rng: RngState;
    }
  | { readonly t: 'ic-damaged'; readonly ic: string; readonly tokens: number; readonly damage: number }
  | { readonly t: 'ic-lost'; readonly ic: string; readonly ships: number; readonly left: number }
  | {
      readonly t: 'scatter-rolled';
      readonly scatter: number;
      readonly ic: string | null;
      readonly rolls: readonly DieRoll[];
      readonly direction: Direction;
      readonly rng: RngState;
    }
  | {
      readonly t: 'scatter-invalid';
      readonly scatter: number;
      readonly invalid: Direction;
      readonly rolls: readonly DieRoll[];
      readonly direction: Direction | null;
      readonly rng: RngState;
    }
  | { readonly t: 'endphase-started' }
  | {
      readonly t: 'claim-answered';
      readonly contract: string;
      readonly icMass: number;
      readonly friendlyMass: number;
      readonly discarded: boolean;
      readonly cards: number | null;
    }
  | { readonly t: 'claims-done' }
  | { readonly t: 'credits-changed'; readonly delta: number; readonly note: string | null; readonly total: number }
  | { readonly t: 'ended'; readonly result: GameResult };

export type AbsEventType = AbsEvent['t'];

function update<T extends { readonly id: string }>(list: readonly T[], id: string, f: (x: T) => T): T[] {
  if (!list.some((x) => x.id === id)) throw new Error(`event names unknown ${id}`);
  return list.map((x) => (x.id === id ? f(x) : x));
}

/** The first jump point or jump-in closes set-up (reference "Phases"). */
const afterSetup = (s: AbsState): AbsState['phase'] => (s.phase === 'setup' ? 'jump' : s.phase);

export function evolve(state: AbsState | null, e: AbsEvent): AbsState {
  if (e.t === 'started') {
    return {
      kind: 'abs-solo',
      scale: e.scale,
      tables: e.tables,
      round: 1,
      phase: 'setup',
      maxRevenue: e.maxRevenue,
      credits: 0,
      seed: e.seed,
      rng: e.rng,
      campaign: e.campaign,
      classes: [],
      contracts: [],
      objectives: [],
      jumpPoints: [],
      ics: [],
      next: { contract: 1, objective: 1, jumpPoint: 1, ic: 1, scatter: 1 },
      seize: null,
      claims: [],
      claimsDone: false,
      scatter: null,
      result: null,
    };
  }
  if (!state) throw new Error(`event ${e.t} before the game started`);
  const s = state;
  switch (e.t) {
    case 'contract-added':
      return {
        ...s,
        contracts: [...s.contracts, e.contract],
        objectives: [...s.objectives, ...e.objectives.map((o) => o.objective)],
        next: { ...s.next, contract: s.next.contract + 1, objective: s.next.objective + e.objectives.length },
        rng: e.rng,
      };
    case 'contract-redrawn':
      // A29, A35: the redraw removes the contract and its objectives; ids are not reused.
      return { ...s, contracts: s.contracts.filter((c) => c.id !== e.contract), objectives: s.objectives.filter((o) => o.contract !== e.contract) };
    case 'contract-kept':
      return { ...s, contracts: update(s.contracts, e.contract, (c) => ({ ...c, redraw: false })) };
    case 'contract-exhausted':
      return { ...s, contracts: update(s.contracts, e.contract, (c) => ({ ...c, exhausted: e.exhausted })) };
    case 'objective-added':
      return { ...s, objectives: [...s.objectives, e.objective], next: { ...s.next, objective: s.next.objective + 1 }, rng: e.rng };
    case 'objective-changed':
      return { ...s, objectives: update(s.objectives, e.objective, (o) => ({ ...o, inPlay: e.inPlay, carried: e.carried, table: e.table })) };
    case 'jumppoint-added':
      return { ...s, jumpPoints: [...s.jumpPoints, e.jumpPoint], next: { ...s.next, jumpPoint: s.next.jumpPoint + 1 }, phase: afterSetup(s) };
    case 'jumppoint-removed':
      return { ...s, jumpPoints: update(s.jumpPoints, e.jumpPoint, (j) => ({ ...j, inPlay: false })) };
    case 'class-set': {
      const key = e.class.name.toLowerCase();
      return { ...s, classes: [...s.classes.filter((c) => c.name.toLowerCase() !== key), e.class] };
    }
    case 'round-started':
      return {
        ...s,
        round: e.round,
        phase: 'jump',
        ics: s.ics.map((i) => ({ ...i, activated: false, waits: false })),
        seize: null,
        claims: [],
        claimsDone: false,
        scatter: null,
      };
    case 'ic-deployed':
      return { ...s, ics: [...s.ics, e.ic], next: { ...s.next, ic: s.next.ic + 1 }, phase: afterSetup(s), rng: e.rng };
    case 'tactical-started':
      return { ...s, phase: 'tactical', seize: e.seize };
    case 'ic-activated':
      return { ...s, ics: update(s.ics, e.ic, (i) => ({ ...i, activated: true, damage: e.damage })), rng: e.rng };
    case 'ic-damaged':
      return { ...s, ics: update(s.ics, e.ic, (i) => ({ ...i, damage: e.damage })) };
    case 'ic-lost':
      return e.left === 0 ? { ...s, ics: s.ics.filter((i) => i.id !== e.ic) } : { ...s, ics: update(s.ics, e.ic, (i) => ({ ...i, ships: e.left })) };
    case 'scatter-rolled':
      return { ...s, scatter: { id: e.scatter, ic: e.ic, direction: e.direction, invalid: [] }, next: { ...s.next, scatter: e.scatter + 1 }, rng: e.rng };
    case 'scatter-invalid': {
      const sc = s.scatter;
      if (!sc || sc.id !== e.scatter) throw new Error(`event names unknown scatter ${e.scatter}`);
      return { ...s, scatter: { ...sc, direction: e.direction, invalid: [...sc.invalid, e.invalid] }, rng: e.rng };
    }
    case 'endphase-started':
      // A38: starting the End Phase again keeps its answers (one card a contract a phase, A24).
      return s.phase === 'end' ? s : { ...s, phase: 'end', claims: [], claimsDone: false };
    case 'claim-answered':
      return {
        ...s,
        claims: [...s.claims, { contract: e.contract, icMass: e.icMass, friendlyMass: e.friendlyMass, discarded: e.discarded }],
        contracts: update(s.contracts, e.contract, (c) => ({ ...c, cards: e.cards })),
      };
    case 'claims-done':
      return { ...s, claimsDone: true };
    case 'credits-changed':
      return { ...s, credits: e.total };
    case 'ended':
      return { ...s, phase: 'over', credits: e.result.credits, result: e.result, scatter: null };
  }
}

/** A game from its events, in order (the core strips undone commands first). */
export function replay(events: readonly AbsEvent[]): AbsState | null {
  let state: AbsState | null = null;
  for (const e of events) state = evolve(state, e);
  return state;
}
