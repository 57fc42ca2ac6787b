import { describe, expect, test } from 'vitest';
import { responseFlags, shownText } from '../../emulator/emulator.ts';
import { inProcessBotSuite } from '../../emulator/in-process-bot.ts';

// /hex through the Discord adapter (discord.js, the real bot class, wired by the
// composition root) and the local Discord emulator, restarted on the same database.

const PILOT = '4000000000000000021';
const CH = '3000000000000000021';
const OTHER = '4000000000000000022';
const suite = inProcessBotSuite(
  'hex-emulator-',
  (emu) => {
    emu.addUser({ id: PILOT, username: 'wedge' });
    emu.addUser({ id: OTHER, username: 'janson' });
    emu.addChannel({ id: CH, guildId: emu.guildId, name: 'hex-table' });
  },
  { checkBodies: true },
);
const { emu } = suite;

const hex = (sub: string, options: Record<string, string | number | boolean> = {}, group?: string) => emu.command(PILOT, CH, 'hex', options, sub, group);

describe('/hex against the Discord emulator', () => {
  test('a roster, stats, a checked move and a squadron move, across a restart; bad input answered privately with how to write it', async () => {
    const added = await hex('add', { name: 'Red1', space: 8, piloting: '4D+1', maneuverability: '2D', squadron: 'Red' }, 'craft');
    expect(responseFlags(added)).toBe(0);
    expect(shownText(added)).toContain('Attack Speed: 8 hexes');
    await hex('add', { name: 'Red2', space: 8, piloting: '3D', maneuverability: '2D', squadron: 'Red' }, 'craft');

    const badCode = await hex('add', { name: 'Bad', space: 8, piloting: '2D+3' }, 'craft');
    expect(responseFlags(badCode)).toBe(64);
    expect(shownText(badCode)).toContain('write `3D`');
    const badPath = await hex('check', { craft: 'Red1', path: '3 Q 2' });
    expect(responseFlags(badPath)).toBe(64);
    expect(shownText(badPath)).toContain('How to write a path');

    await suite.restart();

    const legal = await hex('check', { craft: 'Red1', path: '4 L 4' });
    expect(responseFlags(legal)).toBe(0);
    expect(shownText(legal)).toContain('Red1');
    const squadron = await hex('squadron', { squadron: 'Red', paths: 'Red1: 4 L 4; Red2: 7', commit: true });
    expect(responseFlags(squadron)).toBe(0);
    expect(shownText(squadron)).toContain('Squadron Red');
    const next = await hex('next', {}, 'round');
    expect(shownText(next)).toContain('Round 2');
    const list = await hex('list', {}, 'craft');
    expect(shownText(list)).toContain('Red2');
  });

  test('/hex end closes the roster (owner or Manage Channels only); the channel can then play another game', async () => {
    const blocked = await emu.command(PILOT, CH, 'game', { faction: 'galactic-empire' }, 'start');
    expect(responseFlags(blocked)).toBe(64);
    expect(shownText(blocked)).toContain('already has a game of Hex squadrons');
    const stranger = await emu.command(OTHER, CH, 'hex', {}, 'end');
    expect(responseFlags(stranger)).toBe(64);
    expect(shownText(stranger)).toContain("Only the game's owner or someone with Manage Channels can close the roster");
    const closed = await hex('end');
    expect(shownText(closed)).toContain('The hex roster is closed (2 craft, round 2)');
    const started = await emu.command(PILOT, CH, 'game', { faction: 'galactic-empire' }, 'start');
    expect(responseFlags(started)).toBe(0);
    expect(shownText(started)).toContain('Introductory scenario');
  });
});
