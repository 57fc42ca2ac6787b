import { afterEach, describe, expect, test, vi } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import { routeOf } from '../../../../src/core/buttons.ts';
import { plainText } from '../../../../src/core/escape.ts';
import type { Invocation, Reply } from '../../../../src/core/command.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { activateShip, dialSet, endAnswer, nextRound } from '../../../../src/systems/xwing/render/button-ids.ts';
import { invocation, tempDir } from '../../../helpers.ts';

// A tap is a fact applied once: a damage button pressed twice (or by two players), a typed
// attack repeated, two players pressing "Activate TIE-1" together; attacks wait for the
// Engagement Phase (R49); a reply only one player sees is wholly in their language.

let cleanup = () => {};
afterEach(() => cleanup());

const bob = { id: 'u-bob', name: 'bob' };
const carol = { id: 'u-carol', name: 'carol' };

function table() {
  const t = tempDir();
  cleanup = t.cleanup;
  const composed = composeApp(`${t.dir}/game.sqlite`, silentLogger);
  const send = (extra: Partial<Invocation>) => composed.dispatcher.handle(invocation(extra));
  const command = (command: string, options: Record<string, unknown> = {}, extra: Partial<Invocation> = {}, subcommand: string | null = null) =>
    send({ command, subcommand, options, ...extra });
  const press = (customId: string, extra: Partial<Invocation> = {}) => send({ kind: 'button', command: routeOf(customId), customId, ...extra });
  const game = () => composed.app.games(composed.xwing).peek('table');
  const attacks = async () => {
    const g = (await game())!;
    return (await composed.app.games(composed.xwing).log(g.id)).filter((l) => l.event.t === 'attacked').length;
  };
  return { composed, send, command, press, game, attacks };
}

const words = (r: Reply) =>
  plainText(
    [r.content ?? '', ...(r.cards ?? []).flatMap((c) => [c.title ?? '', c.description ?? '', ...c.fields.map((f) => `${f.name} ${f.value}`)])].join('\n'),
  );
const ids = (r: Reply) => (r.buttons ?? []).flat().map((b) => ({ id: b.id, label: b.label }));

/** A game in its Engagement Phase: two TIEs against Luke (bob) and Wedge (carol). */
async function inEngagement() {
  const t = table();
  await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
  await t.command('join', { ship: 'x-wing', name: 'Luke' }, { user: bob });
  await t.command('join', { ship: 'x-wing', name: 'Wedge' }, { user: carol });
  // In initiative order (R54): the dials, then Luke (I1, the players first at equal initiative), the TIEs (I1), Wedge (I3).
  await t.command('done', {}, { user: bob });
  await t.command('done', {}, { user: carol });
  await t.command('done', { ship: 'Luke' }, { user: bob });
  for (const ship of ['TIE-1', 'TIE-2']) await t.command('activate', { ship, arc: 'bullseye', roll: 'focus focus' });
  await t.command('done', { ship: 'Wedge' }, { user: carol });
  expect((await t.game())!.state.phase).toBe('engagement');
  return t;
}

describe('an attack is recorded once', () => {
  test('its damage button pressed twice, by two players, or delivered again records one attack and says so', async () => {
    const t = await inEngagement();
    const prompt = await t.command('attack', { attacker: 'TIE-1', defender: 'Luke' });
    const one = ids(prompt).find((b) => b.label === '1 damage')!;
    const first = await t.press(one.id, { user: bob });
    expect(words(first)).toContain('Attack: TIE-1 → Luke, 1 damage card.');
    const attitude = (await t.game())!.state.ships.find((s) => s.name === 'TIE-1')!.attitude;
    const again = await t.press(one.id, { user: bob });
    const other = await t.press(one.id, { user: carol });
    for (const r of [again, other]) {
      expect(r.ephemeral).toBe(true);
      expect(r.content).toContain("TIE-1's attack this round is already recorded: nothing changed.");
    }
    expect(await t.attacks()).toBe(1);
    expect((await t.game())!.state.ships.find((s) => s.name === 'TIE-1')!.attitude).toBe(attitude);
  });

  test('two presses of the same damage button at once record one attack', async () => {
    const t = await inEngagement();
    const prompt = await t.command('attack', { attacker: 'TIE-2', defender: 'Wedge' });
    const two = ids(prompt).find((b) => b.label === '2 damage')!;
    const replies = await Promise.all([t.press(two.id, { user: bob }), t.press(two.id, { user: carol }), t.press(two.id, { user: bob })]);
    expect(replies.filter((r) => !r.ephemeral)).toHaveLength(1);
    expect(await t.attacks()).toBe(1);
  });

  test('a typed attack repeated is refused unless a card grants another attack (again:true)', async () => {
    const t = await inEngagement();
    await t.command('attack', { attacker: 'TIE-1', defender: 'Luke', damage: 1 });
    const repeated = await t.command('attack', { attacker: 'TIE-1', defender: 'Luke', damage: 1 });
    expect(repeated.ephemeral).toBe(true);
    expect(repeated.content).toContain('Already attacked in round 1: TIE-1');
    expect(await t.attacks()).toBe(1);
    const bonus = await t.command('attack', { attacker: 'TIE-1', defender: 'Luke', damage: 1, again: true });
    expect(bonus.ephemeral).not.toBe(true);
    expect(await t.attacks()).toBe(2);
  });
});

describe('attacks wait for the Engagement Phase (R49)', () => {
  test('/attack during Activation is refused, naming the ships still to activate; the phase stays', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    await t.command('join', { ship: 'x-wing', name: 'Luke' }, { user: bob });
    await t.command('activate', { ship: 'TIE-1', arc: 'bullseye', roll: 'focus focus' });
    expect((await t.game())!.state.phase).toBe('activation');
    const r = await t.command('attack', { attacker: 'TIE-1', defender: 'Luke', damage: 1 });
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain('Attacks come in the Engagement Phase');
    expect(r.content).toMatch(/Still to activate: .*TIE-2.*Luke|Still to activate: .*Luke.*TIE-2/);
    const state = (await t.game())!.state;
    expect(state.phase).toBe('activation');
    expect(state.ships.find((s) => s.name === 'Luke')!.activated).toBe(false);
    expect(await t.attacks()).toBe(0);
  });

  test('a table with no player ship runs free: an attack opens the Engagement as before', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    const r = await t.command('attack', { attacker: 'TIE-1', defender: 'TIE-2', damage: 0 });
    expect(r.ephemeral).not.toBe(true);
    expect((await t.game())!.state.phase).toBe('engagement');
  });
});

describe('a tracker button from the game before, pressed in the new one', () => {
  test('Dial set, Activate and Start round are told they are out of date, and nothing is written', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    const old = (await t.game())!.id;
    await t.command('game', {}, {}, 'end');
    await t.press(endAnswer.encode({ game: old, answer: 'yes' }));
    await t.command('game', { faction: 'galactic-empire', seed: '8' }, {}, 'start');
    const before = (await t.game())!;
    expect(before.id).not.toBe(old);
    const dial = await t.press(dialSet.encode({ game: old, round: 1 }));
    expect(dial.ephemeral).toBe(true);
    expect(words(dial)).toContain('That question about this game was already answered or has moved on');
    const start = await t.press(activateShip.encode({ game: old, round: 1, ship: 'TIE-1' }));
    expect(words(start)).toContain('about this game');
    const round = await t.press(nextRound.encode({ game: old, round: 1 }));
    expect(words(round)).toContain('That question about the round was already answered or has moved on');
    const after = (await t.game())!;
    expect(after.version).toBe(before.version);
  });

  test('a press is checked against its game inside the transaction: no read of the game before it', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    await t.command('join', { ship: 'x-wing', name: 'Luke' }, { user: bob });
    const game = (await t.game())!;
    const reads = vi.spyOn(t.composed.store, 'currentGame');
    const pressed = await t.press(dialSet.encode({ game: game.id, round: 1 }), { user: bob });
    expect(words(pressed)).toContain('Activation Phase');
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('"Activate TIE-1" pressed by two players', () => {
  test('at once: one public card, the other told it is under way; the card still answers', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    await t.command('join', { ship: 'x-wing', name: 'Luke' }, { user: bob });
    await t.command('done', {}, { user: bob }); // dials set: Activation opens, Luke (I1) is up
    await t.command('done', { ship: 'Luke' }, { user: bob }); // then TIE-1
    const g = (await t.game())!;
    const id = activateShip.encode({ game: g.id, round: 1, ship: 'TIE-1' });
    const [a, b] = await Promise.all([t.press(id, { user: bob }), t.press(id, { user: carol })]);
    const cards = [a, b].filter((r) => !r.ephemeral);
    expect(cards).toHaveLength(1);
    const refused = [a, b].find((r) => r.ephemeral)!;
    expect(refused.content).toContain("TIE-1's activation is already under way");
    // The card that was posted still takes its answer.
    const bullseye = ids(cards[0]!).find((x) => x.label === 'Bullseye · obstacle ◀')!;
    let answered = await t.press(bullseye.id, { user: carol });
    for (let i = 0; i < 2 && ids(answered).some((x) => x.label === 'Left'); i++) answered = await t.press(ids(answered).find((x) => x.label === 'Left')!.id);
    expect(words(answered)).toContain('Maneuver');
    expect((await t.game())!.state.ships.find((s) => s.name === 'TIE-1')!.activated).toBe(true);
  });

  test('an id written before the button codec (a tracker posted by the release before) still starts the activation once', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    const g = (await t.game())!;
    const first = await t.press(`turn:act:${g.id}:TIE-1`);
    expect(first.ephemeral).not.toBe(true);
    const second = await t.press(`turn:act:${g.id}:TIE-1`);
    expect(second.ephemeral).toBe(true);
    expect(second.content).toContain('already under way');
  });
});

describe('a reply only one player sees is in their language', () => {
  test('a French player in an English game: /done (Dial set) answers wholly in French', async () => {
    const t = table();
    await t.command('game', { faction: 'galactic-empire', seed: '7' }, {}, 'start');
    await t.command('join', { ship: 'x-wing', name: 'Luke' }, { user: bob, locale: 'fr' });
    await t.command('join', { ship: 'x-wing', name: 'Wedge' }, { user: carol });
    const r = await t.command('done', {}, { user: bob, locale: 'fr' });
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain('Cadrans réglés');
    expect(r.content).not.toMatch(/Dials set|Set your dials|Waiting for|press/);
  });
});
