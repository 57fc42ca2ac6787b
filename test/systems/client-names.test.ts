import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { ConsoleSession } from '../../src/console/session.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { invocation, plain, tempDir } from '../helpers.ts';

// Ruling R72: a reply names the bot's commands, options and choices as the reader's client
// shows them. A French client lists `/annuler` and `encore:`, so a French reply says those,
// never `/undo` or `again:true`; and the console, told `/annuler`, does it.

const tmp = tempDir('client-names-');
const composed = composeApp(`${tmp.dir}/names.sqlite`, silentLogger, {}, { pictures: false });
afterAll(async () => {
  await composed.store.close();
  tmp.cleanup();
});

function table(locale: 'en' | 'fr', channel: string = locale) {
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '7', locale });
  return async (line: string) => (await session.run(`#${channel} ${line}`)).map(plain).join('\n');
}

describe('commands named as the reader’s client shows them (ruling R72)', () => {
  test('a second attack is refused naming `encore:true` and `/annuler` in French, `again:true` and `/undo` in English', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const say = table(locale);
      await say('/game start faction:galactic-empire');
      // No player ship: the table runs free, so an attack may come before every activation (ruling R49).
      await say('/attack attacker:TIE-1 defender:TIE-2 damage:1');
      const again = await say('/attack attacker:TIE-1 defender:TIE-2 damage:1');
      if (locale === 'fr') {
        expect(again).toContain('`encore:true`');
        expect(again).toContain('`/annuler`');
        expect(again).not.toMatch(/again:|\/undo/);
      } else {
        expect(again).toContain('`again:true`');
        expect(again).toContain('`/undo`');
      }
    }
  });

  test('the French console takes the names its replies give: `/annuler`, `/partie état`, `faction:Empire galactique`', async () => {
    const say = table('fr');
    expect(await say('/annuler')).toContain('Annulé');
    // The board names the next solo ship's command as the client does.
    expect(await say('/partie état')).toContain('`/activer vaisseau:TIE-');
    const started = await table('fr', 'fr2')('/partie lancer faction:Empire galactique');
    expect(started).not.toContain('⚠️');
    expect(started).toContain('Empire galactique');
  });

  test('/close answers in the language of the French moderator who closed it, on an English server, naming `/clore`', async () => {
    await table('en', 'closing')('/game start faction:galactic-empire');
    const closed = await composed.dispatcher.handle(
      invocation({ command: 'close', channelId: 'closing', locale: 'fr', guildLocale: 'en', canManage: true, options: { what: 'game' } }),
    );
    expect(closed.content).toContain('a terminé la partie de ce salon avec `/clore`');
  });
});
