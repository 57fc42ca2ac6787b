import type { Campaigns, Games } from '../../src/core/app.ts';
import type { BslEvent } from '../../src/systems/xwing/bsl/events.ts';
import type { Campaign } from '../../src/systems/xwing/bsl/model.ts';
import type { Catalog } from '../../src/systems/xwing/catalog/catalog.ts';
import type { Editions } from '../../src/systems/xwing/catalog/editions.ts';
import type { XwingNotice } from '../../src/systems/xwing/notices.ts';
import type { MissionGameEvent } from '../../src/systems/xwing/bsl/mission/events.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';

/** What every X-Wing command is handed: its games, its campaigns and the ship catalogue. */
export interface XwingContext {
  readonly games: Games<GameState, MissionGameEvent, XwingNotice>;
  /** Every data edition the bot ships, read when first used. */
  readonly editions: Editions;
  /**
   * The catalogue of the channel's game (for /campaign, its campaign's): its edition and data
   * version, in its language; with none, the default edition in the user's language. Set for
   * each command (edition.ts).
   */
  readonly catalog: Catalog;
  /** Activation cards carry a picture of the dice, the maneuver and the marker. */
  readonly pictures: boolean;
  /** The channel's Big Shed League campaign. */
  readonly campaigns: Campaigns<Campaign, BslEvent>;
}

/** What the composition root binds: the context without the per-command catalogue. */
export type XwingBinding = Omit<XwingContext, 'catalog'>;
