import { declare } from '../../src/core/declare.ts';
import type { Campaigns, Games } from '../../src/core/app.ts';
import type { Editions } from '../../src/systems/xwing/catalog/editions.ts';
import type { XwingNotice } from '../../src/systems/xwing/notices.ts';
import type { GameEvent } from '../../src/systems/xwing/play/events.ts';
import type { LayerEvent, MissionLayer } from '../../src/systems/xwing/play/mission.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';

/** A game's event: X-Wing's own, or one of the registered mission layer's. */
export type XwingEvent = GameEvent | LayerEvent;

/**
 * A mission layer as X-Wing's commands reach it (compose.ts registers it once): its rules, and
 * the campaigns its games belong to (a step that reads the game's campaign reads it with the game).
 */
export interface HostedMission {
  readonly rules: MissionLayer<LayerEvent>;
  readonly campaigns: Campaigns<unknown, LayerEvent>;
}

/** What every X-Wing command is handed: its games, the ship catalogue and the mission layer, if one is registered. */
export interface XwingContext {
  readonly games: Games<GameState, XwingEvent, XwingNotice>;
  /** Every data edition the bot ships, read when first used: a game's catalogue is its edition's, in its language (options.ts: catalogOf). */
  readonly editions: Editions;
  /** Activation cards carry a picture of the dice, the maneuver and the marker. */
  readonly pictures: boolean;
  /** None: plain games only. */
  readonly mission?: HostedMission;
  /** The live table's link for a channel (`/game board`); absent: the table is not served by this bot. */
  readonly tableLink?: (channelId: string) => string;
  /** The live table is also a Discord Activity: the tracker's button launches it. */
  readonly activity?: boolean;
}

/** Declares an X-Wing move (src/core/declare.ts). */
export const move = declare<XwingContext>();
