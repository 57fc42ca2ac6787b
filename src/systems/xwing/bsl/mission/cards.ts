import type { Locale } from '../../../../core/locale.ts';
import type { ButtonSpec, Card } from '../../../../core/message.ts';
import { mayJump } from '../../play/jump.ts';
import type { GameState, ShipState } from '../../play/state.ts';
import { jumpInstead, vetRerollUsed } from '../../render/button-ids.ts';
import { campaignPlayStrings } from './campaign-play.ts';
import { cardNotes } from './in-game.ts';

// What the mission part adds to a solo ship's activation card in a campaign game.

/**
 * A campaign solo ship's card shows its mission role (big-shed-league.md §5.3: every decoy runner
 * shows Runner too, C25) and, for a VET or ELITE pilot with its reroll unused, the reminder and the
 * "VET reroll used" button (§5.4, C6), bound to the stored game `gameId` and the round (R55); with no
 * stored game, no button (the reminder stays: `/mission reroll` records it).
 */
export function activationCard(
  card: Card,
  ship: ShipState,
  state: GameState | null,
  locale: Locale,
  gameId: number | null = null,
): { card: Card; buttons: ButtonSpec[] } {
  const n = cardNotes(state, ship);
  // Outside a mission game (and for a ship with nothing to say) the card stays as it is: this runs on every /activate.
  if (!n.role && !n.vetReroll && !n.trackingFirst) return { card, buttons: [] };
  const t = campaignPlayStrings(locale);
  const fields = [
    ...card.fields,
    ...(n.role ? [{ name: t.role(n.role), value: n.unscanned ? `${t.roleHint(n.role)}\n${t.unscanned(n.unscanned)}` : t.roleHint(n.role) }] : []),
    ...(n.vetReroll ? [{ name: t.vetRerollButton, value: t.vetRerollReminder(ship.name) }] : []),
    // §5.3: an Evader or Withdrawing ship with a hyperdrive first places tracking tokens.
    ...(n.trackingFirst ? [{ name: '🌀', value: t.trackingFirst(ship.name, n.trackingFirst.tokens, n.trackingFirst.needed) }] : []),
  ];
  const title = n.role ? `${card.title} · ${t.role(n.role)}` : card.title;
  const buttons: ButtonSpec[] =
    n.vetReroll && gameId !== null && state
      ? [{ id: vetRerollUsed.encode({ game: gameId, round: state.round, ship: ship.name }), label: t.vetRerollButton, style: 'secondary' }]
      : [];
  return { card: { ...card, title, fields }, buttons };
}

/** §5.3 "Jumps" (C69): a ship that may jump is asked before the dice; answering the arc means no. */
export function jumpChoice(state: GameState, ship: ShipState, pendingId: number, locale: Locale): { question: string; button: ButtonSpec } | null {
  if (!mayJump(state, ship)) return null;
  const c = campaignPlayStrings(locale);
  return {
    question: c.jumpQuestion(ship.name),
    button: { id: jumpInstead.encode({ pending: pendingId, ship: ship.name }), label: c.jumpButton, style: 'success' },
  };
}
