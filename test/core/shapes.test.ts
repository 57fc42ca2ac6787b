import { describe, expect, it } from 'vitest';
import { shapedInvocation, shapedReply, type Invocation, type Reply } from '../../src/core/command.ts';
import { Dispatcher } from '../../src/core/dispatch.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { invocation } from '../helpers.ts';

// The dispatcher hands commands and adapters invocations and replies rewritten into one
// object shape (for V8's sake, see shapedInvocation): the rewrite must change no value.

// Every field set, so a field the shaping drops or changes shows.
const given = invocation({
  command: 'abs',
  group: 'contract',
  subcommand: 'add',
  options: { name: 'x' },
  user: { id: 'u', name: 'Ann' },
  locale: 'fr',
  guildLocale: 'en',
  canManage: true,
  attachments: { file: { name: 'a.txt', size: 1, text: 'a' } },
});

describe('one shape for invocations and replies', () => {
  it('keeps every field of an invocation; a missing group is null', () => {
    expect(shapedInvocation(given)).toStrictEqual(given);
    const { group: _group, attachments: _attachments, ...button } = { ...given, kind: 'button' as const, customId: 'x:1' };
    expect(shapedInvocation(button)).toStrictEqual({ ...button, group: null, attachments: undefined });
  });

  it('keeps every field of a reply and of its follow-up', () => {
    const reply: Reply = {
      ephemeral: true,
      content: 'hi',
      cards: [{ title: 't', fields: [] }],
      buttons: [[{ id: 'b:1', label: 'B', style: 'primary' }]],
      files: [{ name: 'f.txt', content: 'f' }],
      update: true,
      pings: ['u'],
      retract: { interactionId: 'i-0', note: 'n' },
      followUp: { content: 'next', pings: ['u'] },
    };
    expect(shapedReply(reply)).toEqual(reply);
    expect(shapedReply({ content: 'only' })).toEqual({ content: 'only' });
  });

  it('the dispatcher passes the command the invocation and the adapter the reply, values unchanged', async () => {
    let seen: Invocation | null = null;
    const dispatcher = new Dispatcher(
      [
        {
          definition: { name: 'abs', description: 'd' },
          run: async (inv) => {
            seen = inv;
            return { content: `${inv.group} ${inv.subcommand} ${String(inv.options.name)}`, pings: [inv.user.id] };
          },
        },
      ],
      silentLogger,
    );
    expect(await dispatcher.handle(given)).toEqual({ content: 'contract add x', pings: ['u'] });
    expect(seen).toStrictEqual(given);
  });
});
