import { afterEach, describe, expect, test } from 'vitest';
import { consoleTable, tempDir, text } from '../../../helpers.ts';

// Issue 12, points 9 and 10 through the console adapter: the activation card leads with
// what moves the model and asks the tally's arc before rolling; /attack with the
// attacker alone shows its weapon and target and records with buttons, never a silent 0.

let cleanup = () => {};
afterEach(() => cleanup());

function table() {
  const t = tempDir();
  cleanup = t.cleanup;
  return consoleTable(`${t.dir}/game.sqlite`, '42');
}

const buttonLabels = (o: { payload: { components?: { components: unknown[] }[] } }) =>
  (o.payload.components ?? []).flatMap((r) => r.components as { label?: string; custom_id?: string }[]).map((b) => b.label);

describe('the activation card', () => {
  test('asks the tally’s arc before the dice are rolled; the answer rolls', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    const before = (await t.state())!;
    const ask = await t.reply('/activate ship:TIE-1');
    expect(text(ask)).toContain("Where is TIE-1's tally?");
    expect(text(ask)).toContain('I roll once you say where the tally is.');
    expect(text(ask)).not.toMatch(/🟢|🔴/);
    const pending = (await t.state())!;
    expect(pending.rng).toEqual(before.rng); // nothing rolled yet
    expect(pending.ships[0]!.pending).toMatchObject({ roll: null, chart: null });
    let done = await t.reply('click Bullseye');
    expect(done.type).toBe('update');
    expect((await t.state())!.rng).not.toEqual(before.rng);
    // The entry may still need a side (its nearest obstacle's): the dice are shown while it asks.
    for (let i = 0; i < 2 && text(done).includes('on its left or its right'); i++) done = await t.reply('click Left');
    const fields = done.payload.embeds[0]!.fields!.map((f) => f.name);
    // What moves the model first, then the dice and the chart entry.
    expect(fields.slice(0, 3)).toEqual(['Maneuver', 'Action', 'Attitude']);
    expect(fields.indexOf('Dice')).toBeGreaterThan(fields.indexOf('Attitude'));
    expect(fields.findIndex((f) => f.startsWith('Chart: '))).toBeGreaterThan(fields.indexOf('Attitude'));
  });

  test('an unchanged attitude is said once, and a marker colour is never said twice', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    // Bullseye focus/focus keeps Balanced (focus → Balanced).
    const card = await t.reply('/activate ship:TIE-1 tally:bullseye roll:focus focus');
    expect(text(card)).toContain('Balanced (unchanged)');
    expect(text(card)).not.toContain('Balanced → Balanced');
    const red = await t.reply('/activate ship:TIE-2 tally:bullseye roll:evade hit');
    expect(text(red)).toContain('Defensive');
    expect(text(red)).not.toMatch(/\(red\) — red/);
  });
});

describe('/attack', () => {
  test('the attacker alone shows its weapon and target priority, then the defender (never itself) and the damage by buttons', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    await t.reply('@carol /join ship:x-wing name:Wedge');
    const before = (await t.log((await t.game())!.id)).length;
    const preview = await t.reply('/attack attacker:TIE-1');
    expect(preview.payload.flags).toBe(64);
    expect(text(preview)).toContain("TIE-1's weapons, in order: 1. primary (front arc), attack 2");
    expect(text(preview)).toContain('the enemy it has locked');
    expect(buttonLabels(preview)).toEqual(['Luke', 'Wedge']); // not TIE-1, not the other solo ship
    const damage = await t.reply('click Luke');
    expect(text(damage)).toContain('How many damage cards did Luke take from TIE-1?');
    expect(buttonLabels(damage)).toEqual(['0 damage', '1 damage', '2 damage', '3 damage', '4 damage', '5 damage', '6 damage', '7 damage']);
    expect((await t.log((await t.game())!.id)).length).toBe(before); // nothing recorded yet
    const recorded = await t.reply('click 2 damage');
    expect(text(recorded)).toContain('TIE-1 attacked Luke: 2 damage cards.');
  });

  test('a defender without the damage asks for the damage instead of recording 0; the defender list never offers the attacker', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    const ask = await t.reply('@bob /attack attacker:Luke defender:TIE-2');
    expect(text(ask)).toContain('How many damage cards did TIE-2 take from Luke?');
    expect((await t.state())!.ships.find((s) => s.name === 'TIE-2')!.defenses).toBe(0);
    const choices = await t.run('?attack attacker:Luke defender:');
    expect(choices[0]!.payload.choices!.map((c) => c.value)).not.toContain('Luke');
  });
});
