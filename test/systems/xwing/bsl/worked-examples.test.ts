import { describe, expect, test } from 'vitest';
import { activeFleet } from '../../../../src/systems/xwing/bsl/active.ts';
import { aiPostGame, aiTarget, applyAiAction } from '../../../../src/systems/xwing/bsl/ai-fleet.ts';
import { mission } from '../../../../src/systems/xwing/bsl/data/missions.ts';
import type { Fleet } from '../../../../src/systems/xwing/bsl/model.ts';
import { twoGroups } from '../../../../src/systems/xwing/bsl/muster.ts';
import { applyStep, casualties, damagedMarked, postGameSteps } from '../../../../src/systems/xwing/bsl/postgame.ts';
import { afterCarrier, carrierCandidates, runnerAtEdge, soloRoles } from '../../../../src/systems/xwing/bsl/roles.ts';
import {
  effectiveInitiative,
  entryValue,
  fleetValue,
  hyperdriveCapable,
  pts,
  resolve,
  squadronValue,
  startingDamage,
  trackingTokensNeeded,
  xpCap,
} from '../../../../src/systems/xwing/bsl/values.ts';
import { classifyExit, valueVictory, verdict } from '../../../../src/systems/xwing/bsl/victory.ts';
import { catalog, emptyFleet, fleetOf, OPTIONS, scripted, w1Ai, w1Players } from './fixtures.ts';

// The worked examples of big-shed-league.md §13, one test each (S 200, H 125; players Rebel, AI Empire).

const o = OPTIONS;
const pilotsOf = (fleet: Fleet, card: string) => fleet.roster.filter((e) => e.squadron === card).map((e) => e.pilot);

describe('W1 — AI start build (§2.3)', () => {
  const players = w1Players();
  test('the players roster of W1: squadrons 196, 150, 81, 144; FV 571; FP 129', () => {
    expect(['2', '3', '4', '5'].map((c) => squadronValue(catalog, players, c as '2', o))).toEqual([196, 150, 81, 144]);
    expect(fleetValue(catalog, players, o)).toBe(571);
  });
  test('targets: STANDARD round(163.33·1.25) = 204, RECON round(81·1.25) = 101', () => {
    expect(aiTarget(catalog, players, 'standard', o)).toBe(204);
    expect(aiTarget(catalog, players, 'recon', o)).toBe(101);
  });
  test('AI squadrons #2 225 (8 ships), #3 204 (7), #4 211 (8), #5 RECON 92 (3); FV 732, FP 143', () => {
    const ai = w1Ai();
    expect(ai.squadrons.map((s) => [s.card, s.type])).toEqual([
      ['2', 'standard'],
      ['3', 'standard'],
      ['4', 'standard'],
      ['5', 'recon'],
    ]);
    expect(pilotsOf(ai, '2')).toEqual([
      'academypilot',
      'blacksquadronace',
      'gammasquadronace',
      'academypilot',
      'blacksquadronace',
      'gammasquadronace',
      'academypilot',
      'blacksquadronace',
    ]);
    expect(pilotsOf(ai, '3')).toEqual([
      'sienarspecialist',
      'onyxsquadronscout',
      'sabersquadronace',
      'sienarspecialist',
      'onyxsquadronscout',
      'sabersquadronace',
      'sienarspecialist',
    ]);
    expect(ai.roster.filter((e) => e.squadron === '4').map((e) => entryValue(catalog, ai.faction, e, o))).toEqual([22, 25, 35, 22, 25, 35, 22, 25]);
    expect(pilotsOf(ai, '5')).toEqual(['gammasquadronace', 'blacksquadronace', 'blacksquadronace']);
    expect(ai.roster.filter((e) => e.pilot === 'gammasquadronace').every((e) => e.upgrades[0]?.upgrade === 'protontorpedoes')).toBe(true);
    expect(['2', '3', '4', '5'].map((c) => squadronValue(catalog, ai, c as '2', o))).toEqual([225, 204, 211, 92]);
    expect(fleetValue(catalog, ai, o)).toBe(732);
    expect(ai.fp).toBe(143);
    expect(resolve(catalog, ai.faction, ai.roster[0]!).pilot.name).toBe('Academy Pilot');
  });
});

describe('W2 — Active Fleet (§2.4)', () => {
  const never = { below: () => expect.unreachable('no coin without a tie') as number };
  test('571 vs 732 (norm 585.6): players Active', () => expect(activeFleet(571, 732, o, never)).toEqual({ active: 'players', tie: false }));
  test('700 vs 875 (norm 700): a tie, the RNG coin decides', () => {
    expect(activeFleet(700, 875, o, scripted([0]))).toEqual({ active: 'players', tie: true });
    expect(activeFleet(700, 875, o, scripted([1]))).toEqual({ active: 'ai', tie: true });
  });
  test('712 vs 880 (norm 704): AI Active', () => expect(activeFleet(712, 880, o, never)).toEqual({ active: 'ai', tie: false }));
});

describe('W3 — value victory at the margin (§8)', () => {
  test('players lose 80, AI 130: diff 104 − 80 = 24 ≥ pts(12): players win with asset', () =>
    expect(valueVictory(80, 130, 12, o)).toEqual({ winner: 'players', assetAllowed: true, diff: 24 }));
  test('AI loses 129: diff 23.2: victory without asset', () =>
    expect(valueVictory(80, 129, 12, o)).toMatchObject({ winner: 'players', assetAllowed: false, diff: 23.2 }));
  test('AI loses 100: 80 − 80 = 0: a draw', () => expect(valueVictory(80, 100, 12, o)).toEqual({ winner: null, assetAllowed: false, diff: 0 }));
});

/** W4's game: players Active drew #2 and #4, the AI #2 and #3. */
function w4() {
  const players = w1Players();
  const ai = w1Ai();
  const pShips = ['p1', 'p2', 'p3', 'p4', 'p5', 'p11', 'p12', 'p13'].map((entry) => ({
    entry,
    fate: entry === 'p1' || entry === 'p2' ? ('X' as const) : ('in-play' as const),
    damageCards: entry === 'p3' ? 2 : 0,
  }));
  const destroyed = ['a1', 'a3', 'a4', 'a7', 'a11'];
  const aShips = ai.roster
    .filter((e) => e.squadron === '2' || e.squadron === '3')
    .map((e) => ({
      entry: e.id,
      fate: destroyed.includes(e.id) ? ('X' as const) : ('in-play' as const),
      damageCards: e.id === 'a10' ? 2 : e.id === 'a2' ? 1 : 0,
    }));
  return { players, ai, pShips, aShips };
}

function applyAll(fleet: Fleet, steps: ReturnType<typeof postGameSteps>): Fleet {
  if (!Array.isArray(steps)) throw new Error('picks missing');
  return steps.reduce(applyStep, fleet);
}

describe('W4 — post-game after an Engagement (§9)', () => {
  const { players, ai, pShips, aShips } = w4();
  const value = (fleet: Fleet, ids: string[]) =>
    ids.reduce(
      (n, id) =>
        n +
        entryValue(
          catalog,
          fleet.faction,
          fleet.roster.find((e) => e.id === id)!,
          o,
        ),
      0,
    );
  const facts = (): Parameters<typeof verdict>[0] => ({
    mission: 4,
    active: 'players',
    ships: [
      ...pShips.map((s) => ({ side: 'players' as const, value: value(players, [s.entry]), fate: s.fate })),
      ...aShips.map((s) => ({ side: 'ai' as const, value: value(ai, [s.entry]), fate: s.fate })),
    ],
  });
  test('flipped: players 80, AI 143 (norm 114.4): diff 34.4 ≥ 24, players win with asset', () => {
    expect(value(ai, ['a1', 'a3', 'a4', 'a7', 'a11'])).toBe(143);
    expect(verdict(facts(), o)).toMatchObject({ winner: 'players', assetAllowed: true });
    expect(verdict(facts(), o).diff).toBeCloseTo(34.4);
  });
  const base = { medicalFrigate: false, capitalShip: false, round: 1 };
  const pAfter = applyAll(
    players,
    postGameSteps(
      catalog,
      {
        ...base,
        fleet: players,
        result: 'V',
        tookPart: [
          { card: '2', type: 'standard' },
          { card: '4', type: 'recon' },
        ],
        ships: pShips,
      },
      o,
    ),
  );
  const aAfter = applyAll(
    ai,
    postGameSteps(
      catalog,
      {
        ...base,
        fleet: ai,
        result: 'D',
        tookPart: [
          { card: '2', type: 'standard' },
          { card: '3', type: 'standard' },
        ],
        ships: aShips,
      },
      o,
    ),
  );
  test('players: FP 129 + 180 + 90 = 399; Red Squadron Veterans MIA; survivors of #2 and #4 EXP; Blade DAMAGED; FV stays 571', () => {
    expect(pAfter.fp).toBe(399);
    expect(pAfter.roster.filter((e) => e.mia).map((e) => e.id)).toEqual(['p1', 'p2']);
    expect(pAfter.roster.filter((e) => e.xp === 'exp').map((e) => e.pilot)).toEqual([
      'bladesquadronveteran',
      'goldsquadronveteran',
      'greensquadronpilot',
      'talasquadronpilot',
      'phoenixsquadronpilot',
      'rebelscout',
    ]);
    expect(pAfter.roster.filter((e) => e.damaged).map((e) => e.id)).toEqual(['p3']);
    expect(fleetValue(catalog, pAfter, o)).toBe(571);
  });
  test('AI: FP 143 + 2×150 = 443; the 5 destroyed ships KIA (FV −143); EXP: the Gamma of #2 and the Saber of #3; Onyx DAMAGED, Black not', () => {
    expect(aAfter.fp).toBe(443);
    expect(aAfter.roster.map((e) => e.id)).not.toContain('a1');
    expect(aAfter.kia.map((k) => k.xws)).toEqual(['academypilot', 'gammasquadronace', 'protontorpedoes', 'academypilot', 'academypilot', 'sabersquadronace']);
    expect(fleetValue(catalog, aAfter, o)).toBe(732 - 143);
    expect(aAfter.roster.filter((e) => e.xp !== 'none').map((e) => [e.id, e.pilot, e.xp])).toEqual([
      ['a6', 'gammasquadronace', 'exp'],
      ['a14', 'sabersquadronace', 'exp'],
    ]);
    expect(aAfter.roster.filter((e) => e.damaged).map((e) => e.pilot)).toEqual(['onyxsquadronscout']);
  });
  test('the players pick their asset between Capital Ship Support and Medical Frigate Support (Active reward of mission 4)', () =>
    expect(mission(4).rewards.active).toEqual(['capital-ship-support', 'medical-frigate-support']));
});

describe('W5 — AI purchase after that loss (§10)', () => {
  const { players, ai, pShips, aShips } = w4();
  const base = { medicalFrigate: false, capitalShip: false, round: 1 };
  const pAfter = applyAll(
    players,
    postGameSteps(
      catalog,
      {
        ...base,
        fleet: players,
        result: 'V',
        tookPart: [
          { card: '2', type: 'standard' },
          { card: '4', type: 'recon' },
        ],
        ships: pShips,
      },
      o,
    ),
  );
  let aAfter = applyAll(
    ai,
    postGameSteps(
      catalog,
      {
        ...base,
        fleet: ai,
        result: 'D',
        tookPart: [
          { card: '2', type: 'standard' },
          { card: '3', type: 'standard' },
        ],
        ships: aShips,
      },
      o,
    ),
  );
  test('before: AI #2 117, #3 169, #4 211, RECON 92; targets stay 204', () => {
    expect(['2', '3', '4', '5'].map((c) => squadronValue(catalog, aAfter, c as '2', o))).toEqual([117, 169, 211, 92]);
    expect(aiTarget(catalog, pAfter, 'standard', o)).toBe(204);
  });
  test('#2 gets Academy, Academy, Gamma + Proton, Academy (225, cost 108); #3 a Saber (204, cost 35); FP 300 saved; FV back to 732', () => {
    const actions = aiPostGame(catalog, pAfter, aAfter, o, scripted([]), 1);
    expect(actions.map((x) => (x.a === 'add' ? [x.entry.squadron, x.entry.pilot, x.cost] : x.a))).toEqual([
      ['2', 'academypilot', 22],
      ['2', 'academypilot', 22],
      ['2', 'gammasquadronace', 42],
      ['2', 'academypilot', 22],
      ['3', 'sabersquadronace', 35],
    ]);
    for (const x of actions) aAfter = applyAiAction(aAfter, x);
    expect(['2', '3', '4', '5'].map((c) => squadronValue(catalog, aAfter, c as '2', o))).toEqual([225, 204, 211, 92]);
    expect(aAfter.fp).toBe(300);
    expect(fleetValue(catalog, aAfter, o)).toBe(732);
  });
});

describe('W6 — experience and initiative (§1.5, C5)', () => {
  const init = (faction: Fleet['faction'], chassis: string, pilot: string, xp: 'none' | 'exp' | 'vet' | 'elite') =>
    effectiveInitiative(resolve(catalog, faction, { chassis, pilot }), xp);
  test('Academy Pilot (I1): EXP 2, VET 3, ELITE 4', () =>
    expect((['exp', 'vet', 'elite'] as const).map((x) => init('galactic-empire', 'tielnfighter', 'academypilot', x))).toEqual([2, 3, 4]));
  test('Saber Squadron Ace (I4) ELITE: 7 capped to 6', () => expect(init('galactic-empire', 'tieininterceptor', 'sabersquadronace', 'elite')).toBe(6));
  test('Darth Vader (I6) VET: 6; Luke Skywalker (I5) VET 6, EXP 5', () => {
    expect(init('galactic-empire', 'tieadvancedx1', 'darthvader', 'vet')).toBe(6);
    expect(init('rebel-alliance', 't65xwing', 'lukeskywalker', 'vet')).toBe(6);
    expect(init('rebel-alliance', 't65xwing', 'lukeskywalker', 'exp')).toBe(5);
  });
  test('a CR90 VET keeps initiative 8 and cannot become ELITE', () => {
    expect(init('rebel-alliance', 'cr90corelliancorvette', 'alderaanianguard', 'vet')).toBe(8);
    expect(xpCap(resolve(catalog, 'rebel-alliance', { chassis: 'cr90corelliancorvette', pilot: 'alderaanianguard' }))).toBe('vet');
  });
});

describe('W7 — DAMAGED and tracking tokens (§1.6, §9 G7)', () => {
  const ship = (faction: Fleet['faction'], chassis: string, pilot: string, ...upgrades: string[]) =>
    fleetOf('players', faction, 0, [['2', 'standard', [[chassis, pilot, ...upgrades.map((u) => [u, 'x'] as [string, string])]]]]).roster[0]!;
  const damagedAfter = (e: ReturnType<typeof ship>, faction: Fleet['faction'], cards: number) => {
    const fleet = { ...emptyFleet('players', faction, 0), roster: [e] };
    const step = damagedMarked(catalog, {
      fleet,
      result: 'V',
      tookPart: [],
      ships: [{ entry: e.id, fate: 'in-play', damageCards: cards }],
      medicalFrigate: false,
      capitalShip: false,
      round: 1,
    });
    return applyStep(fleet, step).roster[0]!;
  };
  test('T-65 (hull 4), 2 cards: DAMAGED, next game 2 facedown cards', () => {
    const e = damagedAfter(ship('rebel-alliance', 't65xwing', 'redsquadronveteran'), 'rebel-alliance', 2);
    expect(e.damaged).toBe(true);
    expect(startingDamage(catalog, resolve(catalog, 'rebel-alliance', e), e)).toBe(2);
  });
  test('Z-95 (hull 2), 1 card: DAMAGED, 1 facedown', () => {
    const e = damagedAfter(ship('rebel-alliance', 'z95af4headhunter', 'banditsquadronpilot'), 'rebel-alliance', 1);
    expect(e.damaged).toBe(true);
    expect(startingDamage(catalog, resolve(catalog, 'rebel-alliance', e), e)).toBe(1);
  });
  test('TIE/sa (hull 6), 2 cards: not DAMAGED (needs 3)', () =>
    expect(damagedAfter(ship('galactic-empire', 'tiesabomber', 'gammasquadronace'), 'galactic-empire', 2).damaged).toBe(false));
  const tokens = (faction: Fleet['faction'], chassis: string, pilot: string, ups: string[], mines = 0) => {
    const e = ship(faction, chassis, pilot, ...ups);
    return trackingTokensNeeded(catalog, resolve(catalog, faction, e), e, mines);
  };
  test('T-65 + R2 Astromech: 3 − 1 = 2', () => expect(tokens('rebel-alliance', 't65xwing', 'redsquadronveteran', ['r2astromech'])).toBe(2));
  test('Outer Rim Smuggler (large) + Custom Navcomputer + Seasoned Navigator: 4 − 2 − 1 = 1', () =>
    expect(tokens('rebel-alliance', 'modifiedyt1300lightfreighter', 'outerrimsmuggler', ['bsl-customnavcomputer', 'seasonednavigator'])).toBe(1));
  test('ARC-170 (medium → large) + astromech: 4 − 1 = 3', () => expect(tokens('rebel-alliance', 'arc170starfighter', 'norrawexley', ['r3astromech'])).toBe(3));
  test('TIE/ln + Custom Hyperdrive: 3, and it becomes hyperdrive-capable', () => {
    expect(tokens('rebel-alliance', 'tielnfighter', 'sabinewren-tielnfighter', ['bsl-customhyperdrive'])).toBe(3);
    expect(hyperdriveCapable('rebel-alliance', ship('rebel-alliance', 'tielnfighter', 'sabinewren-tielnfighter', 'bsl-customhyperdrive'), o)).toBe(true);
    expect(hyperdriveCapable('rebel-alliance', ship('rebel-alliance', 'tielnfighter', 'sabinewren-tielnfighter'), o)).toBe(false);
  });
  test('T-65 + R2 within range 3 of 2 enemy Navigation Interference Mines: 2 + 2 = 4', () =>
    expect(tokens('rebel-alliance', 't65xwing', 'redsquadronveteran', ['r2astromech'], 2)).toBe(4));
});

describe('W8 — casualties on the losing side with links (§9 G4)', () => {
  const fleet = () =>
    fleetOf('players', 'rebel-alliance', 0, [
      ['2', 'epic', [['modifiedyt1300lightfreighter', 'hansolo-modifiedyt1300lightfreighter', ['lukeskywalker', 'Gunner']]]],
      [
        '3',
        'standard',
        [
          ['btla4ywing', 'goldsquadronveteran', ['hansolo', 'Gunner']],
          ['t65xwing', 'redsquadronveteran'],
          ['z95af4headhunter', 'banditsquadronpilot'],
        ],
      ],
    ]);
  // p1 Han Solo's YT-1300 (with gunner Luke), p2 Y-wing with gunner Han Solo, p3 X-wing, p4 Z-95.
  const run = (fates: Record<string, 'X' | 'D' | 'in-play'>, medical = false) => {
    const f = fleet();
    const out = {
      fleet: f,
      result: 'D' as const,
      tookPart: [],
      ships: Object.entries(fates).map(([entry, fate]) => ({ entry, fate, damageCards: 0 })),
      medicalFrigate: medical,
      capitalShip: false,
      round: 3,
    };
    return applyStep(f, casualties(catalog, out, o));
  };
  test('Han Solo (YT-1300) destroyed: KIA; gunner Han Solo KIA by link, removed from the Y-wing, which is fine', () => {
    const after = run({ p1: 'X', p2: 'in-play' });
    expect(after.roster.map((e) => e.id)).toEqual(['p2', 'p3', 'p4']);
    expect(after.roster[0]!.upgrades).toEqual([]);
    expect(after.roster[0]!.mia).toBe(false);
    expect(after.kia.map((k) => k.xws)).toContain('hansolo');
  });
  test('the Y-wing destroyed instead: gunner KIA with it, pilot Han Solo KIA by link, his YT-1300 flown by an Outer Rim Smuggler, upgrades lost', () => {
    const after = run({ p1: 'in-play', p2: 'X' });
    const yt = after.roster.find((e) => e.id === 'p1')!;
    expect(yt).toMatchObject({ pilot: 'outerrimsmuggler', upgrades: [], xp: 'none', mia: false });
    expect(after.roster.map((e) => e.id)).toEqual(['p1', 'p3', 'p4']);
    expect(after.kia.map((k) => k.xws)).toEqual(expect.arrayContaining(['hansolo', 'hansolo-modifiedyt1300lightfreighter']));
  });
  test('an X-wing driven off (hyperdrive-capable): nothing; a Z-95 driven off: MIA', () => {
    const after = run({ p3: 'D', p4: 'D' });
    expect(after.roster.find((e) => e.id === 'p3')!.mia).toBe(false);
    expect(after.roster.find((e) => e.id === 'p4')!.mia).toBe(true);
  });
  test('with Medical Frigate Support: Han Solo MIA instead, and gunner Han Solo MIA by link', () => {
    const after = run({ p1: 'X', p2: 'in-play' }, true);
    expect(after.roster.find((e) => e.id === 'p1')!.mia).toBe(true);
    expect(after.roster.find((e) => e.id === 'p2')!.upgrades).toEqual([]);
    expect(after.inventory).toEqual([{ id: 'p2.1', upgrade: 'hansolo', mia: true }]);
    expect(after.kia).toEqual([]);
  });
});

describe('W9 — Infiltration, AI Active (§6.2, C25)', () => {
  const ai = fleetOf('ai', 'galactic-empire', 0, [
    [
      '5',
      'recon',
      [
        ['tiesabomber', 'gammasquadronace', ['protontorpedoes', 'Torpedo']],
        ['tielnfighter', 'blacksquadronace'],
        ['tielnfighter', 'blacksquadronace'],
      ],
    ],
  ]);
  const candidates = carrierCandidates(catalog, ai, 2, ai.roster, ['5']);
  const carrier = candidates[scripted([2]).below(candidates.length)]!;
  test('the nomination RNG picks the second Black Sq Ace among the 3 RECON ships', () => {
    expect(candidates.map((e) => e.id)).toEqual(['a1', 'a2', 'a3']);
    expect(carrier.id).toBe('a3');
  });
  test('all three are Runners (Recovery) with a tally marker at the midpoint of O', () =>
    expect(soloRoles(catalog, ai, 2, true, ai.roster, ['5']).map((r) => [r.role, r.attitude, r.tally])).toEqual([
      ['runner', 'recovery', 'midpoint of O'],
      ['runner', 'recovery', 'midpoint of O'],
      ['runner', 'recovery', 'midpoint of O'],
    ]));
  test('the Gamma reaches O first: a decoy, it takes the flee rule and becomes Line', () =>
    expect(runnerAtEdge('a1', carrier.id)).toEqual({ leaves: false, becomes: 'line' }));
  test('the second Black Sq Ace leaves over O: OBJ, the AI wins; the rest withdraw to A; players leaving by O or N: W', () => {
    expect(runnerAtEdge('a3', carrier.id)).toEqual({ leaves: true, becomes: null });
    expect(classifyExit(2, 'active', 'O', true, false)).toBe('OBJ');
    const v = verdict(
      {
        mission: 2,
        active: 'ai',
        ships: [
          { side: 'ai', value: 25, fate: 'OBJ', carrier: true },
          { side: 'ai', value: 42, fate: 'in-play' },
          { side: 'players', value: 30, fate: 'in-play' },
        ],
      },
      o,
    );
    expect(v).toMatchObject({ winner: 'ai', assetAllowed: true });
    expect(afterCarrier(2)).toEqual({ role: 'withdrawing', to: 'A' });
    expect([
      classifyExit(2, 'opposing', 'O', false, true),
      classifyExit(2, 'opposing', 'N', false, true),
      classifyExit(2, 'opposing', 'A', false, true),
    ]).toEqual(['W', 'W', 'X']);
  });
});

describe('W10 — muster check (§11, C48)', () => {
  test('130, 70, 60, 50: {130} and {70, 60} → not eliminated', () => expect(twoGroups([130, 70, 60, 50], pts(60, o), pts(120, o))).toBe(true));
  test('130, 100, 10: {130} and {100, 10} = 110 < 120 → eliminated', () => expect(twoGroups([130, 100, 10], pts(60, o), pts(120, o))).toBe(false));
});
