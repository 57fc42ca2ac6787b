import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Invocation } from '../../src/core/command.ts';
import { refuse } from '../../src/core/refusal.ts';
import { badEvent, IMPORT_LIMITS } from '../../src/systems/xwing/bsl/import.ts';
import type { ImportProblemCode } from '../../src/systems/xwing/bsl/refusals.ts';
import { bslRefusal } from '../../src/systems/xwing/bsl/strings/index.ts';
import type { Campaign } from '../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { consoleTable, invocation, tempDir } from '../helpers.ts';
import { SCRIPT } from '../systems/xwing/bsl/console-script.ts';
import { playLongCampaign } from './long-campaign.ts';

// `/campaign file import` of a file a hostile member wrote: bounded before it is parsed,
// who may import settled before any replay, and every event checked through the rules the
// live commands use. The hostile files are made here, never stored.

const tmp = tempDir('hostile-import-');
const t = consoleTable(`${tmp.dir}/import.sqlite`);
let good: { system: string; version: number; events: { seq: number; batch: number; event: Record<string, unknown> & { t: string } }[] };
let goodText = '';

beforeAll(async () => {
  for (const line of SCRIPT) await t.run(`#a ${line}`);
  const file = (await t.run('#a /campaign file export'))[0]?.payload.attachments?.[0];
  goodText = String(file?.content);
  good = JSON.parse(goodText) as typeof good;
});

afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});

let channels = 0;
/** Imports `text` (declared `size` bytes) as `user` into a fresh channel; the reply and the channel. */
async function importing(content: string | null, user = 'user-you', size = content === null ? 0 : Buffer.byteLength(content), locale: 'en' | 'fr' = 'en') {
  const channelId = `import-${++channels}`;
  const inv: Invocation = invocation({
    command: 'campaign',
    group: 'file',
    subcommand: 'import',
    channelId,
    locale,
    user: { id: user, name: user },
    attachments: { file: { name: 'campaign.json', size, read: async () => content } },
  });
  const reply = await t.dispatcher.handle(inv);
  return { reply, said: `${reply.content ?? ''}\n${(reply.cards ?? []).map((c) => c.title).join('\n')}`, channelId };
}

async function campaignIn(channelId: string): Promise<Campaign | null> {
  const r = await t.app.campaigns(bslSystem).read(channelId);
  return 'ok' in r ? null : r.state;
}

/** The export with `change` made to a copy of its events. */
function edited(change: (events: typeof good.events) => void): string {
  const events = structuredClone(good.events);
  change(events);
  return JSON.stringify({ ...good, events });
}

/** A new command at the end of the log. */
const appended = (events: typeof good.events, event: Record<string, unknown>) => {
  const seq = events.length + 1;
  events.push({ seq, batch: seq, event: event as never });
};

describe('bounded before parsed', () => {
  test('a file whose declared size is over the cap is refused before it is read', async () => {
    const { reply, said, channelId } = await importing(null, 'user-you', 6 * 1024 * 1024);
    expect(reply.ephemeral).toBe(true);
    expect(said).toContain('larger than a campaign export can be');
    expect(await campaignIn(channelId)).toBeNull();
  });

  test.each([
    ['2 MB of nested arrays', () => '['.repeat(1_000_000) + ']'.repeat(1_000_000)],
    ['a flat array of empty objects', () => `{"system":"bsl","version":1,"events":[${'{},'.repeat(100_000)}{}]}`],
    [
      'more events than a campaign writes',
      () => edited((events) => events.push(...Array.from({ length: 3_000 }, (_, i) => ({ ...events[1]!, seq: events.length + i + 1 })))),
    ],
  ])('%s (its declared size a lie) is refused without being parsed', async (_, make) => {
    const content = make();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { reply, said } = await importing(content, 'user-you', 100);
      expect(reply.ephemeral).toBe(true);
      expect(said).toContain('larger than a campaign export can be');
      if (content.length > IMPORT_LIMITS.bytes || !content.startsWith('{"system"')) expect(parse.mock.calls.some(([s]) => s === content)).toBe(false);
    } finally {
      parse.mockRestore();
    }
  });

  test('a file saved with a byte-order mark (Notepad) is read', async () => {
    const { said, channelId } = await importing(`\uFEFF${goodText}`);
    expect(said).toContain('Imported the campaign');
    expect(await campaignIn(channelId)).not.toBeNull();
  });
});

describe('through the rules', () => {
  const firstBuy = () => good.events.findIndex((e) => e.event.t === 'entry-bought');

  // Each refusal names the first bad event and its problem by a code each language words:
  // the French reply holds the French words and none of the English ones.
  test.each([
    [
      'Fleet Points from nothing at the creation',
      () => edited((e) => ((e[0]!.event.fp as { players: number }).players = 9e15)),
      () => 1,
      'a creation the rules do not make',
      'une création que les règles ne font pas',
    ],
    [
      'an ELITE pilot bought at round 0',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { xp: string }).xp = 'elite')),
      () => good.events[firstBuy()]!.seq,
      '`entry-bought`: not what the rules make of it',
      '`entry-bought` : pas ce que les règles en font',
    ],
    [
      'a ship not in the catalogue (the file that bricked a channel)',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { chassis: string }).chassis = 'nochassis')),
      () => good.events[firstBuy()]!.seq,
      'the rules refuse it: No Rebel Alliance ship called “nochassis”',
      'les règles le refusent : ',
    ],
    [
      'the same purchase twice',
      () => edited((e) => appended(e, structuredClone(e[firstBuy()]!.event))),
      () => good.events.length + 1,
      '`entry-bought`: the rules refuse it: Not at this step',
      '`entry-bought` : les règles le refusent : ',
    ],
    [
      'a callsign that reads as a solo ship’s',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { callsign: string }).callsign = 'TIE-1')),
      () => good.events[firstBuy()]!.seq,
      'its callsign: that reads as the name of one of the bot’s ships',
      'son indicatif : ',
    ],
    [
      'a callsign that reads as a solo ship’s through Cyrillic letters (ruling R70)',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { callsign: string }).callsign = 'ТІЕ-1')),
      () => good.events[firstBuy()]!.seq,
      'its callsign: ',
      'son indicatif : ',
    ],
    [
      'a callsign that reads as a solo ship’s through an invisible character (ruling R70)',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { callsign: string }).callsign = 'T\u200bIE-1')),
      () => good.events[firstBuy()]!.seq,
      'its callsign: ',
      'son indicatif : ',
    ],
    [
      'a callsign that reads as a solo ship’s through full-width letters no typing stores (ruling R70)',
      () => edited((e) => ((e[firstBuy()]!.event.entry as { callsign: string }).callsign = 'ＴＩＥ-１')),
      () => good.events[firstBuy()]!.seq,
      'its callsign: ',
      'son indicatif : ',
    ],
    [
      'a result for a game that does not exist',
      () => edited((e) => appended(e, { t: 'result-confirmed', gameId: 42, ships: [], conceded: false, winner: 'players', assetAllowed: true, diff: 0 })),
      () => good.events.length + 1,
      'a result with no game',
      'un résultat sans partie',
    ],
    [
      'the campaign ended by the file, then played on',
      () =>
        edited((e) => {
          appended(e, { t: 'campaign-ended', winner: 'players' });
          appended(e, { t: 'roster-ready' });
        }),
      () => good.events.length + 1,
      '`campaign-ended`: an end outside the post-game',
      '`campaign-ended` : une fin hors de l’après-partie',
    ],
  ])('%s is refused, naming the first bad event, in English and in French', async (_, make, seq, en, fr) => {
    const file = make();
    const { reply, said, channelId } = await importing(file);
    expect(reply.ephemeral).toBe(true);
    expect(said).toContain(`damaged at event ${seq()} `);
    expect(said).toContain(en);
    expect(await campaignIn(channelId)).toBeNull();
    const french = (await importing(file, 'user-you', Buffer.byteLength(file), 'fr')).said;
    expect(french).toContain(`abîmé à l’événement ${seq()} `);
    expect(french).toContain(fr);
    // No English word of the problem's (outside the event's code and the file's own names) in the French reply.
    const english = (said.split(`${seq()} (`)[1] ?? '').replace(/`[^`]*`|“[^”]*”/g, ' ').match(/\p{L}{4,}/gu) ?? [];
    expect(english.length).toBeGreaterThan(0);
    // Words spelled alike in both languages are allowed.
    const frenchWords = new Set(french.replace(/`[^`]*`/g, ' ').match(/\p{L}{4,}/gu));
    for (const word of english.filter((w) => !/^(Rebel|Alliance|Points|factions|mission)$/.test(w))) expect(frenchWords.has(word), word).toBe(false);
  });

  test('every problem an import can be refused for has words in English and in French, and the French has no English word', () => {
    // Typed by the code: a new problem without a case here does not compile.
    const cases: Record<ImportProblemCode, ReturnType<typeof refuse>> = {
      order: refuse('import-bad-event', { seq: 3, problem: 'order' }),
      'undo-of-nothing': refuse('import-bad-event', { seq: 3, problem: 'undo-of-nothing' }),
      'not-an-event': refuse('import-bad-event', { seq: 3, problem: 'not-an-event', event: 'entry-bought' }),
      'no-creation': refuse('import-bad-event', { seq: 1, problem: 'no-creation' }),
      invalid: refuse('import-bad-event', { seq: 9, problem: 'invalid' }),
      'no-replay': badEvent(4, 'round-started', { problem: 'no-replay' }),
      'second-creation': badEvent(4, 'campaign-created', { problem: 'second-creation' }),
      'creation-not-made': badEvent(1, 'campaign-created', { problem: 'creation-not-made' }),
      'before-creation': badEvent(1, 'entry-bought', { problem: 'before-creation' }),
      'after-end': badEvent(40, 'roster-ready', { problem: 'after-end' }),
      'for-the-ai': badEvent(5, 'entry-bought', { problem: 'for-the-ai' }),
      'not-as-made': badEvent(5, 'entry-bought', { problem: 'not-as-made' }),
      'no-game': badEvent(5, 'result-confirmed', { problem: 'no-game' }),
      'end-outside-postgame': badEvent(5, 'campaign-ended', { problem: 'end-outside-postgame' }),
      callsign: badEvent(5, 'entry-bought', { problem: 'callsign', name: 'bidi', max: 24 }),
      refused: badEvent(5, 'entry-bought', { problem: 'refused', rule: refuse('not-enough-fp', { cost: 80, fp: 12 }) }),
      'fp-below-zero': badEvent(5, 'item-bought', { problem: 'fp-below-zero', side: 'players' }),
      'unknown-ship': badEvent(5, 'ai-acted', { problem: 'unknown-ship', side: 'ai', chassis: 'nochassis', pilot: 'nopilot' }),
    };
    for (const [code, r] of Object.entries(cases)) {
      const en = bslRefusal(r, 'en')!;
      const fr = bslRefusal(r, 'fr')!;
      expect(en, code).not.toContain(code === 'refused' ? 'not-enough-fp' : `(${code}`);
      const problem = (text: string) => (text.split('(')[1] ?? '').replace(/`[^`]*`/g, ' ');
      const frenchWords = new Set(problem(fr).match(/\p{L}{4,}/gu));
      const english = problem(en).match(/\p{L}{4,}/gu) ?? [];
      expect(english.length, code).toBeGreaterThan(0);
      for (const word of english.filter((w) => !/^(Points|catalogue|nochassis|nopilot)$/.test(w)))
        expect(frenchWords.has(word), `${code}: ${word}`).toBe(false);
    }
  });

  test('a replayed step the rules refuse with a refusal the campaign shares with X-Wing is worded by X-Wing, in each language', () => {
    const rule = refuse('pilot-not-in-edition', { pilot: 'Wedge Antilles', chassis: 'T-65 X-wing', edition: 'X-Wing 2.0', pilots: 'Red Squadron Veteran' });
    const r = badEvent(4, 'entry-bought', { problem: 'refused', rule });
    for (const locale of ['en', 'fr'] as const) {
      const text = bslRefusal(r, locale)!;
      expect(text, locale).toContain('Wedge Antilles');
      expect(text, locale).not.toMatch(/can't be done|Impossible/);
    }
  });

  test('a commander added by the file is not a commander of the copy; the importer is its only one', async () => {
    const content = edited((e) => appended(e, { t: 'commander-added', user: 'user-carol' }));
    const { said, channelId } = await importing(content, 'user-carol');
    expect(said).toContain('Imported the campaign');
    expect((await campaignIn(channelId))?.commanders).toEqual(['user-carol']);
    // Someone the file does not name may not import it at all.
    expect((await importing(goodText, 'user-mallory')).said).toContain('Only one of the campaign’s commanders');
  });
});

test('a long real campaign’s export is far below the cap and imports', async () => {
  const long = consoleTable(`${tmp.dir}/long.sqlite`);
  try {
    const original = await playLongCampaign(long, 'a', 20);
    expect(original.history.length).toBeGreaterThanOrEqual(8);
    const file = String((await long.run('#a /campaign file export'))[0]?.payload.attachments?.[0]?.content);
    // 8 games: about 139,000 bytes and 237 events (about 17 KB and 30 events a game).
    expect(Buffer.byteLength(file)).toBeLessThan(IMPORT_LIMITS.bytes / 2);
    expect((JSON.parse(file) as { events: unknown[] }).events.length).toBeLessThan(IMPORT_LIMITS.events / 2);
    const { reply } = await (async () => {
      const r = await long.dispatcher.handle(
        invocation({
          command: 'campaign',
          group: 'file',
          subcommand: 'import',
          channelId: 'b',
          user: { id: 'user-you', name: 'you' },
          attachments: { file: { name: 'long.json', size: Buffer.byteLength(file), read: async () => file } },
        }),
      );
      return { reply: r };
    })();
    expect(reply.content).toContain('Imported the campaign');
  } finally {
    await long.store.close();
  }
});
