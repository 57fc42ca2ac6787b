import type { GameSystem } from '../../core/system.ts';
import type { Catalog } from './catalog/catalog.ts';
import { gameOverNotice, type XwingNotice } from './notices.ts';
import { decodeState, encodeState } from './play/codec.ts';
import { evolve, type GameEvent } from './play/events.ts';
import { detectEnd } from './play/play.ts';
import { nextPhase } from './play/turn-order.ts';
import type { GameState } from './play/state.ts';
import { endAnnouncement, waveAnnouncement } from './render/game-cards.ts';
import { trackerMessage } from './render/tracker.ts';
import { eventSchema, noticeSchema, stateSchema, upgradeXwingEvent, XWING_SCHEMA_VERSION } from './schema.ts';
import { stringsFor } from './strings/index.ts';

export const XWING_SYSTEM_ID = 'xwing-solo';

/** X-Wing against the game itself, flown by Solo Play Alpha: the first game system. */
export function xwingSystem(catalog: Catalog): GameSystem<GameState, GameEvent, XwingNotice> {
  return {
    id: XWING_SYSTEM_ID,
    title: 'X-Wing Solo Alpha',
    schemaVersion: XWING_SCHEMA_VERSION,
    stateSchema,
    eventSchema,
    noticeSchema,
    upgradeEvent: upgradeXwingEvent,
    evolve,
    // The game's own end first; otherwise the phase that opens by itself (play/turn-order.ts).
    follows: (state) => detectEnd(state) ?? nextPhase(state),
    ended: (state) => state.ended !== null,
    noticesFor: (event, state) => (event.t === 'ended' ? [gameOverNotice(state)] : []),
    encodeState,
    decodeState: (text) => decodeState(text),
    describe: (event) => describeEvent(event),
    renderNotice: (notice, locale) =>
      notice.t === 'wave' ? waveAnnouncement(stringsFor(locale), catalog, notice) : endAnnouncement(stringsFor(locale), notice),
    refusalText: (r, locale) => stringsFor(locale).refusal(r.code, r.params),
    tracker: (state, locale, gameId) => trackerMessage(stringsFor(locale), catalog, state, gameId),
  };
}

function describeEvent(e: GameEvent): string {
  switch (e.t) {
    case 'started':
      return 'the start of the game';
    case 'ship-added':
      return `${e.ship.name} joining the game`;
    case 'approach-pending':
      return `${e.ship}'s roll`;
    case 'activated':
      return `${e.ship}'s activation`;
    case 'ship-changed':
      return `the change to ${e.ship}`;
    case 'attacked':
      return `${e.attacker}'s attack on ${e.defender}`;
    case 'round-started':
      return `the start of round ${e.round}`;
    case 'ended':
      return 'the end of the game';
    case 'system-checked':
      return `${e.ship}'s System Phase check`;
    case 'dial-set':
      return 'setting dials';
    case 'done':
      return `${e.ship}'s ${e.step} turn`;
    case 'ship-removed':
      return `${e.ship} leaving the game`;
    case 'phase-opened':
      return `the start of the ${e.phase === 'end' ? 'End' : e.phase === 'activation' ? 'Activation' : 'Engagement'} Phase`;
    case 'ship-left':
      return `${e.ship} leaving the play area`;
    case 'role-changed':
      return `the new role of ${e.ships.join(', ')}`;
    case 'marker-scanned':
      return `${e.ship}'s scan of marker M${e.marker}`;
    case 'mine-detonated':
      return 'the mine';
    case 'turbolaser-fired':
      return 'the turbolaser strike';
    case 'tracking-token-placed':
      return `${e.ship}'s tracking token`;
    case 'vet-reroll-used':
      return `${e.ship}'s VET reroll`;
    case 'damage-set':
      return `${e.ship}'s damage cards`;
    case 'reinforcements-rolled':
      return 'the Reinforcements dice';
  }
}
