import { userText } from '../../../../core/escape.ts';
import type { Locale } from '../../../../core/locale.ts';
import type { MissionBoard } from '../../play/mission.ts';
import { isActive, type GameState, type ShipState } from '../../play/state.ts';
import { campaignPlayStrings } from './campaign-play.ts';

// What the live tracker, `/game status` and the log add for a Big Shed League mission game
// (big-shed-league.md §5.2–§5.4, ruling C75): each solo ship's role, the tracking tokens of a
// hyperdrive-capable ship, and the ships out of play with the code the result will read
// (W/D/X/OBJ). Short marks joined with " · ", so a line fits a phone. Outside a campaign: nothing.
// The game shows them through the board the layer registers (play/mission.ts).

const inMission = (state: GameState) => state.scenario === 'campaign' && state.campaign !== undefined;

/** Tracking tokens worth a place on the tracker: some placed, or a solo ship whose role leaves by jump (§5.3, C69). */
function trackingShown(state: GameState, ship: ShipState): boolean {
  if (!ship.tracking) return false;
  if (ship.tracking.tokens > 0) return true;
  const role = ship.campaignRole;
  return ship.side === 'solo' && (role === 'evader' || role === 'withdrawing' || (role === 'runner' && state.campaign?.mission === 3));
}

/** The marks after a ship in play on the tracker: the solo ship's role, its tracking tokens where they matter. */
function trackerMarks(state: GameState, ship: ShipState, locale: Locale): string {
  if (!inMission(state) || !isActive(ship)) return '';
  const c = campaignPlayStrings(locale);
  const marks = [
    ...(ship.side === 'solo' && ship.campaignRole ? [c.role(ship.campaignRole)] : []),
    ...(ship.tracking && trackingShown(state, ship) ? [c.board.tracking(ship.tracking.tokens, ship.tracking.needed)] : []),
  ];
  return marks.map((m) => ` · ${m}`).join('');
}

/** The marks `/game status` adds to a ship's line: role, tracking tokens, damage cards, VET reroll (a ship in play). */
function statusMarks(state: GameState, ship: ShipState, locale: Locale): string[] {
  if (!inMission(state) || !isActive(ship)) return [];
  const c = campaignPlayStrings(locale);
  return [
    ...(ship.side === 'solo' && ship.campaignRole ? [`**${c.role(ship.campaignRole)}**`] : []),
    ...(ship.tracking ? [c.board.trackingWords(ship.tracking.tokens, ship.tracking.needed)] : []),
    ...(ship.damageCards ? [c.board.damageCards(ship.damageCards)] : []),
    ...(ship.vetReroll ? [c.board.vetReroll] : []),
  ];
}

/** How a ship that left counts, for `/game status` ("withdrawn **W** (A)"); null for a ship in play, destroyed, or outside a campaign. */
function exitText(state: GameState, ship: ShipState, locale: Locale): string | null {
  if (!inMission(state) || ship.status !== 'fled' || !ship.left) return null;
  const c = campaignPlayStrings(locale);
  return c.board.exit(c.code(ship.left.code), ship.left.code, ship.left.edge, ship.left.via === 'jump');
}

/** The code the result reads for a ship out of play (C63): its exit's, X if destroyed; D for a flight recorded without one (C60). */
function outCode(ship: ShipState): 'W' | 'D' | 'X' | 'OBJ' {
  return ship.status === 'destroyed' ? 'X' : (ship.left?.code ?? 'D');
}

/** The mission's field on the tracker and `/game status`: ships out of play with their codes, mission 1's markers left; null outside a campaign or with nothing to say. */
function missionField(state: GameState, locale: Locale): { name: string; value: string } | null {
  if (!inMission(state)) return null;
  const c = campaignPlayStrings(locale);
  const out = state.ships
    .filter((s) => !isActive(s))
    .map((s) => `${s.side === 'solo' ? '🤖' : '👤'} ${c.board.exit(userText(s.name), outCode(s), s.left?.edge ?? null, s.left?.via === 'jump')}`);
  const scanned = state.campaign?.mission === 1 ? state.campaign.scans.map((x) => x.marker) : null;
  const lines = [
    ...(out.length ? [out.join(' · ')] : []),
    ...(scanned ? [c.board.markers([1, 2, 3, 4, 5].filter((m) => !scanned.includes(m)))] : []),
    ...(out.length ? [`*${c.board.legend}*`] : []),
  ];
  return lines.length ? { name: c.board.outOfPlay, value: lines.join('\n') } : null;
}

/** The fleets with no ship in play in a mission game still going: it ends at this round's End Phase (C14, C74). */
function fleetsGone(state: GameState): readonly ('player' | 'solo')[] {
  if (!inMission(state) || state.ended) return [];
  return (['player', 'solo'] as const).filter((side) => !state.ships.some((s) => s.side === side && isActive(s)));
}

/** The Big Shed League's board, registered with its mission layer (rules.ts). */
export const missionBoard: MissionBoard = {
  trackerMarks,
  statusMarks,
  exitText,
  field: missionField,
  // C14, C74: a mission game with a fleet gone plays on to the End Phase only.
  endsNow(state, locale) {
    const gone = fleetsGone(state);
    if (!gone.length) return null;
    const c = campaignPlayStrings(locale);
    return { next: c.board.endsNow(gone), closeRound: c.board.closeRound };
  },
  endText: (ended, locale) => {
    const c = campaignPlayStrings(locale);
    // The campaign's round limit (C71) ends its games only: the host's words do not know what scores it.
    return ended.gone ? c.fleetGone(ended.gone, ended.round) : ended.reason === 'round-limit' ? c.roundLimit : null;
  },
};
