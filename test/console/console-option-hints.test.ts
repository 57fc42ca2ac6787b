import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { Locale } from '../../src/core/locale.ts';
import { consoleAnswers, tempDir } from '../helpers.ts';

// The option problems a new-user trial met, as the systems' real schemas answer them: no
// zod words ("Invalid input"), and a whole number too large told the option's bounds.

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const answers = (locale: Locale, lines: readonly string[]) => consoleAnswers(join(tmp.dir, `hints-${locale}.sqlite`), locale, lines);

const LINES = [
  '/campaign buy chassis:t65xwing pilot:bluesquadronescort squadron:99',
  '/ship stress ship:TIE-1 count:999999999999999999999',
  '/abs jumpin class:Frigate mass:99999999999999999 jumppoint:A',
  '/campaign start faction:rebel-alliance scale:99999999999999999999',
];

test.each([
  [
    'en',
    [
      '⚠️ Bad `squadron` (99): use a squadron card 2–10',
      '⚠️ Bad `count` (999999999999999999999): at most 20',
      '⚠️ Bad `mass` (99999999999999999): give a whole number from 0 to 10',
      '⚠️ Bad `scale` (99999999999999999999): at most 250',
    ],
  ],
  [
    'fr',
    [
      '⚠️ Option `escadron` incorrecte (99) : tapez une carte d’escadron 2–10',
      '⚠️ Option `nombre` incorrecte (999999999999999999999) : au plus 20',
      '⚠️ Option `masse` incorrecte (99999999999999999) : donnez un nombre entier de 0 à 10',
      '⚠️ Option `échelle` incorrecte (99999999999999999999) : au plus 250',
    ],
  ],
] as const)('in %s: the option’s own hint, never zod’s words or "give a whole number" for a whole number', async (locale, expected) => {
  expect(await answers(locale, LINES)).toEqual(expected);
});
