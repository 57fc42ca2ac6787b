import { describe, expect, test } from 'vitest';
import { evolveCampaign } from '../../../../src/systems/xwing/bsl/evolve.ts';
import { chooseSupply } from '../../../../src/systems/xwing/bsl/flow.ts';
import { createMissionGame } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslRefusal, describeEvent } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { catalog } from './fixtures.ts';
import { missionGame } from './mission-game.ts';

// Ruling C97 (big-shed-league.md §7.2, "choice (players)"; revises C62): the players choose
// their Additional Supplies munition for each ship that was given one, until the game is made.

/** A campaign at P10, the players' P1 (an X-wing) given Proton Torpedoes by Additional Supplies (the AI's rule). */
function supplied(): Campaign {
  const { c } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
  const given = { side: 'players' as const, entry: 'p1', id: 'p1.s1', upgrade: 'protontorpedoes', slot: 'Torpedo' };
  return {
    ...c,
    fleets: {
      ...c.fleets,
      players: {
        ...c.fleets.players,
        roster: c.fleets.players.roster.map((e) =>
          e.id === 'p1' ? { ...e, upgrades: [...e.upgrades, { id: 'p1.s1', upgrade: 'protontorpedoes', slot: 'Torpedo' }] } : e,
        ),
      },
    },
    pending: { ...c.pending!, supplies: [given], ships: [], gameLinked: false },
  };
}

describe('C97: the players choose their Additional Supplies', () => {
  test('P1 takes Advanced Proton Torpedoes instead; the mission game gives it them', () => {
    expect(catalog.upgrade('advprotontorpedoes')).toBeDefined();
    const c = supplied();
    const d = chooseSupply(catalog, c, 'u1', 'P1', 'advprotontorpedoes');
    if (!d.ok) throw new Error(d.code);
    expect(d.events).toEqual([{ t: 'supply-chosen', entry: 'p1', id: 'p1.s1', upgrade: 'advprotontorpedoes', slot: 'Torpedo' }]);
    const after = d.events.reduce(evolveCampaign, c);
    const p1 = after.fleets.players.roster.find((e) => e.id === 'p1')!;
    expect(p1.upgrades.filter((u) => u.id === 'p1.s1')).toEqual([{ id: 'p1.s1', upgrade: 'advprotontorpedoes', slot: 'Torpedo' }]);
    expect(after.pending!.supplies).toEqual([{ side: 'players', entry: 'p1', id: 'p1.s1', upgrade: 'advprotontorpedoes', slot: 'Torpedo' }]);
    const game = createMissionGame(catalog, after, { channelId: 'ch', guildId: null, owner: 'u1' }).game;
    const ship = game.flatMap((e) => (e.t === 'ship-added' && e.ship.name === 'P1' ? [e.ship] : []))[0]!;
    expect(ship.upgrades).toContain('advprotontorpedoes');
    expect(ship.upgrades).not.toContain('protontorpedoes');
    expect(describeEvent(d.events[0]!, 'en')).toContain('choosing a ship’s free munition');
    expect(describeEvent(d.events[0]!, 'fr')).toContain('le choix de la munition gratuite d’un vaisseau');
  });

  test.each([
    ['a ship given none', 'P2', 'advprotontorpedoes', 'no-supply', 'P2 took no free munition from Additional Supplies', 'P2 n’a reçu aucune munition gratuite'],
    ['not a munition', 'P1', 'r2astromech', 'not-a-munition', 'is not a torpedo, missile or device', 'n’est ni une torpille'],
    [
      'no slot for it (an X-wing has no Device slot)',
      'P1',
      'proximitymines',
      'no-slot',
      'has no free Device slot for Proximity Mines',
      'pas d’emplacement Device libre',
    ],
  ])('%s is refused, in English and French', (_, ship, upgrade, code, en, fr) => {
    const d = chooseSupply(catalog, supplied(), 'u1', ship, upgrade);
    expect(d.ok).toBe(false);
    if (d.ok) return;
    expect(d.code).toBe(code);
    expect(bslRefusal(d, 'en')).toContain(en);
    expect(bslRefusal(d, 'fr')).toContain(fr);
  });

  test('once the mission game is made, too late', () => {
    const c = supplied();
    const d = chooseSupply(catalog, { ...c, pending: { ...c.pending!, gameLinked: true } }, 'u1', 'P1', 'advprotontorpedoes');
    expect(d.ok ? '' : d.code).toBe('not-now');
  });
});
