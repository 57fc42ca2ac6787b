import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { absCommands } from '../../../commands/abs/index.ts';
import { coreCommands } from '../../../commands/core/index.ts';
import { ConsoleSession, renderText, type ConsoleOutput } from '../../../src/console/session.ts';
import { GameApp } from '../../../src/core/app.ts';
import { SystemRegistry } from '../../../src/core/system-registry.ts';
import { bind } from '../../../src/core/command.ts';
import { Dispatcher } from '../../../src/core/dispatch.ts';
import { silentLogger } from '../../../src/core/logger.ts';
import { SqliteGameStore } from '../../../src/storage/sqlite-store.ts';
import { absCampaignSystem, absSystem } from '../../../src/systems/abs/system.ts';

// A whole solo game typed line by line into the console (the same handlers as the
// Discord bot), with the console restarted mid-game on the same database. /abs is
// bound here as the composition root will bind it.

const dir = mkdtempSync(join(tmpdir(), 'abs-console-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dbPath = join(dir, 'console.sqlite');

function consoleOn() {
  const store = new SqliteGameStore(dbPath);
  const app = new GameApp(store, new SystemRegistry([absSystem], [absCampaignSystem]), silentLogger);
  const dispatcher = new Dispatcher(
    [...bind({ games: app.games(absSystem), campaigns: app.campaigns(absCampaignSystem) }, absCommands), ...bind({ app }, coreCommands)],
    silentLogger,
  );
  return { store, session: new ConsoleSession(app.delivery, dispatcher, {}) };
}

let table = consoleOn();

/** The one reply to a line, as the terminal shows it. */
async function say(line: string): Promise<{ text: string; out: ConsoleOutput }> {
  const outs = (await table.session.run(line)).slice(-1);
  const out = outs[0]!;
  return { text: renderText(out), out };
}
async function ok(line: string): Promise<string> {
  const { text, out } = await say(line);
  expect(out.type === 'reply' || out.type === 'update', text).toBe(true);
  expect(out.payload.flags, text).not.toBe(64);
  return text;
}

describe('/abs in the console', () => {
  test('set-up, three rounds with jump-ins and activations, Claim Jump, Margin, in a campaign; restarted in round 2', async () => {
    expect(await ok('/abs campaign start corp:Hutch Heavy')).toContain('Capital 10');
    expect(await ok('/abs new scale:5 tables:2 campaign:true seed:console')).toContain('Part of the solo campaign of Hutch Heavy');
    expect(await ok('/abs contract add name:Mining objectives:Rock A, Rock B cards:6 dice:1 2')).toContain('O2 Rock B → table 2');
    await ok('/abs contract add name:Salvage objectives:Wreck cards:4 dice:2');
    await ok('/abs jumppoint add table:1');
    await ok('/abs jumppoint add table:2');
    await ok('/abs class set name:Frigate mass:2 thrust:4');

    // Round 1 (E1, E2 with typed dice).
    expect(await ok('/abs jumpin class:Frigate jumppoint:JP1 dice:5')).toContain('D6 5 (typed) + Ⓜ 2 = 7 → 7–8: Ⓜ × Frigates');
    expect(await ok('/abs jumpin class:Hauler mass:1 jumppoint:JP2 dice:1 3 2')).toContain('IC2 arrives: 3 × Light Utility Ships');
    expect(await ok('click Scatter IC2')).toMatch(/Scatter IC2: 3" /);
    expect(await ok('click Spot invalid')).toContain('already invalid');
    await ok('/abs tactical seize:1');
    const round1 = await ok('/abs ic activate');
    expect(round1).toContain('up to 8" (twice its Thrust)');
    expect(round1).toContain('Every IC has activated.');
    await ok('/abs ic damage id:IC1 tokens:2');
    await ok('/abs endphase');
    // The console reads option names without underscores, so `ic_mass:` is typed on Discord
    // and in the dispatcher tests; here Claim Jump is closed with nothing discarded.
    expect(await ok('/abs claim done:true')).toContain('Earn revenue');
    await ok('/abs credits add:7 note:revenue');

    // A restart: a new process reads the same database.
    await table.store.close();
    table = consoleOn();
    expect(await ok('/abs status')).toContain('round 1, End Phase');

    for (const round of [2, 3]) {
      expect(await ok('/abs round next')).toContain(`Round ${round} — Jump Phase`);
      expect(await ok('/abs jumpin class:Frigate jumppoint:JP2')).toMatch(/IC\d+ arrives/);
      await ok('/abs tactical');
      expect(await ok('/abs ic activate')).toContain('Every IC has activated.');
      await ok('/abs endphase');
      await ok('/abs claim done:true');
      await ok('/abs credits add:5');
    }
    expect(await ok('/abs ic list')).toContain('credits 17');

    const { text: preview, out } = await say('/abs end');
    expect(out.payload.flags).toBe(64);
    expect(preview).toContain('37.7%');
    const ended = await ok('click End the game');
    expect(ended).toContain('Resounding success');
    expect(ended).toContain('Hutch Heavy: Capital 10 → 20');
    expect(await ok('/abs campaign status')).toContain('Capital 20');
  });

  test('bad input is answered only to the user, with how to write it', async () => {
    const { text, out } = await say('/abs jumpin class:Frigate jumppoint:JP1 dice:five');
    expect(out.payload.flags).toBe(64);
    expect(text).toContain('write the dice as numbers in order');
  });
});
