import { describe, expect, test } from 'vitest';
import type { BslEvent } from '../../../../src/systems/xwing/bsl/events.ts';
import * as flow from '../../../../src/systems/xwing/bsl/flow.ts';
import type { Campaign, Fleet } from '../../../../src/systems/xwing/bsl/model.ts';
import { campaignLogText } from '../../../../src/systems/xwing/bsl/log-text.ts';
import { bslRefusal } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { entryValue, fleetValue, hyperdriveCapable } from '../../../../src/systems/xwing/bsl/values.ts';
import { catalog, fleetOf, OPTIONS, w1Ai } from './fixtures.ts';

// The campaign's paperwork the rules ask for (big-shed-league.md §3, §5.4, §9 G8, §12): upgrades
// bought for ships the players own (C20), upgrades reported lost (C13), commanders removed.

const U = 'u';
const events = (r: flow.Flow): BslEvent[] => {
  if (!r.ok) throw new Error(`refused: ${r.code} ${JSON.stringify(r.params)}`);
  return r.events;
};
const code = (r: flow.Flow) => (r.ok ? 'ok' : r.code);

/** Two STANDARD squadrons: #2 a Bandit Z-95 (Missile, Modification) and a Blue Squadron Escort; #3 an Outer Rim Smuggler. */
function players(fp = 100): Fleet {
  return fleetOf('players', 'rebel-alliance', fp, [
    [
      '2',
      'standard',
      [
        ['z95af4headhunter', 'banditsquadronpilot'],
        ['t65xwing', 'bluesquadronescort'],
      ],
    ],
    ['3', 'standard', [['modifiedyt1300lightfreighter', 'outerrimsmuggler']]],
  ]);
}

/** A campaign in its post-game after a win (G8 open, §9). */
function postgame(p: Fleet = players()): Campaign {
  const created = flow.createCampaign({ createdBy: U, players: 'rebel-alliance', ai: 'galactic-empire', options: OPTIONS, seed: 't' });
  if (!created.ok) throw new Error('create');
  const c = flow.applied(flow.applied(null, created.events), [
    { t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: [1, 2, 3, 4] },
  ]);
  return {
    ...c,
    fleets: { players: p, ai: w1Ai() },
    phase: 'postgame',
    pending: { ...c.pending!, result: { winner: 'players', assetAllowed: false, diff: 0, ships: [], conceded: false, gameId: 1 } },
  };
}

const buyFor = (c: Campaign, upgrade: string, ship: string, replace?: string) => flow.buyUpgradeFor(catalog, c, { user: U, upgrade, ship, replace });
const entry = (c: Campaign, callsign: string) => c.fleets.players.roster.find((e) => e.callsign === callsign)!;

describe('a bound upgrade bought for a ship the players own (§9 G8 "bound upgrades equipped at once", §3, C20)', () => {
  test('G8: a Hull Upgrade for the owned Z-95 with a free Modification slot is equipped at once and paid in FP', () => {
    const c = postgame();
    expect(code(flow.buyItem(catalog, c, U, 'hullupgrade'))).toBe('bound-upgrade');
    const after = flow.applied(c, events(buyFor(c, 'hullupgrade', 'P1')));
    // Hull Upgrade at agility 2: 5.
    expect(after.fleets.players.fp).toBe(95);
    expect(entry(after, 'P1').upgrades.map((u) => u.upgrade)).toEqual(['hullupgrade']);
    expect(entryValue(catalog, 'rebel-alliance', entry(after, 'P1'), OPTIONS)).toBe(22 + 5);
    expect(fleetValue(catalog, after.fleets.players, OPTIONS)).toBe(fleetValue(catalog, c.fleets.players, OPTIONS) + 5);
  });

  test('C20: a new Modification into a full set replaces the one the players name, which is lost; never silently', () => {
    const c = postgame();
    const one = flow.applied(c, events(buyFor(c, 'hullupgrade', 'P1')));
    const fitted = entry(one, 'P1').upgrades[0]!.id;
    const full = buyFor(one, 'shieldupgrade', 'P1');
    expect(code(full)).toBe('modifications-full');
    expect(bslRefusal(full as never)).toContain(`replace:${fitted}`);
    const two = flow.applied(one, events(buyFor(one, 'shieldupgrade', 'P1', fitted)));
    expect(entry(two, 'P1').upgrades.map((u) => u.upgrade)).toEqual(['shieldupgrade']);
    // The Hull Upgrade's value leaves the fleet; the Shield Upgrade (agility 2: 6) is paid.
    expect(two.fleets.players.fp).toBe(95 - 6);
    expect(fleetValue(catalog, two.fleets.players, OPTIONS)).toBe(fleetValue(catalog, c.fleets.players, OPTIONS) + 6);
    // The replacement is only for a full set (C20), and only of a Modification on that ship.
    expect(code(buyFor(c, 'hullupgrade', 'P1', fitted))).toBe('replace-not-full');
    expect(code(buyFor(one, 'shieldupgrade', 'P1', 'p2.1'))).toBe('not-replaceable');
  });

  test('§1.5: an ELITE’s extra Talent slot can be filled; a pilot without one has no slot', () => {
    const c = postgame();
    expect(code(buyFor(c, 'outmaneuver', 'P1'))).toBe('no-slot');
    const elite = {
      ...c,
      fleets: {
        ...c.fleets,
        players: { ...c.fleets.players, roster: c.fleets.players.roster.map((e) => (e.callsign === 'P1' ? { ...e, xp: 'elite' as const } : e)) },
      },
    };
    const after = flow.applied(elite, events(buyFor(elite, 'outmaneuver', 'P1')));
    expect(entry(after, 'P1').upgrades).toMatchObject([{ upgrade: 'outmaneuver', slot: 'Talent' }]);
    // One extra slot: a second Talent does not fit.
    expect(code(buyFor(after, 'elusive', 'P1'))).toBe('no-slot');
  });

  test('§1.6: a Custom Hyperdrive on an owned Z-95 makes it hyperdrive-capable; a Custom Navcomputer only fits a large, capable ship', () => {
    const c = postgame();
    expect(hyperdriveCapable('rebel-alliance', entry(c, 'P1'), OPTIONS)).toBe(false);
    const after = flow.applied(c, events(buyFor(c, 'bsl-customhyperdrive', 'P1')));
    expect(hyperdriveCapable('rebel-alliance', entry(after, 'P1'), OPTIONS)).toBe(true);
    // pts(2) at scale 200.
    expect(after.fleets.players.fp).toBe(96);
    expect(code(buyFor(c, 'bsl-customnavcomputer', 'P1'))).toBe('upgrade-restricted');
    expect(events(buyFor(c, 'bsl-customnavcomputer', 'P3'))[0]).toMatchObject({ t: 'upgrade-bought', cost: 6, replaced: null });
  });

  test('only in the set-up or the post-game, by a commander, with the FP, on a ship of the roster', () => {
    const c = postgame();
    expect(code(buyFor({ ...c, phase: 'game' }, 'hullupgrade', 'P1'))).toBe('not-now');
    expect(code(flow.buyUpgradeFor(catalog, c, { user: 'stranger', upgrade: 'hullupgrade', ship: 'P1' }))).toBe('not-commander');
    expect(code(buyFor(postgame(players(4)), 'hullupgrade', 'P1'))).toBe('not-enough-fp');
    expect(code(buyFor(c, 'hullupgrade', 'P9'))).toBe('unknown-entry');
  });
});

/** The round's mission game linked: Engagement, players #2 (P1 with a Hull Upgrade, P2) against AI #2. */
function inGame(): Campaign {
  const p = fleetOf('players', 'rebel-alliance', 100, [
    [
      '2',
      'standard',
      [
        ['z95af4headhunter', 'banditsquadronpilot', ['hullupgrade', 'Modification']],
        ['t65xwing', 'bluesquadronescort', ['protontorpedoes', 'Torpedo']],
      ],
    ],
    ['3', 'standard', [['modifiedyt1300lightfreighter', 'outerrimsmuggler', ['shieldupgrade', 'Modification']]]],
  ]);
  const c = postgame(p);
  const ships = [...c.fleets.players.roster.filter((e) => e.squadron === '2'), ...c.fleets.ai.roster.filter((e) => e.squadron === '2')].map((e) => ({
    name: e.callsign,
    entry: e.id,
    side: (e.id.startsWith('p') ? 'players' : 'ai') as 'players' | 'ai',
  }));
  return {
    ...c,
    phase: 'game',
    pending: { ...c.pending!, mission: 4, drawn: '2', draws: { players: ['2'], ai: ['2'] }, revealed: true, gameLinked: true, ships, result: null },
  };
}

function result(c: Campaign, lost: string[], fates: Record<string, 'X' | 'in-play'> = {}) {
  return flow.confirmResult(catalog, c, {
    user: U,
    gameId: 1,
    // The AI's #2 is destroyed: the players win (§8).
    ships: c.pending!.ships.map((s) => ({ entry: s.entry, side: s.side, fate: fates[s.name] ?? (s.side === 'ai' ? 'X' : 'in-play'), damageCards: 0 })),
    conceded: false,
    picks: {},
    lost,
  }) as flow.Flow;
}

describe('upgrades lost in a game, reported with the result (§5.4 "upgrades lost (house cards)", C13)', () => {
  test('C13: an upgrade reported lost leaves its ship and the Fleet Value; the ship keeps the rest; nothing is KIA', () => {
    const c = inGame();
    const after = flow.applied(c, events(result(c, ['p1.1'])));
    expect(entry(after, 'P1').upgrades).toEqual([]);
    expect(entry(after, 'P2').upgrades.map((u) => u.id)).toEqual(['p2.1']);
    expect(after.fleets.players.kia).toEqual([]);
    expect(after.fleets.players.inventory).toEqual([]);
    const before = flow.applied(c, events(result(c, [])));
    expect(fleetValue(catalog, after.fleets.players, OPTIONS)).toBe(fleetValue(catalog, before.fleets.players, OPTIONS) - 5);
    const step = events(result(c, ['p1.1'])).find((e) => e.t === 'post-game-step' && e.step.t === 'casualties' && e.step.side === 'players');
    expect(step).toMatchObject({ step: { marks: [{ target: { kind: 'upgrade', entry: 'p1', id: 'p1.1' }, mark: 'lost', cause: 'report' }] } });
  });

  test('only an upgrade on one of the game’s ships can be lost in it; a ship lost whole is not reported twice', () => {
    const c = inGame();
    // P3's Shield Upgrade did not play (squadron #3 rested).
    const r = result(c, ['p3.1']);
    expect(code(r)).toBe('bad-lost');
    expect(bslRefusal(r as never, 'fr')).toContain('p1.1, p2.1');
    expect(code(result(c, ['zz']))).toBe('bad-lost');
    // A ship destroyed on the winning side is MIA with its upgrades: the report adds nothing.
    const mia = flow.applied(c, events(result(c, ['p1.1'], { P1: 'X' })));
    expect(entry(mia, 'P1')).toMatchObject({ mia: true, upgrades: [{ id: 'p1.1' }] });
  });
});

describe('commanders added and removed (§12 CommanderAdded/Removed, §2.2, C92)', () => {
  const start = () => postgame();
  test('any commander removes another, or themselves; the removed one no longer makes the team’s choices', () => {
    const c = flow.applied(start(), events(flow.addCommander(start(), U, 'bob', 'Bob')));
    expect(c.commanders).toEqual([U, 'bob']);
    const removed = flow.applied(c, events(flow.removeCommander(c, 'bob', U, 'Ann')));
    expect(removed.commanders).toEqual(['bob']);
    expect(code(flow.formSquadron({ ...removed, phase: 'building' }, U, 'recon'))).toBe('not-commander');
    expect(code(flow.removeCommander(removed, 'bob', 'carol'))).toBe('not-a-commander');
    expect(code(flow.removeCommander(c, 'stranger', 'bob'))).toBe('not-commander');
  });

  test('C92: the last commander cannot leave a running campaign; once it has ended, they may', () => {
    const c = start();
    const r = flow.removeCommander(c, U, U);
    expect(code(r)).toBe('last-commander');
    expect(bslRefusal(r as never, 'fr')).toContain('dernier commandant');
    expect(flow.applied(c, events(flow.removeCommander({ ...c, phase: 'ended' }, U, U))).commanders).toEqual([]);
  });
});

describe('/campaign log hides what the rules hide until the round is over (§12 "shown only by /campaign log after the round ends", C15, C91)', () => {
  const created = flow.createCampaign({
    createdBy: 'user-ann',
    createdByName: 'Ann',
    players: 'rebel-alliance',
    ai: 'galactic-empire',
    options: OPTIONS,
    seed: 't',
  });
  const start: BslEvent[] = [
    ...events(created),
    { t: 'commander-added', user: '123456789012345678', name: 'Bob' },
    { t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: [1, 2, 3, 4] },
    { t: 'mission-chosen', mission: 2 },
    { t: 'squadrons-drawn', players: ['4'], ai: ['3', '5'], pools: { players: [], ai: [] }, rng: [1, 2, 3, 4] },
    { t: 'assets-selected', side: 'ai', cards: ['Q'] },
    { t: 'nominated', nomination: { side: 'players', role: 'operative', entry: 'p12' } },
  ];
  const logged = (es: BslEvent[]) => es.map((event, i) => ({ seq: i + 1, batch: i + 1, event }));
  const result: BslEvent = { t: 'result-confirmed', gameId: 7, ships: [], conceded: false, winner: null, assetAllowed: false, diff: 0 };

  test.each(['en', 'fr'] as const)('%s: the AI’s face-down cards, its asset picks and the carrier stay hidden until the result', (locale) => {
    const during = campaignLogText(catalog, logged(start), locale);
    expect(during).not.toMatch(/#3|#5|P12|\bQ\b/);
    expect(during).toContain(locale === 'en' ? 'AI 2 face down' : 'IA 2 face cachée');
    expect(during).toContain(locale === 'en' ? 'Players nominate the Operative in secret.' : 'Joueurs : désignation secrète (Agent).');
    const after = campaignLogText(catalog, logged([...start, result]), locale);
    expect(after).toContain('#3, #5');
    expect(after).toContain('P12');
    // People by name, never as mentions.
    expect(after).toContain(locale === 'en' ? 'Campaign started by Ann' : 'Campagne lancée par Ann');
    expect(after).toContain('Bob');
    expect(after).not.toContain('<@');
  });

  test('an undone step is not in the log', () => {
    const es = logged(start);
    const undone = [...es, { seq: es.length + 1, batch: es.length + 1, event: { t: 'undone' as const, seq: 2 } }];
    expect(campaignLogText(catalog, undone, 'en')).not.toContain('Bob');
  });
});
