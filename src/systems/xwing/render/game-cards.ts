import { userText } from '../../../core/escape.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import { RULESETS } from '../engine/ruleset.ts';
import { ION_TOKENS_TO_IONIZE, isIonized } from '../engine/tokens.ts';
import { TARGET_PRIORITY, type Weapon } from '../engine/engagement.ts';
import type { Strings } from '../strings/en.ts';
import { UPGRADE_NAMES } from '../play/intro.ts';
import { effectiveHull } from '../play/hull.ts';
import type { ArrivalView } from '../play/arrival.ts';
import type { AttackView } from '../play/attack.ts';
import type { RoundView } from '../play/round.ts';
import type { ShipChangeView } from '../play/ship-changes.ts';
import type { StartView } from '../play/game-start.ts';
import type { SystemCheck } from '../play/devices.ts';
import { byPointsField, setupFields } from './setup-card.ts';
import { activationOrder, nextToActivate, type EndReason, type FleetSide, type GameState, type ShipState } from '../play/state.ts';
import type { MissionBoard } from '../play/mission.ts';
import { localeOf } from '../strings/index.ts';
import { listFields, type Card, type CardField, type Message } from '../../../core/message.ts';
import type { XwingNotice } from '../notices.ts';

const NEUTRAL = 0x64748b;

/**
 * A lock's or tally marker's target as shown: a ship's name, or what the players named (an
 * obstacle), marked as user text, so one stored before targets were checked reads as its words (R71, R76).
 */
export function objectText(t: Strings, target: string): string {
  return userText(t.object(target));
}

export function shipTitle(catalog: Catalog, ship: ShipState): string {
  const chassis = catalog.ship(ship.faction, ship.chassis);
  const pilot = chassis && ship.pilot ? catalog.pilot(chassis, ship.pilot) : undefined;
  return `${chassis?.name ?? ship.chassis}${pilot ? ` (${pilot.name}, I${pilot.initiative})` : ''}`;
}

function upgradeNames(catalog: Catalog, ids: readonly string[]): string {
  return ids.map((id) => catalog.upgrade(id)?.name ?? UPGRADE_NAMES[id] ?? id).join(', ');
}

/** Its upgrades, each with its active charges. */
function upgradesWithCharges(catalog: Catalog, ship: ShipState): string {
  return ship.upgrades
    .map((id) => {
      const u = catalog.upgrade(id);
      const name = u?.name ?? UPGRADE_NAMES[id] ?? id;
      return u?.charges ? `${name} (${ship.charges[id] ?? u.charges}/${u.charges})` : name;
    })
    .join(', ');
}

/** A ship's line on `/game status`; with `state`, the registered mission layer's marks too (`board`). */
export function shipLine(t: Strings, catalog: Catalog, ship: ShipState, ruleset: GameState['ruleset'], state?: GameState, board?: MissionBoard): string {
  const parts: string[] = [];
  if (ship.side === 'solo' && ruleset === 'v0.1') {
    // v0.1 keeps no attitude between activations: only this round's, once it has activated.
    parts.push(`🎲 **${ship.name}** · ${shipTitle(catalog, ship)}${ship.activated ? ` · ${t.status.thisActivation(t.attitude(ship.attitude))}` : ''}`);
  } else if (ship.side === 'solo') {
    const marker = ATTITUDE_MARKERS[ship.attitude];
    parts.push(`${t.markerColour(marker)} **${ship.name}** · ${shipTitle(catalog, ship)} · ${t.attitude(ship.attitude)}`);
  } else {
    parts.push(`👤 **${userText(ship.name)}** · ${shipTitle(catalog, ship)}${ship.owner ? ` · <@${ship.owner}>` : ''}`);
  }
  if (ship.stress) parts.push(t.status.stress(ship.stress));
  if (ship.ion) parts.push(t.status.ion(ship.ion));
  if (ship.disarm) parts.push(t.status.disarm(ship.disarm));
  if (ship.locks.length) parts.push(t.status.lock(ship.locks.map((l) => objectText(t, l)).join(', ')));
  if (ship.tally && RULESETS[ruleset].tallyMarker) parts.push(t.status.tally(objectText(t, ship.tally)));
  if (ship.actionDamage) parts.push(t.status.actionDamage);
  if (ship.ordnanceCharges !== null) parts.push(t.status.ordnance(ship.ordnanceCharges));
  if (ship.upgrades.length) parts.push(upgradesWithCharges(catalog, ship));
  // A mission game (C75): the role, tracking tokens, damage cards, VET reroll; a ship that left, its code.
  if (state && board) parts.push(...board.statusMarks(state, ship, localeOf(t)));
  const exit = state && board ? board.exitText(state, ship, localeOf(t)) : null;
  if (exit) parts.push(exit);
  else if (ship.status !== 'active') parts.push(ship.status === 'destroyed' ? t.status.destroyed : t.status.fled);
  else if (ship.activated) parts.push(t.status.activated);
  else if (ship.pending) parts.push(t.status.waiting);
  return parts.join(' · ');
}

/**
 * The status board. `damage`: the damage cards each ship has taken, from the recorded attacks, for a ship whose
 * state keeps no count (a game recorded before R52's count); the ship's own count wins. `board`: the registered mission layer's marks.
 */
export function statusCard(t: Strings, catalog: Catalog, state: GameState, damage: ReadonlyMap<string, number> = new Map(), board?: MissionBoard): Card {
  const line = (s: ShipState) => {
    const ship = catalog.ship(s.faction, s.chassis);
    // R61: the hull its upgrades raise, as the ship is destroyed at.
    const hull = ship ? ` · ${t.status.hull(effectiveHull(catalog, s) ?? ship.hull, ship.shields, s.damageCards ?? damage.get(s.name) ?? 0)}` : '';
    return `${shipLine(t, catalog, s, state.ruleset, state, board)}${hull}`;
  };
  const order = activationOrder(state);
  const next = nextToActivate(state);
  const fields: CardField[] = [];
  const solo = state.ships.filter((s) => s.side === 'solo');
  const players = state.ships.filter((s) => s.side === 'player');
  // A big game's lists run past a field's 1,024 characters: continued in further fields, never cut.
  fields.push(...listFields(t.status.soloShips(solo.filter((s) => s.status === 'active').length), solo.map(line), '—'));
  fields.push(...listFields(t.status.playerShips(players.filter((s) => s.status === 'active').length), players.map(line), t.status.noPlayers));
  const mission = board?.field(state, localeOf(t));
  if (mission) fields.push(mission);
  if (!state.ended) {
    fields.push({
      name: t.status.order,
      value: order.map((s) => `${s.activated ? '~~' : ''}${userText(s.name)} (I${s.initiative})${s.activated ? '~~' : ''}`).join(' → ') || '—',
    });
    fields.push({
      name: t.status.nextToActivate,
      value: next
        ? `**${userText(next.name)}**${next.side === 'solo' ? t.status.soloNext(next.name) : t.status.player}`
        : t.status.noneToActivate(state.phase === 'end' ? 'end' : 'activation', state.round + 1),
    });
  }
  return {
    title: t.status.title(t.cards.scenario(state.scenario), state.round, state.ended !== null),
    description: state.ended ? endText(t, state.ended, board) : t.status.description(state.phase, state.ruleset, t.faction(state.faction)),
    colour: NEUTRAL,
    fields,
  };
}

/** Why the game ended: in the registered mission layer's words where it has some (a fleet gone at an End Phase, C14), else the reason. */
export function endText(
  t: Strings,
  ended: { readonly reason: EndReason; readonly round: number; readonly gone?: readonly FleetSide[] },
  board?: MissionBoard,
): string {
  return board?.endText(ended, localeOf(t)) ?? t.endReason(ended.reason);
}

export function arrivalLine(t: Strings, catalog: Catalog, a: ArrivalView, ruleset: GameState['ruleset'] = 'v0.2'): string {
  const where =
    a.arrival.face === 'crit' ? t.cards.arrivalCrit(a.arrival.marker) : t.cards.arrivalFace(a.arrival.marker, t.attackFace(a.arrival.face).toLowerCase());
  const marker = ATTITUDE_MARKERS[a.ship.attitude];
  const ups = a.ship.upgrades.length ? t.cards.withUpgrades(upgradeNames(catalog, a.ship.upgrades)) : '';
  const attitude = ruleset === 'v0.1' ? '' : ` ${t.attitude(a.ship.attitude)} ${t.markerColour(marker)}`;
  return `**${a.ship.name}** — ${shipTitle(catalog, a.ship)}${ups}${t.colon}${where}.${attitude}`;
}

export function startCards(t: Strings, catalog: Catalog, view: StartView): Card[] {
  const s = view.state;
  const fields: CardField[] = [];
  if (view.squad && view.suggestion) {
    fields.push(...setupFields(t, catalog, view));
    fields.push({
      name: t.cards.soloPlaced(s.ruleset === 'v0.1'),
      value: view.arrivals.map((a) => arrivalLine(t, catalog, a, s.ruleset)).join('\n'),
    });
    fields.push({
      name: t.cards.waves,
      value: t.cards.wavesText(view.squad.patrolHigh.ship.name, view.squad.patrolHigh.pilot.name, view.squad.reinforcement.ship.name),
    });
  } else {
    fields.push({ name: t.cards.customGame, value: t.cards.customText });
    if (view.byPoints) fields.push(byPointsField(t, view.byPoints));
  }
  return [
    {
      title: t.cards.startTitle(t.cards.scenario(s.scenario), t.faction(s.faction)),
      description: t.cards.startDescription(s.ruleset, s.seed),
      colour: NEUTRAL,
      fields,
      // Which data the game plays, pinned for its life.
      footer: t.editions.line(catalog),
    },
  ];
}

/** The bot's own message when a wave arrives. */
export function waveAnnouncement(t: Strings, catalog: Catalog, notice: Extract<XwingNotice, { t: 'wave' }>): Message {
  return {
    content: t.cards.waveContent(notice.round),
    cards: [
      {
        title: t.cards.waveTitle(notice.round),
        description: [t.cards.wave(notice.wave), ...notice.arrivals.map((a) => arrivalLine(t, catalog, a, notice.ruleset))].join('\n'),
        colour: ATTITUDE_MARKERS.offensive.rgb,
        fields: [],
        footer: t.cards.waveFooter(notice.ruleset === 'v0.1'),
      },
    ],
  };
}

export function endAnnouncement(t: Strings, notice: Extract<XwingNotice, { t: 'game-over' }>, board?: MissionBoard): Message {
  return {
    content: t.cards.overContent(notice.round),
    cards: [
      {
        title: t.cards.overTitle,
        description: endText(t, notice, board),
        colour: NEUTRAL,
        fields: [
          { name: t.cards.soloDestroyed, value: String(notice.soloDestroyed), inline: true },
          { name: t.cards.playersLost, value: notice.playersLost.join(', ') || t.cards.none, inline: true },
          { name: t.cards.playersFled, value: notice.playersFled.join(', ') || t.cards.none, inline: true },
        ],
      },
    ],
  };
}

export function roundCard(t: Strings, view: RoundView): Card {
  const fields: CardField[] = [];
  fields.push({
    name: t.table.shifts,
    value:
      view.shifts
        .map((s) => `${s.ship}${t.colon}${t.attitude(s.from)} → **${t.attitude(s.to)}** (${s.reasons.map((r) => t.endPhaseReason(r)).join('; ')})`)
        .join('\n') || t.table.none,
  });
  if (view.wave) fields.push({ name: t.table.arrivals, value: t.table.arrivalsListed(view.wave.arrivals.map((a) => a.ship.name).join(', ')) });
  if (view.disarmRemoved.length) fields.push({ name: t.table.endPhase, value: t.table.disarmRemoved(view.disarmRemoved.join(', ')) });
  if (view.systemChecks.length) fields.push({ name: t.table.systemPhase, value: systemCheckLines(t, view.systemChecks) });
  const next = nextToActivate(view.state);
  fields.push({ name: t.table.firstToActivate, value: next ? `${userText(next.name)} (I${next.initiative})` : '—' });
  return { title: t.table.roundBegins(view.round), colour: NEUTRAL, fields };
}

/** Ruling R23: ionized only with as many ion tokens as its size needs. */
function ionNote(t: Strings, s: ShipState, catalog: Catalog | undefined): string {
  const size = catalog?.ship(s.faction, s.chassis)?.size ?? 'small';
  const needed = ION_TOKENS_TO_IONIZE[size];
  if (s.ion === 0) return '';
  if (isIonized(size, s.ion)) return t.change.ionized;
  return t.change.notIonized(size, needed);
}

/**
 * The System Phase check, rolled (ruling R31): one die per enemy ship in play, read up
 * to the number of enemy ships at range 0-1 or in its rear arc at range 0-2.
 */
export function systemCheckLines(t: Strings, checks: readonly SystemCheck[]): string {
  const lines = checks.map((c) => {
    const dice = c.rolls.map((f) => t.attackFace(f)).join(', ');
    const first = c.rolls.findIndex((f) => f === 'hit' || f === 'crit');
    const verdict = first < 0 ? t.table.noDrop : first === 0 ? t.table.dropsOne(c.deviceName) : t.table.dropsMany(c.deviceName, first + 1);
    return `**${c.ship}** (${c.deviceName}): 🔴 ${dice} → ${verdict}.`;
  });
  lines.push(t.table.systemHow);
  return lines.join('\n');
}

export function weaponLine(t: Strings, w: Weapon): string {
  const arc = t.attack.arc(w.arc);
  const name = w.kind === 'primary' ? t.attack.primary(arc) : t.attack.special(w.name ?? w.id, arc, w.minRange, w.maxRange, w.requiresLock);
  return t.attack.weapon(name, w.value);
}

/** A solo attacker's "attack priority": its weapons in order, its target, how it rolls. */
export function attackerFields(t: Strings, attacker: string, weapons: readonly Weapon[]): CardField[] {
  return [
    { name: t.attack.weaponsInOrder(attacker), value: weapons.map((w, i) => `${i + 1}. ${weaponLine(t, w)}`).join('\n') },
    {
      name: t.attack.target,
      value: `${TARGET_PRIORITY.map((p, i) => `${i + 1}. ${i ? t.attack.otherwise : ''}${t.targetPriority(p)}`).join('\n')}\n${t.attack.noTarget}`,
    },
    { name: t.attack.dice, value: t.attack.diceText },
  ];
}

export function attackCard(t: Strings, view: AttackView): Card {
  const fields: CardField[] = [];
  if (view.weapons) fields.push(...attackerFields(t, userText(view.attacker.name), view.weapons));
  if (view.defender.side === 'solo') fields.push({ name: t.attack.defending(view.defender.name), value: t.attack.defendingText });
  fields.push({
    name: t.attack.recorded,
    value: `${t.attack.recordedText(userText(view.attacker.name), userText(view.defender.name), view.damage)}${view.shifts.map((s) => `\n${s.ship}${t.colon}${t.attitude(s.from)} → **${t.attitude(s.to)}**`).join('')}${
      view.destroyed && view.hull ? `\n${t.change.hullReached(userText(view.defender.name), view.cards, view.hull)}` : ''
    }`,
  });
  return { title: `${userText(view.attacker.name)} → ${userText(view.defender.name)}`, colour: NEUTRAL, fields };
}

export function shipChangeText(t: Strings, view: ShipChangeView, catalog?: Catalog): string {
  const s = view.ship;
  const c = view.change;
  const w = t.change;
  switch (c.kind) {
    case 'stress':
      return w.stress(s.name, view.before.stress, s.stress);
    case 'ion':
      return `${w.ion(s.name, view.before.ion, s.ion)}${s.side === 'solo' ? ionNote(t, s, catalog) : ''}`;
    case 'charges':
      return w.charges(s.name, view.before.ordnanceCharges ?? 0, s.ordnanceCharges);
    case 'lock':
      return c.target ? w.locked(s.name, objectText(t, s.locks[0] ?? c.target)) : w.noLock(s.name);
    case 'tally':
      return c.target ? w.tally(s.name, objectText(t, s.tally ?? c.target)) : w.noTally(s.name);
    case 'damage': {
      const lines: string[] = [];
      if (c.cards !== undefined) {
        const hull = catalog ? effectiveHull(catalog, s) : null;
        lines.push(view.destroyed && hull ? w.hullReached(s.name, s.damageCards ?? 0, hull) : w.damageCards(s.name, c.cards, s.damageCards ?? 0, hull));
      }
      if (c.actionHeader !== undefined) lines.push(s.actionDamage ? w.actionDamage(s.name) : w.noActionDamage(s.name));
      return lines.join('\n');
    }
    case 'attitude':
      return w.attitude(s.name, t.attitude(view.before.attitude), t.attitude(s.attitude));
    case 'destroyed':
      return w.destroyed(s.name);
    case 'fled':
      return view.soloFlee ? w.soloFlee(s.name, view.soloFlee.stress, view.soloFlee.disarm) : w.fled(s.name, s.side === 'player');
  }
}
