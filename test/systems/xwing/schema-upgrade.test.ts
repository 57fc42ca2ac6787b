import { describe, expect, test } from 'vitest';
import { evolve } from '../../../src/systems/xwing/play/events.ts';
import { eventSchema, eventSchemaWith, upgradeXwingEvent, XWING_SCHEMA_VERSION } from '../../../src/systems/xwing/schema.ts';
import { bslMission } from '../../../src/systems/xwing/bsl/mission/rules.ts';
import { ship } from './ships.ts';

/** A 'started' event of a custom game against the Empire; `more` adds fields or replaces them. */
function startedEvent<T extends object>(more: T = {} as T) {
  return {
    t: 'started',
    channelId: 'c',
    guildId: null,
    owner: 'u',
    ruleset: 'v0.2',
    scenario: 'custom',
    faction: 'galactic-empire',
    seed: '1',
    rng: [1, 2, 3, 4],
    ...more,
  };
}

describe('X-Wing schema version 2', () => {
  test('a version-1 ship-added event (no charges by upgrade) reads as a ship whose charges are as printed', () => {
    const ship = {
      name: 'BMB-1',
      side: 'solo',
      role: 'reinforcement',
      owner: null,
      faction: 'galactic-empire',
      chassis: 'tiesabomber',
      pilot: 'gammasquadronace',
      initiative: 3,
      attitude: 'offensive',
      stress: 0,
      ion: 0,
      disarm: 0,
      locks: [],
      tally: null,
      actionDamage: false,
      upgrades: ['protontorpedoes'],
      ordnanceCharges: 2,
      status: 'active',
      activated: false,
      attacks: 0,
      defenses: 0,
      pending: null,
    };
    const v1 = { t: 'ship-added', ship };
    expect(XWING_SCHEMA_VERSION).toBe(6);
    expect(eventSchema.safeParse(v1).success).toBe(false);
    const upgraded = eventSchema.parse(upgradeXwingEvent(v1, 1));
    expect(upgraded).toEqual({ t: 'ship-added', ship: { ...ship, charges: {}, engaged: false } });
  });

  test("a version-1 'started' event (no players' faction) still reads", () => {
    const started = startedEvent({ scenario: 'intro' });
    expect(eventSchema.parse(upgradeXwingEvent(started, 1))).toEqual(started);
  });

  test('version 3 (the Big Shed League mission game) is additive: a version-2 event reads unchanged; the new events and fields parse', () => {
    const started = startedEvent({ playerFaction: 'rebel-alliance' });
    expect(eventSchema.parse(upgradeXwingEvent(started, 2))).toEqual(started);
    const v3 = { ...started, scenario: 'campaign', campaign: { mission: 1, active: 'solo', firstPlayer: 'solo', scans: [] } };
    expect(eventSchema.parse(v3)).toEqual(v3);
    for (const e of [
      { t: 'ship-left', ship: 'P1', left: { edge: 'O', via: 'maneuver', code: 'X' } },
      { t: 'role-changed', ships: ['A1'], role: 'withdrawing', tally: 'midpoint of A' },
      { t: 'marker-scanned', ship: 'P1', marker: 3 },
      { t: 'mine-detonated', ships: ['P1'], rolls: [['hit', 'crit', 'blank']], rng: [1, 2, 3, 4] },
      { t: 'turbolaser-fired', ships: ['A1'], rolls: [['focus', 'hit', 'blank']], rng: [1, 2, 3, 4] },
      { t: 'tracking-token-placed', ship: 'P1', tokens: 2 },
      { t: 'vet-reroll-used', ship: 'A3' },
    ])
      // The mission game's events are the mission layer's, joined to the game's by the composition.
      expect(eventSchemaWith(bslMission).parse(e)).toEqual(e);
  });

  test('version 4 (data editions, R50) is additive: a version-3 start reads unchanged and plays the frozen 2.0; a pinned edition parses', () => {
    const started = startedEvent({ playerFaction: 'rebel-alliance' });
    const v3 = eventSchema.parse(upgradeXwingEvent(started, 3));
    expect(v3).toEqual(started);
    expect(evolve(null, v3).edition).toBeUndefined();
    const v4 = { ...started, edition: { id: 'xwa', data: '0dc446f936e8a3f586195e372e5c31d6a62b78d4', points: '50P20' } };
    const parsed = eventSchema.parse(v4);
    expect(parsed).toEqual(v4);
    expect(evolve(null, parsed).edition).toEqual(v4.edition);
    expect(() => eventSchema.parse({ ...started, edition: { id: '2.5', data: 'x', points: null } })).toThrow();
  });

  test("version-4 events read unchanged at version 5: an 'activated' without dice or maneuver, a 'dial-set' without a name", () => {
    for (const e of [
      { t: 'activated', ship: 'TIE-1', attitude: 'balanced' },
      { t: 'dial-set', user: '2000' },
    ])
      expect(eventSchema.parse(upgradeXwingEvent(e, 4))).toEqual(e);
    expect(eventSchema.parse({ t: 'pings-set', user: '2000', on: false })).toEqual({ t: 'pings-set', user: '2000', on: false });
  });

  test("version 6 (R52, R58) is additive: a version-5 'attacked' reads unchanged and adds no damage card; a v6 one adds its cards", () => {
    const v5 = { t: 'attacked', attacker: 'TIE-1', defender: 'TIE-2', damage: 2, attackerAttitude: 'offensive', defenderAttitude: 'defensive' };
    expect(eventSchema.parse(upgradeXwingEvent(v5, 5))).toEqual(v5);
    const started = evolve(null, startedEvent() as Parameters<typeof evolve>[1]);
    const added = (name: string) => ({ t: 'ship-added', ship: ship(name, 1, 'solo') }) as Parameters<typeof evolve>[1];
    const two = [added('TIE-1'), added('TIE-2')].reduce(evolve, started);
    const old = evolve(two, eventSchema.parse(v5));
    expect(old.ships[1]!.damageCards).toBeUndefined();
    const v6 = eventSchema.parse({ ...v5, cards: 2 });
    expect(evolve(two, v6).ships[1]!.damageCards).toBe(2);
    const rolled = { t: 'attitude-rolled', ship: 'TIE-1', face: 'evade', rng: [5, 6, 7, 8] };
    expect(eventSchema.parse(rolled)).toEqual(rolled);
    expect(evolve(two, eventSchema.parse(rolled)).rng).toEqual([5, 6, 7, 8]);
  });
});
