import { fc, test as prop } from '@fast-check/vitest';
import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import type { Card } from '../../src/core/message.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { forDiscord } from '../../src/core/escape.ts';
import { nameProblem, normaliseName } from '../../src/core/names.ts';
import { toPayload } from '../../src/render/discord-payload.ts';
import { mimicsSoloName } from '../../src/systems/xwing/play/ship-names.ts';
import { invocation, tempDir } from '../helpers.ts';

// A name is shown to everyone at the table: it must read as what it is. Right-to-left
// overrides ("‮1-EIT" shows as "TIE-1"), full-width lookalikes, names of nothing but
// invisible characters and names that pass for a solo ship's are refused, with words in the
// user's language; and however long the names, a message stays within Discord's limits.

describe('nameProblem', () => {
  test.each([
    ['Red Five', null],
    ['\u202e1-EIT', 'bidi'],
    ['Luke\u2066', 'bidi'],
    ['\u200b\u200b', 'invisible'],
    ['\u3164', 'invisible'],
    ['a`b', 'characters'],
    ['@everyone', 'characters'],
    ['x'.repeat(33), 'too-long'],
    ['TIE-1', 'mimic'],
    ['tie - 4', 'mimic'],
    // Look-alike letters (Cyrillic Т, І, Е), the digit 1 for I, and an invisible character read as a solo ship's name (ruling R70).
    ['ТІЕ-1', 'mimic'],
    ['T1E-1', 'mimic'],
    ['T\u200bIE-1', 'mimic'],
    ['XW\u2060-2', 'mimic'],
    ['TIE-Fighter', null],
    ['Fanny ✨', null],
  ] as const)('%j → %s', (name, problem) => {
    expect(nameProblem(normaliseName(name), 32, mimicsSoloName)).toBe(problem);
  });

  test('full-width letters are read as the letters they look like (NFKC), so "ＴＩＥ-１" passes for a solo ship', () => {
    expect(normaliseName('ＴＩＥ-１')).toBe('TIE-1');
    expect(nameProblem(normaliseName('ＴＩＥ-１'), 32, mimicsSoloName)).toBe('mimic');
  });
});

describe('names given to the bot', () => {
  const tmp = tempDir('names-');
  const { dispatcher, store } = composeApp(`${tmp.dir}/names.sqlite`, silentLogger, {}, { pictures: false });
  afterAll(async () => {
    await store.close();
    tmp.cleanup();
  });

  const join = (name: string, locale: 'en' | 'fr' = 'en', channelId = 'names') =>
    dispatcher.handle(
      invocation({ command: 'join', channelId, locale, user: { id: `u-${name.length}-${locale}`, name: 'x' }, options: { ship: 'x-wing', name } }),
    );

  test('a ship name with a direction control, only invisible characters or a solo ship’s look is refused, in English and French', async () => {
    await dispatcher.handle(invocation({ command: 'game', subcommand: 'start', channelId: 'names', options: { faction: 'galactic-empire' } }));
    const cases: [string, string, string][] = [
      ['\u202e1-EIT', 'direction controls', 'sens d’écriture'],
      ['\u200b\u200b\u200b', 'something visible', 'quelque chose de visible'],
      ['ＴＩＥ-１', 'one of the bot’s ships', 'vaisseaux du bot'],
      ['ТІЕ-1', 'one of the bot’s ships', 'vaisseaux du bot'],
      ['T\u200bIE-2', 'one of the bot’s ships', 'vaisseaux du bot'],
      ['Wedge`||@everyone||`', 'may not hold', 'ne peut pas contenir'],
    ];
    for (const [name, en, fr] of cases) {
      const r = await join(name);
      expect(r.ephemeral, name).toBe(true);
      expect(r.content, name).toContain(en);
      expect((await join(name, 'fr')).content, name).toContain(fr);
    }
    const ok = await join('Red Five');
    expect(ok.ephemeral ?? false).toBe(false);
    // Without a name the ship takes its player's display name, unless that reads as a solo ship's (ruling R70).
    const unnamed = await dispatcher.handle(
      invocation({ command: 'join', channelId: 'names', user: { id: 'u-display', name: 'ТІЕ-3' }, options: { ship: 'x-wing' } }),
    );
    expect(unnamed.content ?? JSON.stringify(unnamed)).not.toContain('ТІЕ-3');
    expect(JSON.stringify(unnamed)).toContain('Pilot');
  });

  test('a tally marker’s target is checked as a name, in English and French (ruling R76)', async () => {
    const tally = (target: string, locale: 'en' | 'fr' = 'en') =>
      dispatcher.handle(invocation({ command: 'ship', subcommand: 'tally', channelId: 'names', locale, options: { ship: 'TIE-1', target } }));
    for (const [target, en, fr] of [
      ['@everyone', 'may not hold', 'ne peut pas contenir'],
      ['```rock', 'may not hold', 'ne peut pas contenir'],
      ['\u202erock', 'direction controls', 'sens d’écriture'],
    ]) {
      const r = await tally(target!);
      expect(r.ephemeral, target).toBe(true);
      expect(r.content, target).toContain(en);
      expect((await tally(target!, 'fr')).content, target).toContain(fr);
    }
    expect((await tally('the big asteroid')).content).toContain('the big asteroid');
  });

  test('a callsign is checked the same way', async () => {
    await dispatcher.handle(
      invocation({ command: 'campaign', subcommand: 'start', channelId: 'bsl-names', options: { faction: 'rebel-alliance', ai: 'galactic-empire' } }),
    );
    const buy = (callsign: string) =>
      dispatcher.handle(
        invocation({ command: 'campaign', subcommand: 'buy', channelId: 'bsl-names', options: { chassis: 't65xwing', pilot: 'bluesquadronescort', callsign } }),
      );
    expect((await buy('\u202eA1')).content).toContain('direction controls');
    // Ruling R70: a look-alike of a solo ship's name is refused as a callsign too.
    expect((await buy('ТІЕ-1')).content).toContain('one of the bot’s ships');
    expect((await buy('x'.repeat(25))).content).toContain('at most 24 characters');
  });
});

describe('Discord’s limits on one message', () => {
  test('ten cards, each with a full description and 25 full fields, are cut to 6,000 characters in all, every cut part ending "…"', () => {
    const card: Card = {
      title: 'T'.repeat(256),
      description: 'D'.repeat(4096),
      fields: Array.from({ length: 25 }, (_, i) => ({ name: `F${i}`, value: 'V'.repeat(1024) })),
    };
    const p = toPayload({ cards: Array.from({ length: 10 }, () => card) });
    const total = p.embeds.reduce(
      (n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.fields ?? []).reduce((m, f) => m + f.name.length + f.value.length, 0),
      0,
    );
    expect(total).toBeLessThanOrEqual(6000);
    expect(p.embeds[0]!.description!.endsWith('…')).toBe(true);
  });

  const long = fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 5000 });
  const card = fc.record({
    title: fc.string({ maxLength: 300 }),
    description: long,
    fields: fc.array(fc.record({ name: fc.string({ maxLength: 300 }), value: long }), { maxLength: 30 }),
    footer: fc.string({ maxLength: 300 }),
  });
  prop.prop([fc.array(card, { minLength: 1, maxLength: 12 }), fc.string({ maxLength: 3000 })], { numRuns: 200 })(
    'every message fits: 6,000 characters of embeds, 4,096 a description, 1,024 a field, 25 fields, 10 embeds, 2,000 of content; what was cut ends with "…"',
    (cards, content) => {
      const p = toPayload({ content, cards: cards as Card[] });
      expect(p.embeds.length).toBeLessThanOrEqual(10);
      expect(p.content?.length ?? 0).toBeLessThanOrEqual(2000);
      let total = 0;
      for (const e of p.embeds) {
        expect(e.description?.length ?? 0).toBeLessThanOrEqual(4096);
        expect(e.fields?.length ?? 0).toBeLessThanOrEqual(25);
        for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
        total += (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0);
        total += (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
      }
      expect(total).toBeLessThanOrEqual(6000);
      // As the builder sends them: a masked link broken (ruling R71), nothing else changed in plain text.
      const shown = cards.flatMap((c) => [c.description, ...c.fields.map((f) => f.value)]).map(forDiscord);
      for (const e of p.embeds)
        for (const part of [e.description, ...(e.fields ?? []).map((f) => f.value)])
          if (part && part !== '\u200b' && !shown.includes(part)) expect(part.endsWith('…')).toBe(true);
    },
  );
});
