import type { GameState, ShipState } from './state.ts';

// Big Shed League (big-shed-league.md §5.3 "Jumps"): a solo ship that may leave by a hyperspace
// jump is asked, at its Determine Approach step and before any die is rolled, whether the jump
// is open (beyond range 1 of obstacles, facing an exit edge, the line clear). Ruling C69: the
// roles that leave by jump are Evader and Withdrawing, and Runners where the carrier's jump is an
// objective exit (mission 3, the Defector); an ionized ship cannot jump (R6).

export function mayJump(state: GameState, ship: ShipState): boolean {
  if (state.scenario !== 'campaign' || ship.side !== 'solo' || ship.status !== 'active' || ship.ion > 0) return false;
  if (!ship.tracking || ship.tracking.tokens < ship.tracking.needed) return false;
  const role = ship.campaignRole;
  return role === 'evader' || role === 'withdrawing' || (role === 'runner' && state.campaign?.mission === 3);
}
