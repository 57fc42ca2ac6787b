// The campaign's decisions (big-shed-league.md §2–§11), one file per step of the campaign,
// gathered here for the commands that run them: each takes the state and a checked input and
// returns the events that happen, or a refusal (decision.ts).

export { applied, findEntry, type Flow } from './decision.ts';
export { addCommander, createCampaign, removeCommander, type CreateInput } from './creation.ts';
export { buyEntry, buyItem, buyUpgradeFor, upgradeFits, type BuyInput, type UpgradeForInput } from './purchases.ts';
export { assignEntry, chooseLimited, chooseSupply, formSquadron, moveUpgrade, retypeSquadron, rosterProblems, setOwner, strikeSquadron } from './roster.ts';
export { aiRests, allowedMissions, chooseMission, drawMission, ready, rest, startRound } from './round-start.ts';
export { aiAssetPicks, drawSquadrons, openModeTable } from './squadron-draw.ts';
export { assetChoices, playAssets } from './asset-play.ts';
export { resolveAssets } from './asset-resolution.ts';
export { nominate, nominationCandidates } from './nomination.ts';
export { confirmResult, type Arrival, type ResultInput } from './result.ts';
export { pickAsset, promote, recoverMia, takeElite } from './post-game-choices.ts';
export { closePostGame } from './post-game-close.ts';
export { reinforce, type ReinforceInput } from './escalation.ts';
