import { describe, expect, test } from 'vitest';
import { en as hexEn } from '../../../src/systems/hex/strings/en.ts';
import { fr as hexFr } from '../../../src/systems/hex/strings/fr.ts';
import type { Decision } from '../../../src/core/system.ts';
import { decideAddCraft, decideRemoveCraft, decideEnd, decideRoundNext, decideSettings, viewRoster } from '../../../src/systems/hex/decisions.ts';
import { evolve, HEX_EVENT_TYPES, replay, type HexEvent } from '../../../src/systems/hex/events.ts';
import { decideCheck, decideSquadron, decideStats } from '../../../src/systems/hex/moves.ts';
import { hexEventSchema, hexStateSchema } from '../../../src/systems/hex/schema.ts';
import type { HexState } from '../../../src/systems/hex/state.ts';
import { hexSystem } from '../../../src/systems/hex/system.ts';

// The channel's hex game: decisions → events → state, as the core will run them.

class Table {
  state: HexState | null = null;
  readonly log: HexEvent[] = [];
  /** Applies a decision's events like the core does, checking each against the schema. */
  run<V>(decision: Decision<HexEvent, V>): V {
    if (!decision.ok) throw new Error(`refused: ${decision.code} ${JSON.stringify(decision.params)}`);
    for (const e of decision.events) {
      hexEventSchema.parse(e);
      this.state = hexSystem.evolve(this.state, e);
      this.log.push(e);
    }
    return decision.view;
  }
}

function redSquadron(): Table {
  const t = new Table();
  t.run(decideAddCraft(t.state, { name: 'Red1', space: '8', piloting: '5D+2', maneuverability: '3D', squadron: 'Red' }));
  t.run(decideAddCraft(t.state, { name: 'Red2', space: 8, piloting: '4D+1', maneuverability: '3D', squadron: 'red' }));
  t.run(decideAddCraft(t.state, { name: 'Red3', space: '8', piloting: '4D+1', maneuverability: '3D', squadron: 'RED' }));
  t.run(decideAddCraft(t.state, { name: 'Home One', space: '4', piloting: '4D', maneuverability: '1D', kind: 'capital' }));
  return t;
}

describe('roster and settings', () => {
  test('the first write starts the game with pips:drop (H1 default); adding keeps the squadron spelling', () => {
    const t = redSquadron();
    expect(t.log[0]).toEqual({ t: 'started', pips: 'drop' });
    expect(t.log.filter((e) => e.t === 'started')).toHaveLength(1);
    expect(t.state?.crafts.map((c) => [c.name, c.squadron, c.kind])).toEqual([
      ['Red1', 'Red', 'squadron'],
      ['Red2', 'Red', 'squadron'],
      ['Red3', 'Red', 'squadron'],
      ['Home One', null, 'capital'],
    ]);
    expect(hexStateSchema.parse(t.state)).toEqual(t.state);
  });

  test('the state is rebuilt exactly by replaying the log, and survives encode/decode', () => {
    const t = redSquadron();
    t.run(decideSettings(t.state, { pips: 'round' }));
    t.run(decideRoundNext(t.state));
    expect(replay(t.log)).toEqual(t.state);
    expect(hexStateSchema.parse(hexSystem.decodeState(hexSystem.encodeState(t.state!)))).toEqual(t.state);
  });

  test('H1: the pips setting changes every derived value; setting it again writes nothing', () => {
    const t = new Table();
    t.run(decideAddCraft(t.state, { name: 'PIP', space: '7', piloting: '2D+2', maneuverability: '2D' }));
    const before = t.run(decideStats(t.state, { craft: 'pip' }));
    const changed = decideSettings(t.state, { pips: 'round' });
    expect(changed).toMatchObject({ ok: true, events: [{ t: 'settings-changed', pips: 'round' }], view: { changed: true } });
    t.run(changed);
    const after = t.run(decideStats(t.state, { craft: 'PIP' }));
    expect([before.stats.attackSpeed, before.stats.turnDistance, after.stats.attackSpeed, after.stats.turnDistance]).toEqual([5, 6, 6, 5]);
    expect(decideSettings(t.state, { pips: 'round' })).toMatchObject({ ok: true, events: [], view: { changed: false } });
  });

  test('removing a craft, and the roster view lists what is left', () => {
    const t = redSquadron();
    expect(t.run(decideRemoveCraft(t.state, { name: ' home one ' }))).toEqual({ name: 'Home One' });
    const roster = viewRoster(t.state);
    expect(roster.ok && roster.view.crafts.map((c) => c.craft.name)).toEqual(['Red1', 'Red2', 'Red3']);
    expect(viewRoster(null)).toMatchObject({ ok: true, events: [], view: { crafts: [], round: 1, pips: 'drop' } });
  });
});

describe('refusals say what is wrong', () => {
  const t = redSquadron();
  test.for([
    ['a taken name, in any case', () => decideAddCraft(t.state, { name: 'red1', space: '8', piloting: '4D' }), 'name-taken', { name: 'red1' }],
    [
      'a bad die code (H1: 2D+3)',
      () => decideAddCraft(t.state, { name: 'X', space: '8', piloting: '2D+3' }),
      'bad-code',
      { field: 'piloting', problem: 'too-many-pips', suggestion: '3D' },
    ],
    ['a negative Space (H5)', () => decideAddCraft(t.state, { name: 'X', space: '-1', piloting: '2D' }), 'bad-code', { field: 'space', problem: 'negative' }],
    [
      'a bad Maneuverability',
      () => decideAddCraft(t.state, { name: 'X', space: '8', piloting: '2D', maneuverability: '3D+5' }),
      'bad-code',
      { field: 'maneuverability', suggestion: '4D+2' },
    ],
    ['a name with `;`', () => decideAddCraft(t.state, { name: 'a;b', space: '8', piloting: '2D' }), 'bad-name', { problem: 'characters' }],
    ['an empty name', () => decideAddCraft(t.state, { name: '  ', space: '8', piloting: '2D' }), 'bad-name', { problem: 'empty' }],
    ['a long name', () => decideAddCraft(t.state, { name: 'x'.repeat(33), space: '8', piloting: '2D' }), 'bad-name', { problem: 'too-long', max: 32 }],
    [
      'a squadron for a Hero',
      () => decideAddCraft(t.state, { name: 'Luke', space: '8', piloting: '6D', kind: 'hero', squadron: 'Red' }),
      'squadron-kind',
      { kind: 'hero' },
    ],
    ['an unknown craft', () => decideRemoveCraft(t.state, { name: 'Gold9' }), 'unknown-craft', { name: 'Gold9', known: 'Red1, Red2, Red3, Home One' }],
    ['an unknown craft with no game', () => decideCheck(null, { craft: 'Red1', path: '3' }), 'unknown-craft', { known: '' }],
    ['a craft and inline stats', () => decideStats(t.state, { craft: 'Red1', space: '8' }), 'craft-or-stats', { problem: 'both' }],
    ['neither craft nor stats', () => decideStats(t.state, {}), 'craft-or-stats', { problem: 'neither', missing: 'space, piloting' }],
    ['incomplete inline stats', () => decideStats(t.state, { space: '8' }), 'craft-or-stats', { problem: 'incomplete', missing: 'piloting' }],
    ['an unknown squadron', () => decideSquadron(t.state, { squadron: 'Gold', paths: 'Gold1: 3' }), 'unknown-squadron', { known: 'Red' }],
    ['paths without a colon', () => decideSquadron(t.state, { squadron: 'Red', paths: 'Red1 3 L 5' }), 'bad-paths', { problem: 'no-colon' }],
    ['a craft given two paths', () => decideSquadron(t.state, { squadron: 'Red', paths: 'Red1: 3; red1: 4' }), 'bad-paths', { problem: 'duplicate' }],
    ['no paths', () => decideSquadron(t.state, { squadron: 'Red', paths: ' ; ' }), 'bad-paths', { problem: 'empty' }],
    [
      'a craft from elsewhere',
      () => decideSquadron(t.state, { squadron: 'Red', paths: 'Red1: 9; Red2: 8; Red3: 8; Home One: 2' }),
      'not-in-squadron',
      { name: 'Home One' },
    ],
    ['a squadron craft left out (H8)', () => decideSquadron(t.state, { squadron: 'Red', paths: 'Red1: 9; Red3: 8' }), 'missing-paths', { missing: 'Red2' }],
    ['a round before any game', () => decideRoundNext(null), 'no-hex-game', {}],
  ] as const)('%s', ([, decide, code, params]) => {
    const r = decide();
    expect(r).toMatchObject({ ok: false, code, params });
    if (!r.ok) expect(hexSystem.refusalText(r, 'en')).toMatch(/\w{3}/);
  });

  // Every code's words, with its own parameters: test/core/refusal-words.test.ts.
  test('codes of other systems have no words here', () => {
    expect(hexSystem.refusalText({ ok: false, code: 'no-game', params: {} }, 'en')).toBeUndefined();
  });

  test('H1: the refusal for 2D+3 says how to write it', () => {
    const r = decideAddCraft(null, { name: 'X', space: '8', piloting: '2D+3' });
    expect(r.ok || hexSystem.refusalText(r, 'en')).toContain('write `3D`');
  });
});

describe('checks, commits and rounds', () => {
  test('H8: a Capital Ship stops only after a round at Attack Speed, and may stay stopped round after round', () => {
    const t = redSquadron();
    const first = t.run(decideCheck(t.state, { craft: 'Home One', path: 'stop', commit: true }));
    expect(first.verdict.errors).toEqual([{ code: 'E_STOP_PRIOR', prior: null }]);
    expect(first.record).toBe('illegal');

    t.run(decideCheck(t.state, { craft: 'Home One', path: '5 L 1', commit: true }));
    expect(t.state?.crafts.find((c) => c.name === 'Home One')?.rate).toBe('attack');
    t.run(decideRoundNext(t.state));
    for (let round = 2; round <= 4; round++) {
      const stop = decideCheck(t.state, { craft: 'Home One', path: 'stop', commit: true });
      expect(stop).toMatchObject({
        ok: true,
        events: [{ t: 'rate-committed', crafts: ['Home One'], rate: 'attack' }],
        view: { record: 'recorded', priorSource: 'recorded' },
      });
      t.run(stop);
      t.run(decideRoundNext(t.state));
    }
    expect(t.state?.round).toBe(5);
  });

  test('H8: after Full Throttle no dead stop; a craft that committed nothing has no prior next round', () => {
    const t = redSquadron();
    t.run(decideCheck(t.state, { craft: 'Home One', path: '8', commit: true }));
    const round = t.run(decideRoundNext(t.state));
    expect(round.priors).toEqual([
      { name: 'Red1', kind: 'squadron', prior: null },
      { name: 'Red2', kind: 'squadron', prior: null },
      { name: 'Red3', kind: 'squadron', prior: null },
      { name: 'Home One', kind: 'capital', prior: 'full' },
    ]);
    expect(t.run(decideCheck(t.state, { craft: 'Home One', path: 'stop' })).verdict.errors).toEqual([{ code: 'E_STOP_PRIOR', prior: 'full' }]);
    // Reference, Bot surface: `prior` given inline overrides the recorded rate.
    const given = t.run(decideCheck(t.state, { craft: 'Home One', path: 'stop', prior: 'attack' }));
    expect([given.verdict.rate, given.priorSource]).toEqual(['attack', 'given']);
    t.run(decideRoundNext(t.state));
    expect(t.state?.crafts.every((c) => c.prior === null && c.rate === null)).toBe(true);
  });

  test('H6: a squadron craft with mates is not committed alone; `/hex squadron` commits them all', () => {
    const t = redSquadron();
    const alone = decideCheck(t.state, { craft: 'Red3', path: '3 R 3 L 3', commit: true });
    expect(alone).toMatchObject({ ok: true, events: [], view: { record: 'squadron', squadron: 'Red' } });
    const sq = decideSquadron(t.state, { squadron: 'red', paths: 'Red1: 9; red2: 3 L 5; RED3: 3 R 3 L 3', commit: true });
    expect(sq).toMatchObject({
      ok: true,
      events: [{ t: 'rate-committed', crafts: ['Red1', 'Red2', 'Red3'], squadron: 'Red', rate: 'full' }],
      view: { record: 'recorded' },
    });
    t.run(sq);
    expect(t.state?.crafts.map((c) => c.rate)).toEqual(['full', 'full', 'full', null]);
  });

  test('H6, H9: an illegal squadron move is not recorded', () => {
    const t = redSquadron();
    const sq = decideSquadron(t.state, { squadron: 'Red', paths: 'Red1: 9\nRed2: 3 L 5\nRed3: 3 R 3 L 3', rate: 'attack', commit: true });
    expect(sq).toMatchObject({ ok: true, events: [], view: { record: 'illegal', verdict: { legal: false } } });
  });

  test('a squadron craft flying alone commits its own rate', () => {
    const t = new Table();
    t.run(decideAddCraft(t.state, { name: 'Scout', space: '10', piloting: '3D' }));
    expect(decideCheck(t.state, { craft: 'Scout', path: '9', commit: true })).toMatchObject({
      events: [{ t: 'rate-committed', crafts: ['Scout'], squadron: null, rate: 'full' }],
    });
  });

  test('inline stats need no game and cannot be committed; kind defaults to squadron craft', () => {
    const v = decideCheck(null, { space: '8', piloting: '4D+1', maneuverability: '3D', path: '3 L 3 R 2', commit: true });
    expect(v).toMatchObject({ ok: true, events: [], view: { record: 'inline', subject: { name: null, kind: 'squadron' }, verdict: { rate: 'attack' } } });
    const hero = decideCheck(null, { space: '12', piloting: '7D', maneuverability: '4D', kind: 'hero', path: '5 B 5' });
    expect(hero).toMatchObject({ ok: true, view: { verdict: { rate: 'attack' } } });
  });

  test('H9: Full Throttle may be declared at any distance', () => {
    const t = redSquadron();
    const v = t.run(decideCheck(t.state, { craft: 'Red2', path: '2', rate: 'full' }));
    expect([v.verdict.rate, v.verdict.mayFire, v.verdict.legalAt.attack]).toEqual(['full', false, true]);
  });
});

describe('the stored forms', () => {
  test('every event type has a schema entry, words for undo, and evolves', () => {
    const t = redSquadron();
    t.run(decideSettings(t.state, { pips: 'round' }));
    t.run(decideCheck(t.state, { craft: 'Home One', path: '8', commit: true }));
    t.run(decideRemoveCraft(t.state, { name: 'Red3' }));
    t.run(decideRoundNext(t.state));
    t.run(decideEnd(t.state));
    expect(t.state?.closed).toBe(true);
    expect(hexSystem.ended(t.state!)).toBe(true);
    expect(decideEnd(t.state).ok).toBe(false); // a closed roster is closed once
    expect(new Set(t.log.map((e) => e.t))).toEqual(new Set(HEX_EVENT_TYPES));
    const words = t.log.map((e) => hexSystem.describe(e, 'en'));
    expect(words).toContain('adding Red1');
    expect(words).toContain('removing Red3');
    expect(words).toContain("Home One's Full Throttle");
    expect(words).toContain('the move to round 2');
    expect(words).toContain('closing the roster');
    expect(hexSystem.describe({ t: 'rate-committed', crafts: ['Red1', 'Red2'], squadron: 'Red', rate: 'attack' }, 'fr')).toBe('la vitesse d’attaque de Red');
  });

  test.for([
    ['the core’s reserved `undone`', { t: 'undone', seq: 1 }],
    ['an unknown type', { t: 'exploded' }],
    [
      'a negative Space (H5)',
      {
        t: 'craft-added',
        craft: { name: 'X', kind: 'squadron', squadron: null, space: -1, piloting: { dice: 1, pips: 0 }, maneuverability: { dice: 1, pips: 0 } },
      },
    ],
    [
      '3 pips (H1)',
      {
        t: 'craft-added',
        craft: { name: 'X', kind: 'squadron', squadron: null, space: 1, piloting: { dice: 1, pips: 3 }, maneuverability: { dice: 1, pips: 0 } },
      },
    ],
    ['a name with `:`', { t: 'craft-removed', name: 'a:b' }],
    ['a rate that does not exist', { t: 'rate-committed', crafts: ['X'], squadron: null, rate: 'ludicrous' }],
  ])('the event schema rejects %s', ([, event]) => {
    expect(hexEventSchema.safeParse(event).success).toBe(false);
  });

  test('evolve refuses events that cannot happen', () => {
    expect(() => evolve(null, { t: 'round-advanced', round: 2 })).toThrow(/before the game started/);
    const s = evolve(null, { t: 'started', pips: 'drop' });
    expect(() => evolve(s, { t: 'craft-removed', name: 'ghost' })).toThrow(/unknown craft/);
  });

  test('the system is what the core expects of it', () => {
    expect([hexSystem.id, hexSystem.title, hexSystem.schemaVersion]).toEqual(['hex', 'Hex squadrons', 1]);
    const s = evolve(null, { t: 'started', pips: 'drop' });
    expect([hexSystem.follows(s), hexSystem.ended(s), hexSystem.noticeSchema.safeParse({}).success]).toEqual([null, false, false]);
    expect(hexSystem.upgradeEvent({ t: 'started', pips: 'drop' }, 1)).toEqual({ t: 'started', pips: 'drop' });
  });
});

describe('a refusal that names options names them as the reader’s client does', () => {
  test('in French the French names, in English the English ones', () => {
    const words = (locale: 'en' | 'fr', p: Parameters<(typeof hexFr.refusals)['craft-or-stats']>[0]) =>
      (locale === 'fr' ? hexFr : hexEn).refusals['craft-or-stats'](p);
    expect(words('fr', { problem: 'both', missing: '' })).toBe(
      'Donnez soit `appareil`, soit des caractéristiques en ligne (`espace`, `pilotage`, `manœuvrabilité`, `type`), pas les deux.',
    );
    expect(words('fr', { problem: 'incomplete', missing: 'space, piloting' })).toMatch(
      /^Les caractéristiques en ligne demandent aussi espace, pilotage, par ex\. `espace:8 /,
    );
    expect(words('fr', { problem: 'neither', missing: 'space, piloting' })).toMatch(/^Nommez un appareil \(`appareil`\) de la liste/);
    expect(hexFr.refusals['squadron-kind']({ kind: 'hero', squadron: 'Rouge' })).toMatch(/Retirez `escadrille`\.$/);
    expect(hexFr.priorLine('attack', 'given')).toMatch(/d’après `précédente`\)\.$/);
    expect(words('en', { problem: 'both', missing: '' })).toBe(
      'Give either `craft` or inline stats (`space`, `piloting`, `maneuverability`, `kind`), not both.',
    );
  });
});
