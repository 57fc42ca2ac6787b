import { bslRefusal, bslStrings } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { describe, expect, test } from 'vitest';
import * as flow from '../../../../src/systems/xwing/bsl/flow.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { applyStep, postGameSteps } from '../../../../src/systems/xwing/bsl/postgame.ts';
import { classifyExit, verdict } from '../../../../src/systems/xwing/bsl/victory.ts';
import { catalog, fleetOf, OPTIONS, w1Ai, w1Players } from './fixtures.ts';

// Rulings the worked examples do not reach: draws (C42), objectives (§6.1–§6.6, C32), exits
// (§5.2, C29), concession (C26), elimination (§11, C48) and the three-loss rule.

const o = OPTIONS;

describe('a draw (C42): defeat rewards to both, no asset, MIA for both', () => {
  test('both fleets get defeat amounts; destroyed ships are MIA, not KIA; one pilot per squadron steps up', () => {
    const players = w1Players();
    const steps = postGameSteps(
      catalog,
      {
        fleet: players,
        result: 'draw',
        tookPart: [{ card: '4', type: 'recon' }],
        ships: [
          { entry: 'p11', fate: 'X', damageCards: 0 },
          { entry: 'p12', fate: 'in-play', damageCards: 0 },
          { entry: 'p13', fate: 'in-play', damageCards: 0 },
        ],
        medicalFrigate: false,
        capitalShip: false,
        round: 1,
        picks: { '4': 'p13' },
      },
      o,
    );
    if (!Array.isArray(steps)) throw new Error('picks');
    const after = steps.reduce(applyStep, players);
    expect(after.fp).toBe(129 + 60);
    expect(after.roster.find((e) => e.id === 'p11')).toMatchObject({ mia: true });
    expect(after.kia).toEqual([]);
    expect(after.roster.filter((e) => e.xp !== 'none').map((e) => e.id)).toEqual(['p13']);
  });
  test('the players must pick when they did not win; the AI picks by value', () => {
    const out = postGameSteps(
      catalog,
      {
        fleet: w1Players(),
        result: 'D',
        tookPart: [{ card: '4', type: 'recon' }],
        ships: [{ entry: 'p12', fate: 'in-play', damageCards: 0 }],
        medicalFrigate: false,
        capitalShip: false,
        round: 1,
      },
      o,
    );
    expect(out).toEqual({ missingPicks: ['4'] });
  });
});

describe('objective missions (§6.1, §6.2, §6.6, C32)', () => {
  const ship = (side: 'players' | 'ai', fate: 'in-play' | 'X' | 'D' | 'W' | 'OBJ', carrier = false) => ({ side, value: 30, fate, carrier });
  test('Reconnaissance: an Active ship leaves as W with 2 markers left → Active wins', () =>
    expect(verdict({ mission: 1, active: 'players', markersLeft: 2, ships: [ship('players', 'W'), ship('ai', 'in-play')] }, o).winner).toBe('players'));
  test('Reconnaissance: 3 markers left and no Active ship in play → Opposing wins', () =>
    expect(verdict({ mission: 1, active: 'players', markersLeft: 3, ships: [ship('players', 'D'), ship('ai', 'in-play')] }, o).winner).toBe('ai'));
  test('Blockade: the Supply Ship destroyed → Opposing wins; still in play at the round limit → draw (C32)', () => {
    expect(verdict({ mission: 7, active: 'players', ships: [ship('players', 'X', true), ship('players', 'in-play'), ship('ai', 'in-play')] }, o).winner).toBe(
      'ai',
    );
    expect(verdict({ mission: 7, active: 'players', ships: [ship('players', 'in-play', true), ship('ai', 'in-play')] }, o)).toMatchObject({
      winner: null,
      assetAllowed: false,
    });
  });
  test('total elimination wins whatever the objective (C40); both eliminated → draw', () => {
    expect(verdict({ mission: 2, active: 'players', ships: [ship('players', 'OBJ', true), ship('ai', 'X')] }, o).winner).toBe('players');
    expect(verdict({ mission: 4, active: 'players', ships: [ship('players', 'X'), ship('ai', 'X')] }, o).winner).toBeNull();
  });
  test('concession (C26): the AI wins with its asset', () =>
    expect(verdict({ mission: 4, active: 'ai', conceded: true, ships: [] }, o)).toMatchObject({ winner: 'ai', assetAllowed: true }));
});

describe('exits (§5.2, §6, C29)', () => {
  test('default: own or neutral edge D, the other fleet’s edge X', () => {
    expect([classifyExit(4, 'active', 'A', false, false), classifyExit(4, 'active', 'N', false, false), classifyExit(4, 'active', 'O', false, false)]).toEqual([
      'D',
      'D',
      'X',
    ]);
    expect([classifyExit(4, 'opposing', 'O', false, false), classifyExit(4, 'opposing', 'A', false, false)]).toEqual(['D', 'X']);
  });
  test('Extraction: the Defector over A (or by jump) is OBJ, any other edge X; after it, the others’ O exit is D (C29)', () => {
    expect([classifyExit(3, 'active', 'A', true, false), classifyExit(3, 'active', 'J', true, false), classifyExit(3, 'active', 'N', true, false)]).toEqual([
      'OBJ',
      'OBJ',
      'X',
    ]);
    expect([classifyExit(3, 'active', 'O', false, false), classifyExit(3, 'active', 'O', false, true)]).toEqual(['X', 'D']);
  });
  test('Infiltration: the Operative may not jump (J → D)', () => expect(classifyExit(2, 'active', 'J', true, false)).toBe('D'));
});

describe('the end of the campaign (§11)', () => {
  function inPostgame(c: Campaign): Campaign {
    const s = flow.applied(c, [{ t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: c.rng }]);
    return {
      ...s,
      phase: 'postgame',
      pending: { ...s.pending!, result: { winner: 'ai', assetAllowed: false, diff: 0, ships: [], conceded: false, gameId: 1 } },
    };
  }
  const created = flow.createCampaign({ createdBy: 'u', players: 'rebel-alliance', ai: 'galactic-empire', options: o, seed: 'end' });
  if (!created.ok) throw new Error();
  const start = flow.applied(null, created.events);
  test('a fleet failing the muster check (C48) is eliminated and the other wins', () => {
    // Ships worth 42, 42 and 28: no two disjoint groups of 120–240.
    const weak = fleetOf('players', 'rebel-alliance', 0, [
      [
        '2',
        'standard',
        [
          ['asf01bwing', 'bladesquadronveteran'],
          ['asf01bwing', 'bladesquadronveteran'],
          ['rz1awing', 'phoenixsquadronpilot'],
        ],
      ],
    ]);
    const c = inPostgame({ ...start, fleets: { players: weak, ai: w1Ai() } });
    const r = flow.closePostGame(catalog, c, 'u', true);
    if (!r.ok) throw new Error(r.code);
    expect(r.events.filter((e) => e.t === 'fleet-eliminated' || e.t === 'campaign-ended')).toEqual([
      { t: 'fleet-eliminated', side: 'players' },
      { t: 'campaign-ended', winner: 'ai' },
    ]);
    expect(flow.applied(c, r.events).phase).toBe('ended');
    // C88: `/campaign done` without force:true asks first, while recovering, buying, promoting or equipping can still save the fleet.
    // Squadrons to strike as well (its one squadron is below its band): asked about those, with the end it leads to.
    const both = flow.closePostGame(catalog, c, 'u', false);
    expect(both.ok ? null : [both.code, both.params]).toEqual(['roster-invalid', { problems: 'band:2:STANDARD:112:120:240 two-standard', force: 1, ends: 1 }]);
    // A roster in order whose ships are all missing (MIA): asked about the muster alone.
    const w1 = w1Players();
    const stranded = { ...w1, roster: w1.roster.map((e) => ({ ...e, mia: true })) };
    const missing = inPostgame({ ...start, fleets: { players: stranded, ai: w1Ai() } });
    const asked = flow.closePostGame(catalog, missing, 'u', false);
    if (asked.ok) throw new Error('not asked');
    expect(asked.code).toBe('muster-fails');
    // The two group values at the campaign's scale, not the rules' notation.
    expect(asked.params).toEqual({ low: 120, high: 240 });
    const en = bslRefusal(asked, 'en');
    expect(en).toContain('two groups of 120–240 pts each');
    expect(en).toContain('force:true');
    expect(en).not.toMatch(/repair|move/);
    expect(bslRefusal(asked, 'fr')).toContain('deux groupes de 120 à 240 pts chacun (seuil de rassemblement, C48)');
    // With squadrons to strike, the warning says that closing would end the campaign.
    expect(bslStrings('en').refusals['roster-invalid']!({ problems: 'two-standard', force: 1, ends: 1 })).toContain('closing now would end the campaign (C48)');
    // A fleet that musters is not asked; nor one the three-loss rule eliminates whatever the players do.
    const fine = inPostgame({ ...start, fleets: { players: w1Players(), ai: w1Ai() } });
    expect(flow.closePostGame(catalog, fine, 'u', false).ok).toBe(true);
    const beaten = inPostgame({ ...start, options: { ...o, threeLossRule: true }, fleets: { players: { ...stranded, lossStreak: 3 }, ai: w1Ai() } });
    const closed = flow.closePostGame(catalog, beaten, 'u', false);
    expect(closed.ok && closed.events.at(-1)).toEqual({ t: 'campaign-ended', winner: 'ai' });
  });
  test('three losses in a row eliminate a fleet under threeLossRule', () => {
    const c0 = inPostgame({ ...start, options: { ...o, threeLossRule: true }, fleets: { players: { ...w1Players(), lossStreak: 3 }, ai: w1Ai() } });
    const r = flow.closePostGame(catalog, c0, 'u', true);
    if (!r.ok) throw new Error(r.code);
    expect(r.events.at(-1)).toEqual({ t: 'campaign-ended', winner: 'ai' });
  });
});
