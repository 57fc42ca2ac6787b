import { describe, expect, test } from 'vitest';
import { ConsoleSession, renderText } from '../../src/console/session.ts';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { tempDir } from '../helpers.ts';
import { englishInReply, frenchInReply } from './french-checks.ts';

// Words only in strings: every option error and refusal a command can give reads in the
// user's language alone. The same script runs for a French and an English user; each bad
// line's reply must hold no English word (French) and no French word (English). Option
// codes and refusal codes are worded by each language, so nothing is translated back
// from English: a parameter left in English shows here.

/** Names the script gives (ships, crafts, values the player typed) and values to type: the same in every language. */
const NAMES = [
  'yes ou no',
  'round (arrondir)',

  'Wedge',
  'Rouge1',
  'Rouge2',
  'Cavern Angels Zealot',
  'T-65 X-wing',
  'Proton Torpedoes',
  'proton',
  'abcdefghij',
  'nope',
  'angry',
  'maybe',
  'nonsense',
];

/** `!` marks a line whose reply is a refusal or an option error, checked in both languages. */
const SCRIPT = [
  // X-Wing: option errors of every kind of schema, then refusals.
  '!/game status',
  '/game start faction:galactic-empire',
  '!/game start faction:galactic-empire',
  '@carol /join ship:x-wing name:Wedge',
  '!#other /game start faction:hutts',
  '!#other /game start faction:galactic-empire points:5',
  '!#other /game start faction:galactic-empire points:5000',
  '!#other /game start faction:galactic-empire points:many',
  '!#other /game start faction:galactic-empire language:de',
  '!#other /game start faction:galactic-empire ruleset:v9',
  '!/ship stress ship:TIE-1 count:-1',
  '!/ship stress ship:TIE-1 count:99',
  '!/join ship:x-wing name:abcdefghijabcdefghijabcdefghijabc',
  '!/join ship:x-wing name:a@b',
  '!/done ship:abcdefghijabcdefghijabcdefghijabcdefghijab',
  '!/activate ship:TIE-1 roll:zap',
  '!/activate ship:TIE-1 arc:above',
  '!/rules topic:nope',
  '!/ship add chassis:x-wing attitude:angry',
  '!/ship fled ship:TIE-1 edge:Z',
  '!/attack attacker:Wedge defender:TIE-1 again:maybe',
  '!/mission scan ship:P1 marker:9',
  '!/mission scan marker:2',
  '!/ship charges ship:Wedge upgrade:proton count:1',
  '!/ship add chassis:x-wing upgrades:nonsense',
  '!@bob /undo',
  '!@bob /game end',
  '!@bob /game language language:fr',
  '!@bob /ship stress ship:Wedge count:2',
  '!@bob /attack attacker:Wedge defender:TIE-1 damage:1',
  '!/attack attacker:TIE-1 defender:Wedge damage:1',
  '!/activate ship:Wedge',
  '!/activate ship:TIE-9',
  '!@dave /done',
  '@carol /done',
  '@carol /done',
  '!@carol /done ship:Wedge',
  '!/attack attacker:TIE-1 defender:TIE-1',
  // The Big Shed League: its list and number options.
  '!#camp /campaign start faction:rebel-alliance scale:9',
  '!#camp /campaign start faction:rebel-alliance hyperdrive:tie',
  '!#camp /campaign start faction:hutts',
  '!#camp /campaign status',
  '!#camp /campaign rest cards:Z',
  '!#camp /campaign draw include:11',
  '!#camp /campaign mission id:9',
  '!#camp /campaign result fates:P1',
  '!#camp /campaign result damage:P1=lots',
  '!#camp /campaign result picks:2',
  '!#camp /campaign result markers:9',
  '!#camp /campaign squadron type:huge',
  // Hex.
  '#hex /hex craft add name:Rouge1 space:8 piloting:4D+1 maneuverability:3D squadron:Rouge',
  '!#hex /hex craft add name:Rouge2 space:99 piloting:4D maneuverability:3D',
  '!#hex /hex craft add name:Rouge2 space:8 piloting:zz maneuverability:3D',
  '!#hex /hex settings pips:bogus',
  '!#hex /hex stats craft:Bleu1',
  '!#hex @bob /undo',
  // A Billion Suns.
  '#abs /abs new scale:5 tables:2 seed:x',
  '!#abs /abs new scale:5 tables:2 seed:x',
  '!#abs /abs credits add:many',
  '!#abs /abs jumpin class:Cruiser jumppoint:JP9',
  '!#abs @bob /undo',
  '!#abs @bob /abs end',
];

/** The reply each line of the script gets, for a user reading `locale`. */
async function replies(locale: 'en' | 'fr'): Promise<string[]> {
  const { dir, cleanup } = tempDir(`replies-${locale}-`);
  const composed = composeApp(`${dir}/t.sqlite`, silentLogger);
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '7', locale });
  try {
    const out: string[] = [];
    for (const line of SCRIPT) {
      const shown = (await session.run(line.replace(/^!/, ''))).filter((o) => o.type !== 'announcement').slice(-1)[0];
      out.push(shown ? renderText(shown).split('\n').slice(1).join('\n') : '');
    }
    return out;
  } finally {
    await composed.store.close();
    cleanup();
  }
}

describe('option errors and refusals in the user’s language only', () => {
  test('a French user reads no English word in any of them, an English user no French one', async () => {
    const [english, french] = [await replies('en'), await replies('fr')];
    const checked = SCRIPT.flatMap((line, i) => (line.startsWith('!') ? [{ line, en: english[i]!, fr: french[i]! }] : []));
    // Each checked line is refused (⚠️), so the script reaches what it means to test.
    expect(checked.filter((c) => !c.en.includes('⚠️') || !c.fr.includes('⚠️')).map((c) => c.line)).toEqual([]);
    const inFrench = checked.flatMap((c) => englishInReply(c.fr, NAMES).map((w) => `${c.line} → “${w}” in ${c.fr}`));
    const inEnglish = checked.flatMap((c) => frenchInReply(c.en, NAMES).map((w) => `${c.line} → “${w}” in ${c.en}`));
    expect(inFrench).toEqual([]);
    expect(inEnglish).toEqual([]);
  });

  test('the checks see a verbatim English parameter, and French words in English', () => {
    expect(englishInReply('Seul le propriétaire de la partie peut faire cela (undo).')).toEqual(['undo']);
    expect(englishInReply('Option marker incorrecte (9) : give a marker 1–5')).toEqual(['give', 'marker']);
    expect(englishInReply('Option faction incorrecte (hutts) : tapez l’une de ces valeurs : scum-and-villainy')).toEqual([]);
    expect(frenchInReply('Bad count (x): donnez un nombre entier')).toEqual(['donnez', 'nombre', 'entier']);
  });
});
