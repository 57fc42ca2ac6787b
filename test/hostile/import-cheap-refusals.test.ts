import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AttachedFile } from '../../src/core/command.ts';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import * as importing from '../../src/systems/xwing/bsl/import.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { DiscordEmulator } from '../emulator/emulator.ts';
import { startInProcessBot } from '../emulator/in-process-bot.ts';
import { invocation, tempDir } from '../helpers.ts';

// `/campaign file import` is refused for the cheap reasons first: the user's budget, their cap
// of games and campaigns, a campaign already going in the channel. Such a refusal downloads,
// parses and replays nothing. The work is counted, not timed.

vi.mock('../../src/systems/xwing/bsl/import.ts', async (original) => {
  const real = await original<typeof importing>();
  return { ...real, readImport: vi.fn(real.readImport) };
});

const tmp = tempDir('import-cheap-');
afterAll(() => tmp.cleanup());

describe('through the dispatcher', () => {
  const { dispatcher, store } = composeApp(
    `${tmp.dir}/cheap.sqlite`,
    silentLogger,
    {},
    { pictures: false, fairUse: { limits: { userBurst: 100, userPerSecond: 100, channelBurst: 100, channelPerSecond: 100 }, maxOwned: 1 } },
  );
  afterAll(() => store.close());

  /** An attached file that counts its reads, whichever way the command reads it. */
  function counted(): { file: AttachedFile; reads: () => number } {
    let reads = 0;
    const text = '{"system":"bsl","version":1,"events":[]}';
    const file = {
      name: 'campaign.json',
      size: text.length,
      read: async () => (reads++, text),
      get text() {
        return (reads++, text);
      },
    };
    return { file: file as unknown as AttachedFile, reads: () => reads };
  }

  const run = (user: string, channelId: string, command: string, subcommand: string, options: Record<string, string> = {}, file?: AttachedFile) =>
    dispatcher.handle(
      invocation({
        command,
        ...(file ? { group: 'file' } : {}),
        subcommand,
        channelId,
        user: { id: user, name: user },
        options,
        ...(file ? { attachments: { file } } : {}),
      }),
    );

  test('over the owner’s cap, or in a channel with a campaign going: no download, no parse, no replay', async () => {
    const readImport = vi.mocked(importing.readImport);
    const evolve = vi.spyOn(bslSystem, 'evolve');
    readImport.mockClear();
    expect((await run('capped', 'own-1', 'game', 'start', { faction: 'galactic-empire' })).ephemeral ?? false).toBe(false);
    expect((await run('host', 'camp', 'campaign', 'start', { faction: 'rebel-alliance', ai: 'galactic-empire' })).ephemeral ?? false).toBe(false);
    evolve.mockClear();

    const capped = counted();
    const overCap = await run('capped', 'elsewhere', 'campaign', 'import', {}, capped.file);
    expect(overCap.content).toContain('You already run 1 games and campaigns at once');
    const taken = counted();
    const exists = await run('guest', 'camp', 'campaign', 'import', {}, taken.file);
    expect(exists.content).toContain('This channel already has a campaign going.');

    expect([capped.reads(), taken.reads()]).toEqual([0, 0]);
    expect(readImport).not.toHaveBeenCalled();
    expect(evolve).not.toHaveBeenCalled();
    evolve.mockRestore();
  });
});

describe('through the Discord adapter', () => {
  const emu = new DiscordEmulator();
  const CH = '3000000000000000061';
  const FAST = '4000000000000000061';
  const OWNER = '4000000000000000062';
  let running: Awaited<ReturnType<typeof startInProcessBot>> | undefined;
  const upload = { filename: 'campaign.json', content: '{"system":"bsl","version":1,"events":[]}' };

  beforeAll(async () => {
    emu.addUser({ id: FAST, username: 'fast' });
    emu.addUser({ id: OWNER, username: 'owner' });
    for (const n of [1, 2, 3]) emu.addChannel({ id: `${CH}${n}`, guildId: emu.guildId, name: `table-${n}` });
    await emu.start();
    running = await startInProcessBot(emu, `${tmp.dir}/bot.sqlite`, {
      fairUse: { limits: { userBurst: 2, userPerSecond: 0.001, channelBurst: 100, channelPerSecond: 100 }, maxOwned: 1 },
    });
  });

  afterAll(async () => {
    await running?.stop().catch(() => {});
    await emu.stop();
  });

  test('an import over the user’s budget, or over their cap, downloads nothing', async () => {
    await emu.command(FAST, `${CH}1`, 'help');
    await emu.command(FAST, `${CH}1`, 'help');
    const slow = await emu.command(FAST, `${CH}1`, 'campaign', { file: upload }, 'import', 'file');
    expect(String(slow.data?.content)).toContain('Slow down');

    expect((await emu.command(OWNER, `${CH}2`, 'game', { faction: 'galactic-empire' }, 'start')).data?.flags ?? 0).toBe(0);
    const capped = await emu.command(OWNER, `${CH}3`, 'campaign', { file: upload }, 'import', 'file');
    expect(String(capped.data?.content)).toContain('You already run 1 games and campaigns at once');

    expect(emu.downloads).toBe(0);
  });
});
