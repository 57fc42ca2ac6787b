import { describe, expect, test } from 'vitest';
import { createMissionGame, gameSetup } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import type { Campaign, RosterEntry } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslStrings } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { catalog } from './fixtures.ts';
import { missionGame } from './mission-game.ts';

// Ruling C96 (big-shed-league.md §1.8, C12): in one game a fleet uses at most `limited` copies of
// a Squadron Limited upgrade; the others are flipped (not used), the copies going to the ships
// with the highest effective initiative, then in roster order.

/** The AI's squadron #2 (A1 Academy ELITE, A2 Storm Squadron Ace I4, A3 Black Squadron Ace I3) with Squad Leader on `on`. */
function withSquadLeader(on: readonly string[]): Campaign {
  const { c } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
  const add = (e: RosterEntry): RosterEntry =>
    on.includes(e.id) ? { ...e, upgrades: [...e.upgrades, { id: `${e.id}.sl`, upgrade: 'squadleader', slot: 'Talent' }] } : e;
  return {
    ...c,
    fleets: { ...c.fleets, ai: { ...c.fleets.ai, roster: c.fleets.ai.roster.map(add) } },
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
