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

  test('every command a French game names is one a French client lists, its subcommand too: help, start, turns, refusals, the log', async () => {
    const say = table('fr', 'every');
    const lines = [
      '/help',
      '/game start faction:galactic-empire',
      '/join ship:x-wing',
      '@bob /join ship:x-wing name:Luke',
      '/game status',
      '/done',
      '@bob /done',
      '/activate ship:TIE-1',
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit',
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit',
      '/attack attacker:TIE-1 defender:Luke damage:1',
      '/round next',
      '/undo',
      '/game log',
      '/campaign status',
      '/rules topic:rulings',
    ];
    let all = '';
    for (const line of lines) all += `${await say(line)}\n`;
    const french = new Map(
      composed.dispatcher.commands.map((c) => [
        c.definition.name_localizations?.fr ?? c.definition.name,
        new Set((c.definition.options ?? []).map((o) => o.name_localizations?.fr ?? o.name)),
      ]),
    );
    const wrong = [...all.matchAll(/`\/([^\s`:]+)(?: ([^\s`:]+))?/g)].filter(([, command, sub]) => {
      const subs = french.get(command!);
      return !subs || (sub !== undefined && subs.size > 0 && /^\p{Ll}/u.test(sub) && !subs.has(sub) && !sub.includes('|'));
    });
    expect(wrong.map((m) => m[0])).toEqual([]);
  });
});
