import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { actionStress, isIonized, planActions, stressAfterManeuver, type ActionContext } from '../../../../src/systems/xwing/engine/index.ts';
import { actionContext } from './action-context.ts';

// The rulings R22–R25 and R27 of the rules reference.
const cat = loadCatalog();
const bar = (faction: Parameters<typeof cat.ship>[0], id: string) => cat.ship(faction, id)!.actions;
const ctx = actionContext;
const option = (o: { type: string; red: boolean; linked: { type: string; red: boolean } | null }) =>
  `${o.red ? 'red ' : ''}${o.type}${o.linked ? ` > ${o.linked.red ? 'red ' : ''}${o.linked.type}` : ''}`;
const summary = (c: ActionContext) => planActions(c).steps.map((s) => `${s.condition} [${s.status}]: ${s.options.map(option).join(' / ')}`);

describe('R22: the Perform Action step sees the ship after its maneuver', () => {
  test('a ship stressed after its maneuver performs no action at all (not its white actions either)', () => {
    const plan = planActions(ctx({ stressed: true }));
    expect(plan).toEqual({ steps: [], none: true, stressed: true });
    expect(actionStress(plan)).toBe(0);
  });

  test('a red maneuver gives 1 stress, a blue one removes 1, white and purple change nothing', () => {
    const m = (difficulty: 'white' | 'blue' | 'red' | 'purple') => ({ speed: 2, bearing: 'straight' as const, direction: null, difficulty });
    expect([stressAfterManeuver(0, m('red')), stressAfterManeuver(1, m('blue')), stressAfterManeuver(0, m('blue'))]).toEqual([1, 0, 0]);
    expect([stressAfterManeuver(1, m('white')), stressAfterManeuver(1, m('purple'))]).toEqual([1, 1]);
  });

  test('a ship whose stress a blue maneuver removed keeps its red actions (Y-wing red Barrel Roll)', () => {
    expect(summary(ctx({ attitude: 'offensive', bar: bar('rebel-alliance', 'btla4ywing') }))[0]).toBe('no-enemy-in-arc-gain-one [ask]: red Barrel Roll');
  });

  test('a red action the bot knows is taken adds 1 stress; a red linked action 1 more', () => {
    // An ionized ship's only line is Focus: certain, white.
    expect(actionStress(planActions(ctx({ ionized: true })))).toBe(0);
    // A line that is a question: the players say.
    expect(actionStress(planActions(ctx({})))).toBeNull();
  });
});

describe('R24: a lock can fail', () => {
  test('an Offensive T-65 locks only if an enemy ship is at range 0-3, otherwise it focuses', () => {
    expect(summary(ctx({ attitude: 'offensive', bar: bar('rebel-alliance', 't65xwing') }))).toEqual([
      'no-enemy-in-arc-gain-one [ask]: Barrel Roll',
      'lock-nearest [ask]: Lock',
      'no-focus-token [assumed]: Focus',
    ]);
  });

  test("Recovery's Lock line keeps its fallback to the nearest enemy ship", () => {
    const steps = planActions(
      ctx({ attitude: 'recovery', bar: bar('rebel-alliance', 'btla4ywing'), hasLockHeaderWeapon: true, inactiveOrdnanceCharge: false }),
    ).steps;
    expect(steps.map((s) => s.condition)).toContain('lock-header-weapon-or-nearest');
  });
});

describe("R27: Recovery's repair line is the damage card's action", () => {
  test('it names no action from the ship bar', () => {
    const steps = planActions(ctx({ attitude: 'recovery', actionDamage: true })).steps;
    expect(steps.map((s) => `${s.condition}:${s.options.length}`)).toEqual(['obstacle-bullseye-0-1:1', 'repair-damage-or-offline:0']);
  });
});

describe('R25: linked actions satisfy a line as their first or their second action', () => {
  test('an Offensive JumpMaster 5000 reaches Rotate Arc after Lock or Focus before its lone red Barrel Roll', () => {
    expect(summary(ctx({ attitude: 'offensive', bar: bar('scum-and-villainy', 'jumpmaster5000') }))[0]).toBe(
      'no-enemy-in-arc-gain-one [ask]: Lock > red Rotate Arc / Focus > red Rotate Arc / red Barrel Roll',
    );
  });

  test('a Defensive TIE Advanced x1 prefers Focus > Barrel Roll, and does not fall back to that same link', () => {
    expect(summary(ctx({ attitude: 'defensive', bar: bar('galactic-empire', 'tieadvancedx1') }))).toEqual([
      'in-enemy-arc [ask]: Focus > red Barrel Roll',
      'no-focus-token [assumed]: Focus',
    ]);
  });

  test('a Defensive V-19 prefers Barrel Roll > red Evade to a lone Barrel Roll', () => {
    expect(summary(ctx({ attitude: 'defensive', bar: bar('galactic-republic', 'v19torrentstarfighter') }))[0]).toBe(
      'in-enemy-arc [ask]: Barrel Roll > red Evade',
    );
  });

  test('an ionized ship performs Focus alone, without the link after it', () => {
    expect(summary(ctx({ attitude: 'defensive', ionized: true, bar: bar('galactic-empire', 'tieadvancedx1') }))).toEqual(['no-focus-token [assumed]: Focus']);
  });
});

describe('R23: ion tokens by ship size', () => {
  test.for([
    ['small', 1, true],
    ['medium', 1, false],
    ['medium', 2, true],
    ['large', 2, false],
    ['large', 3, true],
    ['huge', 5, false],
    ['huge', 6, true],
  ] as const)('a %s ship with %i ion tokens is ionized: %s', ([size, ion, ionized]) => {
    expect(isIonized(size, ion)).toBe(ionized);
  });
});
