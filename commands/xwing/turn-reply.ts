import type { Reply } from '../../src/core/command.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { turnPing } from '../../src/systems/xwing/render/tracker.ts';
import type { Locale } from '../../src/core/locale.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';

/**
 * A reply that moved the game on (from `before` to `state`) carries the line handing the turn to the next
 * player (and pings only them). Ephemeral replies cannot ping: those become public only
 * when a player must be told.
 */
/** `locale`: the game's (the ping is public). */
export function withTurnPing(reply: Reply, before: GameState | null, state: GameState, actorId: string, locale: Locale = 'en'): Reply {
  const ping = turnPing(before, state, actorId, stringsFor(locale));
  if (!ping) return reply;
  // A message updated in place (a card completed by its buttons), or one only the actor sees, stays as it is; the ping follows it.
  if (reply.update || reply.ephemeral) return { ...reply, followUp: { content: ping.content, pings: ping.pings } };
  return {
    ...reply,
    ephemeral: false,
    update: false,
    content: [reply.content, ping.content].filter(Boolean).join('\n'),
    pings: [...(reply.pings ?? []), ...ping.pings],
  };
}
