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
    {
      actions: ['Focus', 'Evade', 'Lock', 'Barrel Roll', 'Boost', 'Calculate', 'Reinforce', 'Coordinate', 'Jam', 'Reload', 'SLAM', 'Rotate Arc', 'Cloak'],
      condition: 'repair-damage-or-offline',
    },
    { actions: ['Rotate Arc'], condition: 'no-enemy-in-arc-gain-one' },
    { actions: ['Reload'], condition: 'reload-inactive-charge' },
    { actions: ['Lock'], condition: 'lock-header-weapon' },
    { actions: ['Focus'], condition: 'no-focus-token' },
    { actions: ['Calculate'], condition: 'no-calculate-token' },
  ],
};

/** What the bot knows about the ship when it chooses; everything else is asked. */
export interface ActionContext {
  readonly attitude: Attitude;
  readonly bar: readonly ShipAction[];
  readonly stressed: boolean;
  readonly ionized: boolean;
  readonly hasLockHeaderWeapon: boolean;
  /** Null: not tracked; otherwise whether a torpedo/missile/device upgrade has an inactive charge. */
  readonly inactiveOrdnanceCharge: boolean | null;
  readonly actionDamage: boolean;
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
  readonly options: readonly ActionOption[];
}

export interface ActionPlan {
  /** Lines to check in order; the last one is the action taken if none before applies. */
  readonly steps: readonly ActionStep[];
  /** Nothing on the bar qualifies. */
  readonly none: boolean;
}

function conditionStatus(c: ActionCondition, ctx: ActionContext): ConditionStatus {
  switch (c) {
    case 'lock-header-weapon':
      return ctx.hasLockHeaderWeapon ? 'ask' : 'no';
    case 'reload-inactive-charge':
      return ctx.inactiveOrdnanceCharge === false ? 'no' : 'ask';
    case 'repair-damage-or-offline':
      return ctx.actionDamage ? 'yes' : 'no';
    case 'no-evade-token':
    case 'no-focus-token':
    case 'no-calculate-token':
      return 'assumed';
    case 'lock-nearest':
      return 'yes'; // "if none, the nearest enemy ship": always has a target while enemies remain
    default:
      return 'ask';
  }
}

/** The priority list for the ship's attitude, filtered by its action bar ("Actions by attitude"). */
export function planActions(ctx: ActionContext): ActionPlan {
  const lines = ACTION_PRIORITIES[ctx.attitude];
  const inAttitude = new Set(lines.flatMap((l) => l.actions));
  const allowed = (type: ActionType, red: boolean) => {
    if (ctx.ionized) return type === 'Focus'; // an ionized ship may perform only Focus
    return !(red && ctx.stressed);
  };
  const steps: ActionStep[] = [];
  for (const line of lines) {
    const status = conditionStatus(line.condition, ctx);
    if (status === 'no') continue;
    const options: ActionOption[] = [];
    for (const type of line.actions) {
      // A bar may list an action twice (plain and linked): prefer the link that performs
      // another action of this attitude, as the rules ask.
      const entries = ctx.bar.filter((a) => a.type === type && allowed(type, a.difficulty !== 'white'));
      if (entries.length === 0) continue;
      const linked = entries.map((a) => a.linked).find((l) => l && l.type !== type && inAttitude.has(l.type) && allowed(l.type, l.difficulty !== 'white'));
      const base = entries[0]!;
      options.push({
        type,
        red: base.difficulty !== 'white',
        linked: linked ? { type: linked.type, red: linked.difficulty !== 'white' } : null,
      });
    }
    if (options.length === 0) continue;
    steps.push({ condition: line.condition, status, options });
    if (status === 'yes' || status === 'assumed') break;
  }
  return { steps, none: steps.length === 0 };
}
