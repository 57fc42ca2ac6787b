import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { shipProfile } from '../../../../src/systems/xwing/catalog/profile.ts';
import {
  RULESET_V01,
  RULESET_V02,
  planActions,
  systemPhaseBombCheck,
  weaponPriority,
  GivenDice,
  type ActionContext,
} from '../../../../src/systems/xwing/engine/index.ts';
import { actionContext } from './action-context.ts';

const cat = loadCatalog();
const ctx = actionContext;
const summary = (c: ActionContext) =>
  planActions(c).steps.map((s) => `${s.condition}:${s.options.map((o) => (o.red ? 'red ' : '') + o.type + (o.linked ? `>${o.linked.type}` : '')).join('/')}`);

describe('actions by attitude', () => {
  test('a Balanced TIE/ln: barrel roll away from a close obstacle, otherwise Focus', () => {
    expect(summary(ctx({}))).toEqual(['obstacle-bullseye-0-2:Barrel Roll', 'no-focus-token:Focus']);
  });

  test('a Defensive TIE/ln: leave an enemy arc, otherwise Evade', () => {
    expect(summary(ctx({ attitude: 'defensive' }))).toEqual(['in-enemy-arc:Barrel Roll', 'no-evade-token:Evade']);
  });

  test('an Offensive T-65 locks the nearest enemy if one is at range 0-3, otherwise focuses (R24)', () => {
    const bar = cat.ship('rebel-alliance', 't65xwing')!.actions;
    expect(summary(ctx({ attitude: 'offensive', bar }))).toEqual(['no-enemy-in-arc-gain-one:Barrel Roll', 'lock-nearest:Lock', 'no-focus-token:Focus']);
  });

  test('a V-19 prefers its linked Barrel Roll > red Evade when Defensive; stressed after its maneuver, it performs no action (R22)', () => {
    const bar = cat.ship('galactic-republic', 'v19torrentstarfighter')!.actions;
    expect(summary(ctx({ attitude: 'defensive', bar }))[0]).toBe('in-enemy-arc:Barrel Roll>Evade');
    expect(summary(ctx({ attitude: 'defensive', bar, stressed: true }))).toEqual([]);
  });

  test('an unstressed Y-wing may take its red actions (red Barrel Roll, red Reload); locks can fail (R24)', () => {
    const bar = cat.ship('rebel-alliance', 'btla4ywing')!.actions;
    expect(summary(ctx({ attitude: 'offensive', bar, hasLockHeaderWeapon: true, inactiveOrdnanceCharge: true }))).toEqual([
      'no-enemy-in-arc-gain-one:red Barrel Roll',
      'lock-header-weapon:Lock',
      'lock-nearest:Lock',
      'reload-inactive-charge:red Reload',
      'no-focus-token:Focus',
    ]);
    // Stressed after its maneuver: no action at all (R22).
    expect(summary(ctx({ attitude: 'recovery', bar, stressed: true, inactiveOrdnanceCharge: true }))).toEqual([]);
  });

  test('an ionized ship may only Focus', () => {
    expect(summary(ctx({ attitude: 'defensive', ionized: true }))).toEqual(['no-focus-token:Focus']);
  });

  test('Recovery with an Action damage card repairs it first', () => {
    expect(summary(ctx({ attitude: 'recovery', actionDamage: true }))[1]).toMatch(/^repair-damage-or-offline:/);
  });
});

describe('engagement and other phases', () => {
  test('weapon priority: Lock-header special weapons, then other specials, then primary', () => {
    const ywing = cat.ship('rebel-alliance', 'btla4ywing')!;
    const profile = shipProfile(ywing, null, [cat.upgrade('protontorpedoes')!, cat.upgrade('ioncannonturret')!]);
    expect(weaponPriority(profile.weapons).map((w) => w.id)).toEqual(['protontorpedoes', 'ioncannonturret', 'primary-front']);
  });

  test('System Phase: one attack die per enemy in range; any hit or crit drops the device', () => {
    expect(systemPhaseBombCheck(new GivenDice({ attack: ['blank', 'focus'] }), 2)).toEqual({ rolls: ['blank', 'focus'], drops: false });
    expect(systemPhaseBombCheck(new GivenDice({ attack: ['blank', 'crit'] }), 2)).toEqual({ rolls: ['blank', 'crit'], drops: true });
    expect(systemPhaseBombCheck(new GivenDice({}), 0)).toEqual({ rolls: [], drops: false });
  });

  test('outside its activation a v0.2 ship uses its current attitude; a v0.1 ship rolls a defense die for it (v0.1 seed)', () => {
    expect(RULESET_V02.outsideActivation).toBe('current-attitude');
    expect(RULESET_V01.outsideActivation).toBe('defense-die');
  });
});
