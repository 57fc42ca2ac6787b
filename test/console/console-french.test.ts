import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import type { Locale } from '../../src/core/locale.ts';
import { runConsole } from '../../src/console/run.ts';
import { ConsoleSession, renderText } from '../../src/console/session.ts';
import { consoleEn } from '../../src/console/strings/en.ts';
import { consoleFr } from '../../src/console/strings/fr.ts';
import { bundledEntry } from '../bundles.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { tempDir } from '../helpers.ts';
import { keyDifference } from '../systems/french-checks.ts';

// `npm run console -- --locale fr` prints its own words (banner, usage, refusals of
// a line it cannot read, the labels around each message) in French; English is unchanged.

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** Every text of a console table, functions called with a marker for each parameter. */
function texts(table: typeof consoleEn): [string, string][] {
  return Object.entries(table).map(([k, v]) => [k, typeof v === 'function' ? (v as (...a: unknown[]) => string)('§', '§', '§') : v]);
}

/**
 * The console's English phrases: each English text's pieces between parameters that its
 * French twin does not share (the command names and examples both tables print are not English).
 */
const ENGLISH_PHRASES = (() => {
  const fr = new Map(texts(consoleFr));
  return texts(consoleEn).flatMap(([key, text]) =>
    text
      .split(/§|\n/)
      .map((p) => p.trim())
      .filter((p) => /\p{L}{3,}/u.test(p) && !fr.get(key)!.includes(p)),
  );
})();

const englishIn = (output: string) => ENGLISH_PHRASES.filter((p) => output.includes(p));

// Lines that make the console speak in its own words: each refusal, an ephemeral reply, a button row, an
// updated card, autocomplete choices, a picture and a text file.
const SCRIPT = [
  '/game start faction:galactic-empire',
  'hello',
  '/nothing',
  '/game',
  '/game start colour:red',
  '/game status oops',
  'click 7',
  '/campaign file import file:/no/such/file.json',
  '?join ship:tie',
  '/activate ship:TIE-1 arc:bullseye roll:focus crit',
  '/activate ship:TIE-2',
  'clic 1',
  '/round next',
  'clic 1',
  '/game log',
];

async function play(locale: Locale): Promise<string> {
  const { delivery, dispatcher, store } = composeApp(join(tmp.dir, `in-process-${locale}.sqlite`), silentLogger);
  await store.ready;
  // As runConsole makes it: the console's user is « vous » in French.
  const session = new ConsoleSession(delivery, dispatcher, {
    seed: '5',
    locale,
    defaultUser: (locale === 'fr' ? consoleFr : consoleEn).defaultUser,
    onPicture: () => {},
  });
  const shown: string[] = [];
  for (const line of SCRIPT) for (const o of await session.run(line)) shown.push(renderText(o, locale));
  await store.close();
  return shown.join('\n\n');
}

describe('npm run console -- --locale fr: the console speaks French', () => {
  test('the French table has the English keys, and every text of it differs from the English one', () => {
    expect(keyDifference(consoleEn, consoleFr)).toEqual({ onlyA: [], onlyB: [] });
    const fr = new Map(texts(consoleFr));
    // Who speaks to whom is the same in both ("[#table] bot → you"); everything else is worded.
    const same = texts(consoleEn).filter(([k, t]) => fr.get(k) === t && !['announcementFrom', 'replyTo'].includes(k));
    expect(same).toEqual([]);
  });

  test('a French table at the console shows none of the console’s English phrases; the same script in English does', async () => {
    const french = await play('fr');
    const english = await play('en');
    expect(englishIn(french)).toEqual([]);
    // Every kind of line the script aims at was shown (the check read something), in French.
    for (const phrase of ['(vous seul voyez ceci)', '(tapez : clic N)', '(carte mise à jour)', '  choix :', '🖼️ activation-', '📎', 'octets']) {
      expect(french).toContain(phrase);
    }
    for (const refusal of [
      'Tapez une commande slash',
      'Je ne connais pas',
      'attend l’une de ces',
      'Option colour inconnue',
      '« oops » n’en est pas une',
      'Aucun bouton « 7 »',
      'Je ne peux pas lire le fichier',
    ]) {
      expect(french).toContain(refusal);
    }
    // French typography: a space before a colon, also after the names of a card's fields ("Escadron des joueurs :").
    expect(french).not.toMatch(/\p{L}:[ \n]/u);
    expect(english).toMatch(/\p{L}:[ \n]/u);
    // The check finds English when it is there: the English run shows these phrases.
    expect(englishIn(english).length).toBeGreaterThan(10);
    expect(english).toContain('(only you can see this)');
  });

  test('--help prints the usage in the language asked for', async () => {
    const printed: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(line));
    try {
      await runConsole(['--locale', 'fr', '--help']);
      await runConsole(['--help']);
    } finally {
      log.mockRestore();
    }
    const [french, english] = printed as [string, string];
    expect(french).toBe(consoleFr.usage);
    expect(englishIn(french)).toEqual([]);
    expect(english).toBe(consoleEn.usage);
  });

  test('a bare --locale is refused in words, not a crash; the first --locale given a value is the language', async () => {
    await expect(runConsole(['--locale'])).rejects.toThrow('console: --locale needs a value (npm run console -- --help lists the options)');
    await expect(runConsole(['--locale', 'fr', '--locale'])).rejects.toThrow('console : --locale attend une valeur');
  });

  test('as its own process: the script’s output, a mistyped command line and `npm start -- --locale fr` without a token or terminal are French', async () => {
    // The entry points bundled, as `npm start` runs the bot (tsx would compile the sources in every child).
    const consoleMain = await bundledEntry('src/console/main.ts');
    const run = (input: string, args: string[], entry = consoleMain) =>
      spawnSync(process.execPath, [entry, ...args], {
        // Its /game log file goes to data/files/ under where it runs: not the checkout.
        cwd: tmp.dir,
        input,
        encoding: 'utf8',
        env: childEnv({ DATABASE_PATH: join(tmp.dir, 'start.sqlite') }),
        timeout: SPAWN_TIMEOUT_MS,
      });
    const r = run(SCRIPT.join('\n') + '\n', ['--locale', 'fr', '--seed', '5', '--db', join(tmp.dir, 'spawned.sqlite')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('(vous seul voyez ceci) :');
    expect(englishIn(r.stdout)).toEqual([]);
    const bad = run('', ['--locale', 'fr', '--colour', 'red']);
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('console : option --colour inconnue (npm run console -- --help liste les options)');
    const start = run('', ['--locale', 'fr'], await bundledEntry('src/main.ts'));
    expect(start.status).toBe(1);
    expect(start.stderr.trim()).toBe(consoleFr.noTokenNoTerminal);
  });
});
