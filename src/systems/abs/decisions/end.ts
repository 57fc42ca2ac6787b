import { isRefusal } from '../../../core/refusal.ts';
import { evolveCampaign, scoreGame, NOTE_MAX, type AbsCampaignEvent, type AbsCampaignState } from '../campaign.ts';
import { claimJump, type ClaimOutcome } from '../rules/claim.ts';
import { margin } from '../rules/margin.ts';
import { defaultMaxRevenue } from '../rules/setup.ts';
import { findContract, pendingClaims, type AbsState, type Claim, type Contract, type GameResult } from '../state.ts';
import { Batch, ok, outOfRange, playing, type AbsDecision } from './common.ts';
import { refuseAbs } from '../refusals.ts';

// The End Phase (Claim Jump), credits, and the end of the game (Margin).

export interface ClaimJumpView {
  /** The answer just given, if any. */
  readonly answered: { readonly contract: Contract; readonly claim: Claim; readonly outcome: ClaimOutcome } | null;
  /** No contract is left to ask about, or players closed Claim Jump: time for revenue. */
  readonly done: boolean;
}

/** `/abs endphase`: Claim Jump prompts for each non-exhausted contract (A24). */
export function startEndPhase(state: AbsState | null): AbsDecision<ClaimJumpView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const batch = new Batch(s);
  batch.push({ t: 'endphase-started' });
  return ok(batch.events, { answered: null, done: pendingClaims(batch.state).length === 0 });
}

export interface ClaimInput {
  readonly contract: string;
  readonly icMass: number;
  readonly friendlyMass: number;
}

/** `/abs claim`: players give both pooled sums (A24); at most one discard per contract per End Phase. */
export function answerClaim(state: AbsState | null, input: ClaimInput): AbsDecision<ClaimJumpView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  if (s.phase !== 'end') return refuseAbs('not-end', { phase: s.phase });
  if (s.claimsDone) return refuseAbs('claims-closed', {});
  const bad = outOfRange('claimMass', input.icMass, 'ic_mass') ?? outOfRange('claimMass', input.friendlyMass, 'friendly_mass');
  if (bad) return bad;
  const contract = findContract(s, input.contract);
  if (!contract) return refuseAbs('unknown-contract', { contract: input.contract, contracts: s.contracts.map((c) => c.id).join(', ') });
  if (contract.exhausted) return refuseAbs('contract-exhausted', { contract: contract.id });
  if (s.claims.some((c) => c.contract === contract.id)) return refuseAbs('claim-answered', { contract: contract.id });
  const outcome = claimJump(input.icMass, input.friendlyMass, contract.cards);
  const batch = new Batch(s);
  batch.push({
    t: 'claim-answered',
    contract: contract.id,
    icMass: input.icMass,
    friendlyMass: input.friendlyMass,
    discarded: outcome.discarded,
    cards: outcome.cards,
  });
  const claim: Claim = { contract: contract.id, icMass: input.icMass, friendlyMass: input.friendlyMass, discarded: outcome.discarded };
  return ok(batch.events, { answered: { contract: { ...contract, cards: outcome.cards }, claim, outcome }, done: pendingClaims(batch.state).length === 0 });
}

/** `/abs claim done:true`: A34, players close Claim Jump; contracts left unanswered discard nothing. */
export function closeClaims(state: AbsState | null): AbsDecision<ClaimJumpView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  if (s.phase !== 'end') return refuseAbs('not-end', { phase: s.phase });
  if (s.claimsDone) return refuseAbs('claims-closed', {});
  return ok([{ t: 'claims-done' }], { answered: null, done: true });
}

export interface CreditsView {
  readonly delta: number;
  readonly note: string | null;
  readonly total: number;
}

export interface CreditsInput {
  readonly add?: number | null;
  readonly set?: number | null;
  readonly note?: string | null;
}

/** `/abs credits`: a change as it happens (requisition, revenue), or the total. */
export function changeCredits(state: AbsState | null, input: CreditsInput): AbsDecision<CreditsView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const hasAdd = input.add !== undefined && input.add !== null;
  const hasSet = input.set !== undefined && input.set !== null;
  if (hasAdd === hasSet) return refuseAbs('credits-input', {});
  const bad = outOfRange('credits', input.add, 'add') ?? outOfRange('credits', input.set, 'set');
  if (bad) return bad;
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX) return refuseAbs('bad-note', { max: NOTE_MAX });
  const total = hasSet ? input.set! : s.credits + input.add!;
  const totalBad = outOfRange('credits', total, 'credits');
  if (totalBad) return totalBad;
  const delta = total - s.credits;
  if (delta === 0) return refuseAbs('nothing-to-change', { id: 'credits' });
  return ok([{ t: 'credits-changed', delta, note, total }], { delta, note, total });
}

export interface MarginView {
  readonly result: GameResult;
  /** The campaign update the Margin produces (A28), for the core to write with the game's events. */
  readonly campaign: { readonly events: readonly AbsCampaignEvent[]; readonly before: AbsCampaignState; readonly after: AbsCampaignState } | null;
  /** The game was attached to a campaign that is missing or already over: nothing to update. */
  readonly campaignMissing: boolean;
}

export interface EndInput {
  /** Default: the ledger's total. */
  readonly credits?: number | null;
  readonly maxRevenue?: number | null;
}

/** `/abs end`: Margin (A25, A26, A27), the campaign update (A28), phase `over`. */
export function endGame(state: AbsState | null, input: EndInput = {}, campaign: AbsCampaignState | null = null): AbsDecision<MarginView> {
  const s = playing(state);
  if (isRefusal(s)) return s;
  const bad = outOfRange('credits', input.credits) ?? outOfRange('maxRevenue', input.maxRevenue, 'max_revenue');
  if (bad) return bad;
  // A42: typed at the end, else typed at /abs new, else the Scale-5 example (A26).
  const typed = input.maxRevenue ?? s.maxRevenue;
  const maxRevenue = typed ?? defaultMaxRevenue(s.scale);
  if (maxRevenue === null) return refuseAbs('max-revenue-needed', { scale: s.scale });
  const credits = input.credits ?? s.credits;
  const result: GameResult = { ...margin(credits, maxRevenue, s.scale), source: typed !== null ? 'typed' : 'example', scale: s.scale };
  let update: MarginView['campaign'] = null;
  let campaignMissing = false;
  if (s.campaign) {
    if (campaign && campaign.status === 'active') {
      const events = scoreGame(campaign, result);
      update = { events, before: campaign, after: events.reduce<AbsCampaignState>((c, e) => evolveCampaign(c, e), campaign) };
    } else campaignMissing = true; // A43
  }
  return ok([{ t: 'ended', result }], { result, campaign: update, campaignMissing });
}
