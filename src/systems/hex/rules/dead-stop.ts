import type { CraftKind, Rate } from './terms.ts';

// H8: a dead stop (0 hexes) by kind of craft and its prior-round rate. 'none' is a
// prior round the bot has no record of (the first round, a craft it has not seen move).

export type PriorKey = Rate | 'none';
export type DeadStopRuling = 'allowed' | 'E_STOP_KIND' | 'E_STOP_PRIOR';

export const DEAD_STOP: Readonly<Record<CraftKind, Readonly<Record<PriorKey, DeadStopRuling>>>> = {
  squadron: { attack: 'E_STOP_KIND', full: 'E_STOP_KIND', none: 'E_STOP_KIND' },
  hero: { attack: 'allowed', full: 'E_STOP_PRIOR', none: 'E_STOP_PRIOR' },
  capital: { attack: 'allowed', full: 'E_STOP_PRIOR', none: 'E_STOP_PRIOR' },
};

export function deadStopRuling(kind: CraftKind, prior: Rate | null): DeadStopRuling {
  return DEAD_STOP[kind][prior ?? 'none'];
}
