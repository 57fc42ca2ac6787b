import { describe, expect, test } from 'vitest';
import { firstInOrder } from '../../src/systems/xwing/play/state.ts';
import { botSuite } from '../emulator/bot-suite.ts';
import { messageButtons, responseFlags, shownText, USER_INSTALL_FOLLOW_UPS, type EmuMessage, type InteractionResult } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';
import { W1_BUYS } from '../systems/xwing/bsl/console-script.ts';

// A whole game where the bot may not post: a group DM of three friends, one of whom
// installed the app for themselves. Everything the bot shows rides their interactions
// (the tracker as an interaction card, arrivals as follow-ups), tokens die after 15
// minutes (the emulator's clock is moved on 20 minutes between some turns), and the bot
// never touches the channel's own routes nor sends a sixth follow-up.

const ALICE = '4700000000000000001';
const BOB = '4700000000000000002';
const CAROL = '4700000000000000003';
const GAME_DM = '3700000000000000001';
const MISSION_DM = '3700000000000000002';
const TAP_DM = '3700000000000000003';
const TWENTY_MINUTES = 20 * 60_000;

const suite = botSuite('solo-alpha-group-dm-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addUser({ id: BOB, username: 'bob' });
  emu.addUser({ id: CAROL, username: 'carol' });
  emu.addGroupDm(GAME_DM, 'friends', ALICE);
  emu.addGroupDm(MISSION_DM, 'league night', ALICE);
  emu.addGroupDm(TAP_DM, 'taps', CAROL);
});
const { emu, storedState } = suite;

/** `/round next`, confirmed with its button when the bot asks first (ruling R42). */
async function advance(user: string, channel: string): Promise<InteractionResult> {
  return emu.confirmRound(user, await emu.command(user, channel, 'round', {}, 'next'));
}

/** Every message in the channel that shows `wanted` (replies, follow-ups, cards). */
const showing = (channel: string, wanted: string): EmuMessage[] => emu.channelMessages(channel).filter((m) => shownText(m).includes(wanted));

/** The newest tracker card in the channel. */
const card = (channel: string): EmuMessage | undefined => emu.trackerCards(channel).at(-1);

/** Whether the channel's newest tracker card shows `wanted` (none yet: no). */
const cardShows = (channel: string, wanted: string, plain = false): boolean => {
  const c = card(channel);
  const text = c ? shownText(c) : '';
  return c !== undefined && (plain ? text.replace(/\*\*|`/g, '') : text).includes(wanted);
};

/** What nobody in a group DM should ever see from the bot: its own token used there, or a sixth follow-up. */
function expectOnlyThroughInteractions(channel: string): void {
  expect(emu.channelRequests(channel)).toEqual([]);
  expect(emu.mostFollowUps(channel)).toBeLessThanOrEqual(USER_INSTALL_FOLLOW_UPS);
}

describe('a group DM with the app user-installed (context 2)', () => {
  test('three friends play the introductory scenario to round 7, the clock moved 20 minutes between some turns: every wave shown once, the tracker card current, no channel route, at most 5 follow-ups', async () => {
    const start = await emu.command(ALICE, GAME_DM, 'game', { faction: 'galactic-empire', seed: 'group-dm-1' }, 'start');
    expect(shownText(start)).toContain('Introductory scenario vs Galactic Empire');
    await emu.command(BOB, GAME_DM, 'join', { ship: 't65xwing', pilot: 'redsquadronveteran', name: 'Luke' });
    await emu.command(CAROL, GAME_DM, 'join', { ship: 't65xwing', pilot: 'cavernangelszealot', name: 'Wedge' });
    // The tracker is a card sent through an interaction, never a post of the bot user's.
    await waitFor(() => card(GAME_DM) !== undefined);
    const players = [ALICE, BOB, CAROL];
    const arcs = ['front-left', 'rear-right', 'left', 'bullseye', 'front-right', 'right', 'rear-left'] as const;
    let turn = 0;
    for (let round = 1; round <= 7; round++) {
      const state = storedState(GAME_DM)!;
      expect(state.round).toBe(round);
      // The dials, then every ship in initiative order (R54): a player's ship is done by its owner, a solo ship activates.
      for (const player of [BOB, CAROL]) await emu.command(player, GAME_DM, 'done', {});
      for (let up = firstInOrder(storedState(GAME_DM)!, 'activation'); up; up = firstInOrder(storedState(GAME_DM)!, 'activation')) {
        if (up.side === 'player') {
          await emu.command(up.owner!, GAME_DM, 'done', { ship: up.name });
          continue;
        }
        // Friends take a break: every token given so far is dead (Discord would answer 401 / 50027).
        if (turn % 5 === 2) emu.advanceClock(TWENTY_MINUTES);
        const r = await emu.command(players[turn % 3]!, GAME_DM, 'activate', {
          ship: up.name,
          arc: arcs[turn % arcs.length]!,
          obstacle: turn % 2 ? 'left' : 'right',
        });
        turn++;
        expect(responseFlags(r)).toBe(0);
        expect(shownText(r)).toContain('Maneuver');
      }
      if (round === 2) await emu.command(ALICE, GAME_DM, 'ship', { ship: 'TIE-1' }, 'destroyed');
      if (round < 7) {
        if (round === 3) emu.advanceClock(TWENTY_MINUTES);
        const next = await advance(players[round % 3]!, GAME_DM);
        expect(shownText(next)).toContain(`Round ${round + 1} begins`);
        if (round + 1 === 4 || round + 1 === 7) await waitFor(() => showing(GAME_DM, `Round ${round + 1}: enemy arrivals`).length === 1);
        // The card follows the game, whichever token it has to ride.
        await waitFor(() => cardShows(GAME_DM, `Round ${round + 1}`));
      }
    }
    // Each wave exactly once, the tracker card at round 7, and nothing through the bot user.
    expect(showing(GAME_DM, 'A Patrol ship has been destroyed: 1 Patrol ship and 1 Reinforcement ship arrive.')).toHaveLength(1);
    expect(showing(GAME_DM, 'Reinforcements arrive.')).toHaveLength(1);
    expect(storedState(GAME_DM)!.round).toBe(7);
    await waitFor(() => cardShows(GAME_DM, 'Round 7'));
    expectOnlyThroughInteractions(GAME_DM);
    // Tokens died on the way (Discord's 401 / 50027 met and handled): the card was sent anew through a newer interaction.
    expect(emu.requests.some((r) => r.status === 401 && r.path.startsWith('/webhooks/'))).toBe(true);
    expect(emu.trackerCards(GAME_DM).length).toBeGreaterThan(1);
  });

  test('a press on the card updates it in its own answer, applied once; the game’s owner holds the moderator’s rights (/undo)', async () => {
    await emu.command(ALICE, TAP_DM, 'game', { faction: 'galactic-empire', seed: 'group-dm-2' }, 'start');
    await emu.command(BOB, TAP_DM, 'join', { ship: 't65xwing', pilot: 'redsquadronveteran', name: 'Luke' });
    await emu.command(CAROL, TAP_DM, 'join', { ship: 't65xwing', pilot: 'cavernangelszealot', name: 'Wedge' });
    await waitFor(() => cardShows(TAP_DM, `Waiting for <@${BOB}>, <@${CAROL}>`));
    const t = card(TAP_DM)!;
    const dialSet = messageButtons(t).find((b) => b.label === 'Dial set')!;
    const press = await emu.click(BOB, t, dialSet.id);
    // Updated in its own answer (type 7): the same card, now waiting for Carol alone.
    expect(press.type).toBe(7);
    expect(press.message?.id).toBe(t.id);
    await waitFor(() => cardShows(TAP_DM, `Waiting for <@${CAROL}>.`));
    // The same tap again (a double click): nothing is applied twice.
    await emu.click(BOB, t, dialSet.id);
    expect(storedState(TAP_DM)!.phase).toBe('planning');
    // No one has Manage Channels in a DM: the game's owner (Alice) may undo, Bob may not.
    const bobUndo = await emu.command(BOB, TAP_DM, 'undo');
    expect(responseFlags(bobUndo)).toBe(64);
    const aliceUndo = await emu.command(ALICE, TAP_DM, 'undo');
    expect(responseFlags(aliceUndo)).toBe(0);
    await waitFor(() => cardShows(TAP_DM, `Waiting for <@${BOB}>, <@${CAROL}>`));
    expectOnlyThroughInteractions(TAP_DM);
  });

  test('a Big Shed League mission in a group DM: the campaign, the mission game and its result, all through interactions', async () => {
    const run = async (name: string, sub: string, options: Record<string, string | number | boolean> = {}) =>
      shownText(await emu.command(ALICE, MISSION_DM, name, options, sub)).replace(/\*\*|`/g, '');
    await run('campaign', 'start', { faction: 'rebel-alliance', ai: 'galactic-empire', seed: 'bsl-3662' });
    for (const type of ['standard', 'standard', 'recon', 'standard']) await run('campaign', 'squadron', { type });
    for (const [squadron, chassis, pilot, upgrades] of W1_BUYS) {
      const r = await emu.command(ALICE, MISSION_DM, 'campaign', { chassis, pilot, squadron, ...(upgrades ? { upgrades } : {}) }, 'buy');
      expect(responseFlags(r)).toBe(0);
    }
    expect(await run('campaign', 'ready')).toContain('Players are Active');
    await run('campaign', 'rest', { cards: '3 5' });
    await run('campaign', 'draw', { include: '2 4' });
    emu.advanceClock(TWENTY_MINUTES);
    expect(await run('campaign', 'mission', { id: '1' })).toContain('Mission 1: Reconnaissance');
    await run('campaign', 'assets');
    expect(await run('campaign', 'game')).toContain('What to report during the game');
    await waitFor(() => card(MISSION_DM) !== undefined);
    expect(await run('mission', 'scan', { ship: 'P1', marker: 1 })).toContain('Markers left: 4');
    expect(await run('mission', 'scan', { ship: 'P2', marker: 2 })).toContain('Markers left: 3');
    expect(await run('mission', 'scan', { ship: 'P3', marker: 4 })).toContain('Markers left: 2');
    emu.advanceClock(TWENTY_MINUTES);
    expect(await run('ship', 'fled', { ship: 'P4', edge: 'A' })).toContain('edge A: W (withdrawn');
    expect(await run('ship', 'fled', { ship: 'P5', edge: 'O' })).toContain('edge O: X (destroyed');
    await waitFor(() => cardShows(MISSION_DM, '👤 P4 W (A) · 👤 P5 X (O)', true));
    for (const ship of ['P1', 'P2', 'P3']) await run('ship', 'destroyed', { ship });
    const next = await emu.confirmRound(ALICE, await emu.command(ALICE, MISSION_DM, 'round', {}, 'next'));
    expect(shownText(next)).toContain('your fleet has no ships left in the play area');
    expect(await run('campaign', 'result')).toContain('Mission 1: players V, AI D');
    expectOnlyThroughInteractions(MISSION_DM);
  });
});
