import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest, toEngagement } from '../table.ts';
import { confirmTurn, confirmTurnV1, decodeGiven, encodeGiven, shipDone, startAttack } from '../../../../src/systems/xwing/render/button-ids.ts';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { xwingTableView } from '../../../../src/systems/xwing/render/table-view.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';
import { planActions, type ActionContext } from '../../../../src/systems/xwing/engine/index.ts';
import { destroyedByDamage, effectiveHull } from '../../../../src/systems/xwing/play/hull.ts';
import { FRESH_SHIP, type ShipState } from '../../../../src/systems/xwing/play/state.ts';
import { actionContext } from '../engine/action-context.ts';

// The table tells the truth (rulings R52–R56, R61): a ship whose damage cards reach its hull (raised
// by its upgrades, R61) is destroyed by the reply that recorded them, damage cards are recorded in every game, the
// dice shown stay on their chart, and typed turns out of order are refused unless confirmed.

const { table } = tablePerTest();

const ship = async (t: ReturnType<typeof table>, name: string) => (await t.state())!.ships.find((s) => s.name === name)!;

/** Two TIEs against Luke (bob) and Wedge (carol), in the Engagement Phase. */
async function inEngagement() {
  const t = table();
  await toEngagement(t);
  return t;
}

describe('R52: a ship whose damage cards reach its hull is destroyed by the change that recorded them', () => {
  test.each([
    ['a typed attack', ['@bob /attack attacker:Luke defender:TIE-1 damage:3']],
    ['two attacks', ['@bob /attack attacker:Luke defender:TIE-1 damage:1', '@carol /attack attacker:Wedge defender:TIE-1 damage:2']],
    ['the damage buttons', ['@bob /attack attacker:Luke defender:TIE-1', '@bob click 3 damage']],
    ['/ship damage cards: (an obstacle)', ['@bob /ship damage ship:TIE-1 cards:3']],
    ['an attack, then /ship damage cards:', ['@bob /attack attacker:Luke defender:TIE-1 damage:2', '/ship damage ship:TIE-1 cards:1']],
  ])('a TIE/ln (hull 3) dealt 3 damage cards by %s', async (_, lines) => {
    const t = await inEngagement();
    let last = await t.reply(lines[0]!);
    for (const line of lines.slice(1)) last = await t.reply(line);
    expect(text(last)).toContain('Destroyed: TIE-1');
    const tie = await ship(t, 'TIE-1');
    expect(tie.status).toBe('destroyed');
    expect(tie.damageCards).toBe(3);
    // Out of the order: it attacks no more.
    expect(text(await t.reply('/attack attacker:TIE-1 defender:Luke damage:1'))).toContain('Destroyed already: TIE-1');
    // /undo takes the last change back, the destruction with it.
    await t.reply('/undo');
    expect((await ship(t, 'TIE-1')).status).toBe('active');
  });

  test('2 damage cards on a hull of 3 keep it in play; Luke (hull 4) dealt 3 cards stays, the 4th destroys him', async () => {
    const t = await inEngagement();
    expect(text(await t.reply('@bob /attack attacker:Luke defender:TIE-1 damage:2'))).not.toContain('destroyed');
    expect((await ship(t, 'TIE-1')).status).toBe('active');
    await t.reply('/attack attacker:TIE-2 defender:Luke damage:3');
    expect((await ship(t, 'Luke')).status).toBe('active');
    const r = await t.reply('@bob /ship damage ship:Luke cards:1');
    expect(text(r)).toContain('Destroyed: Luke, 4 damage cards on 4 hull.');
    expect((await ship(t, 'Luke')).status).toBe('destroyed');
  });
});

describe('R52: damage cards are recorded in every game', () => {
  test('/ship damage cards: in a plain game adds to the count the status board shows', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    const r = await t.reply('@bob /ship damage ship:Luke cards:1');
    expect(text(r)).toContain('Dealt to Luke: 1 damage card (1 of 4 hull).');
    await t.reply('@bob /ship damage ship:Luke cards:2');
    expect((await ship(t, 'Luke')).damageCards).toBe(3);
    expect(text(await t.reply('/game status'))).toContain('3 damage');
  });

  test('/ship damage without cards or action-header says what to give', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    expect(text(await t.reply('/ship damage ship:TIE-1'))).toContain('Give cards (the damage cards dealt to it now');
  });
});

describe('R53: once the dice are shown, the tally’s arc of that activation is fixed', () => {
  /** A typed roll on the front chart whose entry asks a side: the dice are shown while the card asks. */
  async function asking(t: ReturnType<typeof table>) {
    for (const defense of ['evade', 'focus', 'blank'])
      for (const attack of ['crit', 'hit', 'focus', 'blank']) {
        await t.reply('/game start faction:galactic-empire');
        const card = await t.reply(`/activate ship:TIE-1 arc:front-left roll:${defense} ${attack}`);
        if ((await ship(t, 'TIE-1')).pending?.roll) return card;
        await t.reply('/game end');
        await t.reply('click End the game');
      }
    throw new Error('no front-chart roll asks a side');
  }

  test.each([
    ['another arc typed', '/activate ship:TIE-1 arc:rear-left', 'front'],
    ['the other side of the same arc', '/activate ship:TIE-1 arc:front-right', 'front'],
  ])('%s is refused, saying what to do; the kept dice stay on their chart', async (_, line) => {
    const t = table();
    await asking(t);
    const before = (await ship(t, 'TIE-1')).pending!;
    const r = await t.reply(line);
    expect(text(r)).toContain("TIE-1's dice are already shown on the front chart");
    expect(text(r)).toContain('/undo');
    expect((await ship(t, 'TIE-1')).pending).toEqual(before);
  });

  test('a new /activate without an arc keeps the arc the dice were shown on (it never asks the arc again)', async () => {
    const t = table();
    await asking(t);
    const before = (await ship(t, 'TIE-1')).pending!;
    const r = await t.reply('/activate ship:TIE-1');
    expect(text(r)).not.toContain("Where is TIE-1's tally?");
    const after = (await ship(t, 'TIE-1')).pending!;
    expect({ chart: after.chart, tallySide: after.tallySide, roll: after.roll }).toEqual({
      chart: before.chart,
      tallySide: before.tallySide,
      roll: before.roll,
    });
  });
});

/** Luke (bob, I1) and Wedge (carol, I3) against two TIEs (I1); every dial set: Activation, Luke up. */
async function inActivation() {
  const t = table();
  await t.reply('/game start faction:galactic-empire');
  await t.reply('@bob /join ship:x-wing name:Luke');
  await t.reply('@carol /join ship:x-wing name:Wedge');
  await t.run('@bob /done');
  await t.run('@carol /done');
  expect((await t.state())!.phase).toBe('activation');
  return t;
}

const ids = (o: { payload: { components?: { components: unknown[] }[] } }) =>
  (o.payload.components ?? []).flatMap((r) => r.components as { label?: string; custom_id?: string }[]);

describe('R54: a typed turn out of initiative order is refused, saying who is next, unless the game’s owner confirms', () => {
  test.each([
    ['/activate of a solo ship', '/activate ship:TIE-2 arc:bullseye roll:focus focus', 'TIE-2', 'Activate TIE-2 now'],
    ['/done of a player ship', '@carol /done ship:Wedge', 'Wedge', "End Wedge's turn"],
    ['/done of the player’s own ship not up', '@carol /done', 'Wedge', "End Wedge's turn"],
  ])('%s', async (_, line, ship, label) => {
    const t = await inActivation();
    const before = (await t.state())!.step;
    const r = await t.reply(line);
    expect(r.payload.flags).toBe(64);
    expect(text(r)).toContain(`It is not ${ship}'s turn: next in initiative order is Luke.`);
    expect((await t.state())!.step).toBe(before);
    const button = ids(r).find((b) => b.label === label)!;
    expect(button).toBeDefined();
    // Only the game's owner (or Manage Channels) confirms.
    expect(text(await t.reply(`@carol click ${button.custom_id}`))).toContain("Only the game's owner or someone with Manage Channels");
    expect((await t.state())!.step).toBe(before);
    await t.run(`click ${button.custom_id}`);
    // It went: Wedge is done; TIE-2 activated with the arc and dice typed.
    const s = (await t.state())!.ships.find((x) => x.name === ship)!;
    expect(s.activated || s.pending !== null).toBe(true);
    // A second press changes nothing: the game has moved on since.
    const step = (await t.state())!.step;
    expect(text(await t.reply(`click ${button.custom_id}`))).toMatch(
      /already answered or has moved on|activation turn of .* is already over|Already activated in round 1: TIE-2/,
    );
    expect((await t.state())!.step).toBe(step);
  });

  test.each([
    ['the arc and the obstacle', '/activate ship:TIE-2 arc:bullseye obstacle:left', null],
    ['the arc and the dice typed', '/activate ship:TIE-2 arc:front-left roll:focus focus', 'rolled focus and focus'],
    ['the arc, the obstacle and the dice picked', '/activate ship:TIE-2 arc:rear-right obstacle:right defense:evade attack:crit', 'rolled evade and crit'],
  ])('the owner’s "Activate TIE-2 now" activates it with what was typed: %s', async (_, line, rolled) => {
    const t = await inActivation();
    const button = ids(await t.reply(line)).find((b) => b.label === 'Activate TIE-2 now')!;
    expect(button.custom_id!.length).toBeLessThanOrEqual(100);
    const out = text(await t.reply(`click ${button.custom_id}`));
    // Before, the press dropped them: the card asked "Where is TIE-2's tally?" again.
    expect(out).not.toContain("Where is TIE-2's tally?");
    expect(out).toContain('Maneuver');
    const tie = (await t.state())!.ships.find((x) => x.name === 'TIE-2')!;
    expect(tie.activated).toBe(true);
    if (rolled) expect(String((await t.reply('/game log')).payload.attachments![0]!.content)).toContain(`TIE-2 activates: ${rolled}`);
  });

  test('the typed values ride in four characters of the id, read back exactly; anything else is not read', () => {
    const given = [
      {},
      { tally: 'bullseye', obstacle: 'left' },
      { tally: 'rear-right', obstacle: 'right', roll: { defense: 'blank', attack: 'crit' } },
      { roll: { defense: 'evade', attack: 'blank' } },
    ] as const;
    for (const g of given) expect(decodeGiven(encodeGiven(g))).toEqual({ tally: undefined, obstacle: undefined, roll: undefined, ...g });
    expect(encodeGiven({ tally: 'bullseye', obstacle: 'left' })).toBe('00__');
    for (const bad of ['', '00_', '00___', '9___', '0x__', '__0_', '___0', '__3_', '___4']) expect(decodeGiven(bad), bad).toBeNull();
    // A long game number and step, and a 40-character ship name, stay within Discord's 100 characters.
    const id = confirmTurn.encode({ game: 9_999_999, at: 999_999, step: 'activation', act: 'activate', given: '60__', ship: 'X'.repeat(40) });
    expect(id.length).toBeLessThanOrEqual(100);
  });

  test.each([12, 20, 26, 32])(
    'a ship named with %i percent signs (three characters each in an id) still gets its refusal, with a button only if its id fits',
    async (n) => {
      const t = table();
      await t.reply('/game start faction:galactic-empire');
      await t.reply('@bob /join ship:x-wing name:Luke');
      const name = '%'.repeat(n);
      expect(text(await t.reply(`@carol /join ship:x-wing name:${name}`))).toContain('Joined');
      await t.run('@bob /done');
      await t.run('@carol /done');
      const r = await t.reply(`/done ship:${name}`);
      expect(r.payload.flags).toBe(64);
      expect(text(r)).toContain('⚠️');
      for (const b of ids(r)) expect(b.custom_id!.length).toBeLessThanOrEqual(100);
    },
  );

  test('a confirmation button of the release before (no typed values in its id) still activates, and the card asks the arc', async () => {
    const t = await inActivation();
    const r = await t.reply('/activate ship:TIE-2');
    const game = (await t.game())!.id;
    const at = (await t.state())!.step;
    expect(r.payload.flags).toBe(64);
    const old = confirmTurnV1.encode({ game, at, step: 'activation', act: 'activate', ship: 'TIE-2' });
    expect(text(await t.reply(`click ${old}`))).toContain("Where is TIE-2's tally?");
  });

  test('in order, nothing is asked: Luke, then TIE-1', async () => {
    const t = await inActivation();
    expect(text(await t.reply('@bob /done ship:Luke'))).toContain('Done (activation): Luke');
    expect(text(await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus focus'))).toContain('Maneuver');
  });
});

describe('R55: a player ship’s turn ends when its owner says so, or the game’s owner confirms', () => {
  test.each([
    ['typed', (_: number) => '/done ship:Luke'],
    ['the tracker’s Done', (game: number) => `click ${shipDone.encode({ game, round: 1, step: 'activation', ship: 'Luke' })}`],
  ])('the game’s owner ending Luke’s turn (%s) is asked to confirm first', async (_, line) => {
    const t = await inActivation();
    const game = (await t.game())!.id;
    const r = await t.reply(line(game));
    expect(text(r)).toContain("<@user-bob>'s ship: Luke. Its activation turn ends when they say so.");
    expect((await ship(t, 'Luke')).activated).toBe(false);
    const confirm = ids(r).find((b) => b.label === "End Luke's turn")!;
    await t.run(`click ${confirm.custom_id}`);
    expect((await ship(t, 'Luke')).activated).toBe(true);
  });
});

describe('R55: every button has its owner, its bounds, its game and its step', () => {
  test.each([
    ['the tracker’s Attack: Luke', (game: number) => `@carol click ${startAttack.encode({ game, round: 1, ship: 'Luke' })}`],
    ['a typed /attack attacker:Luke', () => '@carol /attack attacker:Luke'],
  ])('another player’s attack prompt is refused at the first tap: %s', async (_, line) => {
    const t = await inEngagement();
    const r = await t.reply(line((await t.game())!.id));
    expect(r.payload.flags).toBe(64);
    expect(text(r)).toContain("Only the ship's owner, the game's owner or someone with Manage Channels can attack with Luke.");
    expect(ids(r)).toEqual([]);
  });

  test('a forged damage button with more damage cards than /attack takes (20) records nothing', async () => {
    const t = await inEngagement();
    const prompt = await t.reply('/attack attacker:TIE-1 defender:Luke');
    const one = ids(prompt).find((b) => b.label === '1 damage')!.custom_id!;
    const forged = one.replace(/:1$/, ':999999999999999');
    for (const id of [forged, one.replace(/:1$/, ':21')]) {
      const r = await t.reply(`click ${id}`);
      expect(text(r)).toContain('already answered or has moved on');
    }
    expect((await ship(t, 'Luke')).damageCards ?? 0).toBe(0);
    expect((await ship(t, 'TIE-1')).attacks).toBe(0);
  });

  describe('the red action button', () => {
    /** A custom game whose Y-wing's card asks whether it took a red action. */
    async function redCard() {
      const t = table();
      await t.reply('/game start faction:rebel-alliance scenario:custom');
      await t.reply('/ship add chassis:btla4ywing');
      const card = await t.reply('/activate ship:YW-1 arc:bullseye roll:blank focus');
      const id = ids(card).find((b) => b.label === 'It took a red action: +1 stress')!.custom_id!;
      return { t, id };
    }

    test('pressed in a later round adds no stress', async () => {
      const { t, id } = await redCard();
      await t.advance();
      expect(text(await t.reply(`click ${id}`))).toContain('already answered or has moved on');
      expect((await ship(t, 'YW-1')).stress).toBe(0);
    });

    test('pressed in a new game adds no stress', async () => {
      const { t, id } = await redCard();
      await t.reply('/game end');
      await t.reply('click End the game');
      await t.reply('/game start faction:rebel-alliance scenario:custom');
      await t.reply('/ship add chassis:btla4ywing');
      await t.reply('/activate ship:YW-1 arc:bullseye roll:blank focus');
      expect(text(await t.reply(`click ${id}`))).toContain('already answered or has moved on');
      expect((await ship(t, 'YW-1')).stress).toBe(0);
    });

    test.each([['red-action.1:0:YW-1'], ['redaction:0:YW-1']])('the release before’s id %s (bound to no game) reads, and is refused as stale', async (old) => {
      const { t } = await redCard();
      expect(text(await t.reply(`click ${old}`))).toContain('That question about YW-1 was already answered or has moved on');
      expect((await ship(t, 'YW-1')).stress).toBe(0);
    });

    test('pressed once in its round records the stress once', async () => {
      const { t, id } = await redCard();
      expect(text(await t.reply(`click ${id}`))).toContain('YW-1: stress 0 → 1. (red action)');
      await t.reply(`click ${id}`);
      expect((await ship(t, 'YW-1')).stress).toBe(1);
    });
  });
});

describe('R56: two taps a step', () => {
  const ROLLS = ['evade', 'focus', 'blank'].flatMap((d) => ['crit', 'hit', 'focus', 'blank'].map((a) => `${d} ${a}`));

  test.each(ROLLS)('an activation rolled %s: one tap answers the arc and the obstacle’s side, and the card is complete', async (roll) => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    const ask = await t.reply(`/activate ship:TIE-1 roll:${roll}`);
    expect(text(ask)).toContain("Where is TIE-1's tally?");
    const done = await t.reply('click Front left · obstacle ◀');
    expect(done.type).toBe('update');
    expect(text(done)).toContain('Maneuver');
    expect(ids(done).filter((b) => b.custom_id?.startsWith('ask.'))).toEqual([]);
    expect((await ship(t, 'TIE-1')).activated).toBe(true);
  });

  test('an attack: Attack, then the defender and its damage in one tap; the ship it has locked comes first', async () => {
    const t = await inEngagement();
    await t.reply('/ship lock ship:TIE-1 target:Wedge');
    const game = (await t.game())!.id;
    const card = await t.reply(`click ${startAttack.encode({ game, round: 1, ship: 'TIE-1' })}`);
    expect(ids(card)[0]!.label).toBe('Wedge: 0');
    const recorded = await t.reply('click Wedge: 2');
    expect(text(recorded)).toContain('Attack: TIE-1 → Wedge, 2 damage cards.');
    expect((await ship(t, 'Wedge')).damageCards).toBe(2);
    expect((await ship(t, 'TIE-1')).engaged).toBe(true);
  });
});

describe('R57: the players fly their faction’s ships', () => {
  test.each([
    [
      'a TIE Interceptor in a game against the Empire (the players fly the Rebel Alliance)',
      '/game start faction:galactic-empire',
      'tieininterceptor',
      'Rebel Alliance',
    ],
    ['an X-wing against the Rebel Alliance (the players fly the Galactic Empire)', '/game start faction:rebel-alliance', 't65xwing', 'Galactic Empire'],
  ])('%s is refused, naming the players’ faction', async (_, start, chassis, players) => {
    const t = table();
    await t.reply(start);
    const r = await t.reply(`@bob /join ship:${chassis}`);
    expect(text(r)).toContain(`the players fly ${players} in this game`);
    expect((await t.state())!.ships.filter((s) => s.side === 'player')).toEqual([]);
  });

  test('a ship of the players’ faction joins', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:t65xwing name:Luke');
    expect((await ship(t, 'Luke')).faction).toBe('rebel-alliance');
  });
});

describe('R55: a Done button is bound to its game, its phase and its round', () => {
  test.each([
    ['shown in round 1, pressed in round 2', (game: number) => shipDone.encode({ game, round: 1, step: 'activation', ship: 'Luke' })],
    ['of the release before (no round)', (game: number) => `turn-done.1:${game}:activation:Luke`],
    ['unversioned, of the release before that', (game: number) => `turn:done:${game}:activation:Luke`],
  ])('%s: stale, Luke’s turn goes on', async (_, id) => {
    const t = await inActivation();
    const game = (await t.game())!.id;
    await t.advance();
    await t.run('@bob /done');
    await t.run('@carol /done');
    expect((await t.state())!).toMatchObject({ round: 2, phase: 'activation' });
    const r = await t.reply(`@bob click ${id(game)}`);
    expect(text(r)).toContain('That question about Luke was already answered or has moved on');
    expect((await ship(t, 'Luke')).activated).toBe(false);
  });
});

describe('R58: the attitude die rolled outside an activation', () => {
  const ATTITUDE = { evade: 'Defensive', focus: 'Balanced', blank: 'Offensive' } as const;

  test.each([
    ['v0.2 (when unclear): the marker stays', '/game start faction:galactic-empire', 'Its marker stays Balanced.'],
    ['v0.1 (actions outside the activation): no marker to keep', '/game start faction:galactic-empire ruleset:v0.1', ''],
  ])('%s', async (_, start, kept) => {
    const t = table();
    await t.reply(start);
    const before = (await t.state())!;
    const r = await t.reply('/ship roll ship:TIE-1');
    const after = (await t.state())!;
    const log = await t.log((await t.game())!.id);
    const e = log.at(-1)!.event as { t: string; face: 'evade' | 'focus' | 'blank' };
    expect(e.t).toBe('attitude-rolled');
    expect(text(r)).toContain(
      `TIE-1 rolls a defense die for its attitude: ${{ evade: 'Evade', focus: 'Focus', blank: 'Blank' }[e.face]} — ${ATTITUDE[e.face]}`,
    );
    if (kept) expect(text(r)).toContain(kept);
    else expect(text(r)).not.toContain('marker stays');
    // On the game's dice: they go on; the ship's attitude is as it was.
    expect(after.rng).not.toEqual(before.rng);
    expect(after.ships[0]!.attitude).toBe(before.ships[0]!.attitude);
    await t.reply('/undo');
    expect((await t.state())!.rng).toEqual(before.rng);
  });

  test('a player ship rolls no attitude die', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    expect(text(await t.reply('@bob /ship roll ship:Luke'))).toContain('A player ship: Luke');
  });

  test('in a French game, in French', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire language:fr');
    expect(text(await t.reply('/ship roll ship:TIE-1'))).toContain('TIE-1 lance un dé de défense pour son attitude');
  });
});

describe('R59: a ship or pilot only the other edition flies', () => {
  test.each([
    ['a chassis (the Fang Fighter, xwa only)', '@bob /join ship:fangfighter', 'Fang Fighter is flown only in the xwa edition; this game plays 2.0.'],
    [
      'a pilot (an xwa reprint of the X-wing)',
      '@bob /join ship:t65xwing pilot:garvendreis-battleofyavin',
      'Garven Dreis (T-65 X-wing) is flown only in the xwa edition; this game plays 2.0.',
    ],
  ])('%s asked for in a 2.0 game is refused, saying how to start an xwa game', async (_, line, said) => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    const r = await t.reply(line);
    expect(text(r)).toContain(said);
    expect(text(r)).toContain('/game start faction:… edition:xwa');
    expect((await t.state())!.ships.filter((s) => s.side === 'player')).toEqual([]);
  });

  test('a chassis no edition flies is still “did you mean”', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    expect(text(await t.reply('@bob /join ship:zzzz-wing'))).not.toContain('edition');
  });
});

describe('R60 (R27’s Recovery line): an upgrade marked Offline', () => {
  const cat = loadCatalog();
  const ctx = (over: Partial<ActionContext>): ActionContext =>
    actionContext({ attitude: 'recovery', bar: cat.ship('rebel-alliance', 'btla4ywing')!.actions, ...over });
  test.each([
    ['an Offline upgrade', { offlineUpgrade: true }, true],
    ['an Action damage card', { actionDamage: true }, true],
    ['neither', {}, false],
  ])('Recovery with %s: the repair line applies (the action printed on it)', (_, over, repairs) => {
    const steps = planActions(ctx(over)).steps;
    expect(steps.some((s) => s.condition === 'repair-damage-or-offline' && s.status === 'yes')).toBe(repairs);
  });

  test('/ship offline marks an upgrade the ship carries, and back; another is refused', async () => {
    const t = table();
    await t.reply('/game start faction:rebel-alliance scenario:custom');
    await t.reply('/ship add chassis:btla4ywing upgrades:ion cannon turret');
    expect(text(await t.reply('/ship offline ship:YW-1 upgrade:proton torpedoes'))).toContain('Upgrades on YW-1: Ion Cannon Turret');
    expect((await ship(t, 'YW-1')).offline).toBeUndefined();
    expect(text(await t.reply('/ship offline ship:YW-1 upgrade:ion cannon turret'))).toContain('YW-1: Ion Cannon Turret is Offline');
    expect((await ship(t, 'YW-1')).offline).toEqual(['ioncannonturret']);
    expect(text(await t.reply('/ship offline ship:YW-1 upgrade:ion cannon turret offline:false'))).toContain('back online');
    expect((await ship(t, 'YW-1')).offline).toBeUndefined();
  });

  test.each([
    ['with an upgrade Offline, its repair line', true],
    ['with none, no repair line', false],
  ])('a Recovery Y-wing (Reload, no charge left: it stays in Recovery) %s', async (_, off) => {
    const t = table();
    await t.reply('/game start faction:rebel-alliance scenario:custom');
    await t.reply('/ship add chassis:btla4ywing upgrades:proton torpedoes, ion cannon turret attitude:recovery');
    await t.reply('/ship charges ship:YW-1 upgrade:proton torpedoes count:0');
    if (off) await t.reply('/ship offline ship:YW-1 upgrade:ion cannon turret');
    const card = await t.reply('/activate ship:YW-1 arc:bullseye roll:focus focus');
    expect((await ship(t, 'YW-1')).attitude).toBe('recovery');
    expect(text(card).includes('"Offline" upgrade')).toBe(off);
  });
});

describe('R61: a hull raised by an upgrade is the hull a ship is destroyed at (revises R52)', () => {
  test('a TIE/ln with Hull Upgrade (hull 3 + 1): 3 damage cards keep it in play, the 4th destroys it', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter upgrades:hull upgrade');
    expect((await ship(t, 'TIE-1')).upgrades).toContain('hullupgrade');
    const three = await t.reply('/ship damage ship:TIE-1 cards:3');
    expect(text(three)).toContain('Dealt to TIE-1: 3 damage cards (3 of 4 hull).');
    expect((await ship(t, 'TIE-1')).status).toBe('active');
    const four = await t.reply('/ship damage ship:TIE-1 cards:1');
    expect(text(four)).toContain('💥 Destroyed: TIE-1, 4 damage cards on 4 hull.');
    expect((await ship(t, 'TIE-1')).status).toBe('destroyed');
  });

  test('the live table counts the same hull as the status card', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter upgrades:hull upgrade');
    await t.reply('/ship damage ship:TIE-1 cards:2');
    const view = xwingTableView(en, loadCatalog(), (await t.state())!, []);
    const row = view.sections.flatMap((x) => x.rows).find((r) => r.text.startsWith('TIE-1'))!;
    expect(row.detail).toContain(en.status.hull(4, 0, 2));
  });

  test('the effective hull reads the catalogue’s grants: Hull Upgrade +1, an unknown upgrade nothing', () => {
    const catalog = loadCatalog();
    const tie = { faction: 'galactic-empire', chassis: 'tielnfighter' } as const;
    expect(effectiveHull(catalog, { ...tie, upgrades: [] })).toBe(3);
    expect(effectiveHull(catalog, { ...tie, upgrades: ['hullupgrade'] })).toBe(4);
    expect(effectiveHull(catalog, { ...tie, upgrades: ['not-a-card'] })).toBe(3);
  });

  test('a huge ship’s hull is C10’s table in every game, where the data gives it 0 (R61, C10)', () => {
    const catalog = loadCatalog();
    const cr90 = { faction: 'rebel-alliance', chassis: 'cr90corelliancorvette', upgrades: [] as string[] } as const;
    expect(catalog.ship(cr90.faction, cr90.chassis)?.hull).toBe(0);
    expect(effectiveHull(catalog, cr90)).toBe(18);
    const ship = { ...FRESH_SHIP, name: 'CR90-1', side: 'solo', ...cr90 } as unknown as ShipState;
    expect(destroyedByDamage(catalog, ship, 17)).toEqual([]);
    expect(destroyedByDamage(catalog, ship, 18)).toEqual([{ t: 'ship-changed', ship: 'CR90-1', patch: { status: 'destroyed' } }]);
  });
});
