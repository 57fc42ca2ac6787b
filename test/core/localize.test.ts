import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { localize, optionLabels, pairedWords, pairTexts } from '../../src/core/localize.ts';

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
