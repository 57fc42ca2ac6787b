import type { ButtonSpec, CardField, Message } from '../../../core/message.ts';
import { activateShip, dialSet, nextRound, openBoard, shipDone, startAttack } from './button-ids.ts';
import { userText } from '../../../core/escape.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import { hadTurn, isActive, type GameState, type ShipState } from '../play/state.ts';
import { currentTurn, playerOwners, shipUp, unfinished, type Turn } from '../play/turn-order.ts';
import { en, type Strings } from '../strings/en.ts';
import type { MissionBoard } from '../play/mission.ts';
import { localeOf } from '../strings/index.ts';

// The live tracker (Avrae's initiative summary is the model): one message per
// game, edited in place, that shows the phase, the order, who is done and who is next,
// with the buttons for the next step. It never pings: an edit notifies nobody, and the
// turn is handed on by the reply that moves it (turnPing).

const NEUTRAL = 0x64748b;

/** A solo ship's attitude as its marker's colour and name (v0.1 keeps none between activations: the word "solo"). */
function soloMarker(t: Strings, state: GameState, s: ShipState): string {
  if (state.ruleset === 'v0.1') return t.tracker.solo;
  return `${t.markerColour(ATTITUDE_MARKERS[s.attitude])} ${t.attitude(s.attitude)}`;
}

/** A ship in the order, marked done (✅), up (▶️) or waiting (▫️). */
function orderLine(t: Strings, state: GameState, s: ShipState, done: boolean, up: boolean, board: MissionBoard | undefined): string {
  // A solo ship shows its attitude marker: the token the table must see on it.
  const owner = s.side === 'player' && s.owner ? ` · <@${s.owner}>` : s.side === 'solo' ? ` · ${soloMarker(t, state, s)}` : '';
  const name = userText(s.name);
  return `${done ? '✅' : up ? '▶️' : '▫️'} ${up ? `**${name}**` : name} · I${s.initiative}${owner}${board?.trackerMarks(state, s, localeOf(t)) ?? ''}`;
}

/** What to do next, in words. `board`: the registered mission layer's (a game of its own may end at this End Phase whatever is left). */
export function nextStepText(t: Strings, turn: Turn, state: GameState, board?: MissionBoard): string {
  const w = t.tracker;
  const ends = board?.endsNow(state, localeOf(t));
  if (ends) return ends.next;
  switch (turn.phase) {
    case 'planning':
      if (playerOwners(state).length === 0) return w.noPlayers;
      return turn.waiting.length ? w.setDials(turn.waiting.map((u) => `<@${u}>`).join(', ')) : w.allDialsSet;
    case 'activation':
    case 'engagement': {
      const s = turn.ship;
      if (!s) return turn.phase === 'activation' ? w.allActivated : w.allEngaged;
      const name = userText(s.name);
      if (turn.phase === 'activation') return s.side === 'solo' ? w.soloActivates(name, s.name) : w.playerActs(s.owner ?? '', name);
      return s.side === 'solo' ? w.soloAttacks(name, s.name) : w.playerAttacks(s.owner ?? '', name);
    }
    case 'end':
      return w.endPhase(state.round + 1);
    case 'ended': {
      // A game of the mission layer that ended at its End Phase says why in its words (a fleet gone: C14).
      const why = state.ended ? board?.endText(state.ended, localeOf(t)) : null;
      return why ? `${why}\n${w.over}` : w.over;
    }
  }
}

/** The buttons for the next step: the tracker's, and those of a reply that names the next step (so its words hold where there is no tracker). */
export function nextStepButtons(t: Strings, turn: Turn, state: GameState, gameId: number, board?: MissionBoard): ButtonSpec[][] {
  const ends = board?.endsNow(state, localeOf(t));
  if (ends) return [[{ id: nextRound.encode({ game: gameId, round: state.round }), label: ends.closeRound, style: 'danger' }]];
  switch (turn.phase) {
    case 'planning':
      return playerOwners(state).length ? [[{ id: dialSet.encode({ game: gameId, round: state.round }), label: t.tracker.dialSet, style: 'primary' }]] : [];
    case 'activation':
    case 'engagement': {
      const s = turn.ship;
      if (!s) return [];
      if (turn.phase === 'activation' && s.side === 'solo')
        return [
          [{ id: activateShip.encode({ game: gameId, round: state.round, ship: s.name }), label: t.tracker.activate(s.name).slice(0, 80), style: 'primary' }],
        ];
      const done = {
        id: shipDone.encode({ game: gameId, round: state.round, step: turn.phase, ship: s.name }),
        label: t.tracker.done(s.name).slice(0, 80),
        style: 'success' as const,
      };
      // Engagement: the attack is recorded with taps (attacker, defender, damage), then Done.
      if (turn.phase === 'engagement' && s.attacks === 0)
        return [
          [{ id: startAttack.encode({ game: gameId, round: state.round, ship: s.name }), label: t.tracker.attack(s.name).slice(0, 80), style: 'danger' }, done],
        ];
      return [[done]];
    }
    case 'end':
      return [[{ id: nextRound.encode({ game: gameId, round: state.round }), label: t.tracker.startRound(state.round + 1), style: 'primary' }]];
    case 'ended':
      return [];
  }
}

/** The live tracker; `board`: the registered mission layer's marks and field; `activity`: a button opens the live table in Discord. */
export function trackerMessage(t: Strings, _catalog: Catalog, state: GameState, gameId: number, board?: MissionBoard, activity = false): Message {
  const turn = currentTurn(state);
  const fields: CardField[] = [];
  if (turn.phase === 'activation' || turn.phase === 'engagement') {
    const phase = turn.phase;
    fields.push({
      name: turn.phase === 'activation' ? t.tracker.activationOrder : t.tracker.engagementOrder,
      value: turn.order.map((s) => orderLine(t, state, s, hadTurn(s, phase), s === turn.ship, board)).join('\n') || '—',
    });
  } else if (!state.ended) {
    const left = unfinished(state);
    const ships = state.ships.filter(isActive);
    fields.push({
      name: t.tracker.shipsInPlay,
      value:
        ships
          .map(
            (s) =>
              `${s.side === 'solo' ? '🤖' : '👤'} ${userText(s.name)} · I${s.initiative}${s.side === 'solo' ? ` · ${t.attitude(s.attitude)}` : ''}${board?.trackerMarks(state, s, localeOf(t)) ?? ''}`,
          )
          .join('\n') || '—',
    });
    if (turn.phase === 'end' && (left.activation.length || left.engagement.length))
      fields.push({ name: t.tracker.notDone, value: [...new Set([...left.activation, ...left.engagement])].map(userText).join(', ') });
  }
  // A mission game (C75): the ships out of play with the code the result reads, mission 1's markers.
  const mission = board?.field(state, localeOf(t));
  if (mission) fields.push(mission);
  fields.push({ name: t.tracker.next, value: nextStepText(t, turn, state, board) });
  return {
    cards: [
      {
        title: t.tracker.title(state.round, t.tracker.phase(state.phase)),
        colour: NEUTRAL,
        fields,
        footer: t.tracker.footer,
      },
    ],
    buttons: [
      ...nextStepButtons(t, turn, state, gameId, board),
      ...(activity ? [[{ id: openBoard.encode({ game: gameId }), label: t.live.openInDiscord, style: 'secondary' as const }]] : []),
    ],
  };
}

/**
 * The line that hands the turn to players (ruling R51): this change (from `before`) opened a new round's Planning
 * Phase (every player who must set a dial), or made a player's ship the one to activate or to engage, and someone
 * else made it. It pings those players, each once, and none who turned their pings off (`/game pings off`).
 */
export function turnPing(
  before: GameState | null,
  state: GameState,
  actorId: string,
  t: Strings = en,
): { readonly content: string; readonly pings: readonly string[] } | null {
  const quiet = state.quiet ?? [];
  if (state.phase === 'planning') {
    if (!before || (before.round === state.round && before.phase === 'planning')) return null;
    const owners = playerOwners(state).filter((u) => u !== actorId && !quiet.includes(u) && !state.ready.includes(u));
    if (owners.length === 0) return null;
    return { content: t.tracker.dialsUp(owners.map((u) => `<@${u}>`).join(', '), state.round), pings: owners };
  }
  const s = shipUp(state);
  if (!s || s.side !== 'player' || !s.owner || s.owner === actorId || quiet.includes(s.owner)) return null;
  const was = before ? shipUp(before) : null;
  if (before && before.round === state.round && before.phase === state.phase && was?.name === s.name) return null;
  const name = userText(s.name);
  const content = state.phase === 'activation' ? t.tracker.up(s.owner, name, s.initiative) : t.tracker.upToEngage(s.owner, name, s.initiative);
  return { content, pings: [s.owner] };
}
