import type { ButtonSpec, CardField, Message } from '../../../core/message.ts';
import { escapeMarkdown } from '../../../core/escape.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { isActive, type GameState, type ShipState } from '../play/state.ts';
import { currentTurn, playerOwners, shipUp, unfinished, type Turn } from '../play/turn-order.ts';
import type { Strings } from '../strings/en.ts';

// The live tracker (issue 12; Avrae's initiative summary is the model): one message per
// game, edited in place, that shows the phase, the order, who is done and who is next,
// with the buttons for the next step. It never pings: an edit notifies nobody, and the
// turn is handed on by the reply that moves it (turnPing).

const NEUTRAL = 0x64748b;

const PHASE_TITLE: Record<GameState['phase'], string> = {
  planning: 'Planning Phase',
  activation: 'Activation Phase',
  engagement: 'Engagement Phase',
  end: 'End Phase',
  ended: 'Game over',
};

/** A ship in the order, marked done (✅), up (▶️) or waiting (▫️). */
function orderLine(s: ShipState, done: boolean, up: boolean): string {
  const owner = s.side === 'player' && s.owner ? ` · <@${s.owner}>` : s.side === 'solo' ? ' · solo' : '';
  const name = escapeMarkdown(s.name);
  return `${done ? '✅' : up ? '▶️' : '▫️'} ${up ? `**${name}**` : name} · I${s.initiative}${owner}`;
}

/** What to do next, in words. */
export function nextStepText(turn: Turn, state: GameState): string {
  switch (turn.phase) {
    case 'planning':
      if (playerOwners(state).length === 0) return 'Players join with `/join`; solo ships activate with `/activate`.';
      return turn.waiting.length
        ? `Set your dials, then press **Dial set**. Waiting for ${turn.waiting.map((u) => `<@${u}>`).join(', ')}.`
        : 'Every dial is set.';
    case 'activation':
    case 'engagement': {
      const s = turn.ship;
      if (!s) return turn.phase === 'activation' ? 'Every ship has activated.' : 'Every ship has engaged.';
      const name = escapeMarkdown(s.name);
      if (turn.phase === 'activation')
        return s.side === 'solo'
          ? `**${name}** activates: press **Activate ${name}** (or \`/activate ship:${s.name}\`).`
          : `<@${s.owner}>: **${name}** moves and acts, then **Done** (or \`/done\`).`;
      return s.side === 'solo'
        ? `**${name}** attacks if it can: \`/attack attacker:${s.name}\` shows its weapon and target; **Done** if it does not attack.`
        : `<@${s.owner}>: **${name}** may attack (\`/attack\`), then **Done**.`;
    }
    case 'end':
      return 'Every ship has engaged: press **Start round ' + (state.round + 1) + '** for the End Phase shifts and the next round.';
    case 'ended':
      return 'The game is over: `/game status` shows how it ended.';
  }
}

function buttons(turn: Turn, state: GameState, gameId: number): ButtonSpec[][] {
  switch (turn.phase) {
    case 'planning':
      return playerOwners(state).length ? [[{ id: `turn:dial:${gameId}:${state.round}`, label: 'Dial set', style: 'primary' }]] : [];
    case 'activation':
    case 'engagement': {
      const s = turn.ship;
      if (!s) return [];
      if (turn.phase === 'activation' && s.side === 'solo')
        return [[{ id: `turn:act:${gameId}:${s.name}`, label: `Activate ${s.name}`.slice(0, 80), style: 'primary' }]];
      return [[{ id: `turn:done:${gameId}:${turn.phase}:${s.name}`, label: `Done: ${s.name}`.slice(0, 80), style: 'success' }]];
    }
    case 'end':
      return [[{ id: `round:next:${gameId}:${state.round}`, label: `Start round ${state.round + 1}`, style: 'primary' }]];
    case 'ended':
      return [];
  }
}

export function trackerMessage(t: Strings, _catalog: Catalog, state: GameState, gameId: number): Message {
  const turn = currentTurn(state);
  const fields: CardField[] = [];
  if (turn.phase === 'activation' || turn.phase === 'engagement') {
    const done = (s: ShipState) => (turn.phase === 'activation' ? s.activated : s.engaged);
    fields.push({
      name: turn.phase === 'activation' ? 'Activation order (initiative ascending)' : 'Engagement order (initiative descending)',
      value: turn.order.map((s) => orderLine(s, done(s), s === turn.ship)).join('\n') || '—',
    });
  } else if (!state.ended) {
    const left = unfinished(state);
    const ships = state.ships.filter(isActive);
    fields.push({
      name: 'Ships in play',
      value:
        ships
          .map(
            (s) => `${s.side === 'solo' ? '🤖' : '👤'} ${escapeMarkdown(s.name)} · I${s.initiative}${s.side === 'solo' ? ` · ${t.attitude(s.attitude)}` : ''}`,
          )
          .join('\n') || '—',
    });
    if (turn.phase === 'end' && (left.activation.length || left.engagement.length))
      fields.push({ name: 'Not done', value: [...new Set([...left.activation, ...left.engagement])].map(escapeMarkdown).join(', ') });
  }
  fields.push({ name: 'Next', value: nextStepText(turn, state) });
  return {
    cards: [
      {
        title: `Round ${state.round} · ${PHASE_TITLE[state.phase]}`,
        colour: NEUTRAL,
        fields,
        footer: 'This message follows the game: it is edited after every change.',
      },
    ],
    buttons: buttons(turn, state, gameId),
  };
}

/**
 * The line that hands the turn to a player: this change (from `before`) made their ship
 * the one to activate, and someone else made it. It pings that player (and only them).
 * Only Activation turns ping (ruling R43): that is when a player must move their model;
 * the Engagement order is on the tracker, so a round pings each player once per ship.
 */
export function turnPing(before: GameState | null, state: GameState, actorId: string): { readonly content: string; readonly pings: readonly string[] } | null {
  const s = state.phase === 'activation' ? shipUp(state) : null;
  if (!s || s.side !== 'player' || !s.owner || s.owner === actorId) return null;
  const was = before ? shipUp(before) : null;
  if (before && before.round === state.round && before.phase === state.phase && was?.name === s.name) return null;
  return { content: `🎯 <@${s.owner}>: **${escapeMarkdown(s.name)}** is up (I${s.initiative}): move and act, then **Done**.`, pings: [s.owner] };
}
