import { describe, expect, test } from 'vitest';
import { absCommand } from '../../commands/abs/index.ts';
import { hexCommand } from '../../commands/hex/index.ts';
import { ConsoleSession, renderText, type ConsoleOutput } from '../../src/console/session.ts';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { en as absEn } from '../../src/systems/abs/strings/en.ts';
import { fr as absFr } from '../../src/systems/abs/strings/fr.ts';
import { en as hexEn } from '../../src/systems/hex/strings/en.ts';
import { fr as hexFr } from '../../src/systems/hex/strings/fr.ts';
import { tempDir } from '../helpers.ts';
import { frenchCommandProblems, keyDifference, stillEnglish, stringLeaves } from './french-checks.ts';

// Hex squadrons and A Billion Suns: the French tables have the English keys,
// hold no English sentence, localize /hex and /abs within Discord's rules, and a French
// user's console table reads French cards.

const TABLES = [
  { system: 'hex', en: hexEn, fr: hexFr },
  { system: 'abs', en: absEn, fr: absFr },
] as const;

describe('French tables', () => {
  test.each(TABLES)('$system: every key of the English table is in the French one and the other way round, at every depth', ({ en, fr }) => {
    expect(keyDifference(en, fr)).toEqual({ onlyA: [], onlyB: [] });
  });

  test('the key check fails on a key missing at depth', () => {
    expect(keyDifference({ a: 'x', b: { c: 'y', d: 'z' } }, { a: 'x', b: { c: 'y' } })).toEqual({ onlyA: ['b.d'], onlyB: [] });
  });

  test.each(TABLES)('$system: no French text is still its English twin (proper nouns and symbols aside)', ({ en, fr }) => {
    const french = new Map(stringLeaves(fr));
    const left = stringLeaves(en).filter(([key, text]) => stillEnglish(text, french.get(key) ?? ''));
    expect(left).toEqual([]);
  });

  test('the English check tells a sentence from a shared name', () => {
    expect(stillEnglish('Add a craft to the roster', 'Add a craft to the roster')).toBe(true);
    expect(stillEnglish('A Billion Suns', 'A Billion Suns')).toBe(false);
    expect(stillEnglish('`/hex settings`', '`/hex settings`')).toBe(false);
  });

  // Every refusal code of every system, in each language: test/core/refusal-words.test.ts.

  test('French plurals follow Intl.PluralRules: 0 and 1 take the singular', () => {
    expect(absFr.logSummary(0)).toContain('0 événement ');
    expect(absFr.logSummary(1)).toContain('1 événement ');
    expect(absFr.logSummary(2)).toContain('2 événements');
    expect(hexFr.statsLine({ attackSpeed: 6, fullThrottle: 12, turns: 1, turnDistance: 2, cap: 1 } as never)).toContain('1 virage ·');
  });
});

describe('French command localizations', () => {
  test.each([hexCommand, absCommand])('/$definition.name has a French name and description at every level, within Discord’s rules', (command) => {
    expect(frenchCommandProblems(command.definition)).toEqual([]);
  });

  test('the check catches an upper-case name, a long description and a missing choice name', () => {
    const def = {
      name: 'x',
      description: 'x',
      name_localizations: { fr: 'X' },
      description_localizations: { fr: 'é'.repeat(101) },
      options: [{ type: 3, name: 'o', description: 'o', choices: [{ name: 'c', value: 'c' }] }],
    };
    expect(frenchCommandProblems(def as never)).toEqual([
      '/x: bad French name "X"',
      '/x: French description of 101 characters',
      '/x o: no French name',
      '/x o: no French description',
      '/x o choice c: no French name',
    ]);
  });

  test('English names and descriptions are unchanged', () => {
    expect(hexCommand.definition.name).toBe('hex');
    expect(hexCommand.definition.description).toBe(hexEn.commands.hex);
    expect(absCommand.definition.description).toBe(absEn.commands.abs);
  });
});

describe('A French user at the console', () => {
  async function frenchTable() {
    const { dir, cleanup } = tempDir('french-');
    const composed = composeApp(`${dir}/fr.sqlite`, silentLogger);
    const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale: 'fr' });
    /** An English-speaking player at the same table. */
    const english = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale: 'en' });
    const say = async (line: string): Promise<{ text: string; out: ConsoleOutput }> => {
      const out = (await session.run(line)).filter((o) => o.type !== 'announcement').slice(-1)[0]!;
      return { text: renderText(out), out };
    };
    const sayEn = async (line: string): Promise<string> => renderText((await english.run(line)).filter((o) => o.type !== 'announcement').slice(-1)[0]!);
    return { say, sayEn, close: async () => (await composed.store.close(), cleanup()) };
  }

  test('a hex session reads French cards and refusals', async () => {
    const t = await frenchTable();
    try {
      expect((await t.say('/hex craft add name:Rouge1 space:8 piloting:4D+1 maneuverability:3D squadron:Rouge')).text).toContain('Rouge1 ajouté');
      await t.say('/hex craft add name:Rouge2 space:8 piloting:4D maneuverability:3D squadron:Rouge');
      const stats = (await t.say('/hex stats craft:Rouge1')).text;
      expect(stats).toContain('Vitesse d’attaque');
      expect(stats).toContain('Distance de virage');
      const check = (await t.say('/hex check craft:Rouge1 path:3 L 3 R 2')).text;
      expect(check).toMatch(/Rouge1 : (✅ Vitesse d’attaque|⚠️ Plein régime|❌ mouvement illégal)/);
      expect((await t.say('/hex squadron squadron:Rouge paths:Rouge1: 3; Rouge2: 3 commit:true')).text).toContain('Escadrille Rouge');
      expect((await t.say('/hex round next')).text).toContain('Allures du tour précédent');
      expect((await t.say('/hex craft list')).text).toContain('Escadrilles hex · tour 2');
      const refused = await t.say('/hex stats craft:Bleu1');
      expect(refused.text).toContain('Aucun appareil nommé');
      // Option messages (zod) read French for a French user.
      expect((await t.say('/hex settings pips:bogus')).text).toContain('utilisez drop (ignorer) ou round (arrondir)');
      expect((await t.say('/hex craft add name:Rouge3 space:8 piloting:4D kind:ship')).text).toContain('utilisez squadron, hero ou capital');
    } finally {
      await t.close();
    }
  });

  test('an A Billion Suns game reads French cards and tracker', async () => {
    const t = await frenchTable();
    try {
      expect((await t.say('/abs new scale:5 tables:2 seed:fr')).text).toContain('A Billion Suns — partie solo');
      expect((await t.say('/abs contract add name:Minage objectives:Rocher A, Rocher B cards:6 dice:1 2')).text).toContain('Contrat C1 : Minage');
      await t.say('/abs jumppoint add table:1');
      await t.say('/abs class set name:Frigate mass:2 thrust:4');
      expect((await t.say('/abs jumpin class:Frigate jumppoint:JP1 dice:5')).text).toContain('D6 5 (saisi) + Ⓜ 2 = 7 → 7–8 : Ⓜ × frégates');
      await t.say('/abs tactical seize:1');
      const activation = (await t.say('/abs ic activate')).text;
      expect(activation).toContain('Tous les Indépendants se sont activés.');
      expect((await t.say('/abs endphase')).text).toContain('phase de fin : Claim Jump');
      expect((await t.say('/abs claim done:true')).text).toContain('Touchez les revenus');
      const tracker = (await t.say('/abs status')).text;
      expect(tracker).toContain('A Billion Suns — tour 1, phase de fin');
      expect(tracker).toContain('Indépendants');
      expect((await t.say('/abs jumpin class:Cruiser jumppoint:JP1')).text).toContain('Je ne connais pas encore la Masse');
      // The game is French: its public cards stay French for an English player, whose own refusals read English.
      expect(await t.sayEn('/abs jumppoint add table:2')).toContain('Point de saut JP2 sur la table 2');
      expect(await t.sayEn('/abs jumpin class:Cruiser jumppoint:JP1')).toContain("I don't know the Mass of Cruiser");
      expect((await t.say('/abs credits add:many')).text).toContain('donnez un nombre entier');
      expect((await t.say('/abs contract add name:X objectives:,,')).text).toContain('séparez-les par des virgules');
      expect((await t.say('/abs claim')).text).toContain('donnez contrat, masse_indépendants et masse_alliée');
    } finally {
      await t.close();
    }
  });
});

describe('No English line left', () => {
  /** Every line a session shows for a script, message by message (the console's header line left out). */
  async function lines(locale: 'en' | 'fr', script: readonly string[]): Promise<string[][]> {
    const { dir, cleanup } = tempDir(`words-${locale}-`);
    const composed = composeApp(`${dir}/t.sqlite`, silentLogger);
    const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '7', locale });
    try {
      const out: string[][] = [];
      for (const line of script) out.push((await session.run(line)).flatMap((o) => renderText(o).split('\n').slice(1)));
      return out;
    } finally {
      await composed.store.close();
      cleanup();
    }
  }

  /** Lines that may read the same: they hold what the player typed (names, classes), a command to type, or the console's file line. */
  const SHARED_LINE = /Rock|Mine|Frigate|\/abs|📎/;
  const words = (l: string) => (l.match(/\p{L}{3,}/gu) ?? []).length;

  test('a hex session and an A Billion Suns game show no line a French player reads in English', async () => {
    const script = [
      '/hex craft add name:Red1 space:8 piloting:4D+1 maneuverability:3D squadron:Red',
      '/hex craft add name:Red2 space:8 piloting:4D maneuverability:2D squadron:Red',
      '/hex craft add name:Hero space:6 piloting:5D maneuverability:4D kind:hero',
      '/hex stats craft:Hero',
      '/hex check craft:Red1 path:3 L 1 R 9',
      '/hex check craft:Hero path:stop',
      '/hex squadron squadron:Red paths:Red1: 9; Red2: 3 commit:true',
      '/hex round next',
      '/hex craft list',
      '/hex settings pips:round',
      '/hex craft remove name:Red2',
      '/hex end',
      '/abs new scale:5 tables:2 seed:x',
      '/abs contract add name:Mine objectives:Rock A, Rock B cards:1',
      '/abs jumppoint add table:1',
      '/abs jumppoint add table:2',
      '/abs jumpin class:Frigate mass:2 jumppoint:JP1',
      'click 1',
      '/abs round next',
      '/abs tactical seize:2',
      '/abs ic activate',
      '/abs ic damage id:IC1 tokens:2',
      '/abs ic lost id:IC1 ships:1',
      '/abs endphase',
      '/abs claim contract:C1 ic_mass:5 friendly_mass:1',
      '/abs claim done:true',
      '/abs credits add:30 note:ore',
      '/abs status',
      '/abs end',
      'click 1',
    ];
    const [english, french] = [await lines('en', script), await lines('fr', script)];
    const left = script.flatMap((line, i) => {
      const fr = new Set(french[i]);
      return english[i]!.filter((l) => fr.has(l) && words(l) >= 2 && !SHARED_LINE.test(l)).map((l) => `${line} → ${l}`);
    });
    expect(english.flat().length).toBeGreaterThan(100);
    expect(left).toEqual([]);
  });
});
