import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { CommandInteractionOption } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { flatten } from '../../src/discord/bot.ts';

// A user option reaches a command as the user's id (a mention renders it in a message) and,
// beside it, the name Discord resolved for it (`user:name`), so what is written to a file (the
// campaign's log, ruling C91) can name people without raw `<@id>` mentions.

const userOption = (extra: Partial<CommandInteractionOption>): CommandInteractionOption[] => [
  {
    name: 'commander',
    type: ApplicationCommandOptionType.SubcommandGroup,
    options: [
      {
        name: 'add',
        type: ApplicationCommandOptionType.Subcommand,
        options: [{ name: 'user', type: ApplicationCommandOptionType.User, value: '1234', ...extra }],
      },
    ],
  } as CommandInteractionOption,
];

describe('user options carry the resolved name', () => {
  test.each([
    ['the member’s server nickname first', { user: { username: 'bob', globalName: 'Bob' }, member: { displayName: 'Bobby' } }, 'Bobby'],
    ['else the global display name', { user: { username: 'bob', globalName: 'Bob' } }, 'Bob'],
    ['else the user name', { user: { username: 'bob', globalName: null } }, 'bob'],
  ])('%s', (_, extra, name) => {
    const r = flatten(userOption(extra as never));
    expect(r).toMatchObject({ group: 'commander', subcommand: 'add', values: { user: '1234', 'user:name': name } });
  });

  test('an option Discord resolved no user for keeps its id alone', () => {
    expect(flatten(userOption({})).values).toEqual({ user: '1234' });
  });
});
