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
