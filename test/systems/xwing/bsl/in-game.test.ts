import { afterAll, describe, expect, test } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { SeededDice, seedRng } from '../../../../src/systems/xwing/engine/index.ts';
import { ambushEdges } from '../../../../src/systems/xwing/bsl/game-setup.ts';
import { squadronValue } from '../../../../src/systems/xwing/bsl/values.ts';
import {
  afterDestroyed,
  cardNotes,
  carrierName,
  exitCodeOf,
  jumpInstead,
  leavePlayArea,
  placeTrackingToken,
  reportsOwed,
  scanMarker,
  setDamageCards,
  strike,
  useVetReroll,
} from '../../../../src/systems/xwing/bsl/mission/in-game.ts';
import { arrivalsOf, markersLeft, recordedFate } from '../../../../src/systems/xwing/bsl/mission/game-record.ts';
import { reinforcementArrivals, roundLimitEnd } from '../../../../src/systems/xwing/bsl/mission/round-end.ts';
import { evolve } from '../../../../src/systems/xwing/play/events.ts';
import { evolveMissionGame } from '../../../../src/systems/xwing/bsl/mission/events.ts';
import { missionRefusal } from '../../../../src/systems/xwing/bsl/strings/mission-events.ts';
import { activate, answerPending } from '../../../../src/systems/xwing/play/activation.ts';
import { changeShip } from '../../../../src/systems/xwing/play/ship-changes.ts';
import type { Actor } from '../../../../src/systems/xwing/play/state.ts';
import { activationOrder, type GameState, type LeaveEdge, type ShipState } from '../../../../src/systems/xwing/play/state.ts';
import { engagementOrder } from '../../../../src/systems/xwing/play/turn-order.ts';
import { catalog } from './fixtures.ts';
import { apply, missionGame, missionTable, ship, type MissionSpec } from './mission-game.ts';
import { confirmResult } from '../../../../src/systems/xwing/bsl/flow.ts';
import { tempDir, text } from '../../../helpers.ts';
import { evolveCampaign } from '../../../../src/systems/xwing/bsl/evolve.ts';
import { campaignPlayStrings } from '../../../../src/systems/xwing/bsl/mission/campaign-play.ts';
import { bslStrings } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { CAMPAIGN_COMMANDS_FR } from '../../../../src/systems/xwing/bsl/strings/commands-fr.ts';

// The campaign inside a mission game (big-shed-league.md §5.1–§5.4, rulings C24, C25, C6, C9,
// C35, C36 and C63–C65): first player, solo roles, exits by mission and edge, the reports.

const actor: Actor = { userId: 'u1', userName: 'u1', canManage: false };

// ---------------------------------------------------------------- §5.1, C24

describe('§5.1 the mission game is a campaign scenario carrying its mission; C24 first player on initiative ties', () => {
  test('/campaign game creates scenario "campaign" with the mission, the Active side and the first player', () => {
    const { state } = missionGame({ mission: 4, active: 'ai', draws: { players: ['2'], ai: ['2'] } });
    expect(state.scenario).toBe('campaign');
    expect(state.campaign).toEqual({ mission: 4, active: 'solo', firstPlayer: 'solo', scans: [], roundLimit: 12 });
    expect(state.playerFaction).toBe('rebel-alliance');
  });

  test('C24: at equal initiative the Active Fleet (first player) activates and engages first; players Active → players first', () => {
    // P1 Red Squadron Veteran VET: I3+2 = 5; Luke VET (named): I5+1 = 6; P3 Gold Squadron Veteran I3.
    // AI: A1 Academy ELITE I1+3 = 4; A2 Storm Squadron Ace I3; A3 Black Squadron Ace I3.
    const p = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    const a = missionGame({ mission: 4, active: 'ai', draws: { players: ['2'], ai: ['2'] } }).state;
    const i3 = (s: GameState, order: (x: GameState) => ShipState[]) =>
      order(s)
        .filter((x) => x.initiative === 3)
        .map((x) => x.name);
    expect(ship(p, 'P3').initiative).toBe(3);
    expect(i3(p, activationOrder)).toEqual(['P3', 'A2', 'A3']);
    expect(i3(p, engagementOrder)).toEqual(['P3', 'A2', 'A3']);
    expect(i3(a, activationOrder)).toEqual(['A2', 'A3', 'P3']);
    expect(i3(a, engagementOrder)).toEqual(['A2', 'A3', 'P3']);
    expect(p.campaign?.firstPlayer).toBe('player');
  });

  test('a game outside a campaign keeps the players first on ties (R41)', () => {
    const { state } = missionGame({ mission: 4, active: 'ai', draws: { players: ['2'], ai: ['2'] } });
    const { campaign: _c, ...plain } = state;
    expect(
      activationOrder({ ...plain, scenario: 'custom' })
        .filter((x) => x.initiative === 3)
        .map((x) => x.name),
    ).toEqual(['P3', 'A2', 'A3']);
  });
});

// ---------------------------------------------------------------- §5.2 exits

type Row = [mission: number, whose: 'active' | 'opposing' | 'carrier', resolved: boolean, edges: Record<LeaveEdge | 'jump', string>];

// The reference's tables (§5.2 default, §6.1, §6.2 with C29, §6.3, §6.4, §6.5, §6.6), row by row.
const DEFAULT_ACTIVE = { A: 'D', N1: 'D', N2: 'D', O: 'X', jump: 'D' };
const DEFAULT_OPPOSING = { O: 'D', N1: 'D', N2: 'D', A: 'X', jump: 'D' };
const WITHDRAWS = { O: 'W', N1: 'W', N2: 'W', A: 'X', jump: 'W' };
const EXIT_TABLE: Row[] = [
  [1, 'active', false, DEFAULT_ACTIVE],
  [1, 'active', true, { A: 'W', N1: 'W', N2: 'W', O: 'X', jump: 'W' }],
  [1, 'opposing', false, DEFAULT_OPPOSING],
  [2, 'carrier', false, { O: 'OBJ', A: 'D', N1: 'D', N2: 'D', jump: 'D' }],
  [2, 'active', false, DEFAULT_ACTIVE],
  [2, 'active', true, { A: 'W', N1: 'W', N2: 'W', O: 'D', jump: 'W' }],
  [2, 'opposing', false, WITHDRAWS],
  [3, 'carrier', false, { A: 'OBJ', O: 'X', N1: 'X', N2: 'X', jump: 'OBJ' }],
  [3, 'active', false, DEFAULT_ACTIVE],
  [3, 'active', true, { A: 'W', N1: 'W', N2: 'W', O: 'D', jump: 'W' }],
  [3, 'opposing', false, WITHDRAWS],
  [4, 'active', false, DEFAULT_ACTIVE],
  [4, 'opposing', false, DEFAULT_OPPOSING],
  [6, 'active', false, DEFAULT_ACTIVE],
  [6, 'opposing', false, DEFAULT_OPPOSING],
  [7, 'carrier', false, { O: 'OBJ', A: 'D', N1: 'D', N2: 'D', jump: 'D' }],
  [7, 'active', false, DEFAULT_ACTIVE],
  [7, 'active', true, { O: 'W', A: 'W', N1: 'D', N2: 'D', jump: 'D' }],
  [7, 'opposing', false, WITHDRAWS],
  [8, 'active', false, DEFAULT_ACTIVE],
  [8, 'opposing', false, DEFAULT_OPPOSING],
];

/** A bare game of the mission: the Active ship P, its carrier C, the Opposing ship S; `resolved` = carrier gone or 3 scans. */
function exitGame(mission: number, resolved: boolean): GameState {
  const base = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
  const scans = mission === 1 && resolved ? [1, 2, 3].map((m) => ({ marker: m, ship: 'P1', round: 1 })) : [];
  const carrierGone = resolved && mission !== 1;
  return {
    ...base,
    campaign: { mission, active: 'player', firstPlayer: 'player', scans },
    ships: base.ships.map((s) => (s.name === 'P2' && carrierGone ? { ...s, status: 'fled' } : s)),
  };
}

describe('§5.2 and the mission tables of §6: a ship leaving is classified W/D/X/OBJ by mission, edge, side, carrier', () => {
  for (const [mission, whose, resolved, edges] of EXIT_TABLE)
    test(`mission ${mission}, ${whose}${resolved ? ', after the carrier / 3 scans' : ''}: ${Object.entries(edges)
      .map(([e, c]) => `${e}→${c}`)
      .join(' ')}`, () => {
      const state = exitGame(mission, resolved);
      const who = ship(state, whose === 'opposing' ? 'A1' : whose === 'carrier' ? 'P2' : 'P1');
      for (const [edge, code] of Object.entries(edges)) {
        const jump = edge === 'jump';
        expect(exitCodeOf(state, who, jump ? null : (edge as LeaveEdge), jump, 'P2'), `${edge}`).toBe(code);
      }
    });

  test('mission 5 Ambush: Opposing by an Opposing edge or a jump → W, by an Active edge → X; Active by its edges → W, by the others → X', () => {
    const state = exitGame(5, false);
    expect(exitCodeOf(state, ship(state, 'A1'), 'O', false, null)).toBe('W');
    expect(exitCodeOf(state, ship(state, 'A1'), null, true, null)).toBe('W');
    expect(exitCodeOf(state, ship(state, 'A1'), 'A', false, null)).toBe('X');
    expect(exitCodeOf(state, ship(state, 'P1'), 'A', false, null)).toBe('W');
    expect(exitCodeOf(state, ship(state, 'P1'), 'O', false, null)).toBe('X');
    // Ambush has no neutral edge: N1/N2 is refused with what to type.
    const d = leavePlayArea(state, actor, { ship: 'P1', edge: 'N1', jump: false }, null);
    expect(d.ok ? null : d.code).toBe('edge-in-ambush');
  });

  test('/ship fled in a mission game needs the edge (or jump) and records ShipLeft{edge, via, code}', () => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    const missing = leavePlayArea(state, actor, { ship: 'P1', edge: null, jump: false }, null);
    expect(missing.ok ? null : missing.code).toBe('edge-needed');
    const d = leavePlayArea(state, actor, { ship: 'P1', edge: 'O', jump: false }, null);
    expect(d.ok && d.events).toEqual([{ t: 'ship-left', ship: 'P1', left: { edge: 'O', via: 'maneuver', code: 'X' } }]);
    const after = apply(state, d);
    expect(ship(after, 'P1').status).toBe('fled');
    expect(recordedFate(ship(after, 'P1'))).toBe('X');
  });
});

// ---------------------------------------------------------------- §5.3 roles

describe('§5.3 solo ship roles in play: start attitude, tally target, how they leave', () => {
  test('Line (default): Balanced, no tally; an AI ELITE flies as Ace; both take the flee rule at the edge', () => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    expect(ship(state, 'A2')).toMatchObject({ campaignRole: 'line', attitude: 'balanced', tally: null });
    expect(ship(state, 'A1')).toMatchObject({ campaignRole: 'ace', attitude: 'balanced' });
    for (const name of ['A1', 'A2']) {
      // No edge needed: it does not leave.
      const d = leavePlayArea(state, actor, { ship: name, edge: null, jump: false }, null);
      expect(d.ok && d.view.leave.kind).toBe('flee-rule');
      const after = apply(state, d);
      expect(ship(after, name)).toMatchObject({ status: 'active', stress: 1 });
    }
  });

  test('Runner (mission 2, AI Active): every RECON ship runs, Recovery, tally marker on the midpoint of O; v0.1: a lock on it', () => {
    const { state } = missionGame({ mission: 2, active: 'ai', draws: { players: ['4'], ai: ['5'] }, carrier: 'a5' });
    for (const n of ['A4', 'A5', 'A6']) expect(ship(state, n)).toMatchObject({ campaignRole: 'runner', attitude: 'recovery', tally: 'midpoint of O' });
    const v01 = missionGame({ mission: 2, active: 'ai', draws: { players: ['4'], ai: ['5'] }, carrier: 'a5', ruleset: 'v0.1' }).state;
    expect(ship(v01, 'A4')).toMatchObject({ tally: null, locks: ['midpoint of O'] });
    // Mission 3: runners make for A.
    const m3 = missionGame({ mission: 3, active: 'ai', draws: { players: ['4'], ai: ['5', '2'] }, carrier: 'a5' }).state;
    expect(ship(m3, 'A4').tally).toBe('midpoint of A');
    expect(ship(m3, 'A2').campaignRole).toBe('line');
  });

  test('C25: a decoy runner at its edge stays (flee rule), loses its tally marker, becomes Line; the carrier leaves OBJ and the AI withdraws to A', () => {
    const { c, state } = missionGame({ mission: 2, active: 'ai', draws: { players: ['4'], ai: ['5'] }, carrier: 'a5' });
    const carrier = carrierName(c);
    expect(carrier).toBe('A5');
    const decoy = leavePlayArea(state, actor, { ship: 'A4', edge: 'O', jump: false }, carrier);
    expect(decoy.ok && decoy.view.leave.kind).toBe('decoy');
    let s = apply(state, decoy);
    expect(ship(s, 'A4')).toMatchObject({ status: 'active', stress: 1, campaignRole: 'line', tally: null });
    const out = leavePlayArea(s, actor, { ship: 'A5', edge: 'O', jump: false }, carrier);
    expect(out.ok && out.view.leave).toMatchObject({ kind: 'left', code: 'OBJ' });
    expect(out.ok && out.view.follow.withdrawing).toEqual({ ships: ['A4', 'A6'], edge: 'A' });
    s = apply(s, out);
    expect(recordedFate(ship(s, 'A5'))).toBe('OBJ');
    for (const n of ['A4', 'A6']) expect(ship(s, n)).toMatchObject({ campaignRole: 'withdrawing', tally: 'midpoint of A' });
    // Withdrawing ships leave: by A after the carrier → W (§6.2 "after").
    const w = leavePlayArea(s, actor, { ship: 'A6', edge: 'A', jump: false }, carrier);
    expect(w.ok && w.view.leave).toMatchObject({ kind: 'left', code: 'W' });
  });

  test('a destroyed AI carrier is resolved too: the AI withdraws (mission 7 to O)', () => {
    const { c, state } = missionGame({ mission: 7, active: 'ai', draws: { players: ['2'], ai: ['2', '5'] }, carrier: 'a2' });
    const d = changeShip(state, actor, 'A2', { kind: 'destroyed' });
    if (!d.ok) throw new Error(d.code);
    const f = afterDestroyed(state, d.events, carrierName(c));
    expect(f.view.withdrawing?.edge).toBe('O');
    expect(f.events).toEqual([{ t: 'role-changed', ships: ['A1', 'A3', 'A4', 'A5', 'A6'], role: 'withdrawing', tally: 'midpoint of O' }]);
  });

  test('Scout (mission 1, AI Active): Balanced; the 3rd scan turns every AI ship Withdrawing to A (§6.1)', () => {
    const { state } = missionGame({ mission: 1, active: 'ai', draws: { players: ['4'], ai: ['5'] } });
    expect(ship(state, 'A4')).toMatchObject({ campaignRole: 'scout', attitude: 'balanced' });
    // A scout at the edge before withdrawing: the flee rule.
    const flee = leavePlayArea(state, actor, { ship: 'A4', edge: 'A', jump: false }, null);
    expect(flee.ok && flee.view.leave.kind).toBe('flee-rule');
    let s = state;
    for (const [n, m] of [
      ['A4', 1],
      ['A5', 2],
    ] as const)
      s = apply(s, scanMarker(s, actor, { ship: n, marker: m }));
    const third = scanMarker(s, actor, { ship: 'A6', marker: 5 });
    expect(third.ok && third.view).toMatchObject({ left: 2, third: true, follow: { withdrawing: { ships: ['A4', 'A5', 'A6'], edge: 'A' } } });
    s = apply(s, third);
    expect(markersLeft(s)).toBe(2);
    // Now withdrawing: leaving by A is W (the Active's "from 3 scans" row).
    const w = leavePlayArea(s, actor, { ship: 'A4', edge: 'A', jump: false }, null);
    expect(w.ok && w.view.leave).toMatchObject({ kind: 'left', code: 'W' });
  });

  test('Evader (mission 5, AI Opposing): Defensive; leaves by an Opposing edge (W) or by jump once it has its tracking tokens', () => {
    const { state } = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    expect(ship(state, 'A2')).toMatchObject({ campaignRole: 'evader', attitude: 'defensive', tracking: { tokens: 0, needed: 3 } });
    const left = leavePlayArea(state, actor, { ship: 'A2', edge: 'O', jump: false }, null);
    expect(left.ok && left.view.leave).toMatchObject({ kind: 'left', code: 'W' });
    const early = leavePlayArea(state, actor, { ship: 'A2', edge: null, jump: true }, null);
    expect(early.ok ? null : early.params).toEqual({ ship: 'A2', tokens: 0, needed: 3 });
    let s = state;
    for (let i = 0; i < 3; i++) s = apply(s, placeTrackingToken(s, actor, { ship: 'A2', mines: 0 }));
    const jump = leavePlayArea(s, actor, { ship: 'A2', edge: null, jump: true }, null);
    expect(jump.ok && jump.events).toEqual([{ t: 'ship-left', ship: 'A2', left: { edge: null, via: 'jump', code: 'W' } }]);
    // A TIE/ln has no hyperdrive (§1.6): no jump.
    const tie = leavePlayArea(s, actor, { ship: 'A3', edge: null, jump: true }, null);
    expect(tie.ok ? null : tie.params).toEqual({ ship: 'A3' });
  });
});

// ---------------------------------------------------------------- §5.4 reports

describe('§5.4 what players report: scans, mines, turbolasers, tracking tokens, VET rerolls', () => {
  const recon = () => missionGame({ mission: 1, active: 'players', draws: { players: ['4'], ai: ['5'] } }).state;

  test('scan (§6.1, C28): Active ships only, each marker once, one scan per ship per round; not outside mission 1', () => {
    let s = recon();
    const refused = (d: { ok: boolean; code?: string }) => (d.ok ? 'ok' : d.code);
    expect(refused(scanMarker(s, actor, { ship: 'A4', marker: 1 }))).toBe('not-active-fleet');
    s = apply(s, scanMarker(s, actor, { ship: 'P4', marker: 1 }));
    expect(refused(scanMarker(s, actor, { ship: 'P5', marker: 1 }))).toBe('marker-gone');
    expect(refused(scanMarker(s, actor, { ship: 'P4', marker: 2 }))).toBe('scanned-this-round');
    s = evolve(s, { t: 'round-started', round: 2, attitudes: {} });
    expect(refused(scanMarker(s, actor, { ship: 'P4', marker: 2 }))).toBe('ok');
    expect(s.campaign?.scans).toEqual([{ marker: 1, ship: 'P4', round: 1 }]);
    const m4 = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    expect(refused(scanMarker(m4, actor, { ship: 'P1', marker: 1 }))).toBe('not-this-mission');
  });

  test('mine (C35): 3 attack dice per ship from the game’s seeded generator, hits and crits; the event carries the dice and the new state', () => {
    const s = recon();
    const d = strike(s, 'mine', ['P4', 'A4']);
    if (!d.ok) throw new Error(d.code);
    const dice = new SeededDice(s.rng);
    const expected = [0, 1].map(() => [dice.attack(), dice.attack(), dice.attack()]);
    expect(d.view.rolls.map((r) => r.faces)).toEqual(expected);
    for (const r of d.view.rolls) {
      expect(r.hits).toBe(r.faces.filter((f) => f === 'hit').length);
      expect(r.crits).toBe(r.faces.filter((f) => f === 'crit').length);
    }
    expect(d.events).toEqual([{ t: 'mine-detonated', ships: ['P4', 'A4'], rolls: expected, rng: dice.state }]);
    expect(apply(s, d).rng).toEqual(dice.state);
    expect(strike(s, 'mine', []).ok).toBe(false);
  });

  test('C87: a strike needs its asset in play this game (Guarded Approach for mines, Capital Ship Support for turbolasers)', () => {
    const refused = (d: { ok: boolean; code?: string }) => (d.ok ? 'ok' : d.code);
    const s = recon();
    const none = { players: ['scouted-area'], ai: [] };
    expect(refused(strike(s, 'mine', ['P4'], none))).toBe('asset-not-in-play');
    expect(refused(strike(s, 'turbolaser', ['A4'], { players: ['guarded-approach'], ai: [] }))).toBe('asset-not-in-play');
    expect(refused(strike(s, 'mine', ['P4'], { players: [], ai: ['guarded-approach'] }))).toBe('ok');
    expect(refused(strike(s, 'turbolaser', ['A4'], { players: ['capital-ship-support'], ai: [] }))).toBe('ok');
    // The refusal names the asset in the reader's language.
    const r = strike(s, 'mine', ['P4'], none);
    if (r.ok) throw new Error('not refused');
    expect(missionRefusal(r, 'en')).toContain('Guarded Approach');
    expect(missionRefusal(r, 'fr')).toContain('Approche gardée');
    // The campaign no longer says (its round is over): not checked.
    expect(refused(strike(s, 'mine', ['P4'], null))).toBe('ok');
  });

  test('C82: in French a round of the mission game is « manche », as in every French X-Wing game; the campaign’s round stays « round »', () => {
    const play = campaignPlayStrings('fr');
    const bsl = bslStrings('fr');
    const gameRound = [
      play.fleetGone(['player'], 5),
      play.board.endsNow(['solo']),
      play.board.closeRound,
      play.roleHint('scout'),
      play.reports.scans,
      play.reports.reinforcements,
      play.refusals['scanned-this-round']({ ship: 'P1' }),
      bsl.setup.limit(12),
      bsl.setup.noLimit,
      bsl.replies.noReinforcements,
      bsl.replies.startRounds,
      // /campaign start's option for the games' round limit.
      ...[CAMPAIGN_COMMANDS_FR['campaign start rounds']!].flat(),
    ];
    for (const line of gameRound) {
      expect(line).toMatch(/manche/);
      // Commands in backticks (`/round next`) are typed as they are.
      expect(line.replace(/`[^`]*`/g, '')).not.toMatch(/\b(tour|round)\b/);
    }
    expect(bsl.status.title(3)).toBe('Big Shed League — round 3');
  });

  test('turbolaser (C36): the same dice, only hits deal damage', () => {
    const s = recon();
    const d = strike(s, 'turbolaser', ['A4', 'A5', 'A6']);
    if (!d.ok) throw new Error(d.code);
    expect(d.view.rolls.every((r) => r.crits === 0 && r.hits === r.faces.filter((f) => f === 'hit').length)).toBe(true);
    expect(d.events[0]?.t).toBe('turbolaser-fired');
  });

  test('hyperdrive tracking tokens (§1.6, C8, C9): counted against what the ship needs; ion takes them away; ionized ships cannot jump', () => {
    let s = recon();
    // Tala's Z-95 has no hyperdrive; the HWK-290 (small) needs 3.
    expect(ship(s, 'P4').tracking).toBeUndefined();
    const z95 = placeTrackingToken(s, actor, { ship: 'P4', mines: 0 });
    expect(z95.ok ? null : z95.code).toBe('cannot-jump');
    expect(ship(s, 'P6').tracking).toEqual({ tokens: 0, needed: 3 });
    s = apply(s, placeTrackingToken(s, actor, { ship: 'P6', mines: 0 }));
    s = apply(s, placeTrackingToken(s, actor, { ship: 'P6', mines: 0 }));
    const third = placeTrackingToken(s, actor, { ship: 'P6', mines: 1 });
    // An enemy Navigation Interference Mine in range: +1 needed.
    expect(third.ok && third.view).toMatchObject({ tokens: 3, needed: 4 });
    s = apply(s, third);
    const ion = changeShip(s, actor, 'P6', { kind: 'ion', count: 2 });
    const ionized = apply(s, ion);
    expect(ship(ionized, 'P6').tracking).toEqual({ tokens: 1, needed: 3 });
    const j = leavePlayArea({ ...s, ships: s.ships.map((x) => (x.name === 'P6' ? { ...x, ion: 1 } : x)) }, actor, { ship: 'P6', edge: null, jump: true }, null);
    expect(j.ok ? null : j.code).toBe('ionized-no-jump');
    // With 3 tokens and no ion it jumps; from the players' own edge side a jump before 3 scans is D.
    const ok = leavePlayArea(s, actor, { ship: 'P6', edge: null, jump: true }, null);
    expect(ok.ok && ok.view.leave).toMatchObject({ kind: 'left', code: 'D', jump: true });
  });

  test('VET reroll (C6): non-limited VET and ELITE pilots have one per game; a named VET has none', () => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    expect(ship(state, 'P1').vetReroll).toBe(true);
    expect(ship(state, 'A1').vetReroll).toBe(true);
    expect(ship(state, 'P2').vetReroll).toBeUndefined();
    const s = apply(state, useVetReroll(state, actor, 'P1'));
    expect(ship(s, 'P1').vetReroll).toBe(false);
    const again = useVetReroll(s, actor, 'P1');
    expect(again.ok ? null : again.code).toBe('no-vet-reroll');
    const luke = useVetReroll(s, actor, 'P2');
    expect(luke.ok ? null : luke.code).toBe('no-vet-reroll');
  });

  test('C63: the result reads the recorded fate: the exit code, X for destroyed, D for a flight recorded without one', () => {
    expect(recordedFate(undefined)).toBe('in-play');
    expect(recordedFate({ status: 'active' })).toBe('in-play');
    expect(recordedFate({ status: 'destroyed' })).toBe('X');
    expect(recordedFate({ status: 'fled' })).toBe('D');
    expect(recordedFate({ status: 'fled', left: { edge: 'A', via: 'maneuver', code: 'W' } })).toBe('W');
  });

  test('§6.1 rewards: the Active players win Reconnaissance with 2 markers left but not Scouted Area; with all 5 scanned they do', () => {
    const { c } = missionGame({ mission: 1, active: 'players', draws: { players: ['4'], ai: ['2'] } });
    // P4 leaves as W (its exit after 3 scans): the Active Fleet's victory condition (§6.1).
    const ships = c.pending!.ships.map((l) => ({
      entry: l.entry,
      side: l.side,
      fate: l.name === 'P4' ? ('W' as const) : ('in-play' as const),
      damageCards: 0,
    }));
    const result = (markersLeft: number) => {
      const d = confirmResult(catalog, c, { user: 'u1', gameId: 1, ships, conceded: false, picks: {}, arrivals: [], markersLeft });
      if (!d.ok) throw new Error(d.code);
      return d.events.find((e) => e.t === 'result-confirmed') as { winner: string | null; assetAllowed: boolean };
    };
    expect(result(2)).toMatchObject({ winner: 'players', assetAllowed: false });
    expect(result(0)).toMatchObject({ winner: 'players', assetAllowed: true });
  });

  test('§5.3 "Jumps" (C69): a solo ship with its tracking tokens is asked before any die; Jump → it leaves (ShipLeft via jump); the arc → it rolls', () => {
    let s = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    for (let i = 0; i < 3; i++) s = apply(s, placeTrackingToken(s, actor, { ship: 'A2', mines: 0 }));
    const tools = { catalog, nextSeq: 100, gameId: 1 };
    // Even with the arc given, the Evader is asked first: no die is rolled.
    const asked = activate(s, { ship: 'A2', tally: 'front-left' }, tools);
    expect(asked.ok && asked.view).toMatchObject({ kind: 'needs', needs: 'arc', pending: { id: 100, roll: null } });
    const waiting = apply(s, asked);
    expect(waiting.rng).toEqual(s.rng);
    expect(jumpInstead(waiting, actor, { ship: 'A2', pendingId: 99 }, null).ok).toBe(false);
    const jumped = jumpInstead(waiting, actor, { ship: 'A2', pendingId: 100 }, null);
    expect(jumped.ok && jumped.events).toEqual([{ t: 'ship-left', ship: 'A2', left: { edge: null, via: 'jump', code: 'W' } }]);
    // No: the arc answered, it rolls and flies.
    const rolled = answerPending(waiting, { ship: 'A2', pendingId: 100, field: 'arc', value: 'bullseye' }, { ...tools, nextSeq: 101 });
    expect(rolled.ok && rolled.view.kind).toBe('resolved');
    // A Line ship with a hyperdrive is not asked (it never leaves), nor an Evader short of tokens.
    const line = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    const full = { ...line, ships: line.ships.map((x) => (x.name === 'A2' ? { ...x, tracking: { tokens: 3, needed: 3 } } : x)) };
    const r = activate(full, { ship: 'A2', tally: 'front-left' }, tools);
    expect(r.ok && r.view.kind).toBe('resolved');
    const short = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    const e = activate(short, { ship: 'A2', tally: 'front-left' }, tools);
    expect(e.ok && e.view.kind).toBe('resolved');
  });

  test('§5.4 DamageSet: `/ship hull` records the cards a ship has now; a DAMAGED entry starts with floor(hull/2) (§5.1)', () => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    expect(ship(state, 'P3').damageCards).toBe(0);
    const d = setDamageCards(state, actor, { ship: 'P3', cards: 2 });
    expect(d.ok && d.view.before).toBe(0);
    expect(ship(apply(state, d), 'P3').damageCards).toBe(2);
    // A DAMAGED Y-wing (hull 6) starts with 3 facedown cards.
    const damaged = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] }, damaged: ['p3'] }).state;
    expect(ship(damaged, 'P3').damageCards).toBe(3);
  });

  test('C14: the mission game ends at the end of the campaign’s round limit; no limit, no end', () => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    expect(state.campaign?.roundLimit).toBe(12);
    const at = (round: number): GameState => ({ ...state, round });
    expect(roundLimitEnd(at(11), 11)).toBeNull();
    expect(roundLimitEnd(at(12), 11)).toBeNull();
    const end = roundLimitEnd(at(12), 12);
    expect(end).toEqual([{ t: 'ended', reason: 'round-limit' }]);
    expect(end!.reduce(evolveMissionGame, at(12)).ended).toEqual({ reason: 'round-limit', round: 12 });
    const { roundLimit: _l, ...unlimited } = state.campaign!;
    expect(roundLimitEnd({ ...at(20), campaign: unlimited }, 20)).toBeNull();
  });

  test('§5.3 on the activation card: the role, a Scout’s unscanned markers, tracking tokens to place first, the VET reroll', () => {
    let scouts = missionGame({ mission: 1, active: 'ai', draws: { players: ['4'], ai: ['5'] } }).state;
    scouts = apply(scouts, scanMarker(scouts, actor, { ship: 'A4', marker: 2 }));
    expect(cardNotes(scouts, ship(scouts, 'A5'))).toEqual({ role: 'scout', vetReroll: false, trackingFirst: null, unscanned: [1, 3, 4, 5] });
    const evaders = missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state;
    expect(cardNotes(evaders, ship(evaders, 'A2'))).toEqual({ role: 'evader', vetReroll: false, trackingFirst: { tokens: 0, needed: 3 }, unscanned: null });
    // A1 is an ELITE: its reroll; a TIE/ln Evader has no hyperdrive, so no tokens to place.
    expect(cardNotes(evaders, ship(evaders, 'A1'))).toEqual({ role: 'evader', vetReroll: true, trackingFirst: null, unscanned: null });
  });

  test('§1.6 Gravity Field Mine: `lost:true` takes away every tracking token', () => {
    let s = missionGame({ mission: 4, active: 'players', draws: { players: ['4'], ai: ['2'] } }).state;
    s = apply(s, placeTrackingToken(s, actor, { ship: 'P6', mines: 0 }));
    s = apply(s, placeTrackingToken(s, actor, { ship: 'P6', mines: 0 }));
    expect(ship(s, 'P6').tracking?.tokens).toBe(2);
    const lost = placeTrackingToken(s, actor, { ship: 'P6', mines: 0, lost: true });
    expect(ship(apply(s, lost), 'P6').tracking).toEqual({ tokens: 0, needed: 3 });
  });
});

describe('§2.5 the AI’s table choices in the set-up: Ambush edges (d4), Blockade flank squadron', () => {
  test('Ambush, AI Active: two adjacent edges, the d4 naming the corner between them', () => {
    expect([1, 2, 3, 4].map((r) => ambushEdges(r).edges)).toEqual([
      ['E1', 'E2'],
      ['E2', 'E3'],
      ['E3', 'E4'],
      ['E4', 'E1'],
    ]);
    const { state } = missionGame({ mission: 5, active: 'ai', draws: { players: ['2'], ai: ['2'] } });
    const a = state.campaign?.ambush;
    expect(a && ambushEdges(a.roll)).toEqual(a);
    // Players Active: they pick their own edges; nothing is rolled.
    expect(missionGame({ mission: 5, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state.campaign?.ambush).toBeUndefined();
  });

  test('Blockade, AI Opposing: the lowest-value squadron flanks, its ships alternately N1 and N2', () => {
    const { c, state } = missionGame({ mission: 7, active: 'players', draws: { players: ['2'], ai: ['2', '5'] } });
    const v = (card: '2' | '5') => squadronValue(catalog, c.fleets.ai, card, c.options);
    const card = v('5') < v('2') ? '5' : '2';
    const ships = c.fleets.ai.roster.filter((e) => e.squadron === card).map((e) => e.callsign);
    expect(state.campaign?.flank).toEqual({ card, n1: [ships[0], ships[2]], n2: [ships[1]] });
    // One AI squadron: no flank.
    expect(missionGame({ mission: 7, active: 'players', draws: { players: ['2'], ai: ['2'] } }).state.campaign?.flank).toBeUndefined();
  });
});

describe('§5.1 the reports the players owe, posted with the set-up', () => {
  test('leaving and damage always; scans in mission 1; mines, turbolaser and Reinforcements by the assets in effect; hyperdrives and VET rerolls by ship', () => {
    const m4 = missionGame({ mission: 4, active: 'players', draws: { players: ['2', '4'], ai: ['2'] } }).state;
    expect(reportsOwed(m4, { players: ['capital-ship-support'], ai: ['guarded-approach'] })).toEqual({
      scans: false,
      mines: true,
      turbolaser: true,
      reinforcements: false,
      // X-wings and the Y-wing, A-wing and HWK-290 have hyperdrives (§1.6); Tala's Z-95 does not.
      hyperdrives: [
        { ship: 'P1', needed: 3 },
        { ship: 'P2', needed: 3 },
        { ship: 'P3', needed: 3 },
        { ship: 'P5', needed: 3 },
        { ship: 'P6', needed: 3 },
      ],
      vetRerolls: ['P1'],
    });
    const m1 = missionGame({ mission: 1, active: 'players', draws: { players: ['4'], ai: ['5'] }, effects: { players: [], ai: ['reinforcements'] } }).state;
    expect(reportsOwed(m1, { players: [], ai: ['reinforcements'] })).toMatchObject({ scans: true, mines: false, turbolaser: false, reinforcements: true });
  });
});

// ---------------------------------------------------------------- §7.2 Reinforcements

describe('§7.2 the Reinforcements asset in the game (C35, C37, C72)', () => {
  const reinforced = () =>
    missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] }, effects: { players: [], ai: ['reinforcements'] } });
  /** The game with A2 (TIE Advanced) destroyed in round 1 and a generator whose next attack die is `face`. */
  function lostA2(face: 'hit' | 'other') {
    const { c, state } = reinforced();
    expect(state.campaign?.reinforcements).toEqual(['solo']);
    for (let i = 1; i < 500; i++) {
      const rng = seedRng(`reinforcements-${i}`);
      const f = new SeededDice(rng).attack();
      if ((face === 'hit') !== (f === 'hit')) continue;
      const s = apply({ ...state, rng }, changeShip({ ...state, rng }, actor, 'A2', { kind: 'destroyed' }));
      return { c, state: s };
    }
    throw new Error('no generator state found');
  }

  test('a ship destroyed this round rolls 1 attack die at the End Phase; a hit brings the cheapest non-limited pilot of its chassis, Offensive, no upgrades', () => {
    const { state } = lostA2('hit');
    expect(ship(state, 'A2').destroyedRound).toBe(1);
    const r = reinforcementArrivals(catalog, state, 1);
    expect(r.rolls.map((x) => [x.ship, x.face])).toEqual([['A2', 'hit']]);
    expect(r.rolls[0]?.arrival).toMatchObject({
      name: 'A2R',
      side: 'solo',
      chassis: 'tieadvancedx1',
      pilot: 'tempestsquadronpilot',
      initiative: 2,
      attitude: 'offensive',
      campaignRole: 'line',
      upgrades: [],
      reinforcementOf: 'A2',
    });
    const after = apply(state, { ok: true, events: r.events });
    const dice = new SeededDice(state.rng);
    dice.attack();
    expect(r.events[0]).toEqual({ t: 'reinforcements-rolled', rolls: [{ ship: 'A2', face: 'hit' }], rng: dice.state });
    expect(after.rng).toEqual(dice.state);
    expect(ship(after, 'A2R').status).toBe('active');
  });

  test('a miss brings nothing; ships destroyed in another round and a side without the asset roll nothing', () => {
    const { state } = lostA2('other');
    const miss = reinforcementArrivals(catalog, state, 1);
    expect(miss.rolls).toHaveLength(1);
    expect(miss.rolls[0]?.arrival).toBeNull();
    expect(miss.events.map((e) => e.t)).toEqual(['reinforcements-rolled']);
    expect(reinforcementArrivals(catalog, state, 2).events).toEqual([]);
    // P1 (players: no asset) destroyed: nothing.
    const p = apply(state, changeShip(state, actor, 'P1', { kind: 'destroyed' }));
    expect(reinforcementArrivals(catalog, p, 1).rolls.map((x) => x.ship)).toEqual(['A2']);
  });

  test('C37 at the result: a surviving arrival joins the AI roster (no status, no upgrades); the ship it replaced is its link', () => {
    const { c, state } = lostA2('hit');
    const withArrival = apply(state, { ok: true, events: reinforcementArrivals(catalog, state, 1).events });
    const arrivals = arrivalsOf(withArrival, c.pending!.ships);
    expect(arrivals).toEqual([{ side: 'ai', chassis: 'tieadvancedx1', pilot: 'tempestsquadronpilot', fate: 'in-play', replaces: 'a2' }]);
    const ships = c.pending!.ships.map((l) => ({
      entry: l.entry,
      side: l.side,
      fate: l.name === 'A2' ? ('X' as const) : ('in-play' as const),
      damageCards: 0,
    }));
    const d = confirmResult(catalog, c, { user: 'u1', gameId: 1, ships, conceded: false, picks: {}, arrivals });
    if (!d.ok) throw new Error(d.code);
    const after = d.events.reduce(evolveCampaign, c);
    const joined = after.fleets.ai.roster.find((e) => e.acquired.how === 'reinforcements');
    expect(joined).toMatchObject({
      chassis: 'tieadvancedx1',
      pilot: 'tempestsquadronpilot',
      upgrades: [],
      xp: 'none',
      acquired: { round: 1, how: 'reinforcements' },
    });
    // A destroyed arrival is not recorded.
    const gone = confirmResult(catalog, c, { user: 'u1', gameId: 1, ships, conceded: false, picks: {}, arrivals: [{ ...arrivals[0]!, fate: 'X' }] });
    if (!gone.ok) throw new Error(gone.code);
    expect(gone.events.reduce(evolveCampaign, c).fleets.ai.roster.some((e) => e.acquired.how === 'reinforcements')).toBe(false);
  });
});

describe('§7.2 Reinforcements and C14 through the console: /round next rolls at the End Phase, and ends the game at the round limit', () => {
  const tmp = tempDir('bsl-reinforce-');
  afterAll(() => tmp.cleanup());

  const tableWith = (spec: MissionSpec, roundLimit?: number) => missionTable(tmp.dir, spec, roundLimit);

  test('the AI’s ship destroyed in round 1 rolls its Reinforcements die when the round ends', async () => {
    const t = await tableWith({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] }, effects: { players: [], ai: ['reinforcements'] } });
    try {
      await t.run('/ship destroyed ship:A2');
      const out = (await t.advance()).map(text).join('\n');
      expect(out).toMatch(/Reinforcements for A2: (Hit → A2R \(.*\) arrives|\w+ → nothing)/i);
      const g = await t.game();
      const rolled = (await t.log(g!.id)).filter((l) => l.event.t === 'reinforcements-rolled');
      expect(rolled).toHaveLength(1);
      // Undo takes the round back with its dice; advancing again rolls the same face (C49 for the game).
      const face = (rolled[0]!.event as { rolls: readonly { face: string }[] }).rolls[0]!.face;
      await t.run('/undo');
      await t.advance();
      const again = (await t.log(g!.id)).filter((l) => l.event.t === 'reinforcements-rolled').at(-1)!.event as { rolls: readonly { face: string }[] };
      expect(again.rolls[0]!.face).toBe(face);
    } finally {
      await t.store.close();
    }
  });

  test('C14: /round next at the end of the round limit ends the game (reason round limit)', async () => {
    const t = await tableWith({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } }, 8);
    try {
      for (let i = 1; i < 8; i++) await t.advance();
      expect((await t.state())?.round).toBe(8);
      const out = (await t.advance()).map(text).join('\n');
      expect(out).toContain('The round limit is reached');
      // The campaign's words, from the registered layer: what scores the mission.
      expect(out).toContain('scores the mission');
      expect((await t.state())?.ended).toEqual({ reason: 'round-limit', round: 8 });
    } finally {
      await t.store.close();
    }
  });
});

// ---------------------------------------------------------------- properties

describe('exit and dice invariants over every mission, side, edge and ship', () => {
  const mission = fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8);
  const edge = fc.constantFrom<LeaveEdge | 'jump'>('A', 'O', 'N1', 'N2', 'jump');
  const whose = fc.constantFrom('active' as const, 'opposing' as const, 'carrier' as const);

  it.prop([mission, whose, fc.boolean(), edge], { numRuns: 300 })(
    '§5.2: OBJ only for the carrier; an Opposing ship by its own edge O and an Active one by A are never destroyed',
    (m, w, resolved, e) => {
      if (m === 5 && (e === 'N1' || e === 'N2')) return;
      const state = exitGame(m, resolved);
      const who = ship(state, w === 'opposing' ? 'A1' : w === 'carrier' ? 'P2' : 'P1');
      const code = exitCodeOf(state, who, e === 'jump' ? null : e, e === 'jump', w === 'carrier' ? 'P2' : null);
      expect(['W', 'D', 'X', 'OBJ']).toContain(code);
      if (code === 'OBJ') expect(w).toBe('carrier');
      if (w === 'opposing' && e === 'O') expect(code).not.toBe('X');
      if (w === 'active' && e === 'A') expect(code).not.toBe('X');
    },
  );

  it.prop([fc.subarray(['P1', 'P2', 'P3', 'A1', 'A2', 'A3'], { minLength: 1 })], { numRuns: 100 })(
    'C67: a strike rolls 3 dice per ship from the stored generator: the same state rolls the same faces (undo cannot re-roll)',
    (names) => {
      const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
      const a = strike(state, 'mine', names);
      const b = strike(state, 'mine', names);
      expect(a).toEqual(b);
      if (!a.ok) throw new Error(a.code);
      expect(a.view.rolls.every((r) => r.faces.length === 3)).toBe(true);
      const dice = new SeededDice(state.rng);
      for (let i = 0; i < names.length * 3; i++) dice.attack();
      expect(apply(state, a).rng).toEqual(dice.state);
    },
  );

  it.prop([fc.constantFrom('A1', 'A2', 'A3'), edge], { numRuns: 60 })('§5.3: a Line or Ace solo ship never leaves, whatever the edge', (name, e) => {
    const { state } = missionGame({ mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
    const full = { ...state, ships: state.ships.map((x) => (x.tracking ? { ...x, tracking: { ...x.tracking, tokens: x.tracking.needed } } : x)) };
    const d = leavePlayArea(full, actor, { ship: name, edge: e === 'jump' ? null : e, jump: e === 'jump' }, null);
    if (!d.ok) return; // a TIE/ln has no hyperdrive: the jump is refused
    expect(ship(apply(full, d), name).status).toBe('active');
  });
});
