import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generate } from '../../../../scripts/catalog/generate.ts';
import { composeApp } from '../../../../src/compose.ts';
import { ConsoleSession, type ConsoleOutput } from '../../../../src/console/session.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import { Editions } from '../../../../src/systems/xwing/catalog/editions.ts';
import { loadEditions } from '../../../../src/systems/xwing/catalog/load.ts';
import { activate } from '../../../../src/systems/xwing/play/activation.ts';
import type { GameState } from '../../../../src/systems/xwing/play/state.ts';
import { tempDir } from '../../../helpers.ts';

// Data editions at the table: a game plays the edition it was started with (xwa: xwing-data2
// master and the X-Wing Alliance's points), keeps its data version for its whole life, and a
// French game names its ships and pilots in French.

const shared = join(PROJECT_ROOT, '..', 'shared', 'data');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

function shown(o: ConsoleOutput): string {
  const p = o.payload;
  return [
    p.content ?? '',
    ...p.embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text ?? '']),
    ...(p.choices ?? []).map((c) => c.name),
  ].join('\n');
}

/** A bot on a SQLite file (and the given editions); `run` plays one line and returns what it showed. */
function table(db: string, editions: Editions = loadEditions(), locale: 'en' | 'fr' = 'en') {
  const composed = composeApp(db, silentLogger, {}, { pictures: false, editions });
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale });
  return {
    composed,
    run: async (line: string) => (await session.run(line)).map(shown).join('\n'),
    state: async () => {
      const g = await composed.app.games(composed.xwing).read('table');
      if ('ok' in g) throw new Error(`no game: ${g.code}`);
      return g.state as GameState;
    },
  };
}

const tmp = (prefix: string) => {
  const t = tempDir(prefix);
  cleanups.push(t.cleanup);
  return t.dir;
};

describe('an xwa game', () => {
  test('a player joins with a chassis only in master; the solo AI flies a ship only in master by its real dial', async () => {
    const t = table(join(tmp('xwa-'), 'bot.sqlite'));
    await t.run('/game start faction:first-order scenario:custom edition:xwa');
    // The BTA-NR2 Y-wing (Resistance) and the TIE/se Bomber (First Order) are not in xwing-data2 2.2.1.
    expect(loadEditions().catalog(undefined).ship('resistance', 'btanr2ywing')).toBeUndefined();
    expect(await t.run('/join ship:btanr2ywing name:Zorii')).toMatch(/Joined/);
    expect(await t.run('/ship add chassis:tie/se')).toMatch(/TIE\/se Bomber/);
    const state = await t.state();
    expect(state.edition).toEqual({ id: 'xwa', data: '0dc446f936e8a3f586195e372e5c31d6a62b78d4', points: '50P20' });
    expect(state.ships.map((s) => [s.faction, s.chassis])).toEqual([
      ['resistance', 'btanr2ywing'],
      ['first-order', 'tiesebomber'],
    ]);
    // The dial the solo AI reads is the one printed in master's ship file.
    const printed = (JSON.parse(readFileSync(join(shared, 'xwing-data2-master/data/pilots/first-order/tie-se-bomber.json'), 'utf8')) as { dial: string[] })
      .dial;
    const solo = state.ships[1]!;
    const d = activate(
      state,
      { ship: solo.name, tally: 'front-left', obstacle: 'left', roll: { defense: 'blank', attack: 'hit' } },
      {
        catalog: t.composed.editions.catalog(state.edition),
        nextSeq: 100,
        gameId: 1,
      },
    );
    if (!d.ok || d.view.kind !== 'resolved') throw new Error('the activation did not resolve');
    expect(d.view.profile.ship.dialCodes).toEqual(printed);
    const m = d.view.result.maneuver;
    expect(d.view.profile.ship.dial).toContainEqual(m);
    await t.composed.store.close();
  });

  test('a chassis the edition does not fly is refused with those it does', async () => {
    const t = table(join(tmp('xwa-'), 'bot.sqlite'));
    await t.run('/game start faction:galactic-empire scenario:custom edition:xwa');
    // The Gozanti is Epic only in XWA (standard: No, extended: No).
    const refused = await t.run('/ship add chassis:gozanti');
    expect(refused).toMatch(/The Gozanti-class Cruiser is not flown in the xwa edition/);
    expect(refused).toMatch(/TIE\/ln Fighter/);
    await t.composed.store.close();
  });
});

describe('a game keeps its data version for its whole life', () => {
  test('started under XWA 50P11, it keeps 50P11 costs after the bot ships 50P20', async () => {
    const dir = tmp('pinned-data-');
    const db = join(tmp('pinned-db-'), 'bot.sqlite');
    generate({ shared, out: dir, revision: '50P11', fixtures: null });
    const first = table(db, new Editions(dir));
    await first.run('/game start faction:galactic-empire scenario:custom edition:xwa');
    expect(await first.run('/rules topic:data')).toMatch(/XWA points 50P11/);
    await first.composed.store.close();

    // An update: the bot now ships 50P20 (a new process reads the data again).
    generate({ shared, out: dir, revision: '50P20', fixtures: null });
    const second = table(db, new Editions(dir));
    const state = await second.state();
    expect(state.edition?.points).toBe('50P11');
    expect(await second.run('/rules topic:data')).toMatch(/XWA points 50P11/);
    // A pilot whose cost 50P20 changed (RZ-1 Green Squadron Pilot: 9 in 50P11, 8 in 50P20).
    const cost = (pin: GameState['edition']) => {
      const c = second.composed.editions.catalog(pin);
      return c.pilot(c.ship('rebel-alliance', 'rz1awing')!, 'greensquadronpilot')!.cost;
    };
    expect(cost(state.edition)).toBe(9);
    expect(cost(second.composed.editions.current('xwa'))).toBe(8);
    // A game started now plays 50P20.
    await second.run('#other /game start faction:galactic-empire scenario:custom edition:xwa');
    expect(await second.run('#other /rules topic:data')).toMatch(/XWA points 50P20/);
    await second.composed.store.close();
  });
});

describe('French names', () => {
  test('French cards name ships and pilots in French; English names typed still work', async () => {
    const t = table(join(tmp('fr-'), 'bot.sqlite'), loadEditions(), 'fr');
    const start = await t.run('/game start faction:galactic-empire language:fr');
    expect(start).toMatch(/Chasseur TIE\/ln/);
    expect(start).not.toMatch(/TIE\/ln Fighter/);
    // Typed in English, shown in French.
    const joined = await t.run('/join ship:T-65 X-wing pilot:Red Squadron Veteran name:Luke');
    expect(joined).toMatch(/X-wing T-65 \(Vétéran de l'Escadron Rouge, I3\)/);
    expect(await t.run('?join ship:x-w')).toMatch(/X-wing T-65/);
    // The pilot list in French, found by the English name too.
    expect(await t.run('?join ship:t65xwing pilot:red squadron')).toMatch(/Vétéran de l'Escadron Rouge \(I3\)/);
    expect(await t.run('/game status')).toMatch(/Chasseur TIE\/ln/);
    await t.composed.store.close();
  });
});

describe('automatic ship names', () => {
  test('a French game names its solo ships as an English one does (R50)', async () => {
    const names = async (locale: 'en' | 'fr') => {
      const t = table(join(tmp(`names-${locale}-`), 'bot.sqlite'), loadEditions(), locale);
      await t.run(`/game start faction:galactic-empire scenario:custom language:${locale}`);
      // No fixed tag for these chassis: the tag is made from the name (« Défenseur TIE/d », « Décimateur VT-49 » in French).
      expect(await t.run('/ship add chassis:tieddefender')).toMatch(locale === 'fr' ? /Défenseur TIE\/d/ : /TIE\/D Defender/);
      await t.run('/ship add chassis:vt49decimator');
      const s = await t.state();
      await t.composed.store.close();
      return s.ships.map((x) => x.name);
    };
    expect(await names('fr')).toEqual(await names('en'));
  });
});
