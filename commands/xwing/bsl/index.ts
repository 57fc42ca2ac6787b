import { campaignMoves } from './campaign.ts';
import { missionMoves } from './mission.ts';

// The Big Shed League's moves: /mission for the reports a mission game owes, and /campaign.
// Their words sit with X-Wing's commands' (/mission) and the campaign's strings (/campaign).

export { campaignMoves, missionMoves };
