import type { EditionPin } from './catalog/schema.ts';
import type { RulesetId } from './engine/types.ts';
import type { Wave } from './play/intro.ts';
import type { ArrivalView } from './play/arrival.ts';
import type { EndReason, FleetSide, GameState } from './play/state.ts';

// What an X-Wing game asks the bot to post by itself: stored as what happened and
// rendered when it is posted (render/game-cards.ts), in the game's language.
export type XwingNotice =
  | {
      readonly t: 'wave';
      readonly round: number;
      readonly wave: Wave;
      readonly arrivals: readonly ArrivalView[];
      readonly ruleset?: RulesetId;
      readonly edition?: EditionPin;
    }
  | {
      readonly t: 'game-over';
      readonly round: number;
      readonly reason: EndReason;
      /** A campaign mission game ended at its End Phase: the fleets with no ship in play (C14). */
      readonly gone?: readonly FleetSide[];
      readonly soloDestroyed: number;
      readonly playersLost: readonly string[];
      readonly playersFled: readonly string[];
    };

export function gameOverNotice(state: GameState): XwingNotice {
  return {
    t: 'game-over',
    round: state.round,
    reason: state.ended?.reason ?? 'ended-by-players',
    ...(state.ended?.gone ? { gone: state.ended.gone } : {}),
    soloDestroyed: state.ships.filter((s) => s.side === 'solo' && s.status === 'destroyed').length,
    playersLost: state.ships.filter((s) => s.side === 'player' && s.status === 'destroyed').map((s) => s.name),
    playersFled: state.ships.filter((s) => s.side === 'player' && s.status === 'fled').map((s) => s.name),
  };
}
