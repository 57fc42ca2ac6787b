import { describe, expect, test } from 'vitest';
import { bslMission } from '../../../../src/systems/xwing/bsl/mission/rules.ts';
import { loadEditions } from '../../../../src/systems/xwing/catalog/load.ts';
import { xwingSystem } from '../../../../src/systems/xwing/system.ts';
import { missionGame, ship } from './mission-game.ts';

// The Big Shed League's mission part is layered on the X-Wing game (play/mission.ts): the game
// alone knows none of its events; handed the mission, it reads, replays and names them as
// stored since the game's schema version 3 (same type strings, same payloads).

const editions = loadEditions();
const scan = { t: 'marker-scanned', ship: 'P1', marker: 3 } as const;
const left = { t: 'ship-left', ship: 'P1', left: { edge: 'O', via: 'maneuver', code: 'X' } } as const;

describe('the mission layer plugs into the game', () => {
  test('the game alone reads none of the mission’s events', () => {
    const alone = xwingSystem(editions);
    expect(alone.eventSchema.safeParse(scan).success).toBe(false);
    expect(alone.eventSchema.safeParse(left).success).toBe(false);
  });

  test('handed the mission, the game reads a stored mission event unchanged, applies it and names it in both languages', () => {
    const game = xwingSystem(editions, bslMission);
    expect(game.eventSchema.parse(scan)).toEqual(scan);
    expect(game.eventSchema.parse(left)).toEqual(left);
    const { state } = missionGame({ mission: 1, active: 'players', draws: { players: ['2'], ai: ['2'] }, effects: { players: [], ai: [] } });
    const after = game.evolve(game.evolve(state, scan), left);
    expect(after.campaign?.scans).toEqual([{ marker: 3, ship: 'P1', round: 1 }]);
    expect(ship(after, 'P1')).toMatchObject({ status: 'fled', left: left.left });
    expect(after.step).toBe(state.step + 2);
    expect(game.describe(scan, 'en')).toBe("P1's scan of marker M3");
    expect(game.describe(scan, 'fr')).toBe('le scan du marqueur M3 par P1');
  });
});
