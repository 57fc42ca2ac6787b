import { beforeAll, expect, test } from 'vitest';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { messageButtons, shownText } from '../emulator/emulator.ts';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';
import { waitFor } from '../helpers.ts';

// A database that answers late (stalled, locked) must not leave an interaction unanswered:
// Discord drops it after 3 s and its user is told it failed. The bot acknowledges it
// ("thinking…") and edits the real answer in when it comes. Here the store is held shut
// until the acknowledgement has arrived, so the test does not depend on the machine's speed.

const PLAYER = '4000000000000000061';
const CH = '3000000000000000061';
const CH2 = '3000000000000000062';
const CH3 = '3000000000000000063';
const CH4 = '3000000000000000064';
let gate: Promise<void> = Promise.resolve();
let open: () => void = () => {};

function shut(): void {
  gate = new Promise((resolve) => (open = resolve));
}

const suite = inProcessBotSuite(
  'deferred-',
  (emu) => {
    emu.addUser({ id: PLAYER, username: 'wedge' });
    emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
    emu.addChannel({ id: CH2, guildId: emu.guildId, name: 'other' });
    emu.addChannel({ id: CH3, guildId: emu.guildId, name: 'tracker' });
    emu.addChannel({ id: CH4, guildId: emu.guildId, name: 'undo' });
  },
  { deferAfterMs: 50, checkBodies: true },
);
const { emu } = suite;

// Runs after the suite's set-up (before hooks run in the order they are declared).
beforeAll(() => {
  // The store, held shut while a test needs it to answer late (the app calls it through the object).
  const store = suite.running.composed.store;
  const transact = store.transact.bind(store);
  const currentGame = store.currentGame.bind(store);
  store.transact = async (...args) => {
    await gate;
    return transact(...args);
  };
  store.currentGame = async (channelId) => {
    await gate;
    return currentGame(channelId);
  };
});

test('a public answer held up by the database is deferred, then edited into the deferred message', async () => {
  shut();
  const first = await emu.command(PLAYER, CH, 'game', { faction: 'galactic-empire', seed: 'late' }, 'start');
  expect(first.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
  open();
  await waitFor(() => first.message!.edited);
  expect(first.message!.embeds.length + first.message!.content.length).toBeGreaterThan(0);
  expect(first.message!.flags & MessageFlags.Ephemeral).toBe(0);
});

test('an answer only its user may see, held up, comes as an ephemeral follow-up and leaves no public placeholder', async () => {
  shut();
  const first = await emu.command(PLAYER, CH2, 'round', {}, 'next');
  expect(first.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
  const placeholder = first.message!;
  open();
  await waitFor(() => emu.messages.some((m) => m.channel_id === CH2 && m.id !== placeholder.id && (m.flags & MessageFlags.Ephemeral) !== 0));
  expect(emu.messages.includes(placeholder)).toBe(false);
});

test('a tap on the live tracker held up by the database is deferred, then its answer edits the tracker as the same Components V2 card', async () => {
  await emu.command(PLAYER, CH3, 'game', { faction: 'galactic-empire', seed: 'tap' }, 'start');
  await emu.command(PLAYER, CH3, 'join', { ship: 't65xwing', pilot: 'bluesquadronescort', name: 'Luke' });
  await waitFor(() => emu.trackers(CH3).some((m) => shownText(m).includes(`Waiting for <@${PLAYER}>`)));
  const tracker = emu.trackers(CH3)[0]!;
  expect(tracker.flags & MessageFlags.IsComponentsV2).not.toBe(0);
  const dialSet = messageButtons(tracker).find((b) => b.label === 'Dial set')!;
  shut();
  const tap = await emu.click(PLAYER, tracker, dialSet.id);
  expect(tap.type).toBe(InteractionResponseType.DeferredMessageUpdate);
  const since = emu.requests.length;
  open();
  // The answer edits the tap's @original: the tracker the button is on.
  await waitFor(() => emu.requests.slice(since).some((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original')));
  const edit = emu.requests.slice(since).find((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original'))!;
  expect(edit.status).toBe(200);
  expect(tracker.flags & MessageFlags.IsComponentsV2).not.toBe(0);
  expect(tracker.embeds).toEqual([]);
  expect(shownText(tracker)).toContain('Activation Phase');
});

test('/undo of a deferred tap answered by a message of its own leaves the message the button was on (the tracker) as it is', async () => {
  // Two players, the solo ship last: the second "Dial set" hands the turn to the other player's ship, answered by a
  // public message pinging them rather than by the tracker updated in place.
  const OTHER = '4000000000000000062';
  emu.addUser({ id: OTHER, username: 'luke' });
  await emu.command(PLAYER, CH4, 'game', { faction: 'galactic-empire', scenario: 'custom', seed: 'tap-undo' }, 'start');
  await emu.command(PLAYER, CH4, 'ship', { chassis: 'tielnfighter', pilot: 'delmeeko' }, 'add');
  await emu.command(OTHER, CH4, 'join', { ship: 't65xwing', pilot: 'bluesquadronescort', name: 'Luke' });
  await emu.command(PLAYER, CH4, 'join', { ship: 't65xwing', pilot: 'redsquadronveteran', name: 'Wedge' });
  await waitFor(() => emu.trackers(CH4).some((m) => shownText(m).includes(`Waiting for <@${OTHER}>, <@${PLAYER}>`)));
  const tracker = emu.trackers(CH4)[0]!;
  const dialSet = () => messageButtons(tracker).find((b) => b.label === 'Dial set')!.id;
  expect((await emu.click(OTHER, tracker, dialSet())).type).toBe(InteractionResponseType.UpdateMessage);
  await waitFor(() => shownText(tracker).includes(`Waiting for <@${PLAYER}>.`));
  shut();
  const tap = await emu.click(PLAYER, tracker, dialSet());
  expect(tap.type).toBe(InteractionResponseType.DeferredMessageUpdate);
  open();
  await waitFor(() => emu.messages.some((m) => m.interaction === tap.id && m !== tracker));
  await waitFor(() => shownText(tracker).includes('Activation Phase'));
  const since = emu.requests.length;
  const undo = await emu.command(PLAYER, CH4, 'undo');
  expect(shownText(undo)).toContain('Took back');
  // The tracker is edited after the undo's answer and its mark of what it took back: back in the Planning Phase.
  await waitFor(() => shownText(tracker).includes(`Waiting for <@${PLAYER}>.`));
  const tapToken = emu.interactions.get(tap.id)!.token;
  expect(emu.requests.slice(since).filter((r) => r.path.includes(tapToken))).toEqual([]);
  expect(tracker.flags & MessageFlags.IsComponentsV2).not.toBe(0);
  expect(shownText(tracker)).not.toContain('Taken back');
});
