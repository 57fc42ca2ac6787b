import { buttonCodec } from '../../../core/buttons.ts';
import { ATTACK_FACES, DEFENSE_FACES, type ApproachRoll, type Side } from '../engine/index.ts';
import { TALLY_POSITIONS, type TallyPosition } from '../play/tally.ts';

// The live tracker's and the round card's buttons. A tracker stays in its channel across
// restarts and deploys, so ids written before these codecs (`turn:act:12:TIE-1`) are read
// too. Each button carries what it answers: the game, and the round or step it was shown for.

const whole = (s: string | undefined): number | null => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : null);

/** "Dial set" in Planning. */
export const dialSet = buttonCodec(
  'turn-dial',
  1,
  { game: 'int', round: 'int' },
  {
    route: 'turn',
    read: ([what, game, round]) => (what === 'dial' && whole(game) !== null && whole(round) !== null ? { game: whole(game)!, round: whole(round)! } : null),
  },
);

/** "Activate TIE-1": starts a solo ship's activation (its card asks the rest). `round` -1: an old id that did not say. */
export const activateShip = buttonCodec(
  'turn-act',
  1,
  { game: 'int', round: 'int', ship: 'text' },
  {
    route: 'turn',
    read: ([what, game, ...ship]) => (what === 'act' && whole(game) !== null && ship.length ? { game: whole(game)!, round: -1, ship: ship.join(':') } : null),
  },
);

/** "Done" for a ship's Activation or Engagement turn, bound to the game and the round it was shown in (R55). */
export const shipDone = buttonCodec('turn-done', 2, { game: 'int', round: 'int', step: 'text', ship: 'text' });

/** The release before's "Done" (and the unversioned `turn:done:` ids): bound to no round, so read only to be refused as stale. */
export const shipDoneV1 = buttonCodec(
  'turn-done',
  1,
  { game: 'int', step: 'text', ship: 'text' },
  {
    route: 'turn',
    read: ([what, game, step, ...ship]) =>
      what === 'done' && whole(game) !== null && step && ship.length ? { game: whole(game)!, step, ship: ship.join(':') } : null,
  },
);

/** "Attack: TIE-1" on the tracker in the Engagement Phase: the attacker's weapon, target and defenders, with buttons. */
export const startAttack = buttonCodec('turn-atk', 1, { game: 'int', round: 'int', ship: 'text' });

/** "Start round N+1" (and the round card's confirmation), from round `round` only. */
export const nextRound = buttonCodec(
  'round-next',
  1,
  { game: 'int', round: 'int' },
  {
    route: 'round',
    read: ([what, game, round]) => (what === 'next' && whole(game) !== null && whole(round) !== null ? { game: whole(game)!, round: whole(round)! } : null),
  },
);

/** "Keep playing" on the round card that asked first. */
export const keepPlaying = buttonCodec(
  'round-keep',
  1,
  { game: 'int', round: 'int' },
  {
    route: 'round',
    read: ([what, game, round]) => (what === 'keep' && whole(game) !== null && whole(round) !== null ? { game: whole(game)!, round: whole(round)! } : null),
  },
);

/** The activation card's question: the answer for `field` of the pending approach `pending` of `ship`. */
export const answerQuestion = buttonCodec(
  'ask',
  2,
  { pending: 'int', field: 'text', value: 'text', ship: 'text' },
  {
    route: 'ask',
    read: ([pending, field, value, ...ship]) =>
      whole(pending) !== null && field && value !== undefined && ship.length ? { pending: whole(pending)!, field, value, ship: ship.join(':') } : null,
  },
);

/** The most stress, damage cards or attacks a button carries: what the typed commands take (`count`, 0–20). */
export const STRESS_MAX = 20;
const counted = { min: 0, max: STRESS_MAX } as const;

/**
 * The activation card's "red action taken": bound to the game and the round the card was shown
 * in (R55), and the stress the ship had, so a second press, a later round's or another game's
 * changes nothing.
 */
export const redActionTaken = buttonCodec('red-action', 2, { game: 'int', round: 'int', stress: counted, ship: 'text' });

/** The release before's "red action taken" (and the unversioned `redaction:` ids): bound to no game or round, so read only to be refused as stale. */
export const redActionTakenV1 = buttonCodec(
  'red-action',
  1,
  { stress: counted, ship: 'text' },
  {
    route: 'redaction',
    read: ([stress, ...ship]) =>
      whole(stress) !== null && whole(stress)! <= STRESS_MAX && ship.length ? { stress: whole(stress)!, ship: ship.join(':') } : null,
  },
);

/** A count a button carries (damage cards, attacks made), bounded as the typed commands bound it. */
export const COUNT = counted;

/**
 * A campaign ship's once-per-game VET reroll, used: bound to the game and the round its card was
 * shown in (R55), so a press in a later round or in a new game with a ship of the
 * same name changes nothing.
 */
export const vetRerollUsed = buttonCodec('vet-reroll', 2, { game: 'int', round: 'int', ship: 'text' });

/** The release before's "VET reroll used" (and the unversioned `mission:vetreroll:` ids): bound to no game, so read only to be refused as stale. */
export const vetRerollUsedV1 = buttonCodec(
  'vet-reroll',
  1,
  { ship: 'text' },
  { route: 'mission', read: ([what, ...ship]) => (what === 'vetreroll' && ship.length ? { ship: ship.join(':') } : null) },
);

/** A campaign ship that may jump does, instead of the approach its card asks about. */
export const jumpInstead = buttonCodec(
  'jump',
  1,
  { pending: 'int', ship: 'text' },
  {
    route: 'mission',
    read: ([what, pending, ...ship]) => (what === 'jump' && whole(pending) !== null && ship.length ? { pending: whole(pending)!, ship: ship.join(':') } : null),
  },
);

/** The tracker's button that opens the live table inside Discord (the Activity), for game `game`. */
export const openBoard = buttonCodec('board', 1, { game: 'int' });

/** `/game end`'s confirmation: yes or no, for game `game`. */
export const endAnswer = buttonCodec(
  'end',
  2,
  { game: 'int', answer: 'text' },
  { route: 'end', read: ([game, answer]) => (whole(game) !== null && (answer === 'yes' || answer === 'no') ? { game: whole(game)!, answer } : null) },
);

/**
 * Rulings R54, R55: the game's owner confirms a turn the table may not take alone (out of the
 * initiative order, or another player's Done): `act` is 'activate' or 'done', bound to game
 * `game` at its step `at` (any change since makes it stale).
 */
export const confirmTurn = buttonCodec('turn-sure', 2, { game: 'int', at: 'int', step: 'text', act: 'text', given: 'text', ship: 'text' });

/** The release before's confirmation: it carried nothing typed with the command, so it confirms with nothing given. */
export const confirmTurnV1 = buttonCodec('turn-sure', 1, { game: 'int', at: 'int', step: 'text', act: 'text', ship: 'text' });

/** What was typed with an `/activate` the game's owner must confirm (R54): the tally's arc, the nearest obstacle's side, the dice. */
export interface GivenApproach {
  readonly tally?: TallyPosition | undefined;
  readonly obstacle?: Side | undefined;
  readonly roll?: ApproachRoll | undefined;
}

const UNSAID = '_';
const SIDES: readonly Side[] = ['left', 'right'];
const charOf = <T>(all: readonly T[], v: T | undefined) => (v === undefined ? UNSAID : String(all.indexOf(v)));
const valueOf = <T>(all: readonly T[], c: string | undefined): T | undefined | null =>
  c === UNSAID ? undefined : c !== undefined && /^\d$/.test(c) && Number(c) < all.length ? all[Number(c)] : null;

/**
 * `given` of a confirmation, four characters whatever was typed: the arc, the obstacle's side,
 * the defense die and the attack die, each its index in its list or '_' (not given). Bullseye
 * and the obstacle on its left, no dice: "00__".
 */
export function encodeGiven(g: GivenApproach): string {
  return [charOf(TALLY_POSITIONS, g.tally), charOf(SIDES, g.obstacle), charOf(DEFENSE_FACES, g.roll?.defense), charOf(ATTACK_FACES, g.roll?.attack)].join('');
}

/** `encodeGiven` read back; null for anything it did not write (one die without the other too). */
export function decodeGiven(text: string): GivenApproach | null {
  if (text.length !== 4) return null;
  const [a, o, d, k] = [...text];
  const tally = valueOf(TALLY_POSITIONS, a);
  const obstacle = valueOf(SIDES, o);
  const defense = valueOf(DEFENSE_FACES, d);
  const attack = valueOf(ATTACK_FACES, k);
  if (tally === null || obstacle === null || defense === null || attack === null || (defense === undefined) !== (attack === undefined)) return null;
  return { tally, obstacle, roll: defense && attack ? { defense, attack } : undefined };
}
