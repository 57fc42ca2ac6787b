import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest } from '../table.ts';

// The seed's other ship types, its two variants, tally
// markers on objects, and squads built by points.
const { table } = tablePerTest();

describe("the seed's alternative ship types (point 10)", () => {
  test('the players choose TIE/ag Patrols and TIE/sa Reinforcements (with Proton Torpedoes), and the waves use them', async () => {
    const t = table();
    const start = text(await t.reply('/game start faction:galactic-empire patrol:tieagaggressor reinforcement:tie bomber'));
    expect(start).toContain('Flying: TIE/ag Aggressor and TIE/sa Bomber (Proton Torpedoes)');
    expect((await t.state())!.ships.map((s) => s.chassis)).toEqual(['tieagaggressor', 'tieagaggressor']);
    await t.reply('/join ship:x-wing');
    await t.reply('/ship destroyed ship:AGR-1');
    for (let r = 2; r <= 4; r++) await t.advance();
    const bomber = (await t.state())!.ships.find((s) => s.chassis === 'tiesabomber')!;
    expect(bomber).toMatchObject({ role: 'reinforcement', upgrades: ['protontorpedoes'], charges: { protontorpedoes: 2 } });
    await t.store.close();
  });

  test('"random" picks a type from the row with the game\'s dice; a type not in the row is refused with the options', async () => {
    const t = table();
    await t.reply('/game start faction:scum-and-villainy patrol:random seed:5');
    expect(['z95af4headhunter', 'm3ainterceptor', 'modifiedtielnfighter']).toContain((await t.state())!.ships[0]!.chassis);
    const bad = await t.reply('#other /game start faction:galactic-empire patrol:x-wing');
    expect(bad.payload.flags).toBe(64);
    expect(text(bad)).toContain('tielnfighter, tieagaggressor, or random');
    await t.store.close();
  });
});

describe("the seed's variants (point 12)", () => {
  test('enemy ace: the second Patrol ship flies a limited pilot and the card says to lock the nearest player ship', async () => {
    const t = table();
    const start = text(await t.reply('/game start faction:galactic-empire ace:true'));
    expect(start).toContain('Enemy ace: TIE-2 flies a limited pilot');
    expect(start).toContain('/ship lock ship:TIE-2 target:<ship>');
    const [low, ace] = (await t.state())!.ships;
    expect(low!.pilot).toBe('academypilot');
    expect(['howlrunner', 'maulermithel', 'scourgeskutu']).toContain(ace!.pilot);
    await t.store.close();
  });

  test('escaping transport: in Recovery, locked on the opposite corner, and it may flee', async () => {
    const t = table();
    const start = text(await t.reply('/game start faction:galactic-empire transport:true'));
    expect(start).toContain('Escaping transport');
    const transport = (await t.state())!.ships.find((s) => s.role === 'transport')!;
    expect(transport).toMatchObject({ chassis: 'lambdaclasst4ashuttle', attitude: 'recovery', locks: ['the opposite corner'] });
    const ask = text(await t.reply(`/activate ship:${transport.name}`));
    expect(ask).toContain('it has locked the opposite corner');
    await t.reply(`/ship fled ship:${transport.name}`);
    expect((await t.state())!.ships.find((s) => s.role === 'transport')!.status).toBe('fled');
    await t.store.close();
  });
});

describe('tally markers on objects (point 12, v0.2)', () => {
  test('a tally marker can sit on an obstacle, and the approach asks about it first', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('/ship tally ship:TIE-1 target:the big asteroid');
    expect((await t.state())!.ships[0]!.tally).toBe('the big asteroid');
    expect(text(await t.reply('/activate ship:TIE-1'))).toContain('its tally marker is on the big asteroid');
    await t.store.close();
  });
});

describe('enemy squads by points (point 12)', () => {
  test('90 player points: Patrol waves of about 45 each and Reinforcements slightly under 90, no upgrades', async () => {
    const t = table();
    const card = text(await t.reply('/game start faction:galactic-empire scenario:custom points:90'));
    expect(card).toContain('Enemy squad by points (you: 90 pts)');
    expect(card).toContain('Patrol wave 1 (aim 36-54): 2 × TIE/ln Fighter (Academy Pilot, 22 pts) = 44 pts');
    expect(card).toContain('Reinforcements (aim 68-89): 3 × TIE/sa Bomber (Scimitar Squadron Pilot, 27 pts) = 81 pts');
    await t.store.close();
  });

  test('a standard game: 125-150 enemy points per 100', async () => {
    const t = table();
    const card = text(await t.reply('/game start faction:rebel-alliance scenario:custom points:100 size:standard'));
    const total = Number(/Enemy squad \(aim 125-150\): .* = (\d+) pts/.exec(card)?.[1]);
    expect(total).toBeGreaterThanOrEqual(125);
    expect(total).toBeLessThanOrEqual(150);
    await t.store.close();
  });
});
