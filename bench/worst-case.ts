import { join } from 'node:path';
import type { Invocation } from '../src/core/command.ts';
import { IMPORT_LIMITS } from '../src/systems/xwing/bsl/import.ts';
import { consoleTable, invocation, tempDir } from '../test/helpers.ts';
import { playLongCampaign } from '../test/hostile/long-campaign.ts';
import { round } from './stats.ts';

// The heaviest commands any member can make the bot run, within the limits: CPU per command
// (process.cpuUsage around the one command), the largest of several runs. The longest
// campaign a log can hold is one played until the AI's fleet is eliminated (no event comes
// after the end, so it cannot grow further); its export is imported again and again, and
// its views are built; a file at the byte cap (nested arrays as deep as allowed, then
// padding) is refused by the one-pass scan.

async function cpuMs(f: () => Promise<unknown>): Promise<number> {
  const c = process.cpuUsage();
  await f();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

async function maxOf(n: number, f: (i: number) => Promise<unknown>): Promise<number> {
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, await cpuMs(() => f(i)));
  return round(max, 1);
}

export async function worstCase(quick: boolean) {
  const tmp = tempDir('bench-worst-');
  const t = consoleTable(join(tmp.dir, 'worst.sqlite'));
  try {
    const long = await playLongCampaign(t, 'long', 20);
    const file = String((await t.run('#long /campaign file export'))[0]?.payload.attachments?.[0]?.content);
    const importInto = (channelId: string, text: string): Invocation =>
      invocation({
        command: 'campaign',
        group: 'file',
        subcommand: 'import',
        channelId,
        user: { id: 'user-you', name: 'you' },
        attachments: { file: { name: 'campaign.json', size: Buffer.byteLength(text), read: async () => text } },
      });
    const runs = quick ? 5 : 20;
    const imported = await maxOf(runs, async (i) => {
      const r = await t.dispatcher.handle(importInto(`copy-${i}`, file));
      if (r.ephemeral) throw new Error(`the long campaign's export was refused: ${r.content}`);
    });
    const view = (subcommand: string) => maxOf(runs, () => t.dispatcher.handle(invocation({ command: 'campaign', subcommand, channelId: 'long' })));
    const depth = IMPORT_LIMITS.depth;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    const atCap = `[${Array.from({ length: Math.floor((IMPORT_LIMITS.bytes - 2) / (nested.length + 1)) }, () => nested).join(',')}]`;
    const hostile = await maxOf(runs, (i) => t.dispatcher.handle(importInto(`hostile-${i}`, atCap)));
    return {
      games: long.history.length,
      export_bytes: Buffer.byteLength(file),
      export_events: (JSON.parse(file) as { events: unknown[] }).events.length,
      import_cpu_ms: imported,
      status_cpu_ms: await view('status'),
      fleet_cpu_ms: await view('fleet'),
      hostile_bytes: Buffer.byteLength(atCap),
      hostile_cpu_ms: hostile,
    };
  } finally {
    await t.store.close();
    tmp.cleanup();
  }
}
