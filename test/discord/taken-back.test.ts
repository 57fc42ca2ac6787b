import { expect, test } from 'vitest';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { messageButtons, shownText } from '../emulator/emulator.ts';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';
import { waitFor } from '../helpers.ts';

// /undo marks the answer it took back ("taken back", greyed, no buttons) by editing that
// interaction's original response. A tap that updated the live tracker in place has the tracker
// itself as its original response: marking it would turn the game's one tracker into a grey card
// without buttons (and Discord refuses the edit: a Components V2 message takes no content).

const PLAYER = '4000000000000000071';
const CH = '3000000000000000071';
const CARD = '3000000000000000072';
const { emu } = inProcessBotSuite(
  'taken-back-',
  (emu) => {
    emu.addUser({ id: PLAYER, username: 'wedge' });
    emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
    emu.addChannel({ id: CARD, guildId: emu.guildId, name: 'card' });
  },
  { checkBodies: true },
);

test('/undo of a tap that updated the live tracker leaves the tracker a live card with its buttons', async () => {
  await emu.command(PLAYER, CH, 'game', { faction: 'galactic-empire', seed: 'undo-tap' }, 'start');
  await emu.command(PLAYER, CH, 'join', { ship: 't65xwing', pilot: 'bluesquadronescort', name: 'Luke' });
  await waitFor(() => emu.trackers(CH).some((m) => shownText(m).includes(`Waiting for <@${PLAYER}>`)));
  const tracker = emu.trackers(CH)[0]!;
  const tap = await emu.click(PLAYER, tracker, messageButtons(tracker).find((b) => b.label === 'Dial set')!.id);
  expect(tap.type).toBe(InteractionResponseType.UpdateMessage);
  expect(tap.message).toBe(tracker);

  const since = emu.requests.length;
  const undo = await emu.command(PLAYER, CH, 'undo');
  expect(shownText(undo)).toContain('Took back');
  // The tracker shows the game as it is again: back in the Planning Phase, still one V2 card with its buttons.
  await waitFor(() => shownText(tracker).includes(`Waiting for <@${PLAYER}>`));
  const tapToken = emu.interactions.get(tap.id)!.token;
  expect(emu.requests.slice(since).filter((r) => r.path.includes(tapToken))).toEqual([]);
  expect(tracker.flags & MessageFlags.IsComponentsV2).not.toBe(0);
  expect(messageButtons(tracker).map((b) => b.label)).toContain('Dial set');
  expect(shownText(tracker)).not.toContain('↩️');
});

test('/undo of a tap that completed its own card in place marks that card', async () => {
  await emu.command(PLAYER, CARD, 'game', { faction: 'galactic-empire', seed: 'undo-card' }, 'start');
  await emu.command(PLAYER, CARD, 'join', { ship: 't65xwing', pilot: 'bluesquadronescort', name: 'Luke' });
  await waitFor(() => emu.trackers(CARD).some((m) => shownText(m).includes(`Waiting for <@${PLAYER}>`)));
  const tracker = emu.trackers(CARD)[0]!;
  await emu.click(PLAYER, tracker, messageButtons(tracker).find((b) => b.label === 'Dial set')!.id);
  await waitFor(() => messageButtons(tracker).some((b) => b.label.startsWith('Activate')));
  // The solo ship's card asks where its tally is; the answer rolls and completes the card in place.
  const asked = await emu.click(PLAYER, tracker, messageButtons(tracker).find((b) => b.label.startsWith('Activate'))!.id);
  const card = asked.message!;
  expect(card).not.toBe(tracker);
  const answered = await emu.click(PLAYER, card, messageButtons(card)[0]!.id);
  expect(answered.type).toBe(InteractionResponseType.UpdateMessage);
  expect(answered.message).toBe(card);
  await emu.command(PLAYER, CARD, 'undo');
  await waitFor(() => card.content.includes('Taken back'));
  expect(messageButtons(card)).toEqual([]);
  expect(messageButtons(tracker).length).toBeGreaterThan(0);
});
