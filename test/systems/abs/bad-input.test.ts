import { describe, expect, test } from 'vitest';
import type { Refusal } from '../../../src/core/refusal.ts';
import { CORE_REFUSALS } from '../../../src/core/refusal.ts';
import { en } from '../../../src/systems/abs/strings/en.ts';
import { fr } from '../../../src/systems/abs/strings/fr.ts';
import { spendCapital, startCampaign } from '../../../src/systems/abs/campaign.ts';
import {
  activateIcs,
  addContract,
  addJumpPoint,
  addObjective,
  answerClaim,
  answerRedraw,
  changeCredits,
  changeObjective,
  closeClaims,
  damageIc,
  endGame,
  jumpIn,
  loseShips,
  newGame,
  nextRound,
  removeJumpPoint,
  reportInvalid,
  setClass,
  startEndPhase,
  startTactical,
} from '../../../src/systems/abs/decisions.ts';
import { absSystem } from '../../../src/systems/abs/system.ts';
import { Table } from './harness.ts';

// Bad input and commands out of turn: each is refused with a code the system can put
// in words, and the game does not change.

function game(): Table {
  const g = new Table();
  g.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'bad' }));
  g.ok((s) => addContract(s, { name: 'Mining', objectives: [{ name: 'Rock', table: 1 }], cards: 1 }));
  g.ok((s) => addJumpPoint(s, { table: 1 }));
  return g;
}

/** The command is refused with `code`, nothing is written, and the refusal has words. */
function refused(g: Table, decide: Parameters<Table['do']>[0], code: string): string {
  const before = g.state;
  const batches = g.batches.length;
  const d = g.do(decide);
  expect(d).toMatchObject({ ok: false, code });
  expect(g.state).toBe(before);
  expect(g.batches).toHaveLength(batches);
  const text = absSystem.refusalText(d as Refusal, 'en');
  if ((CORE_REFUSALS as readonly string[]).includes(code)) return '';
  expect(text).toBeTruthy();
  expect(text).not.toMatch(/undefined|NaN/);
  return text ?? '';
}

// Every code's words, with its own parameters, in each language: test/core/refusal-words.test.ts.
describe('refusal words', () => {
  test('codes it does not know are left to the core', () => {
    expect(absSystem.refusalText({ ok: false, code: 'duplicate', params: {} }, 'en')).toBeUndefined();
  });
});

describe('new game', () => {
  test.each([
    [{ scale: 0, tables: 2 }, 'out-of-range'],
    [{ scale: 21, tables: 2 }, 'out-of-range'],
    [{ scale: 5, tables: 0 }, 'out-of-range'],
    [{ scale: 5, tables: 9 }, 'out-of-range'],
    [{ scale: 5, tables: 2, maxRevenue: 0 }, 'out-of-range'],
    [{ scale: 5, tables: 2, maxRevenue: 1000 }, 'out-of-range'],
    [{ scale: 2.5, tables: 2 }, 'out-of-range'],
  ])('%j → %s', (input, code) => {
    expect(newGame(null, { ...input, seed: 's' })).toMatchObject({ ok: false, code });
  });
  test('a blank seed, a game in play, a campaign that does not exist', () => {
    expect(newGame(null, { scale: 5, tables: 2, seed: ' ' })).toMatchObject({ ok: false, code: 'bad-name' });
    expect(newGame(game().s, { scale: 5, tables: 2, seed: 's' })).toMatchObject({ ok: false, code: 'game-exists' });
    expect(newGame(null, { scale: 5, tables: 2, seed: 's', campaign: true }, null)).toMatchObject({ ok: false, code: 'no-campaign' });
  });
  test('a game that is over may be replaced', () => {
    const g = game();
    g.ok((s) => endGame(s, { credits: 1 }));
    expect(newGame(g.s, { scale: 5, tables: 2, seed: 's' })).toMatchObject({ ok: true });
  });
});

describe('set-up input', () => {
  test('a pinned table that does not exist', () => {
    expect(refused(game(), (s) => addContract(s, { name: 'Gate', objectives: [{ name: 'Gate', table: 3 }] }), 'bad-table')).toContain('this game has 2');
  });
  test('blank and over-long names, negative decks', () => {
    refused(game(), (s) => addContract(s, { name: '  ', objectives: [] }), 'bad-name');
    refused(game(), (s) => addContract(s, { name: 'x'.repeat(61), objectives: [] }), 'bad-name');
    refused(game(), (s) => addContract(s, { name: 'Mining', objectives: [], cards: -1 }), 'out-of-range');
  });
  test('typed dice: a value no D2 has, and more dice than the command needs', () => {
    expect(refused(game(), (s) => addContract(s, { name: 'M', objectives: [{ name: 'A', table: null }], dice: [3] }), 'dice-bad')).toContain('D2');
    expect(refused(game(), (s) => addContract(s, { name: 'M', objectives: [{ name: 'A', table: null }], dice: [1, 2] }), 'dice-unused')).toContain(
      'only 1 were needed',
    );
  });
  test('unknown ids are refused with the ids that exist', () => {
    expect(refused(game(), (s) => addObjective(s, { contract: 'C9', name: 'X', table: 1 }), 'unknown-contract')).toContain('C1');
    expect(refused(game(), (s) => changeObjective(s, { objective: 'O9', carried: true }), 'unknown-objective')).toContain('O1');
    expect(refused(game(), (s) => removeJumpPoint(s, { jumpPoint: 'JP9' }), 'unknown-jumppoint')).toContain('JP1');
    expect(refused(game(), (s) => damageIc(s, { ic: 'IC1', tokens: 1 }), 'unknown-ic')).toContain('none in play');
  });
  test('changes that change nothing', () => {
    refused(game(), (s) => changeObjective(s, { objective: 'O1', inPlay: true }), 'nothing-to-change');
    refused(game(), (s) => changeCredits(s, { add: 0 }), 'nothing-to-change');
    refused(game(), (s) => setClass(s, { name: 'Frigate', mass: 11 }), 'out-of-range');
  });
  test('no redraw pending: the Redraw button of an old card', () => {
    refused(game(), (s) => answerRedraw(s, { contract: 'C1', redraw: true }), 'no-redraw');
  });
});

describe('jump-ins', () => {
  test('the Mass of an unknown class is needed once, and says how to write it', () => {
    expect(refused(game(), (s) => jumpIn(s, { class: 'Frigate', jumpPoint: 'JP1' }), 'mass-needed')).toContain(
      '/abs jumpin class:Frigate mass:2 jumppoint:JP1',
    );
  });
  test('a jump point out of play', () => {
    const g = game();
    g.ok((s) => removeJumpPoint(s, { jumpPoint: 'JP1' }));
    refused(g, (s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'jp1' }), 'jumppoint-out');
    refused(g, (s) => removeJumpPoint(s, { jumpPoint: 'JP1' }), 'jumppoint-out');
  });
  test('A31: a typed D3 is 1–3; a typed D6 is 1–6', () => {
    expect(refused(game(), (s) => jumpIn(s, { class: 'Hauler', mass: 1, jumpPoint: 'JP1', dice: [1, 4] }), 'dice-bad')).toContain('halve a D6');
    refused(game(), (s) => jumpIn(s, { class: 'Hauler', mass: 1, jumpPoint: 'JP1', dice: [7] }), 'dice-bad');
    refused(game(), (s) => jumpIn(s, { class: 'Hauler', mass: 1, jumpPoint: 'JP1', dice: [0] }), 'dice-bad');
  });
  test('A30: with one candidate the objective rolls nothing, so a second typed die is one too many', () => {
    refused(game(), (s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5, 1] }), 'dice-unused');
  });
});

describe('commands out of turn', () => {
  test('ic activate outside the Tactical Phase points to /abs tactical', () => {
    const g = game();
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1' }));
    expect(refused(g, (s) => activateIcs(s, { ic: 'IC1' }), 'not-tactical')).toContain('/abs tactical');
  });
  test('claim outside the End Phase points to /abs endphase', () => {
    expect(refused(game(), (s) => answerClaim(s, { contract: 'C1', icMass: 1, friendlyMass: 0 }), 'not-end')).toContain('/abs endphase');
  });
  test('A24: one answer per contract per End Phase; none after claim done', () => {
    const g = game();
    g.ok((s) => addContract(s, { name: 'Salvage', objectives: [{ name: 'Wreck', table: 2 }] }));
    g.ok((s) => startEndPhase(s));
    g.ok((s) => answerClaim(s, { contract: 'C1', icMass: 0, friendlyMass: 0 }));
    refused(g, (s) => answerClaim(s, { contract: 'C1', icMass: 3, friendlyMass: 0 }), 'claim-answered');
    g.ok((s) => closeClaims(s));
    refused(g, (s) => answerClaim(s, { contract: 'C2', icMass: 3, friendlyMass: 0 }), 'claims-closed');
    refused(g, (s) => closeClaims(s), 'claims-closed');
  });
  test('A19: no IC ready to activate', () => {
    const g = game();
    g.ok((s) => startTactical(s));
    refused(g, (s) => activateIcs(s), 'no-ic-ready');
  });
  test('after the end, every command is refused', () => {
    const g = game();
    g.ok((s) => endGame(s, { credits: 10 }));
    expect(refused(g, (s) => nextRound(s), 'game-over')).toContain('/abs new');
    refused(g, (s) => addJumpPoint(s, { table: 1 }), 'game-over');
    refused(g, (s) => endGame(s, { credits: 10 }), 'game-over');
  });
  test('with no game, the core says so', () => {
    expect(nextRound(null)).toMatchObject({ ok: false, code: 'no-game' });
    expect(jumpIn(null, { class: 'F', mass: 1, jumpPoint: 'JP1' })).toMatchObject({ ok: false, code: 'no-game' });
  });
});

describe('bookkeeping input', () => {
  test('credits: add or set, not both nor neither; bounds', () => {
    refused(game(), (s) => changeCredits(s, {}), 'credits-input');
    refused(game(), (s) => changeCredits(s, { add: 1, set: 2 }), 'credits-input');
    refused(game(), (s) => changeCredits(s, { add: 10000 }), 'out-of-range');
    refused(game(), (s) => changeCredits(s, { add: 1, note: 'x'.repeat(101) }), 'bad-note');
  });
  test('A32: more ships lost than the IC has', () => {
    const g = game();
    g.ok((s) => jumpIn(s, { class: 'Frigate', mass: 2, jumpPoint: 'JP1', dice: [5] }));
    expect(refused(g, (s) => loseShips(s, { ic: 'IC1', ships: 3 }), 'too-many-lost')).toContain('only 2 ships');
    refused(g, (s) => damageIc(s, { ic: 'IC1', tokens: 0 }), 'nothing-to-change');
    refused(g, (s) => damageIc(s, { ic: 'IC1', tokens: 100 }), 'out-of-range');
  });
  test('the Spot invalid button of an older scatter is stale', () => {
    const g = game();
    refused(g, (s) => reportInvalid(s, { scatter: 1 }), 'stale-button');
  });
  test('end: out-of-range max revenue', () => {
    refused(game(), (s) => endGame(s, { credits: 1, maxRevenue: 0 }), 'out-of-range');
  });
  test('campaign: spending more than there is, or nothing', () => {
    const c = startCampaign(null, { corp: 'Hutch' });
    if (!c.ok) throw new Error(c.code);
    expect(spendCapital(c.view.campaign, { amount: 11 })).toMatchObject({ ok: false, code: 'capital-short' });
    expect(spendCapital(c.view.campaign, { amount: 0 })).toMatchObject({ ok: false, code: 'out-of-range' });
    expect(spendCapital(null, { amount: 1 })).toMatchObject({ ok: false, code: 'no-campaign' });
    expect(startCampaign(c.view.campaign, { corp: 'Other' })).toMatchObject({ ok: false, code: 'campaign-exists' });
    expect(startCampaign(null, { corp: ' ' })).toMatchObject({ ok: false, code: 'bad-name' });
  });
});

describe('a refusal that names an option names it as the reader’s client does', () => {
  test('in French the French name, in English the English one', () => {
    expect(fr.refusals['out-of-range']({ option: 'max_revenue', min: 1, max: 50 })).toBe('`revenu_max` doit être un nombre entier de 1 à 50.');
    expect(fr.refusals['bad-name']({ option: 'class', max: 30 })).toBe('Donnez à `classe` une valeur de 1 à 30 caractères.');
    expect(en.refusals['out-of-range']({ option: 'max_revenue', min: 1, max: 50 })).toBe('`max_revenue` must be a whole number from 1 to 50.');
    expect(fr.refusals['credits-input']()).toBe(
      'Donnez soit `ajouter` (une variation, par ex. `ajouter:-3 note:réquisition`), soit `régler` (le nouveau total), pas les deux.',
    );
    expect(fr.options.claim).toBe('donnez `contrat`, `masse_indépendants` et `masse_alliée`, ou `fini:true`');
    expect(fr.options.updateSomething).toBe('donnez au moins un de `en_jeu`, `transporté`, `table`');
  });
});
