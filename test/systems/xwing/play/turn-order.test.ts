import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { forDiscord } from '../../../../src/core/escape.ts';
import { evolve, type GameEvent } from '../../../../src/systems/xwing/play/events.ts';
import { advanceRound, markDone, setDial } from '../../../../src/systems/xwing/play/phases.ts';
import { nextToActivate, type CampaignPlay, type GameState } from '../../../../src/systems/xwing/play/state.ts';
import { activationOrder, currentTurn, engagementOrder, nextPhase, shipUp } from '../../../../src/systems/xwing/play/turn-order.ts';
import { turnPing } from '../../../../src/systems/xwing/render/tracker.ts';
import { ship } from '../ships.ts';

// The round run by the bot (docs/rulings.md R41–R43), on states built from events.

const actor = (userId: string) => ({ userId, userName: userId, canManage: false });

/** Applies events, and the phase the game opens by itself after each (as the core does with `follows`). */
function play(state: GameState | null, ...events: GameEvent[]): GameState {
  let s = state;
  for (const e of events) {
    s = evolve(s, e);
    const follow = nextPhase(s);
    if (follow) s = evolve(s, follow);
  }
  return s!;
}

function table(): GameState {
  return play(
    null,
    {
      t: 'started',
      channelId: 'c',
      guildId: null,
      owner: 'carol',
      ruleset: 'v0.2',
      scenario: 'custom',
      faction: 'galactic-empire',
      seed: 's',
      rng: [1, 2, 3, 4],
    },
    { t: 'ship-added', ship: ship('TIE-1', 1, 'solo') },
    { t: 'ship-added', ship: ship('TIE-2', 2, 'solo') },
    { t: 'ship-added', ship: ship('Luke', 2, 'player', 'alice') },
    { t: 'ship-added', ship: ship('Wedge', 3, 'player', 'bob') },
    { t: 'ship-added', ship: ship('TIE-3', 3, 'solo') },
  );
}

function apply(state: GameState, d: { ok: true; events: readonly GameEvent[] } | { ok: false; code: string }): GameState {
  if (!d.ok) throw new Error(`refused: ${d.code}`);
  return play(state, ...d.events);
}

describe('whose turn it is (R41)', () => {
  test('Activation: initiative ascending, player ships first at equal initiative', () => {
    expect(activationOrder(table()).map((s) => s.name)).toEqual(['TIE-1', 'Luke', 'TIE-2', 'Wedge', 'TIE-3']);
  });

  test("Engagement: initiative descending, the first player's ships first at equal initiative", () => {
    expect(engagementOrder(table()).map((s) => s.name)).toEqual(['Wedge', 'TIE-3', 'Luke', 'TIE-2', 'TIE-1']);
  });

  test('Planning waits for every player with a ship; the last "Dial set" opens Activation', () => {
    let s = table();
    expect(currentTurn(s)).toEqual({ phase: 'planning', waiting: ['alice', 'bob'] });
    s = apply(s, setDial(s, actor('alice')));
    expect(currentTurn(s)).toEqual({ phase: 'planning', waiting: ['bob'] });
    expect(setDial(s, actor('alice'))).toEqual({ ok: true, events: [], view: { already: true } });
    expect(setDial(s, actor('dave'))).toMatchObject({ ok: false, code: 'no-ship-of-yours' });
    s = apply(s, setDial(s, actor('bob')));
    expect(s.phase).toBe('activation');
  });

  test('"next" moves past player ships marked done, through Activation and Engagement to the End Phase', () => {
    let s = table();
    s = apply(s, setDial(s, actor('alice')));
    s = apply(s, setDial(s, actor('bob')));
    const up = () => {
      const t = currentTurn(s);
      return 'ship' in t ? `${t.phase}:${t.ship?.name}` : t.phase;
    };
    expect(up()).toBe('activation:TIE-1');
    expect(markDone(s, actor('carol'), { ship: 'TIE-1' })).toMatchObject({ ok: false, code: 'use-activate' });
    s = play(s, { t: 'activated', ship: 'TIE-1', attitude: 'offensive' });
    expect(up()).toBe('activation:Luke');
    expect(markDone(s, actor('bob'), { ship: 'Luke' })).toMatchObject({ ok: false, code: 'forbidden' });
    s = apply(s, markDone(s, actor('alice'), {}));
    expect(up()).toBe('activation:TIE-2');
    s = play(s, { t: 'activated', ship: 'TIE-2', attitude: 'offensive' });
    s = apply(s, markDone(s, actor('bob'), {}));
    expect(markDone(s, actor('bob'), { ship: 'Wedge' })).toMatchObject({ ok: false, code: 'already-done' });
    s = play(s, { t: 'activated', ship: 'TIE-3', attitude: 'offensive' });
    expect(up()).toBe('engagement:Wedge');
    for (const [name, who] of [
      ['Wedge', 'bob'],
      ['TIE-3', 'carol'],
      ['Luke', 'alice'],
      ['TIE-2', 'carol'],
    ] as const) {
      expect(up()).toBe(`engagement:${name}`);
      s = apply(s, markDone(s, actor(who), { ship: name }));
    }
    expect(up()).toBe('engagement:TIE-1');
    s = apply(s, markDone(s, actor('carol'), { ship: 'TIE-1' }));
    expect(up()).toBe('end');
  });

  test('a table with no player ship runs free: no phase opens by itself', () => {
    const s = play(null, {
      t: 'started',
      channelId: 'c',
      guildId: null,
      owner: 'o',
      ruleset: 'v0.2',
      scenario: 'intro',
      faction: 'galactic-empire',
      seed: 's',
      rng: [1, 2, 3, 4],
    });
    expect(nextPhase(play(s, { t: 'ship-added', ship: ship('TIE-1', 1, 'solo') }))).toBeNull();
  });
});

describe('the ship up, found without building the order', () => {
  // shipUp and nextToActivate scan the ships once (every command asks them); they must name the
  // ship the sorted order names, whatever the initiatives, sides, statuses and first player (C24).
  const shipArb = fc.record({
    initiative: fc.integer({ min: 0, max: 3 }),
    side: fc.constantFrom('player' as const, 'solo' as const),
    status: fc.constantFrom('active' as const, 'active' as const, 'destroyed' as const),
    activated: fc.boolean(),
    engaged: fc.boolean(),
  });
  const stateArb = fc.record({
    ships: fc.array(shipArb, { maxLength: 8 }),
    phase: fc.constantFrom('activation' as const, 'engagement' as const, 'planning' as const, 'end' as const),
    firstPlayer: fc.constantFrom(null, 'player' as const, 'solo' as const),
  });

  test('shipUp is currentTurn(state).ship, and nextToActivate the first unactivated ship of activationOrder', () => {
    fc.assert(
      fc.property(stateArb, ({ ships, phase, firstPlayer }) => {
        const s: GameState = {
          ...table(),
          phase,
          campaign: firstPlayer ? ({ firstPlayer } as CampaignPlay) : undefined,
          ships: ships.map((x, i) => ({ ...ship(`S-${i}`, x.initiative, x.side), status: x.status, activated: x.activated, engaged: x.engaged })),
        };
        const t = currentTurn(s);
        expect(shipUp(s)).toBe('ship' in t ? t.ship : null);
        expect(nextToActivate(s)).toBe(activationOrder(s).find((x) => !x.activated) ?? null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('advancing the round (R42)', () => {
  test('from the round it names only: a repeat finds the round moved on', () => {
    const s = table();
    const tools = { catalog: null as never, nextSeq: 1, gameId: 1 };
    expect(advanceRound(s, 2, tools)).toMatchObject({ ok: false, code: 'round-moved', params: { round: 1 } });
  });
});

describe('pings (R43)', () => {
  test('the owner of the player ship that becomes the one to activate, by someone else, in Activation only', () => {
    let s = table();
    s = apply(s, setDial(s, actor('alice')));
    s = apply(s, setDial(s, actor('bob')));
    const before = s;
    s = play(s, { t: 'activated', ship: 'TIE-1', attitude: 'offensive' });
    const ping = turnPing(before, s, 'carol');
    expect(ping?.pings).toEqual(['alice']);
    // As Discord is sent it (the ship's name is marked as user text for the payload builder).
    expect(forDiscord(ping?.content ?? '')).toContain('<@alice>: your turn with **Luke**');
    expect(turnPing(before, s, 'alice')).toBeNull(); // she moved it on herself
    expect(turnPing(s, s, 'carol')).toBeNull(); // nothing changed: no second ping
  });
});
