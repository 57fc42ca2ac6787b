import { afterAll, describe, expect, test } from 'vitest';
import { toPayload } from '../../../../src/render/discord-payload.ts';
import { consoleTable, invocation, tempDir, text } from '../../../helpers.ts';

// `/campaign commander list`: who may run the campaign's steps, to the asker only.

const tmp = tempDir('bsl-commanders-');
afterAll(() => tmp.cleanup());

describe('/campaign commander list', () => {
  const t = consoleTable(`${tmp.dir}/commanders.sqlite`);
  afterAll(() => t.store.close());
  const say = async (line: string) => (await t.run(line)).map(text).join('\n');

  test('names the commanders, the added one too; without a campaign it says there is none', async () => {
    expect(await say('/campaign commander list')).toContain('⚠️');
    await say('/campaign start faction:rebel-alliance ai:galactic-empire seed:commanders');
    await say('/campaign commander add user:@bob');
    const listed = await say('/campaign commander list');
    expect(listed).toContain('Commanders:');
    expect(listed).toContain('bob');
    expect(await say('@bob /campaign commander list')).toContain('Commanders:');
  });
});

describe('/campaign commander remove', () => {
  const t = consoleTable(`${tmp.dir}/remove.sqlite`);
  afterAll(() => t.store.close());

  test('someone who is not a commander is named by a mention (their name, no ping), in English and French', async () => {
    const remove = (locale: 'en' | 'fr', name?: string) =>
      t.dispatcher.handle(
        invocation({
          command: 'campaign',
          group: 'commander',
          subcommand: 'remove',
          channelId: 'remove',
          locale,
          options: { user: '123456', ...(name ? { 'user:name': name } : {}) },
        }),
      );
    await t.dispatcher.handle(
      invocation({ command: 'campaign', subcommand: 'start', channelId: 'remove', options: { faction: 'rebel-alliance', ai: 'galactic-empire' } }),
    );
    for (const [locale, words] of [
      ['en', 'Not one of the campaign’s commanders: <@123456>.'],
      ['fr', 'Pas un des commandants de la campagne : <@123456>.'],
    ] as const) {
      const reply = await remove(locale);
      expect(reply.content).toContain(words);
      // Shown as Discord shows a mention, never pinging: the reply allows no mentions.
      const payload = toPayload(reply);
      expect(payload.content).toContain('<@123456>');
      expect(payload.allowed_mentions).toEqual({ parse: [], users: [] });
      // A name Discord resolved is not what is shown: the mention is, whatever the name holds.
      expect((await remove(locale, '**bob**')).content).toContain('<@123456>');
    }
  });
});
