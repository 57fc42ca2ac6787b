import { describe, expect, test } from 'vitest';
import { cardToText, clampCard, type Card } from '../../../src/core/message.ts';
import { decideAddCraft, decideRemoveCraft, decideRoundNext, decideSettings, viewRoster } from '../../../src/systems/hex/decisions.ts';
import { evolve } from '../../../src/systems/hex/events.ts';
import { decideCheck, decideSquadron, decideStats } from '../../../src/systems/hex/moves.ts';
import {
  craftAddedCard,
  craftRemovedCard,
  rosterCard,
  roundCard,
  settingsCard,
  squadronCard,
  statsCard,
  verdictCard,
} from '../../../src/systems/hex/render.ts';
import type { HexState } from '../../../src/systems/hex/state.ts';
import { en } from '../../../src/systems/hex/strings/en.ts';
import type { Decision } from '../../../src/core/system.ts';

// The cards: what a player reads on a phone, within Discord's embed limits.

let state: HexState | null = null;
function run<V>(d: Decision<{ t: string }, V>): V {
  if (!d.ok) throw new Error(d.code);
  for (const e of d.events) state = evolve(state, e as Parameters<typeof evolve>[1]);
  return d.view;
}

const added = run(decideAddCraft(state, { name: 'Red1', space: '8', piloting: '5D+2', maneuverability: '3D', squadron: 'Red' }));
run(decideAddCraft(state, { name: 'Red2', space: '8', piloting: '4D+1', maneuverability: '3D', squadron: 'Red' }));
run(decideAddCraft(state, { name: 'Red3', space: '8', piloting: '4D+1', maneuverability: '3D', squadron: 'Red' }));
run(decideAddCraft(state, { name: 'Home One', space: '4', piloting: '4D', maneuverability: '1D', kind: 'capital' }));
run(decideAddCraft(state, { name: 'Ace', space: '12', piloting: '7D', maneuverability: '4D', kind: 'hero' }));

const text = (c: Card) => cardToText(c);

describe('cards', () => {
  test('every card fits Discord as it is: clamping changes nothing', () => {
    const cards = [
      craftAddedCard(en, added),
      rosterCard(en, run(viewRoster(state))),
      statsCard(en, run(decideStats(state, { craft: 'Ace' }))),
      verdictCard(en, run(decideCheck(state, { craft: 'Red2', path: `${'X '.repeat(40)}` }))),
      squadronCard(en, run(decideSquadron(state, { squadron: 'Red', paths: 'Red1: 9; Red2: 3 L 5; Red3: 3 R 3 L 3' }))),
      settingsCard(en, run(decideSettings(state, { pips: 'drop' }))),
      roundCard(en, run(decideRoundNext(state))),
      craftRemovedCard(en, { name: 'Red3' }),
    ];
    for (const c of cards) expect(clampCard(c)).toEqual(c);
  });

  test('a long list of reasons is cut with a count, not mid-line', () => {
    const v = run(decideCheck(state, { craft: 'Red2', path: 'X '.repeat(15) }));
    const card = verdictCard(en, v);
    expect(card.fields.find((f) => f.name === en.whyNot)?.value).toContain('…and 5 more.');
  });

  test('stats card: the derived values of the reference, and the pips setting (H1)', () => {
    const t = text(statsCard(en, run(decideStats(state, { craft: 'Ace' }))));
    expect(t).toContain('Attack Speed: 13 hexes');
    expect(t).toContain('Full Throttle: 19 hexes · no firing');
    expect(t).toContain('Turn Distance: −1 (ignored)');
    expect(t).toContain('bootlegger');
    expect(t).toContain('Pips: drop');
  });

  test('H5: a craft that can never meet its Turn Distance is told so', () => {
    const t = text(statsCard(en, run(decideStats(null, { space: '2', piloting: '1D', maneuverability: '1D' }))));
    expect(t).toContain('Cannot turn this move at any rate');
  });

  test('verdict card: an unreadable path shows where, and how to write one', () => {
    const t = text(verdictCard(en, run(decideCheck(state, { craft: 'Red2', path: '3 X 2' }))));
    expect(t).toContain("can't read the path");
    expect(t).toContain('Unknown X at character 3.');
    expect(t).toContain('How to write a path');
  });

  test('verdict card: a plain dead stop shows no walk; a Hero is told its prior round (H8)', () => {
    const t = text(verdictCard(en, run(decideCheck(state, { craft: 'Home One', path: 'stop', prior: 'attack' }))));
    expect(t).toContain('Dead stop: counts as Attack Speed');
    expect(t).not.toContain('Ends facing');
    expect(t).toContain('Prior round: Attack Speed (given).');
  });

  test('X31 card: the squadron at Full Throttle says no craft fires and who pushed it (H6)', () => {
    const t = text(squadronCard(en, run(decideSquadron(state, { squadron: 'Red', paths: 'Red1: 9; Red2: 3 L 5; Red3: 3 R 3 L 3' }))));
    expect(t).toContain('Squadron Red: ⚠️ Full Throttle');
    expect(t).toContain('Red3 goes past Attack Speed');
    expect(t).toContain('no craft fires');
    expect(t).toContain('✅ Red1: 9 · 9 hexes (AS 9)');
  });

  test('roster card: squadrons, Heroes and Capital Ships apart, with each rate', () => {
    const t = text(rosterCard(en, run(viewRoster(state))));
    expect(t).toContain('Squadron Red (3)');
    expect(t).toContain('Heroes:');
    expect(t).toContain('Capital Ships:');
    expect(text(rosterCard(en, run(viewRoster(null))))).toContain('/hex craft add');
  });

  test('removing shows the name', () => {
    expect(text(craftRemovedCard(en, run(decideRemoveCraft(state, { name: 'ace' }))))).toBe('Removed Ace from the roster.');
  });
});

describe('Where it ends: final facing names, as the reference lists them', () => {
  test.for([
    [0, 'ahead'],
    [1, '1 right'],
    [2, '2 right'],
    [3, 'reversed'],
    [4, '2 left'],
    [5, '1 left'],
  ] as const)('facing %i is "%s"', ([facing, name]) => {
    expect(en.facing(facing)).toBe(name);
  });
});
