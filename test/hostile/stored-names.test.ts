import { describe, expect, test } from 'vitest';
import { toEmbed, toPayload } from '../../src/render/discord-payload.ts';
import { toV2Payload } from '../../src/render/discord-v2.ts';
import { fleetCard } from '../../src/systems/xwing/bsl/render.ts';
import { shipChangeText, statusCard } from '../../src/systems/xwing/render/game-cards.ts';
import { activationReply } from '../../src/systems/xwing/render/activation-reply.ts';
import { trackerMessage } from '../../src/systems/xwing/render/tracker.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { catalog } from '../systems/xwing/bsl/fixtures.ts';
import { missionGame } from '../systems/xwing/bsl/mission-game.ts';

// Names are checked when typed, but a row stored before they were (an old database, a file
// imported by an older release) can hold anything: the cards that show player ships and
// callsigns mark them as user text, so the payload builder makes them harmless, masked links included.

const HOSTILE = '`**@everyone**` <@123> ||x||';
/** A masked link: Discord would show "click" and open the address. */
const LINK = '[click](https://evil)';

function renamed(state: GameState, from: string, name = HOSTILE): GameState {
  return { ...state, ships: state.ships.map((s) => (s.name === from ? { ...s, name } : s)) };
}

function harmless(json: string): void {
  expect(json).not.toContain('@everyone');
  expect(json).not.toContain('<@123>');
  expect(json).not.toContain('`**');
  expect(json).not.toContain('||x||');
}

/** The name's words are shown, but no `](` makes them a link. */
function noLink(json: string): void {
  expect(json).toContain('click');
  expect(json).not.toContain('](');
}

describe('a stored name nobody checked is shown harmlessly', () => {
  const { state, c } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });

  test('a player ship on /game status', () => {
    const json = JSON.stringify(toEmbed(statusCard(stringsFor('en'), catalog, renamed(state, 'P1'))));
    expect(json).toContain('everyone');
    harmless(json);
  });

  test('a masked link as a player ship’s name: on /game status and on the live tracker, its words show and nothing links (ruling R71)', () => {
    const game = renamed(state, 'P1', LINK);
    noLink(JSON.stringify(toEmbed(statusCard(stringsFor('en'), catalog, game))));
    noLink(JSON.stringify(toV2Payload(trackerMessage(stringsFor('fr'), catalog, game, 1))));
  });

  test('a masked link in a refusal that lists the game’s ships without marking them (ruling R71)', () => {
    const refusal = stringsFor('en').refusal('unknown-ship', { ship: 'Wedge', ships: `TIE-1, ${LINK}` });
    noLink(JSON.stringify(toPayload({ ephemeral: true, content: refusal })));
  });

  test('a masked link as a campaign callsign on the fleet card (ruling R71)', () => {
    const roster = c.fleets.players.roster.map((e, i) => (i === 0 ? { ...e, callsign: LINK } : e));
    noLink(JSON.stringify(toEmbed(fleetCard(catalog, { ...c, fleets: { ...c.fleets, players: { ...c.fleets.players, roster } } }, 'players'))));
  });

  test('a campaign callsign on the fleet card', () => {
    const roster = c.fleets.players.roster.map((e, i) => (i === 0 ? { ...e, callsign: HOSTILE } : e));
    const json = JSON.stringify(toEmbed(fleetCard(catalog, { ...c, fleets: { ...c.fleets, players: { ...c.fleets.players, roster } } }, 'players')));
    expect(json).toContain('everyone');
    harmless(json);
  });
});

describe('a stored tally or lock target nobody checked is shown harmlessly (ruling R76)', () => {
  // Before R76, `/ship tally target:` stored any text: an unclosed code fence broke the rest of /game status's field.
  const { state } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });
  const TARGET = '```rock ||x|| @everyone <@123>';
  const solo = state.ships.find((s) => s.side === 'solo')!;
  const hostile = { ...solo, tally: TARGET, locks: [TARGET] };
  const game: GameState = { ...state, ruleset: 'v0.2', ships: state.ships.map((s) => (s.name === solo.name ? hostile : s)) };

  function safe(json: string): void {
    expect(json).toContain('rock');
    expect(json).not.toContain('```');
    harmless(json);
  }

  test('on /game status and the live tracker', () => {
    safe(JSON.stringify(toEmbed(statusCard(stringsFor('en'), catalog, game))));
    safe(JSON.stringify(toEmbed(statusCard(stringsFor('fr'), catalog, game))));
  });

  test('in /ship tally’s and /ship lock’s answers', () => {
    for (const kind of ['tally', 'lock'] as const) {
      const text = shipChangeText(stringsFor('en'), { ship: hostile, before: solo, change: { kind, target: TARGET }, soloFlee: null });
      safe(JSON.stringify(toPayload({ content: text })));
    }
  });

  test('in the activation’s question', () => {
    const pending = { id: 1, chart: null, roll: null, tallySide: null, obstacleSide: null };
    const reply = activationReply({ pictures: false }, catalog, { kind: 'needs', ship: hostile, pending, needs: 'arc' }, false, 'en', game);
    safe(JSON.stringify(toPayload(reply)));
  });
});
