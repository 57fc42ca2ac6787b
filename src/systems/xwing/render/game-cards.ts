import type { Catalog } from '../catalog/catalog.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import { RULESETS } from '../engine/ruleset.ts';
import { TARGET_PRIORITY, type Weapon } from '../engine/engagement.ts';
import type { Strings } from '../strings/en.ts';
import { UPGRADE_NAMES, type Wave } from '../play/intro.ts';
import type { ArrivalView, AttackView, RoundView, ShipChangeView, StartView } from '../play/play.ts';
import { activationOrder, nextToActivate, type GameState, type ShipState } from '../play/state.ts';
import type { Card, CardField, Message } from '../../../core/message.ts';
import type { XwingNotice } from '../notices.ts';

const NEUTRAL = 0x64748b;

export function shipTitle(catalog: Catalog, ship: ShipState): string {
  const chassis = catalog.ship(ship.faction, ship.chassis);
  const pilot = chassis && ship.pilot ? catalog.pilot(chassis, ship.pilot) : undefined;
  return `${chassis?.name ?? ship.chassis}${pilot ? ` (${pilot.name}, I${pilot.initiative})` : ''}`;
}

function upgradeNames(catalog: Catalog, ids: readonly string[]): string {
  return ids.map((id) => catalog.upgrade(id)?.name ?? UPGRADE_NAMES[id] ?? id).join(', ');
}

export function shipLine(t: Strings, catalog: Catalog, ship: ShipState, ruleset: GameState['ruleset']): string {
  const parts: string[] = [];
  if (ship.side === 'solo') {
    const marker = ATTITUDE_MARKERS[ship.attitude];
    parts.push(`${t.markerColour(marker)} **${ship.name}** · ${shipTitle(catalog, ship)} · ${t.attitude(ship.attitude)}`);
  } else {
    parts.push(`👤 **${ship.name}** · ${shipTitle(catalog, ship)}${ship.owner ? ` · <@${ship.owner}>` : ''}`);
  }
  if (ship.stress) parts.push(`stress ${ship.stress}`);
  if (ship.ion) parts.push(`ion ${ship.ion}`);
  if (ship.disarm) parts.push(`disarm ${ship.disarm}`);
  if (ship.locks.length) parts.push(`lock → ${ship.locks.join(', ')}`);
  if (ship.tally && RULESETS[ruleset].tallyMarker) parts.push(`tally → ${ship.tally}`);
  if (ship.actionDamage) parts.push('Action damage card');
  if (ship.ordnanceCharges !== null) parts.push(`ordnance charges ${ship.ordnanceCharges}`);
  if (ship.upgrades.length) parts.push(upgradeNames(catalog, ship.upgrades));
  if (ship.status !== 'active') parts.push(ship.status === 'destroyed' ? '💥 destroyed' : '🏁 fled');
  else if (ship.activated) parts.push('✅ activated');
  else if (ship.pending) parts.push('⏳ waiting for an answer');
  return parts.join(' · ');
}

export function statusCard(t: Strings, catalog: Catalog, state: GameState): Card {
  const order = activationOrder(state);
  const next = nextToActivate(state);
  const fields: CardField[] = [];
  const solo = state.ships.filter((s) => s.side === 'solo');
  const players = state.ships.filter((s) => s.side === 'player');
  fields.push({
    name: `Solo ships (${solo.filter((s) => s.status === 'active').length} in play)`,
    value: solo.map((s) => shipLine(t, catalog, s, state.ruleset)).join('\n') || '—',
  });
  fields.push({
    name: `Player ships (${players.filter((s) => s.status === 'active').length} in play)`,
    value: players.map((s) => shipLine(t, catalog, s, state.ruleset)).join('\n') || 'None yet: `/join ship:<chassis>`',
  });
  if (!state.ended) {
    fields.push({
      name: 'Activation order',
      value: order.map((s) => `${s.activated ? '~~' : ''}${s.name} (I${s.initiative})${s.activated ? '~~' : ''}`).join(' → ') || '—',
    });
    fields.push({
      name: 'Next to activate',
      value: next
        ? `**${next.name}**${next.side === 'solo' ? ` — \`/activate ship:${next.name}\`` : ' (player)'}`
        : 'Everyone has activated: engage, then `/round next`.',
    });
  }
  return {
    title: `${scenarioName(state)} — round ${state.round}${state.ended ? ' (ended)' : ''}`,
    description: state.ended
      ? t.endReason(state.ended.reason)
      : `Phase: ${state.phase} · Solo Alpha ${state.ruleset} · enemy ${catalog.factionName(state.faction)}`,
    colour: NEUTRAL,
    fields,
  };
}

function scenarioName(state: GameState): string {
  return state.scenario === 'intro' ? 'Introductory scenario' : 'Custom game';
}

export function arrivalLine(t: Strings, catalog: Catalog, a: ArrivalView): string {
  const where =
    a.arrival.face === 'crit'
      ? `hyperspace marker **${a.arrival.marker}**, the side closest to the nearest player ship (or nearest the player edge if none is in play) — crit rolled`
      : `hyperspace marker **${a.arrival.marker}**, the side marked ${t.attackFace(a.arrival.face).toLowerCase()}`;
  const marker = ATTITUDE_MARKERS[a.ship.attitude];
  const ups = a.ship.upgrades.length ? ` with ${upgradeNames(catalog, a.ship.upgrades)}` : '';
  return `**${a.ship.name}** — ${shipTitle(catalog, a.ship)}${ups}: ${where}. ${t.attitude(a.ship.attitude)} ${t.markerColour(marker)}`;
}

export function startCards(t: Strings, catalog: Catalog, view: StartView): Card[] {
  const s = view.state;
  const fields: CardField[] = [];
  if (view.squad && view.suggestion) {
    fields.push({
      name: 'Set up the table',
      value: [
        "3'×3' play area. Place 2 hyperspace markers at range 3 of each other, beyond range 3 of every edge, their hit side towards the player edge.",
        'Place 6 obstacles beyond range 2 of any edge and beyond range 1 of each other and of the markers.',
        'Players are first player: player ships act before solo ships of equal initiative.',
      ].join('\n'),
    });
    const sug = view.suggestion;
    fields.push({
      name: 'Player squad',
      value: `2 × ${sug.low.ship.name}: ${sug.high.pilot.name} (I${sug.high.pilot.initiative}) and ${sug.low.pilot.name} (I${sug.low.pilot.initiative}), within range 1 of the player edge. Each player types \`/join ship:<chassis> pilot:<pilot>\`.`,
    });
    fields.push({ name: 'Solo ships placed (Balanced)', value: view.arrivals.map((a) => arrivalLine(t, catalog, a)).join('\n') });
    fields.push({
      name: 'Waves',
      value: `Round 4: 2 × ${view.squad.patrolHigh.ship.name} (${view.squad.patrolHigh.pilot.name}), or 1 of them and 1 × ${view.squad.reinforcement.ship.name} if a Patrol ship was destroyed. Round 7: ${view.squad.reinforcement.ship.name}, plus a Patrol ship if 3 or more solo ships were destroyed. I'll announce them.`,
    });
  } else {
    fields.push({ name: 'Custom game', value: 'Add solo ships with `/ship add chassis:<ship>` and player ships with `/join`.' });
  }
  return [
    {
      title: `${scenarioName(s)} vs ${catalog.factionName(s.faction)}`,
      description: `Solo Alpha ${s.ruleset} · seed \`${s.seed}\` · round 1. Activate a solo ship with \`/activate ship:<name>\`.`,
      colour: NEUTRAL,
      fields,
    },
  ];
}

const WAVE_TEXT: Record<Wave, string> = {
  'round-4-patrols': 'No Patrol ship has been destroyed: 2 Patrol ships arrive.',
  'round-4-mixed': 'A Patrol ship has been destroyed: 1 Patrol ship and 1 Reinforcement ship arrive.',
  'round-7': 'Reinforcements arrive.',
  'round-7-extra': '3 or more solo ships have been destroyed: a Reinforcement ship and an extra Patrol ship arrive.',
};

/** The bot's own message when a wave arrives. */
export function waveAnnouncement(t: Strings, catalog: Catalog, notice: Extract<XwingNotice, { t: 'wave' }>): Message {
  return {
    content: `📡 **“They're coming in!”** Round ${notice.round}`,
    cards: [
      {
        title: `Round ${notice.round}: enemy arrivals`,
        description: [WAVE_TEXT[notice.wave], ...notice.arrivals.map((a) => arrivalLine(t, catalog, a))].join('\n'),
        colour: ATTITUDE_MARKERS.offensive.rgb,
        fields: [],
        footer: 'Arriving ships are Offensive. On a crit, use the side closest to the nearest player ship.',
      },
    ],
  };
}

export function endAnnouncement(t: Strings, notice: Extract<XwingNotice, { t: 'game-over' }>): Message {
  return {
    content: `🏁 **The game is over** (round ${notice.round}).`,
    cards: [
      {
        title: 'Game over',
        description: t.endReason(notice.reason),
        colour: NEUTRAL,
        fields: [
          { name: 'Solo ships destroyed', value: String(notice.soloDestroyed), inline: true },
          { name: 'Player ships lost', value: notice.playersLost.join(', ') || 'none', inline: true },
          { name: 'Fled (pilots safe)', value: notice.playersFled.join(', ') || 'none', inline: true },
        ],
      },
    ],
  };
}

export function roundCard(t: Strings, view: RoundView): Card {
  const fields: CardField[] = [];
  fields.push({
    name: 'End Phase attitude shifts',
    value:
      view.shifts
        .map((s) => `${s.ship}: ${t.attitude(s.from)} → **${t.attitude(s.to)}** (${s.reasons.map((r) => t.endPhaseReason(r)).join('; ')})`)
        .join('\n') || 'none',
  });
  if (view.wave) fields.push({ name: 'Arrivals', value: `${view.wave.arrivals.map((a) => a.ship.name).join(', ')} (listed in the arrivals message)` });
  if (view.systemChecks.length)
    fields.push({
      name: 'System Phase',
      value: `${view.systemChecks.join(', ')}: roll 1 attack die for each enemy ship at range 0-1, or in its rear arc at range 0-2; on a hit or crit it drops its bomb or mine.`,
    });
  const next = nextToActivate(view.state);
  fields.push({ name: 'First to activate', value: next ? `${next.name} (I${next.initiative})` : '—' });
  return { title: `Round ${view.round} begins`, colour: NEUTRAL, fields };
}

export function weaponLine(w: Weapon): string {
  const name =
    w.kind === 'primary' ? `primary (${w.arc} arc)` : `${w.id} (${w.arc} arc, range ${w.minRange}-${w.maxRange}${w.requiresLock ? ', needs a lock' : ''})`;
  return `${name}, attack ${w.value}`;
}

export function attackCard(t: Strings, view: AttackView): Card {
  const fields: CardField[] = [];
  const weapons = view.weapons;
  if (weapons) {
    fields.push({ name: `${view.attacker.name}'s weapons, in order`, value: weapons.map((w, i) => `${i + 1}. ${weaponLine(w)}`).join('\n') });
    fields.push({
      name: 'Target',
      value: `${TARGET_PRIORITY.map((p, i) => `${i + 1}. ${i ? 'otherwise ' : ''}${t.targetPriority(p)}`).join('\n')}\nNo valid target: the next weapon.`,
    });
    fields.push({ name: 'Dice', value: 'Attacking: as many hits/crits as it can, rerolls first, then locks.' });
  }
  if (view.defender.side === 'solo')
    fields.push({
      name: `${view.defender.name} defending`,
      value:
        'As many evades as hits + crits, spending as little as it needs: rerolls before changes; defence-only tokens first if it has not engaged and an enemy is in its arc.',
    });
  fields.push({
    name: 'Recorded',
    value: `${view.attacker.name} attacked ${view.defender.name}: ${view.damage} damage card${view.damage === 1 ? '' : 's'}.${view.shifts.map((s) => `\n${s.ship}: ${t.attitude(s.from)} → **${t.attitude(s.to)}**`).join('')}`,
  });
  return { title: `${view.attacker.name} → ${view.defender.name}`, colour: NEUTRAL, fields };
}

export function shipChangeText(t: Strings, view: ShipChangeView): string {
  const s = view.ship;
  const c = view.change;
  switch (c.kind) {
    case 'stress':
      return `${s.name}: stress ${view.before.stress} → ${s.stress}.`;
    case 'ion':
      return `${s.name}: ion ${view.before.ion} → ${s.ion}.${s.ion > 0 && s.side === 'solo' ? ' Ionized: its next activation is the ion maneuver.' : ''}`;
    case 'charges':
      return `${s.name}: ordnance charges ${view.before.ordnanceCharges ?? 0} → ${s.ordnanceCharges}.`;
    case 'lock':
      return c.target ? `${s.name} has locked ${s.locks[0]}.` : `${s.name} has no lock.`;
    case 'tally':
      return c.target ? `${s.name}'s tally marker is on ${s.tally}.` : `${s.name} has no tally marker.`;
    case 'damage':
      return s.actionDamage
        ? `${s.name} has a faceup damage card with an Action header (a recovery condition).`
        : `${s.name} has no faceup Action damage card.`;
    case 'attitude':
      return `${s.name}: ${t.attitude(view.before.attitude)} → **${t.attitude(s.attitude)}**.`;
    case 'destroyed':
      return `💥 ${s.name} is destroyed.`;
    case 'fled':
      return view.soloFlee
        ? `Solo ships never flee: ${s.name} stops at the edge, turns 90° or 180° to face its bullseye towards the centre, and gains ${view.soloFlee.stress} stress${view.soloFlee.disarm ? ` and ${view.soloFlee.disarm} disarm` : ''}.`
        : `🏁 ${s.name} has fled${s.side === 'player' ? '; the pilot returns to base safely' : ''}.`;
  }
}
