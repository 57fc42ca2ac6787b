import { effectiveEvents } from '../../../core/log.ts';
import type { LoggedEvent } from '../../../core/system.ts';
import { tableText, type TableMarker, type TableRow, type TableSection, type TableView } from '../../../core/table-view.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import type { GameEvent } from '../play/events.ts';
import { waveArrivals } from '../play/intro.ts';
import type { MissionBoard } from '../play/mission.ts';
import { hadTurn, isActive, type GameState, type ShipState } from '../play/state.ts';
import { currentTurn } from '../play/turn-order.ts';
import type { Strings } from '../strings/en.ts';
import { localeOf } from '../strings/index.ts';
import { damageTaken } from './log-text.ts';
import { shipLine, shipTitle } from './game-cards.ts';
import { effectiveHull } from '../play/hull.ts';
import { nextStepText } from './tracker.ts';

// The live table's view of an X-Wing game (the page outside Discord): the round and phase,
// the turn order with each solo ship's attitude marker, who is done and who is next, every
// ship's hull, shields and damage, each solo ship's last activation as rolled, and the waves
// still to come. Everything here is on the tracker or /game status already: nothing hidden.

type Activated = Extract<GameEvent, { t: 'activated' }>;

function marker(t: Strings, s: ShipState): TableMarker {
  const m = ATTITUDE_MARKERS[s.attitude];
  return { colour: m.colour, shape: m.token === 'shield-charge' ? 'shield' : 'circle', name: t.live.marker(t.attitude(s.attitude), t.marker(m)) };
}

/** The last activation each solo ship made, as it was rolled (taken-back ones left out). */
function lastActivations(log: readonly LoggedEvent<{ readonly t: string }>[]): Map<string, Activated> {
  const last = new Map<string, Activated>();
  for (const { event } of effectiveEvents(log)) if (event.t === 'activated') last.set((event as Activated).ship, event as Activated);
  return last;
}

function activationLine(t: Strings, a: Activated): string {
  const parts: string[] = [];
  if (a.roll) parts.push(t.live.dice(t.defenseFace(a.roll.defense), t.attackFace(a.roll.attack)));
  if (a.maneuver) parts.push(`${t.maneuverArrow(a.maneuver)} ${t.maneuver(a.maneuver)}`);
  parts.push(t.attitude(a.attitude));
  return t.live.lastActivation(parts.join(' · '));
}

export function xwingTableView(
  t: Strings,
  catalog: Catalog,
  state: GameState,
  log: readonly LoggedEvent<{ readonly t: string }>[],
  board?: MissionBoard,
): TableView {
  const turn = currentTurn(state);
  const damage = damageTaken(log);
  const last = lastActivations(log);
  const inTurn = turn.phase === 'activation' || turn.phase === 'engagement' ? turn : null;
  const phase = inTurn?.phase ?? null;
  const shipRow = (s: ShipState): TableRow => {
    const done = phase ? hadTurn(s, phase) : false;
    const up = inTurn !== null && s === inTurn.ship;
    const mark = !isActive(s) ? 'out' : up ? 'next' : done ? 'done' : 'waiting';
    const chassis = catalog.ship(s.faction, s.chassis);
    // The page knows no names: a player's ship is shown without its owner (a lone person's sign would say nothing).
    const detail = [tableText(shipLine(t, catalog, { ...s, owner: null }, state.ruleset, state, board))];
    // The hull the table plays (R61: upgrades, a huge ship's C10 hull), as the status card shows it.
    if (chassis) detail.push(t.status.hull(effectiveHull(catalog, s) ?? chassis.hull, chassis.shields, s.damageCards ?? damage.get(s.name) ?? 0));
    const a = s.side === 'solo' ? last.get(s.name) : undefined;
    if (a) detail.push(activationLine(t, a));
    return {
      text: `${tableText(s.name)} · I${s.initiative} · ${shipTitle(catalog, s)}`,
      ...(s.side === 'solo' && state.ruleset !== 'v0.1' ? { marker: marker(t, s) } : {}),
      mark,
      markName: t.live.mark(mark),
      detail,
    };
  };
  const order = inTurn ? inTurn.order : state.ships.filter(isActive);
  const out = state.ships.filter((s) => !isActive(s));
  const sections: TableSection[] = [
    { heading: t.live.next, rows: [{ text: tableText(nextStepText(t, turn, state, board)) }] },
    {
      heading: phase === 'activation' ? t.tracker.activationOrder : phase === 'engagement' ? t.tracker.engagementOrder : t.tracker.shipsInPlay,
      rows: order.map(shipRow),
    },
  ];
  if (out.length) sections.push({ heading: t.live.outOfPlay, rows: out.map(shipRow) });
  const mission = board?.field(state, localeOf(t));
  if (mission)
    sections.push({
      heading: tableText(mission.name),
      rows: tableText(mission.value)
        .split('\n')
        .filter(Boolean)
        .map((text) => ({ text })),
    });
  const waves = state.ended ? [] : [4, 7].filter((r) => r > state.round);
  const coming = waves.flatMap((round) => {
    const w = waveArrivals(catalog, state, round);
    return w ? [{ text: t.live.wave(round, w.ships.map((s) => `${s.ship.name} (${s.pilot.name})`).join(', ')) }] : [];
  });
  if (coming.length) sections.push({ heading: t.live.waves, rows: coming });
  return {
    title: t.tracker.title(state.round, t.tracker.phase(state.phase)),
    subtitle: t.live.subtitle(t.cards.scenario(state.scenario), t.faction(state.faction)),
    sections,
  };
}
