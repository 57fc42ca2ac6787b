import type { LoggedEvent } from '../../../core/system.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { GameEvent, ShipPatch } from '../play/events.ts';
import type { Strings } from '../strings/en.ts';
import { campaignPlayEn } from '../strings/campaign-play.ts';
import { shipTitle } from './game-cards.ts';

// `/game log` (issue 12): a readable account of the game, round by round, for players;
// the machine log goes alongside it without the dice generator's state.

function patchText(t: Strings, ship: string, p: ShipPatch): string {
  const parts: string[] = [];
  if (p.status === 'destroyed') return `💥 ${ship} is destroyed.`;
  if (p.status === 'fled') return `🏁 ${ship} flees.`;
  if (p.stress !== undefined) parts.push(`stress ${p.stress}`);
  if (p.ion !== undefined) parts.push(`ion ${p.ion}`);
  if (p.disarm !== undefined) parts.push(`disarm ${p.disarm}`);
  if (p.locks !== undefined) parts.push(p.locks.length ? `locks ${p.locks.join(', ')}` : 'no lock');
  if (p.tally !== undefined) parts.push(p.tally ? `tally marker on ${p.tally}` : 'no tally marker');
  if (p.actionDamage !== undefined) parts.push(p.actionDamage ? 'a faceup Action damage card' : 'no Action damage card');
  if (p.ordnanceCharges !== undefined) parts.push(`ordnance charges ${p.ordnanceCharges ?? 0}`);
  if (p.attitude !== undefined) parts.push(`attitude ${t.attitude(p.attitude)}`);
  return `${ship}: ${parts.join(', ')}.`;
}

function line(t: Strings, catalog: Catalog, e: GameEvent): string | null {
  switch (e.t) {
    case 'started':
      return `Game started: Solo Alpha ${e.ruleset}, ${e.scenario === 'intro' ? 'introductory scenario' : 'custom game'} against ${catalog.factionName(e.faction)}.`;
    case 'ship-added':
      return `${e.ship.name} (${shipTitle(catalog, e.ship)}) ${e.ship.side === 'player' ? 'joins the players' : `arrives, ${t.attitude(e.ship.attitude)}`}.`;
    case 'approach-pending':
      return null; // the question on the card; its answer is the activation
    case 'activated':
      return `${e.ship} activates: ${t.attitude(e.attitude)}.`;
    case 'ship-changed':
      return patchText(t, e.ship, e.patch);
    case 'attacked':
      return `${e.attacker} attacks ${e.defender}: ${e.damage} damage card${e.damage === 1 ? '' : 's'}.`;
    case 'round-started':
      return null; // a heading of its own
    case 'ended':
      return `🏁 Game over: ${t.endReason(e.reason)}`;
    case 'dial-set':
      return `<@${e.user}> has set their dials.`;
    case 'done':
      return `${e.ship} is done (${e.step}).`;
    case 'phase-opened':
      return `— ${e.phase === 'end' ? 'End' : e.phase === 'activation' ? 'Activation' : 'Engagement'} Phase —`;
    case 'ship-removed':
      return `${e.ship} leaves the game.`;
    case 'system-checked':
      return `System Phase: ${e.ship} rolls for its ${e.device}: ${e.rolls.join(', ') || 'no die'}.`;
    // A Big Shed League mission game (big-shed-league.md §5.4).
    case 'ship-left':
      return campaignPlayEn.log.left(e.ship, e.left.edge, e.left.via, e.left.code);
    case 'role-changed':
      return campaignPlayEn.log.role(e.ships, campaignPlayEn.role(e.role));
    case 'marker-scanned':
      return campaignPlayEn.log.scanned(e.ship, e.marker);
    case 'mine-detonated':
      return campaignPlayEn.log.mine(e.ships);
    case 'turbolaser-fired':
      return campaignPlayEn.log.turbolaser(e.ships);
    case 'tracking-token-placed':
      return campaignPlayEn.log.tracking(e.ship, e.tokens);
    case 'vet-reroll-used':
      return campaignPlayEn.log.vetReroll(e.ship);
    case 'damage-set':
      return campaignPlayEn.log.damage(e.ship, e.cards);
    case 'reinforcements-rolled':
      return campaignPlayEn.log.reinforcements(e.rolls.map((r) => `${r.ship} ${r.face}`));
  }
}

/** The game's log as text a player reads: round headings, one line per thing that happened; commands taken back are left out. */
export function readableLog(t: Strings, catalog: Catalog, log: readonly LoggedEvent<GameEvent>[]): string {
  const undone = new Set(log.flatMap((l) => (l.event.t === 'undone' ? [l.event.seq] : [])));
  const out: string[] = ['Round 1'];
  for (const l of log) {
    if (l.event.t === 'undone' || undone.has(l.batch)) continue;
    const e = l.event as GameEvent;
    if (e.t === 'round-started') {
      const shifts = Object.entries(e.attitudes).map(([ship, a]) => `${ship} → ${t.attitude(a)}`);
      out.push('', `Round ${e.round}${shifts.length ? ` (End Phase shifts: ${shifts.join(', ')})` : ''}`);
      continue;
    }
    const text = line(t, catalog, e);
    if (text) out.push(`  ${text}`);
  }
  return out.join('\n') + '\n';
}

/** The machine log for a file players may open: every event, without the dice generator's state. */
export function machineLog(log: readonly LoggedEvent<GameEvent>[]): string {
  return (
    log
      .map((l) => {
        const { rng: _rng, ...event } = l.event as GameEvent & { rng?: unknown };
        return JSON.stringify({ seq: l.seq, batch: l.batch, ...event });
      })
      .join('\n') + '\n'
  );
}
