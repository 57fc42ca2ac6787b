import { afterEach, describe, expect, test } from 'vitest';
import type { Where } from '../../src/core/records.ts';
import { TokenGone, type Announcer } from '../../src/core/delivery/announcer.ts';
import { MAX_FOLLOW_UPS } from '../../src/core/delivery/cards.ts';
import type { Message } from '../../src/core/message.ts';
import type { Via } from '../../src/core/surfaces.ts';
import { GameApp } from '../../src/core/app.ts';
import { SystemRegistry } from '../../src/core/system-registry.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { sharedRefuse } from '../../src/core/refusal.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { tempDir } from '../helpers.ts';
import { toyCore } from './toy-core.ts';
import { toyGame, toyLeague } from './toy-systems.ts';

// Delivery to a channel where the bot may not post (a group DM): everything rides the
// channel's interactions. The clock is the app's own, moved by the test.

const tracked = { ...toyGame, tracker: (s: { count: number }) => ({ content: `count ${s.count}` }) };
let n = 0;
const where = (channelId: string): Where => ({ channelId, guildId: null, interactionId: `i-${++n}`, userId: 'u1' });
const via = (token: string): Via => ({ application: 'app', token });

/** An announcer for an interaction channel: what went out through which token, and tokens it says are dead. */
function cardAnnouncer() {
  const sent: { how: 'follow-up' | 'edit' | 'post' | 'track'; token?: string; address?: string; text: string }[] = [];
  const dead = new Set<string>();
  let ids = 0;
  const announcer: Announcer = {
    post: async (_c, m) => void sent.push({ how: 'post', text: m.content ?? '' }),
    track: async (_c, m) => {
      sent.push({ how: 'track', text: m.content ?? '' });
      return 'channel-message';
    },
    followUp: async (v: Via, m: Message) => {
      if (dead.has(v.token)) throw new TokenGone();
      sent.push({ how: 'follow-up', token: v.token, text: m.content ?? '' });
      return `m-${++ids}`;
    },
    editVia: async (v: Via, address: string, m: Message) => {
      if (dead.has(v.token)) throw new TokenGone();
      sent.push({ how: 'edit', token: v.token, address, text: m.content ?? '' });
    },
  };
  return { announcer, sent, dead };
}

let cleanup: () => Promise<void> = async () => {};
afterEach(() => cleanup());

function dmCore() {
  let now = 1_800_000_000_000;
  const core = toyCore({ game: tracked, now: () => now });
  cleanup = core.close;
  return { ...core, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the interaction card: a channel where the bot may not post', () => {
  test('the card is sent through the answered interaction, then edited through its token; nothing goes through the bot user', async () => {
    const { app, games, advance } = dmCore();
    const { announcer, sent } = cardAnnouncer();
    await app.delivery.interactionArrived('dm', via('t1'));
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    // Not answered yet: its token carries nothing, so nothing is sent (a follow-up before the answer is refused by Discord).
    await app.delivery.flush(announcer);
    expect(sent).toEqual([]);
    advance(100);
    await app.delivery.interactionAnswered('dm', via('t1'), 0);
    await app.delivery.afterCommand(announcer, 'dm');
    expect(sent).toEqual([{ how: 'follow-up', token: 't1', text: 'count 0' }]);
    advance(2_000);
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'counted', by: 2 }], view: null }));
    await app.delivery.flush(announcer);
    expect(sent.at(-1)).toEqual({ how: 'edit', token: 't1', address: 'm-1', text: 'count 2' });
    expect(sent.some((s) => s.how === 'post' || s.how === 'track')).toBe(false);
  });

  test('a notice that finds no live token waits, and the next interaction shows it with the time it happened; the card is sent anew through it', async () => {
    const { app, games, advance, now } = dmCore();
    const { announcer, sent, dead } = cardAnnouncer();
    await app.delivery.interactionAnswered('dm', via('t1'), 0);
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await app.delivery.flush(announcer);
    // 20 minutes later (every token dead), a change from elsewhere announces something.
    advance(20 * 60_000);
    dead.add('t1');
    const happened = now();
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }), { announce: () => [{ t: 'said', text: 'wave' }] });
    await app.delivery.flush(announcer);
    expect(sent.filter((s) => s.text.includes('wave') || s.text === 'count 1')).toEqual([]);
    // Five minutes on, someone types a command: it carries the wave, with its time, and the card.
    advance(5 * 60_000);
    await app.delivery.interactionAnswered('dm', via('t2'), 0);
    await app.delivery.afterCommand(announcer, 'dm');
    expect(sent.filter((s) => s.token === 't2')).toEqual([
      { how: 'follow-up', token: 't2', text: `🕒 <t:${Math.floor(happened / 1000)}:t>: wave` },
      { how: 'follow-up', token: 't2', text: 'count 1' },
    ]);
  });

  test('never more than five follow-ups per interaction: the rest wait for the next one, in order', async () => {
    const { app, games, advance } = dmCore();
    const { announcer, sent } = cardAnnouncer();
    await app.delivery.interactionAnswered('dm', via('t1'), 1); // its own answer already sent one
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), {
      create: { locale: 'en' },
      announce: () => ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => ({ t: 'said' as const, text })),
    });
    await app.delivery.afterCommand(announcer, 'dm');
    expect(sent.filter((s) => s.token === 't1')).toHaveLength(MAX_FOLLOW_UPS - 1);
    advance(100);
    await app.delivery.interactionAnswered('dm', via('t2'), 0);
    await app.delivery.afterCommand(announcer, 'dm');
    expect(sent.map((s) => s.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'count 0']);
    expect(sent.filter((s) => s.token === 't2').map((s) => s.text)).toEqual(['e', 'f', 'count 0']);
  });

  test("a press updated the card in its own answer: a later change edits it through the press's token", async () => {
    const { app, games, advance } = dmCore();
    const { announcer, sent, dead } = cardAnnouncer();
    await app.delivery.interactionAnswered('dm', via('t1'), 0);
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await app.delivery.flush(announcer);
    advance(2_000);
    dead.add('t1');
    await app.delivery.trackerDisplayed('dm', { content: 'count 0' }, via('press'));
    await app.delivery.interactionAnswered('dm', via('press'), 0);
    await games.mutate(where('dm'), () => ({ ok: true, events: [{ t: 'counted', by: 3 }], view: null }));
    await app.delivery.flush(announcer);
    expect(sent.at(-1)).toEqual({ how: 'edit', token: 'press', address: '@original', text: 'count 3' });
  });
});

describe('delivery keeps nothing in one process', () => {
  test('an answer remembered by one process is marked taken back by another (the first killed), once', async () => {
    const t = tempDir();
    const registry = new SystemRegistry([tracked], [toyLeague]);
    const [storeA, storeB] = [new SqliteGameStore(`${t.dir}/two.sqlite`), new SqliteGameStore(`${t.dir}/two.sqlite`)];
    cleanup = async () => {
      await storeA.close();
      await storeB.close();
      t.cleanup();
    };
    const [a, b] = [new GameApp(storeA, registry, silentLogger), new GameApp(storeB, registry, silentLogger)];
    const { announcer, sent } = cardAnnouncer();
    await a.delivery.answered('c', 'i-9', via('t9'), { content: 'TIE-1 moves\nmore', cards: [{ title: 'TIE-1', fields: [] }] }, true);
    await b.delivery.retract(announcer, 'i-9', '↩️ taken back');
    await b.delivery.retract(announcer, 'i-9', '↩️ taken back');
    expect(sent).toEqual([{ how: 'edit', token: 't9', address: '@original', text: '↩️ taken back\n~~TIE-1 moves~~' }]);
  });
});

describe('the change feed', () => {
  test('each commit is published once, with its channel, system and new version; a refusal or a look publishes nothing', async () => {
    const { app, games } = dmCore();
    const heard: unknown[] = [];
    const everywhere: string[] = [];
    const stop = app.delivery.feed.subscribe('f', (c) => heard.push(c));
    app.delivery.feed.subscribe('*', (c) => everywhere.push(c.channelId));
    await games.mutate(where('f'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    await games.mutate(where('f'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    await games.mutate(where('f'), () => sharedRefuse('no-game'));
    await games.mutate(where('other'), () => ({ ok: true, events: [{ t: 'toy-started' }], view: null }), { create: { locale: 'en' } });
    const id = (await app.currentGame('f'))!.record.id;
    expect(heard).toEqual([
      { channelId: 'f', aggregate: 'game', system: 'toy', id: null, version: 1 },
      { channelId: 'f', aggregate: 'game', system: 'toy', id, version: 2 },
    ]);
    expect(everywhere).toEqual(['f', 'f', 'other']);
    stop();
    await games.mutate(where('f'), () => ({ ok: true, events: [{ t: 'counted', by: 1 }], view: null }));
    expect(heard).toHaveLength(2);
  });
});
