import type { Games } from '../../src/core/app.ts';
import { declare } from '../../src/core/declare.ts';
import type { HexEvent } from '../../src/systems/hex/events.ts';
import type { HexState } from '../../src/systems/hex/state.ts';
import type { HexNotice } from '../../src/systems/hex/system.ts';

/** What every /hex move is handed: the channel games of the hex system. */
export interface HexContext {
  readonly games: Games<HexState, HexEvent, HexNotice>;
}

/** Declares a /hex move (src/core/declare.ts). */
export const move = declare<HexContext>();
