import { describe, expect, test } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { ConsoleSession, type ConsoleOutput } from '../../../../src/console/session.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';
import { fr } from '../../../../src/systems/xwing/strings/fr.ts';
import { tempDir } from '../../../helpers.ts';
import { catalogNames, englishLines, stringLeaves, withoutNames } from '../../french-checks.ts';

// A whole French X-Wing game shows no English. The same script is played by an
// English and a French user (each game in its user's language) and everything the bot
// shows is read: replies, cards, buttons, autocomplete, announcements, the /game log file.
// Three checks, each shown to find English when it is there (the English run):
//   1. no English word (a list of common ones) outside names, commands and mentions;
//   2. no line the same in both languages (names and numbers aside);
//   3. no text of the English table that the French one words differently.

const SCRIPT = [
  '/help',
  ...['approach', 'charts', 'attitudes', 'actions', 'rulings'].flatMap((t) => [`/rules topic:${t}`, `/rules topic:${t} ruleset:v0.1`]),
  '/game status',
  '/game start faction:galactic-empire',
  '/join ship:tie advanced',
  '@bob /join ship:x-wing pilot:redsquadronveteran name:Luke',
  '?join ship:x-wing pilot:red',
  '?activate ship:T',
  '/game status',
  '/activate ship:TIE-1 defense:evade',
  '/activate ship:Nobody',
  '/activate ship:TIE-1',
  'click 1',
  'click 1',
  '/activate ship:TIE-2 arc:bullseye roll:blank blank',
  '/activate ship:TIE-2',
  '/attack attacker:TIE-1 damage:2',
  '/attack attacker:TIE-1',
  'click 1',
  'click 2',
  '/undo',
  '/attack attacker:TIE-1 defender:Luke damage:1',
  '@bob /attack attacker:Luke defender:TIE-2 damage:0',
  '/ship stress ship:TIE-2 count:2',
  '/ship ion ship:TIE-2 count:1',
  '/ship ion ship:TIE-2 count:0',
  '/ship lock ship:TIE-2 target:Luke',
  '/ship lock ship:TIE-2',
  '/ship tally ship:TIE-2 target:Luke',
  '/ship tally ship:TIE-2',
  '/ship damage ship:TIE-2 action-header:true',
  '/ship damage ship:TIE-2 action-header:false',
  '/ship attitude ship:TIE-2 attitude:defensive',
  '/ship charges ship:TIE-2 count:1',
  '@bob /ship stress ship:TIE-1 count:1',
  '/round next',
  'click 1',
  '/round next',
  'click 1',
  '/round next',
  'click 1',
  '/ship destroyed ship:TIE-1',
  '/ship fled ship:TIE-2',
  '/undo',
  '/done',
  '@bob /done',
  '/leave',
  '/game log',
  '/game status',
  '#c /game start faction:rebel-alliance scenario:custom points:100',
  '#c /ship add chassis:tie pilot:academypilot',
  '#c /ship add chassis:x-wing upgrades:proton torpedoes',
  '#c /attack attacker:X-1',
  '#v /game start faction:galactic-empire ace:true transport:true',
  '#v /game status',
  '#v /ship tally ship:LAMB-1 target:TIE-1',
  '#v /game log',
  '/game end',
  'click 1',
];

/** Everything a message shows, raw (markdown kept), with the text of attached files. */
function shown(o: ConsoleOutput): string {
  const p = o.payload;
  return [
    p.content ?? '',
    ...p.embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text ?? '']),
    ...(p.components ?? []).flatMap((r) => r.components.map((b) => ('label' in b ? (b.label ?? '') : ''))),
    ...(p.choices ?? []).map((c) => c.name),
    ...(p.attachments ?? []).flatMap((a) => (typeof a.content === 'string' && !a.filename.endsWith('.jsonl') ? [a.content] : [])),
  ]
    .filter(Boolean)
    .join('\n');
}

async function play(locale: 'en' | 'fr'): Promise<{ messages: string[][]; names: readonly string[] }> {
  const { dir, cleanup } = tempDir(`xwing-${locale}-`);
  const composed = composeApp(`${dir}/t.sqlite`, silentLogger);
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale });
  try {
    const messages: string[][] = [];
    for (const line of SCRIPT) messages.push((await session.run(line)).map(shown));
    return { messages, names: catalogNames(composed.editions.catalog(undefined, locale)) };
  } finally {
    await composed.store.close();
    cleanup();
  }
}

/** The ships' own names in the script. */
const SHIP_NAMES = /\b(?:TIE|INT|XW|LAMB|X)-\d+\b|\bLuke\b|\bbob\b|\byou\b(?=\W*(?:\(|$))/;

function englishWords(messages: string[][], names: readonly string[]): string[] {
  return messages.flatMap((m, i) => m.flatMap((text) => englishLines(text, names, SHIP_NAMES).map((l) => `${SCRIPT[i]} → ${l}`)));
}

describe('A whole X-Wing game in French', () => {
  test('no English word, no line shared with the English game, no English table text, in anything the bot shows', async () => {
    const [english, french] = [await play('en'), await play('fr')];
    if (process.env.DUMP_FRENCH) console.log(SCRIPT.map((l, i) => `>>> ${l}\n${french.messages[i]!.join('\n---\n')}`).join('\n\n'));
    const names = french.names;

    // 1. English words: found in the English game (the check can fail), none in the French one.
    expect(englishWords(english.messages, names).length).toBeGreaterThan(200);
    expect(englishWords(french.messages, names)).toEqual([]);

    // 2. Lines the same in both languages, with at least two words left once names are gone.
    const words = (l: string) => (l.match(/\p{L}{3,}/gu) ?? []).length;
    const same = SCRIPT.flatMap((line, i) => {
      const frLines = new Set(french.messages[i]!.flatMap((t) => withoutNames(t, names, SHIP_NAMES).split('\n')));
      return english.messages[i]!.flatMap((t) => withoutNames(t, names, SHIP_NAMES).split('\n'))
        .filter((l) => frLines.has(l) && words(l) >= 2)
        .map((l) => `${line} → ${l}`);
    });
    expect(english.messages.flat().join('\n').split('\n').length).toBeGreaterThan(400);
    expect(same).toEqual([]);

    // Nothing cut to fit Discord's limits (a cut text ends in “…”): French is longer than English.
    const cut = (m: string[][]) =>
      m
        .flat()
        .flatMap((t) => t.split('\n'))
        .filter((l) => l.endsWith('…'));
    expect(cut(french.messages)).toEqual([]);

    // 3. The English table's plain texts that French words otherwise (three words or more) appear nowhere in the French game.
    const frText = new Map(stringLeaves(fr));
    const englishTexts = stringLeaves(en).filter(([k, t]) => frText.get(k) !== t && words(t) >= 3);
    const all = french.messages.flat().join('\n');
    expect(englishTexts.length).toBeGreaterThan(50);
    expect(englishTexts.filter(([, t]) => all.includes(t)).map(([k]) => k)).toEqual([]);
    // …and the English game shows some of them (the check reads the same places).
    expect(englishTexts.filter(([, t]) => english.messages.flat().join('\n').includes(t)).length).toBeGreaterThan(10);
  });
});
