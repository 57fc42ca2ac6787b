import type { Reply } from '../../src/core/command.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { turnPing } from '../../src/systems/xwing/render/tracker.ts';
import type { Locale } from '../../src/core/locale.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import type { Invocation } from '../../src/core/command.ts';
import type { Refusal } from '../../src/core/refusal.ts';
import { confirmTurn, confirmTurnV1, encodeGiven, type GivenApproach } from '../../src/systems/xwing/render/button-ids.ts';
import { refusalReply } from './options.ts';

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

/**
 * Rulings R54, R55: a turn refused until the game's owner confirms (out of the initiative
 * order, another player's Done) comes with the button that confirms it, bound to the game and
 * the step it was refused at; other refusals are answered as usual (undefined).
 */
/** `given`: what `/activate` was typed with, which the button carries so its press activates with it. */
export function withConfirm(r: Refusal, inv: Invocation, given: GivenApproach = {}): Reply | undefined {
  if (r.code !== 'out-of-turn' && r.code !== 'turn-of-player') return undefined;
  const p = r.params as { ship: string; step: string; act: string; game: number; at: number };
  const t = stringsFor(inv.locale);
  const act = p.act;
  const label = (act === 'activate' ? t.table.confirmActivate(p.ship) : t.table.confirmDone(p.ship)).slice(0, 80);
  const fields = { game: p.game, at: p.at, step: p.step, act, ship: p.ship };
  const full = { ...fields, given: encodeGiven(act === 'activate' ? given : {}) };
  // A ship name whose characters the id escapes (`%` takes three) can leave no room for what was typed: the press then asks.
  const id = confirmTurn.fits(full) ? confirmTurn.encode(full) : confirmTurnV1.fits(fields) ? confirmTurnV1.encode(fields) : null;
  // Not even that fits: the refusal alone (the owner may type the command again when it is that ship's turn).
  if (id === null) return refusalReply(r, inv);
  return { ...refusalReply(r, inv), buttons: [[{ id, label, style: 'danger' }]] };
}
