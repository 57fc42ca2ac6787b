import { afterEach, describe, expect, test } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { tempDir, text } from '../../../helpers.ts';

// Replies only one user sees follow that user's locale; public
// messages follow the game's language, chosen at /game start and changed by its owner.
let cleanup = () => {};
afterEach(() => cleanup());

function table(locale: 'fr' | 'en') {
  const t = tempDir();
  cleanup = t.cleanup;
  const composed = composeApp(`${t.dir}/game.sqlite`, silentLogger);
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale });
  return { ...composed, session, run: (line: string) => session.run(line) };
}

const all = (out: Awaited<ReturnType<ConsoleSession['run']>>) => out.map(text).join('\n');

describe('the game’s language and the user’s', () => {
  test('a refusal only the user sees is in their language', async () => {
    const t = table('fr');
    expect(all(await t.run('/game status'))).toContain('Il n’y a pas de partie dans ce salon');
    await t.store.close();
  });

  test('/game start language:fr: the tracker is French; /game language language:en turns it English', async () => {
    const t = table('en');
    const started = await t.run('/game start faction:galactic-empire language:fr');
    expect((await t.app.games(t.xwing).peek('table'))?.locale).toBe('fr');
    expect(started.length).toBeGreaterThan(0);
    // The tracker is public: the core renders it in the game's stored language (the console shows none: no `track`).
    const tracker = async () => {
      const g = (await t.app.games(t.xwing).peek('table'))!;
      return t.xwing.tracker!(g.state, g.locale, g.id)!.cards![0]!;
    };
    expect((await tracker()).title).toBe('Manche 1 · Phase de Préparation');
    expect((await tracker()).footer).toContain('Ce message suit la partie');
    const out = all(await t.run('/game language language:en'));
    expect(out).toContain('This game now speaks English');
    expect((await tracker()).title).toBe('Round 1 · Planning Phase');
    expect((await t.app.games(t.xwing).peek('table'))?.locale).toBe('en');
    const back = all(await t.run('/game language language:fr'));
    expect(back).toContain('Cette partie parle désormais français');
    await t.store.close();
  });

  test('only the owner (or Manage Channels) changes the language; the refusal is in the asker’s language', async () => {
    const t = table('fr');
    await t.run('/game start faction:galactic-empire language:en');
    const out = all(await t.run('@bob /game language language:fr'));
    expect(out).toContain('Seul le propriétaire');
    expect((await t.app.games(t.xwing).peek('table'))?.locale).toBe('en');
    await t.store.close();
  });

  test('the console’s --locale fr makes new games French by default', async () => {
    const t = table('fr');
    await t.run('/game start faction:galactic-empire');
    expect((await t.app.games(t.xwing).peek('table'))?.locale).toBe('fr');
    await t.store.close();
  });

  test('the dice given both ways are refused, in the user’s language, and the ship does not activate (ruling R77)', async () => {
    for (const [locale, words] of [
      ['fr', 'Donnez les dés d’une seule façon'],
      ['en', 'Give the dice one way'],
    ] as const) {
      const t = table(locale);
      await t.run('/game start faction:galactic-empire');
      const out = all(await t.run('/activate ship:TIE-1 defense:evade attack:hit roll:blank blank'));
      expect(out).toContain(words);
      expect((await t.app.games(t.xwing).peek('table'))!.state.ships.find((s) => s.name === 'TIE-1')!.activated).toBe(false);
      await t.store.close();
      cleanup();
    }
  });

  test('typed dice take the faces’ French names as the choices do, and a bad value is told with the reader’s values (ruling R80)', async () => {
    const t = table('fr');
    await t.run('/game start faction:galactic-empire language:fr');
    expect(all(await t.run('/activate ship:TIE-1 arc:plein-centre'))).toContain(
      'tapez l’une de ces valeurs : Plein centre, Avant gauche, Avant droit, Flanc gauche, Flanc droit, Arrière gauche, Arrière droit',
    );
    const refused = all(await t.run('/activate ship:TIE-1 roll:évasion zap'));
    expect(refused).toContain('p. ex. évasion touche (défense : évasion, concentration, vierge ; attaque : critique, touche, concentration, vierge)');
    expect(all(await t.run('/activate ship:TIE-1 defense:Évasion attack:zap'))).toContain(
      'tapez l’une de ces valeurs : Critique, Touche, Concentration, Vierge',
    );
    const ships = async () => (await t.app.games(t.xwing).peek('table'))!.state.ships;
    // Typed in any case, with or without accents; English values stay accepted (R48).
    await t.run('/activate ship:TIE-1 arc:bullseye roll:évasion touche');
    expect((await ships()).find((s) => s.name === 'TIE-1')!.activated).toBe(true);
    expect(all(await t.run('/activate ship:TIE-2 arc:bullseye roll:Evasion CRITIQUE'))).toContain('🟢 Évasion  🔴 Critique');
    await t.store.close();
    const en = table('en');
    await en.run('/game start faction:galactic-empire');
    expect(all(await en.run('/activate ship:TIE-1 arc:nope'))).toContain('use one of bullseye, front-left, front-right, left, right, rear-left, rear-right');
    await en.run('/activate ship:TIE-1 arc:bullseye roll:focus hit');
    expect((await en.app.games(en.xwing).peek('table'))!.state.ships.find((s) => s.name === 'TIE-1')!.activated).toBe(true);
    await en.store.close();
  });

  test('announcements are rendered in the game’s language: the game-over notice of a French game', async () => {
    const t = table('en');
    const started = all(await t.run('/game start faction:galactic-empire language:fr'));
    expect(started).toContain('Scénario d’introduction contre');
    await t.run('/game end');
    const out = await t.run('click 1');
    const announced = out
      .filter((o) => o.type === 'announcement')
      .map(text)
      .join('\n');
    expect(announced).toContain('La partie est terminée');
    expect(announced).toContain('Vaisseaux Solo détruits');
    await t.store.close();
  });

  test('a French game’s activation card asks and answers in French (the chart entry in the seed’s words)', async () => {
    const t = table('fr');
    await t.run('/game start faction:galactic-empire language:fr');
    await t.run('/join ship:x-wing');
    const asked = all(await t.run('/activate ship:TIE-1'));
    expect(asked).toContain('Où est la Contrepartie de TIE-1');
    const card = all(await t.run('click 3'));
    expect(card).toContain('Manœuvre');
    expect(card).toContain('Tableau : Arc avant');
    expect(card).toContain('sa manœuvre');
    await t.store.close();
  });

  test('a bad option is told in the user’s language (the schema’s message translated); English unchanged', async () => {
    const fr = table('fr');
    const told = all(await fr.run('/game start faction:nope'));
    expect(told).toContain('Option faction incorrecte (nope) : tapez l’une de ces valeurs : rebel-alliance');
    expect(all(await fr.run('/game start faction:galactic-empire points:5 scenario:custom'))).toContain('au moins 20');
    await fr.store.close();
    const en = table('en');
    expect(all(await en.run('/game start faction:nope'))).toContain('Bad faction (nope): use one of rebel-alliance');
    await en.store.close();
  });
});
