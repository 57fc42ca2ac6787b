import { describe, expect, test } from 'vitest';
import { cardToText, type Card } from '../../../src/core/message.ts';
import {
  activateIcs,
  addContract,
  addJumpPoint,
  addObjective,
  answerClaim,
  answerRedraw,
  changeCredits,
  changeObjective,
  endGame,
  jumpIn,
  loseShips,
  newGame,
  nextRound,
  removeJumpPoint,
  setClass,
  setExhausted,
  startEndPhase,
  startTactical,
} from '../../../src/systems/abs/decisions.ts';
import { activationReply, claimReply, jumpPointCard, tacticalCard, trackerCard } from '../../../src/systems/abs/render.ts';
import { en } from '../../../src/systems/abs/strings/en.ts';
import { Table } from './harness.ts';

// The rulings about what the bot tracks between the worked examples.

const text = (cards: readonly Card[]) => cards.map(cardToText).join('\n');

function twoTables(): Table {
  const g = new Table();
  g.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'keep' }));
  g.ok((s) =>
    addContract(s, {
      name: 'Mining',
      objectives: [
        { name: 'Rock A', table: 1 },
        { name: 'Rock B', table: 1 },
      ],
      cards: 1,
    }),
  );
  return g;
}

describe('phases', () => {
  test('set-up until the first jump point or jump-in; round next opens the Jump Phase', () => {
    const g = twoTables();
    expect(g.s.phase).toBe('setup');
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    expect(g.s.phase).toBe('jump');
    g.ok((s) => startTactical(s));
    expect(g.s.phase).toBe('tactical');
    g.ok((s) => startEndPhase(s));
    expect(g.s.phase).toBe('end');
    g.ok((s) => nextRound(s));
    expect(g.s).toMatchObject({ phase: 'jump', round: 2 });
  });
});

describe('jump points (A7, A9)', () => {
  test('A7: a second jump point on a table may go anywhere in play', () => {
    const g = twoTables();
    const first = g.ok((s) => addJumpPoint(s, { table: 1 }));
    expect(first.anywhere).toBe(false);
    const second = g.ok((s) => addJumpPoint(s, { table: 1 }));
    expect(second.anywhere).toBe(true);
    expect(cardToText(jumpPointCard(en, second))).toContain('may go anywhere in play');
    expect(g.ok((s) => addJumpPoint(s, { table: 2 })).anywhere).toBe(false);
  });

  test('A9: a jump point out of play does not roll; ascending JP# order', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => addJumpPoint(s, { table: 2 }));
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => removeJumpPoint(s, { jumpPoint: 'JP1' }));
    const v = g.ok(
      (s, d) => nextRound(s, {}, d),
      [
        [6, 6],
        [6, 1],
        [2, 2],
      ],
    );
    expect(v.arrivals.map((a) => [a.ic.trigger.jumpPoint, a.ic.table, a.ic.objective.chosen])).toEqual([
      ['JP2', 2, null],
      ['JP3', 1, 'O2'],
    ]);
  });
});

describe('IC deployment (A8, A12, A13)', () => {
  test('A12: no objective on the table → the jump point stands in; A13 is not needed after a jump-in', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 2 }));
    const v = g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5] }));
    expect(v.arrival.placement).toEqual({ anchor: { kind: 'jump-point', id: 'JP1' }, playerShipCertain: true });
    expect(v.arrival.ic.objective.chosen).toBeNull();
  });

  test('A12: carried or out-of-play objectives are not candidates; exhausted contracts are', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => changeObjective(s, { objective: 'O1', carried: true }));
    g.ok((s) => setExhausted(s, { contract: 'C1', exhausted: true }));
    const v = g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5] }));
    expect(v.arrival.ic.objective).toEqual({ candidates: ['O2'], roll: null, chosen: 'O2' });
  });

  test('A8: a jump-in counts in any phase, and a later Mass replaces the class table for later rolls (logged)', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [1, 1] }));
    const v = g.ok((s) => jumpIn(s, { class: 'frigate', mass: 3, jumpPoint: 'JP1', dice: [1, 1] }));
    expect(v.classChange).toEqual({ class: { name: 'frigate', mass: 3, thrust: null }, previous: { name: 'Frigate', mass: 2, thrust: null } });
    expect(v.arrival.ic.roll).toMatchObject({ modifier: 3, total: 4, class: 'Fighter' });
    expect(g.s.classes).toEqual([{ name: 'frigate', mass: 3, thrust: null }]);
    expect(g.events.filter((e) => e.t === 'class-set')).toHaveLength(2);
  });
});

describe('the Tactical Phase (A18, A19)', () => {
  test('A18: the Seize Initiative tokens are prompted; A19: a jump-in during the phase waits until next round', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5, 1] }));
    const t = g.ok((s) => startTactical(s, { seize: 2 }));
    expect(cardToText(tacticalCard(en, t, g.s))).toContain('activate 2 of your battlegroups now, before any IC');
    g.ok((s) => jumpIn(s, { class: 'Frigate', jumpPoint: 'JP1', dice: [5, 2] }));
    expect(g.s.ics.map((i) => [i.id, i.waits])).toEqual([
      ['IC1', false],
      ['IC2', true],
    ]);
    expect(g.do((s) => activateIcs(s, { ic: 'IC2' }))).toMatchObject({ ok: false, code: 'ic-waits' });
    const all = g.ok((s) => activateIcs(s, { dice: [1, 1] }));
    expect(all.activations.map((a) => a.ic.id)).toEqual(['IC1']);
    expect(all.remaining).toBe(true);
    expect(text(activationReply(en, all, g.s).cards)).toContain('Remaining Activations');
    g.ok((s) => nextRound(s, { dice: [5, 1] }));
    expect(g.s.ics.every((i) => !i.waits && !i.activated)).toBe(true);
  });

  test('A19: all ICs activate in ascending IC# order, dice per IC: D*n*? then D3', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    for (let i = 0; i < 10; i++) g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5, 1] }));
    g.ok((s) => startTactical(s));
    const v = g.ok((s, d) => activateIcs(s, {}, d), Array.from({ length: 10 }, (_, i) => [[2, 1 + (i % 2)] as const, [3, 1] as const]).flat());
    expect(v.activations.map((a) => a.ic.id)).toEqual(['IC1', 'IC2', 'IC3', 'IC4', 'IC5', 'IC6', 'IC7', 'IC8', 'IC9', 'IC10']);
    expect(v.activations.map((a) => a.outcome.choice.chosen)).toEqual(['O1', 'O2', 'O1', 'O2', 'O1', 'O2', 'O1', 'O2', 'O1', 'O2']);
    const reply = activationReply(en, v, g.s);
    expect(reply.cards.length).toBeLessThanOrEqual(10);
    expect(text(reply.cards)).toContain('IC10 activates');
  });

  test('ships lost: the count goes down and the battlegroup goes at 0', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5, 1] }));
    expect(g.ok((s) => loseShips(s, { ic: 'IC1', ships: 1 })).ic?.ships).toBe(1);
    expect(g.ok((s) => loseShips(s, { ic: 'ic1', ships: 1 })).ic).toBeNull();
    expect(g.s.ics).toEqual([]);
    expect(cardToText(trackerCard(en, g.s))).toContain('Independent Contractors: —');
  });
});

describe('Claim Jump (A24) and contracts (A5, A29)', () => {
  test('A24: the last card discarded → the bot asks, with buttons, whether the contract is exhausted; it does not decide', () => {
    const g = twoTables();
    g.ok((s) => startEndPhase(s));
    const v = g.ok((s) => answerClaim(s, { contract: 'C1', icMass: 5, friendlyMass: 1 }));
    expect(v.answered?.outcome).toEqual({ discarded: true, cards: 0, askExhausted: true });
    expect(g.s.contracts[0]?.exhausted).toBe(false);
    const reply = claimReply(en, v, g.s, 1);
    expect(reply.buttons?.[0]?.map((b) => b.id)).toEqual(['abs-contract.1:1:exhaust:C1', 'abs-contract.1:1:notyet:C1']);
    expect(text(reply.cards)).toContain('C1 has no card left. Is it exhausted now?');
  });

  test('A29: Redraw removes the contract and its objectives; Keep clears the suggestion', () => {
    const g = twoTables();
    g.ok((s) => addContract(s, { name: 'Evacuation', objectives: [{ name: 'Lifeboat', table: 2 }] }));
    g.ok((s) => addContract(s, { name: 'Patrol', objectives: [{ name: 'Ship', table: 2 }] }));
    g.ok((s) => answerRedraw(s, { contract: 'C2', redraw: true }));
    g.ok((s) => answerRedraw(s, { contract: 'C3', redraw: false }));
    expect(g.s.contracts.map((c) => [c.id, c.redraw])).toEqual([
      ['C1', false],
      ['C3', false],
    ]);
    expect(g.s.objectives.map((o) => o.id)).toEqual(['O1', 'O2', 'O4']);
    // Ids are not reused.
    expect(g.ok((s) => addContract(s, { name: 'Salvage', objectives: [] })).contract.id).toBe('C4');
  });

  test('A5: a later objective on a random table rolls one D*T*', () => {
    const g = twoTables();
    const v = g.ok((s, d) => addObjective(s, { contract: 'C1', name: 'Core', table: 'random' }, d), [[2, 2]]);
    expect(v.objective).toMatchObject({ id: 'O3', table: 2 });
    expect(v.roll).toMatchObject({ sides: 2, value: 2 });
  });
});

describe('credits and the end', () => {
  test('the ledger adds up and /abs end defaults to its total; a typed max revenue is used at any Scale', () => {
    const g = new Table();
    g.ok((s) => newGame(s, { scale: 3, tables: 1, seed: 'ledger', maxRevenue: 30 }));
    g.ok((s) => changeCredits(s, { add: 12, note: 'revenue' }));
    g.ok((s) => changeCredits(s, { add: -4, note: 'requisition' }));
    expect(g.s.credits).toBe(8);
    g.ok((s) => changeCredits(s, { set: 9 }));
    const v = g.ok((s) => endGame(s));
    expect(v.result).toMatchObject({ credits: 9, maxRevenue: 30, source: 'typed', tenths: 300, result: 'acceptable', capital: 3 });
    expect(g.s.result?.result).toBe('acceptable');
  });

  test('setClass records Thrust, shown at activation as twice its value', () => {
    const g = twoTables();
    g.ok((s) => setClass(s, { name: 'Frigate', mass: 2, thrust: 4 }));
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => jumpIn(s, { class: 'Frigate', jumpPoint: 'JP1', dice: [5, 1] }));
    // IC1 is 2 × Frigates: the class table's Frigate is the players' name for their own class too.
    g.ok((s) => startTactical(s));
    const v = g.ok((s) => activateIcs(s, { dice: [1, 1] }));
    expect(v.activations[0]?.outcome.move).toBe(8);
    expect(text(activationReply(en, v, g.s).cards)).toContain('up to 8" (twice its Thrust)');
  });
});

describe('A38: repeating a phase command', () => {
  test("endphase again keeps this End Phase's answers, so no contract discards twice", () => {
    const g = twoTables();
    g.ok((s) => startEndPhase(s));
    g.ok((s) => answerClaim(s, { contract: 'C1', icMass: 2, friendlyMass: 1 }));
    g.ok((s) => startEndPhase(s));
    expect(g.do((s) => answerClaim(s, { contract: 'C1', icMass: 2, friendlyMass: 1 }))).toMatchObject({ ok: false, code: 'claim-answered' });
    expect(g.s.contracts[0]?.cards).toBe(0);
  });
  test('tactical again does not let an IC activate twice', () => {
    const g = twoTables();
    g.ok((s) => addJumpPoint(s, { table: 1 }));
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5, 1] }));
    g.ok((s) => startTactical(s));
    g.ok((s) => activateIcs(s, { dice: [1, 1] }));
    g.ok((s) => startTactical(s));
    expect(g.do((s) => activateIcs(s, { ic: 'IC1' }))).toMatchObject({ ok: false, code: 'ic-activated' });
  });
});
