import type { GameSystem } from '../../core/system.ts';
import type { Editions } from './catalog/editions.ts';
import { gameOverNotice, type XwingNotice } from './notices.ts';
import { decodeState, encodeState } from './play/codec.ts';
import type { GameEvent } from './play/events.ts';
import { evolveWith, type MissionRules } from './play/mission.ts';
import { detectEnd } from './play/game-end.ts';
import { nextPhase } from './play/turn-order.ts';
import type { GameState } from './play/state.ts';
import { endAnnouncement, waveAnnouncement } from './render/game-cards.ts';
import { trackerMessage } from './render/tracker.ts';
import { xwingTableView } from './render/table-view.ts';
import { eventSchemaWith, noticeSchema, stateSchema, upgradeXwingEvent, XWING_SCHEMA_VERSION } from './schema.ts';
import { stringsFor, type Strings } from './strings/index.ts';

export const XWING_SYSTEM_ID = 'xwing-solo';

/**
 * X-Wing against the game itself, flown by Solo Play Alpha: the first game system. `mission`:
 * a mission layer's events and words (a campaign's rules inside a game), handed in by the composition.
 */
export function xwingSystem<M extends { readonly t: string } = never>(
  editions: Editions,
  mission?: MissionRules<M>,
): GameSystem<GameState, GameEvent | M, XwingNotice> {
  return {
    id: XWING_SYSTEM_ID,
    title: 'X-Wing Solo Alpha',
    schemaVersion: XWING_SCHEMA_VERSION,
    stateSchema,
    eventSchema: eventSchemaWith(mission),
    noticeSchema,
    upgradeEvent: upgradeXwingEvent,
    evolve: evolveWith(mission),
    // The game's own end first; otherwise the phase that opens by itself (play/turn-order.ts).
    follows: (state) => detectEnd(state) ?? nextPhase(state),
    ended: (state) => state.ended !== null,
    noticesFor: (event, state) => (event.t === 'ended' ? [gameOverNotice(state)] : []),
    encodeState,
    decodeState: (text) => decodeState(text),
    describe: (event, locale) => (mission?.owns(event) ? mission.describe(event, locale) : describeEvent(stringsFor(locale), event as GameEvent)),
    renderNotice: (notice, locale) =>
      notice.t === 'wave'
        ? waveAnnouncement(stringsFor(locale), editions.catalog(notice.edition, locale), notice)
        : endAnnouncement(stringsFor(locale), notice, mission?.board),
    refusalText: (r, locale) => stringsFor(locale).refusal(r.code, r.params),
    // The game's own data: its edition and version, in its language.
    tracker: (state, locale, gameId, surface) =>
      trackerMessage(stringsFor(locale), editions.catalog(state.edition, locale), state, gameId, mission?.board, surface?.activity === true),
    table: (state, locale, log) => xwingTableView(stringsFor(locale), editions.catalog(state.edition, locale), state, log, mission?.board),
  };
}

/** What /undo takes back, in the game's language (its reply is public). */
function describeEvent(t: Strings, e: GameEvent): string {
  const w = t.undo;
  switch (e.t) {
    case 'started':
      return w.started;
    case 'ship-added':
      return w.shipAdded(e.ship.name);
    case 'approach-pending':
      return w.roll(e.ship);
    case 'activated':
      return w.activation(e.ship);
    case 'ship-changed':
      return w.change(e.ship);
    case 'attacked':
      return w.attack(e.attacker, e.defender);
    case 'round-started':
      return w.round(e.round);
    case 'ended':
      return w.ended;
    case 'system-checked':
      return w.system(e.ship);
    case 'dial-set':
      return w.dials;
    case 'pings-set':
      return w.pings;
    case 'attitude-rolled':
      return w.attitudeRoll(e.ship);
    case 'done':
      return w.done(e.ship, e.step);
    case 'ship-removed':
      return w.removed(e.ship);
    case 'phase-opened':
      return w.phase(e.phase);
  }
}
