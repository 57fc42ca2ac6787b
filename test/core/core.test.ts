import { afterEach, describe, expect, test } from 'vitest';
import { GameApp } from '../../src/core/app.ts';
import type { Where } from '../../src/core/records.ts';
import { SystemRegistry } from '../../src/core/system-registry.ts';
import { CannotPost } from '../../src/core/delivery/announcer.ts';
import type { DeliveryOptions } from '../../src/core/delivery/delivery.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { coreRefusalText } from '../../src/core/strings.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { tempDir } from '../helpers.ts';
import { hangLimit } from '../limits.ts';
import { toyCore } from './toy-core.ts';
import { toyGame, toyLeague } from './toy-systems.ts';

// The core with two toy systems: what it guarantees whatever game a channel plays.

let cleanup: () => Promise<void> = async () => {};
afterEach(() => cleanup());

function core(options: Parameters<typeof toyCore>[0] = {}) {
  const c = toyCore(options);
  cleanup = c.close;
  return c;
}

let n = 0;
const where = (channelId = 'c1'): Where => ({ channelId, guildId: 'g', interactionId: `i-${++n}`, userId: 'u1' });

describe('campaigns: a second aggregate beside the games of a channel', () => {
  test('a post-game update closes the game and changes the campaign in one transaction', async () => {
    const { app, games, league } = core();
    await league.mutate(where(), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: true } });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 3 }], view: null }));
    const closed = await games.mutateWithCampaign(where(), toyLeague, (ctx) => ({
      ok: true,
      events: [{ t: 'closed' }],
      campaignEvents: [{ t: 'game-recorded' as const, count: ctx.state!.count }],
      view: ctx.campaign!.id,
    }));
    expect(closed.ok).toBe(true);
    const game = await games.read('c1');
    expect('ok' in game ? null : game.state).toEqual({ count: 3, closed: true });
    expect('ok' in game ? null : game.campaignId).not.toBeNull();
    const campaign = await league.read('c1');
    expect('ok' in campaign ? null : campaign.state).toEqual({ games: [3] });
    expect((await league.log('ok' in campaign ? 0 : campaign.id)).map((l) => l.event.t)).toEqual(['league-started', 'game-recorded']);
    expect((await app.currentCampaign('c1'))?.system.id).toBe('toy-league');
  });

  test('a crash before the commit leaves both the game and the campaign as they were', async () => {
    let armed = false;
    const { games, league } = core({
      onWritePoint: (p) => {
        if (armed && p === 'written') throw new Error('crash before commit');
      },
    });
    await league.mutate(where(), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: true } });
    armed = true;
    await expect(
      games.mutateWithCampaign(where(), toyLeague, () => ({
        ok: true,
        events: [{ t: 'closed' }],
        campaignEvents: [{ t: 'game-recorded' as const, count: 0 }],
        view: null,
      })),
    ).rejects.toThrow('crash before commit');
    const game = await games.read('c1');
    expect('ok' in game ? null : game.state.closed).toBe(false);
    const campaign = await league.read('c1');
    expect('ok' in campaign ? null : campaign.state).toEqual({ games: [] });
  });

  test('a malformed campaign event fails the command before anything is written', async () => {
    const { games, league } = core();
    await league.mutate(where(), () => ({ ok: true, events: [{ t: 'league-started' }], view: null }), { create: true });
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en', inCampaign: true } });
    await expect(
      games.mutateWithCampaign(where(), toyLeague, () => ({
        ok: true,
        events: [{ t: 'closed' }],
        campaignEvents: [{ t: 'game-recorded' as const, count: -1 }],
        view: null,
      })),
    ).rejects.toThrow();
    const game = await games.read('c1');
    expect('ok' in game ? null : game.state.closed).toBe(false);
  });
});

describe('the core, whatever the system', () => {
  test('a command of another system in a channel is refused, in words that name both games', async () => {
    const { app, store } = core();
    const other = { ...toyGame, id: 'other', title: 'Other game' };
    const both = new GameApp(store, new SystemRegistry([toyGame, other]), silentLogger);
    await both.games(toyGame).mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    const r = await both.games(other).mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    expect(r.ok).toBe(false);
    expect(!r.ok && coreRefusalText(r, 'en')).toBe('This channel is playing Toy game, not Other game. Finish it (or use another channel or thread) first.');
    const start = await both.games(other).mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    expect(!start.ok && start.code).toBe('game-exists');
    expect(await app.games(toyGame).read('c1')).toMatchObject({ state: { count: 0 } });
  });

  test('events stored at an older schema version are upgraded on reading, and a stale state is rebuilt from them', async () => {
    const { games, store } = core();
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    // What version 1 of the toy wrote: an 'add' event, and a state at version 1.
    store.db
      .prepare('INSERT INTO events (game_id, seq, batch, v, data, actor, interaction, at) VALUES (1, 2, 2, 1, \'{"t":"add","n":5}\', \'u1\', NULL, 0)')
      .run();
    store.db.prepare('UPDATE games SET last_seq = 2, state = \'{"count":0,"closed":false}\', state_version = 1, version = version + 1').run();
    const game = await games.read('c1');
    expect('ok' in game ? null : game.state).toEqual({ count: 5, closed: false });
    expect((await games.log(1)).map((l) => l.event)).toEqual([{ t: 'toy-started' }, { t: 'counted', by: 5 }]);
    const next = await games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    expect(next.ok && next.state).toEqual({ count: 6, closed: false });
    expect(store.db.prepare('SELECT state_version FROM games').pluck().get()).toBe(2);
  });

  test('a stored row that does not match its schema is set aside (kept, no longer the channel’s), never a silently wrong game', async () => {
    const { games, store } = core();
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    store.db.prepare('UPDATE games SET state = \'{"count":"many","closed":false}\', version = version + 1').run();
    expect(await games.read('c1')).toMatchObject({ ok: false, code: 'no-game' });
    expect(store.db.prepare('SELECT current FROM games WHERE id = 1').get()).toEqual({ current: 0 });
    store.db.prepare('UPDATE games SET state = \'{"count":1,"closed":false}\', version = version + 1').run();
    store.db.prepare('UPDATE events SET data = \'{"t":"teleported"}\' WHERE seq = 1').run();
    await expect(games.log(1)).rejects.toThrow(/does not match its schema/);
  });

  test('an event a decision makes that does not match its schema fails the command and writes nothing', async () => {
    const { games } = core();
    await games.mutate(where(), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await expect(games.mutate(where(), () => ({ ok: true, events: [{ t: 'counted', by: 1.5 }], view: null }))).rejects.toThrow();
    expect(await games.read('c1')).toMatchObject({ state: { count: 0 }, lastSeq: 1 });
  });
});

describe('announcements the bot may not post', () => {
  test('a CannotPost is parked, not retried by itself; the next interaction in its channel carries it, with the owner and the missing permission', async () => {
    let now = 1_000_000;
    const { app, store, games } = core({ now: () => now });
    await games.mutate(where('muted'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'en' },
      announce: () => [{ t: 'said', text: 'they are coming' }],
    });
    let posts = 0;
    const denied = {
      post: async () => {
        posts++;
        throw new CannotPost('Send Messages');
      },
    };
    expect(await app.delivery.flush(denied)).toBe(0);
    expect(posts).toBe(1);
    // Much later, the periodic flush does not knock again.
    now += 24 * 3_600_000;
    expect(await app.delivery.flush(denied)).toBe(0);
    expect(posts).toBe(1);
    // An interaction in that channel carries it instead.
    const carried: { text: string; permission: string; owner: string | null }[] = [];
    await games.mutate(where('muted'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    const delivered = await app.delivery.flush(denied, 'muted', async (m, p) => {
      carried.push({ text: m.content ?? '', permission: p.permission, owner: p.owner });
    });
    expect(delivered).toBe(1);
    expect(carried).toEqual([{ text: expect.stringContaining('they are coming'), permission: 'Send Messages', owner: 'u1' }]);
    expect(await store.dueAnnouncements(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });
});

describe('flushes after commands: the live tracker and other channels', () => {
  // The toy game with a live tracker that shows its count.
  const tracked = { ...toyGame, tracker: (s: { count: number }) => ({ content: `count ${s.count}` }) };

  function trackedCore(delivery: DeliveryOptions = {}) {
    let now = 5_000_000;
    const { app, store, games } = core({ game: tracked, now: () => now, delivery });
    let claims = 0;
    let putOff = 0;
    const claimTrackers = store.claimTrackers.bind(store);
    store.claimTrackers = (...args) => {
      claims++;
      return claimTrackers(...args);
    };
    const trackerPutOff = store.trackerPutOff.bind(store);
    store.trackerPutOff = (...args) => {
      putOff++;
      return trackerPutOff(...args);
    };
    /** Another process on the same database (a restart, a replica), on the same clock. */
    const another = () => new GameApp(store, new SystemRegistry([tracked], [toyLeague]), silentLogger, () => now);
    return { app, store, games, another, claims: () => claims, putOff: () => putOff, advance: (ms: number) => (now += ms), now: () => now };
  }

  /** An announcer that records the trackers it shows; while `denied()`, posting in the channel is refused (CannotPost). */
  function recordingTracker(denied: () => boolean = () => false) {
    const shown: string[] = [];
    const announcer = {
      post: async () => {},
      track: async (_channel: string, m: { content?: string }) => {
        if (denied()) throw new CannotPost('Send Messages');
        shown.push(m.content ?? '');
        return 'tracker-1';
      },
    };
    return { shown, announcer };
  }

  test("a change within the tracker interval writes the interval's end as its mark, in its own transaction: no claim, no second write; later changes leave it, and the edit at its end shows them all", async () => {
    const { app, store, games, claims, putOff, advance } = trackedCore();
    const { shown, announcer } = recordingTracker();
    await games.mutate(where('t'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await app.delivery.flush(announcer, 't');
    expect(shown).toEqual(['count 0']);
    for (let i = 0; i < 4; i++) {
      advance(100);
      await games.mutate(where('t'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
      await app.delivery.flush(announcer, 't');
    }
    // Only the first edit was claimed: each change's own write left the mark at the interval's end.
    expect(shown).toEqual(['count 0']);
    expect(claims()).toBe(1);
    expect(putOff()).toBe(0);
    expect(store.db.prepare('SELECT tracker_due FROM games').pluck().get()).toBe(5_001_000);
    expect(app.delivery.trackerDueAt('t')).toBe(5_001_000);
    advance(600); // the adapter flushes the channel when the interval is over
    await app.delivery.flush(announcer, 't');
    expect(shown).toEqual(['count 0', 'count 4']);
    expect(claims()).toBe(2);
  });

  test('a tracker refused for want of permission stays refused after a restart, and is posted when a command there shows the permission missing and then granted', async () => {
    const { app, games, advance, another } = trackedCore();
    let allowed = false;
    const { shown: posted, announcer } = recordingTracker(() => !allowed);
    await games.mutate(where('r'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await app.delivery.flush(announcer, 'r');
    // The process that met the refusal is gone: another on the same database takes over.
    const restarted = another();
    await restarted.delivery.flush(announcer);
    advance(2_000);
    await games.mutate(where('r'), () => ({ ok: true, events: [{ t: 'counted', by: 2 }], view: null }));
    await restarted.delivery.postingPermission('r', false);
    await restarted.delivery.flush(announcer, 'r');
    expect(posted).toEqual([]);
    allowed = true;
    await restarted.delivery.postingPermission('r', true);
    await restarted.delivery.flush(announcer, 'r');
    expect(posted).toEqual(['count 2']);
  });

  test('a tracker refused after a command that showed the permission missing is posted at the next command that shows it granted', async () => {
    const { app, games, advance } = trackedCore();
    let allowed = false;
    const { shown: posted, announcer } = recordingTracker(() => !allowed);
    await games.mutate(where('m'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    // As the adapter does: the command's permission first, then the flush that meets the refusal.
    await app.delivery.postingPermission('m', false);
    await app.delivery.flush(announcer, 'm');
    expect(posted).toEqual([]);
    advance(1_000);
    allowed = true;
    await app.delivery.postingPermission('m', true);
    await app.delivery.flush(announcer, 'm');
    expect(posted).toEqual(['count 0']);
  });

  test('a tracker granted and shown by one process is not parked again by another that still thinks it refused', async () => {
    const { app: a, store, games, advance, another } = trackedCore();
    const b = another();
    let allowed = false;
    const { shown: posted, announcer } = recordingTracker(() => !allowed);
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await a.delivery.flush(announcer, 'x');
    await b.delivery.flush(announcer);
    await b.delivery.postingPermission('x', false);
    allowed = true;
    await b.delivery.postingPermission('x', true);
    await b.delivery.flush(announcer, 'x');
    expect(posted).toEqual(['count 0']);
    // A change lands in the first process before its periodic flush has read the grant.
    advance(2_000);
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    await a.delivery.postingPermission('x', true);
    await a.delivery.flush(announcer, 'x');
    expect(posted).toEqual(['count 0', 'count 1']);
    expect(store.db.prepare('SELECT tracker_due FROM games').pluck().get()).toBe(0);
  });

  test('a change that leaves the tracker as it is makes no edit; one that alters it does', async () => {
    const { app, games, advance } = trackedCore();
    const { shown, announcer } = recordingTracker();
    await games.mutate(where('same'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await app.delivery.flush(announcer, 'same');
    for (const by of [0, 0, 2]) {
      advance(2_000);
      await games.mutate(where('same'), () => ({ ok: true, events: [{ t: 'counted', by }], view: null }));
      await app.delivery.flush(announcer, 'same');
    }
    expect(shown).toEqual(['count 0', 'count 2']);
  });

  test('a press another process showed on the tracker is not taken for this process’s last edit: the same text again is edited in', async () => {
    const { app: a, games, advance, another } = trackedCore();
    const b = another();
    const { shown, announcer } = recordingTracker();
    await games.mutate(where('p'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await a.delivery.flush(announcer, 'p');
    // A press handled by the other process updates the tracker in place to "count 1".
    advance(2_000);
    await b.games(tracked).mutate(where('p'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    await b.delivery.trackerDisplayed('p', { content: 'count 1' }, null);
    await b.delivery.flush(announcer, 'p');
    // Back to "count 0" through the first process: the message shows "count 1", so it is edited.
    advance(2_000);
    await games.mutate(where('p'), () => ({ ok: true, events: [{ t: 'counted', by: -1 }], view: null }));
    await a.delivery.flush(announcer, 'p');
    expect(shown).toEqual(['count 0', 'count 0']);
  });

  test('all channels together get at most trackerEditsPerSecond edits a second; the others wait their turn and then show their latest state', async () => {
    const { app, games, advance, now } = trackedCore({ trackerEditsPerSecond: 2 });
    const edits: { at: number; channel: string; text: string }[] = [];
    const announcer = {
      post: async () => {},
      track: async (channel: string, m: { content?: string }) => {
        edits.push({ at: now(), channel, text: m.content ?? '' });
        return `tracker-${channel}`;
      },
    };
    const channels = ['a', 'b', 'c', 'd', 'e'];
    for (const c of channels) {
      await games.mutate(where(c), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
      await app.delivery.flush(announcer, c);
    }
    expect(edits.map((e) => e.channel)).toEqual(['a']); // the next slot is 500 ms away
    // Each channel changes again; then the adapter flushes each channel when it is due.
    for (const c of channels) await games.mutate(where(c), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    for (let step = 0; step < 40; step++) {
      advance(100);
      for (const c of channels) if ((app.delivery.trackerDueAt(c) ?? Infinity) <= now()) await app.delivery.flush(announcer, c);
    }
    for (const e of edits) expect(edits.filter((f) => f.at > e.at - 1000 && f.at <= e.at).length).toBeLessThanOrEqual(2);
    // Every channel was shown, last with its latest count.
    for (const c of channels) expect(edits.filter((e) => e.channel === c).at(-1)?.text).toBe('count 1');
  });

  test("an interaction does not wait in line behind its channel's flush: the flush under way looks once more when done", async () => {
    const { app, games } = trackedCore();
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'en' },
      announce: () => [{ t: 'said', text: 'first' }],
    });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const posted: string[] = [];
    const announcer = {
      post: async (_channel: string, m: { content?: string }) => {
        if (m.content === 'first') await held;
        posted.push(m.content ?? '');
      },
    };
    const first = app.delivery.flush(announcer, 'x', async () => {});
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }), { announce: () => [{ t: 'said', text: 'second' }] });
    const second = app.delivery.flush(announcer, 'x', async () => {});
    // The limit only ends the wait of the old behaviour (behind `held`, never released before): never a time being tested.
    expect(await Promise.race([second, new Promise((r) => setTimeout(() => r('waiting'), hangLimit(30_000)))])).toBe(0);
    release();
    expect(await first).toBe(2);
    expect(posted).toEqual(['first', 'second']);
  });

  test('a time given to an edit that another process made is dropped: it neither lingers nor lets a later edit skip the budget', async () => {
    let now = 7_000_000;
    const t = tempDir();
    const storeA = new SqliteGameStore(`${t.dir}/two.sqlite`);
    const storeB = new SqliteGameStore(`${t.dir}/two.sqlite`);
    const registry = new SystemRegistry([tracked], [toyLeague]);
    const a = new GameApp(storeA, registry, silentLogger, () => now);
    const b = new GameApp(storeB, registry, silentLogger, () => now);
    cleanup = async () => {
      await storeA.close();
      await storeB.close();
      t.cleanup();
    };
    const announcer = { post: async () => {}, track: async () => 'tracker-x' };
    const games = a.games(tracked);
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await a.delivery.flush(announcer, 'x'); // shown by A
    now += 100;
    await games.mutate(where('x'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    await a.delivery.flush(announcer, 'x'); // put off by A to the end of its interval
    expect(a.delivery.trackerDueAt('x')).toBe(7_001_000);
    now = 7_001_000;
    await b.delivery.flush(announcer); // B's periodic flush makes the edit first
    await a.delivery.flush(announcer, 'x'); // A's timer: nothing left to edit
    expect(a.delivery.trackerDueAt('x')).toBeUndefined();
  });

  test("a channel's flush does not wait for another channel's (a slow post or edit there holds up only that channel)", async () => {
    const { app, games } = trackedCore();
    for (const c of ['slow', 'quick'])
      await games.mutate(where(c), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
        create: { locale: 'en' },
        announce: () => [{ t: 'said', text: `hello ${c}` }],
      });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const posted: string[] = [];
    const announcer = {
      post: async (channel: string) => {
        if (channel === 'slow') await held;
        posted.push(channel);
      },
    };
    const slow = app.delivery.flush(announcer, 'slow', async () => {});
    const quick = app.delivery.flush(announcer, 'quick', async () => {});
    const first = await Promise.race([quick.then(() => 'quick'), new Promise((r) => setTimeout(() => r('timed out'), hangLimit(30_000)))]);
    expect(first).toBe('quick');
    expect(posted).toEqual(['quick']);
    release();
    await slow;
    expect(posted).toEqual(['quick', 'slow']);
  });
});
