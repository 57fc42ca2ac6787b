import { afterEach, describe, expect, test } from 'vitest';
import { consoleTable, tempDir, text } from '../../../helpers.ts';

// Issue 11 through the console adapter: what the cards say and what the bot records.
let cleanup = () => {};
afterEach(() => cleanup());

function table() {
  const t = tempDir();
  cleanup = t.cleanup;
  return consoleTable(`${t.dir}/game.sqlite`, '42');
}

const ship = async (t: ReturnType<typeof table>, name: string, channel = 'table') => (await t.state(channel))!.ships.find((s) => s.name === name)!;

describe('R22: the action is chosen after the maneuver', () => {
  test('after a red maneuver the ship is stressed and performs no action; the stress is recorded', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    const card = await t.reply('/activate ship:TIE-1 tally:bullseye roll:blank crit');
    expect(text(card)).toContain('4 Koiogran turn (red)');
    expect(text(card)).toContain('No action: it is stressed after its maneuver');
    expect(text(card)).not.toContain('Barrel Roll');
    expect(text(card)).toContain('Red maneuver: +1 stress (0 → 1)');
    expect((await ship(t, 'TIE-1')).stress).toBe(1);
    await t.store.close();
  });

  test('a blue maneuver removes its only stress, so it may take its red actions (Y-wing red Barrel Roll)', async () => {
    const t = table();
    await t.reply('/game start faction:rebel-alliance scenario:custom');
    await t.reply('/ship add chassis:btla4ywing');
    await t.reply('/ship stress ship:YW-1 count:1');
    const card = await t.reply('/activate ship:YW-1 tally:bullseye roll:focus crit');
    expect(text(card)).toContain('2 straight (blue)');
    expect(text(card)).toContain('red Barrel Roll');
    expect(text(card)).toContain('Blue maneuver: −1 stress (1 → 0)');
    expect((await ship(t, 'YW-1')).stress).toBe(0);
    await t.store.close();
  });
});

describe('R23: ion tokens by size, removed after the ion maneuver', () => {
  test('a small ship with 1 ion token flies the ion maneuver and then has no ion token', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    await t.reply('/ship ion ship:TIE-1 count:1');
    const card = await t.reply('/activate ship:TIE-1 tally:front-left');
    expect(text(card)).toContain('1 straight (blue)');
    expect(text(card)).toContain('1 ion token removed');
    expect((await ship(t, 'TIE-1')).ion).toBe(0);
    await t.store.close();
  });

  test('a large ship (JumpMaster 5000) with 1 ion token is not ionized: it rolls and keeps the token', async () => {
    const t = table();
    await t.reply('/game start faction:scum-and-villainy scenario:custom');
    await t.reply('/ship add chassis:jumpmaster5000');
    const ion = await t.reply('/ship ion ship:JUMP-1 count:1');
    expect(text(ion)).not.toContain('Ionized');
    const card = await t.reply('/activate ship:JUMP-1 tally:bullseye roll:blank blank');
    expect(text(card)).toContain('4 straight (white)');
    expect((await ship(t, 'JUMP-1')).ion).toBe(1);
    await t.store.close();
  });
});
