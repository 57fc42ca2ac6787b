import type { Locale } from '../locale.ts';
import type { GameStore } from '../store.ts';
import type { AnyGameSystem } from '../system.ts';

/** What delivery reads: the store, the systems that render notices and trackers, and the channel's game as the unit of work reads it. */
export interface DeliverySource {
  readonly store: GameStore;
  readonly systems: { game(id: string): AnyGameSystem };
  currentGame(channelId: string): Promise<{ readonly system: AnyGameSystem; readonly record: ShownGame } | null>;
}

/** What a live tracker shows of a game. */
export interface ShownGame {
  readonly id: number;
  readonly version: number;
  readonly locale: Locale;
  readonly state: unknown;
}
