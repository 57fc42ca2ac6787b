import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { absCommand, absCommands } from '../../../commands/abs/index.ts';
import { coreCommands } from '../../../commands/core/index.ts';
import { GameApp } from '../../../src/core/app.ts';
import { SystemRegistry } from '../../../src/core/system-registry.ts';
import { bind, type Invocation, type Reply } from '../../../src/core/command.ts';
import { Dispatcher } from '../../../src/core/dispatch.ts';
import { silentLogger } from '../../../src/core/logger.ts';
import { toPayload } from '../../../src/render/discord-payload.ts';
import { cardToText } from '../../../src/core/message.ts';
import { SqliteGameStore } from '../../../src/storage/sqlite-store.ts';
import type { AbsState } from '../../../src/systems/abs/state.ts';
import { absCampaignSystem, absSystem } from '../../../src/systems/abs/system.ts';
import { validateCommand } from '../../emulator/validate-commands.ts';
import { invocation } from '../../helpers.ts';

// /abs through the dispatcher on a real database: what a player types and reads. The
// worked examples' dice are typed in (`dice:`), which takes the same path as the
// generator's (one dice source); the examples with the generator's exact values are
// pinned at the decision level (examples.test.ts).

const dir = mkdtempSync(join(tmpdir(), 'abs-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(file = 'abs.sqlite') {
  const store = new SqliteGameStore(join(dir, file));
  const app = new GameApp(store, new SystemRegistry([absSystem], [absCampaignSystem]), silentLogger);
  const dispatcher = new Dispatcher(
    [...bind({ games: app.games(absSystem), campaigns: app.campaigns(absCampaignSystem) }, absCommands), ...bind({ app }, coreCommands)],
    silentLogger,
  );
  return { store, app, dispatcher };
}

let { app, dispatcher } = open();
let next = 0;

function inv(channel: string, line: string, options: Record<string, unknown> = {}, extra: Partial<Invocation> = {}): Invocation {
  const words = line.split(' ');
  const [command = '', group = null, subcommand = null] = words.length === 3 ? words : [words[0], null, words[1] ?? null];
  return invocation({ command, group, subcommand, options, channelId: channel, user: { id: 'u1', name: 'Hutch' }, ...extra });
}

const say = (r: Reply) => [r.content ?? '', ...(r.cards ?? []).map(cardToText)].join('\n');
const run = (channel: string, line: string, options: Record<string, unknown> = {}, extra: Partial<Invocation> = {}) =>
  dispatcher.handle(inv(channel, line, options, extra));
const click = (channel: string, customId: string, extra: Partial<Invocation> = {}) =>
  dispatcher.handle({ ...inv(channel, 'abs', {}, extra), kind: 'button', command: 'abs', subcommand: null, customId });
const state = async (channel: string): Promise<AbsState> => {
  const g = await app.games(absSystem).peek(channel);
  if (!g) throw new Error(`no game in ${channel}`);
  return g.state;
};
/** A reply the channel sees (not a refusal). */
async function ok(channel: string, line: string, options: Record<string, unknown> = {}): Promise<string> {
  const r = await run(channel, line, options);
  expect(r.ephemeral, say(r)).toBeUndefined();
  return say(r);
}
async function refused(channel: string, line: string, options: Record<string, unknown> = {}): Promise<string> {
  const r = await run(channel, line, options);
  expect(r.ephemeral).toBe(true);
  // As Discord is sent it: what a user typed is marked in the reply for the payload builder.
  return toPayload(r).content ?? '';
}
const buttonsOf = (r: Reply) => (r.buttons ?? []).flat();

/** Fixture F through the commands, the D2s typed in. */
async function fixtureF(ch: string, seed?: string) {
  await ok(ch, 'abs new', { scale: 5, tables: 2, ...(seed ? { seed } : {}) });
  await ok(ch, 'abs contract add', { name: 'Mining', objectives: 'Rock A, Rock B', cards: 6, dice: '1 2' });
  await ok(ch, 'abs contract add', { name: 'Salvage', objectives: 'Wreck', cards: 4, dice: '2' });
  await ok(ch, 'abs jumppoint add', { table: 1 });
  await ok(ch, 'abs jumppoint add', { table: 2 });
}

describe('the /abs definition', () => {
  test('passes Discord’s registration rules; every string option has max_length; the reference’s command names', () => {
    expect(validateCommand(absCommand.definition)).toEqual([]);
    const top = absCommand.definition.options ?? [];
    expect(top.length).toBeLessThanOrEqual(25);
    const leaves: string[] = [];
    const strings: { name: string; max_length?: number }[] = [];
    const walk = (options: readonly { type: number; name: string; options?: unknown }[], leaf: boolean) => {
      for (const o of options) {
        if (o.type === 2) walk((o.options ?? []) as typeof options, true);
        else if (o.type === 1) {
          leaves.push(o.name);
          walk((o.options ?? []) as typeof options, false);
        } else if (o.type === 3) strings.push(o as (typeof strings)[number]);
        void leaf;
      }
    };
    walk(top as never, false);
    expect(leaves).toEqual(
      expect.arrayContaining(['add', 'exhaust', 'unexhaust', 'set', 'remove', 'next', 'activate', 'damage', 'lost', 'list', 'start', 'status', 'spend']),
    );
    for (const s of strings) expect(s.max_length, s.name).toBeGreaterThan(0);
    expect(top.map((o) => o.name)).toEqual([
      'new',
      'contract',
      'objective',
      'jumppoint',
      'class',
      'jumpin',
      'round',
      'tactical',
      'ic',
      'scatter',
      'endphase',
      'claim',
      'credits',
      'end',
      'campaign',
      'status',
      'undo',
      'log',
    ]);
  });
});

describe('worked examples through the command handlers', () => {
  test('fixture F: set-up card, objectives on their typed tables, jump points', async () => {
    const ch = 'f';
    expect(await ok(ch, 'abs new', { scale: 5, tables: 2 })).toContain('at least 7"');
    expect(await ok(ch, 'abs contract add', { name: 'Mining', objectives: 'Rock A, Rock B', cards: 6, dice: '1 2' })).toContain(
      'O2 Rock B → table 2 (D2 2 (typed))',
    );
    await ok(ch, 'abs contract add', { name: 'Salvage', objectives: 'Wreck', cards: 4, dice: '2' });
    expect(await ok(ch, 'abs jumppoint add', { table: 1 })).toContain('Jump point JP1 on table 1');
    await ok(ch, 'abs jumppoint add', { table: 2 });
    expect((await state(ch)).objectives.map((o) => o.table)).toEqual([1, 2, 2]);
  });

  test('E1–E4 (A4, A10): four jump-ins', async () => {
    const ch = 'e1';
    await fixtureF(ch);
    const e1 = await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5' });
    expect(e1).toContain('IC1 arrives: 2 × Frigates');
    expect(e1).toContain('D6 5 (typed) + Ⓜ 2 = 7 → 7–8: Ⓜ × Frigates');
    expect(e1).toContain('O1 Rock A (the only candidate)');
    const e2 = await ok(ch, 'abs jumpin', { class: 'Hauler', mass: 1, jumppoint: 'JP2', dice: '1 3 2' });
    expect(e2).toContain('IC2 arrives: 3 × Light Utility Ships');
    expect(e2).toContain('O3 Wreck (D2 2 (typed) of O2, O3)');
    expect(await ok(ch, 'abs jumpin', { class: 'Wing', mass: 0, jumppoint: 'JP1', dice: '6' })).toContain('IC3 arrives: 1 × Gunship');
    const e4 = await ok(ch, 'abs jumpin', { class: 'frigate', jumppoint: 'jp2', dice: '2 1' });
    expect(e4).toContain('IC4 arrives: 3 × Fighters');
    expect(e4).toContain('O2 Rock B');
    expect((await state(ch)).ics.map((i) => [i.id, i.ships, i.class, i.table])).toEqual([
      ['IC1', 2, 'Frigate', 1],
      ['IC2', 3, 'Light Utility Ship', 2],
      ['IC3', 1, 'Gunship', 1],
      ['IC4', 3, 'Fighter', 2],
    ]);
  });

  test('E5, E6 (A9): two rounds of Competitor Activity at JP1 then JP2', async () => {
    const ch = 'e5';
    await fixtureF(ch);
    const e5 = await ok(ch, 'abs round next', { dice: '4 6 1' });
    expect(e5).toContain('Round 2 — Jump Phase');
    expect(e5).toContain('IC1 arrives: 3 × Gunships');
    expect(e5).toContain('IC2 arrives: 2 × Frigates');
    const e6 = await ok(ch, 'abs round next', { dice: '6 1 2' });
    expect(e6).toContain('IC3 arrives: 1 × Cruiser');
    expect(e6).toContain('IC4 arrives: 4 × Fighters');
    expect(e6).toContain('O3 Wreck');
  });

  test('E7: no jump point, no Competitor Activity', async () => {
    await ok('e7', 'abs new', { scale: 5, tables: 2 });
    expect(await ok('e7', 'abs round next')).toContain('No jump point in play: no Competitor Activity.');
  });

  test('E8, E9, E23 (A19, A20, A21): activations, and a second one refused without a die', async () => {
    const ch = 'e8';
    await fixtureF(ch);
    await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5' });
    await ok(ch, 'abs jumpin', { class: 'Hauler', mass: 1, jumppoint: 'JP2', dice: '1 3 2' });
    await ok(ch, 'abs contract exhaust', { contract: 'C2' });
    await ok(ch, 'abs ic damage', { id: 'IC2', tokens: 3 });
    expect(await refused(ch, 'abs ic activate', { id: 'IC2' })).toContain('start it with `/abs tactical`');
    expect(await ok(ch, 'abs tactical', { seize: 1 })).toContain('activate 1 of your battlegroups now');
    const e8 = await ok(ch, 'abs ic activate', { id: 'IC2', dice: '2' });
    expect(e8).toContain('O2 Rock B (the only candidate)');
    expect(e8).toContain('D3 2 (typed): discard up to 2 damage tokens (damage 3 → 1)');
    // E23 with IC1: D3 1, then refused with no die used.
    await ok(ch, 'abs ic activate', { id: 'IC1', dice: '1' });
    const rng = (await state(ch)).rng;
    expect(await refused(ch, 'abs ic activate', { id: 'IC1' })).toBe('⚠️ IC1 has already activated this Tactical Phase.');
    expect((await state(ch)).rng).toEqual(rng);
    // E9: every contract exhausted → step 2 skipped.
    await ok(ch, 'abs contract exhaust', { contract: 'C1' });
    await ok(ch, 'abs round next', { dice: '1 1' });
    await ok(ch, 'abs tactical');
    await ok(ch, 'abs ic damage', { id: 'IC1', tokens: 1 });
    const e9 = await ok(ch, 'abs ic activate', { id: 'IC1', dice: '3' });
    expect(e9).toContain('skip step 2');
    expect(e9).not.toContain('Step 2');
    expect(e9).toContain('(damage 1 → 0)');
  });

  test('E10 (A24): Claim Jump, then the revenue reminder', async () => {
    const ch = 'e10';
    await fixtureF(ch);
    expect(await refused(ch, 'abs claim', { contract: 'C1', ic_mass: 4, friendly_mass: 3 })).toContain('/abs endphase');
    expect(await ok(ch, 'abs endphase')).toContain('/abs claim contract:C2');
    expect(await ok(ch, 'abs claim', { contract: 'C1', ic_mass: 4, friendly_mass: 3 })).toContain('discard the top card (5 left)');
    const last = await ok(ch, 'abs claim', { contract: 'c2', ic_mass: '2', friendly_mass: '2' });
    expect(last).toContain('a tie, nothing');
    expect(last).toContain('Earn revenue as if two CEOs were playing; the ICs are not a CEO.');
  });

  async function endWith(
    ch: string,
    scale: number,
    options: Record<string, unknown>,
    newOptions: Record<string, unknown> = {},
  ): Promise<{ preview: Reply; posted: string }> {
    await ok(ch, 'abs new', { scale, tables: 1, ...newOptions });
    const preview = await run(ch, 'abs end', options);
    expect(preview.ephemeral, say(preview)).toBe(true);
    const [confirm, stay] = buttonsOf(preview);
    expect([confirm?.label, stay?.label]).toEqual(['End the game', 'Keep playing']);
    const posted = await click(ch, confirm!.id);
    expect(posted.ephemeral).toBeUndefined();
    return { preview, posted: say(posted) };
  }

  test.each([
    ['E11', 5, { credits: 17 }, 'Resounding success', '37.7%', 'Capital gained: 10'],
    ['E12', 5, { credits: 9 }, 'Acceptable', '20.0%', 'Capital gained: 5'],
    ['E13', 4, { credits: 9, max_revenue: 46 }, 'Questionable', '19.5%', 'Capital gained: 3'],
    ['E14', 5, { credits: 0 }, 'Questionable', '0.0%', 'Capital gained: 4'],
    ['E15', 5, { credits: -3 }, 'Unmitigated failure', '−6.7%', 'None: a campaign ends here.'],
    ['E17', 3, { credits: 20, max_revenue: 27 }, 'Outstanding', '74.0%', 'Capital gained: 6'],
  ] as const)('%s: /abs end, confirmed → %s', async (n, scale, options, result, pct, capital) => {
    const { preview, posted } = await endWith(n, scale, options);
    expect(say(preview)).toContain(result);
    expect(posted).toContain(result);
    expect(posted).toContain(pct);
    expect(posted).toContain(capital);
    expect((await state(n)).phase).toBe('over');
  });

  test('E16 (A26): Scale 3 with no max revenue → refused with the reference text; nothing changes', async () => {
    await ok('e16', 'abs new', { scale: 3, tables: 1 });
    expect(await refused('e16', 'abs end', { credits: 20 })).toContain('Enter the max revenue for two players at Scale 3 (rulebook p46)');
    expect((await state('e16')).phase).toBe('setup');
  });

  test('E18 (A28): a campaign over three games, fired, then closed to new games', async () => {
    const ch = 'e18';
    expect(await ok(ch, 'abs campaign start', { corp: 'Hutch Heavy' })).toContain('Capital 10');
    expect((await endWith(ch, 5, { credits: 17 }, { campaign: true })).posted).toContain('Hutch Heavy: Capital 10 → 20');
    expect(await ok(ch, 'abs campaign spend', { amount: 6, note: 'unlock Frigates' })).toContain('Capital 14');
    expect((await endWith(ch, 4, { credits: 2, max_revenue: 36 }, { campaign: true })).posted).toContain('Capital 14 → 17');
    expect((await endWith(ch, 5, { credits: -1 }, { campaign: true })).posted).toContain('Hutch Heavy is fired: the campaign is over, Capital stays 17.');
    expect(await ok(ch, 'abs campaign status')).toContain('over (fired)');
    expect(await refused(ch, 'abs new', { scale: 5, tables: 1, campaign: true })).toContain('campaign is over (fired): start a new one');
    expect(await refused(ch, 'abs campaign spend', { amount: 1 })).toContain('over');
    expect(await ok(ch, 'abs campaign start', { corp: 'Hutch Heavy' })).toContain('Capital 10');
  });

  test('an English user ends a French game: the preview is theirs (English), what the table reads is French', async () => {
    const ch = 'end-fr';
    await run(ch, 'abs new', { scale: 2, tables: 1 }, { guildLocale: 'fr', locale: 'fr' });
    const preview = await run(ch, 'abs end', { max_revenue: 10 });
    expect(say(preview)).toContain('End the game');
    const posted = say(await click(ch, buttonsOf(preview)[0]!.id));
    expect(posted).toContain('🏁 Partie finie par');
    expect(posted).not.toContain('Game ended');
  });

  test("A28: a campaign game's card names the corporation it is played for", async () => {
    await ok('e18b', 'abs campaign start', { corp: 'Hutch Heavy' });
    expect(await ok('e18b', 'abs new', { scale: 4, tables: 1, campaign: true })).toContain('Part of the solo campaign of Hutch Heavy');
  });

  test('E19 (A16, A17): scatter, then Spot invalid re-rolls (at once past a direction already invalid)', async () => {
    const ch = 'e19';
    await fixtureF(ch);
    await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP2', dice: '2 1' });
    const first = await run(ch, 'abs scatter', { ic: 'IC1', dice: '3' });
    expect(say(first)).toContain('Scatter IC1: 3" E (east)');
    expect(say(first)).toContain('1 damage token');
    const invalid = buttonsOf(first).find((b) => b.label === 'Spot invalid')!;
    const again = await click(ch, invalid.id);
    expect(again.update).toBe(true);
    const s = (await state(ch)).scatter!;
    expect(s.invalid).toEqual(['E']);
    expect(s.direction).not.toBe('E');
    expect(say(again)).toContain(`3" ${s.direction}`);
    // A stale click of an older scatter's button.
    await run(ch, 'abs scatter', { ic: 'IC1', dice: '1' });
    expect((await click(ch, invalid.id)).ephemeral).toBe(true);
  });

  test('`objectives:2` is a count where the names go: refused, saying what the option takes, in English and French (A51)', async () => {
    const ch = 'a51';
    await run(ch, 'abs new', { scale: 5, tables: 2 });
    const en = await run(ch, 'abs contract add', { name: 'Mining', objectives: '2', dice: '1 2' });
    expect(en.ephemeral).toBe(true);
    expect(say(en)).toContain('`objectives:` takes the objectives’ names, not how many: name each of the 2');
    const fr = await run(ch, 'abs contract add', { name: 'Mining', objectives: '2', dice: '1 2' }, { locale: 'fr' });
    expect(say(fr)).toContain('`objectifs:` prend les noms des objectifs, pas leur nombre');
    expect(say(fr)).toContain('`objectifs:Rocher A, Rocher B`');
    expect((await state(ch)).contracts).toEqual([]);
  });

  test('E20 (A29): a Patrol Contract offers Redraw / Keep; Redraw removes it', async () => {
    const ch = 'e20';
    await fixtureF(ch);
    const r = await run(ch, 'abs contract add', { name: 'Patrol Contract', objectives: 'Beacon', dice: '1' });
    expect(say(r)).toContain('O4 Beacon → table 1');
    const [redraw, keep] = buttonsOf(r);
    expect([redraw?.label, keep?.label]).toEqual(['Redraw', 'Keep']);
    const done = await click(ch, redraw!.id);
    expect(done.update).toBe(true);
    expect(say(done)).toContain('C3 Patrol Contract is removed');
    expect((await state(ch)).contracts.map((c) => c.id)).toEqual(['C1', 'C2']);
    expect((await click(ch, keep!.id)).ephemeral).toBe(true);
  });

  test('a contract button pressed by an English user in a French game updates the public card in French', async () => {
    const ch = 'keep-fr';
    const fr = { guildLocale: 'fr' as const, locale: 'fr' as const };
    await run(ch, 'abs new', { scale: 5, tables: 2 }, fr);
    const r = await run(ch, 'abs contract add', { name: 'Patrol Contract', objectives: 'Beacon', dice: '1' }, fr);
    const keep = buttonsOf(r)[1]!;
    const kept = await click(ch, keep.id);
    expect(say(kept)).toContain('C1 Patrol Contract est gardé.');
    expect(say(kept)).not.toContain('is kept');
  });

  test('buttons posted by the release before still answer after a deploy (abs:kind:game:…), beside the codec’s own ids', async () => {
    const ch = 'legacy-buttons';
    await fixtureF(ch);
    await run(ch, 'abs contract add', { name: 'Patrol Contract', objectives: 'Beacon', dice: '1' });
    await run(ch, 'abs contract add', { name: 'Patrol Contract', objectives: 'Beacon', dice: '1' });
    const game = (await app.games(absSystem).peek(ch))!.id;
    // As today's release wrote them into the channel's messages.
    const kept = await click(ch, `abs:keep:${game}:C3`);
    expect(kept.update).toBe(true);
    expect(say(kept)).toContain('C3 Patrol Contract is kept.');
    const removed = await click(ch, `abs-contract.1:${game}:redraw:C4`);
    expect(removed.update).toBe(true);
    expect(say(removed)).toContain('C4 Patrol Contract is removed');
    expect((await state(ch)).contracts.map((c) => c.id)).toEqual(['C1', 'C2', 'C3']);
    // Another game's button, old or new, is stale.
    for (const id of [`abs:keep:${game + 1000}:C3`, `abs-contract.1:${game + 1000}:keep:C3`]) expect((await click(ch, id)).ephemeral).toBe(true);
  });

  test('E21 (A4, A6): one table rolls nothing; Scale 12 has no minimum spacing', async () => {
    await ok('e21', 'abs new', { scale: 3, tables: 1 });
    expect(await ok('e21', 'abs contract add', { name: 'Mining', objectives: 'Rock' })).toContain('O1 Rock → table 1');
    expect(await ok('e21b', 'abs new', { scale: 12, tables: 1 })).toContain('No minimum spacing');
  });

  test('E22: typed dice do not move the stored cursor', async () => {
    const ch = 'e22';
    await fixtureF(ch);
    const before = (await state(ch)).rng;
    await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5' });
    expect((await state(ch)).rng).toEqual(before);
  });
});

describe('bad input and refusals say how to write it, only to the user', () => {
  test.each([
    ['abs new', { scale: 0, tables: 2 }, 'Bad `scale` (0): give a whole number from 1 to 20'],
    ['abs new', { scale: 'five', tables: 2 }, 'give a whole number'],
    ['abs contract add', { name: 'Mining', objectives: 'A,,B' }, '`Name@2` puts one on table 2'],
    ['abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5 x' }, 'write the dice as numbers in order'],
    ['abs jumpin', { class: 'Frigate', jumppoint: 'JP1' }, 'add `mass:` this once'],
    ['abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP7' }, 'No jump point JP7. In play: JP1, JP2.'],
    ['abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5 1' }, 'only 1 were needed'],
    ['abs objective add', { contract: 'C1', name: 'Core', table: 'north' }, 'Bad `table`'],
    ['abs objective add', { contract: 'C1', name: 'Core', table: '3' }, 'There is no table 3'],
    ['abs objective set', { id: 'O1' }, 'give at least one of `in_play`, `carried`, `table`'],
    ['abs contract add', { name: 'Ok', objectives: '<@123>, ||y||' }, 'a name may not hold @'],
    ['abs claim', { contract: 'C1', ic_mass: 2 }, 'or `done:true`'],
    ['abs credits', { add: 3, set: 4 }, 'not both'],
    ['abs ic lost', { id: 'IC9', ships: 1 }, 'No IC IC9'],
    ['abs nonsense', {}, 'Use one of the `/abs` subcommands'],
  ] as const)('%s %j', async (line, options, message) => {
    const ch = `bad-${++next}`;
    await fixtureF(ch);
    const before = await state(ch);
    expect(await refused(ch, line, options)).toContain(message);
    expect(await state(ch)).toEqual(before);
  });

  test('no game: the refusal names /abs new', async () => {
    expect(await refused('empty', 'abs status')).toContain('/abs new');
  });

  test('only the owner or Manage Channels ends or undoes', async () => {
    const ch = 'owner';
    await fixtureF(ch);
    const other = { user: { id: 'u2', name: 'Guest' } };
    expect((await run(ch, 'abs end', { credits: 1 }, other)).content).toContain("Only the game's owner or someone with Manage Channels can end the game");
    expect((await run(ch, 'abs undo', {}, other)).content).toContain('can undo');
    expect((await run(ch, 'abs undo', {}, { ...other, canManage: true })).content).toContain('Took back jump point JP2');
  });
});

describe('undo, log, autocomplete, restart', () => {
  test('undo of one /abs ic activate that activated every IC names each IC it took back', async () => {
    const ch = 'undo-all';
    await fixtureF(ch);
    await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5' });
    await ok(ch, 'abs jumpin', { class: 'Hauler', mass: 1, jumppoint: 'JP2', dice: '1 3 2' });
    await ok(ch, 'abs tactical', { seize: 1 });
    await ok(ch, 'abs ic activate');
    expect((await state(ch)).ics.every((i) => i.activated)).toBe(true);
    const undone = await ok(ch, 'abs undo');
    expect(undone).toContain("IC1's activation");
    expect(undone).toContain("IC2's activation");
    expect((await state(ch)).ics.some((i) => i.activated)).toBe(false);
  });

  test('undo takes back the last command and never re-rolls: the same command again rolls the same dice', async () => {
    const ch = 'undo';
    await fixtureF(ch);
    const first = await ok(ch, 'abs round next');
    const rolled = (await state(ch)).ics.map((i) => i.roll);
    expect(await ok(ch, 'abs undo')).toContain('Took back the start of round 2');
    expect((await state(ch)).round).toBe(1);
    expect(await ok(ch, 'abs round next')).toBe(first);
    expect((await state(ch)).ics.map((i) => i.roll)).toEqual(rolled);
    // The core's /undo does the same for this system.
    const core = await dispatcher.handle({ ...inv(ch, 'undo'), command: 'undo', subcommand: null });
    expect(core.content).toContain('the start of round 2');
  });

  test('log lists the events in words and attaches them', async () => {
    const ch = 'log';
    await fixtureF(ch);
    const r = await run(ch, 'abs log');
    expect(r.content).toContain('Event log of this game: 5 events');
    expect(r.content).toContain('contract C1 Mining');
    expect(r.files?.[0]?.name).toMatch(/^abs-game-\d+\.jsonl$/);
    expect(String(r.files?.[0]?.content).trim().split('\n')).toHaveLength(5);
  });

  test('autocomplete offers the channel’s own ids', async () => {
    const ch = 'auto';
    await fixtureF(ch);
    await ok(ch, 'abs jumpin', { class: 'Frigate', mass: 2, jumppoint: 'JP1', dice: '5' });
    const ask = (sub: string, focused: string, typed = '') =>
      dispatcher.autocomplete({ ...inv(ch, `abs ${sub}`, { [focused]: typed }), kind: 'autocomplete', focused });
    expect((await ask('contract exhaust', 'contract')).map((c) => c.value)).toEqual(['C1', 'C2']);
    expect((await ask('jumpin', 'jumppoint', '2')).map((c) => c.value)).toEqual(['JP2']);
    expect((await ask('jumpin', 'class', 'fri')).map((c) => c.name)).toEqual(['Frigate (Mass 2)']);
    expect((await ask('objective set', 'id')).map((c) => c.value)).toEqual(['O1', 'O2', 'O3']);
    expect((await ask('jumppoint remove', 'id')).map((c) => c.value)).toEqual(['JP1', 'JP2']);
    expect((await ask('ic damage', 'id')).map((c) => c.name)).toEqual(['IC1 2 × Frigates']);
  });

  test('the game survives a restart: a new app on the same database carries on with the same dice', async () => {
    const ch = 'restart';
    await fixtureF(ch, 'same-seed');
    await ok(ch, 'abs round next');
    const before = await state(ch);
    // The same game in a twin channel, played on without a restart.
    await fixtureF('twin', 'same-seed');
    await ok('twin', 'abs round next');
    const twinCards = await ok('twin', 'abs round next');
    ({ app, dispatcher } = open());
    expect(await state(ch)).toEqual(before);
    expect(await ok(ch, 'abs round next')).toBe(twinCards);
    const after = await state(ch);
    expect(after).toEqual(await state('twin'));
    expect(after.round).toBe(3);
    const log = await app.games(absSystem).log((await app.games(absSystem).peek(ch))!.id);
    let replayed: AbsState | null = null;
    for (const l of log) if (l.event.t !== 'undone') replayed = absSystem.evolve(replayed, l.event);
    expect(replayed).toEqual(after);
  });
});
