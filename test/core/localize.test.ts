import { describe, expect, it, test } from 'vitest';
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { commandShown, localize, optionLabels, pairedWords, pairTexts, partNamesFirst, partNamesOf, withCommandsShown } from '../../src/core/localize.ts';
import { CORE_PARTS_FR } from '../../src/core/strings.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';

// One helper localizes every command. A system that keeps its French in a string
// table twin of its English one (hex, A Billion Suns) pairs the two into the same
// path-keyed words X-Wing and the core write by hand.

const definition = {
  name: 'hex',
  description: 'Hex squadrons',
  options: [
    {
      type: T.Subcommand,
      name: 'stats',
      description: 'A craft’s numbers',
      options: [{ type: T.String, name: 'pips', description: 'Dropped or rounded', choices: [{ name: 'Drop the pips', value: 'drop' }] }],
    },
    { type: T.Subcommand, name: 'end', description: 'End the session' },
  ],
} as const;

describe('pairedWords', () => {
  it('pairs names and texts into path-keyed words, choices by value, and localize applies them', () => {
    const texts = pairTexts(
      { a: 'Hex squadrons', b: 'A craft’s numbers', c: 'Dropped or rounded', d: 'Drop the pips' },
      { a: 'Escadrilles', b: 'Ses chiffres', c: 'Ignorés ou arrondis', d: 'Ignorer' },
    );
    const words = pairedWords(definition as never, { names: { hex: 'hex', stats: 'caractéristiques', pips: 'points', end: 'fin' }, texts });
    expect(words).toEqual({
      hex: ['hex', 'Escadrilles'],
      'hex stats': ['caractéristiques', 'Ses chiffres'],
      'hex stats pips': ['points', 'Ignorés ou arrondis'],
      'hex stats pips=drop': 'Ignorer',
    });
    // "end" has a French name but no French description: left unlocalized (the systems' tests catch it).
    const out = localize(definition as never, words) as unknown as { options: { name_localizations?: unknown; description_localizations?: unknown }[] };
    expect(out.options[0]).toMatchObject({ name_localizations: { fr: 'caractéristiques' }, description_localizations: { fr: 'Ses chiffres' } });
    expect(out.options[1]!.name_localizations).toBeUndefined();
  });
});

describe('optionLabels: the names a user sees for a subcommand’s options', () => {
  const definition = localize(
    {
      name: 'abs',
      description: 'A Billion Suns',
      options: [
        {
          type: T.SubcommandGroup,
          name: 'contract',
          description: 'Contracts',
          options: [
            {
              type: T.Subcommand,
              name: 'add',
              description: 'Add one',
              options: [
                { type: T.String, name: 'name', description: 'Its name' },
                { type: T.Integer, name: 'reward', description: 'Its reward' },
              ],
            },
          ],
        },
      ],
    },
    { 'abs contract add name': ['nom', 'Son nom'] },
  );

  it('reads the localized names down a group and subcommand; the rest keep their own', () => {
    expect(optionLabels(definition, 'contract', 'add', 'fr')).toEqual({ name: 'nom' });
  });

  it('is null in English, and where nothing is localized', () => {
    expect(optionLabels(definition, 'contract', 'add', 'en')).toBeNull();
    expect(optionLabels(definition, null, null, 'fr')).toBeNull();
  });
});

describe('commands named as a French client shows them (ruling R72)', () => {
  const names = partNamesFirst(partNamesOf(XWING_COMMANDS_FR), CORE_PARTS_FR);
  test.each([
    ['/undo', '/annuler'],
    ['/attack attacker:TIE-1 again:true', '/attaque attaquant:TIE-1 encore:true'],
    ['/game start faction:galactic-empire', '/partie lancer faction:Empire galactique'],
    ['/activate ship:Red Five roll:evade hit', '/activer vaisseau:Red Five jet:evade hit'],
    ['/ship stress|ion|lock', '/vaisseau stress|ions|verrouillage'],
    ['/rules topic:approach|charts', '/règles sujet:approche|tableaux'],
    ['/game start … patrol:<vaisseau>', '/partie lancer … patrouille:<vaisseau>'],
    ['again:true', 'encore:true'],
    ['/nothing here', '/nothing here'],
  ])('%s → %s', (english, french) => {
    expect(commandShown(names, english)).toBe(french);
  });

  test('a table passed through withCommandsShown names the commands in its code spans, in its texts and what its functions return', () => {
    const table = withCommandsShown({ a: 'Tapez `/undo`.', f: (n: number) => `\`/round next\` pour la manche ${n}`, list: ['`again:true`'] }, names);
    expect([table.a, table.f(3), table.list[0]]).toEqual(['Tapez `/annuler`.', '`/manche suivante` pour la manche 3', '`encore:true`']);
  });
});
