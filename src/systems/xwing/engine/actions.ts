import type { ActionType, Attitude, ShipAction } from './types.ts';

// "Actions by attitude (v0.2)": each line is a set of alternative actions (in the
// rulebook's order, ruling R9) and the condition under which the line applies.

export type ActionCondition =
  | 'in-enemy-arc' // Defensive 1: leaves ≥1 enemy firing arc
  | 'reinforce-busiest-arc'
  | 'jam-nearest-with-lock'
  | 'no-evade-token'
  | 'no-focus-token'
  | 'no-calculate-token'
  | 'coordinate-friend'
  | 'obstacle-bullseye-0-2'
  | 'obstacle-bullseye-0-1'
  | 'no-enemy-in-arc-gain-one' // Offensive 1 / Recovery 3
  | 'lock-header-weapon'
  | 'lock-header-weapon-or-nearest' // Recovery 5 keeps "if none in arc, the nearest enemy ship" (R24)
  | 'lock-nearest'
  | 'reload-inactive-charge'
  | 'repair-damage-or-offline';

export interface ActionLine {
  readonly actions: readonly ActionType[];
  readonly condition: ActionCondition;
}

export const ACTION_PRIORITIES: Readonly<Record<Attitude, readonly ActionLine[]>> = {
  defensive: [
    { actions: ['Barrel Roll', 'Boost', 'SLAM'], condition: 'in-enemy-arc' },
    { actions: ['Reinforce'], condition: 'reinforce-busiest-arc' },
    { actions: ['Jam'], condition: 'jam-nearest-with-lock' },
    { actions: ['Evade'], condition: 'no-evade-token' },
    { actions: ['Focus'], condition: 'no-focus-token' },
    { actions: ['Calculate'], condition: 'no-calculate-token' },
  ],
  balanced: [
    { actions: ['Coordinate'], condition: 'coordinate-friend' },
    { actions: ['Barrel Roll', 'Boost'], condition: 'obstacle-bullseye-0-2' },
    { actions: ['Focus'], condition: 'no-focus-token' },
    { actions: ['Calculate'], condition: 'no-calculate-token' },
  ],
  offensive: [
    { actions: ['Rotate Arc', 'Boost', 'Barrel Roll'], condition: 'no-enemy-in-arc-gain-one' },
    { actions: ['Lock'], condition: 'lock-header-weapon' },
    { actions: ['Lock'], condition: 'lock-nearest' },
    { actions: ['Reload'], condition: 'reload-inactive-charge' },
    { actions: ['Focus'], condition: 'no-focus-token' },
    { actions: ['Calculate'], condition: 'no-calculate-token' },
  ],
  recovery: [
    { actions: ['Barrel Roll', 'Boost'], condition: 'obstacle-bullseye-0-1' },
    // Ruling R27: the action printed on the damage card (or Offline upgrade), never one from the bar.
    { actions: [], condition: 'repair-damage-or-offline' },
    { actions: ['Rotate Arc'], condition: 'no-enemy-in-arc-gain-one' },
    { actions: ['Reload'], condition: 'reload-inactive-charge' },
    { actions: ['Lock'], condition: 'lock-header-weapon-or-nearest' },
    { actions: ['Focus'], condition: 'no-focus-token' },
    { actions: ['Calculate'], condition: 'no-calculate-token' },
  ],
};

/** What the bot knows about the ship when it chooses; everything else is asked. */
export interface ActionContext {
  readonly attitude: Attitude;
  readonly bar: readonly ShipAction[];
  /** Stressed after its maneuver (ruling R22): a stressed ship performs no action. */
  readonly stressed: boolean;
  readonly ionized: boolean;
  readonly hasLockHeaderWeapon: boolean;
  /** Null: not tracked; otherwise whether a torpedo/missile/device upgrade has an inactive charge. */
  readonly inactiveOrdnanceCharge: boolean | null;
  readonly actionDamage: boolean;
  /** Ruling R60: an upgrade of the ship is Offline (absent: none tracked). */
  readonly offlineUpgrade?: boolean;
}

/**
 * 'ask': the players must look at the table (the line applies only if they say so);
 * 'assumed': a token the bot does not track, taken to be absent at activation;
 * 'yes': the bot knows it applies.
 */
export type ConditionStatus = 'yes' | 'no' | 'ask' | 'assumed';

export interface ActionOption {
  readonly type: ActionType;
  readonly red: boolean;
  readonly linked: { readonly type: ActionType; readonly red: boolean } | null;
}

export interface ActionStep {
  readonly condition: ActionCondition;
  readonly status: Exclude<ConditionStatus, 'no'>;
  /** In order of preference (ruling R25). Empty for Recovery's repair line (R27): the card's own action. */
  readonly options: readonly ActionOption[];
}

export interface ActionPlan {
  /** Lines to check in order; the last one is the action taken if none before applies. */
  readonly steps: readonly ActionStep[];
  /** Nothing on the bar qualifies, or the ship is stressed. */
  readonly none: boolean;
  /** Ruling R22: stressed after its maneuver, it performs no action. */
  readonly stressed: boolean;
}

function conditionStatus(c: ActionCondition, ctx: ActionContext): ConditionStatus {
  switch (c) {
    case 'lock-header-weapon':
    case 'lock-header-weapon-or-nearest':
      return ctx.hasLockHeaderWeapon ? 'ask' : 'no';
    case 'reload-inactive-charge':
      return ctx.inactiveOrdnanceCharge === false ? 'no' : 'ask';
    case 'repair-damage-or-offline':
      // Rulings R38, R60: a tracked Action damage card, or a tracked Offline upgrade.
      return ctx.actionDamage || ctx.offlineUpgrade === true ? 'yes' : 'no';
    case 'no-evade-token':
    case 'no-focus-token':
    case 'no-calculate-token':
      return 'assumed';
    default:
      // Ruling R24: even "lock the nearest enemy ship" fails with no enemy at range 0-3.
      return 'ask';
  }
}

interface Ranked {
  readonly option: ActionOption;
  /** The line's action it performs. */
  readonly action: ActionType;
  /** Actions in line with the attitude it performs (R25). */
  readonly score: number;
  readonly order: number;
}

/**
 * The options that satisfy one line (ruling R25, read as ruling R35): each of the line's actions on its own,
 * after a link's first action, or followed by a link's second action, best first.
 */
function lineOptions(ctx: ActionContext, lines: readonly ActionLine[], at: number): ActionOption[] {
  const line = lines[at]!;
  // An extra action counts as in line with the attitude when a later line asks for it:
  // an earlier line's action was measured already and did not have its effect (R25).
  const laterLine = (type: ActionType) => {
    for (let j = at + 1; j < lines.length; j++) if (lines[j]!.actions.includes(type)) return true;
    return false;
  };
  // Between two links to the same action, the one whose first action the attitude ranks higher.
  const firstLine = (type: ActionType) => {
    const j = lines.findIndex((l) => l.actions.includes(type));
    return j < 0 ? lines.length : j;
  };
  const ranked: Ranked[] = [];
  const push = (action: ActionType, option: ActionOption, score: number, rank: number) => {
    const same = ranked.find((r) => r.option.type === option.type && r.option.linked?.type === option.linked?.type && r.option.red === option.red);
    if (!same) ranked.push({ action, option, score, order: rank });
  };
  line.actions.forEach((type, i) => {
    for (const a of ctx.bar) {
      const red = a.difficulty !== 'white';
      if (ctx.ionized) {
        // An ionized ship may perform only Focus, and no linked action after it.
        if (a.type === type && type === 'Focus') push(type, { type, red, linked: null }, 1, i * 10);
        continue;
      }
      if (a.type === type) {
        const l = a.linked;
        if (l && laterLine(l.type)) push(type, { type, red, linked: { type: l.type, red: l.difficulty !== 'white' } }, 2, i * 10 + 1);
        push(type, { type, red, linked: null }, 1, i * 10 + (red ? 3 : 2));
      } else if (a.linked?.type === type) {
        // The line's action as the second of a link: the first is performed to reach it.
        push(
          type,
          { type: a.type, red, linked: { type, red: a.linked.difficulty !== 'white' } },
          laterLine(a.type) ? 2 : 1,
          i * 10 + 4 + firstLine(a.type) / 100,
        );
      }
    }
  });
  // For each of the line's actions only its best options stay: a plain Barrel Roll is no
  // fallback for Focus → Barrel Roll, since it is the same move (R25).
  const best = new Map<ActionType, number>();
  for (const r of ranked) best.set(r.action, Math.max(best.get(r.action) ?? r.score, r.score));
  return ranked
    .filter((r) => r.score === best.get(r.action))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((r) => r.option);
}

/** The priority list for the ship's attitude, filtered by its action bar ("Actions by attitude"). */
export function planActions(ctx: ActionContext): ActionPlan {
  if (ctx.stressed) return { steps: [], none: true, stressed: true };
  const lines = ACTION_PRIORITIES[ctx.attitude];
  const steps: ActionStep[] = [];
  lines.forEach((line, at) => {
    if (steps.at(-1)?.status === 'yes' || steps.at(-1)?.status === 'assumed') return;
    const status = conditionStatus(line.condition, ctx);
    if (status === 'no') return;
    if (line.actions.length === 0) {
      // R27: the repair line names the damage card's action; an ionized ship may only Focus.
      if (!ctx.ionized) steps.push({ condition: line.condition, status, options: [] });
      return;
    }
    const options = lineOptions(ctx, lines, at);
    if (options.length === 0) return;
    steps.push({ condition: line.condition, status, options });
  });
  return { steps, none: steps.length === 0, stressed: false };
}

/**
 * The stress the plan's actions add when the bot knows which one is taken (R22): a red
 * action, or a red linked action, gives 1 stress each. Null: it depends on the table.
 */
export function actionStress(plan: ActionPlan): number | null {
  if (plan.none) return 0;
  if (plan.steps.length !== 1 || plan.steps[0]!.status === 'ask') return null;
  const o = plan.steps[0]!.options[0];
  if (!o) return null; // the damage card's own action
  return (o.red ? 1 : 0) + (o.linked?.red ? 1 : 0);
}
