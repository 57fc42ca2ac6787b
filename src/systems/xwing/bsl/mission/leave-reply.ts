import type { FollowUp, LeaveView } from './in-game.ts';
import type { CampaignPlayStrings } from './campaign-play.ts';

// A campaign ship leaving the play area (or staying at its edge), in words: read by the
// moves that make one leave (/ship fled, the card's jump button).

export function followText(t: CampaignPlayStrings, f: FollowUp): string[] {
  return f.withdrawing ? [t.withdrawing(f.withdrawing.ships, f.withdrawing.edge)] : [];
}

function leaveText(t: CampaignPlayStrings, v: LeaveView): string {
  if (v.kind === 'left') return t.left(v.ship.name, v.edge, v.jump, v.code, t.code(v.code));
  if (v.kind === 'decoy') return t.decoy(v.ship.name);
  return t.fleeRule(v.ship.name, t.role(v.role));
}

/** What a campaign ship leaving (or staying at the edge) did, and the AI's withdrawal it set off, one line each. */
export function leaveLines(t: CampaignPlayStrings, v: { leave: LeaveView; follow: FollowUp }): string[] {
  return [leaveText(t, v.leave), ...followText(t, v.follow)];
}
