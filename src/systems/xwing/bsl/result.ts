import { refuseBsl } from './refusals.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { AI_ASSET_PRIORITY } from './data/assets.ts';
import { mission, type MissionId } from './data/missions.ts';
import { applied, type Flow, mustCommander, ok } from './decision.ts';
import type { BslEvent } from './events.ts';
import { entriesOf, newId } from './fleet-ops.ts';
import { ASSET_CARDS, type AssetId, type Campaign, type Fleet, type RosterEntry, type RoundState, type Side, type SquadronCard } from './model.ts';
import { type PostGameStep, postGameSteps, type Result } from './postgame.ts';
import { squadronFits } from './squadrons.ts';
import { entryValue } from './values.ts';
import { type ShipOutcome, verdict } from './victory.ts';

// The game's result and the post-game of both fleets (big-shed-league.md §8, §9 G1–G7), with
// the *Reinforcements* arrivals joining the roster (C37).

export interface ResultInput {
  readonly user: string;
  readonly gameId: number | null;
  /** Every linked ship's fate and damage cards, by entry id. */
  readonly ships: readonly { readonly entry: string; readonly side: Side; readonly fate: ShipOutcome['fate']; readonly damageCards: number }[];
  readonly markersLeft?: number | undefined;
  readonly conceded: boolean;
  /** Players' experience picks when they lost or drew, by squadron card. */
  readonly picks: Readonly<Partial<Record<SquadronCard, string>>>;
  /** *Reinforcements* arrivals (§7.2, C37, C72): their ship, fate, and the entry of the ship they replaced. */
  readonly arrivals?: readonly Arrival[];
  /** Equipped upgrades of the game's ships reported lost (§5.4's end form, C13), by id. */
  readonly lost?: readonly string[];
}

export interface Arrival {
  readonly side: Side;
  readonly chassis: string;
  readonly pilot: string;
  readonly fate: ShipOutcome['fate'];
  readonly replaces: string | null;
}

/**
 * C37: a surviving arrival joins the roster — a new entry with no status and no upgrades, in the
 * squadron of the ship it replaced if that squadron still fits its type with it, else in the
 * inventory; one destroyed in the game is not recorded.
 */
function arrivalsJoin(catalog: Catalog, before: Campaign, after: Campaign, arrivals: readonly Arrival[]): BslEvent[] {
  const events: BslEvent[] = [];
  let c = after;
  for (const a of arrivals) {
    if (a.fate === 'X') continue;
    const f = c.fleets[a.side];
    const replaced = before.fleets[a.side].roster.find((e) => e.id === a.replaces);
    const id = newId(f);
    const entry: RosterEntry = {
      id,
      callsign: id.toUpperCase(),
      chassis: a.chassis,
      pilot: a.pilot,
      upgrades: [],
      xp: 'none',
      mia: false,
      damaged: false,
      squadron: null,
      owner: a.side === 'players' ? (replaced?.owner ?? null) : null,
      acquired: { round: before.round, how: 'reinforcements' },
    };
    const card = replaced?.squadron ?? null;
    const type = card ? f.squadrons.find((s) => s.card === card)?.type : undefined;
    const fits = card && type && squadronFits(catalog, { ...f, roster: [...f.roster, { ...entry, squadron: card }] }, card, type, c.options);
    const e: BslEvent = { t: 'entry-bought', side: a.side, entry: { ...entry, squadron: fits ? card : null }, cost: 0 };
    events.push(e);
    c = applied(c, [e]);
  }
  return events;
}

type ShipReport = ResultInput['ships'][number];
type PicksNeeded = { readonly ok: false; readonly code: 'picks-needed'; readonly params: Record<string, string> };

/** What the verdict (§8) reads: each ship's side, fate, whether it carried the secret, and its value. */
function resultFacts(catalog: Catalog, c: Campaign, r: RoundState, input: ResultInput, ships: readonly ShipReport[]) {
  const carrier = (entry: string) => r.nominations.some((n) => n.entry === entry);
  return {
    mission: r.mission as MissionId,
    active: r.active,
    ships: [
      // C72: arrivals are worth nothing in a value victory, but a surviving one breaks an elimination (C40).
      ...(input.arrivals ?? []).map((a) => ({ side: a.side, fate: a.fate, carrier: false, value: 0 })),
      ...ships.map((s) => {
        const fleet = c.fleets[s.side];
        const entry = fleet.roster.find((e) => e.id === s.entry)!;
        return { side: s.side, fate: s.fate, carrier: carrier(s.entry), value: entryValue(catalog, fleet.faction, entry, c.options) };
      }),
    ],
    ...(input.markersLeft !== undefined ? { markersLeft: input.markersLeft } : {}),
    conceded: input.conceded,
  };
}

/** The surviving ships of each squadron that still needs the players' experience pick, "#card: callsigns; …". */
function missingPicks(f: Fleet, ships: readonly ShipReport[], cards: readonly SquadronCard[]): string {
  const waiting = (e: RosterEntry) => ships.some((x) => x.entry === e.id && x.fate !== 'X') && (e.xp === 'none' || e.xp === 'exp');
  const callsigns = (card: SquadronCard) =>
    entriesOf(f, card)
      .filter(waiting)
      .map((e) => e.callsign)
      .join(', ');
  return cards.map((card) => `#${card}: ${callsigns(card)}`).join('; ');
}

/** G1–G7 of one fleet (§9), or the squadrons whose experience pick the players still owe. */
function fleetSteps(catalog: Catalog, c: Campaign, s: Side, result: Result, ships: readonly ShipReport[], input: ResultInput): PostGameStep[] | PicksNeeded {
  const r = c.pending!;
  const f = c.fleets[s];
  const out = postGameSteps(
    catalog,
    {
      fleet: f,
      result,
      tookPart: r.draws[s].map((card) => ({ card, type: f.squadrons.find((q) => q.card === card)!.type })),
      ships: ships.filter((x) => x.side === s),
      medicalFrigate: r.effects[s].includes('medical-frigate-support'),
      capitalShip: r.effects[s].includes('capital-ship-support'),
      round: c.round,
      picks: s === 'players' ? input.picks : {},
      lost: input.lost ?? [],
    },
    c.options,
  );
  if (Array.isArray(out)) return out;
  return { ok: false, code: 'picks-needed', params: { squadrons: missingPicks(f, ships, out.missingPicks) } };
}

/** After the steps: Additional Supplies munitions back to the inventory, arrivals joining, the winner's reward asset (G3). */
function afterSteps(catalog: Catalog, c: Campaign, input: ResultInput, winner: Side | null, reward: readonly AssetId[] | null, events: BslEvent[]): void {
  const r = c.pending!;
  // Additional Supplies munitions go to the inventory after the game, unless lost with their ship (§7.2).
  const stepped = applied(c, events);
  for (const x of r.supplies)
    if (stepped.fleets[x.side].roster.some((e) => e.id === x.entry && e.upgrades.some((u) => u.id === x.id)))
      events.push({ t: 'upgrade-moved', side: x.side, upgrade: x.id, to: null, slot: x.slot });
  events.push(...arrivalsJoin(catalog, c, applied(c, events), input.arrivals ?? []));
  // G3: the winner's reward asset, if its condition holds.
  if (!winner || !reward) return;
  if (winner === 'ai') {
    const best = [...reward].sort((a, b) => AI_ASSET_PRIORITY.indexOf(a) - AI_ASSET_PRIORITY.indexOf(b))[0]!;
    events.push(aiGains(applied(c, events).fleets.ai, best));
  } else events.push({ t: 'asset-offered', assets: [...reward] });
}

/** The game's result (§8) and the post-game G1–G7 of both fleets (§9); G3 offers the players their reward. */
export function confirmResult(catalog: Catalog, c: Campaign, input: ResultInput): Flow | PicksNeeded {
  const no = mustCommander(c, input.user);
  if (no) return no;
  const r = c.pending;
  if (c.phase !== 'game' || !r || !r.gameLinked) return refuseBsl('not-now', { phase: c.phase });
  const o = c.options;
  // §5.4: only an upgrade on one of the game's ships can be lost in it.
  const onShips = r.ships.flatMap((x) => c.fleets[x.side].roster.find((e) => e.id === x.entry)?.upgrades.map((u) => u.id) ?? []);
  const unknown = (input.lost ?? []).find((id) => !onShips.includes(id));
  if (unknown !== undefined) return refuseBsl('bad-lost', { what: unknown, upgrades: onShips.join(', ') || '—' });
  // C26: the players' ships in play when they concede count as destroyed.
  const ships = input.ships.map((s) => (input.conceded && s.side === 'players' && s.fate === 'in-play' ? { ...s, fate: 'X' as const } : s));
  const facts = resultFacts(catalog, c, r, input, ships);
  const v = verdict(facts, o);
  const resultOf = (s: Side): Result => (v.winner === null ? 'draw' : v.winner === s ? 'V' : 'D');
  // Open mode offers no reward asset (§6.7): a mission with no rewards allows none.
  const rewards = (s: Side) => (s === r.active ? mission(r.mission!).rewards.active : mission(r.mission!).rewards.opposing);
  // §6.1: the Active Fleet wins *Scouted Area* only with all 5 markers scanned (a concession counts every condition met, C26).
  const scoutedAll = r.mission !== 1 || v.winner !== r.active || input.conceded || input.markersLeft === 0;
  const assetAllowed = v.assetAllowed && v.winner !== null && rewards(v.winner).length > 0 && scoutedAll;
  const events: BslEvent[] = [{ t: 'result-confirmed', gameId: input.gameId, ships, conceded: input.conceded, winner: v.winner, assetAllowed, diff: v.diff }];
  const steps: PostGameStep[] = [];
  for (const s of ['players', 'ai'] as const) {
    const out = fleetSteps(catalog, c, s, resultOf(s), ships, input);
    if (!Array.isArray(out)) return out;
    steps.push(...out);
  }
  const gained = (s: Side) => steps.reduce((n, x) => n + (x.t === 'fp-awarded' && x.side === s ? x.amount : 0), 0);
  const lossOf = (s: Side) => facts.ships.filter((x) => x.side === s && (x.fate === 'X' || x.fate === 'D')).reduce((n, x) => n + x.value, 0);
  events.push({
    t: 'history-recorded',
    entry: {
      round: c.round,
      mission: r.mission,
      active: r.active,
      result: { players: resultOf('players'), ai: resultOf('ai') },
      lossesNorm: { players: lossOf('players'), ai: (lossOf('ai') * 100) / o.aiStrengthPct },
      fpGained: { players: gained('players'), ai: gained('ai') },
      assetsGained: [],
      gameId: input.gameId,
    },
  });
  events.push(...steps.map((step) => ({ t: 'post-game-step' as const, step })));
  afterSteps(catalog, c, input, v.winner, v.winner && assetAllowed ? rewards(v.winner) : null, events);
  return ok(events);
}

/** The AI gains a reward asset; with 4 held it discards its lowest-priority one (C38). */
function aiGains(ai: Fleet, asset: AssetId): BslEvent {
  const free = ASSET_CARDS.find((k) => !ai.assets.some((a) => a.card === k));
  if (free) return { t: 'asset-gained', side: 'ai', asset, card: free, replaced: null };
  const worst = [...ai.assets].sort((a, b) => AI_ASSET_PRIORITY.indexOf(b.asset) - AI_ASSET_PRIORITY.indexOf(a.asset))[0]!;
  if (AI_ASSET_PRIORITY.indexOf(worst.asset) < AI_ASSET_PRIORITY.indexOf(asset)) return { t: 'asset-declined', side: 'ai', asset };
  return { t: 'asset-gained', side: 'ai', asset, card: worst.card, replaced: worst.card };
}
