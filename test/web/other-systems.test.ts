import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { silentLogger } from '../../src/core/logger.ts';
import { en as absEn } from '../../src/systems/abs/strings/en.ts';
import { liveTableLinks, serveLiveTable } from '../../src/web/live-table.ts';
import { consoleTable, tempDir } from '../helpers.ts';

// The live table of the other systems: A Billion Suns' board and hex squadrons' roster, as
// their status views show them, in the page the server renders (the browser's tests cover
// the page's behaviour; here, what it holds).

const tmp = tempDir('live-table-systems-');
const t = consoleTable(join(tmp.dir, 'systems.sqlite'));
const live = liveTableLinks(Buffer.alloc(32, 9), undefined);
let web: Awaited<ReturnType<typeof serveLiveTable>>;

beforeAll(async () => {
  await t.store.ready;
  web = await serveLiveTable(live, { port: 0, host: '127.0.0.1', source: t.table, feed: t.delivery.feed, log: silentLogger, script: '' });
});

afterAll(async () => {
  await web?.close();
  await t.store.close();
  tmp.cleanup();
});

const page = async (channel: string) => (await fetch(live.link(channel))).text();

describe('the live table of the other systems', () => {
  test("A Billion Suns: the board /abs status shows (its contracts' names, the title)", async () => {
    await t.run('#abs /abs new scale:5 tables:2');
    await t.run('#abs /abs contract add name:Mining objectives:Rock A, Rock B');
    const html = await page('abs');
    expect(html).toContain(absEn.title);
    expect(html).toContain('Mining');
    expect(html).toContain('Rock A');
  });

  test('hex squadrons: the roster, each craft by name', async () => {
    await t.run('#hex /hex craft add name:Red1 space:8 piloting:4D+1 maneuverability:2D squadron:Red');
    const html = await page('hex');
    expect(html).toContain('Hex squadrons');
    expect(html).toContain('Red1');
  });

  test('a channel with nothing to show says so, without failing', async () => {
    const html = await page('empty');
    expect(html).toContain('There is no game or campaign in this channel yet');
  });
});
