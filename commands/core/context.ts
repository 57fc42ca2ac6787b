import type { GameApp } from '../../src/core/app.ts';

/** What the core's own commands (those for every game system) are handed. */
export interface CoreContext {
  readonly app: GameApp;
}
