import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { XwingContext } from '../../../../commands/xwing/context.ts';
import { xwingCommands } from '../../../../commands/xwing/index.ts';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { GameApp } from '../../../../src/core/app.ts';
import { SystemRegistry } from '../../../../src/core/system-registry.ts';
import { bind, type CommandModule } from '../../../../src/core/command.ts';
import { Dispatcher } from '../../../../src/core/dispatch.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { openStore } from '../../../../src/storage/open.ts';
import { loadCatalog, loadEditions } from '../../../../src/systems/xwing/catalog/load.ts';
import { evolve, type GameEvent } from '../../../../src/systems/xwing/play/events.ts';
import type { EndOfEndPhase, LayerEvent, MissionBoard, MissionLayer } from '../../../../src/systems/xwing/play/mission.ts';
import { advanceRound } from '../../../../src/systems/xwing/play/phases.ts';
import { startGame } from '../../../../src/systems/xwing/play/game-start.ts';
import type { Tools } from '../../../../src/systems/xwing/play/decision.ts';
import type { GameState } from '../../../../src/systems/xwing/play/state.ts';
import { statusCard } from '../../../../src/systems/xwing/render/game-cards.ts';
import { trackerMessage } from '../../../../src/systems/xwing/render/tracker.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';
import { xwingSystem } from '../../../../src/systems/xwing/system.ts';
import { tempDir, text } from '../../../helpers.ts';

// The mission layer is registered with the game once (play/mission.ts, compose.ts): the game's
// own moves call its steps, never a layer chosen per call. With none registered a game is the
// plain X-Wing game; with one, its end of the End Phase runs once per End Phase, its events
// and words joining the round's.

const catalog = loadCatalog();
const editions = loadEditions();
const tools: Tools = { catalog, nextSeq: 1, gameId: 1 };
const actor = { userId: 'u1', userName: 'you', canManage: false };

function intro(): GameState {
  const d = startGame(null, { channelId: 'c', guildId: null }, actor, { faction: 'galactic-empire', scenario: 'intro', ruleset: 'v0.2', seed: 'layer' }, tools);
  if (!d.ok) throw new Error(d.code);
  return d.events.reduce<GameState | null>((s, e) => evolve(s, e), null)!;
}

/** A layer's step that notes the round it closed (and ends the game when told to), counting its calls. */
function noting(ends = false) {
  const calls: { readonly state: GameState; readonly round: number }[] = [];
  const step: EndOfEndPhase<LayerEvent> = (_, closing, round) => {
    calls.push({ state: closing, round });
    const noted = { t: 'noted', round };
    const ended = { t: 'ended', reason: 'round-limit' } as const;
    return {
      events: ends ? [noted, ended] : [noted],
      state: ends ? evolve(closing, ended) : closing,
      words: (locale) => [`noted round ${round} (${locale})`],
    };
  };
  return { calls, step };
}

describe('the end of the End Phase is the registered layer’s step', () => {
  test('no layer registered: the round closes and the next starts with X-Wing’s own events only', () => {
    const d = advanceRound(intro(), 1, tools);
    if (!d.ok) throw new Error(d.code);
    const plain = xwingSystem(editions);
    expect(d.events.every((e) => plain.eventSchema.safeParse(e).success)).toBe(true);
    expect(d.events.map((e) => e.t)).toContain('round-started');
    expect(d.view.round).toBe(2);
    expect(d.view.missionWords).toBeUndefined();
  });

  test('a layer registered in the tools: its step runs once, on the game after the End Phase, before the next round starts', () => {
    const s = intro();
    const { calls, step } = noting();
    const d = advanceRound(s, 1, { ...tools, mission: { endOfEndPhase: step } });
    if (!d.ok) throw new Error(d.code);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.round).toBe(1);
    expect(calls[0]!.state.round).toBe(1);
    const kinds = d.events.map((e) => e.t);
    expect(kinds.indexOf('noted')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('noted')).toBeLessThan(kinds.indexOf('round-started'));
    expect(d.view.missionWords?.('fr', catalog)).toEqual(['noted round 1 (fr)']);
  });

  test('a layer step that ends the game: no next round starts', () => {
    const { calls, step } = noting(true);
    const d = advanceRound(intro(), 1, { ...tools, mission: { endOfEndPhase: step } });
    if (!d.ok) throw new Error(d.code);
    expect(calls).toHaveLength(1);
    expect(d.events.map((e) => e.t)).not.toContain('round-started');
    expect(d.view.state.ended).toMatchObject({ reason: 'round-limit', round: 1 });
  });
});

describe('the game’s cards show the registered layer’s board, and nothing of one without it', () => {
  const marking: MissionBoard = {
    trackerMarks: () => ' · marked',
    statusMarks: () => ['status-marked'],
    exitText: () => null,
    field: () => ({ name: 'Layer', value: 'its field' }),
    endsNow: () => null,
    endText: () => null,
  };

  test('the tracker and /game status: its marks and its field with a board, none without', () => {
    const s = intro();
    const plain = trackerMessage(en, catalog, s, 1);
    expect(JSON.stringify(plain)).not.toContain('marked');
    expect(plain.cards![0]!.fields.map((f) => f.name)).not.toContain('Layer');
    const marked = trackerMessage(en, catalog, s, 1, marking);
    expect(marked.cards![0]!.fields).toContainEqual({ name: 'Layer', value: 'its field' });
    expect(marked.cards![0]!.fields.find((f) => f.name === en.tracker.shipsInPlay)?.value).toContain('· marked');
    const status = statusCard(en, catalog, s, undefined, marking);
    expect(status.fields).toContainEqual({ name: 'Layer', value: 'its field' });
    expect(JSON.stringify(status)).toContain('status-marked');
    expect(JSON.stringify(statusCard(en, catalog, s))).not.toContain('marked');
  });

  test('a game its board says ends at this End Phase: its words for what comes next and its button to close the round', () => {
    const s = intro();
    const ending: MissionBoard = { ...marking, endsNow: () => ({ next: 'it ends now', closeRound: 'Close it' }) };
    const m = trackerMessage(en, catalog, s, 1, ending);
    expect(m.cards![0]!.fields.find((f) => f.name === en.tracker.next)?.value).toBe('it ends now');
    expect(m.buttons).toEqual([[expect.objectContaining({ label: 'Close it', style: 'danger' })]]);
  });
});

/** A whole mission layer whose only step is `step`: its one event kind, `noted`, changes nothing but is logged. */
function stubLayer(step: EndOfEndPhase<LayerEvent>): MissionLayer<{ readonly t: 'noted'; readonly round: number }> {
  const unused = (): never => {
    throw new Error('not used here');
  };
  return {
    eventSchemas: [z.object({ t: z.literal('noted'), round: z.number() })],
    owns: (e): e is { readonly t: 'noted'; readonly round: number } => e.t === 'noted',
    evolve: (state) => state,
    describe: () => 'a note',
    logLine: (e) => `noted ${e.round}`,
    board: { trackerMarks: () => '', statusMarks: () => [], exitText: () => null, field: () => null, endsNow: () => null, endText: () => null },
    endOfEndPhase: step as EndOfEndPhase<{ readonly t: 'noted'; readonly round: number }>,
    leave: () => null,
    afterExit: () => ({ events: [], words: () => [] }),
    setDamageCards: unused,
    activationCard: (card) => ({ card, buttons: [] }),
    approachChoice: () => null,
    refusalText: () => undefined,
    gameHeld: () => null,
    shipStays: () => null,
  };
}

describe('X-Wing’s own commands call the layer the composition registers, and only that one', () => {
  const opened: { readonly close: () => Promise<void>; readonly cleanup: () => void }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0)) {
      await o.close();
      o.cleanup();
    }
  });

  /** The X-Wing host commands composed as compose.ts does, with `mission` registered or none. */
  function table(mission?: MissionLayer<{ readonly t: 'noted'; readonly round: number }>) {
    const t = tempDir();
    const store = openStore(`${t.dir}/db.sqlite`);
    opened.push({ close: () => store.close(), cleanup: t.cleanup });
    const system = xwingSystem(editions, mission);
    const app = new GameApp(store, new SystemRegistry([system], []), silentLogger, Date.now);
    const games = app.games(system);
    const ctx: XwingContext = { games, editions, pictures: false, ...(mission ? { mission: { rules: mission, campaigns: null as never } } : {}) };
    // X-Wing's own commands, handed a context with no campaigns: the layer's are not among them.
    const commands = xwingCommands.filter((c) =>
      ['game', 'join', 'activate', 'done', 'ship', 'round'].includes(c.definition.name),
    ) as unknown as CommandModule<XwingContext>[];
    const session = new ConsoleSession(app.delivery, new Dispatcher(bind(ctx, commands), silentLogger), { seed: '7' });
    return {
      games,
      async run(line: string) {
        return (await session.run(line)).filter((o) => o.type !== 'announcement');
      },
      /** `/round next`, confirmed (the round is not over: R42). */
      async advance() {
        await session.run('/round next');
        return (await session.run('click 1')).filter((o) => o.type !== 'announcement');
      },
    };
  }

  test('none registered: /round next plays the plain End Phase; the log holds X-Wing’s own events only', async () => {
    const t = table();
    await t.run('/game start faction:galactic-empire');
    const out = await t.advance();
    expect(out.map(text).join('\n')).toMatch(/Round 2/);
    const game = await t.games.peek('table');
    const log = await t.games.log(game!.id);
    const plain = xwingSystem(editions);
    expect(log.every((l) => plain.eventSchema.safeParse(l.event).success)).toBe(true);
  });

  test('a layer registered: each /round next calls its step once; its event is stored and its words are in the reply', async () => {
    const { calls, step } = noting();
    const t = table(stubLayer(step));
    await t.run('/game start faction:galactic-empire');
    const first = await t.advance();
    expect(calls.map((c) => c.round)).toEqual([1]);
    expect(first.map(text).join('\n')).toContain('noted round 1 (en)');
    await t.advance();
    expect(calls.map((c) => c.round)).toEqual([1, 2]);
    const game = await t.games.peek('table');
    const noted = (await t.games.log(game!.id)).map((l) => l.event as GameEvent | LayerEvent).filter((e) => e.t === 'noted');
    expect(noted).toEqual([
      { t: 'noted', round: 1 },
      { t: 'noted', round: 2 },
    ]);
  });
});
