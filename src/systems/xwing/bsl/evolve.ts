import { mission } from './data/missions.ts';
import { applyAiAction } from './ai-fleet.ts';
import type { BslEvent } from './events.ts';
import { bumpId, retyped, struck, updateEntry, withEntry, withItem, withSquadron } from './fleet-ops.ts';
import type { Campaign, Fleet, RoundState, Side } from './model.ts';
import { applyStep } from './postgame.ts';

// Applies one campaign event (pure). The core replays a campaign's log with it, and undo is
// a replay without the taken-back command.

const emptyFleet = (side: Side, faction: Fleet['faction'], fp: number): Fleet => ({
  side,
  faction,
  fp,
  roster: [],
  inventory: [],
  kia: [],
  squadrons: [],
  assets: [],
  lossStreak: 0,
  eliminated: false,
  nextId: 1,
});

const newRound = (active: Side): RoundState => ({
  active,
  rested: [],
  drawn: null,
  mission: null,
  draws: { players: [], ai: [] },
  pools: { players: [], ai: [] },
  reinforcements: { players: [], ai: [] },
  assetsPlayed: { players: null, ai: null },
  effects: { players: [], ai: [] },
  notes: [],
  offers: { exchange: false, disrupt: null },
  supplies: [],
  sabotaged: [],
  shortage: [],
  nominations: [],
  revealed: false,
  ships: [],
  gameLinked: false,
  result: null,
  assetOffer: null,
  eliteOffers: [],
  recovered: [],
});

function fleet(c: Campaign, side: Side, change: (f: Fleet) => Fleet): Campaign {
  return { ...c, fleets: { ...c.fleets, [side]: change(c.fleets[side]) } };
}

function round(c: Campaign, change: (r: RoundState) => Partial<RoundState>): Campaign {
  if (!c.pending) throw new Error('no round in progress');
  return { ...c, pending: { ...c.pending, ...change(c.pending) } };
}

export function evolveCampaign(state: Campaign | null, e: BslEvent): Campaign {
  if (e.t === 'campaign-created')
    return {
      createdBy: e.createdBy,
      locale: e.locale ?? 'en',
      options: e.options,
      seed: e.seed,
      rng: e.rng,
      commanders: [e.createdBy],
      round: 0,
      phase: 'building',
      fleets: { players: emptyFleet('players', e.factions.players, e.fp.players), ai: emptyFleet('ai', e.factions.ai, e.fp.ai) },
      pending: null,
      history: [],
      winner: null,
    };
  if (!state) throw new Error(`event ${e.t} before the campaign was created`);
  const c = state;
  switch (e.t) {
    case 'commander-added':
      return c.commanders.includes(e.user) ? c : { ...c, commanders: [...c.commanders, e.user] };
    case 'commander-removed':
      return { ...c, commanders: c.commanders.filter((u) => u !== e.user) };
    case 'entry-bought':
      return fleet(c, e.side, (f) => withEntry(f, e.entry, e.cost));
    case 'item-bought':
      return fleet(c, e.side, (f) => withItem(f, e.item, e.cost));
    case 'upgrade-bought':
      return fleet(c, e.side, (f) =>
        bumpId(
          updateEntry({ ...f, fp: f.fp - e.cost }, e.entry, (x) => ({ ...x, upgrades: [...x.upgrades.filter((u) => u.id !== e.replaced), e.upgrade] })),
          e.upgrade.id,
        ),
      );
    case 'limited-chosen':
      // The latest pick first: with one copy it wins, with more the earlier picks keep theirs too.
      return round(c, (r) => ({ limitedPicks: [e.entry, ...(r.limitedPicks ?? []).filter((x) => x !== e.entry)] }));
    case 'supply-chosen': {
      const swap = <T extends { id: string; upgrade: string; slot: string }>(x: T): T => (x.id === e.id ? { ...x, upgrade: e.upgrade, slot: e.slot } : x);
      const d = round(c, (r) => ({ supplies: r.supplies.map((s) => (s.side === 'players' ? swap(s) : s)) }));
      return fleet(d, 'players', (f) => updateEntry(f, e.entry, (x) => ({ ...x, upgrades: x.upgrades.map(swap) })));
    }
    case 'upgrade-moved':
      return fleet(c, e.side, (f) => {
        const fromItem = f.inventory.find((i) => i.id === e.upgrade);
        const owner = f.roster.find((x) => x.upgrades.some((u) => u.id === e.upgrade));
        const upgrade = fromItem?.upgrade ?? owner?.upgrades.find((u) => u.id === e.upgrade)?.upgrade;
        if (!upgrade) throw new Error(`no upgrade ${e.upgrade}`);
        let g: Fleet = {
          ...f,
          inventory: f.inventory.filter((i) => i.id !== e.upgrade),
          roster: f.roster.map((x) => ({ ...x, upgrades: x.upgrades.filter((u) => u.id !== e.upgrade) })),
        };
        if (e.to === null) g = { ...g, inventory: [...g.inventory, { id: e.upgrade, upgrade, mia: false }] };
        else g = updateEntry(g, e.to, (x) => ({ ...x, upgrades: [...x.upgrades, { id: e.upgrade, upgrade, slot: e.slot }] }));
        return g;
      });
    case 'entry-assigned':
      return fleet(c, e.side, (f) => updateEntry(f, e.entry, (x) => ({ ...x, squadron: e.squadron })));
    case 'owner-set':
      return fleet(c, 'players', (f) => updateEntry(f, e.entry, (x) => ({ ...x, owner: e.owner })));
    case 'squadron-formed':
      return fleet(c, e.side, (f) => withSquadron(f, { card: e.card, type: e.type }));
    case 'squadron-retyped':
      return fleet(c, e.side, (f) => retyped(f, e.card, e.type));
    case 'squadron-struck':
      return fleet(c, e.side, (f) => struck(f, e.card));
    case 'roster-ready':
      return c;
    case 'ai-acted':
      return { ...fleet(c, 'ai', (f) => e.actions.reduce(applyAiAction, f)), rng: e.rng };
    case 'round-started':
      return { ...c, round: e.round, phase: 'rest', pending: newRound(e.active), rng: e.rng };
    case 'squadrons-rested':
      return { ...round(c, () => ({ rested: e.cards })), phase: 'draw' };
    case 'mission-squadron-drawn':
      return { ...round(c, () => ({ drawn: e.drawn })), phase: 'mission', rng: e.rng };
    case 'mission-chosen':
      return { ...round(c, () => ({ mission: e.mission })), ...(e.rng ? { rng: e.rng } : {}) };
    case 'squadrons-drawn':
      return { ...round(c, () => ({ draws: { players: e.players, ai: e.ai }, pools: e.pools })), phase: 'assets', rng: e.rng };
    case 'assets-selected':
      return round(c, (r) => ({ assetsPlayed: { ...r.assetsPlayed, [e.side]: e.cards } }));
    case 'assets-resolved': {
      let d = round(c, () => ({
        draws: e.draws,
        supplies: e.supplies,
        offers: e.offers,
        effects: e.effects,
        notes: e.notes,
        sabotaged: e.sabotaged,
        shortage: e.shortage,
      }));
      for (const x of e.supplies)
        d = fleet(d, x.side, (f) => updateEntry(f, x.entry, (en) => ({ ...en, upgrades: [...en.upgrades, { id: x.id, upgrade: x.upgrade, slot: x.slot }] })));
      for (const s of ['players', 'ai'] as const) d = fleet(d, s, (f) => ({ ...f, assets: f.assets.filter((a) => !e.spent[s].includes(a.card)) }));
      return { ...d, rng: e.rng, phase: e.offers.exchange || e.offers.disrupt ? 'choices' : d.phase };
    }
    case 'asset-choices':
      return round(c, () => ({ draws: e.draws, offers: { exchange: false, disrupt: null } }));
    case 'squadrons-revealed': {
      const r = round(c, () => ({ revealed: true }));
      const m = r.pending!.mission;
      return { ...r, phase: m !== null && mission(m).nomination ? 'nominate' : 'game' };
    }
    case 'nominated':
      return { ...round(c, (r) => ({ nominations: [...r.nominations, e.nomination] })), phase: 'game', ...(e.rng ? { rng: e.rng } : {}) };
    case 'game-linked':
      return { ...round(c, () => ({ gameLinked: true, ships: e.ships })), phase: 'game' };
    case 'reinforcement-drawn':
      return {
        ...round(c, (r) => ({
          draws: { ...r.draws, [e.side]: [...r.draws[e.side], e.card] },
          pools: { ...r.pools, [e.side]: r.pools[e.side].filter((x) => x !== e.card) },
          reinforcements: { ...r.reinforcements, [e.side]: [...r.reinforcements[e.side], e.gameRound] },
          ships: [...r.ships, ...e.ships],
        })),
        rng: e.rng,
      };
    case 'result-confirmed':
      return {
        ...round(c, () => ({
          result: { winner: e.winner, assetAllowed: e.assetAllowed, diff: e.diff, ships: e.ships, conceded: e.conceded, gameId: e.gameId },
        })),
        phase: 'postgame',
      };
    case 'history-recorded': {
      const h = e.entry;
      const streak = (s: Side, f: Fleet): Fleet => ({ ...f, lossStreak: h.result[s] === 'D' ? f.lossStreak + 1 : 0 });
      const d = fleet(
        fleet(c, 'players', (f) => streak('players', f)),
        'ai',
        (f) => streak('ai', f),
      );
      return { ...d, history: [...c.history, h] };
    }
    case 'post-game-step': {
      const step = e.step;
      const d = fleet(c, step.side, (f) => applyStep(f, step));
      return step.t === 'experience' && step.side === 'players' ? round(d, () => ({ eliteOffers: [...step.eliteOffers] })) : d;
    }
    case 'asset-offered':
      return round(c, () => ({ assetOffer: e.assets }));
    case 'asset-gained': {
      const d = fleet(c, e.side, (f) => ({
        ...f,
        assets: [...f.assets.filter((a) => a.card !== e.replaced && a.card !== e.card), { card: e.card, asset: e.asset, gainedRound: c.round }].sort((a, b) =>
          'JQKA'.indexOf(a.card) > 'JQKA'.indexOf(b.card) ? 1 : -1,
        ),
      }));
      return e.side === 'players' ? round(d, () => ({ assetOffer: null })) : d;
    }
    case 'asset-declined':
      return e.side === 'players' ? round(c, () => ({ assetOffer: null })) : c;
    case 'elite-taken':
      return round(
        fleet(c, 'players', (f) => updateEntry(f, e.entry, (x) => ({ ...x, xp: 'elite' }))),
        (r) => ({ eliteOffers: r.eliteOffers.filter((x) => x !== e.entry) }),
      );
    case 'promoted':
      return fleet(c, 'players', (f) => {
        const entry = f.roster.find((x) => x.id === e.entry)!;
        const moved = entry.upgrades.filter((u) => e.toInventory.includes(u.id));
        const g = updateEntry(f, e.entry, (x) => ({ ...x, pilot: e.pilot, xp: 'none', upgrades: x.upgrades.filter((u) => !e.toInventory.includes(u.id)) }));
        return { ...g, fp: g.fp - e.cost, inventory: [...g.inventory, ...moved.map((u) => ({ id: u.id, upgrade: u.upgrade, mia: false }))] };
      });
    case 'mia-recovered': {
      const d = fleet(c, e.side, (f) => ({
        ...f,
        fp: f.fp - e.cost,
        roster: f.roster.map((x) => (e.entries.includes(x.id) ? { ...x, mia: false } : x)),
        inventory: f.inventory.map((i) => (e.items.includes(i.id) ? { ...i, mia: false } : i)),
      }));
      return c.pending ? round(d, (r) => ({ recovered: [...r.recovered, ...e.entries] })) : d;
    }
    case 'players-closed':
      return c;
    case 'fleet-eliminated':
      return fleet(c, e.side, (f) => ({ ...f, eliminated: true }));
    case 'campaign-ended':
      return { ...c, winner: e.winner, phase: 'ended' };
  }
}
