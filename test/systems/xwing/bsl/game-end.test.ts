import { afterAll, describe, expect, test } from 'vitest';
import { SeededDice, seedRng } from '../../../../src/systems/xwing/engine/index.ts';
import { leavePlayArea } from '../../../../src/systems/xwing/bsl/mission/in-game.ts';
import { fleetGoneEnd } from '../../../../src/systems/xwing/bsl/mission/round-end.ts';
import { advanceRound } from '../../../../src/systems/xwing/play/phases.ts';
import { changeShip } from '../../../../src/systems/xwing/play/ship-changes.ts';
import { detectEnd } from '../../../../src/systems/xwing/play/game-end.ts';
import type { Actor } from '../../../../src/systems/xwing/play/state.ts';
import type { Tools } from '../../../../src/systems/xwing/play/decision.ts';
import type { GameState } from '../../../../src/systems/xwing/play/state.ts';
import type { MissionGameEvent } from '../../../../src/systems/xwing/bsl/mission/events.ts';
import { xwingSystem } from '../../../../src/systems/xwing/system.ts';
import { bslMission } from '../../../../src/systems/xwing/bsl/mission/rules.ts';
import { tempDir, text } from '../../../helpers.ts';
import { catalog } from './fixtures.ts';
import { loadEditions } from '../../../../src/systems/xwing/catalog/load.ts';
import { apply, missionGame, missionTable, ship } from './mission-game.ts';

// Ruling C14 (big-shed-league.md §5.6), with C74: a mission game ends at the end of a round's
// End Phase (after Reinforcements and turbolaser) when a fleet has no ships in the play area —
// never the moment its last ship goes, and also when the AI's ships have all withdrawn. Games
// outside a campaign still end at once (detectEnd).

const actor: Actor = { userId: 'u1', userName: 'u1', canManage: false };
const tools: Tools = { catalog, nextSeq: 1000, gameId: 1 };
const system = xwingSystem(loadEditions(), bslMission);

/** `/round next` from round `from` as the bot runs it: X-Wing's End Phase with the registered layer's end of it; `round` null when the game ended instead. */
function closeRound(state: GameState, from: number) {
  const d = advanceRound(state, from, { ...tools, mission: bslMission });
  return d.ok ? { ...d, events: d.events as readonly MissionGameEvent[], view: { round: d.view.state.ended ? null : d.view } } : d;
}

/** Mission 4 (Engagement), players Active: P1–P3 against A1–A3. */
const engagement = (reinforced = false) =>
  missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] }, effects: { players: [], ai: reinforced ? ['reinforcements'] : [] } });

const destroy = (s: GameState, names: readonly string[]): GameState => names.reduce((x, n) => apply(x, changeShip(x, actor, n, { kind: 'destroyed' })), s);

describe('C14: a mission game ends at the End Phase, not when a fleet’s last ship goes', () => {
  test('the players’ last ship destroyed mid-round: nothing ends yet (the game’s own end check stays quiet)', () => {
    const s = destroy(engagement().state, ['P1', 'P2', 'P3']);
    expect(s.ships.filter((x) => x.side === 'player').every((x) => x.status === 'destroyed')).toBe(true);
    expect(detectEnd(s)).toBeNull();
    expect(system.follows(s)?.t).not.toBe('ended');
    expect(s.ended).toBeNull();
  });

  test('outside a campaign the game still ends at once (players gone; every solo ship destroyed)', () => {
    const { state } = engagement();
    const custom: GameState = { ...state, scenario: 'custom', campaign: undefined };
    expect(detectEnd(destroy(custom, ['P1', 'P2', 'P3']))).toEqual({ t: 'ended', reason: 'players-gone' });
    expect(detectEnd(destroy(custom, ['A1', 'A2', 'A3']))).toEqual({ t: 'ended', reason: 'solo-destroyed' });
    // And /round next there starts the next round, whatever fleet is left (no End Phase end check).
    const d = closeRound(custom, 1);
    expect(d.ok && d.view.round?.round).toBe(2);
  });

  test('/round next closes the End Phase: players gone → ended (players-gone, gone: player), no round 2', () => {
    const s = destroy(engagement().state, ['P1', 'P2', 'P3']);
    const d = closeRound(s, 1);
    if (!d.ok) throw new Error(d.code);
    expect(d.events.at(-1)).toEqual({ t: 'ended', reason: 'players-gone', gone: ['player'] });
    expect(d.events.some((e) => e.t === 'round-started')).toBe(false);
    expect(d.view.round).toBeNull();
    expect(apply(s, d).ended).toEqual({ reason: 'players-gone', round: 1, gone: ['player'] });
  });

  test('every AI ship withdrawn (mission 5 Evaders leave by O: W): the game ends at that End Phase (gone: solo)', () => {
    const { state } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    const s = ['A1', 'A2', 'A3'].reduce((x, n) => apply(x, leavePlayArea(x, actor, { ship: n, edge: 'O', jump: false }, null)), state);
    expect(s.ships.filter((x) => x.side === 'solo').map((x) => x.left?.code)).toEqual(['W', 'W', 'W']);
    expect(system.follows(s)?.t).not.toBe('ended');
    const d = closeRound(s, 1);
    if (!d.ok) throw new Error(d.code);
    expect(d.events.at(-1)).toEqual({ t: 'ended', reason: 'solo-destroyed', gone: ['solo'] });
    expect(apply(s, d).ended).toEqual({ reason: 'solo-destroyed', round: 1, gone: ['solo'] });
  });

  test('both fleets gone: the players’ reason, both named', () => {
    expect(fleetGoneEnd(destroy(engagement().state, ['P1', 'P2', 'P3', 'A1', 'A2', 'A3']))).toEqual({
      t: 'ended',
      reason: 'players-gone',
      gone: ['player', 'solo'],
    });
    expect(fleetGoneEnd(engagement().state)).toBeNull();
  });

  test('a fleet still in play: /round next starts the next round as before', () => {
    const s = destroy(engagement().state, ['P1', 'A1']);
    const d = closeRound(s, 1);
    expect(d.ok && d.view.round?.round).toBe(2);
    expect(d.ok && apply(s, d).ended).toBeNull();
  });

  /** The AI's three ships destroyed in round 1 with its Reinforcements asset, on a generator whose three dice have a hit or not. */
  function aiWipedOut(hit: boolean): GameState {
    const { state } = engagement(true);
    for (let i = 1; i < 500; i++) {
      const rng = seedRng(`c14-${i}`);
      const dice = new SeededDice(rng);
      const faces = [dice.attack(), dice.attack(), dice.attack()];
      if (faces.includes('hit') === hit) return destroy({ ...state, rng }, ['A1', 'A2', 'A3']);
    }
    throw new Error('no generator state found');
  }

  test('after Reinforcements (§7.2): an arrival keeps the AI’s fleet in play and the game goes on; no arrival → it ends', () => {
    const saved = aiWipedOut(true);
    const d = closeRound(saved, 1);
    if (!d.ok) throw new Error(d.code);
    const after = apply(saved, d);
    expect(after.ended).toBeNull();
    expect(after.round).toBe(2);
    // The dice are rolled at the end of the End Phase, before round 2 starts.
    expect(d.events.findIndex((e) => e.t === 'reinforcements-rolled')).toBeLessThan(d.events.findIndex((e) => e.t === 'round-started'));
    expect(after.ships.some((s) => s.side === 'solo' && s.reinforcementOf && s.status === 'active')).toBe(true);

    const lost = aiWipedOut(false);
    const e = closeRound(lost, 1);
    if (!e.ok) throw new Error(e.code);
    expect(e.events.map((x) => x.t)).toEqual(['reinforcements-rolled', 'ended']);
    expect(apply(lost, e).ended).toEqual({ reason: 'solo-destroyed', round: 1, gone: ['solo'] });
  });

  test('C71 still: at the end of the round limit the game ends by the limit', () => {
    const { state } = engagement();
    const d = closeRound({ ...state, round: 12 }, 12);
    expect(d.ok && d.events).toEqual([{ t: 'ended', reason: 'round-limit' }]);
  });

  test('C71, C74: the round limit ends the game at the end of a whole End Phase: its tokens are cleared first', () => {
    const { state } = engagement();
    const disarmed: GameState = { ...state, round: 12, ships: state.ships.map((x) => (x.name === 'A1' ? { ...x, disarm: 1 } : x)) };
    const d = closeRound(disarmed, 12);
    if (!d.ok) throw new Error(d.code);
    expect(d.events).toEqual([
      { t: 'ship-changed', ship: 'A1', patch: { disarm: 0 } },
      { t: 'ended', reason: 'round-limit' },
    ]);
    expect(apply(disarmed, d).ended).toEqual({ reason: 'round-limit', round: 12 });
  });

  test('C71, C14: at the round limit the End Phase’s Reinforcements dice roll first; an arrival is in play when the game ends (C37)', () => {
    const { state } = engagement(true);
    let found: GameState | null = null;
    for (let i = 1; i < 500 && !found; i++) {
      const rng = seedRng(`c71-${i}`);
      if (new SeededDice(rng).attack() === 'hit') found = destroy({ ...state, round: 12, rng }, ['A1']);
    }
    if (!found) throw new Error('no generator state found');
    const d = closeRound(found, 12);
    if (!d.ok) throw new Error(d.code);
    expect(d.events.map((e) => e.t)).toEqual(['reinforcements-rolled', 'ship-added', 'ended']);
    expect(d.events.flatMap((e) => (e.t === 'reinforcements-rolled' ? e.rolls.map((r) => r.face) : []))).toEqual(['hit']);
    const after = apply(found, d);
    expect(after.ended).toEqual({ reason: 'round-limit', round: 12 });
    expect(after.ships.find((x) => x.reinforcementOf === 'A1')).toMatchObject({ side: 'solo', status: 'active' });
  });
});

describe('C14 through the console: /round next ends the mission game, and says which fleet is gone', () => {
  const tmp = tempDir('bsl-game-end-');
  afterAll(() => tmp.cleanup());

  test('the players’ last ship destroyed: the game goes on to the End Phase; /round next ends it (your fleet)', async () => {
    const t = await missionTable(tmp.dir, { mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    try {
      for (const p of ['P1', 'P2', 'P3']) await t.run(`/ship destroyed ship:${p}`);
      expect((await t.state())?.ended).toBeNull();
      const out = (await t.advance()).map(text).join('\n');
      expect(out).toContain('End Phase of round 1: your fleet has no ships left in the play area');
      expect((await t.state())?.ended).toEqual({ reason: 'players-gone', round: 1, gone: ['player'] });
      const status = (await t.run('/game status')).map(text).join('\n');
      expect(status).toContain('your fleet has no ships left');
    } finally {
      await t.store.close();
    }
  });

  test('every AI ship withdrawn: /round next ends the game (the AI’s fleet), in French too', async () => {
    const t = await missionTable(tmp.dir, { mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }, undefined, 'fr');
    try {
      for (const a of ['A1', 'A2', 'A3']) await t.run(`/ship fled ship:${a} edge:O`);
      expect((await t.state())?.ended).toBeNull();
      const out = (await t.advance()).map(text).join('\n');
      expect(out).toContain('la flotte de l’IA n’a plus de vaisseau dans la zone de jeu');
      expect((await t.state())?.ended?.gone).toEqual(['solo']);
      expect(ship((await t.state())!, 'A1').left?.code).toBe('W');
    } finally {
      await t.store.close();
    }
  });
});
