import { describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { composeApp } from '../../../../src/compose.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { refuse } from '../../../../src/core/refusal.ts';
import { en } from '../../../../src/systems/xwing/bsl/strings/en.ts';
import { fr } from '../../../../src/systems/xwing/bsl/strings/fr.ts';
import { bslRefusal, describeEvent } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { tempDir, text } from '../../../helpers.ts';
import { keyDifference, stillEnglish, stringLeaves } from '../../french-checks.ts';
import { SCRIPT } from './console-script.ts';
import { noteOfV1 } from '../../../../src/systems/xwing/bsl/events-v1.ts';
import { catalog } from './fixtures.ts';

// /campaign in French: the table has the English keys, holds no English sentence, every
// refusal reads French, and a French campaign's cards and a French user's replies read French.

/** Words French shares with English on these cards (checked by eye: they are French too). */
const COGNATES = new Set(['Obstacles', 'Mission', 'Type', 'Sabotage', 'offensive', 'MIA']);

describe('the campaign’s French table', () => {
  test('every key of the English table is in the French one and the other way round, at every depth', () => {
    expect(keyDifference(en, fr)).toEqual({ onlyA: [], onlyB: [] });
  });

  test('no French text is still its English twin (cognates aside)', () => {
    const french = new Map(stringLeaves(fr));
    const left = stringLeaves(en).filter(([key, t]) => !COGNATES.has(t) && stillEnglish(t, french.get(key) ?? ''));
    expect(left).toEqual([]);
  });

  test('every refusal code reads French, and differs from its English', () => {
    const params = {
      phase: 'rest',
      faction: 'x',
      chassis: 'x',
      pilot: 'x',
      upgrade: 'x',
      slot: 'x',
      name: 'x',
      ship: 'x',
      card: '3',
      callsign: 'x',
      cost: 1,
      fp: 1,
    };
    for (const code of Object.keys(en.refusals)) {
      const r = refuse(code, {
        ...params,
        problems: 'x',
        mission: 4,
        allowed: '1',
        type: 'RECON',
        candidates: 'x',
        squadrons: 'x',
        asset: 'x',
        offer: 'x',
        assets: 'x',
      });
      const english = bslRefusal(r, 'en');
      const french = bslRefusal(r, 'fr');
      expect(french, code).toBeDefined();
      expect(french, code).not.toBe(english);
    }
  });

  test('a squadron outside its band is told the band, in points of its side (ruling R75)', () => {
    const below = refuse('roster-invalid', { problems: 'band:2:STANDARD:112:120:240' });
    expect(bslRefusal(below, 'en')).toBe('The roster is not ready: squadron #2 (STANDARD, 112 pts) is outside the STANDARD band (120–240 pts).');
    expect(bslRefusal(below, 'fr')).toBe('La liste n’est pas prête : l’escadron #2 (STANDARD, 112 pts) sort des limites STANDARD (120–240 pts).');
    // Within its points, its ships break the type's other limits: the band is named, and said to be kept.
    const within = refuse('roster-invalid', { problems: 'band:4:RECON:70:60:120' });
    expect(bslRefusal(within, 'en')).toContain('is within the RECON band (60–120 pts) but its ships break RECON');
    expect(bslRefusal(within, 'fr')).toContain('est dans les limites RECON (60–120 pts)');
  });

  test('the roster’s problems are codes each language puts in words (C19, the bands, G9’s force:true, named as a French client shows it: ruling R72)', () => {
    const r = refuse('roster-invalid', { problems: 'two-standard band:3:STANDARD:250', force: 1 });
    expect(bslRefusal(r, 'en')).toBe(
      'The roster is not ready: the fleet needs at least two STANDARD squadrons (C19); squadron #3 (STANDARD, 250 pts) is outside its band (add `force:true` to let G9 strike them).',
    );
    expect(bslRefusal(r, 'fr')).toBe(
      'La liste n’est pas prête : la flotte doit avoir au moins deux escadrons STANDARD (C19) ; l’escadron #3 (STANDARD, 250 pts) sort de ses limites (ajoutez `forcer:true` pour que G9 les dissolve).',
    );
  });

  // Every reminder of the asset step, as a version 1 event stored it (an English sentence): read
  // into its note once (events-v1.ts), then put in words by each language; no English is parsed
  // to speak French. Cancellations and Double Agent now name the assets as the cards do.
  test.each([
    ['double-agent cancels double-agent', 'Agent double annule Agent double', 'Double Agent cancels Double Agent'],
    ['Double Agent: sabotage acts for the AI', 'Agent double : Sabotage agit pour l’IA', 'Double Agent: Sabotage acts for the AI'],
    ['Sabotage: P3 (#4) is DAMAGED for this game', 'Sabotage : P3 (#4) est DAMAGED pour cette partie'],
    ['Sabotage: nothing (#4) is DAMAGED for this game', 'Sabotage : aucun vaisseau (#4) est DAMAGED pour cette partie'],
    [
      'Supply Shortage: squadron #3 may not use torpedo, missile or device upgrades',
      'Pénurie de ravitaillement : l’escadron #3 ne peut pas utiliser ses améliorations torpille, missile ou engin',
    ],
    ['Additional Supplies (#2): no empty slot', 'Ravitaillement supplémentaire (#2) : aucun emplacement libre'],
    [
      'Additional Supplies (#2): P5 Proton Torpedoes, P6 Concussion Missiles',
      'Ravitaillement supplémentaire (#2) : P5 Proton Torpedoes, P6 Concussion Missiles',
    ],
    ['Fleet Intelligence: the AI’s cards are #2, #5', 'Renseignement de flotte : les cartes de l’IA sont #2, #5'],
    ['Fleet Intelligence: the AI exchanges #3 for #5', 'Renseignement de flotte : l’IA échange la #3 contre la #5'],
    ['Disrupted Command: the AI forces #3 out for #5', 'Commandement désorganisé : l’IA remplace la #3 par la #5'],
    [
      'Disrupted Command: the AI’s #3 is revealed; it may be swapped for another of its cards',
      'Commandement désorganisé : la #3 de l’IA est révélée ; elle peut être remplacée par une autre de ses cartes',
    ],
    [
      'Players: Medical Frigate Support — Your destroyed ships are MIA, not KIA.',
      'Joueurs : Soutien d’une frégate médicale — Vos vaisseaux détruits sont MIA, pas KIA.',
    ],
  ])('the version 1 reminder “%s” becomes a note that reads French and English', (v1, french, english = v1) => {
    const note = noteOfV1(v1);
    expect(note.k).not.toBe('text');
    const name = (id: string) => catalog.upgrade(id)?.name ?? id;
    expect(fr.note(note, name)).toBe(french);
    expect(en.note(note, name)).toBe(english);
  });

  test('a version 1 sentence of no known form stays as written', () => {
    expect(noteOfV1('Something new')).toEqual({ k: 'text', text: 'Something new' });
    expect(fr.note({ k: 'text', text: 'Something new' })).toBe('Something new');
  });

  test('what undo takes back reads French', () => {
    expect(describeEvent({ t: 'mission-squadron-drawn', included: ['2'], drawn: '2', rng: [1, 2, 3, 4] }, 'fr')).toBe('le tirage de mission');
    expect(describeEvent({ t: 'mission-chosen', mission: 0 }, 'fr')).toBe('le choix : mode libre');
  });
});

/** A French and an English user at one console table on a fresh database, closed after `body`. */
async function twoTables(prefix: string, body: (t: { fr: ConsoleSession; en: ConsoleSession; composed: ReturnType<typeof composeApp> }) => Promise<void>) {
  const tmp = tempDir(prefix);
  const composed = composeApp(`${tmp.dir}/campaign.sqlite`, silentLogger);
  try {
    await body({
      fr: new ConsoleSession(composed.delivery, composed.dispatcher, { locale: 'fr' }),
      en: new ConsoleSession(composed.delivery, composed.dispatcher, { locale: 'en' }),
      composed,
    });
  } finally {
    await composed.store.close();
    tmp.cleanup();
  }
}

describe('a French campaign through the console', () => {
  test('`language:fr`: the public cards read French; a French user’s refusals too; an English user’s stay English', async () => {
    await twoTables('bsl-fr-', async ({ fr, en, composed }) => {
      const [start, ...rest] = SCRIPT;
      const created = text((await fr.run(`${start} language:fr`))[0]!);
      expect(created).toContain('Ensuite');
      expect(created).toContain('Commandants : formez des escadrons');
      for (const line of rest) await fr.run(line);
      const status = text((await en.run('/campaign status'))[0]!);
      // The campaign's language, whoever asks.
      expect(status).toContain('Escadron Tiré : #');
      expect(status).not.toMatch(/Drawn Squadron|Next|Players’ squadrons/);
      expect(text((await fr.run('/campaign mission id:9'))[0]!)).toContain('tapez une mission 1–8, ou open');
      expect(text((await fr.run('/campaign result fates:P1=Q'))[0]!)).toContain('doit ressembler à P1=X (sorts : X détruit');
      expect(text((await fr.run('/campaign rest'))[0]!)).toContain('Pas à cette étape');
      expect(text((await en.run('/campaign rest'))[0]!)).toContain('Not at this step');
      const fleet = text((await fr.run('/campaign fleet'))[0]!);
      expect(fleet).toContain('Flotte des joueurs');
      const setup = await fr.run('/campaign mission id:open');
      expect(text(setup[0]!)).toContain('Mode libre');
      const game = text((await fr.run('/campaign game'))[0]!);
      expect(game).toContain('Zone et bords');
      expect(game).toContain('victoire aux points sans marge (C33)');
      // The AI's faction is picked from a list in the user's language (autocomplete), the players' own left out.
      const ais = (await fr.run('?campaign start faction:rebel-alliance ai:'))[0]?.payload.choices ?? [];
      expect(ais.map((x) => x.value)).not.toContain('rebel-alliance');
      expect(ais.map((x) => x.value)).toContain('galactic-empire');
      expect(ais.at(-1)).toEqual({ name: 'Au hasard', value: 'random' });
      // The mission game speaks the campaign's language.
      expect((await composed.app.games(composed.xwing).peek('table'))?.locale).toBe('fr');
    });
  });
});

describe('campaign refusals name steps and factions in the user’s words', () => {
  test('a step refused names the step as the status card does; an unknown ship names the faction in the user’s language', async () => {
    await twoTables('bsl-words-', async ({ fr, en }) => {
      await en.run('/campaign start faction:rebel-alliance ai:galactic-empire');
      const frRest = text((await fr.run('/campaign rest'))[0]!);
      expect(frRest).toContain('la campagne en est à la constitution');
      expect(frRest).not.toContain('building');
      expect(text((await en.run('/campaign rest'))[0]!)).toContain('the campaign is at its set-up');
      const frBuy = text((await fr.run('/campaign buy chassis:zzzz pilot:x'))[0]!);
      expect(frBuy).toContain('Alliance rebelle');
      expect(frBuy).not.toContain('Rebel Alliance');
      expect(text((await en.run('/campaign buy chassis:zzzz pilot:x'))[0]!)).toContain('No Rebel Alliance ship called “zzzz”');
    });
  });
});
