import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FACTION_IDS } from '../../../../src/systems/xwing/catalog/schema.ts';
import { ATTITUDES } from '../../../../src/systems/xwing/engine/types.ts';
import { decodeShip, decodeState, encodeShip, encodeState, shapedState } from '../../../../src/systems/xwing/play/codec.ts';
import { evolve } from '../../../../src/systems/xwing/play/events.ts';
import type { GameState, ShipState } from '../../../../src/systems/xwing/play/state.ts';

// decodeShip and shapedState rewrite every ship and state evolve makes into one object
// shape (for V8's sake, see codec.ts): they must change no value, and the stored form must
// still read back as the state it was written from.

// Plain objects, as the game builds them (fast-check's records and dictionaries have no prototype by default).
const record = ((model: Record<string, fc.Arbitrary<unknown>>, constraints: { requiredKeys?: string[] } = {}) =>
  fc.record(model, { ...constraints, noNullPrototype: true })) as typeof fc.record;
const name = fc.string({ minLength: 1, maxLength: 8 });
const count = fc.nat({ max: 9 });
const side = fc.constantFrom('left' as const, 'right' as const);
const face = fc.constantFrom('hit' as const, 'crit' as const, 'focus' as const, 'blank' as const);

const ship: fc.Arbitrary<ShipState> = record(
  {
    name,
    side: fc.constantFrom('player' as const, 'solo' as const),
    role: fc.constantFrom('player' as const, 'patrol' as const, 'reinforcement' as const, 'custom' as const, 'transport' as const),
    owner: fc.option(name, { nil: null }),
    faction: fc.constantFrom(...FACTION_IDS),
    chassis: name,
    pilot: fc.option(name, { nil: null }),
    initiative: fc.integer({ min: 0, max: 6 }),
    attitude: fc.constantFrom(...ATTITUDES),
    stress: count,
    ion: count,
    disarm: count,
    locks: fc.array(name, { maxLength: 2 }),
    tally: fc.option(name, { nil: null }),
    actionDamage: fc.boolean(),
    upgrades: fc.array(name, { maxLength: 2 }),
    ordnanceCharges: fc.option(count, { nil: null }),
    charges: fc.dictionary(fc.constantFrom('a', 'b', 'c'), count, { noNullPrototype: true }),
    status: fc.constantFrom('active' as const, 'destroyed' as const, 'fled' as const),
    activated: fc.boolean(),
    engaged: fc.boolean(),
    attacks: count,
    defenses: count,
    pending: fc.option(
      record({
        id: fc.nat(),
        chart: fc.option(fc.constantFrom('bullseye' as const, 'front' as const, 'side' as const, 'rear' as const), { nil: null }),
        roll: fc.option(record({ defense: fc.constantFrom('evade' as const, 'focus' as const, 'blank' as const), attack: face }), { nil: null }),
        tallySide: fc.option(side, { nil: null }),
        obstacleSide: fc.option(side, { nil: null }),
      }),
      { nil: null },
    ),
    campaignRole: fc.constantFrom('line' as const, 'ace' as const, 'runner' as const, 'scout' as const, 'evader' as const, 'withdrawing' as const),
    left: record({
      edge: fc.option(fc.constantFrom('A' as const, 'O' as const, 'N1' as const, 'N2' as const), { nil: null }),
      via: fc.constantFrom('maneuver' as const, 'jump' as const),
      code: fc.constantFrom('W' as const, 'D' as const, 'X' as const, 'OBJ' as const),
    }),
    tracking: record({ tokens: count, needed: fc.integer({ min: 1, max: 3 }) }),
    vetReroll: fc.boolean(),
    damageCards: count,
    destroyedRound: fc.integer({ min: 1, max: 12 }),
    reinforcementOf: name,
  },
  {
    requiredKeys: [
      'name',
      'side',
      'role',
      'owner',
      'faction',
      'chassis',
      'pilot',
      'initiative',
      'attitude',
      'stress',
      'ion',
      'disarm',
      'locks',
      'tally',
      'actionDamage',
      'upgrades',
      'ordnanceCharges',
      'charges',
      'status',
      'activated',
      'engaged',
      'attacks',
      'defenses',
      'pending',
    ],
  },
);

const u32 = fc.nat({ max: 0xffffffff });
const state: fc.Arbitrary<GameState> = record(
  {
    channelId: name,
    guildId: fc.option(name, { nil: null }),
    owner: name,
    ruleset: fc.constantFrom('v0.2' as const, 'v0.1' as const),
    scenario: fc.constantFrom('intro' as const, 'custom' as const, 'campaign' as const),
    faction: fc.constantFrom(...FACTION_IDS),
    playerFaction: fc.constantFrom(...FACTION_IDS),
    setup: record({ patrol: count, reinforcement: count, ace: fc.boolean(), transport: fc.boolean() }),
    campaign: record({
      mission: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      active: fc.constantFrom('player' as const, 'solo' as const),
      firstPlayer: fc.constantFrom('player' as const, 'solo' as const),
      scans: fc.array(record({ marker: fc.integer({ min: 1, max: 5 }), ship: name, round: fc.integer({ min: 1, max: 12 }) }), { maxLength: 2 }),
    }),
    seed: name,
    rng: fc.tuple(u32, u32, u32, u32),
    round: fc.integer({ min: 1, max: 12 }),
    phase: fc.constantFrom('planning' as const, 'activation' as const, 'engagement' as const, 'end' as const, 'ended' as const),
    ships: fc.array(ship, { maxLength: 4 }),
    ended: fc.option(
      record(
        {
          reason: fc.constantFrom('players-gone' as const, 'solo-destroyed' as const, 'ended-by-players' as const, 'round-limit' as const),
          round: fc.integer({ min: 1, max: 12 }),
          gone: fc.array(fc.constantFrom('player' as const, 'solo' as const), { maxLength: 2 }),
        },
        { requiredKeys: ['reason', 'round'] },
      ),
      { nil: null },
    ),
    ready: fc.array(name, { maxLength: 2 }),
    step: fc.nat(),
  },
  {
    requiredKeys: [
      'channelId',
      'guildId',
      'owner',
      'ruleset',
      'scenario',
      'faction',
      'playerFaction',
      'seed',
      'rng',
      'round',
      'phase',
      'ships',
      'ended',
      'ready',
      'step',
    ],
  },
);

// Every field, optional ones too: a field added to ShipState or GameState does not compile
// here until it is added, and then the first two tests fail until the codec writes it.
const everyShipField: Required<ShipState> = {
  name: 'TIE-1',
  side: 'solo',
  role: 'patrol',
  owner: null,
  faction: 'galactic-empire',
  chassis: 'tielnfighter',
  pilot: null,
  initiative: 1,
  attitude: 'balanced',
  stress: 1,
  ion: 1,
  disarm: 1,
  locks: ['Luke'],
  tally: 'Luke',
  actionDamage: true,
  upgrades: ['u'],
  ordnanceCharges: 1,
  charges: { u: 1 },
  status: 'active',
  activated: true,
  engaged: true,
  attacks: 1,
  defenses: 1,
  pending: { id: 1, chart: 'front', roll: null, tallySide: 'left', obstacleSide: null },
  campaignRole: 'scout',
  left: { edge: 'A', via: 'maneuver', code: 'W' },
  tracking: { tokens: 1, needed: 2 },
  vetReroll: true,
  damageCards: 1,
  destroyedRound: 2,
  reinforcementOf: 'TIE-2',
  offline: ['u'],
};
const everyStateField: Required<GameState> = {
  channelId: 'c',
  guildId: 'g',
  owner: 'o',
  ruleset: 'v0.2',
  scenario: 'campaign',
  faction: 'galactic-empire',
  playerFaction: 'rebel-alliance',
  setup: { patrol: 0, reinforcement: 0, ace: true, transport: true },
  campaign: { mission: 1, active: 'solo', firstPlayer: 'solo', scans: [] },
  edition: { id: 'xwa', data: 'd', points: '50P20' },
  seed: 's',
  quiet: ['u'],
  rng: [1, 2, 3, 4],
  round: 2,
  phase: 'activation',
  ships: [everyShipField],
  ended: null,
  ready: ['u'],
  step: 9,
};

describe('the one shape of ships and states', () => {
  it('decodeShip writes every field of a ship, and the stored form keeps them', () => {
    expect(Object.keys(decodeShip(everyShipField)).sort()).toEqual(Object.keys(everyShipField).sort());
    expect(decodeState(encodeState({ ...everyStateField, ships: [everyShipField] })).ships[0]).toStrictEqual(everyShipField);
  });

  it('shapedState writes every field of a state, and the stored form keeps them', () => {
    expect(Object.keys(shapedState(everyStateField, everyStateField.ships)).sort()).toEqual(Object.keys(everyStateField).sort());
    expect(decodeState(encodeState(everyStateField))).toStrictEqual(everyStateField);
  });

  test.prop([ship], { numRuns: 300 })('decodeShip of a whole ship is the same ship', (s) => {
    expect(decodeShip(s)).toStrictEqual(s);
  });

  test.prop([state], { numRuns: 300 })('shapedState is the same state; a stored state reads back as it was', (s) => {
    expect(shapedState(s, s.ships)).toStrictEqual(s);
    expect(decodeState(encodeState(s))).toStrictEqual(s);
  });

  test.prop([state, ship], { numRuns: 200 })(
    'encodeState writes what stringifying the stored form writes, also for a ship it has written before',
    (s, generated) => {
      const plain = (x: GameState) => JSON.stringify(shapedState(x, x.ships.map(encodeShip)));
      expect(encodeState(s)).toBe(plain(s));
      // Again (each ship's JSON is kept), and after an event that makes one ship anew.
      expect(encodeState(s)).toBe(plain(s));
      const next = evolve(s, { t: 'ship-added', ship: { ...generated, name: 'a new ship' } });
      expect(encodeState(next)).toBe(plain(next));
    },
  );

  test.prop([state], { numRuns: 100 })('a state stored before the ready check (v2) reads back with nobody ready', (s) => {
    const { ready: _ready, ...old } = JSON.parse(encodeState(s)) as Record<string, unknown>;
    expect(decodeState(JSON.stringify(old))).toStrictEqual({ ...s, ready: [] });
  });

  test.prop([state, ship], { numRuns: 200 })('evolve keeps every field a ship-added or activated event does not change', (s, generated) => {
    const added = { ...generated, name: 'a new ship' }; // longer than any generated name
    const withShip = evolve(s, { t: 'ship-added', ship: added });
    expect(withShip).toStrictEqual({ ...s, ships: [...s.ships, added], step: s.step + 1 });
    const activated = evolve(withShip, { t: 'activated', ship: added.name, attitude: 'defensive' });
    const after = activated.ships.find((x) => x.name === added.name);
    expect(after).toStrictEqual({ ...withShip.ships.find((x) => x.name === added.name), attitude: 'defensive', activated: true, pending: null });
  });
});
