import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { forDiscord } from '../../src/core/escape.ts';
import { parseOptions, UserError } from '../../src/core/options.ts';
import { invocation } from '../helpers.ts';

// Bad option values are answered in the user's words, whatever the schema: zod's own
// defaults ("Invalid option: expected one of …") never reach a player.

const inv = (options: Record<string, unknown>, locale: 'en' | 'fr' = 'en') => invocation({ command: 'campaign', subcommand: 'start', options, locale });

/** The refusal as Discord is sent it (its user text made harmless by the payload builder). */
const refusal = (schema: z.ZodType, options: Record<string, unknown>, locale: 'en' | 'fr' = 'en') => {
  try {
    parseOptions(schema, inv(options, locale));
  } catch (e) {
    if (e instanceof UserError) return forDiscord(e.message);
    throw e;
  }
  throw new Error('accepted');
};

describe('bad option values, in plain words', () => {
  const schema = z.object({
    mode: z.enum(['missions', 'open']).optional(),
    seed: z.string().min(1).max(40).optional(),
    mines: z.coerce.number().int().min(0).max(10).optional(),
    named: z.enum(['a', 'b'], { error: 'pick a or b' }).optional(),
  });

  test.each([
    [{ mode: 'sideways' }, 'Bad `mode` (sideways): use one of missions, open'],
    [{ seed: '' }, 'Bad `seed` (): it cannot be empty'],
    [{ seed: 'x'.repeat(41) }, 'at most 40 characters'],
    [{ mines: 99 }, 'Bad `mines` (99): it must be at most 10'],
    [{ mines: -1 }, 'Bad `mines` (-1): it must be at least 0'],
    [{ mines: 'lots' }, 'Bad `mines` (lots): give a number'],
  ])('%o → %s', (options, words) => {
    const message = refusal(schema, options);
    expect(message).toContain(words);
    expect(message).not.toMatch(/Invalid|expected|Too (big|small)/);
  });

  test("a schema's own words win", () => {
    expect(refusal(schema, { named: 'c' })).toBe('Bad `named` (c): pick a or b');
  });

  test('in French for a French user', () => {
    expect(refusal(schema, { mode: 'sideways' }, 'fr')).toBe('Option `mode` incorrecte (sideways) : choisissez parmi missions, open');
  });
});

describe('a required option left out is said to be missing, not bad', () => {
  const schema = z.object({
    scale: z.coerce.number().int(),
    mode: z.enum(['missions', 'open']),
    note: z.string().optional(),
  });
  const given = { scale: 3, mode: 'open' };

  test.each([
    ['en', { mode: 'open' }, 'Missing `scale`: give a number'],
    ['fr', { mode: 'open' }, 'Option `scale` manquante : donnez un nombre'],
    ['en', { scale: 3 }, 'Missing `mode`: use one of missions, open'],
    ['fr', { scale: 3 }, 'Option `mode` manquante : choisissez parmi missions, open'],
  ] as const)('%s %o → %s', (locale, options, words) => {
    expect(refusal(schema, options, locale)).toBe(words);
  });

  test('a value given but wrong is still bad, with what was typed', () => {
    expect(refusal(schema, { ...given, scale: 'x' })).toBe('Bad `scale` (x): give a number');
    expect(refusal(schema, { ...given, scale: 'x' }, 'fr')).toBe('Option `scale` incorrecte (x) : donnez un nombre');
  });

  test("a refinement's own words about an option left out stay its own", () => {
    const refined = z.object({ craft: z.string().optional() }).refine((o) => o.craft !== undefined, { path: ['craft'], message: 'name a craft' });
    expect(refusal(refined, {})).toBe('Bad `craft`: name a craft');
  });
});

describe('a bad value echoed back', () => {
  test('loses its direction and invisible controls and, as Discord is sent it, cannot format or ping', () => {
    const schema = z.object({ mode: z.enum(['missions', 'open']) });
    const said = refusal(schema, { mode: '\u202e1-EIT`||x||` @everyone\u200b' });
    // The only invisible character left is the one that breaks the mention.
    expect(said.replace(/@\u200b/g, '@')).not.toMatch(/\p{Cf}/u);
    expect(said).toContain('1-EITˋ\\|\\|x\\|\\|ˋ');
    expect(said).toContain('@\u200beveryone');
  });
});

describe('no zod message reaches a user: every issue a schema leaves unworded is worded by its kind', () => {
  const schema = z.object({
    // As /campaign buy squadron: a card or `inventory`, the card worded by its schema.
    squadron: z.union([z.coerce.string().pipe(z.enum(['2', '3'], { error: 'use a squadron card 2–3' })), z.literal('inventory')]).optional(),
    either: z.union([z.number(), z.literal('none')]).optional(),
    code: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    picked: z
      .string()
      .refine((s) => s !== 'x')
      .optional(),
    list: z.array(z.string()).max(1).optional(),
    word: z.string().min(3).optional(),
  });

  test.each([
    ['en', { squadron: '99' }, 'Bad `squadron` (99): use a squadron card 2–3'],
    ['fr', { squadron: '99' }, 'Option `squadron` incorrecte (99) : use a squadron card 2–3'],
    ['en', { either: 'lots' }, 'Bad `either` (lots): give a number'],
    ['fr', { either: 'lots' }, 'Option `either` incorrecte (lots) : donnez un nombre'],
    ['en', { code: 'abc' }, 'Bad `code` (abc): that value does not fit this option'],
    ['en', { picked: 'x' }, 'Bad `picked` (x): that value does not fit this option'],
    ['fr', { picked: 'x' }, 'Option `picked` incorrecte (x) : cette valeur ne convient pas à cette option'],
    ['en', { list: ['a', 'b'] }, 'that value does not fit this option'],
    ['en', { word: 'ab' }, 'Bad `word` (ab): at least 3 characters'],
    ['fr', { word: 'ab' }, 'Option `word` incorrecte (ab) : 3 caractères au moins'],
  ] as const)('%s %o → %s', (locale, options, words) => {
    const message = refusal(schema, options, locale);
    expect(message).toContain(words);
    expect(message).not.toMatch(/Invalid|expected|Expected|Too (big|small)|undefined/);
  });

  test('a system code with no words of the system is not shown as a code', () => {
    const coded = z.object({ n: z.string().min(2, 'opt:nothing-words-this') });
    expect(refusal(coded, { n: 'a' })).toBe('Bad `n` (a): that value does not fit this option');
  });
});

describe('a whole number too large for a number to hold is told the option’s bounds, not "give a whole number"', () => {
  // As the systems' integer options: their own words for "whole" and their bounds.
  const schema = z.object({
    count: z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20').optional(),
    mass: z.coerce.number().int().min(0).max(10).optional(),
    seed: z.coerce.number({ error: 'give a whole number' }).int('give a whole number').optional(),
  });

  test.each([
    ['en', { count: '999999999999999999999' }, 'Bad `count` (999999999999999999999): at most 20'],
    ['en', { count: 1e21 }, 'Bad `count` (1e+21): at most 20'],
    ['en', { count: '-999999999999999999999' }, 'Bad `count` (-999999999999999999999): it cannot be negative'],
    // Beyond what a number holds at all (Infinity).
    ['en', { count: '9'.repeat(400) }, ': at most 20'],
    ['en', { mass: '99999999999999999' }, 'Bad `mass` (99999999999999999): it must be at most 10'],
    ['fr', { mass: '99999999999999999' }, 'Option `mass` incorrecte (99999999999999999) : au plus 10'],
    ['en', { seed: '99999999999999999' }, 'Bad `seed` (99999999999999999): that number is too large'],
    ['fr', { seed: '-99999999999999999' }, 'Option `seed` incorrecte (-99999999999999999) : ce nombre est trop petit'],
    ['en', { count: '1e21' }, 'Bad `count` (1e21): at most 20'],
    ['en', { count: 'Infinity' }, 'Bad `count` (Infinity): at most 20'],
  ] as const)('%s %o → %s', (locale, options, words) => {
    const message = refusal(schema, options, locale);
    expect(message).toContain(words);
    expect(message).not.toContain('whole number');
  });

  test('a number that is not whole is still told to be whole', () => {
    expect(refusal(schema, { count: '1.5' })).toBe('Bad `count` (1.5): give a whole number');
  });

  test('a text option given many digits is told what the text option says', () => {
    const named = z.object({ name: z.string().max(20, 'at most 20 characters') });
    expect(refusal(named, { name: '9'.repeat(25) })).toBe(`Bad \`name\` (${'9'.repeat(25)}): at most 20 characters`);
  });
});
