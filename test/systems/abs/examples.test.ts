import { describe, expect, test } from 'vitest';
import { cardToText, type Card } from '../../../src/core/message.ts';
import { seedRng } from '../../../src/core/random.ts';
import { spendCapital, startCampaign } from '../../../src/systems/abs/campaign.ts';
import {
  activateIcs,
  addContract,
  addJumpPoint,
  answerClaim,
  damageIc,
  endGame,
  jumpIn,
  newGame,
  nextRound,
  reportInvalid,
  scatter,
  setExhausted,
  startEndPhase,
  startTactical,
  type ActivationView,
  type ArrivalView,
} from '../../../src/systems/abs/decisions.ts';
import { activationReply, claimReply, contractReply, jumpInReply, marginCard, newGameCard, roundReply, scatterReply } from '../../../src/systems/abs/render.ts';
import { parseObjectiveList } from '../../../src/systems/abs/rules/setup.ts';
import { absSystem } from '../../../src/systems/abs/system.ts';
import { en } from '../../../src/systems/abs/strings/en.ts';
import { CampaignLog, Table } from './harness.ts';

// The reference's worked examples E1–E23, each a test. Dice are scripted as
// [faces, value]: "D6→5" is [6, 5]. Every scripted die must be asked for, in order.

const text = (cards: readonly Card[]) => cards.map(cardToText).join('\n');
const objectives = (s: string) => parseObjectiveList(s) ?? [];

/** Fixture F: Scale 5, two tables, Mining (O1 t1, O2 t2), Salvage (O3 t2), JP1 on t1, JP2 on t2. */
function fixtureF(): Table {
  const g = new Table();
  g.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'fixture-f' }));
  g.ok(
    (s, d) => addContract(s, { name: 'Mining', objectives: objectives('Rock A, Rock B'), cards: 6 }, d),
    [
      [2, 1],
      [2, 2],
    ],
  );
  g.ok((s, d) => addContract(s, { name: 'Salvage', objectives: objectives('Wreck'), cards: 4 }, d), [[2, 2]]);
  g.ok((s) => addJumpPoint(s, { table: 1 }));
  g.ok((s) => addJumpPoint(s, { table: 2 }));
  return g;
}

const e1 = (g: Table) => g.ok((s, d) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1' }, d), [[6, 5]]);
const e2 = (g: Table) =>
  g.ok(
    (s, d) => jumpIn(s, { class: 'Hauler', mass: 1, jumpPoint: 'JP2' }, d),
    [
      [6, 1],
      [3, 3],
      [2, 2],
    ],
  );
const e3 = (g: Table) => g.ok((s, d) => jumpIn(s, { class: 'Wing', mass: 0, jumpPoint: 'JP1' }, d), [[6, 6]]);
const e4 = (g: Table) =>
  g.ok(
    (s, d) => jumpIn(s, { class: 'Frigate', jumpPoint: 'JP2' }, d),
    [
      [6, 2],
      [2, 1],
    ],
  );

function arrived(a: ArrivalView) {
  return {
    id: a.ic.id,
    ships: a.ic.ships,
    class: a.ic.class,
    table: a.ic.table,
    objective: a.ic.objective.chosen,
    rolled: a.ic.objective.roll !== null,
    damage: a.ic.damage,
  };
}

describe('fixture F', () => {
  test('set-up: A5 one D2 per objective, A6 spacing 7", A26 max revenue 45 from the Scale-5 example', () => {
    const g = fixtureF();
    expect(g.s.objectives.map((o) => [o.id, o.name, o.table, o.contract])).toEqual([
      ['O1', 'Rock A', 1, 'C1'],
      ['O2', 'Rock B', 2, 'C1'],
      ['O3', 'Wreck', 2, 'C2'],
    ]);
    expect(g.s.jumpPoints.map((j) => [j.id, j.table])).toEqual([
      ['JP1', 1],
      ['JP2', 2],
    ]);
    expect(g.s.phase).toBe('jump');
    const card = text([newGameCard(en, g.s)]);
    expect(card).toContain('Scale 5 · 2 tables · round 1');
    expect(card).toContain('at least 7"');
    expect(card).toContain('45 (Scale-5 figure from the solo rules v1.4, Margin example)');
  });
});

describe('Competitor Activity on jump-ins (trigger a)', () => {
  test('E1 (A4, A10): Frigate Mass 2, D6 5 + 2 = 7 → IC1 2 × Frigates on table 1, O1 with no die', () => {
    const g = fixtureF();
    const v = e1(g);
    expect(arrived(v.arrival)).toEqual({ id: 'IC1', ships: 2, class: 'Frigate', table: 1, objective: 'O1', rolled: false, damage: 0 });
    expect(v.arrival.ic.objective.candidates).toEqual(['O1']);
    expect(g.s.classes).toEqual([{ name: 'Frigate', mass: 2, thrust: null }]);
    const card = text(jumpInReply(en, v, g.s, 1).cards);
    expect(card).toContain('D6 5 + Ⓜ 2 = 7 → 7–8: Ⓜ × Frigates');
    expect(card).toContain('O1 Rock A (the only candidate)');
    expect(card).toContain('ICs ignore Gravity Wells');
  });

  test('E2 (A10): Hauler Mass 1, D6 1 + 1 = 2 → D3 3 Light Utility Ships on table 2, D2 2 of [O2, O3] → O3', () => {
    const g = fixtureF();
    e1(g);
    const v = e2(g);
    expect(arrived(v.arrival)).toEqual({ id: 'IC2', ships: 3, class: 'Light Utility Ship', table: 2, objective: 'O3', rolled: true, damage: 0 });
    expect(v.arrival.ic.objective.candidates).toEqual(['O2', 'O3']);
    expect(text(jumpInReply(en, v, g.s, 1).cards)).toContain('D6 1 + Ⓜ 1 = 2 → 1–2: D3 × Light Utility Ships · D3 3');
  });

  test('E3 (A10): Wing Mass 0, D6 6 + 0 = 6 → (1 + 0) = IC3 1 × Gunship on table 1, O1', () => {
    const g = fixtureF();
    e1(g);
    e2(g);
    const v = e3(g);
    expect(arrived(v.arrival)).toEqual({ id: 'IC3', ships: 1, class: 'Gunship', table: 1, objective: 'O1', rolled: false, damage: 0 });
  });

  test('E4: Frigate Mass remembered, D6 2 + 2 = 4 → IC4 3 × Fighters on table 2, D2 1 → O2', () => {
    const g = fixtureF();
    e1(g);
    e2(g);
    e3(g);
    const v = e4(g);
    expect(arrived(v.arrival)).toEqual({ id: 'IC4', ships: 3, class: 'Fighter', table: 2, objective: 'O2', rolled: true, damage: 0 });
    expect(v.classChange).toBeNull();
    expect(v.arrival.ic.trigger).toEqual({ kind: 'jump-in', class: 'Frigate', mass: 2, jumpPoint: 'JP2' });
  });

  test('E22 (typed dice): dice "5" gives E1 and the dice cursor does not move', () => {
    const seeded = fixtureF();
    const before = seeded.s.rng;
    const v = seeded.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5] }));
    expect(arrived(v.arrival)).toEqual({ id: 'IC1', ships: 2, class: 'Frigate', table: 1, objective: 'O1', rolled: false, damage: 0 });
    expect(v.arrival.ic.roll.d6).toEqual({ sides: 6, value: 5, typed: true });
    expect(seeded.s.rng).toEqual(before);
    expect(text(jumpInReply(en, v, seeded.s, 1).cards)).toContain('D6 5 (typed) + Ⓜ 2 = 7');
  });
});

describe('Competitor Activity at the start of a round (trigger b)', () => {
  test('E5 (A9, A10): round 2, JP1 D6 4 + 2 → 3 × Gunships on O1; JP2 D6 6 + 2 → 2 × Frigates, D2 1 → O2', () => {
    const g = fixtureF();
    const v = g.ok(
      (s, d) => nextRound(s, {}, d),
      [
        [6, 4],
        [6, 6],
        [2, 1],
      ],
    );
    expect(v.round).toBe(2);
    expect(g.s.round).toBe(2);
    expect(g.s.phase).toBe('jump');
    expect(v.arrivals.map(arrived)).toEqual([
      { id: 'IC1', ships: 3, class: 'Gunship', table: 1, objective: 'O1', rolled: false, damage: 0 },
      { id: 'IC2', ships: 2, class: 'Frigate', table: 2, objective: 'O2', rolled: true, damage: 0 },
    ]);
    const card = text(roundReply(en, v, g.s, 1).cards);
    expect(card).toContain('D6 4 + round 2 = 6 → 5–6: (1 + Ⓜ) × Gunships');
    // A13: a round-start deployment may find no player ship on its table.
    expect(card).toContain('If no player ship is on table 1: each IC ship exactly 3" from O1 Rock A');
  });

  test('E6 (A9): round 3, JP1 D6 6 + 3 = 9 → 1 × Cruiser on O1; JP2 D6 1 + 3 = 4 → 4 × Fighters, D2 2 → O3', () => {
    const g = fixtureF();
    g.ok(
      (s, d) => nextRound(s, {}, d),
      [
        [6, 4],
        [6, 6],
        [2, 1],
      ],
    );
    const v = g.ok(
      (s, d) => nextRound(s, {}, d),
      [
        [6, 6],
        [6, 1],
        [2, 2],
      ],
    );
    expect(v.round).toBe(3);
    expect(v.arrivals.map(arrived)).toEqual([
      { id: 'IC3', ships: 1, class: 'Cruiser', table: 1, objective: 'O1', rolled: false, damage: 0 },
      { id: 'IC4', ships: 4, class: 'Fighter', table: 2, objective: 'O3', rolled: true, damage: 0 },
    ]);
  });

  test('E7 (A9): no jump point in play → round 2 with no roll and the card says so', () => {
    const g = new Table();
    g.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'e7' }));
    const v = g.ok((s, d) => nextRound(s, {}, d), []);
    expect(g.s.round).toBe(2);
    expect(v.arrivals).toEqual([]);
    expect(text(roundReply(en, v, g.s, 1).cards)).toContain('No jump point in play: no Competitor Activity');
  });
});

describe('IC activation (solo Tactical Phase)', () => {
  const icFacts = (v: ActivationView) =>
    v.activations.map((a) => ({ ic: a.ic.id, chosen: a.outcome.choice.chosen, rolled: a.outcome.choice.roll !== null, damage: a.outcome.damage }));

  test('E8 (A20, A21): C2 exhausted, IC2 with 3 damage → O2 with no die, D3 2 → damage 1', () => {
    const g = fixtureF();
    e1(g);
    e2(g);
    g.ok((s) => setExhausted(s, { contract: 'C2', exhausted: true }));
    g.ok((s) => damageIc(s, { ic: 'IC2', tokens: 3 }));
    g.ok((s) => startTactical(s));
    const v = g.ok((s, d) => activateIcs(s, { ic: 'IC2' }, d), [[3, 2]]);
    expect(icFacts(v)).toEqual([{ ic: 'IC2', chosen: 'O2', rolled: false, damage: 1 }]);
    expect(v.activations[0]?.outcome.choice.candidates).toEqual(['O2']);
    expect(g.s.ics.find((i) => i.id === 'IC2')).toMatchObject({ damage: 1, activated: true });
    expect(text(activationReply(en, v, g.s).cards)).toContain('D3 2: discard up to 2 damage tokens (damage 3 → 1)');
  });

  test('E9 (A20): no candidate → step 2 skipped, steps 3–6 shown; D3 3 on 1 damage → 0', () => {
    const g = fixtureF();
    e1(g);
    g.ok((s) => setExhausted(s, { contract: 'C1', exhausted: true }));
    g.ok((s) => setExhausted(s, { contract: 'C2', exhausted: true }));
    g.ok((s) => damageIc(s, { ic: 'IC1', tokens: 1 }));
    g.ok((s) => startTactical(s));
    const v = g.ok((s, d) => activateIcs(s, { ic: 'IC1' }, d), [[3, 3]]);
    expect(icFacts(v)).toEqual([{ ic: 'IC1', chosen: null, rolled: false, damage: 0 }]);
    expect(v.activations[0]?.outcome.steps).toEqual(['select-objective', 'face-nearest-player', 'discard-damage', 'passive-attacks', 'attack']);
    const card = activationReply(en, v, g.s).cards[0]!;
    expect(card.fields.map((f) => f.name)).toEqual(['Step 1', 'Step 3', 'Step 4', 'Step 5', 'Step 6', '⚠️']);
    expect(cardToText(card)).toContain('skip step 2');
    expect(cardToText(card)).toContain('discard up to 3 damage tokens (damage 1 → 0)');
  });

  test('E23 (A19, A21): IC1 activates (D3 1, damage stays 0), then a second activation is refused with no die', () => {
    const g = fixtureF();
    e1(g);
    g.ok((s) => startTactical(s));
    const v = g.ok((s, d) => activateIcs(s, { ic: 'IC1' }, d), [[3, 1]]);
    expect(icFacts(v)).toEqual([{ ic: 'IC1', chosen: 'O1', rolled: false, damage: 0 }]);
    const rng = g.s.rng;
    const again = g.do((s, d) => activateIcs(s, { ic: 'IC1' }, d), []);
    expect(again).toMatchObject({ ok: false, code: 'ic-activated' });
    expect(absSystem.refusalText(again as never, 'en')).toBe('IC1 has already activated this Tactical Phase.');
    expect(g.s.rng).toEqual(rng);
  });
});

describe('Claim Jump (End Phase)', () => {
  test('E10 (A24): C1 4 > 3 → discard, 6 → 5 cards; C2 2 = 2 → nothing; both answered → revenue reminder', () => {
    const g = fixtureF();
    const start = g.ok((s) => startEndPhase(s));
    const first = text(claimReply(en, start, g.s, 1).cards);
    expect(first).toContain('/abs claim contract:C1');
    expect(first).toContain('/abs claim contract:C2');
    expect(first).not.toContain('Earn revenue');
    const c1 = g.ok((s) => answerClaim(s, { contract: 'C1', icMass: 4, friendlyMass: 3 }));
    expect(c1.answered?.outcome).toEqual({ discarded: true, cards: 5, askExhausted: false });
    expect(c1.done).toBe(false);
    const c2 = g.ok((s) => answerClaim(s, { contract: 'C2', icMass: 2, friendlyMass: 2 }));
    expect(c2.answered?.outcome).toEqual({ discarded: false, cards: 4, askExhausted: false });
    expect(c2.done).toBe(true);
    expect(g.s.contracts.map((c) => c.cards)).toEqual([5, 4]);
    const card = text(claimReply(en, c2, g.s, 1).cards);
    expect(card).toContain('ICs 4 > yours 3: discard the top card (5 left)');
    expect(card).toContain('a tie, nothing');
    expect(card).toContain('Earn revenue as if two CEOs were playing; the ICs are not a CEO.');
  });

  test('E10 variant (A24): C2 exhausted → never asked; C1 answered closes Claim Jump', () => {
    const g = fixtureF();
    g.ok((s) => setExhausted(s, { contract: 'C2', exhausted: true }));
    const start = g.ok((s) => startEndPhase(s));
    expect(text(claimReply(en, start, g.s, 1).cards)).not.toContain('C2');
    expect(g.do((s) => answerClaim(s, { contract: 'C2', icMass: 1, friendlyMass: 0 }))).toMatchObject({ ok: false, code: 'contract-exhausted' });
    const c1 = g.ok((s) => answerClaim(s, { contract: 'C1', icMass: 4, friendlyMass: 3 }));
    expect(c1.done).toBe(true);
  });
});

describe('Margin (A25, A26, A27)', () => {
  function endAt(scale: number, credits: number, maxRevenue?: number) {
    const g = new Table();
    g.ok((s) => newGame(s, { scale, tables: 2, seed: 'margin' }));
    const d = g.do((s) => endGame(s, { credits, ...(maxRevenue !== undefined ? { maxRevenue } : {}) }));
    return { g, d };
  }
  const shown = (scale: number, credits: number, maxRevenue?: number) => {
    const { g, d } = endAt(scale, credits, maxRevenue);
    if (!d.ok) throw new Error(d.code);
    expect(g.s.phase).toBe('over');
    return { result: d.view.result, card: text([marginCard(en, d.view)]) };
  };

  test.each([
    // [#, scale, credits, max, result, capital, shown]
    ['E11', 5, 17, undefined, 'resounding', 10, '37.7%'],
    ['E12', 5, 9, undefined, 'acceptable', 5, '20.0%'],
    ['E13', 4, 9, 46, 'questionable', 3, '19.5%'],
    ['E14', 5, 0, undefined, 'questionable', 4, '0.0%'],
    ['E15', 5, -3, undefined, 'fired', 0, '−6.7%'],
    ['E17', 3, 20, 27, 'outstanding', 6, '74.0%'],
  ] as const)('%s: Scale %i, %i credits, max %s → %s, gain %i, shows %s', (_n, scale, credits, max, result, capital, pct) => {
    const r = shown(scale, credits, max);
    expect(r.result.result).toBe(result);
    expect(r.result.capital).toBe(capital);
    expect(r.card).toContain(pct);
  });

  test('E11 (A26): the max revenue is the Scale-5 example, cited on the card', () => {
    const r = shown(5, 17);
    expect(r.result).toMatchObject({ maxRevenue: 45, source: 'example' });
    expect(r.card).toContain('Resounding success.');
    expect(r.card).toContain('solo rules v1.4, Margin example');
  });

  test('E15: fired, nothing gained', () => {
    expect(shown(5, -3).card).toContain('Unmitigated failure.');
  });

  test('E16 (A26): Scale 3 without max revenue → refused with the reference text; state unchanged', () => {
    const { g, d } = endAt(3, 20);
    expect(d).toMatchObject({ ok: false, code: 'max-revenue-needed', params: { scale: 3 } });
    expect(absSystem.refusalText(d as never, 'en')).toContain('Enter the max revenue for two players at Scale 3 (rulebook p46)');
    expect(g.s.phase).toBe('setup');
    expect(g.batches).toHaveLength(1);
  });

  test('E17 (A27): Outstanding pays 2 × 3 = 6 with the note that Resounding would pay 8', () => {
    const r = shown(3, 20, 27);
    expect(r.result.resoundingPays).toBe(8);
    expect(r.card).toContain('Resounding success would (Ⓢ + 5 = 8)');
  });
});

describe('solo campaign (A28)', () => {
  test('E18: 10 → +10 = 20 → spend 6 = 14 → +3 = 17 → fired: over at 17; a new game cannot attach', () => {
    const camp = new CampaignLog();
    const started = startCampaign(camp.state, { corp: 'Hutch Heavy' });
    if (!started.ok) throw new Error(started.code);
    camp.apply(started.events);
    expect(camp.state?.capital).toBe(10);

    const play = (scale: number, credits: number, maxRevenue?: number) => {
      const g = new Table();
      g.ok((s) => newGame(s, { scale, tables: 1, seed: `e18-${scale}-${credits}`, campaign: true }, camp.state));
      const v = g.ok((s) => endGame(s, { credits, ...(maxRevenue !== undefined ? { maxRevenue } : {}) }, camp.state));
      camp.apply(v.campaign?.events ?? []);
      return v;
    };

    const first = play(5, 17);
    expect(first.result.result).toBe('resounding');
    expect(camp.state?.capital).toBe(20);
    expect(text([marginCard(en, first)])).toContain('Hutch Heavy: Capital 10 → 20');

    const spent = spendCapital(camp.state, { amount: 6 });
    if (!spent.ok) throw new Error(spent.code);
    camp.apply(spent.events);
    expect(camp.state?.capital).toBe(14);

    const second = play(4, 2, 36);
    expect(second.result).toMatchObject({ result: 'questionable', capital: 3 });
    expect(camp.state?.capital).toBe(17);

    const third = play(5, -1);
    expect(third.result.result).toBe('fired');
    expect(camp.state).toMatchObject({ status: 'over', capital: 17 });
    expect(text([marginCard(en, third)])).toContain('Hutch Heavy is fired: the campaign is over, Capital stays 17.');

    const g = new Table();
    const refused = g.do((s) => newGame(s, { scale: 5, tables: 1, seed: 'after', campaign: true }, camp.state));
    expect(refused).toMatchObject({ ok: false, code: 'campaign-over' });
    expect(absSystem.refusalText(refused as never, 'en')).toContain('campaign is over');
    expect(absSystem.refusalText(refused as never, 'en')).toContain('start a new one');
    expect(spendCapital(camp.state, { amount: 1 })).toMatchObject({ ok: false, code: 'campaign-over' });
    // A new campaign may reuse the name.
    expect(startCampaign(camp.state, { corp: 'Hutch Heavy' })).toMatchObject({ ok: true });
  });
});

describe('scatter (A16, A17)', () => {
  test('E19: D8 3 → 3" E; spot invalid: D8 3 is already invalid and re-rolled at once, D8 6 → 3" SW', () => {
    const g = fixtureF();
    e1(g);
    e2(g);
    e3(g);
    e4(g);
    const first = g.ok((s, d) => scatter(s, { ic: 'IC4' }, d), [[8, 3]]);
    expect(first.scatter).toMatchObject({ ic: 'IC4', direction: 'E', invalid: [] });
    const reply = scatterReply(en, first, 1);
    expect(text(reply.cards)).toContain('Scatter IC4: 3" E (east)');
    expect(text(reply.cards)).toContain('1 damage token');
    const button = reply.buttons?.[0]?.[0];
    expect(button?.label).toBe('Spot invalid');
    const again = g.ok(
      (s, d) => reportInvalid(s, { scatter: first.scatter.id }, d),
      [
        [8, 3],
        [8, 6],
      ],
    );
    expect(again.scatter).toMatchObject({ direction: 'SW', invalid: ['E'] });
    expect(again.rolls.map((r) => r.value)).toEqual([3, 6]);
    expect(text(scatterReply(en, again, 1).cards)).toContain('3" SW (south-west)');
  });
});

describe('contracts (A29) and set-up (A4, A6)', () => {
  test('E20 (A29): a Patrol Contract → C3, O4 on table 1 (D2 1); redraw suggested with Redraw / Keep', () => {
    const g = fixtureF();
    const v = g.ok((s, d) => addContract(s, { name: 'Patrol Contract', objectives: objectives('Beacon') }, d), [[2, 1]]);
    expect(v.contract).toMatchObject({ id: 'C3', redraw: true });
    expect(v.objectives.map((o) => [o.objective.id, o.objective.table])).toEqual([['O4', 1]]);
    const reply = contractReply(en, v, g.s, 1);
    expect(reply.buttons?.[0]?.map((b) => [b.id, b.label])).toEqual([
      ['abs-contract.1:1:redraw:C3', 'Redraw'],
      ['abs-contract.1:1:keep:C3', 'Keep'],
    ]);
    expect(text(reply.cards)).toContain('suggest redrawing');
  });

  test('E21 (A4, A6): Scale 3 with one table → spacing 9", O1 on table 1 with no roll; Scale 12 → no minimum', () => {
    const g = new Table();
    g.ok((s) => newGame(s, { scale: 3, tables: 1, seed: 'e21' }));
    const v = g.ok((s, d) => addContract(s, { name: 'Mining', objectives: objectives('Rock') }, d), []);
    expect(v.objectives).toEqual([{ objective: expect.objectContaining({ id: 'O1', table: 1 }), roll: null }]);
    expect(text(contractReply(en, v, g.s, 1).cards)).toContain('at least 9"');
    const big = new Table();
    big.ok((s) => newGame(s, { scale: 12, tables: 1, seed: 'e21b' }));
    expect(text([newGameCard(en, big.s)])).toContain('No minimum spacing');
  });
});

test('a game seeds its generator from its seed (same seed, same state)', () => {
  const g = new Table();
  g.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'abc' }));
  expect(g.s.rng).toEqual(seedRng('abc'));
});
