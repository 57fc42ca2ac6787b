import { describe, expect, test } from 'vitest';
import { createMissionGame, gameSetup } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import type { Campaign, RosterEntry } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslRefusal, bslStrings, describeEvent } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { chooseLimited } from '../../../../src/systems/xwing/bsl/flow.ts';
import { evolveCampaign } from '../../../../src/systems/xwing/bsl/evolve.ts';
import { catalog } from './fixtures.ts';
import { missionGame } from './mission-game.ts';

// Ruling C96 (big-shed-league.md §1.8, C12): in one game a fleet uses at most `limited` copies of
// a Squadron Limited upgrade; the others are flipped (not used), the copies going to the ships
// with the highest effective initiative, then in roster order.

/** The AI's squadron #2 (A1 Academy ELITE, A2 Storm Squadron Ace I4, A3 Black Squadron Ace I3) with Squad Leader on `on`. */
function withSquadLeader(on: readonly string[]): Campaign {
  return squadLeaderOn('ai', on);
}

/** Squadron #2 of each side drawn for mission 4, before its game is made, with Squad Leader on the `side`'s entries `on`. */
function squadLeaderOn(side: 'ai' | 'players', on: readonly string[]): Campaign {
  const { c } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
  const add = (e: RosterEntry): RosterEntry =>
    on.includes(e.id) ? { ...e, upgrades: [...e.upgrades, { id: `${e.id}.sl`, upgrade: 'squadleader', slot: 'Talent' }] } : e;
  return {
    ...c,
    fleets: { ...c.fleets, [side]: { ...c.fleets[side], roster: c.fleets[side].roster.map(add) } },
    pending: { ...c.pending!, ships: [], gameLinked: false },
  };
}

const upgradesOf = (c: Campaign, name: string) => {
  const made = createMissionGame(catalog, c, { channelId: 'ch', guildId: null, owner: 'u1' });
  const added = made.game.flatMap((e) => (e.t === 'ship-added' && e.ship.name === name ? [e.ship.upgrades] : []));
  return added[0]!;
};

describe('C96: Squadron Limited copies past the limit are flipped for the game', () => {
  test.each([
    ['two copies: the higher initiative (A2, I4) uses it, A3 (I3) flips it', ['a2', 'a3'], { A2: true, A3: false }, ['A3']],
    ['one copy: used, nothing flipped', ['a3'], { A3: true }, []],
  ])('%s', (_, on, uses, flipped) => {
    const c = withSquadLeader(on);
    for (const [ship, used] of Object.entries(uses)) expect(upgradesOf(c, ship).includes('squadleader')).toBe(used);
    const notes = gameSetup(catalog, c).notes.filter((n) => n.k === 'flipped');
    expect(notes.map((n) => (n.k === 'flipped' ? n.ship : ''))).toEqual(flipped);
  });

  test('the set-up says which copy is flipped, in English and French; the roster keeps the card', () => {
    const c = withSquadLeader(['a2', 'a3']);
    const note = gameSetup(catalog, c).notes.find((n) => n.k === 'flipped')!;
    const name = (id: string) => catalog.upgrade(id)?.name ?? id;
    expect(bslStrings('en').note(note, name)).toBe(
      'Squadron Limited: Squad Leader on A3 is flipped for this game (a fleet uses at most its limit; it still counts for scoring)',
    );
    expect(bslStrings('fr').note(note, name)).toContain('Limité à l’escadron : Squad Leader sur A3 est retournée pour cette partie');
    expect(c.fleets.ai.roster.find((e) => e.id === 'a3')!.upgrades.some((u) => u.upgrade === 'squadleader')).toBe(true);
  });
});

// Ruling C98 (§1.8, C12: "the owner picks which copy is used"): until the mission game is made,
// `/campaign assets limited:` picks the players' ship that keeps its Squadron Limited copy; the
// others follow the AI's order (C96).

/** The players' #2 (P1 Red Squadron Veteran VET I5, P2 Luke, P3 Gold Squadron Veteran I3) with Squad Leader on `on`. */
function playersWithSquadLeader(on: readonly string[]): Campaign {
  return squadLeaderOn('players', on);
}

const picked = (c: Campaign, ship: string): Campaign => {
  const d = chooseLimited(c, 'u1', ship);
  if (!d.ok) throw new Error(d.code);
  return d.events.reduce(evolveCampaign, c);
};

describe('C98: the players pick which of their ships keeps a Squadron Limited copy', () => {
  test('with no pick the higher initiative keeps it (C96); picking P3 gives it to P3 and flips P1’s', () => {
    const c = playersWithSquadLeader(['p1', 'p3']);
    expect(upgradesOf(c, 'P1').includes('squadleader')).toBe(true);
    expect(upgradesOf(c, 'P3').includes('squadleader')).toBe(false);
    const d = chooseLimited(c, 'u1', 'P3');
    if (!d.ok) throw new Error(d.code);
    expect(d.events).toEqual([{ t: 'limited-chosen', entry: 'p3' }]);
    const after = d.events.reduce(evolveCampaign, c);
    expect(upgradesOf(after, 'P3').includes('squadleader')).toBe(true);
    expect(upgradesOf(after, 'P1').includes('squadleader')).toBe(false);
    const notes = gameSetup(catalog, after).notes.filter((n) => n.k === 'flipped');
    expect(notes.map((n) => (n.k === 'flipped' ? n.ship : ''))).toEqual(['P1']);
    // The log says it, in English and French, without the ship as a verb's subject (R74).
    expect(describeEvent(d.events[0]!, 'en')).toContain('picking the ship that keeps its Squadron Limited copies');
    expect(describeEvent(d.events[0]!, 'fr')).toContain('le choix du vaisseau qui garde ses exemplaires Limités à l’escadron');
  });

  test('the latest pick wins: P3, then P1 again', () => {
    const c = picked(picked(playersWithSquadLeader(['p1', 'p3']), 'P3'), 'P1');
    expect(c.pending!.limitedPicks).toEqual(['p1', 'p3']);
    expect(upgradesOf(c, 'P1').includes('squadleader')).toBe(true);
    expect(upgradesOf(c, 'P3').includes('squadleader')).toBe(false);
  });

  test.each([
    ['a ship with no Squadron Limited upgrade (Luke)', 'P2', 'no-squadron-limited', 'No Squadron Limited upgrade', 'Aucune amélioration Limitée à l’escadron'],
    ['a ship of a squadron not drawn (P4, #4)', 'P4', 'not-in-this-game', 'Not in this round’s game: P4', 'Pas dans la partie de cette manche : P4'],
    ['a ship the fleet does not have', 'Z9', 'unknown-entry', 'Z9', 'Z9'],
  ])('%s is refused, saying why, in English and French', (_, ship, code, en, fr) => {
    const d = chooseLimited(playersWithSquadLeader(['p1', 'p3', 'p4']), 'u1', ship);
    expect(d.ok ? '' : d.code).toBe(code);
    if (d.ok) return;
    expect(bslRefusal(d, 'en')).toContain(en);
    expect(bslRefusal(d, 'fr')).toContain(fr);
  });

  test('once the mission game is made, too late', () => {
    const c = playersWithSquadLeader(['p1', 'p3']);
    const d = chooseLimited({ ...c, pending: { ...c.pending!, gameLinked: true } }, 'u1', 'P3');
    expect(d.ok ? '' : d.code).toBe('not-now');
  });
});
