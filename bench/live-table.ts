import { request, type ClientRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import type { BotProcess } from '../test/emulator/bot-process.ts';
import type { DiscordEmulator } from '../test/emulator/emulator.ts';
import { shownText } from '../test/emulator/emulator.ts';

// The live table's bench rows: what open viewers cost the bot process (its resident memory
// with 1,000 viewers of 100 games, against none), and how soon a change reaches 100 viewers
// of one game (a command through the emulator, to the last viewer's event). The viewers are
// raw HTTP streams of this process: the memory measured is the bot's alone.

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** An open event stream: the versions it has received, and a way to close it. */
function stream(url: string): Promise<{ versions: string[]; onEvent: (() => void) | null; close(): void }> {
  return new Promise((resolve, reject) => {
    const seen = { versions: [] as string[], onEvent: null as (() => void) | null, close: () => req.destroy() };
    const req: ClientRequest = request(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`viewer refused: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const id = /^id: (.+)$/m.exec(buffered.slice(0, end))?.[1];
          buffered = buffered.slice(end + 2);
          if (id) {
            seen.versions.push(id);
            seen.onEvent?.();
          }
        }
      });
      resolve(seen);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The game's link, from `/game board` (the bot's own answer). */
async function linkOf(emu: DiscordEmulator, player: string, channel: string): Promise<string> {
  const r = await emu.command(player, channel, 'game', {}, 'board');
  const url = /https?:\/\/\S+\/table\/\S+/.exec(shownText(r))?.[0];
  if (!url) throw new Error(`no link in ${shownText(r)}`);
  return url;
}

export async function liveTableBench(emu: DiscordEmulator, startBot: (env: Record<string, string>) => BotProcess, say: (s: string) => void) {
  const player = '4600000000000000001';
  emu.addUser({ id: player, username: 'viewer' });
  const games = Array.from({ length: 100 }, (_, i) => String(3600000000000000000n + BigInt(i)));
  for (const c of games) emu.addChannel({ id: c, guildId: emu.guildId, name: `t${c.slice(-3)}` });
  await emu.start();
  const bot = startBot({ HTTP_PORT: '0', TABLE_VIEWERS_PER_GAME: '100', TABLE_VIEWERS_PER_ADDRESS: '2000' });
  await bot.start();
  const pid = bot.child!.pid!;
  for (const c of games) await emu.command(player, c, 'game', { faction: 'galactic-empire', seed: c }, 'start');
  const links = await Promise.all(games.map((c) => linkOf(emu, player, c)));
  // Each page once, so the page's code and the table's renderers are warm before the baseline.
  for (const l of links) await (await fetch(l)).text();
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb(pid);
  const viewers = [];
  for (const l of links) for (let i = 0; i < 10; i++) viewers.push(await stream(`${l}/events`));
  await new Promise((r) => setTimeout(r, 3000));
  const withViewers = rssMb(pid);
  say(`  live table: bot RSS ${before.toFixed(1)} MB with no viewer, ${withViewers.toFixed(1)} MB with ${viewers.length} viewers of ${games.length} games`);
  for (const v of viewers) v.close();
  await new Promise((r) => setTimeout(r, 1000));

  // 100 viewers of one game; each change timed from the command to its last viewer's event.
  const one = await Promise.all(Array.from({ length: 100 }, () => stream(`${links[0]}/events`)));
  await new Promise((r) => setTimeout(r, 500));
  const took: number[] = [];
  for (let i = 0; i < 20; i++) {
    const counts = one.map((v) => v.versions.length);
    const all = new Promise<void>((resolve) => {
      const check = () => one.every((v, j) => v.versions.length > counts[j]!) && resolve();
      for (const v of one) v.onEvent = check;
    });
    const start = performance.now();
    await emu.command(player, games[0]!, 'ship', { ship: 'TIE-1', count: (i % 2) + 1 }, 'stress');
    await all;
    took.push(performance.now() - start);
  }
  for (const v of one) v.close();
  took.sort((a, b) => a - b);
  const p95 = took[Math.ceil(took.length * 0.95) - 1]!;
  say(`  live table: a change reached 100 viewers of one game in p50 ${took[10]!.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`);
  return {
    viewers: viewers.length,
    games: games.length,
    rssNoneMb: before,
    rssViewersMb: withViewers,
    reachP50Ms: took[10]!,
    reachP95Ms: p95,
    changes: took.length,
  };
}
