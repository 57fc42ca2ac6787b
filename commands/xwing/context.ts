import type { Campaigns, Games } from '../../src/core/app.ts';
import type { BslEvent } from '../../src/systems/xwing/bsl/events.ts';
import type { Campaign } from '../../src/systems/xwing/bsl/model.ts';
import type { Editions } from '../../src/systems/xwing/catalog/editions.ts';
import type { XwingNotice } from '../../src/systems/xwing/notices.ts';
import type { MissionGameEvent } from '../../src/systems/xwing/bsl/mission/events.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';

/** What every X-Wing command is handed: its games, its campaigns and the ship catalogue. */
export interface XwingContext {
  readonly games: Games<GameState, MissionGameEvent, XwingNotice>;
  /** Every data edition the bot ships, read when first used: a game's catalogue is its edition's, in its language (options.ts: catalogOf). */
  readonly editions: Editions;
  /** Activation cards carry a picture of the dice, the maneuver and the marker. */
  readonly pictures: boolean;
  /** The channel's Big Shed League campaign. */
  readonly campaigns: Campaigns<Campaign, BslEvent>;
}
