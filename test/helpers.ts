import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeApp } from '../src/compose.ts';
import type { Invocation } from '../src/core/command.ts';
import { replay } from '../src/core/log.ts';
import type { LoggedEvent } from '../src/core/system.ts';
import { evolveMissionGame, type MissionGameEvent } from '../src/systems/xwing/bsl/mission/events.ts';
import { silentLogger } from '../src/core/logger.ts';
import { ConsoleSession, type ConsoleOutput } from '../src/console/session.ts';
import type { Locale } from '../src/core/locale.ts';
import { hangLimit } from './limits.ts';

export function tempDir(prefix = 'solo-alpha-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The handlers through the console adapter, on a real database file; `options`: the user's
 * language, the live tracker shown as the text console shows it (unpaced, as the console runs it).
 */
export function consoleTable(dbPath: string, seed = '42', options: { readonly locale?: Locale; readonly tracker?: boolean } = {}) {
  const composed = composeApp(dbPath, silentLogger, {}, options.tracker ? { delivery: { trackerEveryMs: 0, trackerEditsPerSecond: Infinity } } : {});
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed, ...options });
  const all: ConsoleOutput[] = [];
  return {
    ...composed,
    session,
    all,
    async run(line: string): Promise<ConsoleOutput[]> {
      const out = await session.run(line);
      all.push(...out);
      return out;
    },
    /** The single reply (or update) to a line. */
    async reply(line: string): Promise<ConsoleOutput> {
      const out = (await session.run(line)).filter((o) => o.type !== 'announcement');
      all.push(...out);
      if (out.length !== 1) throw new Error(`expected one reply to ${line}, got ${out.length}`);
      return out[0]!;
    },
    /**
     * `/round next`, confirmed when the round is not over (the bot asks first: ruling R42).
     * `prefix` speaks as someone or somewhere else (`#b `, `@bob `). Returns every message, as `run`.
     */
    async advance(prefix = ''): Promise<ConsoleOutput[]> {
      const asked = await session.run(`${prefix}/round next`);
      all.push(...asked);
      const confirm = asked.find((o) =>
        o.payload.components?.some((row) => row.components.some((b) => 'custom_id' in b && b.custom_id.startsWith('round-next.'))),
      );
      if (!confirm) return asked;
      const out = await session.run(`${prefix}click 1`);
      all.push(...out);
      return out;
    },
    /** The round card of `advance`. */
    async advanceReply(prefix = ''): Promise<ConsoleOutput> {
      const out = (await this.advance(prefix)).filter((o) => o.type !== 'announcement');
      if (out.length !== 1) throw new Error(`expected one reply to /round next, got ${out.length}`);
      return out[0]!;
    },
    async state(channel = 'table') {
      return (await composed.app.games(composed.xwing).peek(channel))?.state ?? null;
    },
    /** The channel's X-Wing game record. */
    async game(channel = 'table') {
      return composed.app.games(composed.xwing).peek(channel);
    },
    /** A game's checked log. */
    async log(gameId: number) {
      return composed.app.games(composed.xwing).log(gameId);
    },
    /** The state a log replays to. */
    replay(log: readonly LoggedEvent<MissionGameEvent>[]) {
      return replay(evolveMissionGame, log);
    },
  };
}

/** What a fresh console speaking `locale` answers each line (its messages' texts, one string a line), on its own database. */
export async function consoleAnswers(dbPath: string, locale: Locale, lines: readonly string[]): Promise<string[]> {
  const t = consoleTable(dbPath, '5', { locale });
  await t.store.ready;
  try {
    const out: string[] = [];
    for (const line of lines) out.push((await t.run(line)).map((o) => o.payload.content ?? '').join('\n'));
    return out;
  } finally {
    await t.store.close();
  }
}

/** Everything a message shows, as plain text (markdown markers removed). */
export function text(o: ConsoleOutput): string {
  return plain(o).replace(/\*\*|`|~~/g, '');
}

export function plain(o: ConsoleOutput): string {
  return [
    o.payload.content ?? '',
    ...o.payload.embeds.map((e) =>
      [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`), e.footer?.text].filter(Boolean).join('\n'),
    ),
  ].join('\n');
}

/** Polls until `cond` holds (for messages another process posts); the limit only stops a hang. */
export async function waitFor(cond: () => boolean, timeoutMs = hangLimit(60_000)): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let invocations = 0;
/**
 * An invocation as an adapter makes it, for tests that call the dispatcher directly: by
 * default a command in channel `table` of guild `g`, by user `u1`, in English; `extra`
 * sets the rest.
 */
export function invocation(extra: Partial<Invocation> = {}): Invocation {
  return {
    kind: 'command',
    id: `inv-${++invocations}`,
    command: '',
    subcommand: null,
    options: {},
    focused: null,
    customId: null,
    channelId: 'table',
    guildId: 'g',
    user: { id: 'u1', name: 'u1' },
    locale: 'en',
    guildLocale: null,
    canManage: false,
    ...extra,
  };
}
