import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest } from '../table.ts';

// v0.1 played as v0.1, and the cards' wording, through the console adapter.
const { table } = tablePerTest();

describe('v0.1 (French seed) as v0.1', () => {
  test("a fleeing solo ship's disarm token lasts until the End Phase", async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom ruleset:v0.1');
    await t.reply('/ship add chassis:tielnfighter');
    await t.reply('/ship fled ship:TIE-1');
    expect((await t.state())!.ships[0]).toMatchObject({ stress: 1, disarm: 1 });
    const round = await t.advanceReply();
    expect(text(round)).toContain('Disarm token removed: TIE-1');
    expect((await t.state())!.ships[0]).toMatchObject({ stress: 1, disarm: 0 });
    await t.store.close();
  });

  test('/rules in a v0.1 game shows v0.1: no tally marker, no step 3B, no Recovery', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom ruleset:v0.1');
    const approach = text(await t.reply('/rules topic:approach'));
    expect(approach).toContain('v0.1 has no tally marker');
    expect(approach).not.toContain('3B');
    expect(approach).toContain('roll a defense die for its attitude');
    expect(text(await t.reply('/rules topic:actions'))).not.toContain('Recovery');
    expect(text(await t.reply('/rules topic:attitudes'))).toContain('keeps no attitude between activations');
    await t.store.close();
  });

  test('a v0.1 activation card places no attitude marker and shows no shift, and says how to act outside the activation', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom ruleset:v0.1');
    await t.reply('/ship add chassis:tielnfighter');
    const card = text(await t.reply('/activate ship:TIE-1 arc:bullseye roll:evade hit'));
    expect(card).toContain('Defensive for this activation');
    expect(card).not.toContain('side up');
    expect(card).not.toContain('Balanced → ');
    expect(card).toContain('Outside its activation (an action a card grants, say), roll a defense die for its attitude');
    await t.store.close();
  });
});

describe('wording', () => {
  test('chart entries say "blue", not a bare "B"', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    const card = text(await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus crit'));
    expect(card).toContain('“fastest blue straight”');
    expect(text(await t.reply('/rules topic:charts'))).not.toMatch(/\bB (straight|bank)/);
    await t.store.close();
  });

  test("the attack-dice advice keeps the seed's condition (in the arc of an enemy that has not yet engaged)", async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/join ship:x-wing');
    await t.reply('/ship add chassis:tielnfighter');
    expect(text(await t.reply('/attack attacker:TIE-1'))).toContain('if it is in the firing arc of an enemy ship that has not yet engaged');
    await t.store.close();
  });

  test('a fleeing player ship is told its pilot is safe only if it left by the player edge', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/join ship:x-wing');
    await t.reply('/join ship:x-wing name:Wedge');
    expect(text(await t.reply('/ship fled ship:Wedge'))).toContain('If it fled from the player edge, its pilot returns to base safely');
    await t.store.close();
  });

  test('/rules attitudes says the shifts move one step ("towards"), as the engine does', async () => {
    const t = table();
    const card = text(await t.reply('/rules topic:attitudes'));
    expect(card).toContain('after dealing damage → towards Offensive');
    await t.store.close();
  });
});
