import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { ConsoleSession, type ConsoleOutput } from '../../src/console/session.ts';
import { createLogger } from '../../src/core/logger.ts';
import type { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { tempDir, text } from '../helpers.ts';

// No stored row can stop a channel for good: a game or campaign the bot cannot read is set
// aside (kept, no longer the channel's, logged with its id) and the channel is free again;
// and a moderator (Manage Channels) can end any game or campaign in their channel.

const tmp = tempDir('bricked-');
const lines: string[] = [];
const composed = composeApp(
  `${tmp.dir}/bricked.sqlite`,
  createLogger('error', [], (l) => lines.push(l)),
  {},
  { pictures: false },
);
// The console's own user has Manage Channels; @bob has not.
const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42' });
const db = () => (composed.store as SqliteGameStore).db;
afterAll(async () => {
  await composed.store.close();
  tmp.cleanup();
});

const say = async (line: string) => (await session.run(line)).map((o: ConsoleOutput) => text(o)).join('\n');
const rows = (table: 'games' | 'campaigns', channel: string) =>
  db().prepare(`SELECT id, current FROM ${table} WHERE channel_id = ? ORDER BY id`).all(channel) as { id: number; current: number }[];

describe('an unreadable row is set aside', () => {
  test('a game whose stored state does not decode: the next command finds no game, a new one starts, the old row is kept and logged', async () => {
    expect(await say('#g1 /game start faction:galactic-empire')).not.toContain('⚠️');
    const [old] = rows('games', 'g1');
    db().prepare('UPDATE games SET state = \'{"not":"a game"}\' WHERE id = ?').run(old!.id);
    const after = await say('#g1 /round next');
    expect(after).not.toContain('Something went wrong');
    expect(await say('#g1 /game start faction:galactic-empire')).not.toContain('⚠️');
    expect(rows('games', 'g1')).toEqual([
      { id: old!.id, current: 0 },
      { id: expect.any(Number), current: 1 },
    ]);
    expect(lines.some((l) => l.includes('set aside') && l.includes(`"game":${old!.id}`) && l.includes('"channel":"g1"'))).toBe(true);
  });

  test('a campaign whose stored state does not decode: status says there is none, a new one starts', async () => {
    expect(await say('#c1 /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    const [old] = rows('campaigns', 'c1');
    db().prepare("UPDATE campaigns SET state = '{}' WHERE id = ?").run(old!.id);
    expect(await say('#c1 /campaign status')).toContain('There is no campaign in this channel');
    expect(await say('#c1 /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    expect(rows('campaigns', 'c1').map((r) => r.current)).toEqual([0, 1]);
    expect(lines.some((l) => l.includes('set aside') && l.includes(`"campaign":${old!.id}`))).toBe(true);
  });

  test('a campaign that decodes but whose roster names a pilot the catalogue lacks: set aside too, not "Something went wrong" on every command', async () => {
    expect(await say('#c2 /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    expect(await say('#c2 /campaign squadron type:standard')).not.toContain('⚠️');
    expect(await say('#c2 /campaign buy chassis:t65xwing pilot:bluesquadronescort squadron:2 callsign:Red')).not.toContain('⚠️');
    const [old] = rows('campaigns', 'c2');
    db().prepare('UPDATE campaigns SET state = replace(state, \'"bluesquadronescort"\', \'"nosuchpilot"\') WHERE id = ?').run(old!.id);
    const fleet = await say('#c2 /campaign fleet');
    expect(fleet).not.toContain('Something went wrong');
    expect(fleet).toContain('There is no campaign in this channel');
    expect(await say('#c2 /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    expect(await say('#c2 /campaign status')).toContain('Big Shed League');
    expect(rows('campaigns', 'c2').map((r) => r.current)).toEqual([0, 1]);
    const kept = db().prepare('SELECT state FROM campaigns WHERE id = ?').get(old!.id) as { state: string };
    expect(kept.state).toContain('nosuchpilot');
    expect(lines.some((l) => l.includes('set aside') && l.includes(`"campaign":${old!.id}`) && l.includes('nosuchpilot'))).toBe(true);
  });
});

describe('the channel is told what was set aside, and what to do', () => {
  test('a game: in its own language, with its number', async () => {
    const fr = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale: 'fr' });
    expect((await fr.run('#told /game start faction:galactic-empire language:fr')).map((o) => text(o)).join('\n')).not.toContain('⚠️');
    const [old] = rows('games', 'told');
    db().prepare('UPDATE games SET state = \'{"not":"a game"}\' WHERE id = ?').run(old!.id);
    const after = await say('#told /game status');
    expect(after).toContain(`La partie enregistrée dans ce salon est illisible : elle a été mise de côté. Elle est conservée (n° ${old!.id})`);
  });

  test('a campaign', async () => {
    expect(await say('#told2 /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    const [old] = rows('campaigns', 'told2');
    db().prepare("UPDATE campaigns SET state = '{}' WHERE id = ?").run(old!.id);
    const after = await say('#told2 /campaign status');
    expect(after).toContain(`The campaign stored in this channel could not be read, so it was set aside: it is kept (campaign ${old!.id})`);
    expect(after).toContain('There is no campaign in this channel');
  });
});

describe('/close: a moderator ends what holds the channel', () => {
  test('a campaign someone else started is ended by a moderator, kept as history; a member without Manage Channels may not', async () => {
    expect(await say('#squat @bob /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    expect(await say('#squat @carol /close what:campaign')).toContain(
      "Only whoever started it or someone with Manage Channels can close this channel's game or campaign.",
    );
    expect(rows('campaigns', 'squat').map((r) => r.current)).toEqual([1]);
    expect(await say('#squat /close what:campaign')).toContain("ended this channel's campaign");
    expect(rows('campaigns', 'squat').map((r) => r.current)).toEqual([0]);
    expect(await say('#squat /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
  });

  test('a game, in French too; nothing to close is said', async () => {
    expect(await say('#squat2 @bob /game start faction:galactic-empire')).not.toContain('⚠️');
    const fr = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42', locale: 'fr' });
    expect((await fr.run('#squat2 /close what:game')).map((o) => text(o)).join('\n')).toContain('a terminé la partie de ce salon');
    expect(await say('#squat2 /close what:game')).toContain('There is no game in this channel');
  });
});

describe('/close: an owner ends their own (ruling C101)', () => {
  test('the one who started a campaign ends it, and it no longer counts as theirs; another member may not', async () => {
    expect(await say('#mine @dave /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
    expect(await composed.store.ownedBy('user-dave')).toBe(1);
    expect(await say('#mine @erin /close what:campaign')).toContain('Only whoever started it');
    expect(await say('#mine @dave /close what:campaign')).toContain("ended this channel's campaign");
    expect(rows('campaigns', 'mine').map((r) => r.current)).toEqual([0]);
    expect(await composed.store.ownedBy('user-dave')).toBe(0);
  });

  test('and their own game', async () => {
    expect(await say('#mine2 @dave /game start faction:galactic-empire')).not.toContain('⚠️');
    expect(await say('#mine2 @dave /close what:game')).toContain("ended this channel's game");
    expect(rows('games', 'mine2').map((r) => r.current)).toEqual([0]);
  });
});
