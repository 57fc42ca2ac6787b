import type { MissionRules } from '../../play/mission.ts';
import { campaignPlayStrings } from '../../strings/campaign-play.ts';
import { missionEventStrings } from '../strings/mission-events.ts';
import { evolveMission, isMissionEvent, missionEventSchemas, type MissionEvent } from './events.ts';

/** The Big Shed League's mission part, plugged into the X-Wing game by the composition (compose.ts). */
export const bslMission: MissionRules<MissionEvent> = {
  eventSchemas: missionEventSchemas,
  owns: isMissionEvent,
  evolve: evolveMission,
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
