import { SeededRandom, seedRng } from '../../../core/random.ts';
import { startingCharges } from '../play/devices.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { GameEvent } from '../play/events.ts';
import { FRESH_SHIP, type ShipState } from '../play/state.ts';
import { mission, type MissionId } from './data/missions.ts';
import type { BslEvent } from './events.ts';
import { SQUADRON_LIMITED } from './data/hyperdrive.ts';
import { entriesOf } from './fleet-ops.ts';
import type { Campaign, LinkedShip, Note, RosterEntry, Side, SquadronCard } from './model.ts';
import { soloRoles, type SoloAssignment } from './roles.ts';
import { effectiveInitiative, hull, hyperdriveCapable, resolve, squadronValue, startingDamage, trackingTokensNeeded } from './values.ts';

// P10 (big-shed-league.md §5.1): the mission becomes the channel's Solo Alpha game. Player ships
// are the players' drawn pilots with their experience; solo ships are the AI's, with their role
// and start attitude. The game is a 'campaign' game (the mission, the Active side and the first
// player, C24) whose ships carry the roster's callsigns, so `/campaign result` can read every
// ship's fate back from it, and their role, hyperdrive tracking count and VET reroll (§5.3, §5.4).

export interface SetupShip {
  readonly side: Side;
  readonly entry: RosterEntry;
  readonly initiative: number;
  readonly facedownDamage: number;
  readonly role: SoloAssignment | null;
  readonly atStart: boolean;
  /** C96: its Squadron Limited upgrades flipped for this game (past the fleet's limit). */
  readonly flipped: readonly string[];
}

/**
 * Ruling C96 (§1.8, C12): in one game a fleet uses at most `limited` copies of a Squadron Limited
 * upgrade; the others are flipped. The copies used go to the ships in play first (`groups`, in the
 * order they come into the game: an Escalating game's later cards after), and within a group to
 * the ships with the highest effective initiative, then in roster order (the AI's rule). The
 * players' ships they picked (C98, the latest pick first) come before the others of their group.
 */
export function squadronLimitedFlips(catalog: Catalog, c: Campaign, side: Side, groups: readonly (readonly RosterEntry[])[]): Map<string, string[]> {
  const f = c.fleets[side];
  const index = new Map(f.roster.map((e, i) => [e.id, i]));
  const picks = side === 'players' ? (c.pending?.limitedPicks ?? []) : [];
  // Not picked: after every pick.
  const picked = (id: string) => (picks.includes(id) ? picks.indexOf(id) : picks.length);
  const order = groups.flatMap((g) =>
    g
      .map((e) => ({ e, init: effectiveInitiative(resolve(catalog, f.faction, e), e.xp) }))
      .sort((a, b) => picked(a.e.id) - picked(b.e.id) || b.init - a.init || (index.get(a.e.id) ?? 0) - (index.get(b.e.id) ?? 0)),
  );
  const used = new Map<string, number>();
  const flips = new Map<string, string[]>();
  for (const { e } of order)
    for (const u of e.upgrades) {
      if (!SQUADRON_LIMITED.includes(u.upgrade)) continue;
      const limit = Math.max(1, catalog.upgrade(u.upgrade)?.limited ?? 1);
      const n = (used.get(u.upgrade) ?? 0) + 1;
      used.set(u.upgrade, n);
      if (n > limit) flips.set(e.id, [...(flips.get(e.id) ?? []), u.upgrade]);
    }
  return flips;
}

/** The entries of each card a fleet plays this game, not MIA (§5.1), card by card in the order drawn. */
const playedGroups = (c: Campaign, side: Side, cards: readonly SquadronCard[]): RosterEntry[][] =>
  cards.map((card) => entriesOf(c.fleets[side], card).filter((e) => !e.mia));

export interface GameSetup {
  readonly mission: MissionId;
  readonly firstPlayer: Side;
  readonly ships: readonly SetupShip[];
  readonly notes: readonly Note[];
}

/** The ships that deploy, in roster order: not MIA; in Escalating only each side's first squadron at start (§5.1). */
export function gameSetup(catalog: Catalog, c: Campaign): GameSetup {
  const r = c.pending!;
  const m = mission(r.mission!);
  const ships: SetupShip[] = [];
  const flippedNotes: Note[] = [];
  for (const side of ['players', 'ai'] as const) {
    const f = c.fleets[side];
    const cards = r.draws[side];
    const deployed = cards.flatMap((card) => entriesOf(f, card)).filter((e) => !e.mia);
    const recon = cards.filter((card) => f.squadrons.find((s) => s.card === card)?.type === 'recon');
    const roles = side === 'ai' ? soloRoles(catalog, f, m.id, r.active === 'ai', deployed, recon) : [];
    // Escalating: the first card is in play first, the others come card by card.
    const flips = squadronLimitedFlips(catalog, c, side, m.escalating ? playedGroups(c, side, cards) : [deployed]);
    for (const e of deployed) {
      const res = resolve(catalog, f.faction, e);
      const sabotaged = r.sabotaged.includes(e.id);
      ships.push({
        side,
        entry: e,
        initiative: effectiveInitiative(res, e.xp),
        facedownDamage: sabotaged ? Math.floor(hull(catalog, res, e) / 2) : startingDamage(catalog, res, e),
        role: roles.find((x) => x.entry === e.id) ?? null,
        atStart: !m.escalating || e.squadron === cards[0],
        flipped: flips.get(e.id) ?? [],
      });
      for (const u of flips.get(e.id) ?? []) flippedNotes.push({ k: 'flipped', side, ship: e.callsign, upgrade: u });
    }
  }
  const notes: Note[] = [...r.notes];
  for (const side of ['players', 'ai'] as const) for (const a of r.effects[side]) notes.push({ k: 'effect', side, asset: a });
  notes.push(...flippedNotes);
  return { mission: m.id, firstPlayer: r.active, ships, notes };
}

const toGameSide = (s: Side): 'player' | 'solo' => (s === 'players' ? 'player' : 'solo');

const EDGES = ['E1', 'E2', 'E3', 'E4'] as const;
/** The two edges meeting at corner `roll` (1: E1/E2, 2: E2/E3, 3: E3/E4, 4: E4/E1). */
export const ambushEdges = (roll: number): { roll: number; edges: [string, string] } => ({ roll, edges: [EDGES[roll - 1]!, EDGES[roll % 4]!] });

/** Blockade, AI Opposing (§2.5, §6.6): the lowest-value squadron (ties: the lower card) flanks, its ships alternately N1, N2; none with a single squadron. */
export function flankSquadron(catalog: Catalog, c: Campaign): { card: string; n1: string[]; n2: string[] } | null {
  const ai = c.fleets.ai;
  const cards = c.pending!.draws.ai;
  if (cards.length < 2) return null;
  const value = (card: SquadronCard) => squadronValue(catalog, ai, card, c.options);
  const card = [...cards].sort((a, b) => value(a) - value(b) || Number(a) - Number(b))[0]!;
  const ships = entriesOf(ai, card).filter((e) => !e.mia);
  return { card, n1: ships.filter((_, i) => i % 2 === 0).map((e) => e.callsign), n2: ships.filter((_, i) => i % 2 === 1).map((e) => e.callsign) };
}

function shipState(catalog: Catalog, c: Campaign, s: SetupShip): ShipState {
  const f = c.fleets[s.side];
  const res = resolve(catalog, f.faction, s.entry);
  // C96: a flipped Squadron Limited copy is not used this game.
  const upgrades = s.entry.upgrades.map((u) => u.upgrade).filter((u) => !s.flipped.includes(u));
  const shortage = s.entry.squadron !== null && c.pending!.shortage.includes(s.entry.squadron);
  const ordnance = upgrades.map((u) => catalog.upgrade(u)).filter((u) => u && ['Torpedo', 'Missile', 'Device'].includes(u.slot));
  // §5.3: a runner's tally marker starts on its target point (under v0.1, a lock on it).
  const aim = s.role?.role === 'runner' && s.role.tally ? s.role.tally : null;
  // C6: non-limited VET and ELITE pilots reroll once per game.
  const reroll = res.pilot.limited === 0 && (s.entry.xp === 'vet' || s.entry.xp === 'elite');
  return {
    name: s.entry.callsign,
    side: s.side === 'players' ? 'player' : 'solo',
    role: s.side === 'players' ? 'player' : 'custom',
    owner: s.side === 'players' ? s.entry.owner : null,
    faction: f.faction,
    chassis: res.ship.id,
    pilot: res.pilot.id,
    initiative: s.initiative,
    attitude: s.role?.attitude ?? 'balanced',
    ...FRESH_SHIP,
    locks: aim && c.options.ruleset === 'v0.1' ? [aim] : [],
    tally: aim && c.options.ruleset !== 'v0.1' ? aim : null,
    upgrades,
    // Supply Shortage: no ordnance this game (§5.1).
    ordnanceCharges: shortage || ordnance.length === 0 ? null : ordnance.reduce((n, u) => n + (u?.charges ?? 0), 0),
    charges: Object.fromEntries(
      Object.entries(startingCharges(catalog, upgrades)).map(([id, n]) => [id, shortage && ordnance.some((u) => u?.id === id) ? 0 : n]),
    ),
    ...(s.role ? { campaignRole: s.role.role } : {}),
    ...(hyperdriveCapable(f.faction, s.entry, c.options) ? { tracking: { tokens: 0, needed: trackingTokensNeeded(catalog, res, s.entry) } } : {}),
    ...(reroll ? { vetReroll: true } : {}),
    damageCards: s.facedownDamage,
  };
}

/** The game's events (a 'campaign' game with every ship at start) and the campaign's link to it. */
export function createMissionGame(
  catalog: Catalog,
  c: Campaign,
  where: { channelId: string; guildId: string | null; owner: string },
): { game: GameEvent[]; campaign: BslEvent[]; setup: GameSetup } {
  const setup = gameSetup(catalog, c);
  const seed = `${c.seed}/round-${c.round}`;
  const rng = new SeededRandom(seedRng(seed));
  // §2.5 Ambush, AI Active: two adjacent edges, a d4 for the corner between them (on the game's dice).
  const ambush = setup.mission === 5 && c.pending!.active === 'ai' ? ambushEdges(rng.below(4) + 1) : null;
  const flank = setup.mission === 7 && c.pending!.active === 'players' ? flankSquadron(catalog, c) : null;
  const reinforced = (['players', 'ai'] as const).filter((s) => c.pending!.effects[s].includes('reinforcements')).map(toGameSide);
  const game: GameEvent[] = [
    {
      t: 'started',
      channelId: where.channelId,
      guildId: where.guildId,
      owner: where.owner,
      ruleset: c.options.ruleset,
      scenario: 'campaign',
      faction: c.fleets.ai.faction,
      playerFaction: c.fleets.players.faction,
      // The campaign's edition: the catalogue it plays with.
      edition: catalog.pin,
      // C24: the Active Fleet is first player; the engine reads it on equal initiative.
      campaign: {
        mission: setup.mission,
        active: toGameSide(c.pending!.active),
        firstPlayer: toGameSide(setup.firstPlayer),
        scans: [],
        ...(c.options.roundLimit > 0 ? { roundLimit: c.options.roundLimit } : {}),
        // §7.2: the sides whose Reinforcements asset is in effect roll at the end of each End Phase.
        ...(reinforced.length ? { reinforcements: reinforced } : {}),
        ...(ambush ? { ambush } : {}),
        ...(flank ? { flank } : {}),
      },
      seed,
      rng: rng.state,
    },
  ];
  const linked: LinkedShip[] = [];
  for (const s of setup.ships) {
    if (!s.atStart) continue;
    game.push({ t: 'ship-added', ship: shipState(catalog, c, s) });
    linked.push({ name: s.entry.callsign, entry: s.entry.id, side: s.side });
  }
  return { game, campaign: [{ t: 'game-linked', ships: linked }], setup };
}

/** Escalating Engagement (§6.5): a drawn reinforcement card's ships join the game touching their edge; solo arrivals are Offensive. */
export function reinforcementShips(catalog: Catalog, c: Campaign, side: Side, card: SquadronCard): { game: GameEvent[]; linked: LinkedShip[] } {
  const f = c.fleets[side];
  const game: GameEvent[] = [];
  const linked: LinkedShip[] = [];
  const drawn = c.pending!.draws[side];
  const flips = squadronLimitedFlips(catalog, c, side, playedGroups(c, side, drawn.includes(card) ? drawn : [...drawn, card]));
  for (const e of entriesOf(f, card).filter((x) => !x.mia)) {
    const res = resolve(catalog, f.faction, e);
    const s: SetupShip = {
      side,
      entry: e,
      initiative: effectiveInitiative(res, e.xp),
      facedownDamage: startingDamage(catalog, res, e),
      role: side === 'ai' ? { entry: e.id, role: e.xp === 'elite' ? 'ace' : 'line', attitude: 'offensive', tally: null } : null,
      atStart: false,
      flipped: flips.get(e.id) ?? [],
    };
    game.push({ t: 'ship-added', ship: shipState(catalog, c, s) });
    linked.push({ name: e.callsign, entry: e.id, side });
  }
  return { game, linked };
}
