import type { Refusal } from '../../../../core/refusal.ts';
import type { BslEvent } from '../events.ts';

// The Big Shed League's words (English): refusals, what undo takes back, phase guidance.

const REFUSALS: Record<string, (p: Readonly<Record<string, string | number>>) => string> = {
  'not-commander': () => 'Only the campaign’s commanders make the team’s choices. A commander can add you with `/campaign commander user:@you`.',
  'not-now': (p) => `Not at this step (the campaign is at **${p.phase}**). \`/campaign status\` says what comes next.`,
  'unknown-chassis': (p) => `No ${p.faction} ship called “${p.chassis}”. Start typing and pick one from the list.`,
  'unknown-pilot': (p) => `No pilot “${p.pilot}” for the ${p.chassis}.`,
  'unknown-upgrade': (p) => `No upgrade “${p.upgrade}”.`,
  'upgrade-restricted': (p) => `${p.upgrade} cannot go on ${p.pilot} (its restrictions).`,
  'no-slot': (p) => `${p.pilot} has no free ${p.slot} slot for ${p.upgrade}.`,
  'limited-owned': (p) => `The fleet already owns ${p.name} (limited card, §1.8).`,
  'name-assigned': (p) => `That name already flies on ${p.ship}: outside the inventory a name is assigned only once (§1.8). Put one in the inventory first.`,
  'kia-name': (p) => `${p.name} was killed in action: a named card can never be bought again (§9).`,
  'no-squadron': (p) => `The fleet has no squadron #${p.card}. Form one with \`/campaign squadron type:standard\`.`,
  'callsign-taken': (p) => `The callsign ${p.callsign} is taken.`,
  'not-enough-fp': (p) => `That costs ${p.cost} FP; the fleet has ${p.fp}.`,
  'bound-upgrade': (p) => `${p.upgrade} is bound to its ship: buy it with the ship (\`/campaign buy … upgrades:\`).`,
  'nine-squadrons': () => 'The fleet already has 9 squadrons (cards 2–10, C16).',
  'unknown-entry': (p) => `No ship “${p.ship}” in the players’ roster (use its callsign).`,
  'roster-invalid': (p) => `The roster is not ready: ${p.problems}.`,
  'rest-two': () => 'Rest at most 2 squadrons.',
  rested: (p) => `Squadron #${p.card} is resting this round.`,
  'draw-needs': () => 'Include at least 2 squadrons, one of them STANDARD or RECON (§4).',
  'mission-not-allowed': (p) => `Mission ${p.mission} is not allowed with a ${p.type} Drawn Squadron; choose one of ${p.allowed}.`,
  'assets-two': () => 'Play at most 2 fleet assets.',
  'no-asset': (p) => `The fleet holds no asset card ${p.card}.`,
  'not-candidate': (p) => `${p.ship} cannot carry it; candidates: ${p.candidates}.`,
  'picks-needed': (p) =>
    `The fleet did not win: one pilot per squadron gains experience. Add \`picks:\` with one callsign per squadron, e.g. \`picks:2=P5 4=P11\`. Eligible: ${p.squadrons}.`,
  'no-offer': () => 'No reward asset is waiting to be picked.',
  'not-offered': (p) => `${p.asset} is not offered; pick one of ${p.offer}.`,
  'assets-full': () => 'The fleet holds 4 assets: add `replace:` (J, Q, K or A) to swap one, or decline with `asset:none` (C38).',
  'no-elite': (p) => `${p.ship} is not a winning VET who may become ELITE now.`,
  'no-promotion': (p) => `${p.ship} cannot be promoted (only non-limited EXP or VET pilots, not recovered this post-game).`,
  'no-promotion-to': (p) => `No pilot “${p.pilot}” of the same chassis with at least its printed initiative.`,
  'bound-misfit': (p) => `${p.upgrade} is bound and does not fit ${p.pilot}: promotion refused (C45).`,
  'not-mia': (p) => `${p.ship} is not missing in action.`,
  'offer-open': (p) => `First pick the reward asset (${p.assets}) with \`/campaign assets pick:\` or decline it with \`pick:none\`.`,
  'no-linked-game': () => 'This channel’s game is not the campaign’s mission game.',
  'undo-blocked': (p) => `That step cannot be undone (${p.what}).`,
  'reinforce-round': () => 'Reinforcements are declared at the start of the Planning Phase of round 2 or later (§6.5).',
  'no-choice': (p) => `No ${p.what === 'exchange' ? 'Fleet Intelligence exchange' : 'Disrupted Command swap'} is open to you this round.`,
  'bad-exchange': (p) =>
    `Fleet Intelligence exchanges one of your cards in play (not the Drawn Squadron) for one of the same type not in play and not rested; #${p.out} → #${p.inn} is not that.`,
  'hidden-now': () => 'The log holds the AI’s hidden choices for this round: export it after the game’s result.',
  'bad-ships': (p) => `I could not read ${p.what}: ${p.hint}`,
  'import-unreadable': (p) => `I could not read the file ${p.name} (at most 8 MB): attach the file \`/campaign file export\` gave you again.`,
  'import-not-json': () => 'That file is not a campaign export (not JSON): attach the `.json` file `/campaign file export` gave you.',
  'import-not-export': (p) =>
    `That file is not a campaign export (${p.where} is not what an export holds): attach the file \`/campaign file export\` gave you.`,
  'import-foreign': (p) => `That file is the log of a “${p.system}” campaign, not of a Big Shed League campaign.`,
  'import-newer': (p) =>
    `That file was written by a newer version of the bot (log version ${p.version}; this bot reads up to ${p.ours}): import it once this bot is updated.`,
  'import-bad-event': (p) => `That file’s log is damaged at event ${p.seq} (${p.problem}): export the campaign again and attach the new file.`,
  'import-not-commander': () => 'Only one of the campaign’s commanders can import it (the file keeps its commanders).',
};

export function bslRefusal(r: Refusal): string | undefined {
  return REFUSALS[r.code]?.(r.params);
}

export function describeEvent(e: BslEvent): string {
  switch (e.t) {
    case 'campaign-created':
      return 'the campaign’s creation';
    case 'entry-bought':
      return `buying ${e.entry.callsign}`;
    case 'item-bought':
      return `buying an upgrade for the inventory`;
    case 'squadron-formed':
      return `forming squadron #${e.card}`;
    case 'asset-choices':
      return 'the asset choices';
    case 'round-started':
      return `the start of round ${e.round}`;
    case 'mission-squadron-drawn':
      return 'the mission draw';
    case 'mission-chosen':
      return `choosing mission ${e.mission}`;
    case 'assets-selected':
      return 'the fleet assets';
    case 'game-linked':
      return 'creating the mission game';
    case 'result-confirmed':
      return 'the game’s result';
    default:
      return e.t.replaceAll('-', ' ');
  }
}

export const TYPE_NAMES = { recon: 'RECON', standard: 'STANDARD', epic: 'EPIC' } as const;
export const XP_NAMES = { none: '', exp: 'EXP', vet: 'VET', elite: 'ELITE' } as const;
