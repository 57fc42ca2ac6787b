import { plainText } from '../../../../src/core/escape.ts';
import { afterAll, describe, expect, test } from 'vitest';
import { setupCard } from '../../../../src/systems/xwing/bsl/render.ts';
import { createMissionGame } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import { leavePlayArea, placeTrackingToken, scanMarker } from '../../../../src/systems/xwing/bsl/mission/in-game.ts';
import { changeShip } from '../../../../src/systems/xwing/play/ship-changes.ts';
import type { Actor } from '../../../../src/systems/xwing/play/state.ts';
import type { GameState } from '../../../../src/systems/xwing/play/state.ts';
import { stringsFor } from '../../../../src/systems/xwing/strings/index.ts';
import type { Card } from '../../../../src/core/message.ts';
import { tempDir, text } from '../../../helpers.ts';
import { catalog } from './fixtures.ts';
import { apply, missionGame, missionTable, statusCard, trackerMessage } from './mission-game.ts';

// What players see of a mission game (big-shed-league.md §5.1–§5.4, ruling C75): the live
// tracker, `/game status` and the set-up card show each solo ship's role (§5.3), the ships out
// of play with the code `/campaign result` reads (§5.2, C63), and tracking tokens (§1.6, C66),
// in the game's language.

const actor: Actor = { userId: 'u1', userName: 'u1', canManage: false };
/** A field's text with its user text (ships' names) shown as written, as a terminal shows it. */
const field = (card: Card | undefined, name: string) => {
  const value = card?.fields.find((f) => f.name === name)?.value;
  return value === undefined ? null : plainText(value);
};

/** Mission 5 (Ambush), players Active: the AI's Evaders A1–A3 (A2 a TIE Advanced with a hyperdrive); A1 has left by O (W), P1 is destroyed. */
function ambush(): { state: GameState; c: ReturnType<typeof missionGame>['c'] } {
  const { c, state } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] }, damaged: ['p2'] });
  let s = apply(state, leavePlayArea(state, actor, { ship: 'A1', edge: 'O', jump: false }, null));
  s = apply(s, changeShip(s, actor, 'P1', { kind: 'destroyed' }));
  return { c, state: s };
}

describe('C75 the live tracker of a mission game', () => {
  test('§5.3: a solo ship’s line carries its role; an Evader with a hyperdrive its tracking tokens (🌀 placed/needed)', () => {
    const card = trackerMessage(stringsFor('en'), catalog, ambush().state, 1).cards![0];
    const ships = field(card, 'Ships in play')!;
    expect(ships).toContain('🤖 A2 · I3 · Defensive · Evader · 🌀0/3');
    expect(ships).toContain('🤖 A3 · I3 · Defensive · Evader');
    expect(ships).not.toMatch(/A3[^\n]*🌀/);
    // A player ship's hyperdrive shows once it has tokens (its count is on the reports card).
    expect(ships).toMatch(/👤 P2 · I\d\n/);
    const placed = apply(ambush().state, placeTrackingToken(ambush().state, actor, { ship: 'P2', mines: 0 }));
    expect(field(trackerMessage(stringsFor('en'), catalog, placed, 1).cards![0], 'Ships in play')).toMatch(/👤 P2 · I\d · 🌀1\/3/);
  });

  test('§5.2, C63: the ships out of play with their code (X destroyed; W/D/OBJ and the edge or jump), with a legend', () => {
    const out = field(trackerMessage(stringsFor('en'), catalog, ambush().state, 1).cards![0], 'Out of play');
    expect(out).toBe('👤 P1 **X** · 🤖 A1 **W** (O)\n*W withdrawn · D driven off · X destroyed · OBJ objective exit*');
  });

  test('the activation order carries the roles too; in French: Fuyard, Hors jeu, saut', () => {
    let s = ambush().state;
    s = apply(s, { ok: true, events: [{ t: 'phase-opened', phase: 'activation' }] });
    for (let i = 0; i < 3; i++) s = apply(s, placeTrackingToken(s, actor, { ship: 'A2', mines: 0 }));
    s = apply(s, leavePlayArea(s, actor, { ship: 'A2', edge: null, jump: true }, null));
    const en = trackerMessage(stringsFor('en'), catalog, s, 1).cards![0];
    // A solo ship shows its attitude marker (the token the table sees), then its role.
    expect(field(en, 'Activation order (initiative ascending)')).toMatch(/A3 · I3 · 🔴 Defensive · Evader/);
    const fr = trackerMessage(stringsFor('fr'), catalog, s, 1).cards![0];
    expect(field(fr, 'Hors jeu')).toBe('👤 P1 **X** · 🤖 A1 **W** (O) · 🤖 A2 **W** (saut)\n*W retiré · D mis en fuite · X détruit · OBJ sortie d’objectif*');
    expect(fr?.fields.map((f) => f.value).join('\n')).toContain('Fuyard');
  });

  test('mission 1: the markers left', () => {
    const { state } = missionGame({ mission: 1, active: 'players', draws: { players: ['4'], ai: ['2'] } });
    const s = apply(state, scanMarker(state, actor, { ship: 'P4', marker: 2 }));
    expect(field(trackerMessage(stringsFor('en'), catalog, s, 1).cards![0], 'Out of play')).toBe('Markers left: M1, M3, M4, M5');
    expect(field(trackerMessage(stringsFor('fr'), catalog, s, 1).cards![0], 'Hors jeu')).toBe('Marqueurs restants : M1, M3, M4, M5');
  });

  test('C14 (C74): a fleet gone, the tracker says the mission ends at this End Phase and offers only the round’s close', () => {
    let s = ambush().state;
    for (const p of ['P2', 'P3']) s = apply(s, changeShip(s, actor, p, { kind: 'destroyed' }));
    const m = trackerMessage(stringsFor('en'), catalog, s, 7);
    expect(field(m.cards![0], 'Next')).toBe(
      'Your fleet has no ship in play: `/round next` closes this round’s End Phase (Reinforcements, turbolaser first) and the mission ends there (C14).',
    );
    expect(m.buttons).toEqual([[{ id: 'round-next.1:7:1', label: 'Close the round: End Phase', style: 'danger' }]]);
    const fr = trackerMessage(stringsFor('fr'), catalog, s, 7);
    expect(field(fr.cards![0], 'Ensuite')).toContain('Votre flotte n’a plus de vaisseau en jeu');
    // Both fleets still in play: the usual next step.
    expect(field(trackerMessage(stringsFor('en'), catalog, ambush().state, 7).cards![0], 'Next')).not.toContain('C14');
  });

  test('a game outside a campaign shows none of it', () => {
    const custom: GameState = { ...ambush().state, scenario: 'custom', campaign: undefined };
    const card = trackerMessage(stringsFor('en'), catalog, custom, 1).cards![0];
    expect(field(card, 'Out of play')).toBeNull();
    expect(field(card, 'Ships in play')).not.toMatch(/Evader|🌀/);
  });
});

describe('C75 `/game status` and the set-up card of a mission game', () => {
  test('/game status: role, tracking tokens, damage cards and VET reroll on a ship’s line; how a ship left instead of "fled"', () => {
    const card = statusCard(stringsFor('en'), catalog, ambush().state);
    const solo = card.fields[0]!.value;
    expect(solo).toContain('**A1** · TIE/ln Fighter (Academy Pilot, I1) · Defensive · withdrawn **W** (O)');
    expect(solo).not.toContain('fled');
    expect(solo).toMatch(/\*\*A2\*\* · [^\n]* · \*\*Evader\*\* · tracking tokens 0\/3/);
    expect(plainText(card.fields[1]!.value)).toMatch(/\*\*P2\*\* · [^\n]*tracking tokens 0\/3 · 2 damage cards/);
    expect(field(card, 'Out of play')).toContain('👤 P1 **X** · 🤖 A1 **W** (O)');
    // P1, a non-limited VET, has its once-per-game reroll while in play (C6).
    const fresh = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    expect(plainText(statusCard(stringsFor('en'), catalog, fresh).fields[1]!.value)).toMatch(/\*\*P1\*\* · [^\n]* · VET reroll/);
    const fr = statusCard(stringsFor('fr'), catalog, ambush().state);
    expect(fr.fields[0]!.value).toContain('retiré **W** (O)');
    expect(fr.fields[0]!.value).toContain('**Fuyard** · jetons de pistage 0/3');
    expect(fr.fields[1]!.value).toContain('2 cartes de dégât');
  });

  test('the set-up card: each solo ship’s role, and 0 of the tracking tokens a hyperdrive-capable ship needs (§1.6, C66)', () => {
    const { c } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    const made = createMissionGame(catalog, { ...c, pending: { ...c.pending!, gameLinked: false } }, { channelId: 'x', guildId: null, owner: 'u1' });
    const en = setupCard(catalog, c, made.setup, 'en');
    expect(field(en, 'AI')).toMatch(/`A2` Storm Squadron Ace I3 — evader, defensive; tracking tokens 0\/3/);
    expect(field(en, 'AI')).toMatch(/`A3` Black Squadron Ace I3 — evader, defensive$/m);
    const fr = setupCard(catalog, c, made.setup, 'fr');
    expect(fr.fields.map((f) => f.value).join('\n')).toContain('jetons de pistage 0/3');
  });
});

describe('C75 through the console: the tracker follows the mission game', () => {
  const tmp = tempDir('bsl-board-');
  afterAll(() => tmp.cleanup());

  test('a ship that leaves shows on the tracker and in /game status with its code', async () => {
    const t = await missionTable(tmp.dir, { mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    try {
      await t.run('/ship fled ship:A1 edge:O');
      const status = (await t.run('/game status')).map(text).join('\n');
      expect(status).toContain('A1 · TIE/ln Fighter (Academy Pilot, I1) · Defensive · withdrawn W (O)');
      expect(status).toContain('Evader');
      const g = await t.game();
      const tracker = trackerMessage(stringsFor('en'), catalog, g!.state, g!.id);
      expect(field(tracker.cards![0], 'Out of play')).toContain('🤖 A1 **W** (O)');
    } finally {
      await t.store.close();
    }
  });
});
