import { afterAll, describe, expect, test, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hexCommand, hexCommands } from '../../../commands/hex/index.ts';
import { coreCommands } from '../../../commands/core/index.ts';
import { GameApp } from '../../../src/core/app.ts';
import { SystemRegistry } from '../../../src/core/system-registry.ts';
import { bind, type Invocation, type Reply } from '../../../src/core/command.ts';
import { Dispatcher } from '../../../src/core/dispatch.ts';
import { silentLogger } from '../../../src/core/logger.ts';
import { cardToText } from '../../../src/core/message.ts';
import { hexSystem } from '../../../src/systems/hex/system.ts';
import { SqliteGameStore } from '../../../src/storage/sqlite-store.ts';
import { validateCommand } from '../../emulator/validate-commands.ts';
import { invocation } from '../../helpers.ts';

// /hex through the dispatcher, on a real database: what a player types and reads.

const dir = mkdtempSync(join(tmpdir(), 'hex-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const store = new SqliteGameStore(join(dir, 'hex.sqlite'));
const app = new GameApp(store, new SystemRegistry([hexSystem]), silentLogger);
const dispatcher = new Dispatcher([...bind({ games: app.games(hexSystem) }, hexCommands), ...bind({ app }, coreCommands)], silentLogger);

function inv(line: string, options: Record<string, unknown> = {}, extra: Partial<Invocation> = {}): Invocation {
  const [command = '', subcommand = null] = line.split(' ');
  return invocation({ command, subcommand, options, user: { id: 'u1', name: 'Wedge' }, ...extra });
}

const say = (r: Reply) => [r.content ?? '', ...(r.cards ?? []).map(cardToText)].join('\n');

describe('/hex', () => {
  test('the definition passes Discord’s registration rules, and every string option has max_length', () => {
    expect(validateCommand(hexCommand.definition)).toEqual([]);
    const strings: { name: string; max_length?: number; choices?: unknown }[] = [];
    const walk = (options: readonly { type: number; name: string; options?: unknown }[] = []) => {
      for (const o of options) {
        if (o.type === 1 || o.type === 2) walk((o.options ?? []) as typeof options);
        else if (o.type === 3) strings.push(o as (typeof strings)[number]);
      }
    };
    walk(hexCommand.definition.options as never);
    expect(strings.length).toBeGreaterThan(5);
    for (const s of strings) expect(s.max_length ?? (s.choices ? 'choices' : undefined), s.name).toBeDefined();
  });

  test('/hex help: how to play, only the asker sees it, in their language, with no game going', async () => {
    const en = await dispatcher.handle(inv('hex help', {}, { channelId: 'help-en' }));
    expect(en.ephemeral).toBe(true);
    expect(say(en)).toContain('/hex craft add name: space: piloting: puts a craft');
    expect(say(en)).toContain('How to write a path');
    const fr = await dispatcher.handle(inv('hex help', {}, { channelId: 'help-fr', locale: 'fr' }));
    expect(fr.ephemeral).toBe(true);
    expect(say(fr)).toContain('Comment écrire un trajet');
    expect(say(fr)).not.toContain('How to');
    // It reads no game and writes none: the channel still has none.
    expect(await app.games(hexSystem).peek('help-en')).toBeNull();
  });

  test('a session: roster, stats, check, squadron, commit, round, dead stop', async () => {
    const added = await dispatcher.handle(inv('hex add', { name: 'Red1', space: 8, piloting: '5D+2', maneuverability: '3D', squadron: 'Red' }));
    expect(say(added)).toContain('Added Red1');
    await dispatcher.handle(inv('hex add', { name: 'Red2', space: 8, piloting: '4D+1', maneuverability: '3D', squadron: 'Red' }));
    await dispatcher.handle(inv('hex add', { name: 'Red3', space: '8', piloting: '4D+1', maneuverability: '3D', squadron: 'red' }));
    await dispatcher.handle(inv('hex add', { name: 'Home One', space: 4, piloting: '4D', maneuverability: '1D', kind: 'capital' }));

    expect(say(await dispatcher.handle(inv('hex list')))).toContain('Squadron Red (3)');
    expect(say(await dispatcher.handle(inv('hex stats', { craft: 'red2' })))).toContain('Attack Speed: 8 hexes');

    const x1 = await dispatcher.handle(inv('hex check', { craft: 'Red2', path: '3 L 3 R 2' }));
    expect(x1.ephemeral).toBeUndefined();
    expect(say(x1)).toContain('Red2: ✅ Attack Speed');

    const x31 = await dispatcher.handle(inv('hex squadron', { squadron: 'Red', paths: 'Red1: 9; Red2: 3 L 5; Red3: 3 R 3 L 3', commit: true }));
    expect(say(x31)).toContain('no craft fires');
    expect(say(x31)).toContain('Recorded: Full Throttle this round.');

    const move = await dispatcher.handle(inv('hex check', { craft: 'Home One', path: '5 L 1', commit: 'true' }));
    expect(say(move)).toContain('Recorded: Attack Speed this round.');
    expect(say(await dispatcher.handle(inv('hex next')))).toContain('Home One: AS');
    const stop = await dispatcher.handle(inv('hex check', { craft: 'Home One', path: 'stop' }));
    expect(say(stop)).toContain('Dead stop: counts as Attack Speed');

    const game = await app.games(hexSystem).peek('table');
    expect(game?.state.round).toBe(2);
    expect(game?.state.crafts.map((c) => c.prior)).toEqual(['full', 'full', 'full', 'attack']);
  });

  test('bad input is answered only to its author, with how to write it', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['hex add', { name: 'X', space: 8, piloting: '2D+3' }, 'write `3D`'],
      ['hex add', { name: 'Red1', space: 8, piloting: '2D' }, 'already a craft named'],
      ['hex check', { craft: 'Gold5', path: '3' }, 'No craft named `Gold5`'],
      ['hex check', { craft: 'Red2', path: '3 X 2' }, 'How to write a path'],
      ['hex check', { craft: 'Red2', path: 'x'.repeat(201) }, 'at most 200 characters'],
      ['hex squadron', { squadron: 'Red', paths: 'Red1 9' }, 'has no `:`'],
      ['hex settings', { pips: 'sometimes' }, 'use `drop` or `round`'],
      ['hex remove', { name: 'Nobody' }, 'No craft named `Nobody`'],
    ];
    for (const [line, options, words] of cases) {
      const r = await dispatcher.handle(inv(line, options));
      expect(r.ephemeral, `${line} ${JSON.stringify(options)}`).toBe(true);
      expect(say(r)).toContain(words);
    }
  });

  test('autocomplete offers this channel’s craft and squadrons', async () => {
    const craft = await dispatcher.autocomplete({ ...inv('hex check', { craft: 'red' }), kind: 'autocomplete', focused: 'craft' });
    expect(craft.map((c) => c.value)).toEqual(['Red1', 'Red2', 'Red3']);
    const squadrons = await dispatcher.autocomplete({ ...inv('hex squadron', { squadron: '' }), kind: 'autocomplete', focused: 'squadron' });
    expect(squadrons).toEqual([{ name: 'Red', value: 'Red' }]);
    expect(await dispatcher.autocomplete({ ...inv('hex check', { craft: '' }, { channelId: 'empty' }), kind: 'autocomplete', focused: 'craft' })).toEqual([]);
  });

  test('look-ups in a channel with no game write nothing; the first write starts one', async () => {
    const elsewhere = { channelId: 'elsewhere' };
    const inline = await dispatcher.handle(inv('hex check', { space: 8, piloting: '4D+1', maneuverability: '3D', path: '3L3R2', commit: true }, elsewhere));
    expect(say(inline)).toContain('Not recorded: inline stats name no craft.');
    expect(say(await dispatcher.handle(inv('hex list', {}, elsewhere)))).toContain('No craft yet');
    expect(await app.games(hexSystem).peek('elsewhere')).toBeNull();
    expect(say(await dispatcher.handle(inv('hex next', {}, elsewhere)))).toContain('No hex game here yet');
    expect(say(await dispatcher.handle(inv('hex settings', { pips: 'round' }, elsewhere)))).toContain('2D+2 counts as 3');
    expect((await app.games(hexSystem).peek('elsewhere'))?.state.pips).toBe('round');
  });

  test('look-ups (stats, list, check and squadron without commit) read the roster outside the write lock: no transaction', async () => {
    const where = { channelId: 'looks' };
    await dispatcher.handle(inv('hex add', { name: 'Red1', space: 8, piloting: '5D+2', maneuverability: '3D', squadron: 'Red' }, where));
    await dispatcher.handle(inv('hex add', { name: 'Red2', space: 8, piloting: '4D+1', maneuverability: '3D', squadron: 'Red' }, where));
    const transact = vi.spyOn(store, 'transact');
    try {
      expect(say(await dispatcher.handle(inv('hex stats', { craft: 'Red2' }, where)))).toContain('Attack Speed: 8 hexes');
      expect(say(await dispatcher.handle(inv('hex list', {}, where)))).toContain('Squadron Red (2)');
      expect(say(await dispatcher.handle(inv('hex check', { craft: 'Red2', path: '3 L 3 R 2' }, where)))).toContain('Red2: ✅ Attack Speed');
      expect(say(await dispatcher.handle(inv('hex squadron', { squadron: 'Red', paths: 'Red1: 9; Red2: 3 L 5' }, where)))).toContain('Red1');
      const inline = { space: 8, piloting: '4D+1', path: '3L3R2', commit: true };
      expect(say(await dispatcher.handle(inv('hex check', inline, { channelId: 'no-roster' })))).toContain('Not recorded: inline stats name no craft.');
      expect(transact).not.toHaveBeenCalled();
      // A commit is a change: it takes the write path.
      await dispatcher.handle(inv('hex check', { craft: 'Red1', path: '3 L 3', commit: true }, where));
      expect(transact).toHaveBeenCalledTimes(1);
    } finally {
      transact.mockRestore();
    }
  });

  test('/undo takes back the last hex command, in the words of the hex strings', async () => {
    const where = { channelId: 'undo' };
    await dispatcher.handle(inv('hex add', { name: 'A', space: 8, piloting: '4D' }, where));
    await dispatcher.handle(inv('hex add', { name: 'B', space: 8, piloting: '4D' }, where));
    const r = await dispatcher.handle(inv('undo', {}, where));
    expect(say(r)).toContain('Took back adding B');
    expect((await app.games(hexSystem).peek('undo'))?.state.crafts.map((c) => c.name)).toEqual(['A']);
  });

  test('a redelivered interaction applies once', async () => {
    const where = { channelId: 'twice' };
    const first = inv('hex add', { name: 'A', space: 8, piloting: '4D' }, where);
    await dispatcher.handle(first);
    await dispatcher.handle(inv('hex add', { name: 'B', space: 8, piloting: '4D' }, where));
    const again = await dispatcher.handle({ ...first, options: { name: 'C', space: 8, piloting: '4D' } });
    expect(again.ephemeral).toBe(true);
    expect((await app.games(hexSystem).peek('twice'))?.state.crafts.map((c) => c.name)).toEqual(['A', 'B']);
  });
});
