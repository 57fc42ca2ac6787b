import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { startGame } from '../../../../src/systems/xwing/play/game-start.ts';
import type { Tools } from '../../../../src/systems/xwing/play/decision.ts';
import { startCards } from '../../../../src/systems/xwing/render/game-cards.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';

// The introductory scenario's set-up as the seed has it.
const catalog = loadCatalog();
const tools: Tools = { catalog, nextSeq: 1, gameId: null };
const actor = { userId: 'u1', userName: 'you', canManage: false };
const where = { channelId: 'c', guildId: null };
const start = (seed: string, over: Record<string, unknown> = {}) => {
  const d = startGame(null, where, actor, { faction: 'galactic-empire', scenario: 'intro', ruleset: 'v0.2', seed, ...over }, tools);
  if (!d.ok) throw new Error('refused');
  return d.view;
};
const cardText = (view: ReturnType<typeof start>) =>
  startCards(en, catalog, view)
    .flatMap((c) => [c.description ?? '', ...c.fields.map((f) => `${f.name}: ${f.value}`)])
    .join('\n');

describe('placing solo ships at the hyperspace markers', () => {
  test('R26: the two Patrol ships are never placed on the same side of the same marker (300 seeds)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const [a, b] = start(String(seed)).arrivals.map((x) => x.arrival);
      expect(`${a!.marker}/${a!.face}`, `seed ${seed}`).not.toBe(`${b!.marker}/${b!.face}`);
    }
  });

  test("the markers' crit side (not the hit side) points at the player edge", () => {
    const text = cardText(start('1'));
    expect(text).toContain('crit side towards the player edge');
    expect(text).not.toContain('hit side');
  });
});

describe("the seed's Set-Up, as the card words it", () => {
  test('players and Patrol ships are placed in ascending initiative order; marker and obstacle orientation rules are given', () => {
    const text = cardText(start('1'));
    expect(text).toContain('Place all player ships and the 2 Patrol ships in ascending initiative order');
    expect(text).toContain('no side of either marker points directly at the other marker');
    expect(text).toContain('no deployment side of either marker points directly at an obstacle');
  });
});

describe("the players' own faction", () => {
  test('against the Empire the set-up suggests Rebel player ships (the natural opponent), not the TIE Advanced x1', () => {
    const view = start('1');
    expect(view.state.playerFaction).toBe('rebel-alliance');
    const text = cardText(view);
    expect(text).toContain('Rebel Alliance: 2 × T-65 X-wing');
    expect(text).not.toContain('TIE Advanced');
  });

  test('players who choose Scum against the Empire get the Scum row (Kihraxz or G-1A)', () => {
    const text = cardText(start('1', { players: 'scum-and-villainy' }));
    expect(text).toContain('2 × Kihraxz Fighter');
    expect(text).toContain('G-1A Starfighter');
  });
});
