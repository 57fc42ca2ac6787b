import { afterEach, describe, expect, test } from 'vitest';
import { ChangeFeed } from '../../src/core/delivery/feed.ts';
import { silentLogger } from '../../src/core/logger.ts';
import type { TableSnapshot } from '../../src/core/table.ts';
import type { TableVersion } from '../../src/core/table-version.ts';
import { TableHub, type Frame, type Viewer } from '../../src/web/hub.ts';
import { liveTableLinks } from '../../src/web/live-table.ts';
import { startHttpServer, type HttpServer } from '../../src/http/server.ts';
import { waitFor } from '../helpers.ts';

// The live table's bounds: viewers per game and per address, a viewer that cannot keep up
// dropped, and changes made by another process (no feed here) found by polling.

/** A channel's table whose version a test moves by hand, as another process's commands would. */
function source(padding = 0) {
  const versions = new Map<string, number>();
  const snapshot = (channelId: string): TableSnapshot => ({
    version: [1, versions.get(channelId) ?? 1, 0, 0],
    locale: 'en',
    views: [{ title: `${channelId} at ${versions.get(channelId) ?? 1}`, subtitle: 'x'.repeat(padding), sections: [] }],
  });
  return {
    reads: 0,
    bump(channelId: string) {
      versions.set(channelId, (versions.get(channelId) ?? 1) + 1);
    },
    async read(channelId: string) {
      this.reads++;
      return snapshot(channelId);
    },
    async version(channelId: string): Promise<TableVersion> {
      return snapshot(channelId).version;
    },
  };
}

function viewer(stuckSince = 0) {
  const frames: Frame[] = [];
  const v = { frames, dropped: false, offer: (f: Frame) => void frames.push(f), writingSince: () => stuckSince, drop: () => void (v.dropped = true) };
  return v satisfies Viewer;
}

const hubs: TableHub[] = [];
const servers: HttpServer[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) h.close();
  for (const s of servers.splice(0)) await s.close();
});

describe('the live table hub', () => {
  test('past the viewers allowed per game or per address a viewer is refused; one leaving makes room', () => {
    const hub = new TableHub(source(), null, silentLogger, { perGame: 2, perAddress: 3, stallMs: 10_000, pollMs: 1_000 });
    hubs.push(hub);
    const leaveA = hub.join('g', '10.0.0.1', viewer());
    expect(typeof leaveA).toBe('function');
    expect(typeof hub.join('g', '10.0.0.2', viewer())).toBe('function');
    expect(hub.join('g', '10.0.0.3', viewer())).toBe('game-full');
    expect(typeof hub.join('h', '10.0.0.1', viewer())).toBe('function');
    expect(typeof hub.join('i', '10.0.0.1', viewer())).toBe('function');
    expect(hub.join('j', '10.0.0.1', viewer())).toBe('address-full');
    (leaveA as () => void)();
    expect(typeof hub.join('g', '10.0.0.3', viewer())).toBe('function');
    expect(hub.viewers).toBe(4);
  });

  test('a change made by another process (no feed) reaches the viewers by polling, read once for all of them', async () => {
    const s = source();
    const hub = new TableHub(s, null, silentLogger, { perGame: 10, perAddress: 10, stallMs: 10_000, pollMs: 20 });
    hubs.push(hub);
    const viewers = [viewer(), viewer(), viewer()];
    viewers.forEach((v, i) => hub.join('g', `10.0.0.${i}`, v));
    await waitFor(() => viewers.every((v) => v.frames.length === 1));
    const readsBefore = s.reads;
    s.bump('g');
    await waitFor(() => viewers.every((v) => v.frames.length === 2));
    expect(viewers[0]!.frames[1]!.id).toBe('1.2.0.0');
    // One reading and one rendering for every viewer of the game: the same frame object.
    expect(s.reads - readsBefore).toBe(1);
    expect(viewers[1]!.frames[1]).toBe(viewers[0]!.frames[1]);
  });

  test('a change in this process reaches the viewers from the feed', async () => {
    const s = source();
    const feed = new ChangeFeed();
    const hub = new TableHub(s, feed, silentLogger, { perGame: 10, perAddress: 10, stallMs: 10_000, pollMs: 60_000 });
    hubs.push(hub);
    const v = viewer();
    hub.join('g', '10.0.0.1', v);
    await waitFor(() => v.frames.length === 1);
    s.bump('g');
    feed.publish({ channelId: 'g', aggregate: 'game', system: 'x', id: 1, version: 2 });
    await waitFor(() => v.frames.length === 2);
  });

  test('a game retired (none current) reaches the viewers as a later version, and a game started after it later still', async () => {
    let version: TableVersion = [4, 9, 0, 0];
    const s = {
      read: async (): Promise<TableSnapshot> => ({ version, locale: 'en', views: version[0] ? [{ title: `game ${version[0]}`, sections: [] }] : [] }),
      version: async () => version,
    };
    const hub = new TableHub(s, null, silentLogger, { perGame: 10, perAddress: 10, stallMs: 10_000, pollMs: 20 });
    hubs.push(hub);
    const v = viewer();
    hub.join('g', '10.0.0.1', v);
    await waitFor(() => v.frames.length === 1);
    version = [0, 0, 0, 0];
    await waitFor(() => v.frames.length === 2);
    expect(v.frames[1]!.id).toBe(`4.${Number.MAX_SAFE_INTEGER}.0.0`);
    expect(v.frames[1]!.data).toContain('There is no game');
    version = [5, 1, 0, 0];
    await waitFor(() => v.frames.length === 3);
    expect(v.frames[2]!.id).toBe('5.1.0.0');
  });

  test('a viewer whose write has waited past the limit is dropped; the others are not', async () => {
    const hub = new TableHub(source(), null, silentLogger, { perGame: 10, perAddress: 10, stallMs: 50, pollMs: 20 });
    hubs.push(hub);
    const stuck = viewer(Date.now());
    const fine = viewer();
    hub.join('g', '10.0.0.1', stuck);
    hub.join('g', '10.0.0.2', fine);
    await waitFor(() => stuck.dropped);
    expect(fine.dropped).toBe(false);
  });
});

describe('the live table over HTTP', () => {
  test('a viewer past the limits gets 429; a viewer that reads nothing keeps one frame waiting, not every change; one leaving frees its place', async () => {
    // Tables big enough (a megabyte) that the connection's buffers fill after a few, as a slow phone's would.
    const s = source(1 << 20);
    const live = liveTableLinks(Buffer.alloc(32, 3), undefined);
    const table = live.routes({ source: s, feed: null, log: silentLogger, limits: { perGame: 1, perAddress: 5, pollMs: 20 }, script: '' });
    hubs.push(table.hub);
    const server = await startHttpServer({ port: 0, log: silentLogger, routes: [table.routes] });
    servers.push(server);
    live.listening(server.url);
    const first = await fetch(`${live.link('g')}/events`);
    expect(first.status).toBe(200);
    const second = await fetch(`${live.link('g')}/events`);
    expect(second.status).toBe(429);
    await second.body?.cancel();
    // Thirty changes, each read by the hub, while the first viewer reads nothing: then it reads, and gets the latest table.
    for (let i = 0; i < 30; i++) {
      const reads = s.reads;
      s.bump('g');
      await waitFor(() => s.reads > reads);
    }
    const reader = first.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes('"v":"1.31.0.0"')) text += decoder.decode((await reader.read()).value);
    // The frames the connection's buffers took before it stopped, then the latest: not all thirty.
    const frames = text.match(/^event: table$/gm)!.length;
    expect(frames).toBeLessThan(10);
    // A viewer that goes away frees its place: the next one is let in.
    await reader.cancel();
    await waitFor(() => table.hub.viewers === 0);
    const third = await fetch(`${live.link('g')}/events`);
    expect(third.status).toBe(200);
    await third.body?.cancel();
  });
});
