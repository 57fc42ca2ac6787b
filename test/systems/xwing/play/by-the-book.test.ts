import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest } from '../table.ts';

// Through the console adapter: what the cards say and what the bot records.
const { table } = tablePerTest();

const ship = async (t: ReturnType<typeof table>, name: string, channel = 'table') => (await t.state(channel))!.ships.find((s) => s.name === name)!;

describe('R22: the action is chosen after the maneuver', () => {
  test('after a red maneuver the ship is stressed and performs no action; the stress is recorded', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    const card = await t.reply('/activate ship:TIE-1 arc:bullseye roll:blank crit');
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
    const card = await t.reply('/activate ship:YW-1 arc:bullseye roll:focus crit');
    expect(text(card)).toContain('2 straight (blue)');
    expect(text(card)).toContain('red Barrel Roll');
    expect(text(card)).toContain('Blue maneuver: −1 stress (1 → 0)');
    expect((await ship(t, 'YW-1')).stress).toBe(0);
    await t.store.close();
  });
});

describe('R22: a red action adds a stress', () => {
  test("when the table decides, the card has a button that records the red action's stress, once", async () => {
    const t = table();
    await t.reply('/game start faction:rebel-alliance scenario:custom');
    await t.reply('/ship add chassis:btla4ywing');
    const card = await t.reply('/activate ship:YW-1 arc:bullseye roll:blank focus');
    expect(text(card)).toContain('red Barrel Roll');
    expect(text(card)).toContain('/ship stress ship:YW-1 count:1');
    expect(text(await t.reply('click It took a red action: +1 stress'))).toContain('YW-1: stress 0 → 1. (red action)');
    expect((await ship(t, 'YW-1')).stress).toBe(1);
    const again = await t.reply('click It took a red action: +1 stress');
    expect(again.payload.flags).toBe(64);
    expect((await ship(t, 'YW-1')).stress).toBe(1);
    await t.store.close();
  });
});

describe('R23: ion tokens by size, removed after the ion maneuver', () => {
  test('a small ship with 1 ion token flies the ion maneuver and then has no ion token', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    await t.reply('/ship ion ship:TIE-1 count:1');
    const card = await t.reply('/activate ship:TIE-1 arc:front-left');
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
    const card = await t.reply('/activate ship:JUMP-1 arc:bullseye roll:blank blank');
    expect(text(card)).toContain('4 straight (white)');
    expect((await ship(t, 'JUMP-1')).ion).toBe(1);
    await t.store.close();
  });
});

describe("/join flies the players' faction", () => {
  test("against the Rebels, a TIE/ln is the Empire's; the first gets the lowest-initiative non-limited pilot, the second the highest", async () => {
    const t = table();
    await t.reply('/game start faction:rebel-alliance scenario:custom');
    expect(text(await t.reply('/join ship:tie'))).toContain('TIE/ln Fighter (Academy Pilot, I1)');
    expect(text(await t.reply('@bob /join ship:tie'))).toContain('TIE/ln Fighter (Black Squadron Ace, I3)');
    expect((await t.state())!.ships.map((s) => s.faction)).toEqual(['galactic-empire', 'galactic-empire']);
    await t.store.close();
  });
});

describe('devices on solo ships', () => {
  test('/ship add takes upgrades from the catalogue, tracks their charges, and the System Phase rolls the bomb check', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/join ship:x-wing');
    await t.reply('@bob /join ship:x-wing name:Luke');
    const added = await t.reply('/ship add chassis:tiesabomber pilot:gammasquadronace upgrades:proton bombs, proton torpedoes');
    expect(text(added)).toContain('Proton Bombs (2/2), Proton Torpedoes (2/2)');
    const bomber = await ship(t, 'BMB-1');
    expect(bomber.upgrades).toEqual(['protonbombs', 'protontorpedoes']);
    expect(bomber.charges).toEqual({ protonbombs: 2, protontorpedoes: 2 });
    const rngBefore = (await t.state())!.rng;
    const round = await t.advanceReply();
    expect(text(round)).toMatch(/System Phase: bombs and mines: BMB-1 \(Proton Bombs\): 🔴 \w+, \w+ → /);
    expect((await t.state())!.rng).not.toEqual(rngBefore);
    const log = await t.log((await t.game())!.id);
    expect(log.map((e) => e.event.t)).toContain('system-checked');
    // A drop spends a charge; with none left there is nothing to drop.
    expect(text(await t.reply('/ship charges ship:BMB-1 upgrade:proton bombs count:0'))).toContain('Proton Bombs charges 2 → 0');
    expect(text(await t.advanceReply())).not.toContain('bombs and mines');
    await t.store.close();
  });

  test('a special weapon with no active charge is not offered, and weapons are named, not shown by id', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/join ship:x-wing');
    await t.reply('/ship add chassis:tiesabomber upgrades:protontorpedoes');
    expect(text(await t.reply('/attack attacker:BMB-1'))).toContain('1. Proton Torpedoes (front arc, range 2-3, needs a lock), attack 4');
    await t.reply('/ship charges ship:BMB-1 count:0');
    const card = text(await t.reply('/attack attacker:BMB-1'));
    expect(card).not.toContain('Proton Torpedoes');
    expect(card).toContain('1. primary (front arc)');
    await t.store.close();
  });

  test('an upgrade the catalogue lacks, or one the pilot has no slot for, is refused with what to type', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    const unknown = await t.reply('/ship add chassis:tielnfighter upgrades:death star');
    expect(unknown.payload.flags).toBe(64);
    expect(text(unknown)).toContain("I don't know the upgrade “death star”");
    const noSlot = await t.reply('/ship add chassis:tielnfighter upgrades:proton bombs');
    expect(text(noSlot)).toContain('has no free Device slot for Proton Bombs');
    await t.store.close();
  });
});
