import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import type { Invocation } from '../../src/core/command.ts';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { routeOf } from '../../src/core/buttons.ts';
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { tempDir } from '../helpers.ts';

// Generated commands through the same path Discord input takes (an Invocation handed
// to the dispatcher): unknown and garbage option values, wrong types, overlong
// strings, unicode, ships from other channels, commands in the wrong phase.

const tmp = tempDir('solo-alpha-fuzz-');
afterAll(() => tmp.cleanup());

const names = COMMAND_DEFINITIONS.map((c) => c.name);
const subs = COMMAND_DEFINITIONS.flatMap((c) => (c.options ?? []).filter((o) => o.type === 1).map((o) => o.name));
const optionNames = [
  ...new Set(COMMAND_DEFINITIONS.flatMap((c) => (c.options ?? []).flatMap((o) => [o.name, ...('options' in o ? (o.options ?? []).map((x) => x.name) : [])]))),
];
const shipNames = ['TIE-1', 'TIE-2', 'tie-1', 'INT-1', 'Z95-1', 'Luke', 'Wedge', 'FO-1', ' TIE-1 ', 'TIE-1\u0000', '😈', ''];

const value = fc.oneof(
  fc.constantFrom(...shipNames),
  fc.constantFrom(
    'evade hit',
    'blank crit',
    'focus focus',
    'hit evade',
    'front-left',
    'bullseye',
    'left',
    'right',
    'galactic-empire',
    'rebel-alliance',
    'v0.1',
    'v0.2',
    'intro',
    'custom',
    'none',
    '-1',
    '3',
    '21',
    'true',
    'false',
    'tie fighter',
    'x-wing',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const users = [
  { id: 'owner', name: 'Owner', canManage: false },
  { id: 'mod', name: 'Mod', canManage: true },
  { id: 'guest', name: 'Guest', canManage: false },
];
const channels = ['alpha', 'beta', 'gamma'];

const invocation = fc.record({
  kind: fc.constantFrom('command', 'command', 'command', 'command', 'button', 'autocomplete') as fc.Arbitrary<Invocation['kind']>,
  command: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })),
  subcommand: fc.oneof(fc.constantFrom(...subs), fc.constant(null), fc.string({ maxLength: 8 })),
  options: fc.dictionary(fc.oneof(fc.constantFrom(...optionNames), fc.string({ maxLength: 8 })) as fc.Arbitrary<string>, value, { maxKeys: 5 }),
  customId: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .tuple(fc.nat(60), fc.constantFrom('arc', 'tally', 'obstacle', 'x'), fc.constantFrom('left', 'right', 'front-left', 'up'), fc.constantFrom(...shipNames))
      .map(([n, f, v, s]) => `ask:${n}:${f}:${v}:${s}`),
    fc.tuple(fc.nat(5), fc.constantFrom('yes', 'no')).map(([n, a]) => `end:${n}:${a}`),
    // The codecs' own ids, and the release before's (above), both read.
    fc
      .tuple(fc.nat(60), fc.constantFrom('arc', 'tally', 'x'), fc.constantFrom('left', 'up'), fc.constantFrom(...shipNames))
      .map(([n, f, v, s]) => `ask.2:${n}:${f}:${v}:${s}`),
    fc.tuple(fc.nat(5), fc.constantFrom('yes', 'no', 'x')).map(([n, a]) => `end.2:${n}:${a}`),
    fc.tuple(fc.nat(5), fc.nat(3), fc.constantFrom(...shipNames)).map(([g, r, s]) => `turn-act.1:${g}:${r}:${s}`),
  ),
  user: fc.constantFrom(...users),
  channel: fc.constantFrom(...channels),
});

describe('fuzz', () => {
  test('≥10,000 generated commands: 0 crashes, 0 unhandled rejections, every refusal ephemeral, refused commands change nothing', async () => {
    const { app, dispatcher, store, xwing } = composeApp(`${tmp.dir}/fuzz.sqlite`, silentLogger);
    let n = 0;
    const stats = { commands: 0, accepted: 0, refused: 0, crashes: 0, autocompletes: 0, changedByRefusal: 0 };
    const rejections: unknown[] = [];
    const onRejection = (e: unknown) => rejections.push(e);
    process.on('unhandledRejection', onRejection);
    const games = app.games(xwing);
    const setup = async (channel: string) => {
      const base = {
        id: `setup-${++n}`,
        kind: 'command' as const,
        subcommand: null,
        focused: null,
        customId: null,
        channelId: channel,
        guildId: 'g',
        user: { id: 'owner', name: 'Owner' },
        locale: 'en' as const,
        guildLocale: null,
        canManage: false,
      };
      await dispatcher.handle({ ...base, command: 'game', subcommand: 'start', options: { faction: channel === 'beta' ? 'first-order' : 'galactic-empire' } });
      await dispatcher.handle({
        ...base,
        id: `setup-${++n}`,
        command: 'join',
        options: { ship: 'x-wing', name: 'Luke' },
        user: { id: 'guest', name: 'Guest' },
      });
    };
    const snapshot = async (channel: string) => {
      const g = await games.peek(channel);
      return g ? `${g.id}:${g.version}:${JSON.stringify(g.state)}:${(await games.log(g.id)).length}` : 'none';
    };
    await fc.assert(
      fc.asyncProperty(fc.array(invocation, { minLength: 25, maxLength: 25 }), async (batch) => {
        for (const channel of ['alpha', 'beta']) {
          const g = await games.peek(channel);
          if (!g || g.state.ended) await setup(channel);
        }
        for (const x of batch) {
          const inv: Invocation = {
            kind: x.kind,
            id: `fuzz-${++n}`,
            command: x.kind === 'button' ? routeOf(x.customId) : x.command,
            subcommand: x.subcommand,
            options: x.options,
            focused: x.kind === 'autocomplete' ? (Object.keys(x.options)[0] ?? 'ship') : null,
            customId: x.kind === 'button' ? x.customId : null,
            channelId: x.channel,
            guildId: 'g',
            user: { id: x.user.id, name: x.user.name },
            locale: 'en',
            guildLocale: null,
            canManage: x.user.canManage,
          };
          stats.commands++;
          if (inv.kind === 'autocomplete') {
            const choices = await dispatcher.autocomplete(inv);
            stats.autocompletes++;
            expect(choices.length).toBeLessThanOrEqual(25);
            for (const c of choices) expect(c.name.length >= 1 && c.name.length <= 100 && c.value.length <= 100).toBe(true);
            continue;
          }
          const before = await snapshot(inv.channelId);
          const reply = await dispatcher.handle(inv);
          if (reply.content?.includes('Something went wrong')) stats.crashes++;
          // A refusal is ephemeral and starts with ⚠️ (an accepted /ship change is ephemeral too).
          if (reply.ephemeral && reply.content?.startsWith('⚠️')) {
            stats.refused++;
            if ((await snapshot(inv.channelId)) !== before) stats.changedByRefusal++;
          } else {
            stats.accepted++;
          }
          expect(reply.content ?? reply.cards ?? reply.files).toBeTruthy();
        }
      }),
      { numRuns: 420, seed: 20261122 },
    );
    process.off('unhandledRejection', onRejection);
    await store.close();
    console.log(
      `fuzz: ${stats.commands} generated inputs (${stats.accepted} accepted, ${stats.refused} refused ephemerally, ${stats.autocompletes} autocompletes); crashes: ${stats.crashes}; unhandled rejections: ${rejections.length}; state changed by a refusal: ${stats.changedByRefusal}`,
    );
    expect(stats.commands).toBeGreaterThanOrEqual(10_000);
    expect(stats.crashes).toBe(0);
    expect(rejections).toEqual([]);
    expect(stats.changedByRefusal).toBe(0);
    expect(stats.accepted).toBeGreaterThan(100); // the generator reaches real play, not only refusals
  });
});
