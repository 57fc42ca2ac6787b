import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Locale } from '../../src/core/locale.ts';
import { consoleAnswers, tempDir } from '../helpers.ts';

// A refusal that names a command, a subcommand or an option names it as the reader's client
// does: a French reply the French names of the command words (what a French Discord client
// shows, and what the console accepts with `--locale fr`), an English reply the English ones.

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const answers = (locale: Locale, lines: readonly string[]) => consoleAnswers(join(tmp.dir, `names-${locale}.sqlite`), locale, lines);

describe('refusals name commands, subcommands and options in the reader’s language', () => {
  test('the console’s own words name a command as the reader’s client does', async () => {
    const [fr] = await answers('fr', ['hello']);
    const [en] = await answers('en', ['hello']);
    expect(fr).toBe('Tapez une commande slash, p. ex. `/partie lancer faction:Empire galactique` (ou `clic 1` pour un bouton).');
    expect(en).toBe('Type a slash command, e.g. `/game start faction:galactic-empire` (or `click 1` for a button).');
  });

  test('in French: the French names, whichever names were typed', async () => {
    const [missing, missingJoin, bad, badName, unknown, sub, groupSub, command] = await answers('fr', [
      '/vaisseau ajouter',
      '/rejoindre',
      '/vaisseau stress vaisseau:TIE-1 nombre:-5',
      '/join ship:t-65 name:@everyone',
      '/vaisseau ajouter châssis:x',
      '/partie',
      '/campagne commandant',
      '/inconnu',
    ]);
    expect(missing).toBe('⚠️ Option `type` manquante : donnez un type de vaisseau');
    expect(missingJoin).toMatch(/^⚠️ Option `vaisseau` manquante/);
    expect(bad).toMatch(/^⚠️ Option `nombre` incorrecte \(-5\)/);
    expect(badName).toMatch(/^⚠️ Option `nom` incorrecte \(/);
    expect(unknown).toBe('Option `châssis` inconnue pour /vaisseau ajouter. Options : type, pilote, attitude, améliorations.');
    expect(sub).toBe('`/partie` attend l’une de ces sous-commandes : mentions …, lancer, langue, état, table, fin, journal.');
    expect(groupSub).toBe('`/campagne commandant` attend l’une de ces sous-commandes : ajouter, retirer, liste.');
    expect(command).toMatch(
      /^Je ne connais pas `\/inconnu`\. Commandes : \/partie, \/rejoindre, \/quitter, .*\/vaisseau, .*\/campagne, .*\/annuler, \/clore\.$/,
    );
    // No English name of a part is left in them.
    for (const text of [missing, missingJoin, bad, badName, unknown, sub, groupSub, command])
      expect(text).not.toMatch(/`(chassis|ship|count|name)`|\/ship|\/game|\/join|\/campaign|\bstart\b|\bstatus\b/);
  });

  test('a system’s refusal that names options: the French names in French', async () => {
    const [defender, dice] = await answers('fr', ['/attaque attaquant:TIE-1 dégâts:2', '/activer vaisseau:TIE-1 défense:evade']);
    expect(defender).toBe('⚠️ Donnez aussi `défenseur`, ou omettez `dégâts` pour choisir le défenseur avec des boutons.');
    expect(dice).toBe('⚠️ Donnez les deux dés : `défense` et `attaque` (ou omettez-les tous les deux et je lance).');
    const [en] = await answers('en', ['/attack attacker:TIE-1 damage:2']);
    expect(en).toBe('⚠️ Give the `defender` too, or leave out `damage` to pick the defender with buttons.');
  });

  test('in English: the English names, whichever names were typed', async () => {
    const [missing, bad, badName, unknown, sub, groupSub, command] = await answers('en', [
      '/vaisseau ajouter',
      '/vaisseau stress vaisseau:TIE-1 nombre:-5',
      '/join ship:t-65 name:@everyone',
      '/ship add châssis:x',
      '/partie',
      '/campaign commander',
      '/inconnu',
    ]);
    expect(missing).toBe('⚠️ Missing `chassis`: give a ship type');
    expect(bad).toMatch(/^⚠️ Bad `count` \(-5\)/);
    expect(badName).toMatch(/^⚠️ Bad `name` \(/);
    expect(unknown).toBe('Unknown option `châssis` for /ship add. Options: chassis, pilot, attitude, upgrades.');
    expect(sub).toBe('`/game` needs one of: pings …, start, language, status, board, end, log.');
    expect(groupSub).toBe('`/campaign commander` needs one of: add, remove, list.');
    expect(command).toMatch(/^I don't know `\/inconnu`\. Commands: \/game, \/join, \/leave, .*\/undo, \/close\.$/);
  });
});
