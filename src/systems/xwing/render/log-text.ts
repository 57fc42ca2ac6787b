import type { LoggedEvent, UndoneEvent } from '../../../core/system.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { GameEvent, ShipPatch } from '../play/events.ts';
import { attitudeOfDefenseDie } from '../engine/attitude.ts';
import type { Strings } from '../strings/en.ts';
import type { MissionBoard, MissionRules } from '../play/mission.ts';
import { localeOf } from '../strings/index.ts';
import { endText, shipTitle } from './game-cards.ts';

// `/game log`: a readable account of the game, round by round, for players;
// the machine log goes alongside it without the dice generator's state.

function patchText(t: Strings, ship: string, p: ShipPatch): string {
  const w = t.log;
  const parts: string[] = [];
  if (p.status === 'destroyed') return w.destroyed(ship);
  if (p.status === 'fled') return w.flees(ship);
  if (p.stress !== undefined) parts.push(w.stress(p.stress));
  if (p.ion !== undefined) parts.push(w.ion(p.ion));
  if (p.disarm !== undefined) parts.push(w.disarm(p.disarm));
  if (p.locks !== undefined) parts.push(p.locks.length ? w.locks(p.locks.map(t.object).join(', ')) : w.noLock);
  if (p.tally !== undefined) parts.push(p.tally ? w.tally(t.object(p.tally)) : w.noTally);
  if (p.actionDamage !== undefined) parts.push(p.actionDamage ? w.actionDamage : w.noActionDamage);
  if (p.damageCards !== undefined) parts.push(w.damageCards(p.damageCards));
  if (p.offline !== undefined) parts.push(w.offline(p.offline.length));
  if (p.ordnanceCharges !== undefined) parts.push(w.ordnance(p.ordnanceCharges ?? 0));
  if (p.attitude !== undefined) parts.push(w.attitude(t.attitude(p.attitude)));
  return `${ship}${t.colon}${parts.join(', ')}.`;
}

/**
 * A player's name for the log file (a file shows `<@id>` as it is): the name they set their dials under, else the
 * ships they fly, else "a player".
 */
function playerNames(t: Strings, log: readonly LoggedEvent<GameEvent>[]): (user: string, given?: string) => string {
  const ships = new Map<string, string[]>();
  for (const l of log) {
    const e = l.event;
    if (e.t === 'ship-added' && e.ship.side === 'player' && e.ship.owner) ships.set(e.ship.owner, [...(ships.get(e.ship.owner) ?? []), e.ship.name]);
  }
  return (user, given) => given ?? (ships.has(user) ? ships.get(user)!.join(' & ') : t.log.aPlayer);
}

function line(
  t: Strings,
  board: MissionBoard | undefined,
  catalog: Catalog,
  e: GameEvent,
  round: number,
  nameOf: (user: string, given?: string) => string,
): string | null {
  const w = t.log;
  switch (e.t) {
    case 'started':
      return w.started(e.ruleset, e.scenario === 'intro', t.faction(e.faction));
    case 'ship-added':
      return e.ship.side === 'player'
        ? w.joins(e.ship.name, shipTitle(catalog, e.ship))
        : w.arrives(e.ship.name, shipTitle(catalog, e.ship), t.attitude(e.ship.attitude));
    case 'approach-pending':
      return null; // the question on the card; its answer is the activation
    case 'activated':
      // Events written before the dice and maneuver were recorded say the attitude only.
      if (!e.maneuver) return w.activates(e.ship, t.attitude(e.attitude));
      return w.activatesWith(
        e.ship,
        e.roll ? w.rolled(t.defenseFace(e.roll.defense).toLowerCase(), t.attackFace(e.roll.attack).toLowerCase()) : w.ionized,
        t.maneuver(e.maneuver),
        t.attitude(e.attitude),
      );
    case 'ship-changed':
      return patchText(t, e.ship, e.patch);
    case 'attacked':
      return w.attacks(e.attacker, e.defender, e.damage);
    case 'round-started':
      return null; // a heading of its own
    case 'ended':
      return w.over(endText(t, { reason: e.reason, round, ...(e.gone ? { gone: e.gone } : {}) }, board));
    case 'dial-set':
      return w.dials(nameOf(e.user, e.name));
    case 'pings-set':
      return w.pings(nameOf(e.user), e.on);
    case 'attitude-rolled':
      return w.attitudeRoll(e.ship, t.defenseFace(e.face).toLowerCase(), t.attitude(attitudeOfDefenseDie(e.face)));
    case 'done':
      return w.done(e.ship, e.step);
    case 'phase-opened':
      return w.phase(e.phase);
    case 'ship-removed':
      return w.leaves(e.ship);
    case 'system-checked':
      return w.system(e.ship, e.device, e.rolls.map((f) => t.attackFace(f).toLowerCase()).join(', '));
  }
}

/** The game's log as text a player reads: round headings, one line per thing that happened; commands taken back are left out. */
export function readableLog<M extends { readonly t: string } = never>(
  t: Strings,
  catalog: Catalog,
  log: readonly LoggedEvent<GameEvent | M>[],
  mission?: Pick<MissionRules<M>, 'owns' | 'logLine' | 'board'>,
): string {
  const undone = new Set(log.flatMap((l) => (l.event.t === 'undone' ? [(l.event as UndoneEvent).seq] : [])));
  const out: string[] = [t.log.round(1)];
  let round = 1;
  const nameOf = playerNames(t, log as readonly LoggedEvent<GameEvent>[]);
  for (const l of log) {
    if (l.event.t === 'undone' || undone.has(l.batch)) continue;
    if (mission?.owns(l.event)) {
      out.push(`  ${mission.logLine(l.event, localeOf(t))}`);
      continue;
    }
    const e = l.event as GameEvent;
    if (e.t === 'round-started') {
      const shifts = Object.entries(e.attitudes).map(([ship, a]) => `${ship} → ${t.attitude(a)}`);
      out.push('', shifts.length ? t.log.roundShifts(e.round, shifts.join(', ')) : t.log.round(e.round));
      round = e.round;
      continue;
    }
    const text = line(t, mission?.board, catalog, e, round, nameOf);
    if (text) out.push(`  ${text}`);
  }
  return out.join('\n') + '\n';
}

/** The damage cards each ship took in the recorded attacks (taken-back ones left out). */
export function damageTaken(log: readonly LoggedEvent<{ readonly t: string }>[]): Map<string, number> {
  const undone = new Set(log.flatMap((l) => (l.event.t === 'undone' ? [(l.event as UndoneEvent).seq] : [])));
  const damage = new Map<string, number>();
  for (const l of log) {
    const e = l.event as GameEvent;
    if (e.t === 'attacked' && !undone.has(l.batch)) damage.set(e.defender, (damage.get(e.defender) ?? 0) + e.damage);
  }
  return damage;
}

/** The machine log for a file players may open: every event, without the dice generator's state. */
export function machineLog(log: readonly LoggedEvent<{ readonly t: string }>[]): string {
  return (
    log
      .map((l) => {
        const { rng: _rng, ...event } = l.event as { readonly t: string; readonly rng?: unknown };
        return JSON.stringify({ seq: l.seq, batch: l.batch, ...event });
      })
      .join('\n') + '\n'
  );
}
