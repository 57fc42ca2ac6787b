import { createMissionGame } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import type { Campaign, Fleet, RosterEntry, Side, SquadronCard } from '../../../../src/systems/xwing/bsl/model.ts';
import { evolveMissionGame, type MissionGameEvent } from '../../../../src/systems/xwing/bsl/mission/events.ts';
import type { GameState, ShipState } from '../../../../src/systems/xwing/play/state.ts';
import type { Locale } from '../../../../src/core/locale.ts';
import { consoleTable } from '../../../helpers.ts';
import { bslMission } from '../../../../src/systems/xwing/bsl/mission/rules.ts';
import type { Catalog } from '../../../../src/systems/xwing/catalog/catalog.ts';
import { statusCard as gameStatusCard } from '../../../../src/systems/xwing/render/game-cards.ts';
import { trackerMessage as gameTracker } from '../../../../src/systems/xwing/render/tracker.ts';
import type { Strings } from '../../../../src/systems/xwing/strings/en.ts';
import { catalog, fleetOf, OPTIONS } from './fixtures.ts';

// A Big Shed League mission game to test the game inside a campaign (big-shed-league.md §5):
// the fleets, the campaign at its 'game' step, and the game `/campaign game` creates from it.

/** Players (Rebel): #2 STANDARD, #4 RECON. AI (Empire): #2 STANDARD, #5 RECON. */
export function fleets(): { players: Fleet; ai: Fleet } {
  const players = fleetOf('players', 'rebel-alliance', 100, [
    [
      '2',
      'standard',
      [
        ['t65xwing', 'redsquadronveteran'],
        ['t65xwing', 'lukeskywalker'],
        ['btla4ywing', 'goldsquadronveteran'],
      ],
    ],
    [
      '4',
      'recon',
      [
        ['z95af4headhunter', 'talasquadronpilot'],
        ['rz1awing', 'phoenixsquadronpilot'],
        ['hwk290lightfreighter', 'rebelscout'],
      ],
    ],
  ]);
  const ai = fleetOf('ai', 'galactic-empire', 100, [
    [
      '2',
      'standard',
      [
        ['tielnfighter', 'academypilot'],
        ['tieadvancedx1', 'stormsquadronace'],
        ['tielnfighter', 'blacksquadronace'],
      ],
    ],
    [
      '5',
      'recon',
      [
        ['tielnfighter', 'blacksquadronace'],
        ['tiesabomber', 'gammasquadronace'],
        ['tielnfighter', 'academypilot'],
      ],
    ],
  ]);
  // P1 a non-limited VET (reroll), P2 Luke a named VET (no reroll), A1 an AI ELITE (Ace).
  const xp = (f: Fleet, id: string, level: RosterEntry['xp']): Fleet => ({ ...f, roster: f.roster.map((e) => (e.id === id ? { ...e, xp: level } : e)) });
  return { players: xp(xp(players, 'p1', 'vet'), 'p2', 'vet'), ai: xp(ai, 'a1', 'elite') };
}

export interface MissionSpec {
  mission: number;
  active: Side;
  draws: { players: SquadronCard[]; ai: SquadronCard[] };
  carrier?: string;
  ruleset?: 'v0.2' | 'v0.1';
  /** Players' entries DAMAGED before the game. */
  damaged?: string[];
  /** Assets in effect (§7.2). */
  effects?: { players: Campaign['fleets']['players']['assets'][number]['asset'][]; ai: Campaign['fleets']['ai']['assets'][number]['asset'][] };
}

/** A campaign at P10 and the mission game `/campaign game` creates from it. */
export function missionGame(spec: MissionSpec): { c: Campaign; state: GameState } {
  const f0 = fleets();
  const f = { ...f0, players: { ...f0.players, roster: f0.players.roster.map((e) => (spec.damaged?.includes(e.id) ? { ...e, damaged: true } : e)) } };
  const c0: Campaign = {
    createdBy: 'u1',
    locale: 'en',
    options: { ...OPTIONS, ruleset: spec.ruleset ?? 'v0.2' },
    seed: 'in-game',
    rng: [1, 2, 3, 4],
    commanders: ['u1'],
    round: 1,
    phase: 'game',
    fleets: f,
    pending: {
      active: spec.active,
      rested: [],
      drawn: spec.draws[spec.active][0] ?? null,
      mission: spec.mission,
      draws: spec.draws,
      pools: { players: [], ai: [] },
      reinforcements: { players: [], ai: [] },
      assetsPlayed: { players: [], ai: [] },
      effects: spec.effects ?? { players: [], ai: [] },
      notes: [],
      offers: { exchange: false, disrupt: null },
      supplies: [],
      sabotaged: [],
      shortage: [],
      nominations: spec.carrier
        ? [{ side: spec.active, role: spec.mission === 7 ? 'supply-ship' : spec.mission === 3 ? 'defector' : 'operative', entry: spec.carrier }]
        : [],
      revealed: true,
      ships: [],
      gameLinked: false,
      result: null,
      assetOffer: null,
      eliteOffers: [],
      recovered: [],
    },
    history: [],
    winner: null,
  };
  const made = createMissionGame(catalog, c0, { channelId: 'ch', guildId: null, owner: 'u1' });
  const linked = made.campaign[0]!;
  if (linked.t !== 'game-linked') throw new Error('expected the link');
  const c = { ...c0, pending: { ...c0.pending!, ships: linked.ships, gameLinked: true } };
  return { c, state: made.game.reduce<GameState | null>(evolveMissionGame, null)! };
}

export const ship = (s: GameState, name: string): ShipState => s.ships.find((x) => x.name === name)!;

export function apply(state: GameState, d: { ok: boolean; events?: readonly MissionGameEvent[] }): GameState {
  if (!d.ok || !d.events) throw new Error(`refused: ${JSON.stringify(d)}`);
  return d.events.reduce(evolveMissionGame, state);
}

/** A console table whose channel holds the mission game `/campaign game` would create for `spec`. */
export async function missionTable(dir: string, spec: MissionSpec, roundLimit?: number, locale: Locale = 'en') {
  const t = consoleTable(`${dir}/${Math.random().toString(36).slice(2)}.sqlite`);
  const { c } = missionGame(spec);
  const made = createMissionGame(
    catalog,
    { ...c, options: { ...c.options, roundLimit: roundLimit ?? c.options.roundLimit }, pending: { ...c.pending!, gameLinked: false } },
    {
      channelId: 'table',
      guildId: 'console',
      owner: 'user-you',
    },
  );
  const r = await t.app
    .games(t.xwing)
    .mutate({ channelId: 'table', guildId: 'console', interactionId: null, userId: 'user-you' }, () => ({ ok: true, events: made.game, view: null }), {
      create: { locale },
    });
  if (!r.ok) throw new Error(r.code);
  return t;
}

/** The live tracker of a game, with the mission layer's board registered as the bot has it (compose.ts). */
export const trackerMessage = (t: Strings, shown: Catalog, state: GameState, gameId: number) => gameTracker(t, shown, state, gameId, bslMission.board);

/** `/game status`, with the mission layer's board registered as the bot has it. */
export const statusCard = (t: Strings, shown: Catalog, state: GameState, damage?: ReadonlyMap<string, number>) =>
  gameStatusCard(t, shown, state, damage, bslMission.board);
