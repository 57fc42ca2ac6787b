import type { Locale } from '../locale.ts';
import type { GameStore } from '../store.ts';
import type { AnyGameSystem } from '../system.ts';

/** What delivery reads: the store, the systems that render notices and trackers, and the channel's game as the unit of work reads it. */
export interface DeliverySource {
  readonly store: GameStore;
  readonly systems: { game(id: string): AnyGameSystem };
  currentGame(channelId: string): Promise<{ readonly system: AnyGameSystem; readonly record: ShownGame } | null>;
  /** Retires the game and campaign of a channel (or thread) that no longer exists; how many. */
  channelGone(channelId: string): Promise<number>;
  /** The same for every channel of a server the bot has left, or that was deleted. */
  guildGone(guildId: string): Promise<number>;
}

/** What a live tracker shows of a game. */
export interface ShownGame {
  readonly id: number;
  readonly version: number;
  readonly locale: Locale;
  readonly state: unknown;
}
