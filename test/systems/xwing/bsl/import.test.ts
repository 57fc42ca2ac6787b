import { writeFileSync } from 'node:fs';
import { fc } from '@fast-check/vitest';
import { afterAll, describe, expect, test } from 'vitest';
import { replay } from '../../../../src/core/log.ts';
import { evolveCampaign } from '../../../../src/systems/xwing/bsl/evolve.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { exportFile, readExport } from '../../../../src/systems/xwing/bsl/export.ts';
import { BSL_SCHEMA_VERSION } from '../../../../src/systems/xwing/bsl/events.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { SCRIPT } from './console-script.ts';

// `/campaign file import` (ruling C80): the file `/campaign file export` writes becomes a
// channel's campaign, its log replayed; the restored campaign is the original (its state, its
// log, its undo) and plays the same games (C61). Bad files are refused with a clear message.

const tmp = tempDir('bsl-import-');
afterAll(() => tmp.cleanup());

/** What follows in both channels after the import: the mission, the assets, the mission game. */
const AFTER = ['/campaign mission id:4', '/campaign assets', '/campaign game'];

async function campaignOf(t: ReturnType<typeof consoleTable>, channel: string): Promise<Campaign> {
  const r = await t.app.campaigns(bslSystem).read(channel);
  if ('ok' in r) throw new Error(r.code);
  return r.state;
}

/**
 * The campaign as its copy has it: the copy's only commander is its importer (the file's
 * commanders cannot be checked), so the commanders the original added are not in it.
 */
const asCopied = (c: Campaign) => ({ ...c, commanders: c.commanders.slice(0, 1) });
/** A log's events as its copy has them: without the commanders added; an undo names its command by the copy's numbers. */
const eventsCopied = (log: Awaited<ReturnType<typeof logOf>>) =>
  log.map((l) => (l.event.t === 'undone' ? { t: 'undone' } : l.event)).filter((e) => e.t !== 'commander-added');

async function logOf(t: ReturnType<typeof consoleTable>, channel: string) {
  const r = await t.app.campaigns(bslSystem).read(channel);
  if ('ok' in r) throw new Error(r.code);
  return (await t.app.campaigns(bslSystem).log(r.id)).map(({ seq, batch, event }) => ({ seq, batch, event }));
}

/** Exports channel `from` through the command and writes the file it attached. */
async function exportTo(t: ReturnType<typeof consoleTable>, from: string, path: string): Promise<string> {
  const file = (await t.run(`#${from} /campaign file export`))[0]?.payload.attachments?.[0];
  if (!file || typeof file.content !== 'string') throw new Error('no export file');
  writeFileSync(path, file.content);
  return file.content;
}

describe('/campaign file import restores the exported campaign (C80)', () => {
  // Table: checkpoints of the script; at each, export from #a and import into a fresh channel.
  test.each([
    ['right after /campaign start', 1],
    ['during the set-up, after an undone purchase', SCRIPT.length - 3],
    ['at round 1’s rest step', SCRIPT.length - 2],
    ['after the mission draw', SCRIPT.length],
  ])('export → import %s: same state, same log', async (_, upTo) => {
    const t = consoleTable(`${tmp.dir}/checkpoint-${upTo}.sqlite`);
    try {
      for (const line of SCRIPT.slice(0, upTo)) expect(text((await t.run(`#a ${line}`))[0]!)).not.toContain('⚠️');
      const path = `${tmp.dir}/checkpoint-${upTo}.json`;
      await exportTo(t, 'a', path);
      const out = await t.run(`#b /campaign file import file:${path}`);
      expect(text(out[0]!)).toContain('Imported the campaign');
      expect(out[0]?.payload.flags ?? 0).toBe(0);
      expect(await campaignOf(t, 'b')).toEqual(asCopied(await campaignOf(t, 'a')));
      const copied = await logOf(t, 'b');
      expect(eventsCopied(copied)).toEqual(eventsCopied(await logOf(t, 'a')));
      expect(copied.map((l) => l.seq)).toEqual(copied.map((_, i) => i + 1));
    } finally {
      await t.store.close();
    }
  });

  test('the restored campaign plays on as the original: same undo, same mission draws, same mission game (C61)', async () => {
    const t = consoleTable(`${tmp.dir}/plays-on.sqlite`);
    try {
      for (const line of SCRIPT.slice(0, -1)) await t.run(`#a ${line}`);
      const path = `${tmp.dir}/plays-on.json`;
      await exportTo(t, 'a', path);
      await t.run(`#b /campaign file import file:${path}`);
      // The last step of each is taken back, then both go on alike.
      for (const ch of ['a', 'b']) expect(text((await t.run(`#${ch} /campaign undo`))[0]!)).toContain('Took back');
      expect(await campaignOf(t, 'b')).toEqual(asCopied(await campaignOf(t, 'a')));
      for (const line of ['/campaign rest cards:3 5', SCRIPT.at(-1)!, ...AFTER]) for (const ch of ['a', 'b']) await t.run(`#${ch} ${line}`);
      const [a, b] = [await campaignOf(t, 'a'), await campaignOf(t, 'b')];
      expect(a.pending?.gameLinked).toBe(true);
      expect(b).toEqual(asCopied(a));
      const [ga, gb] = [await t.state('a'), await t.state('b')];
      expect(ga?.ships.length).toBeGreaterThan(0);
      expect({ ...gb, channelId: 'a' }).toEqual(ga);
    } finally {
      await t.store.close();
    }
  });
});

describe('/campaign file import refuses what it cannot restore, ephemerally, and changes nothing', () => {
  const t = consoleTable(`${tmp.dir}/refusals.sqlite`);
  afterAll(() => t.store.close());
  let good = '';
  const write = (name: string, content: string) => {
    const path = `${tmp.dir}/${name}`;
    writeFileSync(path, content);
    return path;
  };
  const refusal = async (line: string) => {
    const out = await t.run(line);
    expect(out).toHaveLength(1);
    expect(out[0]?.payload.flags).toBe(64);
    return text(out[0]!);
  };

  test('set-up: a campaign in #a, exported', async () => {
    for (const line of SCRIPT.slice(0, 6)) await t.run(`#a ${line}`);
    good = await exportTo(t, 'a', `${tmp.dir}/good.json`);
  });

  test.each([
    ['not JSON', () => 'hello', 'not a campaign export (not JSON)'],
    ['JSON that is no export', () => JSON.stringify({ hello: 1 }), 'not a campaign export (system is not'],
    ['another system’s log', () => good.replace('"system": "bsl"', '"system": "hex"'), 'a “hex” campaign'],
    ['a newer version', () => good.replace(/"version": \d+/, `"version": ${BSL_SCHEMA_VERSION + 1}`), 'newer version of the bot'],
    ['an event not of the campaign', () => good.replace('"t": "commander-added"', '"t": "commander-hired"'), 'damaged at event 2'],
    [
      'events out of order',
      () => {
        const f = JSON.parse(good) as { events: { seq: number }[] };
        f.events[1]!.seq = 7;
        return JSON.stringify(f);
      },
      'damaged at event 7 (out of order)',
    ],
  ])('a file with %s', async (_, content, says) => {
    const path = write('bad.json', content());
    expect(await refusal(`#b /campaign file import file:${path}`)).toContain(says);
    expect('ok' in (await t.app.campaigns(bslSystem).read('b'))).toBe(true);
  });

  test('a channel that has a campaign going', async () => {
    const path = write('good.json', good);
    expect(await refusal(`#a /campaign file import file:${path}`)).toContain('already has a campaign going');
  });

  test('someone who is not one of its commanders', async () => {
    const path = write('good.json', good);
    expect(await refusal(`#c @carol /campaign file import file:${path}`)).toContain('Only one of the campaign’s commanders');
    // bob was made a commander in the file: he may.
    expect(text((await t.run(`#c @bob /campaign file import file:${path}`))[0]!)).toContain('Imported the campaign');
  });

  test('no file, or a path the console cannot read', async () => {
    expect(await refusal('#d /campaign file import')).toContain('file');
    expect(await refusal(`#d /campaign file import file:${tmp.dir}/missing.json`)).toContain('cannot read the file');
  });
});

describe('readExport (the file’s checks, pure)', () => {
  test('an undo that names no earlier batch is damage', () => {
    const r = readExport(exportFile([{ seq: 1, batch: 1, event: { t: 'undone', seq: 5 } as never }]));
    expect(r).toMatchObject({ ok: false, code: 'import-bad-event' });
  });
});

describe('readExport on any cut of a real log (property)', () => {
  let file: { system: string; version: number; events: { seq: number; batch: number; event: { t: string } }[] } | null = null;
  const load = async () => {
    if (file) return file;
    const t = consoleTable(`${tmp.dir}/property.sqlite`);
    try {
      for (const line of SCRIPT) await t.run(line);
      file = JSON.parse(await exportTo(t, 'table', `${tmp.dir}/property.json`)) as NonNullable<typeof file>;
      return file;
    } finally {
      await t.store.close();
    }
  };

  test('every prefix that ends a command imports to the state its replay gives', async () => {
    const f = await load();
    const ends = f.events.map((_, i) => i).filter((i) => f.events[i + 1]?.batch !== f.events[i]!.batch);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ends), async (end) => {
        const events = f.events.slice(0, end + 1);
        const r = readExport(JSON.stringify({ ...f, events }));
        if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
        expect(r.state).toEqual(replay(evolveCampaign, r.log));
        expect(r.log.map((l) => l.seq)).toEqual(events.map((e) => e.seq));
      }),
      { numRuns: 40 },
    );
  });

  test('two events swapped, or one dropped from the middle, are refused as out of order', async () => {
    const f = await load();
    await fc.assert(
      fc.property(fc.integer({ min: 0, max: f.events.length - 2 }), fc.boolean(), (i, drop) => {
        const events = [...f.events];
        if (drop) events.splice(i, 1);
        else [events[i], events[i + 1]] = [events[i + 1]!, events[i]!];
        const r = readExport(JSON.stringify({ ...f, events }));
        expect(r).toMatchObject({ ok: false, code: 'import-bad-event' });
      }),
      { numRuns: 60 },
    );
  });
});
