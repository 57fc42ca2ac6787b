import { describe, expect, test } from 'vitest';
import type { BslEvent } from '../../../../src/systems/xwing/bsl/events.ts';
import * as flow from '../../../../src/systems/xwing/bsl/flow.ts';
import { aiPostGame } from '../../../../src/systems/xwing/bsl/ai-fleet.ts';
import { bslRefusal } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import type { Campaign, Fleet } from '../../../../src/systems/xwing/bsl/model.ts';
import { catalog, fleetOf, OPTIONS, w1Ai, w1Players } from './fixtures.ts';

// The campaign's decisions (flow.ts) on the reference's rules: purchases (§3, §1.8), G8 (§9),
// asset resolution (§7), the AI's pre-game policies (§2.5), mission requirements (C21).

const U = 'u';
function base(players: Fleet = w1Players(), ai: Fleet = w1Ai()): Campaign {
  const created = flow.createCampaign({ createdBy: U, players: 'rebel-alliance', ai: 'galactic-empire', options: OPTIONS, seed: 't' });
  if (!created.ok) throw new Error('create');
  const c = flow.applied(null, created.events);
  return { ...c, fleets: { players, ai } };
}

/** A campaign in its post-game (G8 open). */
function postgame(c: Campaign): Campaign {
  const s = flow.applied(c, [{ t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: c.rng }]);
  return {
    ...s,
    phase: 'postgame',
    pending: { ...s.pending!, result: { winner: 'players', assetAllowed: false, diff: 0, ships: [], conceded: false, gameId: 1 } },
  };
}

const events = (r: flow.Flow): BslEvent[] => {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r.events;
};
const code = (r: flow.Flow) => (r.ok ? 'ok' : r.code);

describe('purchases (§3, §1.8, C43)', () => {
  const c = base(fleetOf('players', 'rebel-alliance', 300, [['2', 'standard', []]]));
  const buy = (s: Campaign, chassis: string, pilot: string, upgrades: string[] = []) =>
    flow.buyEntry(catalog, s, { user: U, chassis, pilot, squadron: '2', upgrades });
  test('a limited pilot is owned once; a second copy is refused', () => {
    const one = flow.applied(c, events(buy(c, 't65xwing', 'lukeskywalker')));
    expect(code(buy(one, 't65xwing', 'lukeskywalker'))).toBe('limited-owned');
  });
  test('a KIA limited name can never be bought again; a KIA generic can', () => {
    const dead = {
      ...c,
      fleets: {
        ...c.fleets,
        players: {
          ...c.fleets.players,
          kia: [
            { name: 'Luke Skywalker', xws: 'lukeskywalker', round: 1 },
            { name: 'Red Squadron Veteran', xws: 'redsquadronveteran', round: 1 },
          ],
        },
      },
    };
    expect(code(buy(dead, 't65xwing', 'lukeskywalker'))).toBe('kia-name');
    expect(code(buy(dead, 't65xwing', 'redsquadronveteran'))).toBe('ok');
  });
  test('an upgrade needs a free slot and its restrictions; the cost is paid in FP', () => {
    expect(code(buy(c, 't65xwing', 'bluesquadronescort', ['squadleader']))).toBe('no-slot');
    expect(code(buy(c, 't65xwing', 'redsquadronveteran', ['integratedsfoils']))).toBe('upgrade-restricted');
    const ok = events(buy(c, 't65xwing', 'redsquadronveteran', ['squadleader', 'r2astromech', 'protontorpedoes']));
    // Squad Leader at printed initiative 3: 8; R2 Astromech at agility 2: 5; Proton Torpedoes 12.
    expect(ok[0]).toMatchObject({ t: 'entry-bought', cost: 40 + 8 + 5 + 12 });
    expect(
      code(
        flow.buyEntry(
          catalog,
          { ...c, fleets: { ...c.fleets, players: { ...c.fleets.players, fp: 10 } } },
          { user: U, chassis: 't65xwing', pilot: 'redsquadronveteran', squadron: '2', upgrades: [] },
        ),
      ),
    ).toBe('not-enough-fp');
  });
  test('bound upgrades are bought with their ship, never as inventory items; free ones may be', () => {
    expect(code(flow.buyItem(catalog, c, U, 'squadleader'))).toBe('bound-upgrade');
    expect(events(flow.buyItem(catalog, c, U, 'protontorpedoes'))[0]).toMatchObject({ t: 'item-bought', cost: 12 });
  });
  test("an inventory upgrade of another faction is refused naming the fleet's faction in words, not its code", () => {
    const r = flow.buyItem(catalog, c, U, 'seventhfleetgunner');
    if (r.ok) throw new Error('bought');
    expect(bslRefusal(r, 'en')).toBe('Seventh Fleet Gunner is not for a Rebel Alliance fleet (its restrictions).');
    expect(bslRefusal(r, 'fr')).toBe('Seventh Fleet Gunner n’est pas pour une flotte de la faction Alliance rebelle (ses restrictions).');
  });
  test('pilot Han Solo and gunner Han Solo may both be owned, but only one flies (§1.8)', () => {
    const one = flow.applied(c, events(buy(c, 'modifiedyt1300lightfreighter', 'hansolo-modifiedyt1300lightfreighter')));
    expect(code(buy(one, 'btla4ywing', 'goldsquadronveteran', ['hansolo']))).toBe('name-assigned');
    const spare = flow.buyEntry(catalog, one, { user: U, chassis: 'btla4ywing', pilot: 'goldsquadronveteran', squadron: null, upgrades: ['hansolo'] });
    const two = flow.applied(one, events(spare));
    expect(code(flow.assignEntry(catalog, two, U, 'P2', '2'))).toBe('name-assigned');
  });
  test('only commanders make the team’s choices', () => expect(code(flow.formSquadron(c, 'someone-else', 'recon'))).toBe('not-commander'));
});

describe('post-game G8 (§9, C45, C46, C38)', () => {
  test('promotion: a non-limited EXP pilot to a pilot of the same chassis with initiative ≥; pays Δcost; status removed', () => {
    const p = fleetOf('players', 'rebel-alliance', 50, [['3', 'standard', [['t65xwing', 'bluesquadronescort']]]]);
    const c = postgame(base({ ...p, roster: p.roster.map((e) => ({ ...e, xp: 'exp' as const })) }));
    const e = events(flow.promote(catalog, c, U, 'P1', 'redsquadronveteran'));
    expect(e).toEqual([{ t: 'promoted', entry: 'p1', pilot: 'redsquadronveteran', cost: 2, toInventory: [] }]);
    expect(flow.applied(c, e).fleets.players.roster[0]).toMatchObject({ pilot: 'redsquadronveteran', xp: 'none' });
    expect(code(flow.promote(catalog, c, U, 'P1', 'cavernangelszealot'))).toBe('no-promotion-to');
  });
  test('promotion is refused when a bound upgrade does not fit the new pilot (C45)', () => {
    const p = fleetOf('players', 'rebel-alliance', 100, [['3', 'standard', [['t65xwing', 'redsquadronveteran', ['squadleader', 'Talent']]]]]);
    const c = postgame(base({ ...p, roster: p.roster.map((e) => ({ ...e, xp: 'vet' as const })) }));
    expect(code(flow.promote(catalog, c, U, 'P1', 'lukeskywalker'))).toBe('bound-misfit');
  });
  test('MIA recovery costs ceil(value/2) and keeps the status (C46)', () => {
    const p = fleetOf('players', 'rebel-alliance', 100, [['3', 'standard', [['asf01bwing', 'bluesquadronpilot']]]]);
    const c = postgame(base({ ...p, roster: p.roster.map((e) => ({ ...e, mia: true, xp: 'exp' as const })) }));
    const e = events(flow.recoverMia(catalog, c, U, 'P1'));
    expect(e).toEqual([{ t: 'mia-recovered', side: 'players', entries: ['p1'], items: [], cost: 21 }]);
    const after = flow.applied(c, e);
    expect(after.fleets.players.roster[0]).toMatchObject({ mia: false, xp: 'exp' });
    expect(code(flow.promote(catalog, after, U, 'P1', 'bluesquadronpilot'))).toBe('no-promotion');
  });
  test('a 5th asset is declined or replaces a held card (C38)', () => {
    const full = base();
    const held = { ...full.fleets.players, assets: (['J', 'Q', 'K', 'A'] as const).map((card) => ({ card, asset: 'scouted-area' as const, gainedRound: 1 })) };
    const c0 = postgame({ ...full, fleets: { ...full.fleets, players: held } });
    const c = { ...c0, pending: { ...c0.pending!, assetOffer: ['medical-frigate-support' as const] } };
    expect(code(flow.pickAsset(c, U, 'medical-frigate-support', null))).toBe('assets-full');
    const e = events(flow.pickAsset(c, U, 'medical-frigate-support', 'Q'));
    expect(flow.applied(c, e).fleets.players.assets.map((a) => a.asset)).toEqual(['scouted-area', 'medical-frigate-support', 'scouted-area', 'scouted-area']);
    expect(events(flow.pickAsset(c, U, null, null))).toEqual([{ t: 'asset-declined', side: 'players', asset: null }]);
  });
});

describe('fleet assets (§7.1) and the AI’s choices (§2.5, §7.3)', () => {
  const withAssets = (c: Campaign, players: string[], ai: string[]): Campaign => {
    const cards = ['J', 'Q', 'K', 'A'] as const;
    const give = (f: Fleet, ids: string[]) => ({ ...f, assets: ids.map((asset, i) => ({ card: cards[i]!, asset: asset as 'sabotage', gainedRound: 1 })) });
    return { ...c, fleets: { players: give(c.fleets.players, players), ai: give(c.fleets.ai, ai) } };
  };
  const round = (c: Campaign, played: { players: ('J' | 'Q')[]; ai: ('J' | 'Q')[] }): Campaign => {
    const s = flow.applied(c, [{ t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: c.rng }]);
    return { ...s, pending: { ...s.pending!, mission: 4, draws: { players: ['2', '4'], ai: ['2', '3'] }, assetsPlayed: played } };
  };
  test('Double Agent cancels Double Agent; Disrupted Command cancels the other fleet’s Reinforcements; both cards spent', () => {
    const c = round(withAssets(base(), ['double-agent', 'disrupted-command'], ['double-agent', 'reinforcements']), { players: ['J', 'Q'], ai: ['J', 'Q'] });
    const e = flow.resolveAssets(catalog, c);
    expect(e).toMatchObject({ t: 'assets-resolved', effects: { players: [], ai: [] }, spent: { players: ['J', 'Q'], ai: ['J', 'Q'] } });
  });
  test('Sabotage: an RNG card of the other fleet; its highest-value ship is DAMAGED for the game', () => {
    const c = round(withAssets(base(), [], ['sabotage']), { players: [], ai: ['J'] });
    const e = flow.resolveAssets(catalog, c);
    if (e.t !== 'assets-resolved') throw new Error();
    // #2's highest value is the Gold Squadron Veteran with Proton Torpedoes (44); #4's the Rebel Scout (29).
    expect([['p4'], ['p13']]).toContainEqual(e.sabotaged);
  });
  test('AI Fleet Intelligence: its lowest-value card (#3, 204) for its best spare one of that type (#4, 211)', () => {
    const c = round(withAssets(base(), [], ['fleet-intelligence']), { players: [], ai: ['J'] });
    const e = flow.resolveAssets(catalog, c);
    if (e.t !== 'assets-resolved') throw new Error();
    expect(e.draws.ai).toEqual(['2', '4']);
    expect(e.notes).toContainEqual({ k: 'intel-exchange', out: '3', inn: '4' });
  });
  test('Double Agent turns the other fleet’s Sabotage: it acts for its owner, aimed at the fleet that played it (7.1.4)', () => {
    const c = round(withAssets(base(), ['sabotage'], ['double-agent']), { players: ['J'], ai: ['J'] });
    const e = flow.resolveAssets(catalog, c);
    if (e.t !== 'assets-resolved') throw new Error();
    expect(e.sabotaged.every((id) => id.startsWith('p'))).toBe(true);
    expect(e.sabotaged).toHaveLength(1);
  });
  test('the players’ Fleet Intelligence: they see the AI’s cards, then may exchange one own card of the same type (P7)', () => {
    const c0 = withAssets(base(), ['fleet-intelligence'], []);
    const s = flow.applied(c0, [{ t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: c0.rng }]);
    const c = {
      ...s,
      phase: 'assets' as const,
      pending: {
        ...s.pending!,
        mission: 4,
        drawn: '2' as const,
        draws: { players: ['2', '3'] as ('2' | '3')[], ai: ['2', '3'] as ('2' | '3')[] },
        assetsPlayed: { players: null, ai: [] },
      },
    };
    const played = flow.applied(c, events(flow.playAssets(catalog, c, U, ['J'])));
    expect(played.phase).toBe('choices');
    expect(played.pending!.notes).toContainEqual({ k: 'intel-cards', whose: 'ai', cards: ['2', '3'] });
    // Not the Drawn Squadron, and only for a spare card of the same type.
    expect(code(flow.assetChoices(catalog, played, U, ['2', '5'], false))).toBe('bad-exchange');
    expect(code(flow.assetChoices(catalog, played, U, ['3', '4'], false))).toBe('bad-exchange');
    expect(code(flow.assetChoices(catalog, played, U, null, true))).toBe('no-choice');
    const done = flow.applied(played, events(flow.assetChoices(catalog, played, U, ['3', '5'], false)));
    expect(done.pending!.draws.players).toEqual(['2', '5']);
    expect(done.pending!.revealed).toBe(true);
    expect(done.phase).toBe('game');
  });
  test('the AI plays its two highest-priority assets', () => {
    const c = withAssets(base(), [], ['scouted-area', 'medical-frigate-support', 'reinforcements', 'double-agent']);
    expect(flow.aiAssetPicks(catalog, c.fleets.ai, ['2'])).toEqual(['K', 'Q']);
  });
  test('Additional Supplies only when an AI squadron in play has an empty torpedo, missile or device slot (§7.3)', () => {
    const c = withAssets(base(), [], ['additional-supplies', 'scouted-area']);
    // #2 holds TIE/ln (no such slot) and TIE/sa (empty Missile and Device slots); the TIE/in of #3 has none: #4 = TIE/ln + TIE/in.
    expect(flow.aiAssetPicks(catalog, c.fleets.ai, ['2'])).toEqual(['J', 'Q']);
    expect(flow.aiAssetPicks(catalog, c.fleets.ai, ['4'])).toEqual(['Q']);
  });
  test('Additional Supplies: each ship of an RNG card takes a free munition for the game; afterwards it goes to the inventory (§7.2)', () => {
    const c = round(withAssets(base(), [], ['additional-supplies']), { players: [], ai: ['J'] });
    const e = flow.resolveAssets(catalog, c);
    if (e.t !== 'assets-resolved') throw new Error();
    // The Gamma Squadron Aces (Proton Torpedoes on) take Concussion Missiles; TIE/ln and TIE/in/ag ships have no empty slot of those kinds except the TIE/ag's Missile.
    expect(e.supplies.length).toBeGreaterThan(0);
    expect(e.supplies.every((x) => ['concussionmissiles', 'protontorpedoes', 'proximitymines'].includes(x.upgrade))).toBe(true);
    const after = flow.applied(c, [e]);
    const x = e.supplies[0]!;
    expect(after.fleets.ai.roster.find((en) => en.id === x.entry)?.upgrades.map((u) => u.id)).toContain(x.id);
  });
  test('the AI rests a squadron with half its value MIA or DAMAGED, while two cards with a STANDARD or RECON remain', () => {
    const c = base();
    const hurt = { ...c.fleets.ai, roster: c.fleets.ai.roster.map((e) => (e.squadron === '5' ? { ...e, mia: true } : e)) };
    expect(flow.aiRests(catalog, { ...c, fleets: { ...c.fleets, ai: hurt } })).toEqual(['5']);
    expect(flow.aiRests(catalog, c)).toEqual([]);
  });
  test('Blockade needs a large or huge ship among the Active fleet’s squadrons (C21)', () => {
    const c = base();
    expect(flow.allowedMissions(catalog, c, 'players', 'epic')).toEqual([6, 8]);
    const big = fleetOf('players', 'rebel-alliance', 0, [['2', 'epic', [['modifiedyt1300lightfreighter', 'outerrimsmuggler']]]]);
    expect(flow.allowedMissions(catalog, base(big), 'players', 'epic')).toEqual([6, 7, 8]);
  });
});

describe('Escalating Engagement reinforcements (§6.5, C31)', () => {
  const escalating = (): Campaign => {
    const c = base();
    const s = flow.applied(c, [{ t: 'round-started', round: 1, active: 'players', tie: false, fv: { players: 0, ai: 0 }, rng: c.rng }]);
    return {
      ...s,
      phase: 'game',
      pending: { ...s.pending!, mission: 6, gameLinked: true, draws: { players: ['2'], ai: ['2'] }, pools: { players: ['3', '4', '5'], ai: ['3', '4', '5'] } },
    };
  };
  const run = (c: Campaign, gameRound: number, inPlay: { players: number; ai: number }, declare = true) => {
    const r = flow.reinforce(c, { user: U, gameRound, inPlay, declare });
    if (!r.ok) throw new Error(r.code);
    return { c: flow.applied(c, r.events), draws: r.draws.map((d) => d.side) };
  };
  test('not in round 1', () =>
    expect(code(flow.reinforce(escalating(), { user: U, gameRound: 1, inPlay: { players: 0, ai: 0 }, declare: true }) as flow.Flow)).toBe('reinforce-round'));
  test('one card per fleet per round; a fleet that has drawn more cannot draw; the AI draws when norm(its value in play) ≤ the players’', () => {
    // Round 2: the players declare; the AI's 200 in play (norm 160) is more than the players' 100: it does not.
    const r2 = run(escalating(), 2, { players: 100, ai: 200 });
    expect(r2.draws).toEqual(['players']);
    expect(r2.c.pending!.draws.players).toHaveLength(2);
    expect(r2.c.pending!.ships.length).toBeGreaterThan(0);
    // Same round again: nothing.
    expect(run(r2.c, 2, { players: 100, ai: 200 }).draws).toEqual([]);
    // Round 3: the players have drawn more, so only the AI (norm 160 ≤ 200) draws.
    const r3 = run(r2.c, 3, { players: 200, ai: 200 });
    expect(r3.draws).toEqual(['ai']);
    // Round 4: equal counts, both may draw (Active first).
    expect(run(r3.c, 4, { players: 300, ai: 100 }).draws).toEqual(['players', 'ai']);
  });
});

describe('AI post-game step 4 (§10): munitions in the inventory are equipped into matching empty slots', () => {
  test('Concussion Missiles from Additional Supplies go on the first ship with an empty Missile slot, within the band', () => {
    const ai0 = w1Ai();
    const ai = { ...ai0, inventory: [{ id: 'a1.s1', upgrade: 'concussionmissiles', mia: false }] };
    const actions = aiPostGame(catalog, w1Players(), ai, OPTIONS, { below: () => 0 }, 1);
    expect(actions).toEqual([{ a: 'equip', item: 'a1.s1', entry: 'a3', slot: 'Missile' }]);
  });
});
