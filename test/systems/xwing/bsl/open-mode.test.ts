import { describe, expect, test } from 'vitest';
import { balanceDraws, OPEN_MODE_ID, UNITS } from '../../../../src/systems/xwing/bsl/data/open-mode.ts';
import type { BslEvent } from '../../../../src/systems/xwing/bsl/events.ts';
import * as flow from '../../../../src/systems/xwing/bsl/flow.ts';
import { gameSetup } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import type { Campaign, Fleet, SquadronType } from '../../../../src/systems/xwing/bsl/model.ts';
import { setupCard, statusCard } from '../../../../src/systems/xwing/bsl/render.ts';
import { squadronValue } from '../../../../src/systems/xwing/bsl/values.ts';
import { verdict } from '../../../../src/systems/xwing/bsl/victory.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { SCRIPT } from './console-script.ts';
import { catalog, OPTIONS, w1Ai, w1Players } from './fixtures.ts';

// Open mode (big-shed-league.md §6.7, rulings C33 and C81): chosen at the mission step; the draw
// balances units (RECON 1, STANDARD 2, EPIC 4); the table size follows the drawn values; no fleet
// assets; a value victory with no margin and no reward asset.

const U = 'u';
const events = (r: flow.Flow): BslEvent[] => {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r.events;
};

function base(mode: 'missions' | 'open' = 'missions', players: Fleet = w1Players(), ai: Fleet = w1Ai()): Campaign {
  const created = flow.createCampaign({ createdBy: U, players: 'rebel-alliance', ai: 'galactic-empire', options: { ...OPTIONS, mode }, seed: 't' });
  if (!created.ok) throw new Error('create');
  return { ...flow.applied(null, created.events), fleets: { players, ai } };
}

/** Round 1 with the players Active (W1: FV 571 < norm 585.6), at the mission step with #2 drawn from #2 and #4. */
function atMissionStep(mode: 'missions' | 'open' = 'missions', players?: Fleet, ai?: Fleet): Campaign {
  let c = base(mode, players, ai);
  c = flow.applied(c, flow.startRound(catalog, c));
  expect(c.pending?.active).toBe('players');
  c = flow.applied(c, events(flow.rest(c, U, [])));
  for (let i = 0; i < 20 && c.pending?.drawn !== '2'; i++) {
    const d = events(flow.drawMission(c, U, ['2', '4']));
    // Re-seed until #2 is drawn, so the table below reads one case.
    c = d[0]?.t === 'mission-squadron-drawn' && d[0].drawn === '2' ? flow.applied(c, d) : { ...c, rng: [c.rng[0] + 1, c.rng[1], c.rng[2], c.rng[3]] };
  }
  expect(c.phase).toBe('mission');
  return c;
}

describe('§6.7 the draw: the fleet with fewer units draws until the units are equal or its pool is empty', () => {
  const T: Record<string, SquadronType> = { r: 'recon', s: 'standard', e: 'epic' };
  const type = (_: 'active' | 'opposing', card: string) => T[card[0]!]!;
  // Cards are named by type (r1 = a RECON); the die always takes the first card of the pool.
  test.each([
    ['equal at once (STANDARD vs STANDARD)', ['s1'], [], ['s2'], ['s3'], ['s1'], ['s2']],
    ['two RECON balance one STANDARD', ['r1'], ['r2', 's9'], ['s2'], ['s3'], ['r1', 'r2'], ['s2']],
    ['two STANDARD balance one EPIC', ['e1'], [], ['s1'], ['s2', 'r1'], ['e1'], ['s1', 's2']],
    ['an overshoot makes the other fleet draw', ['e1'], ['r5'], ['r1'], ['s2', 's3'], ['e1', 'r5'], ['r1', 's2', 's3']],
    ['a fleet with an empty pool stops', ['e1'], [], ['r1'], [], ['e1'], ['r1']],
  ])('%s', (_, a, aPool, o, oPool, wantA, wantO) => {
    const r = balanceDraws({ cards: a, pool: aPool }, { cards: o, pool: oPool }, type, () => 0);
    expect(r).toEqual({ active: wantA, opposing: wantO });
  });

  test('units are RECON 1, STANDARD 2, EPIC 4 (§6.7)', () => {
    expect(UNITS).toEqual({ recon: 1, standard: 2, epic: 4 });
  });
});

describe('C81: open mode is a choice at the mission step', () => {
  test('players Active choose `open`: both fleets draw by units, no fleet assets, squadrons revealed, the game is next', () => {
    const c = atMissionStep();
    const e = events(flow.chooseMission(catalog, c, U, OPEN_MODE_ID));
    expect(e.map((x) => x.t)).toEqual(['mission-chosen', 'squadrons-drawn', 'squadrons-revealed']);
    const s = flow.applied(c, e);
    expect(s.phase).toBe('game');
    expect(s.pending?.mission).toBe(0);
    expect(s.pending?.assetsPlayed).toEqual({ players: null, ai: null });
    const units = (side: 'players' | 'ai') =>
      s.pending!.draws[side].reduce((n, card) => n + UNITS[s.fleets[side].squadrons.find((q) => q.card === card)!.type], 0);
    // #2 is STANDARD (2 units); the AI's cards balance it unless its pool ran out.
    expect(s.pending?.draws.players[0]).toBe('2');
    expect(units('players')).toBe(units('ai'));
    expect(
      statusCard(catalog, s)
        .fields.map((f) => f.value)
        .join('\n'),
    ).toContain('**Open mode**');
  });

  test('a missions campaign still refuses a mission the Drawn Squadron does not allow, and names open among the choices', () => {
    const r = flow.chooseMission(catalog, atMissionStep(), U, 8);
    expect(r).toMatchObject({ ok: false, code: 'mission-not-allowed', params: { allowed: '1, 4, 5, 6, open' } });
  });

  test('an open-mode campaign (§2.1 mode open) plays nothing else', () => {
    expect(flow.chooseMission(catalog, atMissionStep('open'), U, 4)).toMatchObject({ ok: false, params: { allowed: 'open' } });
    expect(flow.chooseMission(catalog, atMissionStep('open'), U, OPEN_MODE_ID).ok).toBe(true);
  });

  test('the AI Active in an open-mode campaign chooses open mode; in a missions campaign it draws a mission (§4)', () => {
    // H 150 makes the AI's FV (built at 125) the lower: the AI is Active.
    for (const mode of ['open', 'missions'] as const) {
      const c = base(mode);
      const e = flow.startRound(catalog, { ...c, options: { ...c.options, aiStrengthPct: 150 } });
      const chosen = e.find((x) => x.t === 'mission-chosen');
      expect(e[0]).toMatchObject({ t: 'round-started', active: 'ai' });
      if (mode === 'open') expect(chosen).toMatchObject({ mission: 0 });
      else (expect(chosen).toMatchObject({ mission: expect.any(Number) }), expect((chosen as { mission: number }).mission).toBeGreaterThan(0));
      // No asset is committed in open mode (§6.7).
      expect(e.some((x) => x.t === 'assets-selected')).toBe(mode === 'missions');
    }
  });
});

describe('§6.7 the table: 3×3, 6 obstacles, range 1 when both fleets are below pts(200) (AI: norm); else 5×3, 12 in pairs, range 2', () => {
  test('W1 round 1: the players’ #2 (196) against one AI STANDARD (≤ 225, norm ≤ 180): the small table on the set-up card', () => {
    const c = flow.applied(atMissionStep(), events(flow.chooseMission(catalog, atMissionStep(), U, OPEN_MODE_ID)));
    const value = c.pending!.draws.players.reduce((n, card) => n + squadronValue(catalog, c.fleets.players, card, c.options), 0);
    expect(value).toBe(196);
    expect(c.pending?.draws.ai).toHaveLength(1);
    const card = setupCard(catalog, c, gameSetup(catalog, c));
    expect(card.title).toBe('Open mode');
    const text = card.fields.map((f) => `${f.name}: ${f.value}`).join('\n');
    expect(text).toContain('Area and edges: 3x3; A and O opposite');
    expect(text).toContain('Obstacles: 6');
    expect(text).toContain('each fleet within range 1 of its edge');
    expect(text).toContain('value victory with no margin (C33)');
  });

  // W1's squadron values (S 200, H 125): players #2 196, #3 150, #4 81, #5 144; AI #2 225, #3 204, #4 211, #5 92.
  test.each([
    ['both below (196 / norm 73.6): small', ['2'], ['5'], '3x3'],
    ['the players at 490: large', ['2', '3', '5'], ['5'], '5x3'],
    ['the AI at 429, norm 343.2: small', ['4'], ['2', '3'], '3x3'],
    ['the AI at 521, norm 416.8: large', ['4'], ['2', '3', '5'], '5x3'],
  ] as const)('%s', (_, players, ai, area) => {
    const c = atMissionStep();
    const s: Campaign = { ...c, pending: { ...c.pending!, mission: OPEN_MODE_ID, draws: { players: [...players], ai: [...ai] } } };
    const m = flow.openModeTable(catalog, s);
    expect(m.area).toBe(area);
    expect(m.obstacles).toBe(area === '3x3' ? '6' : '12, in pairs');
    expect(m.deployment).toContain(area === '3x3' ? 'range 1' : 'range 2');
  });
});

describe('C33: value victory with no margin, no reward asset', () => {
  test('one point more lost by the AI wins the game for the players; no asset is offered', () => {
    const v = verdict(
      {
        mission: 0,
        active: 'players',
        ships: [
          { side: 'players', value: 40, fate: 'X' },
          { side: 'players', value: 50, fate: 'in-play' },
          { side: 'ai', value: 51, fate: 'X' },
          { side: 'ai', value: 30, fate: 'in-play' },
        ],
      },
      OPTIONS,
    );
    // norm(51) = 40.8 > 40: the players win, by less than any mission's margin.
    expect(v.winner).toBe('players');
    const c = flow.applied(atMissionStep(), events(flow.chooseMission(catalog, atMissionStep(), U, OPEN_MODE_ID)));
    const linked = flow.applied(c, [{ t: 'game-linked', ships: [] }]);
    const ships = linked.pending!.draws.players.flatMap((card) => linked.fleets.players.roster.filter((e) => e.squadron === card));
    const aiShips = linked.pending!.draws.ai.flatMap((card) => linked.fleets.ai.roster.filter((e) => e.squadron === card));
    const r = events(
      flow.confirmResult(catalog, linked, {
        user: U,
        gameId: 1,
        ships: [
          ...ships.map((e, i) => ({ entry: e.id, side: 'players' as const, fate: i === 0 ? ('X' as const) : ('in-play' as const), damageCards: 0 })),
          ...aiShips.map((e) => ({ entry: e.id, side: 'ai' as const, fate: 'X' as const, damageCards: 0 })),
        ],
        markersLeft: undefined,
        conceded: false,
        picks: {},
      }),
    );
    expect(r[0]).toMatchObject({ t: 'result-confirmed', winner: 'players', assetAllowed: false });
    expect(r.some((x) => x.t === 'asset-offered' || x.t === 'asset-gained')).toBe(false);
  });
});

describe('open mode through the console (§6.7, C81)', () => {
  test('`/campaign mission id:open`, then the game’s set-up card and a result with no reward asset', async () => {
    const tmp = tempDir('bsl-open-');
    const t = consoleTable(`${tmp.dir}/open.sqlite`);
    try {
      for (const line of SCRIPT) await t.run(line);
      expect(text((await t.run('/campaign mission id:9'))[0]!)).toContain('use a mission 1–8, or open');
      expect(text((await t.run('/campaign mission id:open'))[0]!)).toContain('Open mode');
      const setup = text((await t.run('/campaign game'))[0]!);
      expect(setup).toContain('Open mode');
      expect(setup).toContain('value victory with no margin (C33)');
      const out = text((await t.run('/campaign result conceded:true'))[0]!);
      expect(out).toContain('Open mode: players D, AI V');
      const c = await t.app.campaigns(bslSystem).read('table');
      if ('ok' in c) throw new Error(c.code);
      expect(c.state.pending?.assetOffer).toBeNull();
      expect(c.state.history[0]?.mission).toBe(0);
    } finally {
      await t.store.close();
      tmp.cleanup();
    }
  });
});
