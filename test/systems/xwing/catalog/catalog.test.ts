import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FACTION_IDS } from '../../../../src/systems/xwing/catalog/catalog.ts';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { parseDialCode } from '../../../../src/systems/xwing/catalog/dial-code.ts';

// Every ship file of xwing-data2 (dial codes and pilot ids), extracted from the source by
// `npm run catalog` beside the catalogue: the check runs without the source checkout.
const digest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'xwing-data2-digest.json'), 'utf8')) as {
  faction: string;
  xws: string;
  dial: string[];
  pilots: string[];
}[];

const upgradeDigest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'xwing-data2-upgrades-digest.json'), 'utf8')) as {
  xws: string;
  slots: string[];
  limited: number;
  cost: { value: number } | { variable: string; values: Record<string, number> };
}[];

describe('ship catalogue', () => {
  const cat = loadCatalog();

  test('holds every chassis and pilot of xwing-data2 2.2.1: 90 ship files, 469 pilots', () => {
    expect(cat.ships).toHaveLength(90);
    expect(cat.ships.reduce((n, s) => n + s.pilots.length, 0)).toBe(469);
    expect(cat.source).toMatchObject({ name: 'xwing-data2', version: '2.2.1' });
  });

  test('every dial code parses, and the parsed dial matches the codes', () => {
    for (const ship of cat.ships) {
      expect(ship.dial.map((m, i) => [m, parseDialCode(ship.dialCodes[i]!)])).toEqual(ship.dial.map((m) => [m, m]));
    }
  });

  test('a malformed dial code fails loudly', () => {
    expect(() => parseDialCode('3XW')).toThrow(/malformed dial code/);
    expect(() => parseDialCode('6FW')).toThrow(/malformed/);
  });

  test('matches the source files one for one (every dial code and pilot of xwing-data2)', () => {
    expect(digest).toHaveLength(90);
    for (const src of digest) {
      const ship = cat.ship(src.faction as (typeof FACTION_IDS)[number], src.xws);
      expect(ship, `${src.faction}/${src.xws}`).toBeDefined();
      expect(ship!.dialCodes).toEqual(src.dial);
      expect(ship!.pilots.map((p) => p.id)).toEqual(src.pilots);
    }
  });

  // One test per faction: a ship players know, its dial, bar and a pilot.
  const perFaction: [string, string, string, number, string][] = [
    ['galactic-empire', 'tielnfighter', '1TW 1YW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR 5FW', 3, 'academypilot'],
    ['rebel-alliance', 't65xwing', '1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BW 3FW 3NW 3YW 3RR 4FW 4KR', 3, 'cavernangelszealot'],
    ['scum-and-villainy', 'jumpmaster5000', '1TW 1BB 1FB 1NW 1YR 2TW 2BB 2FB 2NW 2YR 3LR 3BB 3FB 3NW 4FW 4KR', 3, 'contractedscout'],
    ['resistance', 't70xwing', '', 3, 'bluesquadronrookie'],
    ['first-order', 'tiefofighter', '', 4, 'epsilonsquadroncadet'],
    ['galactic-republic', 'v19torrentstarfighter', '', 4, 'goldsquadrontrooper'],
    ['separatist-alliance', 'vultureclassdroidfighter', '', 3, 'tradefederationdrone'],
  ];
  test.for(perFaction)('%s: %s', ([faction, id, dial, actions, pilotId]) => {
    const ship = cat.ship(faction as (typeof FACTION_IDS)[number], id);
    expect(ship).toBeDefined();
    if (dial) expect(ship!.dialCodes.join(' ')).toBe(dial);
    expect(ship!.actions).toHaveLength(actions);
    expect(ship!.pilots.some((p) => p.id === pilotId)).toBe(true);
  });

  test('the TIE/ln: small, front arc 2, agility 3, hull 3, Focus/Evade/Barrel Roll', () => {
    const tie = cat.ship('galactic-empire', 'tielnfighter')!;
    expect(tie).toMatchObject({ size: 'small', agility: 3, hull: 3, shields: 0, attacks: [{ arc: 'front', value: 2 }] });
    expect(tie.actions.map((a) => a.type)).toEqual(['Focus', 'Evade', 'Barrel Roll']);
  });

  test('linked and red actions survive, and a pilot bar replaces the ship bar', () => {
    const v19 = cat.ship('galactic-republic', 'v19torrentstarfighter')!;
    expect(v19.actions).toContainEqual({ type: 'Barrel Roll', difficulty: 'white', linked: { type: 'Evade', difficulty: 'red' } });
    const m3a = cat.ship('scum-and-villainy', 'm3ainterceptor')!;
    expect(cat.pilot(m3a, 'g4rgorvm')?.actions?.map((a) => a.type)).toEqual(['Calculate', 'Evade', 'Lock', 'Barrel Roll']);
  });

  test('names players type find the ship', () => {
    expect(cat.resolveShipIds('TIE/ln')).toEqual(['tielnfighter']);
    expect(cat.resolveShipIds('tie fighter')).toEqual(['tielnfighter']);
    expect(cat.resolveShipIds('x-wing')).toEqual(['t65xwing']);
    expect(cat.resolveShipIds('T-65')).toEqual(['t65xwing']);
    expect(cat.findShip('Z-95', 'scum-and-villainy')?.faction).toBe('scum-and-villainy');
    expect(cat.findShip('nonsense')).toBeUndefined();
  });

  test('autocomplete gives at most 25 ships', () => {
    expect(cat.searchShips('').length).toBe(25);
    expect(cat.searchShips('tie', 'galactic-empire').every((s) => s.faction === 'galactic-empire')).toBe(true);
  });

  test('holds every upgrade of xwing-data2 (380) with its slots, cost and limit, plus the 4 Big Shed League upgrades', () => {
    expect(upgradeDigest).toHaveLength(380);
    for (const src of upgradeDigest) {
      const u = cat.upgrade(src.xws);
      expect(u, src.xws).toBeDefined();
      expect(u!.slots).toEqual(src.slots);
      expect(u!.limited).toBe(src.limited);
      expect(u!.cost).toEqual('value' in src.cost ? src.cost.value : { variable: src.cost.variable, values: src.cost.values });
    }
    expect(cat.upgrades.filter((u) => u.campaign === 'bsl').map((u) => [u.id, u.cost])).toEqual([
      ['bsl-customhyperdrive', 2],
      ['bsl-customnavcomputer', 3],
      ['bsl-gravityfieldmine', 4],
      ['bsl-navinterferencemine', 2],
    ]);
  });

  test('upgrades carry restrictions and grants: Squad Leader by initiative, Hull Upgrade +1 hull, Integrated S-foils T-70 only', () => {
    expect(cat.upgrade('squadleader')).toMatchObject({ slot: 'Talent', limited: 1, cost: { variable: 'initiative' } });
    expect(cat.upgrade('hullupgrade')?.grants).toEqual([{ type: 'stat', stat: 'hull', amount: 1 }]);
    expect(cat.upgrade('integratedsfoils')?.restrictions).toEqual([{ ships: ['t70xwing'] }]);
    expect(cat.upgrade('admiralozzel')?.slots).toEqual(['Command', 'Crew']);
    expect(cat.upgrade('os1arsenalloadout')?.grants).toContainEqual({ type: 'slot', slot: 'Torpedo', amount: 1 });
  });

  test('special weapons know their Lock header', () => {
    expect(cat.upgrade('protontorpedoes')?.attack).toMatchObject({ requiresLock: true, ordnance: true });
    expect(cat.upgrade('concussionmissiles')?.attack?.requiresLock).toBe(true);
  });
});
