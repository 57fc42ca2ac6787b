import { afterEach, expect, test } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import type { Invocation } from '../../../../src/core/command.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { invocation, tempDir } from '../../../helpers.ts';

// A channel may hold one system's campaign while another system's game is played in it: the
// game's own steps that read a campaign of theirs (an X-Wing ship destroyed or fled reads the
// Big Shed League's) go on as in a plain game instead of being refused for the other campaign.

let cleanup = () => {};
afterEach(() => cleanup());

test('an X-Wing ship destroyed and one fleeing in a channel holding an A Billion Suns campaign', async () => {
  const t = tempDir();
  cleanup = t.cleanup;
  const { dispatcher, app, xwing } = composeApp(`${t.dir}/game.sqlite`, silentLogger);
  const run = (command: string, subcommand: string | null, options: Record<string, unknown> = {}) =>
    dispatcher.handle(invocation({ command, subcommand, options } as Partial<Invocation>));
  await dispatcher.handle(invocation({ command: 'abs', group: 'campaign', subcommand: 'start', options: { corp: 'Hutch Heavy' } }));
  const started = await run('game', 'start', { faction: 'galactic-empire', seed: '7' });
  expect(started.ephemeral).toBeUndefined();
  const destroyed = await run('ship', 'destroyed', { ship: 'TIE-1' });
  expect(destroyed.ephemeral, destroyed.content).toBeUndefined();
  const fled = await run('ship', 'fled', { ship: 'TIE-2' });
  expect(fled.ephemeral, fled.content).toBeUndefined();
  // Solo ships never flee (the seed): it stops at the edge with a stress, as in any plain game.
  expect(fled.content).toContain('Solo ships never flee');
  const ships = (await app.games(xwing).peek('table'))!.state.ships;
  expect(ships.map((s) => [s.status, s.stress])).toEqual([
    ['destroyed', 0],
    ['active', 1],
  ]);
});
