import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BotProcess } from '../emulator/bot-process.ts';
import { DiscordEmulator, isTracker, responseFlags, shownText } from '../emulator/emulator.ts';
import { tempDir, waitFor } from '../helpers.ts';
import { paths, runWorker } from './harness.ts';
import { everyBodyValid } from '../emulator/bodies-checked.ts';

// A game stopped at every phase continues after a restart; the wave announcement is
// posted exactly once even when the process died right after deciding it, or right
// after posting it; a failed announcement is retried later, not lost.

const tmp = tempDir('solo-alpha-restart-');
const emu = new DiscordEmulator();
everyBodyValid(emu);
// A recognisable fake token in Discord's own shape: it must never reach a log line.
emu.token = 'MTAwMDAwMDAwMDAwMDAwMDAx.RECOG1.fake-token-recognisable-0123456789';
const OWNER = '4200000000000000001';
const CH = { setup: '3200000000000000001', mid: '3200000000000000002', wave: '3200000000000000003', ended: '3200000000000000004', fail: '3200000000000000005' };
const db = join(tmp.dir, 'restart.sqlite');
let bot: BotProcess;
const logs: string[] = [];

const text = shownText;
const flags = responseFlags;

async function restart(): Promise<void> {
  if (bot) {
    logs.push(bot.output);
    await bot.kill('SIGKILL');
  }
  bot = new BotProcess(emu, db);
  await bot.start();
}

beforeAll(async () => {
  emu.addUser({ id: OWNER, username: 'owner' });
  for (const [name, id] of Object.entries(CH)) emu.addChannel({ id, guildId: emu.guildId, name });
  await emu.start();
});
afterAll(async () => {
  await bot?.kill('SIGTERM');
  await emu.stop();
  tmp.cleanup();
});

describe('restart', () => {
  test('a wave decided just before the process died is announced exactly once, even if it was posted but not marked', async () => {
    // The console adapter plays to round 4 and dies right after committing the round
    // that brings the wave, before posting its announcement.
    // Luke has not had his turns: each /round next asks, and the click confirms.
    const lines = [
      '/game start faction:galactic-empire seed:wave',
      '/join ship:x-wing name:Luke',
      '/round next',
      'click 1',
      '/round next',
      'click 1',
      '/round next',
      'click 1',
    ].map((l) => `#${CH.wave} ${l}`);
    const r = await runWorker({ mode: 'script', db, ...paths, lines, crashAt: -1, crashAtLine: [7, 'committed'], prefix: 'wave' });
    expect(r.killed).toBe(true);
    const pending = () =>
      new Database(db, { readonly: true }).prepare("SELECT count(*) FROM outbox WHERE posted_at IS NULL AND kind != 'tracker'").pluck().get();
    expect(pending()).toBe(1);
    await restart();
    await waitFor(() => emu.announcements(CH.wave).length === 1);
    expect(text(emu.announcements(CH.wave)[0]!)).toContain('Round 4: enemy arrivals');
    await waitFor(() => pending() === 0);
    // Died after Discord took the post but before it was marked, and its claim on the row
    // has run out (the lease): the next process posts it again, and the same nonce makes
    // that repost a no-op.
    const w = new Database(db);
    w.prepare('UPDATE outbox SET posted_at = NULL, next_attempt_at = 0').run();
    w.close();
    await restart();
    await waitFor(() => pending() === 0);
    const posts = emu.requests.filter((q) => q.method === 'POST' && q.path === `/channels/${CH.wave}/messages` && !isTracker(q.body as never));
    expect(posts).toHaveLength(2); // posted twice…
    expect(emu.announcements(CH.wave)).toHaveLength(1); // …shown once
    await restart();
    await new Promise((res) => setTimeout(res, 300));
    expect(emu.announcements(CH.wave)).toHaveLength(1);
    console.log(`restart: wave announcement posts requested ${posts.length}, messages in the channel ${emu.announcements(CH.wave).length}`);
  });

  test('a game stopped at set-up, mid-round and after it ended continues correctly', async () => {
    await emu.command(OWNER, CH.setup, 'game', { faction: 'resistance', seed: 's' }, 'start');
    await emu.command(OWNER, CH.mid, 'game', { faction: 'galactic-republic', seed: 'm' }, 'start');
    await emu.command(OWNER, CH.mid, 'activate', { ship: 'V19-1', arc: 'front-left', obstacle: 'left' });
    await emu.command(OWNER, CH.ended, 'game', { faction: 'scum-and-villainy', seed: 'e', scenario: 'custom' }, 'start');
    await emu.command(OWNER, CH.ended, 'ship', { chassis: 'fang fighter' }, 'add');
    const end = await emu.command(OWNER, CH.ended, 'ship', { ship: 'FNG-1' }, 'destroyed');
    expect(text(end)).toContain('Destroyed: FNG-1');
    await waitFor(() => emu.announcements(CH.ended).length === 1);

    await restart();

    const s = await emu.command(OWNER, CH.setup, 'game', {}, 'status');
    expect(text(s)).toContain('round 1');
    expect(text(s)).toContain('FBL-1');
    const a = await emu.command(OWNER, CH.setup, 'activate', { ship: 'FBL-1', arc: 'bullseye', obstacle: 'right' });
    expect(text(a)).toContain('Maneuver');

    const again = await emu.command(OWNER, CH.mid, 'activate', { ship: 'V19-1' });
    expect(flags(again)).toBe(64);
    expect(text(again)).toContain('Already activated');
    const other = await emu.command(OWNER, CH.mid, 'activate', { ship: 'V19-2', arc: 'rear-right', obstacle: 'right' });
    expect(flags(other)).toBe(0);

    const over = await emu.command(OWNER, CH.ended, 'game', {}, 'status');
    expect(text(over)).toContain('All solo ships have been destroyed');
    const refused = await emu.command(OWNER, CH.ended, 'round', {}, 'next');
    expect(text(refused)).toContain('This game is over');
    expect(emu.announcements(CH.ended)).toHaveLength(1); // the end was announced once, not again on restart
    const fresh = await emu.command(OWNER, CH.ended, 'game', { faction: 'first-order' }, 'start');
    expect(text(fresh)).toContain('vs First Order');
  });

  test('an announcement Discord fails to take is retried later, not lost', async () => {
    await emu.command(OWNER, CH.fail, 'game', { faction: 'galactic-empire', seed: 'f', scenario: 'custom' }, 'start');
    await emu.command(OWNER, CH.fail, 'ship', { chassis: 'tie fighter' }, 'add');
    // The live tracker is posted (and then only edited) before the posts start failing.
    await waitFor(() => emu.trackers(CH.fail).some((m) => shownText(m).includes('TIE-1')));
    // 500 on every try @discordjs/rest makes (1 + 3 retries).
    emu.failNext((m, p) => m === 'POST' && p === `/channels/${CH.fail}/messages`, 500, { code: 0, message: 'boom' }, 4);
    await emu.command(OWNER, CH.fail, 'ship', { ship: 'TIE-1' }, 'destroyed');
    await waitFor(() => emu.requests.filter((q) => q.path === `/channels/${CH.fail}/messages` && q.status === 500).length === 4);
    expect(emu.announcements(CH.fail)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1100)); // the back-off
    await emu.command(OWNER, CH.fail, 'game', {}, 'status');
    await waitFor(() => emu.announcements(CH.fail).length === 1);
    expect(text(emu.announcements(CH.fail)[0]!)).toContain('The game is over');
    expect(bot.output).toContain('announcement not posted; will retry');
  });

  test('the logs of all these runs hold neither the bot token nor an interaction token', () => {
    const all = [...logs, bot.output].join('\n');
    expect(all).toContain('connected to Discord');
    expect(all).not.toContain(emu.token);
    expect(all).not.toMatch(/itoken-/);
  });
});
