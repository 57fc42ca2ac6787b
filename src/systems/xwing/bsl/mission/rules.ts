import type { MissionLayer } from '../../play/mission.ts';
import { campaignPlayStrings } from './campaign-play.ts';
import type { Campaign } from '../model.ts';
import { missionEventStrings, missionRefusal } from '../strings/mission-events.ts';
import { missionBoard } from './board.ts';
import { activationCard, jumpChoice } from './cards.ts';
import { evolveMission, isMissionEvent, missionEventSchemas, type MissionEvent } from './events.ts';
import { afterDestroyed, carrierName, leavePlayArea, setDamageCards } from './in-game.ts';
import { followText, leaveLines } from './leave-reply.ts';
import { refuseMission } from './refusals.ts';
import { endOfEndPhase } from './round-end.ts';

/** The Big Shed League's mission part, registered with the X-Wing game once by the composition (compose.ts). */
export const bslMission: MissionLayer<MissionEvent, Campaign> = {
  eventSchemas: missionEventSchemas,
  owns: isMissionEvent,
  evolve: evolveMission,
  board: missionBoard,
  endOfEndPhase,
  // §5.2, §5.3, C25: in a mission game a ship that flees leaves by an edge (or jumps), classified by the mission's table.
  leave(current, actor, input, campaign) {
    if (current?.scenario !== 'campaign') return null;
    const d = leavePlayArea(current, actor, input, carrierName(campaign));
    return d.ok ? { ok: true, events: d.events, view: (locale) => leaveLines(campaignPlayStrings(locale), d.view) } : d;
  },
  // §6.2, §6.6: a destroyed carrier is resolved, and the AI Active withdraws.
  afterExit(before, events, campaign) {
    const f = afterDestroyed(before, events, carrierName(campaign));
    return { events: f.events, words: (locale) => followText(campaignPlayStrings(locale), f.view) };
  },
  setDamageCards(current, actor, input) {
    const d = setDamageCards(current, actor, input);
    return d.ok ? { ok: true, events: d.events, view: (locale) => [campaignPlayStrings(locale).damage(d.view.ship.name, d.view.before, input.cards)] } : d;
  },
  activationCard,
  approachChoice: jumpChoice,
  refusalText: missionRefusal,
  // C84: a mission game waiting for its result is not replaced: the result would be lost.
  gameHeld: (c) => (c.pending?.gameLinked === true && !c.pending.result ? refuseMission('mission-awaits-result') : null),
  // C86: in a mission game a ship's fate counts for the campaign, so it leaves as the table reports it.
  shipStays: (state, ship) => (state.campaign ? refuseMission('mission-ship-stays', { ship: ship.name }) : null),
  describe(e, locale) {
    const w = missionEventStrings(locale).undo;
    switch (e.t) {
      case 'ship-left':
        return w.left(e.ship);
      case 'role-changed':
        return w.role(e.ships);
      case 'marker-scanned':
        return w.scanned(e.ship, e.marker);
      case 'mine-detonated':
        return w.mine;
      case 'turbolaser-fired':
        return w.turbolaser;
      case 'tracking-token-placed':
        return w.tracking(e.ship);
      case 'vet-reroll-used':
        return w.vetReroll(e.ship);
      case 'damage-set':
        return w.damage(e.ship);
      case 'reinforcements-rolled':
        return w.reinforcements;
    }
  },
  logLine(e, locale) {
    const w = missionEventStrings(locale).log;
    switch (e.t) {
      case 'ship-left':
        return w.left(e.ship, e.left.edge, e.left.via, e.left.code);
      case 'role-changed':
        return w.role(e.ships, campaignPlayStrings(locale).role(e.role));
      case 'marker-scanned':
        return w.scanned(e.ship, e.marker);
      case 'mine-detonated':
        return w.mine(e.ships);
      case 'turbolaser-fired':
        return w.turbolaser(e.ships);
      case 'tracking-token-placed':
        return w.tracking(e.ship, e.tokens);
      case 'vet-reroll-used':
        return w.vetReroll(e.ship);
      case 'damage-set':
        return w.damage(e.ship, e.cards);
      case 'reinforcements-rolled':
        return w.reinforcements(e.rolls.map((r) => `${r.ship} ${r.face}`));
    }
  },
};
