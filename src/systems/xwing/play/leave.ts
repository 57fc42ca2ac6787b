import type { Actor } from './state.ts';
import { type Decision, unknownShip } from './decision.ts';
import type { LayerEvent, MissionLayer } from './mission.ts';
import { refuse } from './refusal.ts';
import { findShip, type GameState, type ShipState } from './state.ts';

// `/leave`: a player takes their ship out of the game; the game's owner or
// someone with Manage Channels may take out any player ship. Solo ships are destroyed
// or flee instead (/ship); a ship that leaves is not "lost" for the end of the game.

export function leaveGame(
  current: GameState | null,
  actor: Actor,
  name: string | undefined,
  mission?: Pick<MissionLayer<LayerEvent>, 'shipStays'>,
): Decision<{ ship: ShipState }> {
  if (!current) return refuse('no-game');
  if (current.ended) return refuse('game-ended', { reason: current.ended.reason });
  const ship = name ? findShip(current, name) : current.ships.find((s) => s.side === 'player' && s.owner === actor.userId);
  if (!ship) return name ? unknownShip(current, name) : refuse('no-ship-of-yours');
  if (ship.side === 'solo') return refuse('not-a-player-ship', { ship: ship.name });
  // A registered layer's game may keep its ships (a campaign's mission game: their fate counts).
  const stays = mission?.shipStays(current, ship);
  if (stays) return stays;
  if (ship.owner !== actor.userId && current.owner !== actor.userId && !actor.canManage) return refuse('forbidden', { action: 'remove', ship: ship.name });
  return { ok: true, events: [{ t: 'ship-removed', ship: ship.name }], view: { ship } };
}
