import { describe, expect, test } from 'vitest';
import { botSuite } from '../emulator/bot-suite.ts';
import { responseFlags, shownText, type InteractionResult } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';
import { W1_BUYS } from '../systems/xwing/bsl/console-script.ts';

// A Big Shed League mission game through the real bot process against the local Discord
// emulator (big-shed-league.md §5, §6.1): the players, Active with their STANDARD #2, play
// Reconnaissance; in the game they scan three markers (`/mission scan`), two ships leave by
// edges the bot classifies (`/ship fled edge:`, §5.2: A → W, O → X after 3 scans), the tracker
// shows the exits with their codes (C75), the players' last ships destroyed end the game only at
// the End Phase (C14, C74), and `/campaign result` reads the recorded codes and the markers left
// with no `fates:` (C63): the players win.

const ALICE = '4400000000000000001';
const CH = '3400000000000000001';

const suite = botSuite('bsl-mission-e2e-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addChannel({ id: CH, guildId: emu.guildId, name: 'mission-table' });
});
const { emu } = suite;

const run = async (name: string, sub: string, options: Record<string, string | number | boolean> = {}): Promise<string> => {
  const r: InteractionResult = await emu.command(ALICE, CH, name, options, sub);
  return plain(r);
};
/** What a message shows, markdown markers removed. */
const plain = (r: Parameters<typeof shownText>[0]) => shownText(r).replace(/\*\*|`/g, '');
const tracker = () => emu.trackers(CH).at(-1);

describe('a Reconnaissance mission game on Discord (emulated): /mission scan, /ship fled edge:, /campaign result', () => {
  test('set-up and round 1: players Active (seed bsl-3662) draw #2 and choose mission 1; /campaign game creates the mission game', async () => {
    await run('campaign', 'start', { faction: 'rebel-alliance', ai: 'galactic-empire', seed: 'bsl-3662' });
    for (const type of ['standard', 'standard', 'recon', 'standard']) await run('campaign', 'squadron', { type });
    for (const [squadron, chassis, pilot, upgrades] of W1_BUYS) {
      const r = await emu.command(ALICE, CH, 'campaign', { chassis, pilot, squadron, ...(upgrades ? { upgrades } : {}) }, 'buy');
      expect(responseFlags(r)).toBe(0);
    }
    expect(await run('campaign', 'ready')).toContain('Players are Active');
    await run('campaign', 'rest', { cards: '3 5' });
    await run('campaign', 'draw', { include: '2 4' });
    expect(await run('campaign', 'mission', { id: '1' })).toContain('Mission 1: Reconnaissance');
    await run('campaign', 'assets');
    const setup = await run('campaign', 'game');
    expect(setup).toContain('What to report during the game');
    expect(setup).toContain('/mission scan ship:P1 marker:3');
    await waitFor(() => tracker() !== undefined);
  });

  test('/mission scan: three markers by three ships, one scan per ship per round (§6.1)', async () => {
    expect(await run('mission', 'scan', { ship: 'P1', marker: 1 })).toContain('Markers left: 4');
    const twice = await emu.command(ALICE, CH, 'mission', { ship: 'P1', marker: 2 }, 'scan');
    expect(responseFlags(twice)).toBe(64);
    expect(shownText(twice)).toContain('one scan per ship per round');
    expect(await run('mission', 'scan', { ship: 'P2', marker: 2 })).toContain('Markers left: 3');
    const third = await run('mission', 'scan', { ship: 'P3', marker: 4 });
    expect(third).toContain('Markers left: 2');
    expect(third).toContain('withdraw (W)');
  });

  test('/ship fled edge: after 3 scans, by A → W, by O → X (§5.2, §6.1); the tracker shows them with their codes (C75)', async () => {
    expect(await run('ship', 'fled', { ship: 'P4', edge: 'A' })).toContain('edge A: W (withdrawn');
    expect(await run('ship', 'fled', { ship: 'P5', edge: 'O' })).toContain('edge O: X (destroyed');
    // A mission game's flight needs its edge: an ephemeral reply saying what to type.
    const bare = await emu.command(ALICE, CH, 'ship', { ship: 'P1' }, 'fled');
    expect(responseFlags(bare)).toBe(64);
    expect(shownText(bare)).toContain('edge:A');
    await waitFor(() => plain(tracker()!).includes('👤 P4 W (A) · 👤 P5 X (O)'));
    expect(plain(tracker()!)).toContain('Markers left: M3, M5');
    const status = await run('game', 'status');
    expect(status).toContain('withdrawn W (A)');
  });

  test('C14 (C74): the players’ last ships destroyed end nothing at once; /round next ends the game at the End Phase', async () => {
    for (const ship of ['P1', 'P2', 'P3']) await run('ship', 'destroyed', { ship });
    const status = await run('game', 'status');
    expect(status).not.toContain('no ships left');
    expect(status).toContain('👤 P1 X · 👤 P2 X · 👤 P3 X · 👤 P4 W (A) · 👤 P5 X (O)');
    // The round is not over (the AI's ships have not activated): the bot asks, and the button confirms.
    const next = await emu.confirmRound(ALICE, await emu.command(ALICE, CH, 'round', {}, 'next'));
    expect(plain(next)).toContain('End Phase of round 1: your fleet has no ships left in the play area');
    await waitFor(() => plain(tracker()!).includes('your fleet has no ships left'));
  });

  test('/campaign result with no fates: reads W and X from the game and the 2 markers left — the players win Reconnaissance', async () => {
    const result = await run('campaign', 'result');
    // §6.1: P4 left as W while 2 markers remain: the Active players win, whatever became of the others.
    expect(result).toContain('Mission 1: players V, AI D');
    // §6.1: Scouted Area only with all 5 markers scanned; 3 were.
    expect(result).not.toContain('Scouted Area');
    // The recorded codes decide the post-game (§9): P4 withdrew (W) and gains experience; the X ships are MIA on the winning side.
    expect(result).toContain('P4 Gold Squadron Veteran (I4) 44 + Proton Torpedoes p4.1 EXP');
    for (const p of ['P1 Red Squadron Veteran (I3) 40 MIA', 'P3 Blade Squadron Veteran (I3) 42 MIA', 'P5 Green Squadron Pilot (I3) 30 MIA'])
      expect(result).toContain(p);
    // The mission game is closed by the result, atomically with the campaign.
    const again = await emu.command(ALICE, CH, 'mission', { ship: 'P1', marker: 3 }, 'scan');
    expect(responseFlags(again)).toBe(64);
  });
});
