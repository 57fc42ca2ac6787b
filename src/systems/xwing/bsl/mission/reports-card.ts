import type { Locale } from '../../../../core/locale.ts';
import type { Card } from '../../../../core/message.ts';
import type { GameState } from '../../play/state.ts';
import { campaignPlayStrings } from './campaign-play.ts';
import { reportsOwed } from './in-game.ts';

/** The reports card posted with the set-up (§5.1: "the reports the players owe"). */
export function reportsCard(state: GameState, effects: Readonly<Record<'players' | 'ai', readonly string[]>>, locale: Locale): Card {
  const t = campaignPlayStrings(locale).reports;
  const r = reportsOwed(state, effects);
  const play = state.campaign;
  const lines = [
    ...(play?.ambush ? [t.ambush(play.ambush.roll, play.ambush.edges[0], play.ambush.edges[1])] : []),
    ...(play?.flank ? [t.flank(play.flank.card, play.flank.n1.join(', '), play.flank.n2.join(', '))] : []),
    t.leave,
    t.damage,
    ...(r.scans ? [t.scans] : []),
    ...(r.mines ? [t.mines] : []),
    ...(r.turbolaser ? [t.turbolaser] : []),
    ...(r.reinforcements ? [t.reinforcements] : []),
    ...(r.hyperdrives.length ? [t.hyperdrives(r.hyperdrives.map((h) => `${h.ship} ${h.needed}`).join(', '))] : []),
    ...(r.vetRerolls.length ? [t.vetRerolls(r.vetRerolls.join(', '))] : []),
  ];
  return { title: t.title, description: lines.map((l) => `• ${l}`).join('\n'), fields: [] };
}
